import {type Card, type Suit, DECK_SIZE, SUIT_LETTERS, cardName, rankName, rankOf} from './cards.js';
import {parseCards, parseCells, parsePiles, parseSuitFoundations} from './board-parts.js';
import {buildsDown, hasDownSuits, homePile, startPiles} from './home-order.js';
import {type Position, PILES, suitPile} from './position.js';
import {type Result, ok, fail} from './result.js';
import {type Variant, type VariantId, VARIANT_IDS, findVariant, rulesFor} from './rules.js';
import {quoteToken} from './shown.js';

/**
 * The board text format of docs/board-format.md: `parseBoard` and `makeBoard` are inverses for
 * every position a game can reach (a property test pins it).
 *
 *   # a comment (anything after `#` on any line is ignored, as are blank lines)
 *   Variant: shamrocks           optional, default shamrocks
 *   Foundations: C-0 D-A H-0 S-2 optional, default all empty; each suit at most once
 *   KS 5H 2D                     one line per fan, bottom card first; `-` for an empty fan
 *
 * Where the foundations are piles (Scotch), `Foundations: AS 2H 3C | AD | - | -` lists the four
 * piles, each bottom (an Ace) to top, one rank up and the other colour each time. Where there are
 * redeals, `Redeals: 2` and (where there is a draw) `Draw: 1` say how many are left (by default
 * all of them), and a board may have fewer fans than the deal, as after a redeal. The house rule
 * of the early draw is not part of a board (Position.drawEarly). Where there are free cells (Free
 * Fan), `Cells: 7H -` lists them in order, each a card or `-` (by default all empty).
 *
 * Header lines must come before the first fan line, each at most once. Lines may end in LF, CRLF
 * or a lone CR. Every error names its line, and quotes the input through `quoteToken`.
 */

export interface BoardError {
	/** 1-based line of the text the problem is on. */
	readonly line: number;
	readonly message: string;
}

export function describeBoardError(error: BoardError): string {
	return `line ${error.line}: ${error.message}`;
}

interface FanLine {
	readonly line: number;
	readonly cards: Card[];
}

interface Header {
	variant: VariantId;
	/** The text after `Foundations:`, read once the variant is known (at the first fan line or the end). */
	foundationsText: string;
	/** The foundation piles, once read. */
	piles?: Card[][];
	/** The values of `Redeals:` and `Draw:`, read once the variant is known. */
	redealsText: string;
	drawText: string;
	cellsText: string;
	/** Line of each header, 0 while not given: a header may be given once. */
	variantLine: number;
	foundationsLine: number;
	redealsLine: number;
	drawLine: number;
	cellsLine: number;
}

/** The game of a board file without a `Variant:` line. */
export const DEFAULT_BOARD_VARIANT: VariantId = 'shamrocks';

export function parseBoard(text: string): Result<Position, BoardError> {
	const header: Header = {
		variant: DEFAULT_BOARD_VARIANT,
		foundationsText: '',
		redealsText: '',
		drawText: '',
		cellsText: '',
		variantLine: 0,
		foundationsLine: 0,
		redealsLine: 0,
		drawLine: 0,
		cellsLine: 0,
	};
	const fanLines: FanLine[] = [];
	let lastLine = 1;
	for (const {line, content} of boardLines(text)) {
		// Errors about what is missing name the last line that says anything, not a blank one after it.
		if (content === '') continue;
		lastLine = line;
		const error = readLine(content, line, header, fanLines);
		if (error !== undefined) return fail(error);
	}
	return checkBoard(header, fanLines, lastLine);
}

/**
 * Each line of the text, numbered from 1, without its comment and outer blanks. Lazy, so that a
 * huge text refused early is never split whole. A line ends at LF, CRLF or a lone CR (old Mac files).
 */
function* boardLines(text: string): Generator<{line: number; content: string}> {
	const lineBreak = /\r\n|\r|\n/g;
	let start = 0;
	let line = 1;
	for (let found = lineBreak.exec(text); found !== null; found = lineBreak.exec(text)) {
		yield {line: line++, content: withoutComment(text.slice(start, found.index))};
		start = lineBreak.lastIndex;
	}
	yield {line, content: withoutComment(text.slice(start))};
}

/** Whether the text has no line but blanks and comments: nothing for `parseBoard` to read. */
export function hasNoBoardLines(text: string): boolean {
	for (const {content} of boardLines(text)) if (content !== '') return false;
	return true;
}

/** Whether a line of the text is a `Variant:` header: without one, it is a board of DEFAULT_BOARD_VARIANT. */
export function namesItsVariant(text: string): boolean {
	for (const {content} of boardLines(text))
		if (HEADER_LINE.exec(content)?.[1].toLowerCase() === 'variant') return true;
	return false;
}

/** A header line, `Key: value`, once its comment is off. */
const HEADER_LINE = /^([A-Za-z]+)\s*:(.*)$/;

function withoutComment(text: string): string {
	const hash = text.indexOf('#');
	return (hash < 0 ? text : text.slice(0, hash)).trim();
}

