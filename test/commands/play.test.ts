import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {withFlags} from '../../source/commands/play.js';
import {DEFAULT_SETTINGS} from '../../source/io/settings.js';
import {type CliFlags} from '../../source/commands/index.js';
import {runCli} from '../cli-helpers.js';
import {deal, newGame} from '../../source/engine/index.js';
import {writeSave} from '../../source/io/save-folder.js';
import {canMakeFifo, makeFifo} from '../io/special-files.js';

function expectOneLineError(run: ReturnType<typeof runCli>, pattern: RegExp): void {
	expect(run.status).toBe(2);
	expect(run.stdout).toBe('');
	expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
	expect(run.stderr).toMatch(pattern);
}

describe('shamrocks play without a terminal', () => {
	it('does not start the game when stdin is not a TTY: one line pointing to print and solve, exit 2', () => {
		expectOneLineError(
			runCli(['--seed', '42']),
			/^shamrocks: play needs an interactive terminal; for scripts use `shamrocks print` or `shamrocks solve`$/m,
		);
		expectOneLineError(runCli(['play', '--seed', '42']), /interactive terminal/);
	});

	it('still reports bad flags first, in one line', () => {
		expectOneLineError(runCli(['--seed', '']), /--seed needs a value/);
		expectOneLineError(runCli(['play', 'extra']), /play takes no arguments/);
		expectOneLineError(runCli(['--board=-']), /--board - is not allowed for play/);
		expectOneLineError(
			runCli(['--board', '/nonexistent/board.txt']),
			/board\.txt: cannot read: no such file \(ENOENT\)/,
		);
		expectOneLineError(runCli(['--board', 'x.txt', '--seed', '4']), /--board cannot be combined/);
	});

	it('names the line of a bad board file', () => {
		const file = join(mkdtempSync(join(tmpdir(), 'shamrocks-play-')), 'bad.txt');
		writeFileSync(file, 'KS KS\n');
		expectOneLineError(runCli(['--board', file]), /bad\.txt: line \d+: /);
	});
});

describe('shamrocks --open NAME', () => {
	const data = () => mkdtempSync(join(tmpdir(), 'shamrocks-open-'));
	const open = (dir: string, ...args: string[]) => runCli(['--open', ...args], undefined, {SHAMROCKS_DATA_DIR: dir});

	it('says in one line what is wrong with the name, the save or the flags beside it, and exits 2', async () => {
		const dir = data();
		expectOneLineError(open(dir, ''), /^shamrocks: --open needs the NAME of a saved game/);
		expectOneLineError(open(dir, '../game'), /^shamrocks: --open "\.\.\/game": the name takes only letters/);
		expectOneLineError(open(dir, 'a/b'), /^shamrocks: --open "a\/b": the name takes only letters/);
		expectOneLineError(open(dir, '..'), /^shamrocks: --open "\.\.": the name cannot begin with a dot/);
		// A control character is shown escaped, never sent to the terminal.
		const bell = open(dir, 'red\u001B[31m\u0007');
		expectOneLineError(bell, /^shamrocks: --open "red\\e\[31m\\x07": the name takes only letters/);
		expect(bell.stderr).not.toMatch(/[\u0000-\u0008\u001B]/);
		expectOneLineError(
			open(dir, 'lunch'),
			new RegExp(`^shamrocks: --open "lunch": no saved game of that name \\(in ${join(dir, 'saves')}\\)$`, 'm'),
		);
		mkdirSync(join(dir, 'saves'));
		writeFileSync(join(dir, 'saves', 'broken.json'), '{"version": 3, "ga');
		expectOneLineError(open(dir, 'broken'), /^shamrocks: --open "broken": not JSON$/m);
		expectOneLineError(open(dir, 'lunch', '--seed', '4'), /--open .* cannot go with --seed/);
		expectOneLineError(open(dir, 'lunch', '--variant', 'scotch'), /cannot go with --variant/);
		// A good save, read and checked: what stops it now is the missing terminal.
		const game = newGame(deal('42'));
		const saved = {id: 'a', title: 'deal 42', seed: '42', rules: {variant: 'shamrocks', kings: 'bottom'} as const};
		await writeSave(
			join(dir, 'saves'),
			'lunch',
			{...saved, game, elapsedMs: 0, assisted: false, started: false},
			{
				replace: false,
			},
		);
		expectOneLineError(open(dir, 'lunch'), /play needs an interactive terminal/);
	});

	it.skipIf(!canMakeFifo)('names a named pipe in the place of a save at once, without waiting on it', () => {
		const dir = data();
		mkdirSync(join(dir, 'saves'));
		makeFifo(join(dir, 'saves', 'pipe.json'));
		expectOneLineError(open(dir, 'pipe'), /^shamrocks: --open "pipe": a named pipe, not a file$/m);
	});
});

