import {describe, expect, it} from 'vitest';
import {type Position, applyMove, deal, homeCount, makeBoard} from '../../source/engine/index.js';
import {shamrocksPosition} from '../engine/helpers.js';
import {solve, solving} from '../../source/solver/index.js';
import {defaultMaxPositions} from '../../source/solver/solve.js';
import {bruteForceWinnable, lcg, smallPosition} from './brute-force.js';
import {replaysToWin} from './replay.js';

describe('solving: a solve that pauses', () => {
	it('pauses as often as asked and ends exactly as solve does, by node budget', () => {
		for (const [seed, nodeBudget] of [
			['42', 200_000],
			['160', 60_000],
			['126', 200_000],
		] as const) {
			const position = deal(seed);
			const steps = solving(position, {nodeBudget, shorten: false}, () => true);
			let pauses = 0;
			let step = steps.next();
			for (; step.done !== true; step = steps.next()) {
				pauses++;
				// Each pause knows how far it got, and may be asked for a guess without harm.
				if (pauses === 3) step.value.guess();
			}
			const whole = solve(position, {nodeBudget, shorten: false});
			expect(step.value.verdict, `deal ${seed}`).toBe(whole.verdict);
			expect(step.value.moves, `deal ${seed}`).toEqual(whole.moves);
			expect(step.value.nodes, `deal ${seed}`).toBe(whole.nodes);
			if (whole.nodes > 2048) expect(pauses, `deal ${seed}`).toBeGreaterThan(1);
		}
	});
});

describe('solve', () => {
	it('gives a winning line that replays legally through the engine, on many deals', () => {
		let won = 0;
		for (let seed = 1; seed <= 40; seed++) {
			const position = deal(String(seed));
			const result = solve(position, {nodeBudget: 200_000});
			if (result.verdict !== 'won') continue;
			won++;
			expect(replaysToWin(position, result.moves), `seed ${seed}`).toBe(true);
		}
		// At least 97% of deals are winnable (issue), so most of these must be found.
		expect(won).toBeGreaterThan(34);
	});

	it('agrees with an independent brute force on small positions, won and lost', () => {
		const random = lcg(20261129);
		const verdicts = {won: 0, lost: 0};
		for (let trial = 0; trial < 400; trial++) {
			const cardsLeft = 4 + Math.floor(random() * 9);
			const position = smallPosition(random, cardsLeft, Math.ceil(cardsLeft / 3) + Math.floor(random() * 3));
			const expected = bruteForceWinnable(position) ? 'won' : 'lost';
			const result = solve(position);
			expect(result.verdict, makeBoard(position)).toBe(expected);
			if (result.verdict === 'won') expect(replaysToWin(position, result.moves), makeBoard(position)).toBe(true);
			verdicts[expected]++;
		}
		// The sample must exercise both verdicts, or the comparison proves little.
		expect(verdicts.won).toBeGreaterThan(50);
		expect(verdicts.lost).toBeGreaterThan(50);
	});

	it('proves a deal with no move at all lost at once', () => {
		// Deal 40 has no legal move from the deal (found by the census).
		const result = solve(deal('40'));
		expect(result.verdict).toBe('lost');
		expect(result.moves).toEqual([]);
	});

	it('answers won with no moves for a position already won', () => {
		const won: Position = shamrocksPosition(
			Array.from({length: 18}, () => []),
			[13, 13, 13, 13],
		);
		expect(solve(won)).toMatchObject({verdict: 'won', moves: []});
	});

	it('stops with unknown when the node budget runs out, and counts its nodes', () => {
		// Deal 160 is one of the hard ones: far more than 2,000 positions are needed to settle it.
		const result = solve(deal('160'), {nodeBudget: 2000});
		expect(result.verdict).toBe('unknown');
		expect(result.nodes).toBeGreaterThanOrEqual(2000);
		expect(result.nodes).toBeLessThan(2000 + 2048);
	});

	it('ends with unknown when every search is full, also those that start late', () => {
		// With room for only a few positions, every search fills up long before the loose-card
		// abstraction's start; it must then start rather than wait for ever.
		const result = solve(deal('160'), {maxPositions: 2000});
		expect(result.verdict).toBe('unknown');
		expect(result.limit).toBe('memory');
	});

	it('stops with unknown when the time budget runs out', () => {
		// How soon it stops is the benchmark's business (npm run bench), not a unit test's.
		const result = solve(deal('160'), {timeBudgetMs: 100});
		expect(result.verdict).toBe('unknown');
		expect(result.limit).toBe('budget');
		expect(result.ms).toBeGreaterThanOrEqual(100);
	});

	it('guesses, when it cannot settle a position, a legal line to more cards home', () => {
		for (const seed of ['160', '690']) {
			const start = deal(seed);
			expect(solve(start, {nodeBudget: 2000}).guess).toBeUndefined(); // not asked for
			const result = solve(start, {nodeBudget: 200_000, guess: true});
			expect(result.verdict).toBe('unknown');
			let position = start;
			for (const move of result.guess ?? []) {
				const next = applyMove(position, move);
				expect(next.ok, `seed ${seed}`).toBe(true);
				if (next.ok) position = next.value;
			}
			expect(homeCount(position), `seed ${seed}`).toBeGreaterThan(0);
		}
		// A settled position needs no guess.
		expect(solve(deal('40'), {guess: true}).guess).toBeUndefined();
		expect(solve(deal('1'), {guess: true}).guess).toBeUndefined();
	});

	it('stops with cancelled when the cancel flag is raised', () => {
		const cancel = new Int32Array(new SharedArrayBuffer(4));
		Atomics.store(cancel, 0, 1);
		expect(solve(deal('160'), {cancel}).verdict).toBe('cancelled');
	});

	it('keeps fewer positions under a short time budget, the default under long or node budgets', () => {
		// The census's 2 s: a million positions, so that a hard deal's tables stay near 45 MB.
		expect(defaultMaxPositions(2000)).toBe(1_000_000);
		expect(defaultMaxPositions(100)).toBe(1_000_000);
		expect(defaultMaxPositions(3000)).toBe(1_500_000);
		// A hint's later efforts, and verdicts by nodes alone, keep the 2 million.
		expect(defaultMaxPositions(4000)).toBe(2_000_000);
		expect(defaultMaxPositions(64_000)).toBe(2_000_000);
		expect(defaultMaxPositions(undefined)).toBe(2_000_000);
	});

	it('stops with unknown when the position cap is reached', () => {
		const result = solve(deal('160'), {maxPositions: 5000});
		expect(result.verdict).toBe('unknown');
		expect(result.limit).toBe('memory');
	});
});
