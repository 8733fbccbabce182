import {MAX_RUN, typeRank} from './move-code.js';

/** Values of the prefixes of a Scotch fan as dealt (board.ts keeps one table of each per fan). */

/** For each prefix height 0..length of a fan, a value of that prefix. */
export function prefixTable(fan: Int8Array, of: (fan: Int8Array, height: number) => number): Uint8Array {
	return Uint8Array.from({length: fan.length + 1}, (_, height) => of(fan, height));
}

/** The height of a prefix once the cards on its top that lie on a card one rank higher are counted as a run. */
export function canonicalHeight(fan: Int8Array, height: number): number {
	let fixed = height;
	while (fixed >= 2 && typeRank(fan[fixed - 1]) === typeRank(fan[fixed - 2]) - 1 && fixed - 1 + MAX_RUN >= height)
		fixed--;
	return fixed;
}

export function isDescending(fan: Int8Array, height: number): boolean {
	for (let index = 1; index < height; index++) if (typeRank(fan[index]) >= typeRank(fan[index - 1])) return false;
	return true;
}

export function cardsUnderKing(fan: Int8Array, height: number): number {
	for (let index = height - 1; index > 0; index--) if (typeRank(fan[index]) === 13) return index;
	return 0;
}

export function blockingCards(fan: Int8Array, height: number): number {
	let lowest = 14;
	let count = 0;
	for (let index = 0; index < height; index++) {
		const rank = typeRank(fan[index]);
		if (rank > lowest) count++;
		lowest = Math.min(lowest, rank);
	}
	return count;
}
