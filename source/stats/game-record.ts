import {type DealRules, type Game} from '../engine/index.js';

/**
 * A game's record, in the parts its forms share. Each form of a game the program holds is made of
 * these parts, so that a field is named and described once, and a converter copies a part whole
 * (`dealNameOf`, `gameEndOf`), never field by field:
 * - DealInfo (ui/play/state.ts): a deal on the table: its DealName, its position, and the
 *   GameSoFar of a game taken up again;
 * - SavedGame (io/saved-game.ts): a game kept between runs: DealName and GameSoFar;
 * - EndedGame (ui/play/state.ts): a game the reducer ended: its GameEnd, with its deal;
 * - GameResult (here): a finished game as the records take it in: DealName, GameEnd, id, time;
 * - LoggedGame (stats/records.ts): a GameResult in the log, its rules as a key.
 */

/** Which deal a game is of, as the player reads and replays it. */
export interface DealName {
	/** How the status line names the deal (`deal 42`, `daily 2026-11-29`, `board start.txt`). */
	readonly title: string;
	/** The seed to replay it; a game without one (a board file) does not count. */
	readonly seed?: string;
	/** The date of a daily deal. */
	readonly daily?: string;
	/** What the deal was dealt under (a board file's: its variant, with the default Kings rule). */
	readonly rules: DealRules;
}

/** A game in progress, as far as it has come. */
export interface GameSoFar {
	/** The game's own id: its result is counted once, however often it is taken up. */
	readonly id: string;
	/** The whole history: undone moves stay, to be redone. */
	readonly game: Game;
	/** Time played so far, for the clock. */
	readonly elapsedMs: number;
	/** A hint (h) or an undo was used, or the solver played some of its moves. */
	readonly assisted: boolean;
	/**
	 * A move was played since the deal (or since the restart that began this game): a game left
	 * then counts as lost. False for a restarted game not yet moved, whose history is only to redo.
	 */
	readonly started: boolean;
}

/** How a game ended. */
export type Outcome = 'won' | 'lost';

/** Why a lost game ended: left for another deal, restarted, or quit while no card could move. */
export type LossCause = 'left' | 'restarted' | 'stuck';

/** How a game ended, and what it took. */
export interface GameEnd {
	readonly outcome: Outcome;
	readonly cause?: LossCause;
	/** Moves on the board when it ended (undone ones not counted). */
	readonly moves: number;
	readonly timeMs: number;
	/** A hint (h) or an undo (u, b) was used in this game, or the solver played some of its moves. */
	readonly assisted: boolean;
	/** The solver finished it, or played every move of it: not the player's game, counted nowhere. */
	readonly watched?: boolean;
}

/** A finished game: the event the records take in. */
export interface GameResult extends DealName, GameEnd {
	/** The game's own id, kept with the game while it is kept: a result is counted once per id. */
	readonly id: string;
	/** When it ended, as an ISO time. */
	readonly at: string;
}

/** The DealName of any form of a game, alone. */
export function dealNameOf({title, seed, daily, rules}: DealName): DealName {
	return {title, ...(seed === undefined ? {} : {seed}), ...(daily === undefined ? {} : {daily}), rules};
}

/** The GameEnd of any form of a game, alone. */
export function gameEndOf({outcome, cause, moves, timeMs, assisted, watched}: GameEnd): GameEnd {
	const why = cause === undefined ? {} : {cause};
	return {outcome, ...why, moves, timeMs, assisted, ...(watched === undefined ? {} : {watched})};
}

/** The GameSoFar of any form of a game, alone. */
export function gameSoFarOf({id, game, elapsedMs, assisted, started}: GameSoFar): GameSoFar {
	return {id, game, elapsedMs, assisted, started};
}
