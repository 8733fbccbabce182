import {type Candidates, MAX_CANDIDATES} from './abstract-game.js';

/**
 * The depth-first stack of a question to the loose-card abstraction (loose.ts): its frames, kept
 * from one slice of work to the next, and the random orders of its restarts.
 */

/** A question to LooseCardVerdicts: whether an abstract state has no abstract win. */
export interface Question {
	readonly root: number;
	/** The depth-first search's stack, kept between slices: its first `depth` frames, and spare ones above. */
	readonly frames: Frame[];
	depth: number;
	/** Abstract states it may still expand. */
	allowance: number;
	/** The states it could expand when asked (Infinity for the question about the root). */
	readonly granted: number;
	/** For a question that restarts its search (see `restart`). */
	readonly restarts?: Restarts;
}

export interface Restarts {
	/** Runs started again so far. */
	runs: number;
	/** States the current run may still expand. */
	left: number;
	/** The random orders of runs after the first (none in the first). */
	random?: () => number;
}

export interface Frame {
	/** The state expanded and its candidate moves. */
	readonly candidates: Candidates;
	/** The candidate to look at next, counting down (a place in `order`, when there is one). */
	index: number;
	/** The order of the candidates, in a run of a question with restarts after the first (`shuffled`). */
	order: Int8Array | undefined;
	shuffled: boolean;
	/** The candidate of the frame below that led here, and whether it was taken before it was known to be allowed. */
	entry: number;
	unchecked: boolean;
}

/** An order of candidates to fill (`shuffledOrder`), kept by its frame from one state to the next. */
export function newOrder(): Int8Array {
	return new Int8Array(MAX_CANDIDATES);
}

/**
 * The numbers 0 .. length - 1 in a random order (Fisher-Yates), into `order`. Plain loops: every state a
 * restarted run expands gets one, and Array.from with a function and swaps by destructuring took
 * 14% of the abstraction's time on deal 10.
 */
export function shuffledOrder(length: number, random: () => number, order: Int8Array): void {
	for (let index = 0; index < length; index++) order[index] = index;
	for (let index = length - 1; index > 0; index--) {
		const other = Math.floor(random() * (index + 1));
		const swapped = order[index];
		order[index] = order[other];
		order[other] = swapped;
	}
}
