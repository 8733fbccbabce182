import {availableParallelism, totalmem} from 'node:os';
import {describe, expect, it} from 'vitest';
import {type CensusReport, formatCensus, percentile, wilsonInterval} from '../../source/commands/census.js';
import {type DealOutcome} from '../../source/solver-service/protocol.js';
import {run} from './solve-helpers.js';

describe('shamrocks census', () => {
	it('solves a range of deals across workers and reports counts, times and memory', async () => {
		const result = await run(['census', '--deals', '6', '--from', '38', '--jobs', '2', '--budget', '2000']);
		expect(result.code).toBe(0);
		const text = result.stdout;
		expect(text).toMatch(/deals 38 to 43\nbudget 2000 ms per deal, 2 jobs/);
		const count = (label: string) => Number(new RegExp(`^${label}\\s+(\\d+)`, 'm').exec(text)?.[1]);
		// Deal 40 has no legal move at all: at least one loss, and the counts add up.
		expect(count('lost')).toBeGreaterThanOrEqual(1);
		expect(count('won') + count('lost') + count('unknown')).toBe(6);
		expect(count('settled')).toBe(count('won') + count('lost'));
		expect(text).toMatch(/time per deal: median \d+ ms, p95 \d+ ms, max \d+ ms/);
		expect(text).toMatch(/peak memory \d+ MB/);
		// No progress bar when stderr is not a terminal.
		expect(result.stderr).toBe('');
	});

	it('gives each deal the memory --memory says, through its worker thread', async () => {
		// Kings as dealt, deal 10: proved lost within a minute by default, not in the tables of 20 MB.
		const args = ['census', '--kings', 'as-dealt', '--from', '10', '--deals', '1', '--jobs', '1'];
		const result = await run([...args, '--budget', '60000', '--memory', '20']);
		expect(result.code).toBe(0);
		expect(result.stdout).toMatch(
			/budget 60000 ms per deal, at most 131072 positions kept \(--memory 20\), 1 job\n/,
		);
		expect(result.stdout).toMatch(/^unknown\s+1 /m);
		// The deal to solve again with more time, and the same memory as the census had.
		expect(result.stdout).toMatch(/\(try shamrocks solve --kings as-dealt --seed N --budget 120000 --memory 20\)/);
	});

	it.skipIf(availableParallelism() < 2)(
		'refuses a --memory that its jobs together would take past the machine',
		async () => {
			const machine = Math.floor(totalmem() / 1e6);
			const result = await run(['census', '--deals', '3', '--jobs', '2', '--memory', String(machine)]);
			expect(result.code).toBe(2);
			expect(result.stderr).toMatch(/--memory \d+ for each of 2 jobs is more than this machine's \d+ MB/);
			expect(result.stderr.trim().split('\n')).toHaveLength(1);
		},
	);

	it.each([
		[['census'], /needs --deals/],
		[['census', '--deals', 'many'], /--deals takes a whole number/],
		[['census', '--deals', '3', '--jobs', '0'], /--jobs takes a whole number from 1 to/],
		[['census', '--deals', '3', 'extra'], /no arguments/],
		[['census', '--deals', '3', '--memory', '1e3'], /--memory takes a whole number from 20 to/],
		[['census', '--deals', '3', '--queue', 'redis://127.0.0.1:1', '--memory', '300'], /takes no --memory/],
	])('refuses %j with one line and status 2', async (args, message) => {
		const result = await run(args);
		expect(result.code).toBe(2);
		expect(result.stderr).toMatch(message);
	});

	it('computes a Wilson 95% interval that holds the proportion and stays within 0..1', () => {
		const [low, high] = wilsonInterval(970, 1000);
		// 97.0% of 1000: Wilson's interval is 95.75% to 97.89%.
		expect(low).toBeCloseTo(0.9575, 4);
		expect(high).toBeCloseTo(0.9789, 4);
		expect(wilsonInterval(0, 50)[0]).toBe(0);
		expect(wilsonInterval(50, 50)[1]).toBe(1);
	});

	it('names the deals left unknown, so they can be solved again with a longer budget', () => {
		const outcome = (seed: number, verdict: DealOutcome['verdict']): DealOutcome => ({
			seed: String(seed),
			verdict,
			nodes: 1,
			ms: 1,
			lineLength: verdict === 'won' ? 80 : 0,
		});
		const report = (outcomes: DealOutcome[]): CensusReport => ({
			rules: {variant: 'shamrocks', kings: 'bottom'},
			from: 1,
			deals: outcomes.length,
			jobs: 1,
			budgetMs: 2000,
			outcomes,
			wallMs: 1,
			peakBytes: 1,
		});
		const some = formatCensus(
			report([outcome(1, 'won'), outcome(2, 'unknown'), outcome(3, 'lost'), outcome(4, 'unknown')]),
		);
		expect(some).toMatch(/^unknown deals: 2 4\n\(try shamrocks solve --seed N --budget 60000\)$/m);
		// Every line of the report fits 80 columns, whatever the rules' name.
		const asDealt = formatCensus({
			...report([outcome(1, 'unknown')]),
			rules: {variant: 'shamrocks', kings: 'as-dealt'},
			from: 123456,
			deals: 40,
		});
		for (const line of asDealt.trimEnd().split('\n')) expect(line.length).toBeLessThanOrEqual(80);
		expect(asDealt).toMatch(/^\(try shamrocks solve --kings as-dealt --seed N --budget 60000\)$/m);
		expect(formatCensus(report([outcome(1, 'won'), outcome(2, 'lost')]))).not.toMatch(/unknown deals/);
		const many = formatCensus(report(Array.from({length: 25}, (_, index) => outcome(index + 1, 'unknown'))));
		expect(many).toMatch(/^unknown deals: 1 2 3 .* 19 20 and 5 more$/m);
	});

	it('takes percentiles by nearest rank', () => {
		const values = Array.from({length: 100}, (_, index) => index + 1);
		expect(percentile(values, 0.5)).toBe(50);
		expect(percentile(values, 0.95)).toBe(95);
		expect(percentile([7], 0.95)).toBe(7);
	});
});
