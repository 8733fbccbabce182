import {FANS, rankOf} from './move-code.js';

/**
 * The states of the loose-card abstraction's game (abstract-game.ts): the fixed heights of the fans
 * and the foundations, packed in one number.
 */

/** A state with one more card home in a suit (see `encode`). */
export function withCardHome(state: number, suit: number): number {
	return state + SUIT_PLACE[suit];
}

/** Every card home: the foundation ranks, the top 16 bits of a state, are all 13. */
export function isAbstractWin(state: number): boolean {
	return Math.floor(state / 2 ** 36) === ALL_HOME;
}

const ALL_HOME = 13 * (1 + 16 + 256 + 4096);
/** What one step of fixed height is worth in a state, per fan, and one card home, per suit (see `encode`). */
export const FAN_PLACE = Array.from({length: FANS}, (_, fan) => 4 ** fan);
const SUIT_PLACE = [0, 1, 2, 3].map((suit) => 16 ** suit * 2 ** 36);

/**
 * An abstract state as one number: 2 bits of fixed height per fan (36 bits), then 4 bits of
 * foundation rank per suit (16 bits): 52 bits, exact in a double.
 */
export function encode(heights: readonly number[], home: ArrayLike<number>): number {
	let low = 0;
	for (let fan = FANS - 1; fan >= 0; fan--) low = low * 4 + heights[fan];
	let high = 0;
	for (let suit = 3; suit >= 0; suit--) high = high * 16 + home[suit];
	return high * 2 ** 36 + low;
}

export function decode(state: number): {heights: number[]; home: number[]} {
	const heights = new Array<number>(FANS).fill(0);
	const home = [0, 0, 0, 0];
	decodeInto(state, heights, home);
	return {heights, home};
}

/** `decode` into given arrays: the search decodes every state it expands. */
export function decodeInto(state: number, heights: number[], home: number[]): void {
	const high = Math.floor(state / 2 ** 36);
	const low = state - high * 2 ** 36;
	// The heights in two halves of 18 bits, so that the rest is integer arithmetic: dividing
	// doubles fan by fan took a few percent of the abstraction's time.
	const first = low % 2 ** 18;
	const second = (low - first) / 2 ** 18;
	for (let fan = 0; fan < FANS / 2; fan++) {
		heights[fan] = (first >> (2 * fan)) & 3;
		heights[fan + FANS / 2] = (second >> (2 * fan)) & 3;
	}
	for (let suit = 0; suit < 4; suit++) home[suit] = (high >> (4 * suit)) & 15;
}

/** The fixed height of a fan whose lowest `height` cards are still there: strip the loose cards on top. */
export function fixedHeight(fan: readonly number[], height: number): number {
	let fixed = height;
	while (fixed >= 2 && Math.abs(rankOf(fan[fixed - 1]) - rankOf(fan[fixed - 2])) === 1) fixed--;
	return fixed;
}
