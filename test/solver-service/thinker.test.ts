import {describe, expect, it} from 'vitest';
import {type Position, applyMove, deal} from '../../source/engine/index.js';
import {HintMemory, thinking} from '../../source/solver-service/advice.js';
import {type WorkerReply} from '../../source/solver-service/protocol.js';
import {Thinker} from '../../source/solver-service/thinker.js';
import {solve} from '../../source/solver/index.js';
import {seededRandom} from '../../source/solver/search/random.js';
import {m, randomGame, shamrocksPosition} from '../engine/helpers.js';

function flag(): Int32Array {
	return new Int32Array(new SharedArrayBuffer(4));
}

/** A thinker whose slices the test runs by hand, one at a time, and the replies it posted. */
function byHand() {
	const replies: WorkerReply[] = [];
	const queue: Array<() => void> = [];
	const thinker = new Thinker(
		(reply) => replies.push(reply),
		new HintMemory(),
		(run) => queue.push(run),
	);
	return {
		thinker,
		replies,
		/** Runs slices until `done` holds (or nothing is left to run). */
		runUntil(done: () => boolean) {
			while (!done() && queue.length > 0) queue.shift()?.();
		},
		runSlices(count: number) {
			for (let slice = 0; slice < count && queue.length > 0; slice++) queue.shift()?.();
		},
	};
}

/** JS, QS and KS alone in three fans, the rest home; KS onto QS loses (as in client.test.ts). */
function blunder(): {winnable: Position; lost: Position} {
	const fans: number[][] = Array.from({length: 18}, () => []);
	fans[0] = [51];
	fans[1] = [50];
	fans[2] = [49];
	const winnable = shamrocksPosition(fans, [13, 13, 13, 10]);
	const lost = applyMove(winnable, m('KS', 0, 1));
	if (!lost.ok) throw new Error('KS onto QS should be legal');
	return {winnable, lost: lost.value};
}

describe('thinking ahead (the worker side, without the thread)', () => {
	it('tells lost as news at once, then the move that lost it, and answers an ask about it when over', () => {
		const {winnable, lost} = blunder();
		const {thinker, replies, runUntil} = byHand();
		thinker.think({kind: 'think', id: 1, history: [winnable, lost], budgetMs: 5000, cancel: flag()});
		runUntil(() => replies.some((reply) => reply.kind === 'thought'));
		expect(replies).toEqual([
			{kind: 'news', id: 1, verdict: 'lost'},
			{kind: 'thought', id: 1, verdict: 'lost', answer: {verdict: 'lost', undo: 1, lostSince: 1}},
		]);
		thinker.ask({kind: 'ask', id: 2, think: 1, thoughtMs: 700});
		expect(replies.at(-1)).toEqual({
			kind: 'hint',
			id: 2,
			answer: {verdict: 'lost', undo: 1, lostSince: 1},
			final: true,
		});
	});

	it('answers an ask from what it knows once the thought has gone on long enough, and goes on', () => {
		// Deal 160: settled neither way in minutes.
		const {thinker, replies, runUntil, runSlices} = byHand();
		thinker.think({kind: 'think', id: 1, history: [deal('160')], budgetMs: 60_000, cancel: flag()});
		thinker.ask({kind: 'ask', id: 2, think: 1, thoughtMs: 0});
		runUntil(() => replies.length > 0);
		const [reply] = replies;
		expect(reply).toMatchObject({kind: 'hint', id: 2, final: false, answer: {verdict: 'unknown'}});
		// An ask for the whole budget waits for the end, so that its answer can say it is final.
		thinker.ask({kind: 'ask', id: 3, think: 1, thoughtMs: 60_000});
		runSlices(5);
		expect(replies).toHaveLength(1);
	});

	it('drops a thought for the next position: an ask about the old one is cancelled', () => {
		const {thinker, replies, runUntil} = byHand();
		const dropped = flag();
		thinker.think({kind: 'think', id: 1, history: [deal('160')], budgetMs: 60_000, cancel: dropped});
		runUntil(() => true);
		Atomics.store(dropped, 0, 1);
		thinker.think({kind: 'think', id: 2, history: [deal('3')], budgetMs: 60_000, cancel: flag()});
		thinker.ask({kind: 'ask', id: 3, think: 1, thoughtMs: 0});
		expect(replies).toEqual([{kind: 'hint', id: 3, answer: {verdict: 'cancelled'}, final: false}]);
		runUntil(() => replies.some((reply) => reply.kind === 'thought'));
		expect(replies.at(-1)).toMatchObject({kind: 'thought', id: 2, verdict: 'won'});
	});
});

describe('thinking with a memory of verdicts', () => {
	it('knows a position after a lost one lost at once, and says which move lost the game', () => {
		// Random play from deal 22 loses the game at some move and stays lost (advice.test.ts).
		const history = randomGame('22', 30, seededRandom(22));
		const memory = new HintMemory();
		const first = thinking(history.slice(0, -1), 30_000, {memory});
		let step = first.next();
		while (step.done !== true) step = first.next();
		expect(step.value).toMatchObject({verdict: 'lost'});
		const lostSince = step.value.verdict === 'lost' ? step.value.lostSince : undefined;
		expect(lostSince).toBeDefined();
		// One move more: lost as news before any search (the position before it is known lost), and
		// the look-back has nothing left to search.
		const next = thinking(history, 30_000, {memory, pause: () => true});
		const news = next.next();
		expect(news.done !== true && news.value.news).toBe('lost');
		const end = next.next();
		expect(end).toEqual({done: true, value: {verdict: 'lost', undo: history.length - lostSince!, lostSince}});
	});

	it('knows a position before a winnable one winnable', () => {
		const memory = new HintMemory();
		const start = deal('42');
		const line = solve(start, {nodeBudget: 1_000_000});
		const after = applyMove(start, line.moves[0]);
		if (!after.ok) throw new Error('a winning line starts with a legal move');
		const history = [start, after.value];
		const later = thinking(history, 30_000, {memory});
		let step = later.next();
		while (step.done !== true) step = later.next();
		expect(step.value.verdict).toBe('won');
		expect(memory.verdictOf(history[0])).toBe(true);
	});
});
