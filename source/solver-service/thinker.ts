import {type HintAnswer} from './types.js';
import {HintMemory, type ThinkPause, thinking} from './advice.js';
import {type WorkerReply, type WorkerRequest} from './protocol.js';

type ThinkRequest = Extract<WorkerRequest, {readonly kind: 'think'}>;
type AskRequest = Extract<WorkerRequest, {readonly kind: 'ask'}>;

/**
 * How long the thought runs before it looks at its messages: a hint asked for waits this long at
 * most beyond its time, and a new position (whose cancel flag also stops the slice within a
 * millisecond) as long.
 */
export const SLICE_MS = 10;

/** A thought going on: its steps, the asks waiting for it, and what it has said. */
interface Going {
	readonly id: number;
	readonly started: number;
	/** How long it may think: an ask for as long waits for its end, and the answer that says so. */
	readonly budgetMs: number;
	readonly steps: Generator<ThinkPause, HintAnswer, void>;
	/** When the slice under way pauses. */
	pauseAt: number;
	/** The last pause: what h would be told now. */
	latest: ThinkPause | undefined;
	/** The verdict said as news, kept for the end (an answer that came too late to carry it). */
	news: 'won' | 'lost' | undefined;
	asks: Array<{readonly id: number; readonly thoughtMs: number}>;
}

/**
 * The solver thread's thinking ahead: one thought at a time, about the latest position the game
 * sent, run in slices of SLICE_MS so that the thread takes in its messages between them (a new
 * position, a hint asked for). A new thought drops the one before it. An ask is answered once the
 * thought has gone on for the time it names, from what the thought knows then, or when the
 * thought ends; an ask about the thought that just ended gets its answer at once. Apart from the
 * thread, for tests: `post` sends a reply, `later` runs the next slice after pending messages.
 */
export class Thinker {
	private going: Going | undefined;
	private ended: {readonly id: number; readonly answer: HintAnswer} | undefined;

	constructor(
		private readonly post: (reply: WorkerReply) => void,
		private readonly memory = new HintMemory(),
		private readonly later: (run: () => void) => void = (run) => void setImmediate(run),
	) {}

	think(request: ThinkRequest): void {
		const going: Going = {
			id: request.id,
			started: Date.now(),
			budgetMs: request.budgetMs,
			pauseAt: 0,
			latest: undefined,
			news: undefined,
			asks: [],
			steps: thinking(request.history, request.budgetMs, {
				cancel: request.cancel,
				memory: this.memory,
				pause: () => Date.now() >= going.pauseAt,
			}),
		};
		// The game has moved on: whatever the last thought had to say is for nobody.
		this.going = going;
		this.ended = undefined;
		this.later(() => this.run(going));
	}

	ask(request: AskRequest): void {
		if (this.ended?.id === request.think)
			return this.post({kind: 'hint', id: request.id, answer: this.ended.answer, final: true});
		const going = this.going;
		if (going?.id !== request.think)
			return this.post({kind: 'hint', id: request.id, answer: {verdict: 'cancelled'}, final: false});
		going.asks.push({id: request.id, thoughtMs: request.thoughtMs});
		this.answerDue(going);
	}

	private run(going: Going): void {
		if (this.going !== going) return;
		going.pauseAt = Date.now() + SLICE_MS;
		let step: IteratorResult<ThinkPause, HintAnswer>;
		try {
			step = going.steps.next();
		} catch (error) {
			this.going = undefined;
			const message = (error as Error).message;
			for (const id of [going.id, ...going.asks.map((ask) => ask.id)]) this.post({kind: 'failed', id, message});
			return;
		}
		if (step.done === true) return this.end(going, step.value);
		going.latest = step.value;
		if (step.value.news !== undefined) {
			going.news = step.value.news;
			this.post({kind: 'news', id: going.id, verdict: step.value.news});
		}
		this.answerDue(going);
		this.later(() => this.run(going));
	}

	private end(going: Going, answer: HintAnswer): void {
		this.going = undefined;
		// Cancelled: the game has sent another position already, and nobody waits for this one.
		if (answer.verdict === 'cancelled') return;
		this.ended = {id: going.id, answer};
		this.post({
			kind: 'thought',
			id: going.id,
			verdict:
				going.news ??
				(answer.verdict === 'won' || answer.verdict === 'lost' || answer.verdict === 'redeal'
					? answer.verdict
					: 'unknown'),
			answer,
		});
		for (const ask of going.asks) this.post({kind: 'hint', id: ask.id, answer, final: true});
	}

	/** Answers the asks whose time has come, from the last pause. */
	private answerDue(going: Going): void {
		if (going.latest === undefined) return;
		const thought = Date.now() - going.started;
		const isDue = (ask: {readonly thoughtMs: number}) => ask.thoughtMs <= thought && ask.thoughtMs < going.budgetMs;
		const due = going.asks.filter(isDue);
		if (due.length === 0) return;
		going.asks = going.asks.filter((ask) => !isDue(ask));
		const answer = going.latest.answerNow();
		for (const ask of due) this.post({kind: 'hint', id: ask.id, answer, final: false});
	}
}
