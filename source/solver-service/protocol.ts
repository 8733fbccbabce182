import {type DealRules, type Move, type Position} from '../engine/index.js';
import {type LayoutPlay} from '../solver/index.js';
import {type HintAnswer} from './types.js';

/**
 * Messages between the main thread and the solver worker (worker.ts). Every request carries an
 * id, echoed by its reply, so that a late answer to a replaced request is recognised and dropped.
 * Requests that can be cancelled carry their own cancel flag: an Int32Array on a
 * SharedArrayBuffer that the main thread sets to 1 and the solver reads every few hundred
 * microseconds (a busy worker never sees a postMessage).
 */
export type WorkerRequest =
	/**
	 * Think about the last position of `history` until it is settled or `budgetMs` is up, dropping any thought
	 * before.
	 */
	| {
			readonly kind: 'think';
			readonly id: number;
			readonly history: readonly Position[];
			readonly budgetMs: number;
			readonly cancel: Int32Array;
	  }
	/** The hint from thought `think`, once it has thought for `thoughtMs` (or at once, if it is over). */
	| {readonly kind: 'ask'; readonly id: number; readonly think: number; readonly thoughtMs: number}
	| {
			readonly kind: 'winnable';
			readonly id: number;
			readonly seed: string;
			readonly rules: DealRules;
			readonly cancel: Int32Array;
	  }
	| {
			readonly kind: 'deal';
			readonly id: number;
			readonly seed: string;
			readonly rules: DealRules;
			readonly budgetMs: number;
			readonly nodeBudget?: number;
			/** Positions the solve may keep (SolveOptions.maxPositions; default: as the budget gives). */
			readonly maxPositions?: number;
			readonly play?: DealPlay;
	  };

/**
 * How a census deal is played: its first layout only (the default), optionally with the draw
 * allowed at once (Position.drawEarly); or the whole game, the solver redealing as a player
 * would (whole-game.ts), the budgets applying to each layout.
 */
export interface DealPlay {
	readonly wholeGame?: boolean;
	readonly drawEarly?: boolean;
}

export type WorkerReply =
	/** An answer to an ask; `final` when the thought was over, so thinking longer cannot change it. */
	| {readonly kind: 'hint'; readonly id: number; readonly answer: HintAnswer; readonly final: boolean}
	/** What thought `id` has just found out, while it goes on. */
	| {readonly kind: 'news'; readonly id: number; readonly verdict: 'won' | 'lost'}
	/** Thought `id` is over: its verdict (won or lost as soon as known, even when the answer is not) and its answer. */
	| {
			readonly kind: 'thought';
			readonly id: number;
			readonly verdict: 'won' | 'lost' | 'unknown' | 'redeal';
			readonly answer: HintAnswer;
	  }
	| {readonly kind: 'winnable'; readonly id: number; readonly seed?: string; readonly position?: Position}
	| {readonly kind: 'deal'; readonly id: number; readonly outcome: DealOutcome}
	/** The request failed inside the worker (a bug): the message is for a log line. */
	| {readonly kind: 'failed'; readonly id: number; readonly message: string};

/** One deal of a census, as solved in a worker. */
export interface DealOutcome {
	readonly seed: string;
	readonly verdict: 'won' | 'lost' | 'unknown' | 'cancelled';
	readonly nodes: number;
	readonly ms: number;
	/** Length of the (shortened) winning line; 0 unless won. */
	readonly lineLength: number;
	readonly firstMove?: Move;
	/** Which search of the solver's portfolio settled it (not kept for a whole game). */
	readonly settledBy?: string;
	/** For a whole game: each layout played, the first one first. */
	readonly layouts?: readonly LayoutPlay[];
}
