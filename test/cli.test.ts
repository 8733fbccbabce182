import {type StdioOptions, spawnSync} from 'node:child_process';
import {closeSync, existsSync, openSync} from 'node:fs';
import {availableParallelism} from 'node:os';
import {describe, expect, it} from 'vitest';
import {CLI, type Run, runCli} from './cli-helpers.js';

/** Bad input: one line on stderr in our own words, nothing on stdout, exit 2, no stack trace. */
function expectOneLineError(run: Run, pattern: RegExp): void {
	expect(run.stderr).toMatch(pattern);
	expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
	expect(run.stderr).not.toMatch(/internal error|\bat .*\.js:\d+/);
	expect(run.stdout).toBe('');
	expect(run.status).toBe(2);
}

/** Runs the CLI with its stdout into a pipe that the reader closes at once, as `| true` does. */
function runIntoClosedPipe(args: readonly string[]): {readonly status: number | null; readonly stderr: string} {
	const command = `"${process.execPath}" "${CLI}" ${args.join(' ')} | true; exit \${PIPESTATUS[0]}`;
	const result = spawnSync('bash', ['-c', command], {encoding: 'utf8', timeout: 60_000});
	return {status: result.status, stderr: result.stderr};
}

/** Runs the CLI with stdout (or stderr) on /dev/full, a device where every write fails with ENOSPC. */
function runIntoFullDevice(
	args: readonly string[],
	stream: 'stdout' | 'stderr' = 'stdout',
): {readonly status: number | null; readonly stdout: string; readonly stderr: string} {
	const full = openSync('/dev/full', 'w');
	try {
		const stdio = stream === 'stdout' ? ['pipe', full, 'pipe'] : ['pipe', 'pipe', full];
		const result = spawnSync(process.execPath, [CLI, ...args], {
			stdio: stdio as StdioOptions,
			encoding: 'utf8',
			timeout: 60_000,
		});
		return {status: result.status, stdout: result.stdout ?? '', stderr: result.stderr ?? ''};
	} finally {
		closeSync(full);
	}
}

