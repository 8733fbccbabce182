import {shortTitle} from '../theme/deal-title.js';

/**
 * How the status line fits its width: `name · title · moves · clock · steps · mark`. The deal's
 * title (its seed, date or board path) is what a player reads out and types again, so it stays
 * whole: the other parts give way first, each to its shorter forms and then out of the line, in
 * the order of GIVING_WAY. Only a title too long for any line (a seed of dozens of characters), or
 * a board file's long path, is cut, in the middle, where its start and its end (a file's name) stay.
 */

/** A part's forms, longest first. */
export type Forms = readonly string[];

export interface StatusParts {
	/** The game's name: `La Belle Lucie`, then `Lucie`. */
	readonly name: Forms;
	/** The deal's title, as it is shown (control characters escaped). */
	readonly title: string;
	/**
	 * A board file's path, which nobody reads out to deal it again: whole only where the other
	 * parts keep their shortest forms; cut before the counts and the mark leave the line.
	 */
	readonly cuttable: boolean;
	readonly moves: string;
	/** The clock's width: its text changes every second, and the line must not jump. */
	readonly clockWidth: number;
	/** The redeals and draws left, where the game has them (none: empty). */
	readonly steps: Forms;
	/** The winnable mark's forms (none: empty). */
	readonly mark: Forms;
	readonly dot: string;
	readonly ascii: boolean;
}

/** What the line shows; undefined: that part is left out. */
export interface StatusLayout {
	readonly name: string | undefined;
	readonly title: string;
	readonly steps: string | undefined;
	readonly mark: string | undefined;
}

/** Left out altogether. */
const GONE = Number.POSITIVE_INFINITY;

/**
 * Each row a layout tried in turn, as the index of the form of the name, the steps and the mark
 * (past a part's last form: its last form; GONE: left out). The mark's words go first (its
 * verdict stays), then the game's full name (the player knows it, the help screen says it), then
 * the counts' words, then the mark keeps its verdict alone; only then do the name, the counts and
 * the mark leave the line.
 */
const GIVING_WAY: readonly Forming[] = [
	[0, 0, 0],
	[0, 0, 1],
	[1, 0, 1],
	[1, 1, 1],
	[1, 1, 2],
	[GONE, 1, 2],
	[GONE, GONE, 2],
	[GONE, GONE, GONE],
];

/** The layouts of GIVING_WAY that keep every part (in its shortest form): a board's path gives way past them. */
const KEEPING_ALL = 5;

/** A title cut to less than this says too little: the other parts give way to it. */
const TITLE_CUT_LEAST = 24;

function form(forms: Forms, index: number): string | undefined {
	if (forms.length === 0 || index === GONE) return undefined;
	return forms[Math.min(index, forms.length - 1)];
}

/** The columns a layout takes besides its title, the dots between the parts included. */
function besidesTitle(parts: StatusParts, shown: Omit<StatusLayout, 'title'>): number {
	const others = [shown.name, parts.moves, shown.steps, shown.mark].filter(
		(part): part is string => part !== undefined,
	);
	const widths = others.reduce((sum, part) => sum + part.length, 0) + parts.clockWidth;
	// The title and the clock are there always: one dot between each two parts.
	return widths + (others.length + 1) * parts.dot.length;
}

type Forming = readonly [name: number, steps: number, mark: number];

/** The parts shown in the forms `at`, and the room they leave the title. */
function laid(parts: StatusParts, width: number, at: Forming) {
	const shown = {name: form(parts.name, at[0]), steps: form(parts.steps, at[1]), mark: form(parts.mark, at[2])};
	return {...shown, at, room: width - besidesTitle(parts, shown)};
}

/** The next longer form of a part shown in form `index` (a part left out: its shortest), undefined where none is. */
function longer(forms: Forms, index: number): number | undefined {
	const shown = index === GONE ? forms.length : Math.min(index, forms.length - 1);
	return shown > 0 ? shown - 1 : undefined;
}

/**
 * A layout that fits with its title whole, each part given back its longer words where they fit
 * after all (the mark's first, then the counts', then the name): giving way by rows of GIVING_WAY
 * may have shortened a part that the room left over holds whole.
 */
function givenBack(parts: StatusParts, width: number, at: Forming): Forming {
	let best = at;
	for (const part of [2, 1, 0] as const) {
		const forms = [parts.name, parts.steps, parts.mark][part];
		for (let next = longer(forms, best[part]); next !== undefined; next = longer(forms, next)) {
			const tried: Forming = [
				part === 0 ? next : best[0],
				part === 1 ? next : best[1],
				part === 2 ? next : best[2],
			];
			if (laid(parts, width, tried).room < parts.title.length) break;
			best = tried;
		}
	}
	return best;
}

/** The status line's parts for a line of `width` columns. */
export function layStatusLine(parts: StatusParts, width: number): StatusLayout {
	const layouts = GIVING_WAY.map((at) => laid(parts, width, at));
	const tried = parts.cuttable ? layouts.slice(0, KEEPING_ALL) : layouts;
	const whole = tried.find((layout) => layout.room >= parts.title.length);
	// Too long for any line: cut, where the title keeps enough of itself.
	const last = layouts[layouts.length - 1];
	const cut = () => layouts.find((layout) => layout.room >= TITLE_CUT_LEAST) ?? last;
	const chosen = whole === undefined ? cut() : laid(parts, width, givenBack(parts, width, whole.at));
	const {room, at: _at, ...shown} = chosen;
	return {...shown, title: shortTitle(parts.title, parts.ascii, Math.max(room, 1))};
}
