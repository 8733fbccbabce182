import {type Card, type Position, rulesFor} from '../../engine/index.js';

/**
 * How the fans fit the rows the screen has for them. Columns are as tall as the tallest fan (at
 * least the variant's capacity, or the three cards of the deal); a fan taller than the rows there
 * are is shown compressed in the middle: its bottom cards (up to the three of the deal, which are
 * the ones a player must see: a King there covers what lies under it), a marker saying how many
 * cards are hidden, then its top cards. The top card, the only one that moves, is always in view.
 */

/** One row of a fan's column. */
export type FanCell =
	| {readonly kind: 'card'; readonly card: Card; readonly top: boolean; readonly chosen?: boolean}
	/** Stands for `count` cards of the middle of a tall fan. */
	| {readonly kind: 'hidden'; readonly count: number}
	/** An empty fan's mark, in its first row. */
	| {readonly kind: 'empty'}
	| {readonly kind: 'blank'};

/** The fewest rows a fan column gets: a compressed fan needs its bottom, the marker and its top. */
export const MIN_FAN_ROWS = 3;

/** Rows of fan cells to draw: as many as the tallest fan needs, within `maxRows` (at least MIN_FAN_ROWS). */
export function fanRows(position: Position, maxRows: number): number {
	const capacity = rulesFor(position.variant).fan.capacity;
	const longest = Math.max(0, ...position.fans.map((fan) => fan.length));
	const wanted = Math.max(Number.isFinite(capacity) ? capacity : MIN_FAN_ROWS, longest, 1);
	return Math.min(wanted, Math.max(maxRows, MIN_FAN_ROWS));
}

/**
 * The cells of one fan's column, `rows` of them, bottom card first. `focus`, the index of a card
 * chosen for the draw, is always shown: where it would be hidden, the column shows the bottom
 * cards, a marker, the chosen card and those after it, a marker, and the top card.
 */
export function fanColumn(fan: readonly Card[], rows: number, focus?: number): FanCell[] {
	const cells: FanCell[] = [];
	const shownBottom = Math.min(3, Math.max(1, rows - 4));
	const hidden =
		focus !== undefined &&
		fan.length > rows &&
		focus >= shownBottom &&
		focus < fan.length - (rows - 1 - shownBottom);
	if (hidden) cells.push(...focusedColumn(fan, rows, focus));
	else if (fan.length === 0) cells.push({kind: 'empty'});
	else if (fan.length <= rows)
		fan.forEach((card, index) => cells.push(cardCell(card, index === fan.length - 1, index === focus)));
	else {
		// The bottom cards, the marker, then the top ones: the middle hidden is the lower part of
		// what was built on the dealt cards, each card one rank below the one beneath.
		const shownTop = rows - 1 - shownBottom;
		fan.slice(0, shownBottom).forEach((card, index) => cells.push(cardCell(card, false, index === focus)));
		cells.push({kind: 'hidden', count: fan.length - shownBottom - shownTop});
		fan.slice(fan.length - shownTop).forEach((card, index) =>
			cells.push(cardCell(card, index === shownTop - 1, fan.length - shownTop + index === focus)),
		);
	}
	while (cells.length < rows) cells.push({kind: 'blank'});
	return cells;
}

/**
 * A tall fan's column around a chosen card in its hidden middle: as many bottom cards as fit
 * (up to the deal's three), a marker, the chosen card and the cards above it, a marker, the top.
 * With too few rows for all of that, bottom cards go first, then cards above the chosen one.
 */
function focusedColumn(fan: readonly Card[], rows: number, focus: number): FanCell[] {
	const top = fan.length - 1;
	// Rows: bottom cards, a marker, the chosen card and `after` cards, a marker (unless they meet the top), the top.
	let bottom = Math.min(3, focus);
	let after = 0;
	const used = () => bottom + (focus > bottom ? 1 : 0) + 1 + after + (focus + after + 1 < top ? 1 : 0) + 1;
	while (used() > rows && bottom > 0) bottom--;
	while (used() < rows && focus + after + 1 < top) after++;
	while (used() > rows && after > 0) after--;
	const cells: FanCell[] = fan.slice(0, bottom).map((card) => ({kind: 'card', card, top: false}));
	if (focus > bottom) cells.push({kind: 'hidden', count: focus - bottom});
	fan.slice(focus, focus + after + 1).forEach((card, index) => cells.push(cardCell(card, false, index === 0)));
	const gap = top - (focus + after + 1);
	if (gap > 0) cells.push({kind: 'hidden', count: gap});
	cells.push({kind: 'card', card: fan[top], top: true});
	return cells.slice(0, rows);
}

function cardCell(card: Card, top: boolean, chosen: boolean): FanCell {
	return chosen ? {kind: 'card', card, top, chosen} : {kind: 'card', card, top};
}
