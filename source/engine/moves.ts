import {type Card, isRed, rankOf, suitOf} from './cards.js';
import {
	type Place,
	type Position,
	PILES,
	canDraw,
	canRedeal,
	cardsAt,
	cellAt,
	cellsOf,
	drawDepths,
	fanAt,
	isCell,
	isFan,
	isPile,
	isWon,
	pileAt,
	samePlace,
	topCard,
} from './position.js';
import {homeDepth} from './home-order.js';
import {type Result, ok, fail} from './result.js';
import {type Refusal} from './refusals.js';
import {type Variant, rulesFor} from './rules.js';

/**
 * A move of one card from the top of a place (a fan, a free cell, or a pile where the variant lets
 * a pile's top come back) to another place. One type for every variant: the places say where.
 *
 * The draw (La Belle Lucie, Trefoil) is a move with `draw` set: its card may lie at any depth of
 * its fan `from`, and `to` may be that same fan (the card comes to its top) or any place the card
 * fits. It spends the position's draw.
 */
export interface Move {
	readonly card: Card;
	readonly from: Place;
	readonly to: Place;
	readonly draw?: true;
}

/** The redeal: gather the fans, shuffle, deal again (deal.ts). It spends one of the position's redeals. */
export interface Redeal {
	readonly redeal: true;
}

/** What a game's history is made of: moves (the draw among them) and redeals. */
export type Step = Move | Redeal;

export const REDEAL: Redeal = {redeal: true};

export function isRedeal(step: Step): step is Redeal {
	return 'redeal' in step;
}

/** Whether foundation pile `pile` takes `card` now. */
export function pileTakes(position: Position, pile: number, card: Card): boolean {
	const cards = position.foundations[pile];
	if (cards === undefined) return false;
	if (rulesFor(position.variant).foundation.building === 'by-suit')
		return pile === suitOf(card) && cards.length === homeDepth(position.variant, card);
	const top = topCard(cards);
	if (top === undefined) return rankOf(card) === 1;
	return rankOf(top) === rankOf(card) - 1 && isRed(top) !== isRed(card);
}

/**
 * The piles that take `card` now, in pile order. Empty piles are all alike, so only the first
 * empty one is named (an Ace could start any of them): these are the places a click tries.
 */
export function pilesFor(position: Position, card: Card): number[] {
	const piles: number[] = [];
	let emptyNamed = false;
	for (let pile = 0; pile < PILES; pile++) {
		if (!pileTakes(position, pile, card)) continue;
		if (position.foundations[pile].length === 0) {
			if (emptyNamed) continue;
			emptyNamed = true;
		}
		piles.push(pile);
	}
	return piles;
}

/** Whether `card` may go onto its foundation (some pile takes it) now. */
export function fitsFoundation(position: Position, card: Card): boolean {
	return pilesFor(position, card).length > 0;
}

/**
 * The move of the top card at `from` to the first foundation pile that takes it (the `f` key,
 * `F` in the notation), or why there is none.
 */
export function homeMove(position: Position, from: Place): Result<Move, Refusal> {
	const variant = position.variant;
	const cards = cardsAt(position, from);
	const card = cards === undefined ? undefined : topCard(cards);
	if (cards === undefined) return fail(noSuchPlace(position, from));
	if (card === undefined) return fail({reason: emptyReason(from), variant, place: from});
	if (isPile(from)) return fail({reason: 'pile-to-pile', variant, card});
	const [pile] = pilesFor(position, card);
	return pile === undefined
		? fail({reason: 'pile-does-not-take', variant, card})
		: ok({card, from, to: pileAt(pile)});
}

/** Why there is no place `place` in `position`: no such fan, pile or cell (or no cells at all). */
export function noSuchPlace(position: Position, place: Place): Refusal {
	const variant = position.variant;
	if (isFan(place)) return {reason: 'no-such-fan', variant, place};
	if (isPile(place)) return {reason: 'no-such-pile', variant, place};
	return {reason: cellsOf(position).length === 0 ? 'no-cells' : 'no-such-cell', variant, place};
}

/** The refusal's reason for lifting from an empty place of this kind. */
export function emptyReason(place: Place): 'empty-fan' | 'empty-pile' | 'empty-cell' {
	return isFan(place) ? 'empty-fan' : isPile(place) ? 'empty-pile' : 'empty-cell';
}

