import {Worker} from 'node:worker_threads';
import {type DealRules, type Position} from '../engine/index.js';
import {type WorkerReply, type WorkerRequest} from './protocol.js';
import {type HintAnswer, type HintService, MAX_HINT_EFFORT, type WinnableDeal} from './types.js';

export interface HintServiceOptions {
	/** Time the solver may spend on one hint at effort 0, in milliseconds (default 700). */
	readonly budgetMs?: number;
	/**
	 * How long a request may go unanswered before the worker is taken for hung, terminated and
	 * replaced (default: the budget plus 3 s for a hint, 60 s for a winnable deal).
	 */
	readonly watchdogMs?: number;
}

/** The hint budget at effort 0: the game's first h on a position. */
export const DEFAULT_BUDGET_MS = 700;
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
	readonly cancel: Int32Array;
}

function cancelFlag(): Int32Array {
	return new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
}

/**
 * The hint service on a worker thread. Requests go to one worker, which answers them in order.
 * A new hint cancels the earlier one (it resolves `cancelled` at once and its flag stops the
 * solver within a millisecond). The worker is started on first use; when it crashes or does not
 * answer within the watchdog time, it is terminated, every pending call rejects with a message
 * for the player, and the next call starts a fresh one. While nothing is pending the worker is
 * unref'd, so an idle or closed service never keeps the process alive.
 */
class WorkerHintService implements HintService {
	private worker: Worker | undefined;
	private readonly pending = new Map<number, Pending>();
	private nextId = 1;
	private currentHint: number | undefined;
	private closed = false;
	private readonly budgetMs: number;

	constructor(private readonly options: HintServiceOptions) {
		this.budgetMs = options.budgetMs ?? DEFAULT_BUDGET_MS;
	}

	async hint(history: readonly Position[], effort = 0): Promise<HintAnswer> {
		if (this.closed || history.length === 0) return {verdict: 'cancelled'};
		if (this.currentHint !== undefined) this.abandon(this.currentHint, {kind: 'hint', id: this.currentHint, answer: {verdict: 'cancelled'}});
		const id = this.nextId++;
		this.currentHint = id;
		const cancel = cancelFlag();
		const budgetMs = this.budgetMs * 2 ** Math.min(Math.max(effort, 0), MAX_HINT_EFFORT);
		const watchdog = this.options.watchdogMs ?? budgetMs + HINT_GRACE_MS;
		const reply = await this.send({kind: 'hint', id, history, budgetMs, cancel}, cancel, watchdog);
		if (this.currentHint === id) this.currentHint = undefined;
		return reply.kind === 'hint' ? reply.answer : {verdict: 'cancelled'};
	}

	async winnableDeal(seed: string, rules: DealRules): Promise<WinnableDeal> {
		if (this.closed) throw new Error('The solver has been shut down.');
		const id = this.nextId++;
		const cancel = cancelFlag();
		const reply = await this.send({kind: 'winnable', id, seed, rules, cancel}, cancel, this.options.watchdogMs ?? WINNABLE_WATCHDOG_MS);
		if (reply.kind !== 'winnable' || reply.seed === undefined || reply.position === undefined) throw new Error('The search for a winnable deal was stopped.');
		return {seed: reply.seed, position: reply.position};
	}

	async close(): Promise<void> {
		this.closed = true;
		for (const id of [...this.pending.keys()]) this.abandon(id, {kind: 'hint', id, answer: {verdict: 'cancelled'}});
		const worker = this.worker;
		this.worker = undefined;
		if (worker !== undefined) await worker.terminate();
	}

	private send(request: WorkerRequest, cancel: Int32Array, watchdogMs: number): Promise<WorkerReply> {
		const worker = this.ensureWorker();
		return new Promise((resolve, reject) => {
			const timer = setTimeout(() => this.replace(worker, 'The solver stopped responding and was restarted; ask again.'), watchdogMs);
			timer.unref();
			this.pending.set(request.id, {settle: resolve, fail: reject, timer, cancel});
			worker.ref();
			worker.postMessage(request);
		});
	}

	/** Settles a pending request now (as cancelled) and flags the worker to stop working on it. */
	private abandon(id: number, reply: WorkerReply): void {
		const pending = this.pending.get(id);
		if (pending === undefined) return;
		Atomics.store(pending.cancel, 0, 1);
		this.finish(id);
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
		const worker = new Worker(WORKER_URL, WORKER_OPTIONS);
		worker.on('message', (reply: WorkerReply) => this.receive(reply));
		worker.on('error', () => this.replace(worker, 'The solver crashed and was restarted; ask again.'));
		worker.on('exit', () => this.replace(worker, 'The solver stopped unexpectedly and was restarted; ask again.'));
		worker.unref();
		this.worker = worker;
		return worker;
	}

	private receive(reply: WorkerReply): void {
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
		for (const id of [...this.pending.keys()]) this.finish(id)?.fail(new Error(message));
		this.currentHint = undefined;
	}
}

/** The hint service the UI uses: the solver on a worker thread. */
export function createHintService(options: HintServiceOptions = {}): HintService {
	return new WorkerHintService(options);
}
