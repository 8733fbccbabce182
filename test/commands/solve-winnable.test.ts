import {describe, expect, it} from 'vitest';
import {deal, makeBoard, parseBoard} from '../../source/engine/index.js';
import {run} from './solve-helpers.js';

describe('winnable and daily deals (print and solve)', () => {
	it('print --winnable names the seed actually dealt and how it was found', async () => {
		const result = await run(['print', '--seed', '40', '--winnable']);
		expect(result.code).toBe(0);
		const [first, second] = result.stdout.split('\n');
		const dealt = /^# Shamrocks, deal (40\/\d+)$/.exec(first)?.[1];
		expect(dealt).toBeDefined();
		expect(second).toMatch(/^# the first deal proved winnable from seed 40, after \d+ reshuffles?$/);
		const board = parseBoard(result.stdout);
		expect(board.ok && makeBoard(board.value)).toBe(makeBoard(deal(dealt as string)));
	});

	it('print --winnable keeps a deal that is winnable as it is', async () => {
		const result = await run(['print', '--seed', '3', '--winnable']);
		expect(result.stdout).toContain('# Shamrocks, deal 3\n# the deal of seed 3, proved winnable as dealt\n');
	});

	it('keeps every comment line within 80 columns, breaking a long one between words', async () => {
		const seed = Array.from({length: 12}, (_, index) => `word${index}`).join(' ');
		const result = await run(['print', '--seed', seed, '--winnable']);
		const comments = result.stdout.split('\n').filter((line) => line.startsWith('#'));
		expect(comments.length).toBeGreaterThan(2);
		for (const line of comments) expect(line.length).toBeLessThanOrEqual(80);
		// Read back whole, the lines say what one line would.
		expect(comments.map((line) => line.slice(2)).join(' ')).toContain(
			`the deal of seed ${seed}, proved winnable as dealt`,
		);
	});

	it('--daily gives the same deal for the same date, from the seed daily-DATE', async () => {
		const [one, two] = await Promise.all([
			run(['print', '--daily', '2026-11-29']),
			run(['print', '--daily', '2026-11-29']),
		]);
		expect(one.code).toBe(0);
		expect(one.stdout).toBe(two.stdout);
		expect(one.stdout).toMatch(
			/^# Shamrocks, deal daily-2026-11-29\n# the daily deal of 2026-11-29, proved winnable as dealt\n/,
		);
	});

	it('solve --winnable proves the deal it names won', async () => {
		const result = await run(['solve', '--seed', '40', '--winnable', '--json']);
		expect(result.code).toBe(0);
		const answer = JSON.parse(result.stdout);
		expect(answer.input).toMatch(/^seed 40\/\d+$/);
		expect(answer.verdict).toBe('won');
	});

	it('refuses a bad date with one line and status 2', async () => {
		const result = await run(['solve', '--daily', '2026-02-30']);
		expect(result.code).toBe(2);
		expect(result.stderr.trim().split('\n')).toHaveLength(1);
	});
});
