import {DepthFirst} from './dfs.js';
import {seededRandom} from './random.js';
import {type Search, type SearchBoard, type SearchStatus} from './search.js';

/**
 * Depth-first search in random move orders with restarts: time to a first win under depth-first
 * search is heavy-tailed (one early wrong choice can trap it for millions of positions), and a
 * fresh order escapes the trap. Each run gets RUN_NODES positions, then starts over with a new
 * order and an empty table. The random orders come from a fixed seed, so runs are reproducible.
 * A run that exhausts its space before its limit has proved the position lost, like DepthFirst.
 */
export class Restarts<B extends SearchBoard> implements Search {
	private run: DepthFirst<B>;
	private runNodes = 0;
	private runs = 0;
	private finishedNodes = 0;

	constructor(
		/** A fresh board of the root position for each run. */
		private readonly freshBoard: () => B,
		private readonly maxPositions: number,
		private readonly nodesPerRun = 100_000,
		private readonly seed = 1,
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
			const chunk = Math.min(left, this.nodesPerRun - this.runNodes);
			const before = this.run.nodes;
			const status = this.run.step(chunk);
			const used = this.run.nodes - before;
			left -= Math.max(used, 1);
			this.runNodes += used;
			if (status === 'won' || status === 'lost') return status;
			// A run that fills its table before its node limit would do so every time: give up.
			if (status === 'full') return 'full';
			if (this.runNodes >= this.nodesPerRun) {
				// Bounded, so that a solve without a budget always ends.
				if (this.runs >= MAX_RUNS) return 'full';
				this.finishedNodes += this.run.nodes;
				this.run = this.fresh();
			}
		}
		return 'running';
	}

	private fresh(): DepthFirst<B> {
		this.runNodes = 0;
		return new DepthFirst(this.freshBoard(), this.maxPositions, seededRandom(this.seed * 7919 + this.runs++));
	}
}

/** Runs before the search gives up as if full: 100 million positions at the default run size. */
const MAX_RUNS = 1000;
