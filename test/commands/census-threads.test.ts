import {type Worker} from 'node:worker_threads';
import {describe, expect, it} from 'vitest';
// The census runs the compiled solver thread (dist/source/solver-service/worker.js): npm test builds first.
import {runCensus, threadPool} from '../../dist/source/commands/census.js';

describe("a census's solver threads", () => {
	it('come from a pool that lends the same warm threads to census after census, and ends them on close', async () => {
		const pool = threadPool();
		const lent: Worker[] = [];
		const threads = {
			take: () => {
				const thread = pool.take();
				lent.push(thread);
				return thread;
			},
			give: pool.give,
		};
		const census = (from: number) =>
			runCensus({from, deals: 3, jobs: 2, budgetMs: 2000, nodeBudget: 20_000, threads});
		const first = await census(1);
		const second = await census(4);
		expect(first.outcomes.map((outcome) => outcome.seed)).toEqual(['1', '2', '3']);
		expect(second.outcomes.map((outcome) => outcome.seed)).toEqual(['4', '5', '6']);
		// Two threads in all, each lent to both censuses; none has a listener of theirs left.
		expect(new Set(lent).size).toBe(2);
		expect(lent).toHaveLength(4);
		for (const thread of lent) expect(thread.listenerCount('message')).toBe(0);
		await pool.close();
		expect(lent.every((thread) => thread.threadId === -1)).toBe(true);
		// A thread that ended is never lent again: the next one is new.
		const fresh = pool.take();
		expect(lent).not.toContain(fresh);
		await fresh.terminate();
	});
});
