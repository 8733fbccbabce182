import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {stripVTControlCharacters} from 'node:util';

/**
 * `npm run bench:startup`: how long the built game takes from its start to the first frame of the
 * board, in a real pseudo-terminal (80x24), as a player waits for it. Each run starts
 * `shamrocks --seed 42` afresh (a fresh config folder, so no saved game), waits until the board's
 * key legend is on screen, then quits with q. For scale, it also times plain `node -e ""` in the
 * same terminal: the floor no program can go under. STARTUP_RUNS runs (default 11); the median is
 * the figure. STARTUP_CLI times another build of the game (say, a copy of tsc's dist/cli.js).
 */

const CLI = process.env['STARTUP_CLI'] ?? fileURLToPath(new URL('../../cli.js', import.meta.url));
const RUNS = Number(process.env['STARTUP_RUNS'] ?? 11);

type Pty = typeof import('node-pty');

async function loadPty(): Promise<Pty> {
	try {
		return await import('node-pty');
	} catch {
		process.stderr.write('bench:startup needs node-pty (an optional dependency): npm install node-pty\n');
		process.exit(1);
	}
}

/** Milliseconds from spawning `args` to the screen showing `ready` (undefined: to its exit). */
function timeToScreen(pty: Pty, args: readonly string[], ready: string | undefined): Promise<number> {
	const configDir = mkdtempSync(join(tmpdir(), 'shamrocks-bench-'));
	const env = {...process.env, TERM: 'xterm-256color', SHAMROCKS_CONFIG_DIR: configDir} as Record<string, string>;
	delete env['NO_COLOR'];
	return new Promise((resolve, reject) => {
		const started = performance.now();
		let elapsed: number | undefined;
		let output = '';
		const child = pty.spawn(process.execPath, [...args], {name: 'xterm-256color', cols: 80, rows: 24, cwd: process.cwd(), env});
		const timeout = setTimeout(() => {
			child.kill();
			reject(new Error(`no board after 30 s; the screen had:\n${stripVTControlCharacters(output)}`));
		}, 30_000);
		child.onData((data) => {
			output += data;
			if (ready !== undefined && elapsed === undefined && stripVTControlCharacters(output).includes(ready)) {
				elapsed = performance.now() - started;
				child.write('q');
			}
		});
		child.onExit(({exitCode}) => {
			const ended = performance.now() - started;
			clearTimeout(timeout);
			rmSync(configDir, {recursive: true, force: true});
			if (ready === undefined) resolve(ended);
			else if (elapsed !== undefined) resolve(elapsed);
			else reject(new Error(`exited (${exitCode}) before showing the board:\n${stripVTControlCharacters(output)}`));
		});
	});
}

function median(values: readonly number[]): number {
	const sorted = [...values].sort((a, b) => a - b);
	const middle = Math.floor(sorted.length / 2);
	return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function summary(name: string, times: readonly number[]): string {
	const sorted = [...times].sort((a, b) => a - b);
	return `${name}: median ${Math.round(median(times))} ms (min ${Math.round(sorted[0])}, max ${Math.round(sorted.at(-1) ?? 0)}) over ${times.length} runs\n`;
}

const pty = await loadPty();
// One run of each first, not counted: the first start after a build reads every file from disk.
await timeToScreen(pty, ['-e', ''], undefined);
await timeToScreen(pty, [CLI, '--seed', '42'], 'q quit');
const node: number[] = [];
const game: number[] = [];
for (let run = 0; run < RUNS; run++) {
	node.push(await timeToScreen(pty, ['-e', ''], undefined));
	game.push(await timeToScreen(pty, [CLI, '--seed', '42'], 'q quit'));
}
process.stdout.write(summary('node -e ""', node));
process.stdout.write(summary('start to the board', game));
