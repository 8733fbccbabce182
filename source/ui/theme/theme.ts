/**
 * The game's look in one place: the colour of each thing the screen tells, and the glyphs that
 * have an ASCII form. With colour off (--no-color, NO_COLOR) nothing is coloured, and every cue
 * that colour gives is also given otherwise (bold, underline, a mark); with ascii on (--ascii, or
 * a locale that is not UTF-8) nothing on screen is outside ASCII, where a non-UTF-8 terminal
 * would show litter.
 */

/** The colour of each role on screen. */
export const COLOURS = {
	/** Keys in the key line, the aim's marker and the aimed fan's number, the spinner. */
	key: 'cyan',
	/** The hinted move, good news, the winnable mark, a won game, the table's frame. */
	good: 'green',
	/** Warnings, and a menu choice waiting to be confirmed. */
	warn: 'yellow',
	/** The chosen line of a list. */
	chosen: 'blue',
	/** Hearts and diamonds. */
	red: 'red',
	/** The card in hand (behind it) and the hinted card (behind it), with black letters on them. */
	held: 'yellow',
	hinted: 'green',
	onLit: 'black',
	/** Show playable: behind a top card that can move, and behind each place that takes the card in hand. */
	playable: 'gray',
	takes: 'cyan',
} as const;

export type Role = keyof typeof COLOURS;

/** The colour of `role`, or none with colour off. */
export function tint<R extends Role>(color: boolean, role: R): (typeof COLOURS)[R] | undefined {
	return color ? COLOURS[role] : undefined;
}

/** The glyphs that have an ASCII form: [glyph, ascii]. */
const GLYPHS = {
	/** Where a text is cut. */
	ellipsis: ['…', '...'],
	/** Between the parts of a line (status line, footers). */
	dot: [' · ', ' - '],
	upDown: ['↑↓', 'Up/Down'],
	leftRight: ['←→', '<- ->'],
	/** Where a fan or foundation is empty. */
	empty: ['··', '..'],
	/** Under the aimed fan. */
	marker: ['▲', '^'],
	/**
	 * Show playable, with colour off or in ASCII: left of a top card that can move, and of each place
	 * that takes the card in hand.
	 */
	playable: ['▸', '>'],
	/** The roomy board's cards: a box's edges and sides, and a covered card's top edge either side of its index. */
	boxTop: ['╭───╮', '+---+'],
	boxBottom: ['╰───╯', '+---+'],
	boxSide: ['│', '|'],
	tabLeft: ['╭', '+'],
	tabRight: ['╮', '+'],
	/** An empty fan or pile on the roomy board: a box of dashes. */
	emptyTop: ['╭┄┄┄╮', '+- -+'],
	emptyBottom: ['╰┄┄┄╯', '+- -+'],
	emptySide: ['┆', ':'],
} as const;

export type Glyph = keyof typeof GLYPHS;

/** A glyph, or its ASCII form with ascii on. */
export function glyph(ascii: boolean, name: Glyph): string {
	return GLYPHS[name][ascii ? 1 : 0];
}

/** `↑↓` or `Up/Down`, for a footer. */
export function upDown(ascii: boolean): string {
	return glyph(ascii, 'upDown');
}

/** A footer's keys, between dots or dashes. */
export function keyLine(ascii: boolean, parts: readonly string[]): string {
	return parts.join(glyph(ascii, 'dot'));
}
