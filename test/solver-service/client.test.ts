import {afterEach, describe, expect, it} from 'vitest';
import {type Move, type Position, applyMove, deal, defaultRules} from '../../source/engine/index.js';
import {m, shamrocksPosition} from '../engine/helpers.js';
import {createHintService} from '../../dist/source/solver-service/client.js';
import {type Foresight, type HintService, MAX_HINT_EFFORT} from '../../source/solver-service/types.js';

// The service runs the compiled worker (dist/source/solver-service/worker.js): npm test builds first.

const services: HintService[] = [];
// A generous budget: these tests check answers, not speed, and CI machines may be busy.
function service(options: Parameters<typeof createHintService>[0] = {budgetMs: 10_000}): HintService {
	const created = createHintService(options);
	services.push(created);
	return created;
}

afterEach(async () => {
	await Promise.all(services.splice(0).map((each) => each.close()));
});

/**
 * A winnable position and the lost one a move later: JS, QS and KS alone in three fans, the
 * rest home. Playing KS onto QS buries the Queen its own foundation needs, and no other Queen is
 * left to take the King: lost.
 */
function blunder(): {winnable: Position; lost: Position} {
	const fans: number[][] = Array.from({length: 18}, () => []);
	fans[0] = [51]; // KS
	fans[1] = [50]; // QS
	fans[2] = [49]; // JS
	const winnable: Position = shamrocksPosition(fans, [13, 13, 13, 10]);
	const lost = applyMove(winnable, m('KS', 0, 1));
	if (!lost.ok) throw new Error('KS onto QS should be legal');
	return {winnable, lost: lost.value};
}

