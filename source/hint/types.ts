import {type DealRules, type Move, type Position} from '../engine/index.js';

/** What a hint request answers. */
export type HintAnswer =
	/** The position is winnable: `move` is the first move of a (shortened) winning line. */
	| {readonly verdict: 'won'; readonly move: Move; readonly movesLeft: number}
	/**
	 * Proved lost. `undo` is how many moves to take back to reach the latest winnable position of
	 * the history given (or a winnable one, when time ran short before the latest was settled).
	 * Undefined when none was found: then `thoughtMs` is there when time ran out first, and absent
	 * when every earlier position was proved lost too. The look back never goes past a redeal (it
	 * changed every card's place, and the solver does not judge a shuffle to come): `sinceRedeal`
	 * says the history looked at began at one.
	 */
	| {readonly verdict: 'lost'; readonly undo: number | undefined; readonly thoughtMs?: number; readonly sinceRedeal?: true}
	/**
	 * No win in this layout (proved), and a redeal is left: `guess`, when there is one, is the next
	 * move of the line to the most cards home the solver found in this layout, to play out before
	 * redealing; absent when no move gets another card home.
	 */
	| {readonly verdict: 'redeal'; readonly guess?: Move}
	/**
	 * The budget ran out before a verdict: it was `thoughtMs` milliseconds. `guess`, when there is
	 * one, is the next move of a line to more cards home that the solver found: a guess, not a proof.
	 */
	| {readonly verdict: 'unknown'; readonly thoughtMs: number; readonly guess?: Move}
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
	/**
	 * `history`: the positions from the deal to the current one, oldest first (at least one).
	 * `effort` (default 0, at most MAX_HINT_EFFORT): each step doubles the time the solver may take.
	 */
	hint(history: readonly Position[], effort?: number): Promise<HintAnswer>;
	/** The first proved-winnable deal under `rules` in the derived-seed sequence from `seed`. */
	winnableDeal(seed: string, rules: DealRules): Promise<WinnableDeal>;
	close(): Promise<void>;
}

/**
 * How many times a player may ask again about a position the solver has not settled, each time
 * with twice the time: 0.7 s at first, 11.2 s at the last. Longer than that, a player would rather
 * play on, and the deals the solver cannot settle in 11 s it mostly cannot settle in a minute either.
 */
export const MAX_HINT_EFFORT = 4;
