import {BestFirst} from './best-first.js';
import {type Search, type SearchBoard, type SearchStatus, type Weighting} from './search.js';

/**
 * Greedy best-first search in runs that start again from the root, each under the next weighting
 * and another order of equal values, run n allowed `firstRun` times the n-th term of Luby's
 * sequence (1 1 2 1 1 2 4 1 1 2 ...) positions. Time to a win under best-first search is
 * heavy-tailed: on hard Scotch deals one order of ties wins in a thousand positions where another
 * wanders for millions, and Luby's restarts are within a log factor of the best fixed run length
 * for any such distribution. A run that exhausts its space has proved the position lost, as a
 * single best-first search would. Bounded: after MAX_RUNS runs it gives up as if full, so a solve
 * without a budget always ends.
 */
export class BestFirstRestarts<B extends SearchBoard> implements Search {
	private run: BestFirst<B>;
	private runs = 0;
	private runLimit = 0;
	private finishedNodes = 0;

	constructor(
		private readonly freshBoard: () => B,
		private readonly weightings: readonly Weighting[],
		private readonly maxPositions: number,
		private readonly firstRun = 4096,
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
				if (this.runs >= MAX_RUNS) return 'full';
				this.finishedNodes += this.run.nodes;
				this.run = this.fresh();
			}
		}
		return 'running';
	}

	private fresh(): BestFirst<B> {
		const index = this.runs++;
		this.runLimit = this.firstRun * luby(index + 1);
		return new BestFirst(this.freshBoard(), this.weightings[index % this.weightings.length], this.maxPositions, true, undefined, index * 0x9e3779b9);
	}
}

/** Runs before the search gives up as if full: some hundred million positions at the default first run. */
const MAX_RUNS = 4000;

/** The i-th term of Luby's sequence, i from 1: 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 ... */
export function luby(i: number): number {
	for (let k = 1; ; k++) {
		if (i === 2 ** k - 1) return 2 ** (k - 1);
		if (i < 2 ** k - 1) return luby(i - 2 ** (k - 1) + 1);
	}
}
