import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {stripVTControlCharacters} from 'node:util';
import {type Pty, loaded} from '../e2e/pty.js';

/**
 * `npm run bench:startup`: how long the game takes from its start to the first frame of the board,
 * in a real pseudo-terminal (80x24), as a player waits for it. Each run starts
 * `shamrocks --seed 42` afresh (a fresh config folder, so no saved game), waits until the board's
 * key legend is on screen, then quits with q. Three starts, taken in turn in every round so that
 * the machine's load falls on all alike:
 * - plain `node -e ""` in the same terminal: the floor no program can go under;
 * - `npm start`'s program, dist/cli.js (STARTUP_CLI times another build, say tsc's output);
 * - the `shamrocks` command a player installs: this folder packed (`npm pack`) and the tarball
 *   installed with `npm install --global` into a fresh prefix, with an empty home folder.
 * STARTUP_RUNS rounds (default 11); the medians are the figures. It also prints the tarball's
 * install time and the installed size.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CLI = process.env['STARTUP_CLI'] ?? join(ROOT, 'dist', 'cli.js');
const RUNS = Number(process.env['STARTUP_RUNS'] ?? 11);

function loadPty(): Pty {
	if (loaded.pty !== undefined) return loaded.pty;
	process.stderr.write(`bench:startup needs a pseudo-terminal: ${loaded.missing}\n`);
	process.exit(1);
}

/** Kilobytes under a folder, as du counts them. */
function sizeOf(folder: string): number {
	return Number(execFileSync('du', ['-sk', folder], {encoding: 'utf8'}).split('\t')[0]);
}

/** Packs this folder and installs the tarball into a fresh prefix; the installed command's path. */
function installPackage(scratch: string): string {
	const home = join(scratch, 'home');
	mkdirSync(home);
	const env = {...process.env, HOME: home};
	const npm = (args: string[], cwd: string) => execFileSync('npm', args, {cwd, env, stdio: 'ignore'});
	npm(['pack', '--silent', '--pack-destination', scratch], ROOT);
	const tarball = join(scratch, readdirSync(scratch).find((name) => name.endsWith('.tgz')) ?? 'no tarball');
	const prefix = join(scratch, 'prefix');
	const started = performance.now();
	npm(['install', '--global', '--prefix', prefix, '--no-audit', '--no-fund', tarball], scratch);
	const took = performance.now() - started;
	const sizes = `${sizeOf(prefix)} kB installed (tarball ${sizeOf(tarball)} kB)`;
	process.stdout.write(`npm install --global of the tarball: ${Math.round(took)} ms, ${sizes}\n`);
	return join(prefix, 'bin', 'shamrocks');
}

/** Milliseconds from spawning `file` `args` to the screen showing `ready` (undefined: to its exit). */
function timeToScreen(pty: Pty, file: string, args: readonly string[], ready: string | undefined): Promise<number> {
	const configDir = mkdtempSync(join(tmpdir(), 'shamrocks-bench-'));
	const env = {...process.env, TERM: 'xterm-256color', SHAMROCKS_CONFIG_DIR: configDir} as Record<string, string>;
	delete env['NO_COLOR'];
	return new Promise((resolve, reject) => {
		const started = performance.now();
		let elapsed: number | undefined;
		let output = '';
		const child = pty.spawn(file, [...args], {name: 'xterm-256color', cols: 80, rows: 24, cwd: process.cwd(), env});
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
			else
				reject(
					new Error(`exited (${exitCode}) before showing the board:\n${stripVTControlCharacters(output)}`),
				);
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

const pty = loadPty();
const scratch = mkdtempSync(join(tmpdir(), 'shamrocks-startup-'));
try {
	const installed = installPackage(scratch);
	const starts = [
		{name: 'node -e ""', file: process.execPath, args: ['-e', ''], ready: undefined},
		{name: 'npm start (dist/cli.js)', file: process.execPath, args: [CLI, '--seed', '42'], ready: 'q quit'},
		{name: 'the installed shamrocks', file: installed, args: ['--seed', '42'], ready: 'q quit'},
	];
	// One run of each first, not counted: the first start after a build reads every file from disk.
	for (const {file, args, ready} of starts) await timeToScreen(pty, file, args, ready);
	const times = starts.map((): number[] => []);
	for (let run = 0; run < RUNS; run++) {
		for (const [index, {file, args, ready}] of starts.entries()) {
			times[index].push(await timeToScreen(pty, file, args, ready));
		}
	}
	for (const [index, {name}] of starts.entries()) process.stdout.write(summary(name, times[index]));
} finally {
	rmSync(scratch, {recursive: true, force: true});
}
