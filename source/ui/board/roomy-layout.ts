import {type Card, type Position, fanAt, pileAt, rulesFor} from '../../engine/index.js';
import {type BoardSize, ROOMY_LEAST} from '../../io/settings.js';
import {type BoardSpot} from '../play/index.js';
import {type FanCell, MIN_FAN_ROWS, fanColumn} from './fan-layout.js';
import {freeCellAt} from './board.js';

/**
 * The roomy board's geometry, for its view (roomy-board.tsx) and for the mouse (boardSpotAt):
 * each card a small framed box, five columns wide, in a slot of six (a gap, then the box). A fan
 * is a column of boxes, each covering the lower part of the one beneath it as a fan spread on a
 * table does: a covered card shows its top edge and its index (two rows), or, where the tallest
 * fan would not fit so, its top edge with the index in it (one row); the top card shows whole. A
 * fan taller still is compressed as on the compact board (fan-layout.ts): its bottom cards, a
 * row saying how many are hidden, then its top cards.
 */

/** Columns of a fan's slot: a gap, then the box. */
export const SLOT_WIDTH = 6;
/** Rows of a whole card: its top edge, its index, a blank row, its bottom edge. */
export const WHOLE_CARD_ROWS = 4;
/** Rows of a foundation pile's box: its top edge, its top card, its bottom edge. */
export const PILE_ROWS = 3;

/** Whether the board is drawn roomy: the setting says so and the terminal is ROOMY_LEAST or more. */
export function isRoomy(board: BoardSize, rows: number, columns: number): boolean {
	return board === 'roomy' && columns >= ROOMY_LEAST.columns && rows >= ROOMY_LEAST.rows;
}

/** Width of the roomy fan area: a slot per fan, as many as the deal's, also once a redeal deals fewer. */
export function roomyWidth(position: Position): number {
	return Math.max(position.fans.length, rulesFor(position.variant).layout.fans) * SLOT_WIDTH;
}

/** One row of a fan's column: which part of which card (the fan cell it draws), or a gap. */
export type RoomyRow =
	| {readonly part: 'edge' | 'index' | 'body' | 'bottom' | 'tab'; readonly cell: CardOrEmpty}
	| {readonly part: 'hidden'; readonly count: number}
	| {readonly part: 'blank'};

export type CardOrEmpty = Extract<FanCell, {kind: 'card'} | {kind: 'empty'}>;

/** How the fans are drawn: rows per covered card (2, or 1 where they would not fit), the fan cells each column has. */
export interface RoomyFit {
	readonly covered: 1 | 2;
	readonly cells: number;
	/** Rows of the fan area: the tallest column. */
	readonly rows: number;
}

/** The rows of a fan of `length` cards drawn in `cells` fan cells, `covered` rows per covered card. */
function columnRows(length: number, cells: number, covered: number): number {
	if (length <= 1) return WHOLE_CARD_ROWS;
	// Compressed: a hidden row stands for the middle.
	return length <= cells ? (length - 1) * covered + WHOLE_CARD_ROWS : (cells - 2) * covered + 1 + WHOLE_CARD_ROWS;
}

/**
 * The fit of the fans in `maxRows` rows: two rows a covered card where the tallest fan fits so
 * (at least the variant's capacity, or three, so that nothing jumps as fans grow a little), one
 * where it fits so, else compressed to fit.
 */
export function roomyFit(position: Position, maxRows: number): RoomyFit {
	const capacity = rulesFor(position.variant).fan.capacity;
	const longest = Math.max(
		Number.isFinite(capacity) ? capacity : MIN_FAN_ROWS,
		...position.fans.map((f) => f.length),
	);
	for (const covered of [2, 1] as const) {
		const rows = columnRows(longest, longest, covered);
		if (rows <= maxRows) return {covered, cells: longest, rows};
	}
	const cells = Math.max(MIN_FAN_ROWS, maxRows - WHOLE_CARD_ROWS + 1);
	return {covered: 1, cells, rows: columnRows(longest, cells, 1)};
}

/** The rows of one fan's column, `fit.rows` of them; `focus`: the card chosen for the draw, always in view. */
export function roomyColumn(fan: readonly Card[], fit: RoomyFit, focus?: number): RoomyRow[] {
	const rows: RoomyRow[] = [];
	for (const cell of fanColumn(fan, fit.cells, focus)) {
		if (cell.kind === 'blank') break;
		if (cell.kind === 'hidden') rows.push({part: 'hidden', count: cell.count});
		else if (cell.kind === 'empty' || cell.top) {
			rows.push({part: 'edge', cell}, {part: 'index', cell}, {part: 'body', cell}, {part: 'bottom', cell});
		} else if (fit.covered === 2) rows.push({part: 'edge', cell}, {part: 'index', cell});
		else rows.push({part: 'tab', cell});
	}
	while (rows.length < fit.rows) rows.push({part: 'blank'});
	return rows.slice(0, fit.rows);
}

/** Rows of the roomy screen besides the fans': the status line, the piles, the aim, the numbers, the messages. */
export const ROOMY_ROWS_AROUND_FANS = 13;

/** Most rows the fans may take in a terminal of `rows` rows: the frame one row shorter than the terminal. */
export function roomyFanRows(rows: number): number {
	return rows - 1 - ROOMY_ROWS_AROUND_FANS;
}

/** The screen rows above the piles' boxes (a blank row, the status line, the frame), and above the fans. */
const PILES_TOP = 3;
const FANS_TOP = PILES_TOP + PILE_ROWS + 1;

/**
 * The place at a cell of the roomy board (`x` from the table's first column, `y` from the
 * screen's top), as boardSpotAt says it of the compact one: a pile's box; a fan's slot from its
 * first row down to its number, where the rows of a card under the top one are that card
 * (`covered`) and every other row stands for the top card; the free cells, drawn as on the compact
 * board on the piles' first row, left of them. Nothing on the fans of a won game.
 */
export function roomySpotAt(now: Position, won: boolean, rows: number, x: number, y: number): BoardSpot | undefined {
	if (x < 0) return undefined;
	const slot = Math.floor(x / SLOT_WIDTH);
	const slots = roomyWidth(now) / SLOT_WIDTH;
	const cell = y === PILES_TOP ? freeCellAt(now, x) : undefined;
	if (cell !== undefined) return {place: cell};
	if (y >= PILES_TOP && y < PILES_TOP + PILE_ROWS) {
		const pile = slot - (slots - now.foundations.length);
		return slot < slots && pile >= 0 ? {place: pileAt(pile)} : undefined;
	}
	if (won) return undefined;
	const fit = roomyFit(now, roomyFanRows(rows));
	const fan = now.fans[slot];
	if (fan === undefined || y < FANS_TOP || y >= FANS_TOP + fit.rows + 2) return undefined;
	const place = fanAt(slot);
	const row = roomyColumn(fan, fit)[y - FANS_TOP];
	if (row === undefined || row.part === 'blank') return {place};
	// A row of the hidden middle of a tall fan: a card under the top one, too.
	if (row.part === 'hidden') return {place, covered: fan[fan.length - 2]};
	return row.cell.kind === 'card' && !row.cell.top ? {place, covered: row.cell.card} : {place};
}
