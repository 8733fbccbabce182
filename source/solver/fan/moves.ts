import {KIND_FAN, KIND_HOME, encode} from './move-code.js';

/** What the moves are read from: a Fan board (board.ts), seen here without importing it. */
export interface FanView {
	readonly fans: number;
	readonly lengths: Uint8Array;
	readonly fanOf: Int8Array;
	readonly targets: ReadonlyArray<readonly number[]>;
	readonly holders: ReadonlyArray<readonly number[]>;
	readonly fills: readonly boolean[];
	top(fan: number): number;
	isTop(card: number): boolean;
	fitsHome(card: number): boolean;
}

/**
 * The moves to search from a position of the Fan board. A top card that fits its foundation, and
 * that no card off the foundations may ever lie on, goes there and nothing else is tried (rule F1
 * of SOUNDNESS.md). Else every legal move but two kinds (rule F2): a card alone in its fan onto an
 * empty fan, and a card onto an empty fan other than the first. Writes them into `out` from
 * `start` and returns the index after the last.
 */
export function generateMoves(board: FanView, out: Int32Array, start: number): number {
	for (let fan = 0; fan < board.fans; fan++) {
		const card = board.top(fan);
		if (card >= 0 && board.fitsHome(card) && board.holders[card].every((other) => board.fanOf[other] < 0)) {
			out[start] = encode(card, KIND_HOME, 0, fan);
			return start + 1;
		}
	}
	let empty = -1;
	for (let fan = 0; fan < board.fans && empty < 0; fan++) if (board.lengths[fan] === 0) empty = fan;
	let end = start;
	for (let fan = 0; fan < board.fans; fan++) {
		const card = board.top(fan);
		if (card < 0) continue;
		if (board.fitsHome(card)) out[end++] = encode(card, KIND_HOME, 0, fan);
		for (const target of board.targets[card]) {
			if (board.isTop(target)) out[end++] = encode(card, KIND_FAN, board.fanOf[target], fan);
		}
		if (empty >= 0 && board.fills[card] && board.lengths[fan] > 1) out[end++] = encode(card, KIND_FAN, empty, fan);
	}
	return end;
}
