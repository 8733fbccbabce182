import {type Move, type Position} from '../../engine/index.js';

/**
 * What the searches (dfs.ts, best-first.ts, restarts.ts) and the shortening of lines (shorten.ts)
 * need of a board, so that one search serves every rule family: each family has its own board
 * (shamrocks/board.ts, scotch/board.ts, lucie/board.ts), with its own exact key and its own proved
 * pruning (SOUNDNESS.md), and the same searches run over it.
 *
 * A board is mutable: `play` and `unplay` change it in place, millions of times a second. A move
 * is one integer whose meaning belongs to the board.
 */
export interface SearchBoard {
	/** Words of an exact position key (see `writeKey`). */
	readonly keyWords: number;
	/** Most moves `generateMoves` or `generateAllMoves` can write at once. */
	readonly maxMoves: number;
	/** Cards on the foundations. */
	readonly homeCount: number;
	play(move: number): void;
	unplay(move: number): void;
	/**
	 * Writes the key of the position into key[offset .. offset + keyWords): two positions reached
	 * from the same root have the same key exactly when they are the same position, or positions
	 * the rules cannot tell apart (argued per family in SOUNDNESS.md).
	 */
	writeKey(key: Int32Array, offset: number): void;
	/** Loads the position of a key written by `writeKey` on a board of the same root. */
	readKey(key: Int32Array, offset: number): void;
	isWon(): boolean;
	/** Ready for auto complete: the rest plays home by itself (SOUNDNESS.md). */
	isAutoCompleteReady(): boolean;
	/** The moves that finish a position ready for auto complete (the board is left as it was). */
	autoCompleteMoves(): number[];
	/**
	 * The moves the search tries: every legal move but those a proved rule leaves out. Returns the index after
	 * the last.
	 */
	generateMoves(out: Int32Array, start: number): number;
	/** Whether a move is legal here, by the rules with nothing left out. */
	isLegalMove(move: number): boolean;
	/** Whether the position is lost by a proved rule, without searching it (SOUNDNESS.md). */
	isDeadEnd(): boolean;
	/** `isDeadEnd` for the position `move` just led to from one that was not a dead end. */
	isDeadEndAfter(move: number): boolean;
	/** The value of the position under a weighting, higher is better: it orders the searches, never prunes. */
	value(weighting: Weighting): number;
	/**
	 * What a move moves, as far as shortening needs to follow one card: the same card (or one the rules cannot
	 * tell from it) gives the same number.
	 */
	moveCard(move: number): number;
	/**
	 * The one move that does what `first` then `second` (the next move of the same card) do to
	 * that card, or -1 when there is none; `goesBack` when it would put the card back where it
	 * was (then both moves can go). Shortening checks the result before it keeps it.
	 */
	straightMove(first: number, second: number): {readonly move: number; readonly goesBack: boolean} | undefined;
	/**
	 * For the position of a key written by `writeKey` (a later position of a line), a lower bound
	 * on the moves from the board's position to that one, kept up to date move by move (see
	 * `MovesBound`). Optional: shortening's long shortcuts (shorten.ts) prune their search by it,
	 * and a board without it gets none. The bound only prunes: a shortcut is kept only when the
	 * key where it ends is the target's.
	 */
	movesToBound?(key: Int32Array, offset: number): MovesBound;
	/** The engine's move for a solver move played from `position` (the same position, as the engine has it). */
	toEngineMove(move: number, position: Position): Move;
}

/**
 * A lower bound on the moves from the board's position to a target position (Infinity when it
 * cannot be reached), asked of a board in `SearchBoard.movesToBound`.
 */
export interface MovesBound {
	/** The bound from the board's position now. */
	now(): number;
	/**
	 * How much `move`, legal in the board's position now, would change the bound once played: so a search can
	 * pass it over unplayed.
	 */
	change(move: number): number;
}

/** Where a search stands after a slice of work. */
export type SearchStatus = 'won' | 'lost' | 'running' | 'full';

/** A search that runs in slices, so several can share one budget and be stopped between slices. */
export interface Search {
	/** Expands up to `nodes` more positions; `lost` means the reachable space is exhausted. */
	step(nodes: number): SearchStatus;
	/** Positions expanded so far. */
	readonly nodes: number;
	/** Once `won`: the winning line from the root, solver moves. */
	readonly line: readonly number[];
	/** Bytes held now. */
	readonly bytes: number;
}

/**
 * Positions proved lost by some other means than the search itself (Shamrocks' loose-card
 * abstraction), shared by several searches; `work` counts its effort as search nodes.
 */
export interface LostPositions<B extends SearchBoard> {
	readonly work: number;
	isLostAfter(board: B, move: number): boolean;
}

/**
 * How a value-led search weighs a position. Which weighting finds a win fastest varies from deal
 * to deal, so the solver runs several side by side (a portfolio). Each board reads the terms in
 * its own rules' sense (see its `value`).
 */
export interface Weighting {
	/** Per card on a foundation. */
	readonly home: number;
	/** Per card lying above a lower card that must go home before it (it must move onto a fan one day). */
	readonly trapped: number;
	/** Per card lying above any card of lower rank (in the way of a card needed sooner). */
	readonly blocking: number;
	/** Per free place in a non-empty fan (room to build), where fans have a capacity. */
	readonly room: number;
	/** Per card lying above the next card a foundation needs (default 0). */
	readonly needed?: number;
	/** Per pair of neighbouring cards in a fan where the upper is not lower (default 0; none left means won). */
	readonly ascents?: number;
	/** Per card lying above a card of lower rank, of any suit (default 0; read by the Fan board). */
	readonly covering?: number;
	/**
	 * Per move from the root, subtracted (default 0, best-first only): where many positions share
	 * a value, the search widens among the nearest instead of digging down one long line of them.
	 */
	readonly depth?: number;
}
