import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {deal, makeBoard} from '../../source/engine/index.js';
import {runCli} from '../cli-helpers.js';

function expectOneLineError(run: ReturnType<typeof runCli>, pattern: RegExp): void {
	expect(run.status).toBe(2);
	expect(run.stdout).toBe('');
	expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
	expect(run.stderr).toMatch(pattern);
	expect(run.stderr).not.toMatch(/\bat .*\.js:\d+/); // no stack trace
}

describe('shamrocks print', () => {
	it('prints the deal of a seed as a board file that names it', () => {
		const run = runCli(['print', '--seed', '42']);
		expect(run.status).toBe(0);
		expect(run.stdout).toBe(makeBoard(deal('42'), ['Shamrocks, deal 42']));
	});

	it('takes any word as a seed', () => {
		const run = runCli(['print', '--seed', 'hello']);
		expect(run.stdout).toBe(makeBoard(deal('hello'), ['Shamrocks, deal hello']));
	});

	it('without a seed, draws one and says how to replay it', () => {
		const run = runCli(['print']);
		expect(run.status).toBe(0);
		const seed = /^# Shamrocks, deal (\d+) \(random; replay with --seed \1\)$/m.exec(run.stdout)?.[1];
		expect(seed).toBeDefined();
		expect(runCli(['print', '--seed', seed!]).stdout.split('\n').slice(1)).toEqual(run.stdout.split('\n').slice(1));
	});

	it('normalises a board file, from a path or from stdin', () => {
		const messy = makeBoard(deal('7'))
			.toLowerCase()
			.replace(/\bt([cdhs])\b/g, '10$1')
			.replace('variant', '# just a comment\nvariant');
		const dir = mkdtempSync(join(tmpdir(), 'shamrocks-'));
		const file = join(dir, 'deal.txt');
		writeFileSync(file, messy);
		expect(runCli(['print', file]).stdout).toBe(makeBoard(deal('7')));
		expect(runCli(['print', '-'], messy).stdout).toBe(makeBoard(deal('7')));
	});

	it('refuses an invalid board with its line, in one line, exit 2', () => {
		const broken = makeBoard(deal('7')).replace(/^(\S+) (\S+) (\S+)$/m, '$1 $2 ZZ');
		expectOneLineError(runCli(['print', '-'], broken), /^shamrocks: stdin: line 3: unknown card "ZZ"/);
	});

	it('refuses an unreadable file, an unknown flag, a bad command, an empty seed', () => {
		expectOneLineError(
			runCli(['print', '/no/such/board.txt']),
			/^shamrocks: \/no\/such\/board\.txt: cannot read: no such file \(ENOENT\)/,
		);
		expectOneLineError(runCli(['print', '--seed', '1', '--frobnicate']), /^shamrocks: unknown option --frobnicate/);
		expectOneLineError(runCli(['shuffle']), /^shamrocks: unknown command "shuffle"/);
		expectOneLineError(runCli(['print', '--seed']), /^shamrocks: --seed needs a value/);
		expectOneLineError(runCli(['print', 'a.txt', 'b.txt']), /^shamrocks: print takes one board FILE/);
		expectOneLineError(
			runCli(['print', '--daily', '2026-02-30']),
			/^shamrocks: --daily takes a date as YYYY-MM-DD/,
		);
	});

	it('answers --help and --version', () => {
		const help = runCli(['--help']);
		expect(help.status).toBe(0);
		expect(help.stdout).toMatch(/shamrocks print/);
		expect(runCli(['--version']).stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
	});
});
