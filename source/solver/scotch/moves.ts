import {PILE, classOf, colourOnPile, encode, typeColour, typeRank} from './move-code.js';

/** What the moves are read from: a Scotch board (board.ts), seen here without importing it. */
export interface ScotchView {
	readonly fans: number;
	readonly runLength: Uint8Array;
	readonly piles: Uint8Array;
	topType(fan: number): number;
	cardsOn(fan: number): number;
	hasPileAt(pileClass: number, height: number): boolean;
	play(move: number): void;
	unplay(move: number): void;
}

/** Per fan, its top card's type (-1: empty), worked out once per move generation. */
const tops = new Int8Array(18);
/** Fans by the rank of their top card: fansByRank[rank * 18 + i] for i below fanCount[rank]. */
const fansByRank = new Int8Array(15 * 18);
const fanCount = new Uint8Array(15);

/**
 * The moves of a Scotch position (see ScotchBoard.generateMoves): with `pruned`, what the search
 * tries; without, every legal move but the copies. Written into `out` from `start`; returns the
 * index after the last.
 */
export function scotchMoves(board: ScotchView, out: Int32Array, start: number, pruned: boolean): number {
	let count = start;
	const {fans} = board;
	fanCount.fill(0);
	for (let fan = 0; fan < fans; fan++) {
		const type = board.topType(fan);
		tops[fan] = type;
		if (type < 0) continue;
		const rank = typeRank(type);
		// An Ace on a fan's top goes home at once (rule S5): nothing can ever lie on it, and a pile is free for it.
		if (pruned && rank === 1) {
			out[start] = encode(fan, PILE, type, board.runLength[fan] === 0);
			return start + 1;
		}
		fansByRank[rank * 18 + fanCount[rank]++] = fan;
	}
	for (let from = 0; from < fans; from++) {
		const type = tops[from];
		if (type < 0) continue;
		const rank = typeRank(type);
		if (board.hasPileAt(classOf(rank, typeColour(type)), rank - 1))
			out[count++] = encode(from, PILE, type, board.runLength[from] === 0);
	}
	for (let from = 0; from < fans; from++) {
		const type = tops[from];
		if (type < 0 || (pruned && board.cardsOn(from) === 1)) continue;
		const above = typeRank(type) + 1;
		const fixedTop = board.runLength[from] === 0;
		for (let index = 0; index < fanCount[above]; index++) {
			const to = fansByRank[above * 18 + index];
			if (to !== from) out[count++] = encode(from, to, type, fixedTop);
		}
	}
	for (let slot = 0; slot < 4; slot++) {
		const height = board.piles[slot];
		// Of two piles of one class and height, the first only: they hold the same types.
		if (height === 0 || (slot % 2 === 1 && board.piles[slot - 1] === height)) continue;
		const type = (height - 1) * 2 + colourOnPile(slot >>> 1, height);
		const above = height + 1;
		for (let index = 0; index < fanCount[above]; index++)
			out[count++] = encode(PILE, fansByRank[above * 18 + index], type, false);
	}
	return count;
}

/** The moves that finish a position ready for auto complete, lowest rank first (the board is left as it was). */
export function autoCompleteMoves(board: ScotchView): number[] {
	const moves: number[] = [];
	for (;;) {
		let best = -1;
		let bestRank = 99;
		for (let fan = 0; fan < board.fans; fan++) {
			const type = board.topType(fan);
			if (type < 0 || typeRank(type) >= bestRank) continue;
			const rank = typeRank(type);
			if (!board.hasPileAt(classOf(rank, typeColour(type)), rank - 1)) continue;
			best = encode(fan, PILE, type, board.runLength[fan] === 0);
			bestRank = rank;
		}
		if (best < 0) break;
		moves.push(best);
		board.play(best);
	}
	for (let index = moves.length - 1; index >= 0; index--) board.unplay(moves[index]);
	return moves;
}
