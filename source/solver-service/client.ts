import {Worker} from 'node:worker_threads';
import {type DealRules, type Position, positionsEqual} from '../engine/index.js';
import {type WorkerReply, type WorkerRequest} from './protocol.js';
import {
	type Foresight,
	HINT_BUDGET_MS,
	type HintAnswer,
	type HintService,
	MAX_HINT_EFFORT,
	type WinnableDeal,
} from './types.js';

export interface HintServiceOptions {
	/**
	 * Time the solver thinks for the first hint on a position, in milliseconds (default 700); it
	 * thinks ahead for up to 2^MAX_HINT_EFFORT times as long (11.2 s by default).
	 */
	readonly budgetMs?: number;
	/**
	 * How long a request may go unanswered before the worker is taken for hung, terminated and
	 * replaced (default: its time plus 3 s for a thought or a hint, 60 s for a winnable deal).
	 */
	readonly watchdogMs?: number;
	/**
	 * Whether the solver's thread yields the processor to the keys (niceness 10 on Linux; default
	 * true, as the game wants). A test that waits on a verdict turns it off: a time budget at low
	 * priority on a busy machine gets next to no processor, so the verdict would hang on the load.
	 */
	readonly behindKeys?: boolean;
}

/** The hint budget at effort 0: the game's first h on a position. */
export const DEFAULT_BUDGET_MS = HINT_BUDGET_MS;
const HINT_GRACE_MS = 3000;
const WINNABLE_WATCHDOG_MS = 60_000;

/** The compiled worker, beside this file in dist/. */
export const WORKER_URL = new URL('./worker.js', import.meta.url);

/**
 * A small young generation for solver threads: the search keeps its positions in typed arrays
 * (outside the JS heap) and makes short-lived garbage, which V8's default 48 MB young generation
 * lets pile up per thread. Measured on census 1..1000 with 2 workers: peak memory 323 MB with the
 * default, 293 MB with 16 MB, 251 MB with 8 MB, same verdicts and median time.
 */
export const WORKER_OPTIONS = {resourceLimits: {maxYoungGenerationSizeMb: 8}} as const;

interface Pending {
	readonly settle: (reply: WorkerReply) => void;
	readonly fail: (error: Error) => void;
	readonly timer: NodeJS.Timeout;
}

function cancelFlag(): Int32Array {
	return new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
}

/** The thought going on in the worker, about the last position of `history`. */
interface Thought {
	readonly id: number;
	readonly history: readonly Position[];
	readonly cancel: Int32Array;
	listener: ((news: Foresight) => void) | undefined;
	/** The last thing it said, handed to a listener that comes late. */
	said: Foresight | undefined;
	/** Its answer, once it is over. */
	ended: HintAnswer | undefined;
	/** How long it had thought when h was last told "not settled": h again waits for twice that. */
	answeredMs: number;
}

/** The same positions, oldest first (the game hands the same position objects again; a test may hand equal copies). */
function sameHistory(a: readonly Position[], b: readonly Position[]): boolean {
	if (a.length !== b.length) return false;
	for (let index = a.length - 1; index >= 0; index--)
		if (a[index] !== b[index] && !positionsEqual(a[index], b[index])) return false;
	return true;
}

/** An answer from a thought that is over: asking again will not change it. */
function finalAnswer(answer: HintAnswer): HintAnswer {
	return answer.verdict === 'unknown' || answer.verdict === 'lost' ? {...answer, final: true} : answer;
}

/**
 * The hint service on a worker thread. The worker thinks about one position at a time, the
 * latest the game sent (`think`), for up to the longest hint's time; a hint is answered from that
 * thought. A thought about a new position drops the one before (its cancel flag stops the solver
 * within a millisecond), and a new hint the hint before (which resolves `cancelled` at once). The
 * worker is started on first use; when it crashes or does not answer within the watchdog time,
 * it is terminated, every pending call rejects with a message for the player, and the next call
 * starts a fresh one. While nothing is pending the worker is unref'd, so an idle or closed
 * service never keeps the process alive.
 */
