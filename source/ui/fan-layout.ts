import {type Card, type Position, rulesFor} from '../engine/index.js';

/**
 * How the fans fit the rows the screen has for them. Columns are as tall as the tallest fan (at
 * least the variant's capacity, or the three cards of the deal); a fan taller than the rows there
 * are is shown compressed in the middle: its bottom cards (up to the three of the deal, which are
 * the ones a player must see: a King there covers what lies under it), a marker saying how many
 * cards are hidden, then its top cards. The top card, the only one that moves, is always in view.
 */

/** One row of a fan's column. */
export type FanCell =
	| {readonly kind: 'card'; readonly card: Card; readonly top: boolean}
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

/** The cells of one fan's column, `rows` of them, bottom card first. */
export function fanColumn(fan: readonly Card[], rows: number): FanCell[] {
	const cells: FanCell[] = [];
	if (fan.length === 0) cells.push({kind: 'empty'});
	else if (fan.length <= rows) fan.forEach((card, index) => cells.push({kind: 'card', card, top: index === fan.length - 1}));
	else {
		// The bottom cards, the marker, then the top ones: the middle hidden is the lower part of
		// what was built on the dealt cards, each card one rank below the one beneath.
		const shownBottom = Math.min(3, Math.max(1, rows - 4));
		const shownTop = rows - 1 - shownBottom;
		fan.slice(0, shownBottom).forEach((card) => cells.push({kind: 'card', card, top: false}));
		cells.push({kind: 'hidden', count: fan.length - shownBottom - shownTop});
		fan.slice(fan.length - shownTop).forEach((card, index) => cells.push({kind: 'card', card, top: index === shownTop - 1}));
	}
	while (cells.length < rows) cells.push({kind: 'blank'});
	return cells;
}