/** Why `card` may not go to cell `to` from `from`; undefined if it may. */
function refuseCellTarget(position: Position, card: Card, from: Place, to: number): Refusal | undefined {
	const variant = position.variant;
	const place = cellAt(to);
	const cells = cellsOf(position);
	if (to < 0 || to >= cells.length) return noSuchPlace(position, place);
	if (isCell(from)) return {reason: 'cell-to-cell', variant, card, place};
	if (isPile(from)) return {reason: 'pile-to-pile', variant, card};
	return cells[to] === undefined ? undefined : {reason: 'cell-full', variant, card, place};
}

/** Whether `card` builds on `target` under the fan rules (ranks and suits only, not capacity). */
export function buildsOn(variant: Variant, card: Card, target: Card): boolean {
	if (variant.fan.suit === 'same' && suitOf(card) !== suitOf(target)) return false;
	if (variant.fan.suit === 'alternating' && isRed(card) === isRed(target)) return false;
	const step = rankOf(target) - rankOf(card);
	return variant.fan.direction === 'up-or-down' ? step === 1 || step === -1 : step === 1;
}

/** Whether an empty fan takes `card` (a King in Fan and Box Fan; nothing where empty fans stay empty). */
export function emptyFanTakes(variant: Variant, card: Card): boolean {
	return variant.fan.emptyTakes?.includes(rankOf(card)) === true;
}

/** Why `card` may not go onto fan `to`; undefined if it may. */
function refuseFanTarget(position: Position, variant: Variant, card: Card, to: number): Refusal | undefined {
	const target = position.fans[to];
	const place = fanAt(to);
	if (target === undefined) return {reason: 'no-such-fan', variant: variant.id, place};
	if (target.length === 0)
		return emptyFanTakes(variant, card) ? undefined : {reason: 'target-empty', variant: variant.id, card, place};
	if (target.length >= variant.fan.capacity) return {reason: 'target-full', variant: variant.id, card, place};
	if (!buildsOn(variant, card, target[target.length - 1]))
		return {reason: 'rank-does-not-fit', variant: variant.id, card, place};
	return undefined;
}

/**
 * Why `card` may not be lifted from `from` (it is not the top card there, the place is empty, or
 * its cards never leave it); undefined if it may, whether or not it has somewhere to go. A card
 * the player points at under another is answered here.
 */
export function refuseLift(position: Position, from: Place, card: Card): Refusal | undefined {
	return refuseSource(position, {card, from, to: from});
}

/** Why the card of `move` may not leave its place; undefined if it may. */
function refuseSource(position: Position, move: Move): Refusal | undefined {
	const variant = position.variant;
	const cards = cardsAt(position, move.from);
	if (cards === undefined) return noSuchPlace(position, move.from);
	const card = topCard(cards);
	if (card === undefined) return {reason: emptyReason(move.from), variant, place: move.from};
	if (card !== move.card) {
		const reason = isCell(move.from) ? 'not-in-cell' : 'not-top-card';
		return {reason, variant, card: move.card, place: move.from};
	}
	if (isPile(move.from) && !rulesFor(variant).foundation.returns) return {reason: 'stays-home', variant, card};
	return undefined;
}

/** Why the draw `move` is illegal; undefined if it is legal. */
function refuseDraw(position: Position, move: Move): Refusal | undefined {
	const variant = position.variant;
	if (!canDraw(position)) return {reason: position.draws > 0 ? 'draw-not-yet' : 'no-draw-left', variant};
	if (!isFan(move.from)) return {reason: 'not-in-fan', variant, card: move.card, place: move.from};
	const cards = position.fans[move.from.fan];
	if (cards === undefined) return {reason: 'no-such-fan', variant, place: move.from};
	if (!cards.includes(move.card)) return {reason: 'not-in-fan', variant, card: move.card, place: move.from};
	if (rulesFor(variant).redeal.drawTakes === 'beneath-top') {
		if (cards[cards.length - 2] !== move.card)
			return {reason: 'draw-not-beneath-top', variant, card: move.card, place: move.from};
		if (samePlace(move.from, move.to))
			return {reason: 'draw-onto-own-fan', variant, card: move.card, place: move.from};
	}
	if (samePlace(move.from, move.to))
		return topCard(cards) === move.card
			? {reason: 'already-on-top', variant, card: move.card, place: move.from}
			: undefined;
	if (isCell(move.to)) return refuseCellTarget(position, move.card, move.from, move.to.cell);
	if (!isFan(move.to)) {
		if (position.foundations[move.to.pile] === undefined) return {reason: 'no-such-pile', variant, place: move.to};
		return pileTakes(position, move.to.pile, move.card)
			? undefined
			: {reason: 'pile-does-not-take', variant, card: move.card, place: move.to};
	}
	return refuseFanTarget(position, rulesFor(variant), move.card, move.to.fan);
}