class WorkerHintService implements HintService {
	private worker: Worker | undefined;
	private readonly pending = new Map<number, Pending>();
	private nextId = 1;
	private thought: Thought | undefined;
	private currentAsk: number | undefined;
	private closed = false;
	private readonly budgetMs: number;
	private readonly longestMs: number;

	constructor(private readonly options: HintServiceOptions) {
		this.budgetMs = options.budgetMs ?? DEFAULT_BUDGET_MS;
		this.longestMs = this.budgetMs * 2 ** MAX_HINT_EFFORT;
	}

	think(history: readonly Position[], listener?: (news: Foresight) => void): void {
		if (this.closed || history.length === 0) return;
		const going = this.thought;
		if (going !== undefined && sameHistory(going.history, history)) {
			if (listener === undefined) return;
			going.listener = listener;
			if (going.said !== undefined) listener(going.said);
			return;
		}
		this.dropThought();
		const id = this.nextId++;
		const cancel = cancelFlag();
		const thought: Thought = {id, history, cancel, listener, said: undefined, ended: undefined, answeredMs: 0};
		this.thought = thought;
		const watchdog = this.options.watchdogMs ?? this.longestMs + HINT_GRACE_MS;
		this.send({kind: 'think', id, history, budgetMs: this.longestMs, cancel}, watchdog).then(
			(reply) => {
				if (reply.kind !== 'thought') return;
				thought.ended = reply.answer;
				this.tell(thought, {verdict: reply.verdict, answer: finalAnswer(reply.answer)});
			},
			(error: unknown) => {
				if (this.thought === thought) this.thought = undefined;
				this.tell(thought, {verdict: 'failed', error: (error as Error).message});
			},
		);
	}

	async hint(history: readonly Position[], effort = 0): Promise<HintAnswer> {
		if (this.closed || history.length === 0) return {verdict: 'cancelled'};
		this.think(history);
		const thought = this.thought;
		if (thought === undefined) return {verdict: 'cancelled'};
		this.cancelCurrentAsk();
		if (thought.ended !== undefined) return finalAnswer(thought.ended);
		const thoughtMs = Math.min(
			this.longestMs,
			Math.max(this.budgetMs * 2 ** Math.min(Math.max(effort, 0), MAX_HINT_EFFORT), 2 * thought.answeredMs),
		);
		const id = this.nextId++;
		this.currentAsk = id;
		const reply = await this.send(
			{kind: 'ask', id, think: thought.id, thoughtMs},
			this.options.watchdogMs ?? thoughtMs + HINT_GRACE_MS,
		);
		if (this.currentAsk === id) this.currentAsk = undefined;
		if (reply.kind !== 'hint') return {verdict: 'cancelled'};
		const answer = reply.final ? finalAnswer(reply.answer) : reply.answer;
		// An answer from a thought still going on (not settled, or a look-back not done: its undo may
		// name an earlier winnable position than the latest) is bettered by waiting: h again waits longer.
		if (!reply.final && (answer.verdict === 'unknown' || answer.verdict === 'lost'))
			thought.answeredMs = Math.max(thought.answeredMs, answer.thoughtMs ?? 0);
		return answer;
	}

	async winnableDeal(seed: string, rules: DealRules): Promise<WinnableDeal> {
		if (this.closed) throw new Error('The solver has been shut down.');
		const id = this.nextId++;
		const cancel = cancelFlag();
		const reply = await this.send(
			{kind: 'winnable', id, seed, rules, cancel},
			this.options.watchdogMs ?? WINNABLE_WATCHDOG_MS,
		);
		if (reply.kind !== 'winnable' || reply.seed === undefined || reply.position === undefined)
			throw new Error('The search for a winnable deal was stopped.');
		return {seed: reply.seed, position: reply.position};
	}

