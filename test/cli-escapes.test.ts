import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {deal, makeBoard} from '../source/engine/index.js';
import {type Run, runCli} from './cli-helpers.js';

/**
 * Text from outside that would drive a terminal if written as it is: ESC starting a title change
 * and a colour, BEL, CR, the C1 CSI, DEL and a right-to-left override.
 */
const HOSTILE = 'x\x1b]2;PWNED\x07\x1b[31m\r\x9b\x7f\u202e';
/** HOSTILE as `shown` writes it. */
const SHOWN = 'x\\e]2;PWNED\\x07\\e[31m\\r\\x9B\\x7F\\u202E';

/** What a terminal would act on in the output: C0 but tab and newline, DEL, C1, direction controls. */
const ACTING = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028-\u202E\u2066-\u2069]/;

function folder(): string {
	return mkdtempSync(join(tmpdir(), 'shamrocks-escapes-'));
}

/** Config and data folders of their own, so that no run reads or writes the player's. */
function environment(data = folder()): NodeJS.ProcessEnv {
	return {SHAMROCKS_CONFIG_DIR: folder(), SHAMROCKS_DATA_DIR: data};
}

function expectNothingActing(run: Run): void {
	expect(run.stdout).not.toMatch(ACTING);
	expect(run.stderr).not.toMatch(ACTING);
}

/** Refused in one line that shows the hostile text escaped (`\e]2;PWNED`), not dropped. */
function expectEscapedRefusal(run: Run): void {
	expectNothingActing(run);
	expect(run.stderr).toMatch(/^shamrocks: .*(\\e|\\x1b)\]2;PWNED/);
	expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
	expect(run.stdout).toBe('');
	expect(run.status).toBe(2);
}

describe('text from outside in what the command line writes', () => {
	it('is escaped in every refusal that quotes a word, a flag or its value', () => {
		const refusals = [
			[HOSTILE],
			[`--${HOSTILE}`],
			[`-${HOSTILE}`],
			['print', `--seed=1`, `--${HOSTILE}=1`],
			['play', HOSTILE],
			['stats', HOSTILE],
			['census', HOSTILE],
			['print', '--variant', HOSTILE],
			['print', '--kings', HOSTILE],
			['print', '--daily', HOSTILE],
			['solve', '--seed', '1', `--json=${HOSTILE}`],
			['solve', '--seed', '1', '--budget', HOSTILE],
			['census', '--deals', HOSTILE],
		];
		for (const args of refusals) expectEscapedRefusal(runCli(args, '', environment()));
	});

	it('refuses a seed that the status line would have to escape, without echoing it', () => {
		for (const seed of [HOSTILE, 'a\u202eb', 'a\u2066b']) {
			const run = runCli(['print', '--seed', seed]);
			expectNothingActing(run);
			expect(run.stderr).toMatch(/^shamrocks: --seed takes printable characters on one line/);
			expect(run.status).toBe(2);
		}
	});

	it('is escaped in the name of a board file, there or not, and in its lines', () => {
		const dir = folder();
		const missing = join(dir, `${HOSTILE}.txt`);
		const bad = join(dir, `bad${HOSTILE}.txt`);
		writeFileSync(bad, makeBoard(deal('42')).replace('JH TD JC', `JH TD ${HOSTILE}JC`));
		const good = join(dir, `good${HOSTILE}.txt`);
		writeFileSync(good, makeBoard(deal('42')));
		for (const args of [
			['--board', missing],
			['--board', bad],
			['print', missing],
			['print', bad],
			['solve', missing],
			['solve', bad],
			['print', '--variant', 'scotch', good],
			['solve', '--kings', 'mm', good],
			['--board', good, '--variant', 'scotch'],
		]) {
			expectEscapedRefusal(runCli(args, '', environment()));
		}
		const stdin = runCli(['print', '-'], `KS ${HOSTILE}\n`);
		expectNothingActing(stdin);
		expect(stdin.stderr).toMatch(/^shamrocks: stdin: line 1: unknown card "x\\x1b\]2;PWNED/);
	});

	it('is escaped in what solve writes of a board file, as text and as JSON that reads back as the path', () => {
		const good = join(folder(), `good${HOSTILE}.txt`);
		writeFileSync(good, makeBoard(deal('42')));
		const text = runCli(['solve', '--budget', '50', good]);
		expectNothingActing(text);
		expect(text.stdout).toContain(`good${SHOWN}.txt: `);
		const json = runCli(['solve', '--budget', '50', '--json', good]);
		expectNothingActing(json);
		expect((JSON.parse(json.stdout) as {input: string}).input).toBe(good);
	});

	it('is escaped in what stats writes of its file and of a damaged one', () => {
		const data = join(folder(), HOSTILE);
		mkdirSync(data);
		const empty = runCli(['stats'], '', environment(data));
		expectNothingActing(empty);
		expect(empty.stdout).toContain(`${SHOWN}/stats.json): `);
		const json = runCli(['stats', '--json'], '', environment(data));
		expectNothingActing(json);
		expect((JSON.parse(json.stdout) as {file: string}).file).toBe(join(data, 'stats.json'));
		writeFileSync(join(data, 'stats.json'), JSON.stringify({version: `\u202e\x9b${HOSTILE}`}));
		const damaged = runCli(['stats'], '', environment(data));
		expectNothingActing(damaged);
		expect(damaged.stderr).toMatch(/could not be used \(version "\\u202E\\x9B/);
		expect(damaged.status).toBe(2);
	});
});