/** Why `move` is illegal in `position`; undefined when it is legal. */
export function refuseMove(position: Position, move: Move): Refusal | undefined {
	if (move.draw === true) return refuseDraw(position, move);
	const variant = position.variant;
	const source = refuseSource(position, move);
	if (source !== undefined) return source;
	if (samePlace(move.from, move.to)) return {reason: 'same-place', variant, card: move.card, place: move.from};
	if (isCell(move.to)) return refuseCellTarget(position, move.card, move.from, move.to.cell);
	if (isPile(move.to)) {
		if (isPile(move.from)) return {reason: 'pile-to-pile', variant, card: move.card};
		if (position.foundations[move.to.pile] === undefined) return {reason: 'no-such-pile', variant, place: move.to};
		return pileTakes(position, move.to.pile, move.card)
			? undefined
			: {reason: 'pile-does-not-take', variant, card: move.card, place: move.to};
	}
	return refuseFanTarget(position, rulesFor(variant), move.card, move.to.fan);
}

/** Applies a move the caller knows to be legal; the solver and replays use it on hot paths. */
export function applyLegalMove(position: Position, move: Move): Position {
	const fans = position.fans.slice();
	const foundations = position.foundations.slice();
	// A draw takes its card from wherever it lies in the fan; any other move from the top.
	const lift = (cards: Array<readonly Card[]>, at: number) =>
		(cards[at] = move.draw === true ? cards[at].filter((card) => card !== move.card) : cards[at].slice(0, -1));
	const lay = (cards: Array<readonly Card[]>, at: number) => (cards[at] = [...cards[at], move.card]);
	const cells = position.cells === undefined ? undefined : position.cells.slice();
	if (isFan(move.from)) lift(fans, move.from.fan);
	else if (isPile(move.from)) lift(foundations, move.from.pile);
	else if (cells !== undefined) cells[move.from.cell] = undefined;
	if (isFan(move.to)) lay(fans, move.to.fan);
	else if (isPile(move.to)) lay(foundations, move.to.pile);
	else if (cells !== undefined) cells[move.to.cell] = move.card;
	const draws = move.draw === true ? position.draws - 1 : position.draws;
	return {...position, fans, foundations, draws, ...(cells === undefined ? {} : {cells})};
}

/** Applies a move, or refuses it with the reason; an illegal move is never applied. */
export function applyMove(position: Position, move: Move): Result<Position, Refusal> {
	const refusal = refuseMove(position, move);
	return refusal === undefined ? ok(applyLegalMove(position, move)) : fail(refusal);
}

/**
 * Where the top card at `from` may go, in click order: the foundation piles that take it first
 * (one empty pile for all, see `pilesFor`), then the fans in ascending order, then, from a fan,
 * the first empty free cell (the last resort: the cells are alike, so one is named). A pile's top
 * card goes only to fans, and only where the variant lets it come back; a cell's card goes home
 * or to a fan.
 */
export function destinationsOf(position: Position, from: Place): Place[] {
	const cards = cardsAt(position, from);
	const card = cards === undefined ? undefined : topCard(cards);
	if (card === undefined) return [];
	const variant = rulesFor(position.variant);
	const fromPile = isPile(from);
	if (fromPile && !variant.foundation.returns) return [];
	const destinations: Place[] = fromPile ? [] : pilesFor(position, card).map(pileAt);
	for (let to = 0; to < position.fans.length; to++) {
		if ((!isFan(from) || to !== from.fan) && refuseFanTarget(position, variant, card, to) === undefined)
			destinations.push(fanAt(to));
	}
	const cell = isFan(from) ? cellsOf(position).indexOf(undefined) : -1;
	if (cell >= 0) destinations.push(cellAt(cell));
	return destinations;
}

/** The places whose top card may move: every fan, the cells, and the piles where their tops come back. */
function sources(position: Position): Place[] {
	const fans = position.fans.map((_, fan) => fanAt(fan));
	const cells = cellsOf(position).map((_, cell) => cellAt(cell));
	return rulesFor(position.variant).foundation.returns
		? [...fans, ...position.foundations.map((_, pile) => pileAt(pile))]
		: [...fans, ...cells];
}