describe('settings from the saved file and the flags', () => {
	const flags: CliFlags = {
		winnable: false,
		json: false,
		autoplay: true,
		autoComplete: true,
		autoDrop: false,
		drawEarly: false,
		color: true,
		winnableMark: true,
		mouse: true,
		demo: false,
		resume: false,
		retryUnknown: false,
	};

	it('applies --no-autoplay, --no-auto-complete, --auto-drop, --ascii, --no-color, --no-winnable-mark and --no-mouse over the saved settings', () => {
		const rules = DEFAULT_SETTINGS.rules;
		expect(withFlags(DEFAULT_SETTINGS, flags, {})).toEqual(DEFAULT_SETTINGS);
		expect(
			withFlags(
				DEFAULT_SETTINGS,
				{
					...flags,
					autoplay: false,
					autoComplete: false,
					ascii: true,
					color: false,
					winnableMark: false,
					mouse: false,
					drawEarly: true,
					autoDrop: true,
				},
				{},
			),
		).toEqual({
			...DEFAULT_SETTINGS,
			autoplay: false,
			autoComplete: false,
			ascii: true,
			color: false,
			winnableMark: false,
			mouse: false,
			drawEarly: true,
			autoDrop: true,
			rules,
		});
		const saved = {
			autoplay: false,
			autoComplete: false,
			autoDrop: true,
			ascii: true,
			color: false,
			winnableMark: false,
			showPlayable: false,
			mouse: false,
			demoPace: 2,
			drawEarly: true,
			board: 'compact',
			rules: {variant: 'scotch', kings: 'as-dealt'},
		} as const;
		expect(withFlags(saved, flags, {})).toEqual(saved);
		// --variant is for this game: the rules New deal offers stay the player's own.
		expect(withFlags(saved, {...flags, variant: 'shamrocks'}, {}).rules).toEqual(saved.rules);
	});

	it('writes cards in ASCII where the locale is not UTF-8, unless --no-ascii asks for glyphs', () => {
		const ascii = (env: NodeJS.ProcessEnv, given: Partial<CliFlags> = {}) =>
			withFlags(DEFAULT_SETTINGS, {...flags, ...given}, env).ascii;
		expect(ascii({LANG: 'en_US.UTF-8'})).toBe(false);
		expect(ascii({LANG: 'C.utf8'})).toBe(false);
		// No locale at all (many containers): glyphs, as most terminals show them.
		expect(ascii({})).toBe(false);
		expect(ascii({LANG: 'C'})).toBe(true);
		expect(ascii({LANG: 'POSIX'})).toBe(true);
		expect(ascii({LANG: 'de_DE.ISO-8859-1'})).toBe(true);
		// LC_ALL, then LC_CTYPE, then LANG, as setlocale reads them; an empty one does not count.
		expect(ascii({LC_ALL: 'C', LANG: 'en_US.UTF-8'})).toBe(true);
		expect(ascii({LC_ALL: '', LC_CTYPE: 'C', LANG: 'en_US.UTF-8'})).toBe(true);
		expect(ascii({LC_ALL: 'en_US.UTF-8', LANG: 'C'})).toBe(false);
		expect(ascii({LANG: 'C'}, {ascii: false})).toBe(false);
		expect(ascii({LANG: 'en_US.UTF-8'}, {ascii: true})).toBe(true);
		// --no-ascii also overrides letters chosen in the Settings, for this game.
		expect(withFlags({...DEFAULT_SETTINGS, ascii: true}, {...flags, ascii: false}, {}).ascii).toBe(false);
	});

	it('honours NO_COLOR when it has a value, as no-color.org says', () => {
		expect(withFlags(DEFAULT_SETTINGS, flags, {NO_COLOR: '1'}).color).toBe(false);
		expect(withFlags(DEFAULT_SETTINGS, flags, {NO_COLOR: ''}).color).toBe(true);
	});
});
