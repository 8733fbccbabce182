import {type DealRules, type Move, type Position} from '../engine/index.js';

/** What a hint request answers. */
export type HintAnswer =
	/** The position is winnable: `move` is the first move of a (shortened) winning line. */
	| {readonly verdict: 'won'; readonly move: Move; readonly movesLeft: number}
	/**
	 * Proved lost. `undo` is how many moves to take back to reach the latest winnable position of
	 * the history given (or a winnable one, when time ran short before the latest was settled).
	 * Undefined when none was found: then `thoughtMs` is there when time ran out first, and absent
	 * when every earlier position was proved lost too. `lostSince`: the move that lost the game,
	 * counted from 1 in the history given (which starts at the last redeal: see `sinceRedeal`, and
	 * ui/lost-move.ts for the game's own count), when the position `undo` goes back to is the one
	 * just before it.
	 * `final`: the solver has stopped thinking about this position; asking again will not help.
	 * The look back never goes past a redeal (it changed every card's place, and the solver does
	 * not judge a shuffle to come): `sinceRedeal` says the history looked at began at one.
	 */
	| {
			readonly verdict: 'lost';
			readonly undo: number | undefined;
			readonly thoughtMs?: number;
			readonly lostSince?: number;
			readonly final?: boolean;
			readonly sinceRedeal?: true;
	  }
	/**
	 * No win in this layout (proved), and a redeal is left: `guess`, when there is one, is the next
	 * move of the line to the most cards home the solver found in this layout, to play out before
	 * redealing; absent when no move gets another card home.
	 */
	| {readonly verdict: 'redeal'; readonly guess?: Move; readonly final?: boolean}
	/**
	 * The budget ran out before a verdict: it was `thoughtMs` milliseconds. `guess`, when there is
	 * one, is the next move of a line to more cards home that the solver found: a guess, not a proof.
	 * `final`: the solver has stopped thinking about this position; asking again will not help.
	 */
	| {readonly verdict: 'unknown'; readonly thoughtMs: number; readonly guess?: Move; readonly final?: boolean}
	/** A newer request (or close) replaced this one; show nothing. */
	| {readonly verdict: 'cancelled'};

/**
 * What the solver, thinking ahead about a position (HintService.think), has found out so far.
 * `won` or `lost` without an answer is news told while the thought goes on (its winning line, or
 * its look-back for the move that lost the game, still on the way); with an answer the thought is
 * over, and the answer is what h is told about that position.
 */
export type Foresight =
	| {readonly verdict: 'won' | 'lost'; readonly answer?: undefined}
	/** `redeal`: no win in this layout, and a redeal is left (the answer's line plays it out first). */
	| {readonly verdict: 'won' | 'lost' | 'unknown' | 'redeal'; readonly answer: HintAnswer}
	/** The solver failed or stopped; a new one starts with the next position. */
	| {readonly verdict: 'failed'; readonly error: string};

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
	 * Starts thinking about the last position of `history` (the positions from the deal to the
	 * current one, oldest first, at least one) at once, and goes on while the player thinks, up to
	 * the longest hint's time (LONGEST_THOUGHT_MS at the default budget). A thought about another
	 * history drops the one before it at once; the same history again keeps it going (and hands
	 * `listener` what is known so far). `listener` hears each Foresight as it comes.
	 */
	think(history: readonly Position[], listener?: (news: Foresight) => void): void;
	/**
	 * The hint about the last position of `history`, from the thought about it (one is started
	 * if it is not the one going on): at once when it is settled, otherwise once the solver has
	 * thought about it for the hint's time. `effort` (default 0, at most MAX_HINT_EFFORT): each
	 * step doubles that time, and so does each answer still unsettled (so h again always means
	 * thinking longer than the last answer did).
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

/** The first hint's time on a position, in milliseconds: 0.7 s. */
export const HINT_BUDGET_MS = 700;

/** How long the solver thinks ahead about one position at most: the longest hint's time, 11.2 s. */
export const LONGEST_THOUGHT_MS = HINT_BUDGET_MS * 2 ** MAX_HINT_EFFORT;
