import {type DealRules, parseDealRules} from '../../engine/index.js';
import {type DealOutcome, type DealPlay} from '../../solver-service/protocol.js';

/**
 * What goes through the queue: chunks of a census's deals, and what a worker keeps of each deal.
 * QUEUE_VERSION names the shape of all of it (chunks, results, keys): bumped whenever one changes,
 * so that a census or a worker of another version refuses the queue instead of misreading it.
 */
export const QUEUE_VERSION = 1;

/** BullMQ's prefix for its own keys, and the one queue every census shares. */
export const BULL_PREFIX = 'shamrocks';
export const QUEUE_NAME = 'census';

/** Our own keys, beside BullMQ's. */
export const KEYS = {
	version: 'shamrocks-census:version',
	settings: (census: string) => `shamrocks-census:${census}:settings`,
	/** A hash: chunk index -> ChunkResult (JSON), one per round (`first`, `retry-60000`). */
	results: (census: string, round: string) => `shamrocks-census:${census}:${round}`,
	/** The seeds a retry round solves again, fixed when it starts (a list). */
	retrySeeds: (census: string, round: string) => `shamrocks-census:${census}:${round}:seeds`,
	/** A hash: `round/index` -> why the chunk failed for good in a worker. */
	failures: (census: string) => `shamrocks-census:${census}:failures`,
} as const;

export interface Chunk {
	readonly version: number;
	/** The census it belongs to (census-queue.ts: a digest of its deals and rules). */
	readonly census: string;
	readonly round: string;
	readonly index: number;
	readonly seeds: readonly string[];
	readonly rules: DealRules;
	readonly play?: DealPlay;
	readonly budgetMs: number;
	readonly nodeBudget?: number;
}

/** One deal as a worker keeps it: enough to rebuild the report and pick the unknown deals out. */
export interface KeptDeal {
	readonly seed: string;
	readonly verdict: DealOutcome['verdict'];
	readonly nodes: number;
	readonly ms: number;
	readonly lineLength: number;
	/** Which of the solver's searches settled it (absent when unknown). */
	readonly settledBy?: string;
}

export interface ChunkResult {
	/** hostname/pid of the worker process, and its threads. */
	readonly worker: string;
	readonly jobs: number;
	/** When the worker took the chunk and when it had solved it (its clock, in ms). */
	readonly startedAt: number;
	readonly finishedAt: number;
	/** Peak resident memory of that worker process so far, in bytes. */
	readonly peakBytes: number;
	readonly deals: readonly KeptDeal[];
}

export function keptDeal(outcome: DealOutcome): KeptDeal {
	const {seed, verdict, nodes, ms, lineLength, settledBy} = outcome;
	return {seed, verdict, nodes, ms, lineLength, ...(settledBy === undefined ? {} : {settledBy})};
}

const isWhole = (value: unknown, minimum: number): value is number =>
	typeof value === 'number' && Number.isSafeInteger(value) && value >= minimum;
const isName = (value: unknown): value is string => typeof value === 'string' && /^[\w.-]{1,100}$/.test(value);

/**
 * A job's data read as a chunk, or why it is not one: a worker takes nothing on trust from the
 * queue (a chunk of another program, or hand-made, must fail alone, not crash the worker).
 */
export function readChunk(data: unknown): Chunk | string {
	if (typeof data !== 'object' || data === null) return 'not an object';
	const chunk = data as Record<string, unknown>;
	if (chunk['version'] !== QUEUE_VERSION) return `version ${String(chunk['version'])}, not ${QUEUE_VERSION}`;
	if (!isName(chunk['census']) || !isName(chunk['round'])) return 'no census or round named';
	if (!isWhole(chunk['index'], 0)) return 'no chunk index';
	const seeds = chunk['seeds'];
	if (!Array.isArray(seeds) || seeds.length === 0 || seeds.length > 100_000) return 'no seeds';
	if (!seeds.every((seed) => typeof seed === 'string' && seed.length > 0 && seed.length <= 200)) return 'a bad seed';
	const rules = chunk['rules'] as Partial<Record<string, unknown>> | undefined;
	if (typeof rules?.['variant'] !== 'string' || typeof rules['kings'] !== 'string') return 'no rules';
	const parsed = parseDealRules(rules['variant'], rules['kings']);
	if (!parsed.ok) return parsed.error;
	if (!isWhole(chunk['budgetMs'], 1)) return 'no time budget';
	if (chunk['nodeBudget'] !== undefined && !isWhole(chunk['nodeBudget'], 1)) return 'a bad position budget';
	const play = chunk['play'] as Partial<Record<string, unknown>> | undefined;
	if (play !== undefined && (typeof play !== 'object' || play === null)) return 'a bad way of play';
	const drawEarly = play?.['drawEarly'] === true;
	const wholeGame = play?.['wholeGame'] === true;
	return {
		version: QUEUE_VERSION,
		census: chunk['census'],
		round: chunk['round'],
		index: chunk['index'],
		seeds: seeds as string[],
		rules: parsed.value,
		...(drawEarly || wholeGame
			? {play: {...(drawEarly ? {drawEarly} : {}), ...(wholeGame ? {wholeGame} : {})}}
			: {}),
		budgetMs: chunk['budgetMs'],
		...(chunk['nodeBudget'] === undefined ? {} : {nodeBudget: chunk['nodeBudget'] as number}),
	};
}
