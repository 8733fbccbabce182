import {runCensus} from '../../source/commands/census.js';
import {parseDealRules} from '../../source/engine/index.js';

/**
 * `one-worker.js VARIANT KINGS BUDGET_MS NODES SEED...` (NODES: a node budget per deal, or - for none) solves
 * the seeds one after the other in a single worker thread, then prints the peak resident memory
 * of this whole process in bytes. The bench runs it in a child process for the memory of one
 * solving thread: a census on all cores holds one table per core, so its own peak grows with the
 * machine, while the game runs one hint worker.
 */
const [variant, kings, budget, nodes, ...seeds] = process.argv.slice(2);
const rules = parseDealRules(variant, kings);
if (!rules.ok) throw new Error(rules.error);
const nodeBudget = nodes === '-' ? undefined : Number(nodes);
const report = await runCensus({
	rules: rules.value,
	from: 0,
	deals: seeds.length,
	seeds,
	jobs: 1,
	budgetMs: Number(budget),
	nodeBudget,
});
process.stdout.write(`${report.peakBytes}\n`);
