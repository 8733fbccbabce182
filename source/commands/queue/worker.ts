import {hostname} from 'node:os';
import {UnrecoverableError, Worker} from 'bullmq';
import {type Redis} from 'ioredis';
import {shown} from '../../engine/index.js';
import {type SolverThreads, runCensus, threadPool} from '../census.js';
import {BULL_PREFIX, type Chunk, type ChunkResult, KEYS, QUEUE_NAME, keptDeal, readChunk} from './chunk.js';
import {type QueueAddress, openQueue} from './connection.js';

/**
 * How long a chunk stays a worker's without word from it: BullMQ renews the lock every half of
 * this while the worker lives (its threads solve, its main thread stays free), and a worker
 * killed loses its chunks to another worker once the lock is out and the stalled check comes.
 */
const LOCK_MS = 10_000;
const STALLED_CHECK_MS = 5000;
/** A chunk taken back from a dead worker this often is still tried again: a death is never its fault. */
const MAX_STALLED = 1000;

export interface WorkerOptions {
	readonly address: QueueAddress;
	readonly jobs: number;
	/** Told of a job that is no chunk of ours (then the worker stops, and the job stays failed in the queue). */
	/** Told once the worker is connected and takes chunks. */
	readonly onReady: () => void;
	readonly onMalformed: (message: string) => void;
}

/** Solves one chunk in a thread of its own, and keeps its results where the census reads them. */
async function solveChunk(redis: Redis, chunk: Chunk, jobs: number, threads: SolverThreads): Promise<void> {
	const startedAt = Date.now();
	const report = await runCensus({
		rules: chunk.rules,
		from: 0,
		deals: chunk.seeds.length,
		seeds: chunk.seeds,
		jobs: 1,
		threads,
		budgetMs: chunk.budgetMs,
		...(chunk.nodeBudget === undefined ? {} : {nodeBudget: chunk.nodeBudget}),
		...(chunk.play === undefined ? {} : {play: chunk.play}),
	});
	const result: ChunkResult = {
		worker: `${hostname()}/${process.pid}`,
		jobs,
		startedAt,
		finishedAt: Date.now(),
		peakBytes: report.peakBytes,
		deals: report.outcomes.map(keptDeal),
	};
	// One field per chunk: a chunk solved twice (its first worker thought dead) is counted once.
	await redis.hset(KEYS.results(chunk.census, chunk.round), String(chunk.index), JSON.stringify(result));
}

/**
 * Takes chunks from the queue, `jobs` at a time, until stopped. Resolves with the exit status
 * once it stops on a malformed job (1); else it runs until the process is ended.
 */
export async function runQueueWorker(options: WorkerOptions): Promise<number> {
	const redis = await openQueue(options.address);
	const blocking = await openQueue(options.address, true);
	let malformed: string | undefined;
	// Each chunk solved in one of the worker's own threads, kept warm from chunk to chunk.
	const threads = threadPool();
	const worker = new Worker(
		QUEUE_NAME,
		async (job) => {
			const chunk = readChunk(job.data);
			if (typeof chunk === 'string') {
				malformed = `job ${shown(job.id ?? '?')} in the queue is not a census chunk (${chunk})`;
				throw new UnrecoverableError(malformed);
			}
			await solveChunk(redis, chunk, options.jobs, threads);
		},
		{
			connection: blocking,
			prefix: BULL_PREFIX,
			concurrency: options.jobs,
			lockDuration: LOCK_MS,
			stalledInterval: STALLED_CHECK_MS,
			maxStalledCount: MAX_STALLED,
			// Started below, once it listens for the chunks that fail.
			autorun: false,
		},
	);
	let stopping = false;
	const stopped = new Promise<number>((resolve) => {
		worker.on('failed', (job, error) => {
			if (malformed !== undefined) {
				if (stopping) return;
				stopping = true;
				options.onMalformed(`${malformed}; it is kept in the queue's failed jobs`);
				void worker.close(true).finally(() => resolve(1));
				return;
			}
			const chunk = job === undefined ? undefined : readChunk(job.data);
			if (chunk === undefined || typeof chunk === 'string') return;
			if (job === undefined || job.attemptsMade < (job.opts.attempts ?? 1)) return;
			// Tried as often as it may be: the census waiting for it says so, and --resume tries again.
			void redis.hset(KEYS.failures(chunk.census), `${chunk.round}/${chunk.index}`, error.message.slice(0, 300));
		});
		worker.on('error', () => {
			// A lost connection: BullMQ and ioredis connect again by themselves.
		});
	});
	const running = worker.run();
	// Closed on a malformed job, the worker's loop may stop on its closed connection: that is no news.
	const ended = running.then(
		() => stopped,
		(error: unknown) => (stopping ? stopped : Promise.reject(error)),
	);
	try {
		// A malformed job already waiting may stop the worker before it is even ready.
		await Promise.race([worker.waitUntilReady(), stopped]);
		if (!stopping) options.onReady();
		return await Promise.race([stopped, ended]);
	} finally {
		await threads.close();
		blocking.disconnect();
		redis.disconnect();
	}
}
