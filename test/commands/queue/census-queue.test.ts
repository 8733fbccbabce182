import {type ChildProcess, spawn} from 'node:child_process';
import {Queue} from 'bullmq';
import {Redis} from 'ioredis';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {CLI, type Run, runCli} from '../../cli-helpers.js';
import {type RedisServer, freePort, redisMissing, startRedis} from './redis-server.js';

/** The program run to its end, without holding up the test's own event loop (the workers run meanwhile). */
function runAsync(args: readonly string[]): Promise<Run> {
	return new Promise((resolve) => {
		const child = spawn(process.execPath, [CLI, ...args], {env: {...process.env, NO_COLOR: '1'}});
		let stdout = '';
		let stderr = '';
		child.stdout.on('data', (data: Buffer) => (stdout += data.toString()));
		child.stderr.on('data', (data: Buffer) => (stderr += data.toString()));
		child.on('close', (status) => resolve({status, stdout, stderr}));
	});
}

function startWorker(url: string): ChildProcess {
	return spawn(process.execPath, [CLI, 'worker', '--queue', url, '--jobs', '1'], {stdio: 'ignore'});
}

async function until(check: () => Promise<boolean>, what: string, limitMs = 60_000): Promise<void> {
	const started = Date.now();
	while (!(await check())) {
		if (Date.now() - started > limitMs) throw new Error(`waited ${limitMs} ms for ${what}`);
		await new Promise((resolve) => setTimeout(resolve, 100));
	}
}

/** The report without what the load changes: times, the wall clock, memory, and lines shortened against a clock. */
function settledPart(report: string): string {
	return report
		.split('\n')
		.filter((line) => !/^(time per deal|winning line|wall time)/.test(line))
		.join('\n');
}

function expectOneLine(run: Run, message: RegExp): void {
	expect(run.stderr).toMatch(message);
	expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
	expect(run.stdout).toBe('');
	expect(run.status).not.toBe(0);
}

// Position budgets, and a time budget no deal reaches: verdicts that no load can change.
const DEALS = ['--deals', '30', '--from', '101', '--positions', '60000', '--budget', '600000'];