describe('the command line', () => {
	it('says a flag given twice is given twice', () => {
		expectOneLineError(
			runCli(['print', '--seed', '1', '--seed', '2']),
			/^shamrocks: --seed is given more than once/,
		);
		expectOneLineError(
			runCli(['census', '--deals', '1', '--deals', '2']),
			/^shamrocks: --deals is given more than once/,
		);
	});

	it('knows no --no- form of a flag that takes a value', () => {
		expectOneLineError(runCli(['print', '--no-seed']), /^shamrocks: unknown option --no-seed/);
		expectOneLineError(runCli(['census', '--deals', '2', '--no-jobs']), /^shamrocks: unknown option --no-jobs/);
		expectOneLineError(runCli(['solve', '--seed', '1', '-x']), /^shamrocks: unknown option -x /);
	});

	it('refuses a flag that the command does not read, instead of ignoring it', () => {
		expectOneLineError(runCli(['print', '--board', 'x.txt']), /^shamrocks: print does not take --board/);
		expectOneLineError(
			runCli(['census', '--deals', '1', '--seed', '3']),
			/^shamrocks: census does not take --seed/,
		);
		expectOneLineError(
			runCli(['solve', '--seed', '1', '--ascii', '--no-color']),
			/^shamrocks: solve does not take --ascii, --no-color/,
		);
		// The game's own switches are for play alone.
		expectOneLineError(
			runCli(['print', '--seed', '1', '--demo', '--no-mouse', '--no-winnable-mark']),
			/^shamrocks: print does not take --demo, --no-mouse, --no-winnable-mark/,
		);
	});

	it('reads a switch given a value in the usual spellings, and refuses the others by name', () => {
		const winnable = runCli(['print', '--seed', '1', '--winnable']).stdout;
		expect(winnable).toMatch(/proved winnable/);
		for (const value of ['1', 'yes', 'ON', 'true'])
			expect(runCli(['print', '--seed', '1', `--winnable=${value}`]).stdout).toBe(winnable);
		expect(runCli(['print', '--seed', '1', '--winnable=no']).stdout).toBe(runCli(['print', '--seed', '1']).stdout);
		expect(runCli(['solve', '--seed', '1', '--budget', '500', '--json=yes']).stdout).toMatch(/^\{"input":"seed 1"/);
		expectOneLineError(
			runCli(['print', '--seed', '1', '--winnable=maybe']),
			/^shamrocks: --winnable takes yes or no \(or true\/false, on\/off, 1\/0\), not "maybe"$/m,
		);
		expectOneLineError(
			runCli(['solve', '--seed', '1', '--json=2']),
			/^shamrocks: --json takes yes or no .*, not "2"$/m,
		);
		expectOneLineError(
			runCli(['--no-color=yes']),
			/^shamrocks: --no-color takes no value \(give --color=no, or --no-color alone\)$/m,
		);
		// Read, then checked like any flag: the game's switches need the game.
		expectOneLineError(
			runCli(['--autoplay=off', '--auto-complete=0']),
			/^shamrocks: play needs an interactive terminal/,
		);
		// Named as typed, not as read.
		expectOneLineError(runCli(['print', '--autoplay=off']), /^shamrocks: print does not take --autoplay \(/);
	});

	it('keeps numbers in range', () => {
		expectOneLineError(
			runCli(['census', '--deals', '4294967296']),
			/^shamrocks: --deals takes a whole number from 1 to 10000000/,
		);
		expectOneLineError(
			runCli(['census', '--deals', '2', '--from', '9007199254740991']),
			/^shamrocks: --from takes a whole number from 0 to 9007199254740990, not/,
		);
		expectOneLineError(
			runCli(['census', '--deals', '2', '--jobs', String(availableParallelism() + 1)]),
			/^shamrocks: --jobs takes a whole number from 1 to/,
		);
		expectOneLineError(
			runCli(['solve', '--seed', '1', '--budget', '99999999999999999999']),
			/^shamrocks: --budget takes a whole number from 1 to 86400000/,
		);
	});

	it('says a number flag given without its number needs a value, as the other flags do', () => {
		// The outside check found `--budget` last on the line answered 'not ""'.
		expectOneLineError(
			runCli(['solve', '--seed', '1', '--budget']),
			/^shamrocks: --budget needs a value \(a whole number from 1 to 86400000\)\n?$/,
		);
		expectOneLineError(
			runCli(['census', '--deals=']),
			/^shamrocks: --deals needs a value \(a whole number from 1 to/,
		);
	});

	it('refuses a seed that would not fit on a line of a board file', () => {
		expectOneLineError(
			runCli(['print', '--seed', 'a\nKS']),
			/^shamrocks: --seed takes printable characters on one line/,
		);
		expectOneLineError(
			runCli(['print', '--seed', 'x'.repeat(101)]),
			/^shamrocks: --seed takes at most 100 characters/,
		);
	});

	it('says what --board needs', () => {
		expectOneLineError(runCli(['--board']), /^shamrocks: --board needs a board FILE/);
		expectOneLineError(runCli(['--board', '-']), /^shamrocks: --board - is not allowed for play/);
	});

	it('answers --help and -h anywhere on the line', () => {
		for (const args of [
			['print', '--help'],
			['solve', '--seed', '3', '-h'],
			['--help', '--bogus'],
		]) {
			const run = runCli(args);
			expect(run.status).toBe(0);
			expect(run.stdout).toMatch(/shamrocks census --deals N/);
		}
	});

	it.skipIf(!existsSync('/dev/full'))('says in one line that its output could not be written, exit 1', () => {
		for (const args of [
			['print', '--seed', '1'],
			['solve', '--seed', '1'],
			['census', '--deals', '1', '--budget', '100'],
			['--help'],
			['--version'],
		]) {
			const run = runIntoFullDevice(args);
			expect(run.stderr).toBe('shamrocks: cannot write the output: no space left on device (ENOSPC)\n');
			expect(run.status).toBe(1);
		}
	});

	it.skipIf(!existsSync('/dev/full'))('keeps the exit status of a message that could not be shown', () => {
		expect(runIntoFullDevice(['print', '--bogus'], 'stderr').status).toBe(2);
	});

	it('stops quietly when the reader of its output goes away', () => {
		for (const args of [
			['print', '--seed', '1'],
			['solve', '--seed', '1'],
		]) {
			const run = runIntoClosedPipe(args);
			expect(run.stderr).toBe('');
			expect(run.status).toBe(0);
		}
	});
});
