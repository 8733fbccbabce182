import {availableParallelism} from 'node:os';
import {type DealRules, defaultRules, rulesFor, rulesName, rulesOptions, shown} from '../engine/index.js';
import {Worker} from 'node:worker_threads';
import {type DealOutcome, type DealPlay, type WorkerReply, type WorkerRequest} from '../solver-service/protocol.js';
import {WORKER_OPTIONS, WORKER_URL} from '../solver-service/client.js';
import {checkDrawEarly, flagRules} from './deal-choice.js';
import {UsageError} from './errors.js';
import {type CliFlags, MAX_BUDGET_MS, parseCount, parseMemory} from './flags.js';

/** The positions each solve of a census may keep (SolveOptions.maxPositions): more memory, more deals settled. */
export interface SolveMemory {
	readonly maxPositions: number;
	/** The --memory that gave them, when one did. */
	readonly megabytes?: number;
}

export interface CensusOptions {
	/** The rules the deals are dealt under (default Shamrocks). */
	readonly rules?: DealRules;
	/** First deal's seed, a whole number. */
	readonly from: number;
	readonly deals: number;
	/** The seeds to solve instead of from..from+deals-1 (then `from` and `deals` are not used). */
	readonly seeds?: readonly string[];
	readonly jobs: number;
	readonly budgetMs: number;
	/**
	 * Positions per deal, on top of the time budget: a verdict that does not depend on the speed
	 * (or the load) of the machine, for figures meant to be reproduced.
	 */
	readonly nodeBudget?: number;
	/** What each solve may keep, for long budgets on hard deals (default: what the budget gives). */
	readonly memory?: SolveMemory;
	/** How each deal is played (default: its first layout, by the rules as they are). */
	readonly play?: DealPlay;
	/** Called after each deal, in the order the deals finish. */
	readonly onDeal?: (outcome: DealOutcome, done: number) => void;
	/** Where the solver threads come from (default: new ones, ended with the census). */
	readonly threads?: SolverThreads;
}

/**
 * The census's solver threads. A worker of the queue solves chunk after chunk and lends the same
 * threads to each: a new thread starts cold (its bundle read, its code not yet compiled), which
 * made small chunks several times slower per deal than a local census.
 */
export interface SolverThreads {
	readonly take: () => Worker;
	/** A thread the census is done with, every listener it added taken off. */
	readonly give: (thread: Worker) => void;
}

const NEW_THREADS: SolverThreads = {
	take: () => new Worker(WORKER_URL, WORKER_OPTIONS),
	give: (thread) => void thread.terminate(),
};

/** Threads kept for the next census once given back; `close` ends those idle. */
export function threadPool(): SolverThreads & {readonly close: () => Promise<void>} {
	const idle: Worker[] = [];
	return {
		take: () => {
			// A thread that ended (threadId -1) is never lent again.
			for (let thread = idle.pop(); thread !== undefined; thread = idle.pop())
				if (thread.threadId !== -1) return thread;
			return NEW_THREADS.take();
		},
		give: (thread) => void idle.push(thread),
		close: async () => {
			await Promise.all(idle.splice(0).map((thread) => thread.terminate()));
		},
	};
}

export interface CensusReport {
	readonly rules: DealRules;
	/** How each deal was played, as the options asked. */
	readonly play?: DealPlay;
	readonly from: number;
	readonly deals: number;
	readonly jobs: number;
	readonly budgetMs: number;
	/** Positions per deal at most, when the census had a position budget too. */
	readonly nodeBudget?: number;
	/** What each solve could keep, when the census chose it. */
	readonly memory?: SolveMemory;
	/** The larger budgets the unknown deals were solved again with, in turn (census --queue --retry-unknown). */
	readonly retried?: ReadonlyArray<{readonly budgetMs: number; readonly nodeBudget?: number}>;
	/** Every deal's outcome, in seed order. */
	readonly outcomes: DealOutcome[];
	readonly wallMs: number;
	/** Peak resident memory of the whole process (workers included), in bytes. */
	readonly peakBytes: number;
}

