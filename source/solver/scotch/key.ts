import {FAN_CODE_BITS, SCOTCH_KEY_WORDS} from './move-code.js';

/**
 * The Scotch board's key (board.ts): per fan its fixed height (6 bits), its run length (4 bits) and
 * its run's colours (a bit each), packed one after the other; then the four pile heights (4 bits
 * each). At most 18 x 10 + 52 + 16 = 248 bits: the run cards are cards, 52 at most.
 */

/** What a key holds of a board. */
export interface KeyedFans {
	readonly fans: number;
	readonly fixed: Uint8Array;
	readonly runLength: Uint8Array;
	readonly runColours: Uint16Array;
	readonly piles: Uint8Array;
}

export function writeKey(board: KeyedFans, key: Int32Array, offset: number): void {
	let word = 0;
	let bits = 0;
	let at = offset;
	const {fixed, runLength, runColours, piles} = board;
	for (let fan = 0; fan <= board.fans; fan++) {
		// Each fan's code, then the piles as a last code of 16 bits.
		let value: number;
		let count: number;
		if (fan < board.fans) {
			const run = runLength[fan];
			value = fixed[fan] | (run << 6) | (runColours[fan] << FAN_CODE_BITS);
			count = FAN_CODE_BITS + run;
		} else {
			value = piles[0] | (piles[1] << 4) | (piles[2] << 8) | (piles[3] << 12);
			count = 16;
		}
		word |= value << bits;
		bits += count;
		if (bits >= 32) {
			key[at++] = word;
			bits -= 32;
			word = bits === 0 ? 0 : value >>> (count - bits);
		}
	}
	if (bits > 0) key[at++] = word;
	while (at < offset + SCOTCH_KEY_WORDS) key[at++] = 0;
}

/** Sets the board's fans and piles from a key; returns the cards home. */
export function readKey(board: KeyedFans, key: Int32Array, offset: number): number {
	let bit = offset * 32;
	const take = (count: number): number => {
		const word = bit >>> 5;
		const shift = bit & 31;
		let value = key[word] >>> shift;
		if (shift + count > 32) value |= key[word + 1] << (32 - shift);
		bit += count;
		return count === 32 ? value : value & ((1 << count) - 1);
	};
	for (let fan = 0; fan < board.fans; fan++) {
		const code = take(FAN_CODE_BITS);
		board.fixed[fan] = code & 63;
		board.runLength[fan] = code >>> 6;
		board.runColours[fan] = take(board.runLength[fan]);
	}
	const piles = take(16);
	let homeCount = 0;
	for (let slot = 0; slot < 4; slot++) {
		board.piles[slot] = (piles >>> (slot * 4)) & 15;
		homeCount += board.piles[slot];
	}
	return homeCount;
}