/**
 * Every legal move: fan by fan in ascending order, each fan's pile moves before its fan moves
 * (an Ace to each empty pile, since each makes a different position) and its moves to each empty
 * cell after them (each cell makes a different position too); then the cells' moves, home first;
 * then the piles' moves back onto fans where the variant has them, then the draws where one may be
 * played (see `drawMoves`).
 */
export function legalMoves(position: Position): Move[] {
	return [...plainMoves(position), ...drawMoves(position)];
}

/**
 * The draws that may be played now, fan by fan and bottom card first: each card under the top to
 * the top of its own fan (where the draw takes any card), then to the places it fits (piles first,
 * then fans in order). The draw of a fan's top card is legal too where any card may be drawn, but
 * not listed: it does only what that card's plain move does, and spends the draw.
 */
export function drawMoves(position: Position): Move[] {
	if (!canDraw(position)) return [];
	const moves: Move[] = [];
	const variant = rulesFor(position.variant);
	const anyCard = variant.redeal.drawTakes !== 'beneath-top';
	position.fans.forEach((cards, fan) => {
		const from = fanAt(fan);
		for (const depth of drawDepths(position, fan)) {
			if (depth === cards.length - 1) continue;
			const card = cards[depth];
			if (anyCard) moves.push({card, from, to: from, draw: true});
			for (let pile = 0; pile < PILES; pile++)
				if (pileTakes(position, pile, card)) moves.push({card, from, to: pileAt(pile), draw: true});
			for (let to = 0; to < position.fans.length; to++) {
				if (to !== fan && refuseFanTarget(position, variant, card, to) === undefined)
					moves.push({card, from, to: fanAt(to), draw: true});
			}
		}
	});
	return moves;
}

/** The moves of top cards (no draw), in the order `legalMoves` lists them. */
function plainMoves(position: Position): Move[] {
	const moves: Move[] = [];
	for (const from of sources(position)) {
		const card = topCard(cardsAt(position, from) ?? []);
		if (card === undefined) continue;
		if (!isPile(from)) {
			for (let pile = 0; pile < PILES; pile++)
				if (pileTakes(position, pile, card)) moves.push({card, from, to: pileAt(pile)});
		}
		for (const to of destinationsOf(position, from)) if (isFan(to)) moves.push({card, from, to});
		if (!isFan(from)) continue;
		cellsOf(position).forEach((held, cell) => {
			if (held === undefined) moves.push({card, from, to: cellAt(cell)});
		});
	}
	return moves;
}

/** Whether some card may move (the draw included, where one may be played). */
export function hasLegalMove(position: Position): boolean {
	if (sources(position).some((from) => destinationsOf(position, from).length > 0)) return true;
	// Where the draw takes any card, it can always bring a covered card to the top of its fan.
	if (rulesFor(position.variant).redeal.drawTakes === 'beneath-top') return drawMoves(position).length > 0;
	return canDraw(position) && position.fans.some((fan) => fan.length > 1);
}

/**
 * The places whose top card has a legal move now, the draw aside (it can lift any card): the fans,
 * and the piles whose cards come back, that the screen marks as playable.
 */
export function placesThatMove(position: Position): Place[] {
	return sources(position).filter((from) => destinationsOf(position, from).length > 0);
}

/**
 * Every place a drop of `card` from `from` would be legal on now: piles first, then fans, each
 * empty pile an Ace could start (a click names only the first). With `draw`, the draw's card: its
 * own fan takes it too, to its top, where it lies under another card.
 */
export function placesTaking(position: Position, card: Card, from: Place, draw = false): Place[] {
	const places = [
		...position.foundations.map((_, pile) => pileAt(pile)),
		...position.fans.map((_, fan) => fanAt(fan)),
		...cellsOf(position).map((_, cell) => cellAt(cell)),
	];
	return places.filter(
		(to) => refuseMove(position, draw ? {card, from, to, draw: true} : {card, from, to}) === undefined,
	);
}

/** Stuck: not won, no card has a legal move, and no redeal is left. */
export function isStuck(position: Position): boolean {
	return !isWon(position) && !hasLegalMove(position) && !canRedeal(position);
}

/** Why a redeal may not be played now; undefined when it may. */
export function refuseRedeal(position: Position): Refusal | undefined {
	if (isWon(position)) return {reason: 'redeal-when-won', variant: position.variant};
	return position.redeals > 0 ? undefined : {reason: 'no-redeal-left', variant: position.variant};
}