/**
 * Solves deals from..from+deals-1, each in a worker thread (jobs of them, each taking the next
 * unsolved deal when it finishes one), and collects the outcomes. A worker that fails makes the
 * census fail: its figures would be wrong.
 */
export async function runCensus(options: CensusOptions): Promise<CensusReport> {
	const started = Date.now();
	const rules = options.rules ?? defaultRules('shamrocks');
	const deals = options.seeds?.length ?? options.deals;
	const outcomes: DealOutcome[] = new Array(deals);
	let next = 0;
	let done = 0;
	const jobs = Math.max(1, Math.min(options.jobs, deals));
	const threads = options.threads ?? NEW_THREADS;
	const runWorker = () =>
		new Promise<void>((resolve, reject) => {
			const worker = threads.take();
			const ask = () => {
				if (next >= deals) {
					worker.off('message', onReply);
					worker.off('error', reject);
					threads.give(worker);
					resolve();
					return;
				}
				const index = next++;
				const request: WorkerRequest = {
					kind: 'deal',
					id: index,
					seed: options.seeds?.[index] ?? String(options.from + index),
					rules,
					budgetMs: options.budgetMs,
					nodeBudget: options.nodeBudget,
					maxPositions: options.memory?.maxPositions,
					play: options.play,
				};
				worker.postMessage(request);
			};
			const onReply = (reply: WorkerReply) => {
				if (reply.kind !== 'deal') {
					void worker.terminate();
					reject(new Error(reply.kind === 'failed' ? reply.message : `unexpected ${reply.kind} reply`));
					return;
				}
				outcomes[reply.id] = reply.outcome;
				done++;
				options.onDeal?.(reply.outcome, done);
				ask();
			};
			worker.on('message', onReply);
			worker.on('error', reject);
			ask();
		});
	await Promise.all(Array.from({length: jobs}, runWorker));
	return {
		rules,
		...(options.play === undefined ? {} : {play: options.play}),
		from: options.from,
		deals,
		jobs,
		budgetMs: options.budgetMs,
		...(options.nodeBudget === undefined ? {} : {nodeBudget: options.nodeBudget}),
		...(options.memory === undefined ? {} : {memory: options.memory}),
		outcomes,
		wallMs: Date.now() - started,
		peakBytes: process.resourceUsage().maxRSS * 1024,
	};
}

/** The Wilson score interval of a proportion at 95% confidence (good near 0% and 100% too). */
export function wilsonInterval(count: number, total: number): [number, number] {
	if (total === 0) return [0, 1];
	const z = 1.959964;
	const p = count / total;
	const centre = (p + (z * z) / (2 * total)) / (1 + (z * z) / total);
	const spread = (z / (1 + (z * z) / total)) * Math.sqrt((p * (1 - p)) / total + (z * z) / (4 * total * total));
	// At 0 and at the total the exact bound is 0 or 1; rounding would leave 1e-16 off it.
	return [count === 0 ? 0 : Math.max(0, centre - spread), count === total ? 1 : Math.min(1, centre + spread)];
}

