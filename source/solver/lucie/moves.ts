import {KIND_DRAW_FAN, KIND_DRAW_HOME, KIND_DRAW_TOP, KIND_FAN, KIND_HOME, encode, rank} from './move-code.js';

/** What the moves are read from: a La Belle Lucie board (board.ts), seen here without importing it. */
export interface LucieView {
	readonly fans: number;
	readonly cards: Int8Array;
	readonly lengths: Uint8Array;
	readonly fanOf: Int8Array;
	readonly drawsLeft: number;
	readonly beneathTop: boolean;
	top(fan: number): number;
	isTop(card: number): boolean;
	fitsHome(card: number): boolean;
}

/** Cards of a fan, at most: fan f's cards lie in board.cards[f * FAN_SLOTS ..]. */
const FAN_SLOTS = 52;

/**
 * The moves to search from a La Belle Lucie position. A top card that fits its foundation goes
 * there and nothing else is tried (rule L1 of SOUNDNESS.md); else a top card onto a successor that
 * would never move again but home, alone (rule L5); else each top card onto its successor where
 * that is a top card, then the draws where one is left and it makes a new move possible (rule
 * L4): a covered card to the top of its fan, home where it fits, onto its successor where that
 * tops another fan. Writes them into `out` from `start` and returns the index after the last.
 */
export function generateMoves(board: LucieView, out: Int32Array, start: number): number {
	for (let fan = 0; fan < board.fans; fan++) {
		const card = board.top(fan);
		if (card >= 0 && board.fitsHome(card)) {
			out[start] = encode(card, KIND_HOME, 0, fan, board.lengths[fan] - 1);
			return start + 1;
		}
	}
	const safe = safeMove(board);
	if (safe >= 0) {
		out[start] = safe;
		return start + 1;
	}
	return allMoves(board, out, start);
}

/**
 * A top card onto its successor where that successor lies alone in its fan, or, with no draw
 * left, directly on its own successor: it would never have to move again but home, and nothing
 * else goes on it, so no win is lost by covering it now (rule L5); -1 when there is none.
 */
function safeMove(board: LucieView): number {
	const {cards, lengths, fanOf} = board;
	for (let fan = 0; fan < board.fans; fan++) {
		const card = board.top(fan);
		if (card < 0 || rank(card) === 13 || !board.isTop(card + 1)) continue;
		const to = fanOf[card + 1];
		const beneath = lengths[to] - 2;
		const alone = beneath < 0;
		const onItsSuccessor = !alone && rank(card) < 12 && cards[to * FAN_SLOTS + beneath] === card + 2;
		// Rule L5's argument is made for the draw of any card: with the draw of Three Shuffles left, not tried.
		if (board.beneathTop && board.drawsLeft > 0) return -1;
		if (alone || (onItsSuccessor && board.drawsLeft === 0))
			return encode(card, KIND_FAN, to, fan, lengths[fan] - 1);
	}
	return -1;
}

/** Every move of the rules but the draws that make no new move possible (rule L4). */
function allMoves(board: LucieView, out: Int32Array, start: number): number {
	const {cards, lengths, fanOf} = board;
	let end = start;
	for (let fan = 0; fan < board.fans; fan++) {
		const card = board.top(fan);
		if (card < 0) continue;
		const depth = lengths[fan] - 1;
		if (board.fitsHome(card)) out[end++] = encode(card, KIND_HOME, 0, fan, depth);
		else if (rank(card) < 13 && board.isTop(card + 1))
			out[end++] = encode(card, KIND_FAN, fanOf[card + 1], fan, depth);
	}
	if (board.drawsLeft === 0) return end;
	if (board.beneathTop) return beneathTopDraws(board, out, end);
	// Only draws after which some move can be played that could not before: the drawn card home or
	// onto its successor, its predecessor onto it, or its successor home.
	for (let fan = 0; fan < board.fans; fan++) {
		const base = fan * FAN_SLOTS;
		for (let depth = 0; depth < lengths[fan] - 1; depth++) {
			const card = cards[base + depth];
			const takesPredecessor = rank(card) > 1 && board.isTop(card - 1);
			const successorOnTop = rank(card) < 13 && board.isTop(card + 1);
			const successorElsewhere = successorOnTop && fanOf[card + 1] !== fan;
			const fitsHome = board.fitsHome(card);
			const predecessorElsewhere = takesPredecessor && fanOf[card - 1] !== fan;
			if (fitsHome || successorElsewhere || predecessorElsewhere) {
				out[end++] = encode(card, KIND_DRAW_TOP, fan, fan, depth);
			}
			if (fitsHome) {
				if (successorOnTop) out[end++] = encode(card, KIND_DRAW_HOME, 0, fan, depth);
			} else if (successorElsewhere && takesPredecessor) {
				out[end++] = encode(card, KIND_DRAW_FAN, fanOf[card + 1], fan, depth);
			}
		}
	}
	return end;
}

/**
 * Three Shuffles and a Draw's draws, all of them (rule L7): the card just beneath each fan's top,
 * home where it fits, onto its successor where that tops another fan.
 */
function beneathTopDraws(board: LucieView, out: Int32Array, start: number): number {
	const {cards, lengths, fanOf} = board;
	let end = start;
	for (let fan = 0; fan < board.fans; fan++) {
		const depth = lengths[fan] - 2;
		if (depth < 0) continue;
		const card = cards[fan * FAN_SLOTS + depth];
		if (board.fitsHome(card)) out[end++] = encode(card, KIND_DRAW_HOME, 0, fan, depth);
		if (rank(card) < 13 && board.isTop(card + 1) && fanOf[card + 1] !== fan)
			out[end++] = encode(card, KIND_DRAW_FAN, fanOf[card + 1], fan, depth);
	}
	return end;
}
