import {createHash} from 'node:crypto';
import {Queue} from 'bullmq';
import {type Redis} from 'ioredis';
import {type DealRules, shown} from '../../engine/index.js';
import {type DealOutcome, type DealPlay} from '../../solver-service/protocol.js';
import {type CensusReport, positions} from '../census.js';
import {UsageError} from '../errors.js';
import {BULL_PREFIX, type Chunk, type ChunkResult, KEYS, QUEUE_NAME, QUEUE_VERSION} from './chunk.js';
import {type QueueAddress, openQueue} from './connection.js';

export interface QueuedCensusOptions {
	readonly address: QueueAddress;
	readonly rules: DealRules;
	readonly play?: DealPlay;
	readonly from: number;
	readonly deals: number;
	/** The time budget per deal; for a retry, the new one. Undefined: the census's own (or 2000 ms). */
	readonly budgetMs?: number;
	/** Positions per deal (tests and benchmarks: verdicts that do not depend on the load). */
	readonly nodeBudget?: number;
	readonly resume?: boolean;
	readonly retryUnknown?: boolean;
	/** Told the deals settled so far, each time more are. */
	readonly onProgress?: (settled: number, total: number) => void;
}

/** What a census in the queue was started with, kept beside its results. */
interface Settings {
	readonly version: number;
	readonly rules: DealRules;
	readonly play?: DealPlay;
	readonly from: number;
	readonly deals: number;
	readonly chunkSize: number;
	readonly budgetMs: number;
	readonly nodeBudget?: number;
	/** Its retries of the unknown deals, in the order they were (last) run. */
	readonly retries: readonly Retry[];
}

const DEFAULT_BUDGET_MS = 2000;
/** Deals per chunk: small enough that a worker killed loses little work, enough to keep the queue short. */
const MAX_CHUNK = 100;
/** How often the census looks at the queue while it waits. */
const POLL_MS = 250;
/** A chunk whose worker throws (a bug, a thread gone) is tried this often in all, by any worker. */
const ATTEMPTS = 3;

/**
 * The census's name in the queue: a digest of what makes its deals (version, rules, play, seeds).
 * Two censuses of other deals never share a key; the same deals under another budget are refused.
 */
function censusKey(options: QueuedCensusOptions): string {
	const identity = {version: QUEUE_VERSION, rules: options.rules, play: options.play ?? {}, from: options.from};
	const text = JSON.stringify({...identity, deals: options.deals});
	return createHash('sha256').update(text).digest('hex').slice(0, 20);
}

/**
 * Runs a census through the queue at `address`: queues the chunks its results lack, waits for
 * the workers to solve them, and rebuilds the report from the results kept in the queue.
 */
export async function runQueuedCensus(options: QueuedCensusOptions): Promise<CensusReport> {
	const redis = await openQueue(options.address);
	// BullMQ leaves a connection it is given open when it closes: this one is closed below.
	const connection = redis.duplicate();
	const queue = new Queue(QUEUE_NAME, {connection, prefix: BULL_PREFIX});
	try {
		const census = censusKey(options);
		const settings = await takeSettings(redis, census, options);
		const first = Array.from({length: options.deals}, (_, index) => String(options.from + index));
		await runRound(redis, queue, census, 'first', first, settings, options);
		const retries =
			options.retryUnknown === true ? await retryUnknown(redis, queue, census, settings, options) : [];
		const done = {
			...settings,
			retries: [...settings.retries.filter((retry) => !retries.includes(retry)), ...retries],
		};
		return reportOf(done, await roundsOf(redis, census, done));
	} finally {
		await queue.close();
		connection.disconnect();
		redis.disconnect();
	}
}

/** A retry of the unknown deals: its budgets, which name its round. */
interface Retry {
	readonly budgetMs: number;
	readonly nodeBudget?: number;
}

const roundOf = ({budgetMs, nodeBudget}: Retry) =>
	`retry-${budgetMs}${nodeBudget === undefined ? '' : `-${nodeBudget}`}`;

/**
 * Solves the deals still unknown again, with the options' budgets (a round of its own, resumed
 * like the first); the retries as the settings now list them, this one last.
 */