/** The value below which `fraction` of the sorted values lie (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number {
	if (sorted.length === 0) return 0;
	return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];
}

function percent(value: number): string {
	return `${(value * 100).toFixed(1)}%`;
}

/** The census as the lines of its report. */
export function formatCensus(report: CensusReport): string {
	const count = (verdict: DealOutcome['verdict']) =>
		report.outcomes.filter((outcome) => outcome.verdict === verdict).length;
	const total = report.deals;
	const row = (label: string, value: number) => {
		const [low, high] = wilsonInterval(value, total);
		const share = percent(value / total).padStart(6);
		return `${label.padEnd(8)} ${String(value).padStart(7)}  ${share}   95% CI ${percent(low)} to ${percent(high)}`;
	};
	const times = report.outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
	const lines = report.outcomes
		.filter((outcome) => outcome.verdict === 'won')
		.map((outcome) => outcome.lineLength)
		.sort((a, b) => a - b);
	// Where there are redeals a deal's verdict is its first layout's: lost is no win in that layout.
	const redeals = rulesFor(report.rules.variant).redeal.redeals > 0 && report.play?.wholeGame !== true;
	const drawEarly = report.play?.drawEarly === true;
	const [median, p95] = [percentile(times, 0.5), percentile(times, 0.95)];
	return (
		[
			`${rulesName(report.rules)} census: deals ${report.from} to ${report.from + total - 1}`,
			...(redeals
				? [
						`the first layout of each deal${drawEarly ? ', the draw allowed at once' : ''}` +
							'; no win: none in that layout',
					]
				: []),
			`budget ${report.budgetMs} ms${positions(report.nodeBudget)} per deal${retried(report)}, ` +
				kept(report) +
				`${report.jobs} job${report.jobs === 1 ? '' : 's'}`,
			row('won', count('won')),
			row(redeals ? 'no win' : 'lost', count('lost')),
			row('unknown', count('unknown')),
			row('settled', count('won') + count('lost')),
			`time per deal: median ${median} ms, p95 ${p95} ms, max ${times.at(-1) ?? 0} ms`,
			lines.length === 0
				? 'winning line: none (no deal won)'
				: `winning line: median ${percentile(lines, 0.5)} moves, p95 ${percentile(lines, 0.95)}, ` +
					`max ${lines.at(-1) ?? 0}`,
			`wall time ${(report.wallMs / 1000).toFixed(1)} s, peak memory ${Math.round(report.peakBytes / 1e6)} MB`,
			...unsettledLine(report),
		].join('\n') + '\n'
	);
}

/** A position budget as the budget line says it: ` and 20000 positions`. */
export function positions(nodeBudget: number | undefined): string {
	return nodeBudget === undefined ? '' : ` and ${nodeBudget} positions`;
}

/** The positions each solve could keep, as the budget line says them (census --memory). */
function kept({memory}: CensusReport): string {
	if (memory === undefined) return '';
	const given = memory.megabytes === undefined ? '' : ` (--memory ${memory.megabytes})`;
	return `at most ${memory.maxPositions} positions kept${given}, `;
}

/** The retries of the unknown deals, as the budget line says them: ` (unknown deals again at 60000 ms)`. */
function retried({retried = []}: CensusReport): string {
	const budgets = retried.map(({budgetMs, nodeBudget}) => `${budgetMs} ms${positions(nodeBudget)}`);
	return budgets.length === 0 ? '' : ` (unknown deals again at ${budgets.join(', then ')})`;
}

/** Unsettled deals named at most, so the line stays readable after a census of many thousands. */
const MAX_NAMED_UNSETTLED = 20;

/**
 * The seeds of the deals left unknown, for whoever wants to look at them again with a longer
 * budget (`solve --seed N --budget MS`); nothing when every deal was settled.
 */
function unsettledLine({outcomes, rules, play, budgetMs, memory}: CensusReport): string[] {
	const seeds = outcomes.filter((outcome) => outcome.verdict === 'unknown').map((outcome) => outcome.seed);
	if (seeds.length === 0) return [];
	const named = seeds.slice(0, MAX_NAMED_UNSETTLED).join(' ');
	const more = seeds.length > MAX_NAMED_UNSETTLED ? ` and ${seeds.length - MAX_NAMED_UNSETTLED} more` : '';
	const options = `${rulesOptions(rules)}${play?.drawEarly === true ? ' --draw-early' : ''}`.trim();
	return [
		`unknown deals: ${named}${more}`,
		`(try shamrocks solve ${options === '' ? '' : `${options} `}--seed N --budget ${longerBudget(budgetMs)}` +
			`${memory?.megabytes === undefined ? '' : ` --memory ${memory.megabytes}`})`,
	];
}

