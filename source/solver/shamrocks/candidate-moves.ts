import {type Board} from './board.js';
import {CAPACITY, FANS, HOME, encodeMove, moveCard, moveFrom, moveTo, rankOf, suitOf} from './move-code.js';

/**
 * The moves the search tries from a board: every legal move except those the proved rules of
 * SOUNDNESS.md leave out. Foundation moves come first (they are the ones that make progress).
 *
 * Left out, rule 1 (lone card): a card alone in its fan never moves onto another fan. Playing it
 * there only empties its fan; keeping it where it is gives at least as much room above it, so a
 * shortest win never makes that move (SOUNDNESS.md, rule 1).
 *
 * Writes the moves into `out` from `start` and returns the index after the last one.
 */
export function generateMoves(board: Board, out: Int32Array, start: number): number {
	let count = start;
	const {lengths, cards, home} = board;
	// Fans that can take a card (not empty, not full), by the rank of their top card.
	const byRank = targetsByRank;
	byRankCount.fill(0);
	for (let fan = 0; fan < FANS; fan++) {
		const length = lengths[fan];
		if (length === 0) continue;
		const card = cards[fan * CAPACITY + length - 1];
		const rank = rankOf(card);
		if (home[suitOf(card)] === rank) out[count++] = encodeMove(fan, HOME, card);
		if (length < CAPACITY) byRank[rank * FANS + byRankCount[rank]++] = fan;
	}
	for (let from = 0; from < FANS; from++) {
		const length = lengths[from];
		if (length < 2) continue; // rule 1: an empty fan has no card, a lone card stays
		const card = cards[from * CAPACITY + length - 1];
		const rank = rankOf(card);
		for (let targetRank = rank - 1; targetRank <= rank + 1; targetRank += 2) {
			if (targetRank < 0 || targetRank > 12) continue;
			const found = byRankCount[targetRank];
			for (let index = 0; index < found; index++) {
				const to = byRank[targetRank * FANS + index];
				if (to !== from) out[count++] = encodeMove(from, to, card);
			}
		}
	}
	return count;
}

const targetsByRank = new Int8Array(13 * FANS);
const byRankCount = new Uint8Array(13);

/** Every legal move of the rules, with nothing left out: for shortening and brute-force checks. */
export function generateAllMoves(board: Board, out: Int32Array, start: number): number {
	let count = start;
	const {lengths, cards} = board;
	for (let from = 0; from < FANS; from++) {
		const length = lengths[from];
		if (length === 0) continue;
		const card = cards[from * CAPACITY + length - 1];
		for (let to = 0; to < FANS; to++) {
			const move = encodeMove(from, to, card);
			if (isLegalMove(board, move)) out[count++] = move;
		}
		const home = encodeMove(from, HOME, card);
		if (isLegalMove(board, home)) out[count++] = home;
	}
	return count;
}

/**
 * Whether a move is legal on the board, by the rules with nothing left out: its card is a top
 * card, and goes to its foundation when that is its next card, or onto another fan that is not
 * empty, has room, and whose top card is one rank above or below it.
 */
export function isLegalMove(board: Board, move: number): boolean {
	const from = moveFrom(move);
	const to = moveTo(move);
	const card = moveCard(move);
	if (board.top(from) !== card) return false;
	if (to === HOME) return board.home[suitOf(card)] === rankOf(card);
	const targetLength = board.lengths[to];
	if (to === from || targetLength === 0 || targetLength === CAPACITY) return false;
	return Math.abs(rankOf(board.top(to)) - rankOf(card)) === 1;
}