describe('hint service (real worker)', () => {
	it('gives the first move of a winning line for a deal', async () => {
		const hints = service();
		const start = deal('1');
		const answer = await hints.hint([start]);
		expect(answer.verdict).toBe('won');
		if (answer.verdict !== 'won') return;
		expect(applyMove(start, answer.move).ok).toBe(true);
		expect(answer.movesLeft).toBeGreaterThan(50);
	});

	it('says how many undos lead back to a winnable position from a lost one', async () => {
		const {winnable, lost} = blunder();
		const hints = service();
		// The move that lost it is the first: the position before it was proved winnable.
		expect(await hints.hint([winnable, lost])).toMatchObject({verdict: 'lost', undo: 1, lostSince: 1});
		expect(await hints.hint([lost])).toMatchObject({verdict: 'lost', undo: undefined});
		const answer = await hints.hint([winnable]);
		expect(answer).toMatchObject({verdict: 'won', movesLeft: 3});
	});

	it('thinks twice as long at each effort, and twice as long as the last answer, up to the last, on a position it cannot settle', async () => {
		// Deal 160 is one of the deals the solver settles neither way, even in a minute.
		const hints = service({budgetMs: 40});
		const first = await hints.hint([deal('160')]);
		expect(first).toMatchObject({verdict: 'unknown'});
		const firstMs = first.verdict === 'unknown' ? first.thoughtMs : 0;
		expect(firstMs).toBeGreaterThanOrEqual(40);
		// The same position (an equal copy): the same thought goes on, and h again waits for more of it.
		const longer = await hints.hint([deal('160')], 2);
		expect(longer).toMatchObject({verdict: 'unknown'});
		expect(longer.verdict === 'unknown' && longer.thoughtMs).toBeGreaterThanOrEqual(Math.max(160, 2 * firstMs));
		expect(longer.verdict === 'unknown' && longer.final).toBeFalsy();
		// Past the last effort the thought is over: its answer says so, and asking again does not help.
		const last = await hints.hint([deal('160')], MAX_HINT_EFFORT + 3);
		expect(last).toMatchObject({verdict: 'unknown', thoughtMs: 40 * 2 ** MAX_HINT_EFFORT, final: true});
		expect(await hints.hint([deal('160')])).toEqual(last);
		// Unsettled, it still offers a guess, a legal move (the solver's tests check how it is chosen).
		const guess = longer.verdict === 'unknown' ? longer.guess : undefined;
		expect(guess).toBeDefined();
		expect(applyMove(deal('160'), guess as Move).ok).toBe(true);
	});

	it('thinks ahead: what it finds comes as news, and h after it answers from what is known', async () => {
		const hints = service();
		const {winnable, lost} = blunder();
		const heard: Foresight[] = [];
		const over = new Promise<void>((resolve) =>
			hints.think([winnable, lost], (news) => {
				heard.push(news);
				if (news.verdict === 'failed' || news.answer !== undefined) resolve();
			}),
		);
		await over;
		// Lost as soon as proved; then, after the look-back, the answer h gets, with the move that lost it.
		expect(heard).toEqual([
			{verdict: 'lost'},
			{verdict: 'lost', answer: {verdict: 'lost', undo: 1, lostSince: 1, final: true}},
		]);
		expect(await hints.hint([winnable, lost])).toEqual({verdict: 'lost', undo: 1, lostSince: 1, final: true});
		// The same thought again: a listener that comes late hears what is known.
		const late: Foresight[] = [];
		hints.think([winnable, lost], (news) => late.push(news));
		expect(late).toEqual([heard[1]]);
	});

	it('drops a thought when another position comes: its hint resolves cancelled, the new one answers', async () => {
		const hints = service();
		const heard: Foresight[] = [];
		hints.think([deal('160')], (news) => heard.push(news));
		const stale = hints.hint([deal('160')]);
		hints.think([deal('3')]);
		expect(await stale).toEqual({verdict: 'cancelled'});
		expect((await hints.hint([deal('3')])).verdict).toBe('won');
		expect(heard).toEqual([]);
	});

	it('resolves an earlier request as cancelled when a newer one comes', async () => {
		const hints = service();
		const hard = hints.hint([deal('160')]);
		const easy = hints.hint([deal('3')]);
		expect(await hard).toEqual({verdict: 'cancelled'});
		expect((await easy).verdict).toBe('won');
	});

	it('replaces a hung worker: the call rejects with a readable message, the next one works', async () => {
		// A watchdog shorter than the solver's budget makes the busy worker look hung.
		const hints = service({budgetMs: 5000, watchdogMs: 150});
		await expect(hints.hint([deal('160')])).rejects.toThrow(/stopped responding/);
		const relaxed = service();
		expect((await relaxed.hint([deal('3')])).verdict).toBe('won');
	});

	it('finds a winnable deal from a seed', async () => {
		const hints = service();
		const found = await hints.winnableDeal('40', defaultRules('shamrocks'));
		expect(found.seed).toMatch(/^40\/\d+$/);
		expect(found.position).toEqual(deal(found.seed));
	});

	it('answers cancelled after close', async () => {
		const hints = service();
		await hints.close();
		expect(await hints.hint([deal('1')])).toEqual({verdict: 'cancelled'});
	});
});

describe('hint service and process exit', () => {
	it('lets the process exit once idle, closed or not', async () => {
		const {execFile} = await import('node:child_process');
		const {mkdtempSync, writeFileSync} = await import('node:fs');
		const {tmpdir} = await import('node:os');
		const {join} = await import('node:path');
		const client = new URL('../../dist/source/solver-service/client.js', import.meta.url).href;
		const engine = new URL('../../dist/source/engine/index.js', import.meta.url).href;
		const script = `
			const {createHintService} = await import(${JSON.stringify(client)});
			const {deal} = await import(${JSON.stringify(engine)});
			const hints = createHintService();
			const answer = await hints.hint([deal('3')]);
			console.log(answer.verdict);`;
		// A file, not -e: a worker inherits the parent's flags, and --input-type would break it.
		const file = join(mkdtempSync(join(tmpdir(), 'shamrocks-hint-')), 'idle.mjs');
		writeFileSync(file, script);
		// A worker that kept the process alive would have it killed at the timeout: an error here.
		const output = await new Promise<string>((resolve, reject) => {
			execFile(process.execPath, [file], {timeout: 20_000}, (error, stdout) =>
				error ? reject(error) : resolve(stdout),
			);
		});
		expect(output.trim()).toBe('won');
	});
});
