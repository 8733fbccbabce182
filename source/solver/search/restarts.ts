import {BestFirst} from './best-first.js';
import {DepthFirst} from './dfs.js';
import {seededRandom} from './random.js';
import {type LostPositions, type Search, type SearchBoard, type SearchStatus, type Weighting} from './search.js';

/**
 * A search run again and again from the root, each run in another order and with an empty
 * table: time to a first win is heavy-tailed (one early wrong choice can trap a search for
 * millions of positions), and a fresh order escapes the trap. A run that exhausts its space
 * before its limit has proved the position lost, as one search would; a run that fills its table
 * ends like one that reaches its limit. Bounded: after `maxRuns` runs it gives up as if full, so
 * a solve without a budget always ends.
 */
export class Restarts implements Search {
	private run: Search;
	private runs = 0;
	private runLimit = 0;
	private finishedNodes = 0;

	constructor(
		/** The search of run n (from 0), on a fresh board. */
		private readonly freshRun: (run: number) => Search,
		/** The positions run n may expand. */
		private readonly lengthOf: (run: number) => number,
		private readonly maxRuns: number,
	) {
		this.run = this.fresh();
	}

	get nodes(): number {
		return this.finishedNodes + this.run.nodes;
	}

	get line(): readonly number[] {
		return this.run.line;
	}

	get bytes(): number {
		return this.run.bytes;
	}

	step(budget: number): SearchStatus {
		let left = budget;
		while (left > 0) {
			const before = this.run.nodes;
			const status = this.run.step(Math.min(left, this.runLimit - this.run.nodes));
			left -= Math.max(this.run.nodes - before, 1);
			if (status === 'won' || status === 'lost') return status;
			if (status === 'full' || this.run.nodes >= this.runLimit) {
				if (this.runs >= this.maxRuns) return 'full';
				this.finishedNodes += this.run.nodes;
				this.run = this.fresh();
			}
		}
		return 'running';
	}

	private fresh(): Search {
		const run = this.runs++;
		this.runLimit = this.lengthOf(run);
		return this.freshRun(run);
	}
}

/**
 * Depth-first runs in random orders (from a fixed seed, so runs are reproducible), 100,000
 * positions each, or as many as the table holds. Under a 2 s budget a finder's table holds about
 * 25,000 positions, and a run that filled it used to end the whole search, so the restarts made one
 * run and left the rest of the time unused: Kings as dealt 317 and 28 were unknown after 1.1 and
 * 2.6 s, their memory full, and are won in 1.5 and 7 s by runs that end when their tables fill.
 * 1000 runs at most: 100 million positions. With `verdicts`, each run drops the positions they
 * prove lost, as the value-led finders do, and so spends its positions where a win may be.
 */
export function depthFirstRestarts<B extends SearchBoard>(
	board: () => B,
	maxPositions: number,
	verdicts?: LostPositions<NoInfer<B>>,
): Restarts {
	return new Restarts(
		(run) => new DepthFirst(board(), maxPositions, seededRandom(7919 + run), undefined, verdicts),
		() => NODES_PER_RUN,
		1000,
	);
}

/** Positions a depth-first run may expand before the next starts (see `depthFirstRestarts`). */
const NODES_PER_RUN = 100_000;

/**
 * Greedy best-first runs, each under the next weighting and another order of equal values, run n
 * allowed `firstRun` times the n-th term of Luby's sequence (1 1 2 1 1 2 4 1 1 2 ...) positions.
 * On hard Scotch deals one order of ties wins in a thousand positions where another wanders for
 * millions, and Luby's restarts are within a log factor of the best fixed run length for any
 * such distribution. A run too long for its table ends early, and the next one starts. 4000
 * runs at most: some hundred million positions at the default first run.
 */
export function bestFirstRestarts<B extends SearchBoard>(
	board: () => B,
	weightings: readonly Weighting[],
	maxPositions: number,
	firstRun = 4096,
	/** Positions proved lost by other means, to drop (shared by several searches). */
	verdicts?: LostPositions<NoInfer<B>>,
): Restarts {
	const runOf = (run: number) =>
		new BestFirst(board(), weightings[run % weightings.length], maxPositions, true, verdicts, run * 0x9e3779b9);
	return new Restarts(runOf, (run) => firstRun * luby(run + 1), 4000);
}

/** The i-th term of Luby's sequence, i from 1: 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 ... */
export function luby(i: number): number {
	for (let k = 1; ; k++) {
		if (i === 2 ** k - 1) return 2 ** (k - 1);
		if (i < 2 ** k - 1) return luby(i - 2 ** (k - 1) + 1);
	}
}