/** Reads one non-blank line into the header or the fans; the error if it cannot. */
function readLine(content: string, line: number, header: Header, fanLines: FanLine[]): BoardError | undefined {
	const headerMatch = HEADER_LINE.exec(content);
	if (headerMatch !== null) {
		if (fanLines.length > 0)
			return {line, message: `${quoteToken(`${headerMatch[1]}:`)} must come before the first fan line`};
		return parseHeader(headerMatch[1], headerMatch[2].trim(), line, header);
	}
	// Headers come first, so the variant, and with it the number of fans, is settled by now.
	const rules = rulesFor(header.variant);
	if (header.piles === undefined) {
		const piles = parseFoundations(header);
		if (!piles.ok) return piles.error;
		header.piles = piles.value;
	}
	if (fanLines.length === rules.layout.fans) {
		return {line, message: `more than ${rules.layout.fans} fan lines: ${rules.name} has ${fanCountText(rules)}`};
	}
	const fan = parseFanLine(content, line);
	if (!fan.ok) return fan.error;
	fanLines.push({line, cards: fan.value});
	return undefined;
}

function parseHeader(key: string, value: string, line: number, header: Header): BoardError | undefined {
	switch (key.toLowerCase()) {
		case 'variant':
			if (header.variantLine !== 0) return givenTwice('Variant', line, header.variantLine);
			header.variantLine = line;
			return parseVariant(value, line, header);
		case 'foundations':
			if (header.foundationsLine !== 0) return givenTwice('Foundations', line, header.foundationsLine);
			header.foundationsLine = line;
			header.foundationsText = value;
			return undefined;
		case 'redeals':
			if (header.redealsLine !== 0) return givenTwice('Redeals', line, header.redealsLine);
			header.redealsLine = line;
			header.redealsText = value;
			return undefined;
		case 'draw':
			if (header.drawLine !== 0) return givenTwice('Draw', line, header.drawLine);
			header.drawLine = line;
			header.drawText = value;
			return undefined;
		case 'cells':
			if (header.cellsLine !== 0) return givenTwice('Cells', line, header.cellsLine);
			header.cellsLine = line;
			header.cellsText = value;
			return undefined;
		default:
			return {
				line,
				message:
					`unknown header ${quoteToken(`${key}:`)} ` +
					'(expected Variant:, Foundations:, Redeals:, Draw: or Cells:)',
			};
	}
}

/** `exactly 18 fans`, or `1 to 18 fans` where a redeal deals fewer. */
function fanCountText(rules: Variant): string {
	return rules.redeal.redeals > 0 ? `1 to ${rules.layout.fans} fans` : `exactly ${rules.layout.fans}`;
}

/**
 * The value of `Redeals:` or `Draw:` (given on `line`, 0 if absent): a whole number from 0 to
 * what the variant starts with, which is also the default.
 */
function parseLeft(name: string, text: string, line: number, most: number, rules: Variant): Result<number, BoardError> {
	if (line === 0) return ok(most);
	if (most === 0)
		return fail({
			line,
			message: `${rules.name} has no ${name === 'Redeals' ? 'redeals' : 'draw'}: leave out ${name}:`,
		});
	if (!/^\d+$/.test(text) || Number(text) > most)
		return fail({line, message: `${name}: ${quoteToken(text)} is not a number from 0 to ${most}`});
	return ok(Number(text));
}

function givenTwice(key: string, line: number, firstLine: number): BoardError {
	return {line, message: `${key}: given twice (first on line ${firstLine})`};
}

function parseVariant(value: string, line: number, header: Header): BoardError | undefined {
	const variant = findVariant(value);
	if (variant === undefined)
		return {line, message: `unknown variant ${quoteToken(value)} (known: ${VARIANT_IDS.join(', ')})`};
	header.variant = variant;
	return undefined;
}

/**
 * The foundation piles of a `Foundations:` line, as the variant builds them (read at the end: the
 * line may come before `Variant:`). Absent, the piles of the deal. A pile below its start is
 * refused: where the first cards start home (Trefoil's Aces) they never leave.
 */
function parseFoundations(header: Header): Result<Card[][], BoardError> {
	const variant = rulesFor(header.variant);
	const line = header.foundationsLine;
	if (line === 0) return ok(startPiles(variant));
	const text = header.foundationsText;
	const bySuit = variant.foundation.building === 'by-suit';
	const piles = bySuit ? parseSuitFoundations(variant, text, line) : parsePiles(text, line);
	if (!piles.ok || !variant.layout.acesHome || piles.value.every((pile) => pile.length > 0)) return piles;
	if (!hasDownSuits(variant))
		return fail({
			line,
			message: `${variant.name} has the four Aces home from the deal on: each suit at A or higher (as C-A)`,
		});
	const start = startPiles(variant).map((pile, suit) => `${SUIT_LETTERS[suit]}-${rankName(rankOf(pile[0]))}`);
	const message = `${variant.name} starts with ${start.join(' ')} home, and a card home stays: no suit may have less`;
	return fail({line, message: `${message} (a suit built down counts down: H-Q is more than H-K)`});
}

