import {type ChildProcess, execFileSync, spawn} from 'node:child_process';
import {loadavg} from 'node:os';
import {fileURLToPath} from 'node:url';
import {startRedis} from '../commands/queue/redis-server.js';

/**
 * `npm run bench:queue`: deals per second of the census through the queue, with one worker
 * process and with two, side by side in one run on one Redis server (Debian's redis-server on the
 * loopback address), so that the machine's load falls on both alike. Each worker takes one chunk
 * at a time (`--jobs 1`): the figure is what a second process (a second machine) adds. The deals
 * have a position budget (and a time budget none reaches), so both solve exactly the same work.
 * QUEUE_DEALS deals (default 60) from QUEUE_FROM (default 1), QUEUE_POSITIONS positions each
 * (default 100000), QUEUE_ROUNDS rounds (default 2) of one then two, the database emptied
 * between runs. It prints each run and the medians, with the load average.
 */

const CLI = fileURLToPath(new URL('../../cli.js', import.meta.url));
const DEALS = Number(process.env['QUEUE_DEALS'] ?? 60);
const FROM = Number(process.env['QUEUE_FROM'] ?? 1);
const POSITIONS = Number(process.env['QUEUE_POSITIONS'] ?? 100_000);
const ROUNDS = Number(process.env['QUEUE_ROUNDS'] ?? 2);

function workers(url: string, count: number): ChildProcess[] {
	return Array.from({length: count}, () =>
		spawn(process.execPath, [CLI, 'worker', '--queue', url, '--jobs', '1'], {stdio: 'ignore'}),
	);
}

async function census(url: string): Promise<number> {
	const args = ['census', '--queue', url, '--deals', String(DEALS), '--from', String(FROM)];
	args.push('--positions', String(POSITIONS), '--budget', '600000');
	const started = performance.now();
	await new Promise<void>((resolve, reject) => {
		const child = spawn(process.execPath, [CLI, ...args], {stdio: ['ignore', 'ignore', 'inherit']});
		child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`census exited ${code}`))));
	});
	return DEALS / ((performance.now() - started) / 1000);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const load = () =>
	loadavg()
		.map((value) => value.toFixed(2))
		.join(' ');

const server = await startRedis();
const url = `${server.url}/0`;
const rates: Record<1 | 2, number[]> = {1: [], 2: []};
try {
	process.stdout.write(`${DEALS} deals from ${FROM}, ${POSITIONS} positions each; load average ${load()}\n`);
	for (let round = 0; round < ROUNDS; round++) {
		for (const count of [1, 2] as const) {
			execFileSync('redis-cli', ['-u', url, 'flushdb'], {stdio: 'ignore'});
			const running = workers(url, count);
			try {
				const rate = await census(url);
				rates[count].push(rate);
				const plural = count === 1 ? '' : 'es';
				process.stdout.write(`${count} worker process${plural}: ${rate.toFixed(2)} deals/s (load ${load()})\n`);
			} finally {
				for (const worker of running) worker.kill('SIGKILL');
			}
		}
	}
	const [one, two] = [median(rates[1]), median(rates[2])];
	process.stdout.write(
		`median: 1 process ${one.toFixed(2)} deals/s, 2 processes ${two.toFixed(2)} deals/s ` +
			`(x${(two / one).toFixed(2)}); load average ${load()}\n`,
	);
} finally {
	await server.stop();
}
