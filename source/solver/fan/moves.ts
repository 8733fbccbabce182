import {CELLS, KIND_FAN, KIND_HOME, encode} from './move-code.js';
import {homeIsSafe} from './safe-home.js';

/** What the moves are read from: a Fan board (board.ts), seen here without importing it. */
export interface FanView {
	readonly fans: number;
	/** Whether each card has one target, so that no tried move is ever undone (rule F5). */
	readonly oneWay: boolean;
	readonly cards: Int8Array;
	readonly lengths: Uint8Array;
	readonly fanOf: Int8Array;
	readonly targets: ReadonlyArray<readonly number[]>;
	readonly holders: ReadonlyArray<readonly number[]>;
	readonly fills: readonly boolean[];
	/** Free cells (0 but in Free Fan), and the cards in them, in cellCards[0 .. held). */
	readonly cells: number;
	readonly cellCards: Int8Array;
	readonly held: number;
	top(fan: number): number;
	isTop(card: number): boolean;
	fitsHome(card: number): boolean;
}

/**
 * Rule F5: where each card has one target (Fan: its successor), a top card c onto its target s
 * where s is a top card that would never move but home: s lies on its own target, or s lies alone
 * and has none (a King); and nothing but c may lie on s. -1 when there is none.
 */
function safeMove(board: FanView): number {
	for (let fan = 0; fan < board.fans; fan++) {
		const card = board.top(fan);
		if (card < 0 || board.targets[card].length !== 1) continue;
		const target = board.targets[card][0];
		if (!board.isTop(target) || board.holders[target].length !== 1) continue;
		const to = board.fanOf[target];
		const length = board.lengths[to];
		const beneath = length < 2 ? -1 : board.cards[to * FAN_SLOTS + length - 2];
		// An empty fan takes no card that lies on its target, so s cannot leave for one.
		const settled =
			length === 1
				? board.targets[target].length === 0
				: board.targets[target].length === 1 && board.targets[target][0] === beneath;
		if (settled) return encode(card, KIND_FAN, to, fan);
	}
	return -1;
}

/** Cards of a fan, at most: fan f's cards lie in board.cards[f * FAN_SLOTS ..]. */
const FAN_SLOTS = 52;

/** Whether `card`, free to move, goes home alone by rule F1: it fits, and what may lie on it can go home too. */
function homeAlone(board: FanView, card: number): boolean {
	return board.fitsHome(card) && homeIsSafe(board, card);
}

/**
 * The moves to search from a position of the Fan board. A top card (or a card in a cell) that
 * fits its foundation, and whose holders (and theirs, up) are home or fit home now, goes there and
 * nothing else is tried (rule F1 of SOUNDNESS.md). Else, in Fan, a card onto a successor that
 * would never move but home, alone (rule F5; not where there are cells). Else every legal move
 * but three kinds (rule F2): a card alone in its fan onto an empty fan, a card onto an empty fan
 * other than the first, and (the cells being a set) a card into a cell but the first. Writes them
 * into `out` from `start` and returns the index after the last.
 */
export function generateMoves(board: FanView, out: Int32Array, start: number): number {
	for (let fan = 0; fan < board.fans; fan++) {
		const card = board.top(fan);
		if (card >= 0 && homeAlone(board, card)) {
			out[start] = encode(card, KIND_HOME, 0, fan);
			return start + 1;
		}
	}
	for (let at = 0; at < board.held; at++) {
		if (homeAlone(board, board.cellCards[at])) {
			out[start] = encode(board.cellCards[at], KIND_HOME, 0, CELLS);
			return start + 1;
		}
	}
	if (board.oneWay && board.cells === 0) {
		const safe = safeMove(board);
		if (safe >= 0) {
			out[start] = safe;
			return start + 1;
		}
	}
	let empty = -1;
	for (let fan = 0; fan < board.fans && empty < 0; fan++) if (board.lengths[fan] === 0) empty = fan;
	let end = start;
	const cellFree = board.held < board.cells;
	for (let fan = 0; fan < board.fans; fan++) {
		const card = board.top(fan);
		if (card < 0) continue;
		if (board.fitsHome(card)) out[end++] = encode(card, KIND_HOME, 0, fan);
		for (const target of board.targets[card]) {
			if (board.isTop(target)) out[end++] = encode(card, KIND_FAN, board.fanOf[target], fan);
		}
		if (empty >= 0 && board.fills[card] && board.lengths[fan] > 1) out[end++] = encode(card, KIND_FAN, empty, fan);
		if (cellFree) out[end++] = encode(card, KIND_FAN, CELLS, fan);
	}
	for (let at = 0; at < board.held; at++) {
		const card = board.cellCards[at];
		if (board.fitsHome(card)) out[end++] = encode(card, KIND_HOME, 0, CELLS);
		for (const target of board.targets[card]) {
			if (board.isTop(target)) out[end++] = encode(card, KIND_FAN, board.fanOf[target], CELLS);
		}
		if (empty >= 0 && board.fills[card]) out[end++] = encode(card, KIND_FAN, empty, CELLS);
	}
	return end;
}
