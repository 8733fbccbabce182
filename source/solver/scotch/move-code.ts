import {type Move, type Place, type Position, fanAt, isRed, pileAt, rankOf} from '../../engine/index.js';

/**
 * A card type is (rank - 1) * 2 + colour (0 black, 1 red). A move is one integer:
 * from | to << 5 | type << 10 | fixed << 15, with PILE for a pile as `from` or `to`, and `fixed`
 * set when the card leaves the fixed part of its fan (unplay needs to know).
 */

export const PILE = 31;
/** Colour bits of a run: at most 12 cards lie on one fixed top (King down to Ace). */
export const MAX_RUN = 12;
export const FAN_CODE_BITS = 10;
export const SCOTCH_KEY_WORDS = 8;

export function moveFrom(move: number): number {
	return move & 31;
}

export function moveTo(move: number): number {
	return (move >>> 5) & 31;
}

export function moveType(move: number): number {
	return (move >>> 10) & 31;
}

export function fromFixed(move: number): boolean {
	return ((move >>> 15) & 1) === 1;
}

export function encode(from: number, to: number, type: number, fixed: boolean): number {
	return from | (to << 5) | (type << 10) | (fixed ? 1 << 15 : 0);
}

/** 1 to 13. */
export function typeRank(type: number): number {
	return (type >>> 1) + 1;
}

export function typeColour(type: number): number {
	return type & 1;
}

export function typeOf(card: number): number {
	return (rankOf(card) - 1) * 2 + (isRed(card) ? 1 : 0);
}

/** The class of the piles a card goes on: the colour of their Ace (a red 2 goes on a black Ace's pile). */
export function classOf(rank: number, colour: number): number {
	return colour ^ (rank % 2 === 0 ? 1 : 0);
}

/** The colour of the card at `height` on a pile of `pileClass`. */
export function colourOnPile(pileClass: number, height: number): number {
	return pileClass ^ (height % 2 === 0 ? 1 : 0);
}

/**
 * The engine's move: the fans are the same; a pile is the engine's first pile whose top card
 * is of the type moving (from a pile) or takes it (to a pile).
 */
export function engineMove(move: number, position: Position): Move {
	const from = moveFrom(move);
	const to = moveTo(move);
	const type = moveType(move);
	const rank = typeRank(type);
	let card: number | undefined;
	let fromPlace: Place;
	if (from === PILE) {
		const pile = position.foundations.findIndex(
			(cards) => cards.length === rank && typeOf(cards[rank - 1]) === type,
		);
		card = position.foundations[pile]?.[rank - 1];
		fromPlace = pileAt(pile);
	} else {
		card = position.fans[from]?.at(-1);
		fromPlace = fanAt(from);
	}
	if (card === undefined || typeOf(card) !== type)
		throw new Error(`solver bug: no card of the moving type at ${from}`);
	if (to !== PILE) return {card, from: fromPlace, to: fanAt(to)};
	const pile = position.foundations.findIndex((cards) =>
		rank === 1 ? cards.length === 0 : cards.length === rank - 1 && isRed(cards[rank - 2]) !== isRed(card),
	);
	if (pile < 0) throw new Error('solver bug: no pile takes the card');
	return {card, from: fromPlace, to: pileAt(pile)};
}