async function retryUnknown(
	redis: Redis,
	queue: Queue,
	census: string,
	settings: Settings,
	options: QueuedCensusOptions,
): Promise<Retry[]> {
	const budgetMs = options.budgetMs ?? settings.budgetMs;
	const nodeBudget = options.nodeBudget ?? settings.nodeBudget;
	const retry: Retry = {budgetMs, ...(nodeBudget === undefined ? {} : {nodeBudget})};
	const round = roundOf(retry);
	const before = settings.retries.filter((earlier) => roundOf(earlier) !== round);
	const seeds = await retrySeeds(
		redis,
		census,
		round,
		merged(settings, await roundsOf(redis, census, {...settings, retries: before})),
	);
	const retries = [...before, retry];
	await redis.set(KEYS.settings(census), JSON.stringify({...settings, retries}));
	if (seeds.length > 0) await runRound(redis, queue, census, round, seeds, {...settings, ...retry}, options);
	return retries;
}

/** The census's settings: new ones for a new census; for one in the queue, its own, if the options agree. */
async function takeSettings(redis: Redis, census: string, options: QueuedCensusOptions): Promise<Settings> {
	const fresh: Settings = {
		version: QUEUE_VERSION,
		rules: options.rules,
		...(options.play === undefined ? {} : {play: options.play}),
		from: options.from,
		deals: options.deals,
		chunkSize: Math.max(1, Math.min(MAX_CHUNK, Math.ceil(options.deals / 100))),
		budgetMs: options.budgetMs ?? DEFAULT_BUDGET_MS,
		...(options.nodeBudget === undefined ? {} : {nodeBudget: options.nodeBudget}),
		retries: [],
	};
	const taken = options.resume !== true && options.retryUnknown !== true;
	if (taken && (await redis.set(KEYS.settings(census), JSON.stringify(fresh), 'NX')) === 'OK') return fresh;
	const kept = await redis.get(KEYS.settings(census));
	const at = options.address.shown;
	if (kept === null) {
		throw new UsageError(`no census of these deals is in the queue at ${at} (start it without --resume)`);
	}
	const settings = JSON.parse(kept) as Settings;
	if (taken) {
		throw new UsageError(
			`a census of these deals is in the queue at ${at} already, budget ${settings.budgetMs} ms per deal ` +
				'(--resume takes it up, --retry-unknown --budget MS solves its unknown deals again)',
		);
	}
	const differs =
		(options.budgetMs !== undefined && options.budgetMs !== settings.budgetMs) ||
		(options.nodeBudget !== undefined && options.nodeBudget !== settings.nodeBudget);
	if (options.resume === true && differs) {
		throw new UsageError(
			`the census of these deals in the queue at ${at} has a budget of ${settings.budgetMs} ms` +
				`${positions(settings.nodeBudget)} per deal: ` +
				'resume it with that budget (one census never mixes budgets), or give --retry-unknown',
		);
	}
	return settings;
}

/** The seeds a retry round solves: fixed when it first starts, so that it can be resumed. */
async function retrySeeds(redis: Redis, census: string, round: string, outcomes: DealOutcome[]): Promise<string[]> {
	const key = KEYS.retrySeeds(census, round);
	const unknown = outcomes.filter((outcome) => outcome.verdict === 'unknown').map((outcome) => outcome.seed);
	await redis.set(key, JSON.stringify(unknown), 'NX');
	return JSON.parse((await redis.get(key)) ?? '[]') as string[];
}

/** Queues the chunks of `seeds` that have no result yet and waits until every chunk has one. */
async function runRound(
	redis: Redis,
	queue: Queue,
	census: string,
	round: string,
	seeds: readonly string[],
	settings: Settings,
	options: QueuedCensusOptions,
): Promise<Map<number, ChunkResult>> {
	const resultsKey = KEYS.results(census, round);
	const chunks = Math.ceil(seeds.length / settings.chunkSize);
	const have = new Set((await redis.hkeys(resultsKey)).map(Number));
	const missing = Array.from({length: chunks}, (_, index) => index).filter((index) => !have.has(index));
	const jobs = [];
	for (const index of missing) {
		const jobId = `${census}-${round}-${index}`;
		// A chunk failed for good before (kept in BullMQ's failed set) is tried again on resume.
		const old = await queue.getJob(jobId);
		if (old !== undefined && (await old.isFailed())) await old.remove();
		const chunk: Chunk = {
			version: QUEUE_VERSION,
			census,
			round,
			index,
			seeds: seeds.slice(index * settings.chunkSize, (index + 1) * settings.chunkSize),
			rules: settings.rules,
			...(settings.play === undefined ? {} : {play: settings.play}),
			budgetMs: settings.budgetMs,
			...(settings.nodeBudget === undefined ? {} : {nodeBudget: settings.nodeBudget}),
		};
		const opts = {jobId, attempts: ATTEMPTS, removeOnComplete: true, removeOnFail: false};
		jobs.push({name: 'chunk', data: chunk, opts});
	}
	if (missing.length > 0) await redis.hdel(KEYS.failures(census), ...missing.map((index) => `${round}/${index}`));
	for (let start = 0; start < jobs.length; start += 1000) await queue.addBulk(jobs.slice(start, start + 1000));
	return waitForRound(redis, census, round, seeds.length, settings.chunkSize, options);
}

