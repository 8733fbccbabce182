import {type Position} from '../engine/index.js';
import {type Search, type SearchBoard} from './search/search.js';

/**
 * A rule family: the positions one board holds, that board, and the searches that settle them
 * (solve.ts runs them side by side). The family is chosen by asking the position's rules what
 * they are (fan capacity, building, foundations), never by the variant's name.
 */
export interface Family {
	/** Whether this family's board holds the position (its rules are this family's). */
	holds(position: Position): boolean;
	/** A fresh board of the position. */
	board(position: Position): SearchBoard;
	/** The searches for the position, within `maxPositions` positions kept in all. */
	portfolio(position: Position, maxPositions: number): Portfolio;
	/**
	 * A board for the line to the most cards home of a layout with no win (solve.ts), where the
	 * family's own board would wander: it may try fewer moves, since that line is a plan, not a
	 * proof. Default: the family's board.
	 */
	guessBoard?(position: Position): SearchBoard;
}

export interface Portfolio {
	readonly entries: readonly PortfolioEntry[];
	/** Told the nodes used so far, all searches together, before each slice. */
	readonly tick?: (nodes: number) => void;
}

export interface PortfolioEntry {
	/** What the search is, for the record of which one settled a deal (census --queue keeps it). */
	readonly name: string;
	readonly search: Search;
	/** Slices per round: the work it gets relative to the others (a function: it may change; 0: it waits). */
	readonly share: number | (() => number);
	/** Nodes all searches together must have used before this one starts (default 0). */
	readonly startsAfter?: number;
}