function parseFanLine(content: string, line: number): Result<Card[], BoardError> {
	return content === '-' ? ok([]) : parseCards(content, line);
}

function checkBoard(header: Header, fanLines: FanLine[], lineCount: number): Result<Position, BoardError> {
	const rules = rulesFor(header.variant);
	const lastLine = fanLines.at(-1)?.line ?? lineCount;
	const foundations = header.piles === undefined ? parseFoundations(header) : ok(header.piles);
	if (!foundations.ok) return foundations;
	const fewest = rules.redeal.redeals > 0 ? 1 : rules.layout.fans;
	if (fanLines.length < fewest) {
		return fail({
			line: lastLine,
			message: `${plural(fanLines.length, 'fan line')}, but ${rules.name} has ${fanCountText(rules)}`,
		});
	}
	const redeals = parseLeft('Redeals', header.redealsText, header.redealsLine, rules.redeal.redeals, rules);
	if (!redeals.ok) return redeals;
	const draws = parseLeft('Draw', header.drawText, header.drawLine, rules.redeal.draws, rules);
	if (!draws.ok) return draws;
	const cells = parseCells(header.cellsText, header.cellsLine, rules);
	if (!cells.ok) return cells;
	// Where each card was first seen, as the words of an error message about a second sighting.
	const where = new Map<Card, string>();
	for (const pile of foundations.value) {
		for (const card of pile) {
			const earlier = where.get(card);
			if (earlier !== undefined)
				return fail({
					line: header.foundationsLine,
					message: `${cardName(card)} appears twice on the foundations`,
				});
			where.set(
				card,
				header.foundationsLine === 0
					? 'on its foundation'
					: `on the foundations (line ${header.foundationsLine})`,
			);
		}
	}
	for (const card of cells.value) {
		if (card === undefined) continue;
		const earlier = where.get(card);
		if (earlier !== undefined)
			return fail({line: header.cellsLine, message: `${cardName(card)} appears twice: it is also ${earlier}`});
		where.set(card, `in the cells (line ${header.cellsLine})`);
	}
	for (const fan of fanLines) {
		if (fan.cards.length > rules.fan.capacity) {
			return fail({
				line: fan.line,
				message: `a fan holds ${fan.cards.length} cards, more than ${rules.fan.capacity}`,
			});
		}
		for (const card of fan.cards) {
			const earlier = where.get(card);
			if (earlier === `on line ${fan.line}`)
				return fail({line: fan.line, message: `${cardName(card)} appears twice on this line`});
			if (earlier !== undefined)
				return fail({line: fan.line, message: `${cardName(card)} appears twice: it is also ${earlier}`});
			where.set(card, `on line ${fan.line}`);
		}
	}
	if (where.size !== DECK_SIZE) {
		const missing = Array.from({length: DECK_SIZE}, (_, card) => card).filter((card) => !where.has(card));
		return fail({
			line: lastLine,
			message:
				`missing ${missing.map(cardName).join(' ')}: every card must be on exactly one fan or foundation` +
				(rules.cells === undefined ? '' : ', or in a cell'),
		});
	}
	return ok({
		variant: header.variant,
		fans: fanLines.map((fan) => fan.cards),
		foundations: foundations.value,
		redeals: redeals.value,
		draws: draws.value,
		...(rules.cells === undefined ? {} : {cells: cells.value}),
	});
}

/** Writes a position in the board format; `comments` become `# ` lines at the top. */
export function makeBoard(position: Position, comments: readonly string[] = []): string {
	const lines = [
		...comments.map((comment) => `# ${comment}`),
		`Variant: ${position.variant}`,
		`Foundations: ${makeFoundations(position)}`,
		// Each line only where the game has it: a `Draw:` line is an error in a game without the draw.
		...(rulesFor(position.variant).redeal.redeals > 0 ? [`Redeals: ${position.redeals}`] : []),
		...(rulesFor(position.variant).redeal.draws > 0 ? [`Draw: ${position.draws}`] : []),
		...(position.cells === undefined
			? []
			: [`Cells: ${position.cells.map((card) => (card === undefined ? '-' : cardName(card))).join(' ')}`]),
		...position.fans.map((fan) => (fan.length === 0 ? '-' : fan.map(cardName).join(' '))),
	];
	return lines.join('\n') + '\n';
}

function makeFoundations(position: Position): string {
	if (rulesFor(position.variant).foundation.building === 'by-suit') {
		// The last card home names the pile: its top, the highest up or the lowest down (rank 0: none).
		const last = (pile: readonly Card[]) => (pile.length === 0 ? 0 : rankOf(pile[pile.length - 1]));
		return position.foundations.map((pile, suit) => `${SUIT_LETTERS[suit]}-${rankName(last(pile))}`).join(' ');
	}
	return position.foundations.map((pile) => (pile.length === 0 ? '-' : pile.map(cardName).join(' '))).join(' | ');
}

/** `1 fan line`, `3 fan lines`. */
function plural(count: number, noun: string): string {
	return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