	async close(): Promise<void> {
		this.closed = true;
		this.dropThought();
		for (const id of [...this.pending.keys()])
			this.abandon(id, {kind: 'hint', id, answer: {verdict: 'cancelled'}, final: false});
		const worker = this.worker;
		this.worker = undefined;
		if (worker !== undefined) await worker.terminate();
	}

	/** Stops the thought going on (its flag stops the solver), and the hint waiting for it. */
	private dropThought(): void {
		const thought = this.thought;
		if (thought === undefined) return;
		this.thought = undefined;
		thought.listener = undefined;
		Atomics.store(thought.cancel, 0, 1);
		this.finish(thought.id);
		this.cancelCurrentAsk();
	}

	private tell(thought: Thought, news: Foresight): void {
		thought.said = news;
		thought.listener?.(news);
	}

	private send(request: WorkerRequest, watchdogMs: number): Promise<WorkerReply> {
		const worker = this.ensureWorker();
		return new Promise((resolve, reject) => {
			const timer = setTimeout(
				() => this.replace(worker, 'The solver stopped responding and was restarted; ask again.'),
				watchdogMs,
			);
			timer.unref();
			this.pending.set(request.id, {settle: resolve, fail: reject, timer});
			worker.ref();
			worker.postMessage(request);
		});
	}

	/** Settles a pending request now (a hint as cancelled; anything else rejects). */
	/** The hint asked for last, if still unanswered, answered as cancelled (a newer one, or its thought dropped). */
	private cancelCurrentAsk(): void {
		if (this.currentAsk === undefined) return;
		this.abandon(this.currentAsk, {
			kind: 'hint',
			id: this.currentAsk,
			answer: {verdict: 'cancelled'},
			final: false,
		});
	}

	private abandon(id: number, reply: WorkerReply): void {
		const pending = this.finish(id);
		if (pending === undefined) return;
		if (this.currentAsk === id) this.currentAsk = undefined;
		if (reply.kind === 'hint') pending.settle(reply);
		else pending.fail(new Error('The request was cancelled.'));
	}

	private finish(id: number): Pending | undefined {
		const pending = this.pending.get(id);
		if (pending === undefined) return undefined;
		clearTimeout(pending.timer);
		this.pending.delete(id);
		if (this.pending.size === 0) this.worker?.unref();
		return pending;
	}

	private ensureWorker(): Worker {
		if (this.worker !== undefined) return this.worker;
		const worker = new Worker(WORKER_URL, {
			...WORKER_OPTIONS,
			workerData: {behindKeys: this.options.behindKeys ?? true},
		});
		worker.on('message', (reply: WorkerReply) => this.receive(reply));
		worker.on('error', () => this.replace(worker, 'The solver crashed and was restarted; ask again.'));
		worker.on('exit', () => this.replace(worker, 'The solver stopped unexpectedly and was restarted; ask again.'));
		worker.unref();
		this.worker = worker;
		return worker;
	}

	private receive(reply: WorkerReply): void {
		// News goes on while its thought does; news of a thought dropped is for nobody.
		if (reply.kind === 'news') {
			if (this.thought?.id === reply.id) this.tell(this.thought, {verdict: reply.verdict});
			return;
		}
		// A reply to a request already settled (cancelled, replaced) finds nothing and is dropped.
		const pending = this.finish(reply.id);
		if (pending === undefined) return;
		if (reply.kind === 'failed') pending.fail(new Error(`The solver failed: ${reply.message}`));
		else pending.settle(reply);
	}

	/** Drops a dead or hung worker: every pending call rejects; the next call starts a new worker. */
	private replace(worker: Worker, message: string): void {
		if (this.worker !== worker) return;
		this.worker = undefined;
		void worker.terminate();
		// Its thought went with it (its listener hears so); the next position starts another.
		this.thought = undefined;
		this.currentAsk = undefined;
		for (const id of [...this.pending.keys()]) this.finish(id)?.fail(new Error(message));
	}
}

/** The hint service the UI uses: the solver on a worker thread. */
export function createHintService(options: HintServiceOptions = {}): HintService {
	return new WorkerHintService(options);
}
