import {availableParallelism} from 'node:os';
import {shown} from '../engine/index.js';
import {type CensusReport, formatCensus, readCensusDeals} from './census.js';
import {UsageError} from './errors.js';
import {type CliFlags, MAX_BUDGET_MS, parseCount} from './flags.js';
import {runQueuedCensus} from './queue/census-queue.js';
import {parseQueueAddress} from './queue/connection.js';
import {runQueueWorker} from './queue/worker.js';

/**
 * The census on many machines (loaded only for it: queue-loader.ts). `census --queue` queues the
 * chunks of deals and prints the report; `worker --queue` solves chunks on any machine.
 */
export {runQueuedCensus} from './queue/census-queue.js';
export {parseQueueAddress} from './queue/connection.js';

/** `census --queue URL --deals N [--from S] [--budget MS] [--resume | --retry-unknown]`. */
export async function runQueuedCensusCommand(rest: readonly string[], flags: CliFlags): Promise<number> {
	const census = readCensusDeals(rest, flags);
	// Each worker has its own threads; without --budget a census resumed keeps its own.
	if (flags.jobs !== undefined) throw new UsageError('census --queue takes no --jobs: give it to each worker');
	// A queued chunk carries the budgets only (chunk.ts): its worker keeps what the budget gives.
	if (flags.memory !== undefined)
		throw new UsageError('census --queue takes no --memory: its workers keep what the budget gives');
	const budgetMs = flags.budget === undefined ? undefined : parseCount('budget', flags.budget, 0, 1, MAX_BUDGET_MS);
	const address = parseQueueAddress(flags.queue ?? '');
	if (flags.resume && flags.retryUnknown) throw new UsageError('give --resume or --retry-unknown, not both');
	if (flags.retryUnknown && census.nodeBudget === undefined && flags.budget === undefined) {
		throw new UsageError('--retry-unknown needs --budget MS (or --positions N), the larger budget');
	}
	const progress = process.stderr.isTTY ? progressLine() : undefined;
	let report: CensusReport;
	try {
		report = await runQueuedCensus({
			address,
			rules: census.rules,
			from: census.from,
			deals: census.deals,
			...(census.play === undefined ? {} : {play: census.play}),
			...(budgetMs === undefined ? {} : {budgetMs}),
			...(census.nodeBudget === undefined ? {} : {nodeBudget: census.nodeBudget}),
			resume: flags.resume,
			retryUnknown: flags.retryUnknown,
			onProgress: progress,
		});
	} finally {
		if (progress !== undefined) process.stderr.write('\r\x1b[K');
	}
	process.stdout.write(formatCensus(report));
	return 0;
}

/** Deals settled, the rate since this census began watching, and the time left at that rate. */
function progressLine(): (settled: number, total: number) => void {
	const started = Date.now();
	let first: number | undefined;
	return (settled, total) => {
		first ??= settled;
		const seconds = (Date.now() - started) / 1000;
		const rate = seconds > 0 ? (settled - first) / seconds : 0;
		const left = rate > 0 ? `, ${duration((total - settled) / rate)} left` : '';
		process.stderr.write(`\r${settled}/${total} deals settled, ${rate.toFixed(1)} deals/s${left}\x1b[K`);
	};
}

function duration(seconds: number): string {
	if (seconds < 90) return `${Math.ceil(seconds)} s`;
	if (seconds < 5400) return `${Math.round(seconds / 60)} min`;
	return `${Math.floor(seconds / 3600)} h ${Math.round((seconds % 3600) / 60)} min`;
}

/** `shamrocks worker --queue URL [--jobs K]`: solves the chunks of any census in the queue, until stopped. */
export async function runWorkerCommand(rest: readonly string[], flags: CliFlags): Promise<number> {
	if (rest.length > 0) throw new UsageError(`worker takes no arguments, only options (not "${shown(rest[0])}")`);
	if (flags.queue === undefined) throw new UsageError('worker needs --queue redis://HOST:PORT, the census queue');
	const address = parseQueueAddress(flags.queue);
	const jobs = parseCount('jobs', flags.jobs, availableParallelism(), 1, availableParallelism());
	return runQueueWorker({
		address,
		jobs,
		// On a terminal only: a worker's log, where it has one, holds its mistakes alone.
		onReady: () =>
			process.stderr.isTTY &&
			process.stderr.write(
				`shamrocks worker: solving chunks from ${address.shown}, ${jobs} at a time (Ctrl+C stops)\n`,
			),
		onMalformed: (message) => process.stderr.write(`shamrocks: ${shown(message)}\n`),
	});
}
