import {type Move, type Position} from '../engine/index.js';

/** What a hint request answers. */
export type HintAnswer =
	/** The position is winnable: `move` is the first move of a (shortened) winning line. */
	| {readonly verdict: 'won'; readonly move: Move; readonly movesLeft: number}
	/**
	 * Proved lost. `undo` is how many moves to take back to reach the latest winnable position of
	 * the history given, or undefined when none was found within the budget.
	 */
	| {readonly verdict: 'lost'; readonly undo: number | undefined}
	/** The budget ran out before a verdict. */
	| {readonly verdict: 'unknown'}
	/** A newer request (or close) replaced this one; show nothing. */
	| {readonly verdict: 'cancelled'};

/** A proved-winnable deal: the seed it was dealt from (to replay or share) and its position. */
export interface WinnableDeal {
	readonly seed: string;
	readonly position: Position;
}

/**
 * The hint service the UI talks to. The real one runs the solver in a worker thread; a request
 * cancels any earlier one. A worker that dies or hangs is replaced, and the pending call rejects
 * with an Error whose message can be shown to the player; calls never hang.
 */
export interface HintService {
	/** `history`: the positions from the deal to the current one, oldest first (at least one). */
	hint(history: readonly Position[]): Promise<HintAnswer>;
	/** The first proved-winnable deal in the derived-seed sequence from `seed`. */
	winnableDeal(seed: string): Promise<WinnableDeal>;
	close(): Promise<void>;
}