describe.skipIf(redisMissing !== undefined)(
	`census --queue on a real Redis server${redisMissing ? ` (skipped: ${redisMissing})` : ''}`,
	() => {
		let server: RedisServer;
		const workers: ChildProcess[] = [];
		beforeAll(async () => {
			server = await startRedis();
		});
		afterAll(async () => {
			for (const worker of workers) worker.kill('SIGKILL');
			await server?.stop();
		});

		it('reports what a local census does, though one of its two workers is killed mid-chunk', async () => {
			const url = `${server.url}/0`;
			const redis = new Redis(url);
			try {
				const [first, second] = [startWorker(url), startWorker(url)];
				workers.push(first, second);
				const census = runAsync(['census', '--queue', url, ...DEALS]);
				// Both have solved chunks, and both are busy with one: then the first dies in the middle of it.
				const solvers = async () => {
					const [results] = await redis.keys('shamrocks-census:*:first');
					const chunks = results === undefined ? [] : Object.values(await redis.hgetall(results));
					return new Set(chunks.map((chunk) => (JSON.parse(chunk) as {worker: string}).worker)).size;
				};
				await until(
					async () => (await solvers()) === 2 && (await redis.llen('shamrocks:census:active')) === 2,
					'both workers solving',
				);
				first.kill('SIGKILL');
				const queued = await census;
				expect(queued.stderr).toBe('');
				expect(queued.status).toBe(0);
				const local = runCli(['census', ...DEALS, '--jobs', '2']);
				expect(local.status).toBe(0);
				expect(settledPart(queued.stdout)).toBe(settledPart(local.stdout));
				expect(queued.stdout).toMatch(/^budget 600000 ms and 60000 positions per deal, 2 jobs$/m);
			} finally {
				redis.disconnect();
			}
		}, 180_000);

		it('keeps a census to resume, refuses to mix another budget into it, and solves its unknown deals again', async () => {
			const url = `${server.url}/1`;
			workers.push(startWorker(url));
			const deals = ['--deals', '6', '--from', '1', '--budget', '600000'];
			const first = await runAsync(['census', '--queue', url, ...deals, '--positions', '2000']);
			expect(first.status).toBe(0);
			const unknown = Number(/^unknown\s+(\d+)/m.exec(first.stdout)?.[1]);
			expect(unknown).toBeGreaterThan(0);
			expectOneLine(
				await runAsync(['census', '--queue', url, ...deals]),
				/in the queue .* already.*--resume takes it up/,
			);
			expectOneLine(
				await runAsync(['census', '--queue', url, ...deals, '--positions', '9', '--resume']),
				/has a budget of 600000 ms and 2000 positions per deal: resume it with that budget/,
			);
			const resumed = await runAsync(['census', '--queue', url, ...deals, '--resume']);
			expect(resumed.stdout).toBe(first.stdout);
			const retried = await runAsync([
				'census',
				'--queue',
				url,
				...deals,
				'--retry-unknown',
				'--positions',
				'400000',
			]);
			expect(retried.status).toBe(0);
			expect(retried.stdout).toMatch(/per deal \(unknown deals again at 600000 ms and 400000 positions\)/);
			expect(Number(/^unknown\s+(\d+)/m.exec(retried.stdout)?.[1])).toBeLessThan(unknown);
			// The same as a local census with the larger budget, for every deal the first left unknown.
			const local = runCli([
				'census',
				'--deals',
				'6',
				'--from',
				'1',
				'--budget',
				'600000',
				'--positions',
				'400000',
			]);
			const counts = (text: string) =>
				text.split('\n').filter((line) => /^(won|lost|unknown|settled) /.test(line));
			expect(counts(retried.stdout)).toEqual(counts(local.stdout));
		}, 180_000);

		it('says in one line that a queue is out of reach, of another version, or not a Redis address; never its password', async () => {
			const closed = await freePort();
			const unreachable = await runAsync([
				'census',
				'--queue',
				`redis://me:s3cret@127.0.0.1:${closed}`,
				'--deals',
				'3',
			]);
			expectOneLine(
				unreachable,
				new RegExp(
					`^shamrocks: cannot reach the queue at redis://me@127\\.0\\.0\\.1:${closed} \\(ECONNREFUSED\\)`,
				),
			);
			expect(unreachable.stderr).not.toContain('s3cret');
			expectOneLine(
				await runAsync(['worker', '--queue', `redis://127.0.0.1:${closed}`]),
				/cannot reach the queue/,
			);
			expectOneLine(
				runCli(['worker', '--queue', 'http://x:secret@host/\u001b[31m']),
				/--queue takes a Redis address, redis:\/\/HOST:PORT, not "http:\.\.\."/,
			);
			expectOneLine(
				runCli(['worker', '--queue', 'redis://host\u001b[31m']),
				/not "redis:\/\/host\\u001b\[31m"|not "redis/,
			);
			const url = `${server.url}/2`;
			const redis = new Redis(url);
			await redis.set('shamrocks-census:version', '0');
			redis.disconnect();
			expectOneLine(
				await runAsync(['census', '--queue', url, '--deals', '3']),
				/is of another version of shamrocks \(queue version 0, this one is \d+\)/,
			);
			expectOneLine(await runAsync(['worker', '--queue', url]), /is of another version of shamrocks/);
			expectOneLine(runCli(['census', '--deals', '3', '--resume']), /--resume is for a census through a queue/);
			expectOneLine(
				runCli(['census', '--queue', url, '--deals', '3', '--jobs', '2']),
				/census --queue takes no --jobs/,
			);
		}, 60_000);

		it('fails a malformed chunk alone, in one line, and keeps it among the failed jobs', async () => {
			const url = `${server.url}/3`;
			const connection = new Redis(url, {maxRetriesPerRequest: null});
			const queue = new Queue('census', {connection, prefix: 'shamrocks'});
			try {
				await queue.add(
					'chunk',
					{version: 1, census: 'x', round: 'first', index: 0, seeds: []},
					{jobId: 'odd'},
				);
				const worker = await runAsync(['worker', '--queue', url, '--jobs', '1']);
				expectOneLine(
					worker,
					/^shamrocks: job odd in the queue is not a census chunk \(no seeds\); it is kept in the queue's failed jobs\n$/,
				);
				expect(worker.status).toBe(1);
				expect(await queue.getFailedCount()).toBe(1);
			} finally {
				await queue.close();
				connection.disconnect();
			}
		}, 60_000);
	},
);
