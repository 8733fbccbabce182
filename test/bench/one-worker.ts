import {runCensus} from '../../source/commands/census.js';

/**
 * Solves the seeds given as arguments one after the other in a single worker thread, then prints
 * the peak resident memory of this whole process in bytes. The bench runs it in a child process
 * for the memory of one solving thread: a census on all cores holds one table per core, so its
 * own peak grows with the machine, while the game runs one hint worker.
 */
const seeds = process.argv.slice(2);
const nodeBudget = process.env['BENCH_NODES'] === undefined ? undefined : Number(process.env['BENCH_NODES']);
const report = await runCensus({from: 0, deals: seeds.length, seeds, jobs: 1, budgetMs: Number(process.env['BENCH_BUDGET'] ?? 2000), nodeBudget});
process.stdout.write(`${report.peakBytes}\n`);