async function waitForRound(
	redis: Redis,
	census: string,
	round: string,
	deals: number,
	chunkSize: number,
	options: QueuedCensusOptions,
): Promise<Map<number, ChunkResult>> {
	const chunks = Math.ceil(deals / chunkSize);
	const last = chunks - 1;
	let shownSettled = -1;
	for (;;) {
		const [count, lastDone, failures] = await Promise.all([
			redis.hlen(KEYS.results(census, round)),
			redis.hexists(KEYS.results(census, round), String(last)),
			redis.hgetall(KEYS.failures(census)),
		]);
		const failed = Object.entries(failures).find(([name]) => name.startsWith(`${round}/`));
		if (failed !== undefined) {
			throw new UsageError(
				`chunk ${failed[0].split('/')[1]} of the census failed in a worker (${shown(failed[1])}); ` +
					'the results so far are kept: --resume tries it again',
			);
		}
		const settled = count * chunkSize - (lastDone === 1 ? chunkSize * chunks - deals : 0);
		if (settled !== shownSettled) options.onProgress?.(settled, deals);
		shownSettled = settled;
		if (count >= chunks) return readRound(redis, census, round);
		await new Promise((resolve) => setTimeout(resolve, POLL_MS));
	}
}

async function readRound(redis: Redis, census: string, round: string): Promise<Map<number, ChunkResult>> {
	const all = await redis.hgetall(KEYS.results(census, round));
	return new Map(Object.entries(all).map(([index, text]) => [Number(index), JSON.parse(text) as ChunkResult]));
}

/** Every round's results, the first round first and the retries in the order they were run. */
async function roundsOf(redis: Redis, census: string, settings: Settings): Promise<Array<Map<number, ChunkResult>>> {
	const rounds = ['first', ...settings.retries.map(roundOf)];
	return Promise.all(rounds.map((round) => readRound(redis, census, round)));
}

/** Each deal's last outcome, in seed order: a retry's outcome stands in for the deal's first one. */
function merged(settings: Settings, rounds: ReadonlyArray<Map<number, ChunkResult>>): DealOutcome[] {
	const bySeed = new Map<string, DealOutcome>();
	for (const round of rounds) {
		const indices = [...round.keys()].sort((a, b) => a - b);
		for (const index of indices) for (const deal of round.get(index)?.deals ?? []) bySeed.set(deal.seed, deal);
	}
	return Array.from({length: settings.deals}, (_, index) => {
		const seed = String(settings.from + index);
		return bySeed.get(seed) ?? {seed, verdict: 'unknown', nodes: 0, ms: 0, lineLength: 0};
	});
}

/**
 * The wall time of a census in the queue: the time some worker was solving one of its chunks
 * (the union of the chunks' spans), so that a census stopped and resumed a day later does not
 * count the day. Spans from several machines assume their clocks agree, as NTP keeps them.
 */
function busyMs(chunks: readonly ChunkResult[]): number {
	const spans = chunks.map((chunk) => [chunk.startedAt, chunk.finishedAt]).sort((a, b) => a[0] - b[0]);
	let total = 0;
	let end = -Infinity;
	for (const [start, finish] of spans) {
		total += Math.max(0, finish - Math.max(start, end));
		end = Math.max(end, finish);
	}
	return total;
}

/** The report a local census of the same deals gives, from the results kept in the queue. */
function reportOf(settings: Settings, rounds: ReadonlyArray<Map<number, ChunkResult>>): CensusReport {
	const chunks = rounds.flatMap((round) => [...round.values()]);
	const workers = new Map(chunks.map((chunk) => [chunk.worker, chunk.jobs]));
	return {
		rules: settings.rules,
		...(settings.play === undefined ? {} : {play: settings.play}),
		from: settings.from,
		deals: settings.deals,
		jobs: [...workers.values()].reduce((sum, jobs) => sum + jobs, 0),
		budgetMs: settings.budgetMs,
		...(settings.nodeBudget === undefined ? {} : {nodeBudget: settings.nodeBudget}),
		...(settings.retries.length === 0 ? {} : {retried: settings.retries}),
		outcomes: merged(settings, rounds),
		wallMs: busyMs(chunks),
		peakBytes: Math.max(0, ...chunks.map((chunk) => chunk.peakBytes)),
	};
}