/** A budget to suggest for a deal the census left unknown: a minute, or twice the census's own past that. */
function longerBudget(budgetMs: number): number {
	return budgetMs < HINTED_BUDGET_MS ? HINTED_BUDGET_MS : Math.min(MAX_BUDGET_MS, 2 * budgetMs);
}
const HINTED_BUDGET_MS = 60_000;

/** Deals one census may solve: days of work already, and an outcome each in memory. */
const MAX_CENSUS_DEALS = 10_000_000;

/** The deals a census command names, and how they are dealt and played (its own flags aside). */
export interface CensusDeals {
	readonly rules: DealRules;
	readonly from: number;
	readonly deals: number;
	readonly play?: DealPlay;
	/** --positions N: positions per deal at most. */
	readonly nodeBudget?: number;
}

/** `census [--variant V] [--kings K] [--draw-early] --deals N [--from S]`, read: local or queued alike. */
export function readCensusDeals(rest: readonly string[], flags: CliFlags): CensusDeals {
	if (rest.length > 0) throw new UsageError(`census takes no arguments, only options (not "${shown(rest[0])}")`);
	if (flags.deals === undefined) throw new UsageError('census needs --deals N, the number of deals to solve');
	const deals = parseCount('deals', flags.deals, 0, 1, MAX_CENSUS_DEALS);
	// Seeds stay whole numbers a double holds exactly, up to the last deal.
	const from = parseCount('from', flags.from, 1, 0, Number.MAX_SAFE_INTEGER - deals + 1);
	const rules = flagRules(flags) ?? defaultRules('shamrocks');
	checkDrawEarly(rules.variant, flags.drawEarly);
	const nodeBudget = flags.positions === undefined ? undefined : parseCount('positions', flags.positions, 0, 1);
	return {
		rules,
		from,
		deals,
		...(flags.drawEarly ? {play: {drawEarly: true}} : {}),
		...(nodeBudget === undefined ? {} : {nodeBudget}),
	};
}

/**
 * `shamrocks census --deals N [--from S] [--jobs K] [--budget MS] [--memory MB]` on this machine
 * (queue.ts: with --queue).
 */
export async function runCensusCommand(rest: readonly string[], flags: CliFlags): Promise<number> {
	const {rules, from, deals, play, nodeBudget} = readCensusDeals(rest, flags);
	const queued = flags.resume ? '--resume' : flags.retryUnknown ? '--retry-unknown' : undefined;
	if (queued !== undefined) {
		throw new UsageError(
			`${queued} is for a census through a queue (--queue redis://HOST:PORT): a local one keeps no results`,
		);
	}
	// More threads than the machine runs at once would only slow each deal under its time budget.
	const jobs = parseCount('jobs', flags.jobs, availableParallelism(), 1, availableParallelism());
	const budgetMs = parseCount('budget', flags.budget, 2000, 1, MAX_BUDGET_MS);
	const memory = parseMemory(flags, jobs);
	const progress = process.stderr.isTTY ? progressBar(deals) : undefined;
	const report = await runCensus({
		rules,
		from,
		deals,
		jobs,
		budgetMs,
		...(nodeBudget === undefined ? {} : {nodeBudget}),
		...(memory === undefined ? {} : {memory}),
		onDeal: progress,
		...(play === undefined ? {} : {play}),
	});
	if (progress !== undefined) process.stderr.write('\r\x1b[K');
	process.stdout.write(formatCensus(report));
	return 0;
}

/** A one-line progress bar on stderr, redrawn at most ten times a second. */
function progressBar(total: number): (outcome: DealOutcome, done: number) => void {
	let last = 0;
	const counts = {won: 0, lost: 0, unknown: 0, cancelled: 0};
	return (outcome, done) => {
		counts[outcome.verdict]++;
		const now = Date.now();
		if (now - last < 100 && done < total) return;
		last = now;
		const width = 30;
		const filled = Math.round((done / total) * width);
		process.stderr.write(
			`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}  ` +
				`won ${counts.won}  lost ${counts.lost}  unknown ${counts.unknown}\x1b[K`,
		);
	};
}
