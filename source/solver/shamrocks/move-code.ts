import {type Move, type Position, fanAt, isFan, pileAt, rulesFor} from '../../engine/index.js';

/**
 * The Shamrocks board's sizes and moves (board.ts): a move is one integer, from | to << 5 |
 * card << 10, with `to` = HOME for a foundation; and the engine's moves for them.
 */

export const FANS = 18;
export const CAPACITY = 3;
export const HOME = 31;
export const CARDS = 52;
/** Words of an exact position key (see `writeKey`). */
export const KEY_WORDS = 7;

export function moveFrom(move: number): number {
	return move & 31;
}

export function moveTo(move: number): number {
	return (move >>> 5) & 31;
}

export function moveCard(move: number): number {
	return move >>> 10;
}

export function encodeMove(from: number, to: number, card: number): number {
	return from | (to << 5) | (card << 10);
}

/** 0-based rank (Ace 0 .. King 12) and suit of a card, as the engine numbers cards. */
export function rankOf(card: number): number {
	return card % 13;
}

export function suitOf(card: number): number {
	return (card / 13) | 0;
}

/**
 * Whether this board holds the position: the rules of Shamrocks (18 fans of at most three,
 * building up or down in any suit, foundations by suit whose cards stay home), whatever its
 * Kings rule, which only changes the deal.
 */
export function fitsBoard(position: Position): boolean {
	const rules = rulesFor(position.variant);
	const {fan, foundation} = rules;
	return (
		position.fans.length === FANS &&
		fan.capacity === CAPACITY &&
		fan.direction === 'up-or-down' &&
		fan.suit === 'any' &&
		foundation.building === 'by-suit' &&
		!foundation.returns
	);
}

/** Engine moves for solver moves (the same 0-based fans; a suit's pile is the suit's number). */
export function toEngineMove(move: number): Move {
	const to = moveTo(move);
	const card = moveCard(move);
	return {card, from: fanAt(moveFrom(move)), to: to === HOME ? pileAt(suitOf(card)) : fanAt(to)};
}

export function fromEngineMove(move: Move): number {
	if (!isFan(move.from)) throw new Error('a Shamrocks card never leaves its foundation');
	return encodeMove(move.from.fan, isFan(move.to) ? move.to.fan : HOME, move.card);
}
