import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {withFlags} from '../../source/commands/play.js';
import {DEFAULT_SETTINGS} from '../../source/io/settings.js';
import {type CliFlags} from '../../source/commands/index.js';
import {runCli} from '../cli-helpers.js';

function expectOneLineError(run: ReturnType<typeof runCli>, pattern: RegExp): void {
	expect(run.status).toBe(2);
	expect(run.stdout).toBe('');
	expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
	expect(run.stderr).toMatch(pattern);
}

describe('shamrocks play without a terminal', () => {
	it('does not start the game when stdin is not a TTY: one line pointing to print and solve, exit 2', () => {
		expectOneLineError(runCli(['--seed', '42']), /^shamrocks: play needs an interactive terminal; for scripts use `shamrocks print` or `shamrocks solve`$/m);
		expectOneLineError(runCli(['play', '--seed', '42']), /interactive terminal/);
	});

	it('still reports bad flags first, in one line', () => {
		expectOneLineError(runCli(['--seed', '']), /--seed needs a value/);
		expectOneLineError(runCli(['play', 'extra']), /play takes no arguments/);
		expectOneLineError(runCli(['--board=-']), /--board - is not allowed for play/);
		expectOneLineError(runCli(['--board', '/nonexistent/board.txt']), /board\.txt: cannot read: no such file \(ENOENT\)/);
		expectOneLineError(runCli(['--board', 'x.txt', '--seed', '4']), /--board cannot be combined/);
	});

	it('names the line of a bad board file', () => {
		const file = join(mkdtempSync(join(tmpdir(), 'shamrocks-play-')), 'bad.txt');
		writeFileSync(file, 'KS KS\n');
		expectOneLineError(runCli(['--board', file]), /bad\.txt: line \d+: /);
	});
});

describe('settings from the saved file and the flags', () => {
	const flags: CliFlags = {winnable: false, json: false, autoplay: true, autoComplete: true, ascii: false, color: true};

	it('applies --no-autoplay, --no-auto-complete, --ascii and --no-color over the saved settings', () => {
		const rules = DEFAULT_SETTINGS.rules;
		expect(withFlags(DEFAULT_SETTINGS, flags, {})).toEqual({autoplay: true, autoComplete: true, ascii: false, color: true, rules});
		expect(withFlags(DEFAULT_SETTINGS, {...flags, autoplay: false, autoComplete: false, ascii: true, color: false}, {})).toEqual({autoplay: false, autoComplete: false, ascii: true, color: false, rules});
		const saved = {autoplay: false, autoComplete: false, ascii: true, color: false, rules: {variant: 'scotch', kings: 'as-dealt'}} as const;
		expect(withFlags(saved, flags, {})).toEqual(saved);
		// --variant is for this game: the rules New deal offers stay the player's own.
		expect(withFlags(saved, {...flags, variant: 'shamrocks'}, {}).rules).toEqual(saved.rules);
	});

	it('honours NO_COLOR when it has a value, as no-color.org says', () => {
		expect(withFlags(DEFAULT_SETTINGS, flags, {NO_COLOR: '1'}).color).toBe(false);
		expect(withFlags(DEFAULT_SETTINGS, flags, {NO_COLOR: ''}).color).toBe(true);
	});
});
