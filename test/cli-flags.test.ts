import {describe, expect, it} from 'vitest';
import {type Run, runCli} from './cli-helpers.js';

/**
 * Every flag, spelt as --help spells it (with a value where it takes one), and the commands it
 * applies to, as --help and the README say: the table the command line must keep to.
 */
const ALL = ['play', 'print', 'solve', 'census', 'stats'];
/** The commands, the worker of a census on many machines too (it takes no rules: the chunks bring them). */
const EVERY = [...ALL, 'worker'];
const DEAL = ['play', 'print', 'solve'];
const PLAY = ['play'];
const FLAG_TABLE: ReadonlyArray<readonly [readonly string[], readonly string[]]> = [
	[['--variant', 'shamrocks'], ALL],
	[['--kings', 'bottom'], ALL],
	[['--draw-early'], ['play', 'solve', 'census']],
	[['--seed', '1'], DEAL],
	[['--winnable'], DEAL],
	[['--daily', '2026-01-01'], DEAL],
	[['--board', 'board.txt'], PLAY],
	[['--open', 'lunch'], PLAY],
	[['--autoplay'], PLAY],
	[['--no-autoplay'], PLAY],
	[['--auto-complete'], PLAY],
	[['--no-auto-complete'], PLAY],
	[['--auto-drop'], PLAY],
	[['--ascii'], PLAY],
	[['--no-ascii'], PLAY],
	[['--color'], PLAY],
	[['--no-color'], PLAY],
	[['--winnable-mark'], PLAY],
	[['--no-winnable-mark'], PLAY],
	[['--mouse'], PLAY],
	[['--no-mouse'], PLAY],
	[['--demo'], PLAY],
	[['--json'], ['solve', 'stats']],
	[
		['--budget', '100'],
		['solve', 'census'],
	],
	[['--deals', '1'], ['census']],
	[['--from', '1'], ['census']],
	[
		['--jobs', '1'],
		['census', 'worker'],
	],
	[['--positions', '1000'], ['census']],
	[
		['--memory', '100'],
		['solve', 'census'],
	],
	[
		['--queue', 'redis://127.0.0.1:1'],
		['census', 'worker'],
	],
	[['--resume'], ['census']],
	[['--retry-unknown'], ['census']],
	// A switch given a value is that switch, wherever it is given.
	[['--winnable=yes'], DEAL],
	[['--json=no'], ['solve', 'stats']],
	[['--draw-early=0'], ['play', 'solve', 'census']],
	[['--mouse=off'], PLAY],
	[['--demo=on'], PLAY],
	[['--auto-drop=yes'], PLAY],
];

/** The name a flag is refused under: as typed, without its value. */
function nameOf(row: readonly string[]): string {
	return row[0].split('=')[0];
}

/**
 * Rows that can be given together: one form of each flag per run (`--mouse` and `--no-mouse` are
 * one flag given twice). The table's rows fall in three such groups.
 */
function groups(rows: typeof FLAG_TABLE): Array<typeof FLAG_TABLE> {
	const negated = rows.filter(([flag]) => flag[0].startsWith('--no-'));
	const valued = rows.filter(([flag]) => flag[0].includes('='));
	const plain = rows.filter((row) => !negated.includes(row) && !valued.includes(row));
	return [plain, negated, valued].filter((group) => group.length > 0);
}

function expectOneLineError(run: Run, message: RegExp | string): void {
	if (typeof message === 'string') expect(run.stderr).toBe(`shamrocks: ${message}\n`);
	else expect(run.stderr).toMatch(message);
	expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
	expect(run.stdout).toBe('');
	expect(run.status).toBe(2);
}

/**
 * What each command says of a word it does not expect, a check made after its flags are taken:
 * reaching it proves that every flag given was accepted, without running the command.
 */
const AFTER_THE_FLAGS = new RegExp(
	`^shamrocks: (${[
		'play takes no arguments',
		'print takes either',
		'solve takes either',
		'census takes no arguments',
		'worker takes no arguments',
		'stats takes no arguments',
		'extra\\.txt: cannot read',
	].join('|')})`,
);

describe('the flags each command takes, as --help spells them', () => {
	for (const command of EVERY) {
		it(`${command} takes the flags that apply to it and refuses each of the others by name, in one line`, () => {
			for (const group of groups(FLAG_TABLE)) {
				const taken = group.filter(([, commands]) => commands.includes(command));
				const others = group.filter(([, commands]) => !commands.includes(command));
				if (taken.length > 0) {
					expectOneLineError(
						runCli([command, ...taken.flatMap(([flag]) => flag), 'extra.txt']),
						AFTER_THE_FLAGS,
					);
				}
				if (others.length > 0) {
					const refused = others.map(([flag]) => nameOf(flag)).join(', ');
					const run = runCli([command, ...others.flatMap(([flag]) => flag)]);
					expectOneLineError(run, `${command} does not take ${refused} (see shamrocks --help)`);
				}
			}
		});
	}

	it('play is the command when none is named', () => {
		const lines = [
			['--seed', '1', '--mouse', '--no-color', '--demo=yes'],
			['--variant', 'scotch', '--winnable', '--ascii'],
		];
		for (const args of lines) expectOneLineError(runCli(args), /^shamrocks: play needs an interactive terminal/);
		expectOneLineError(runCli(['--json']), 'play does not take --json (see shamrocks --help)');
	});

	it('--help lists no spelling the table has not, and every --no- form the table has', () => {
		const help = runCli(['--help']).stdout;
		const spelt = new Set(help.match(/(?<![\w-])--[a-z][a-z-]*[a-z](?![\w-])/g));
		const table = new Set(FLAG_TABLE.map(([flag]) => nameOf(flag)));
		expect([...spelt].filter((flag) => !table.has(flag))).toEqual([]);
		expect([...table].filter((flag) => flag.startsWith('--no-') && !spelt.has(flag))).toEqual([]);
		// A switch not spelt plainly in --help has its --no- form there (--mouse, from --no-mouse).
		expect([...table].filter((flag) => !spelt.has(flag) && !spelt.has(`--no-${flag.slice(2)}`))).toEqual([]);
	});
});

describe('flags spelt otherwise', () => {
	it('are unknown, named exactly as typed, for every command', () => {
		const odd = ['--SEED', '--Seed', '---seed', '--v', '-v', '--drawEarly', '--no-json', '--no-winnable'];
		odd.push('--no-demo', '--no-draw-early', '--no-seed');
		const refusal = `unknown option ${odd.join(', ')} (see shamrocks --help)`;
		for (const command of EVERY)
			expectOneLineError(runCli([command, ...odd.flatMap((flag) => [flag, '3'])]), refusal);
	});

	it('as the outside check found them', () => {
		const rows: ReadonlyArray<readonly [readonly string[], string]> = [
			[['print', '--mouse'], 'print does not take --mouse (see shamrocks --help)'],
			[['print', '--no-json'], 'unknown option --no-json (see shamrocks --help)'],
			[['stats', '--mouse'], 'stats does not take --mouse (see shamrocks --help)'],
			[['print', '--no-mouse'], 'print does not take --no-mouse (see shamrocks --help)'],
			[['print', '--SEED', '3'], 'unknown option --SEED (see shamrocks --help)'],
			[['print', '--Seed', '3'], 'unknown option --Seed (see shamrocks --help)'],
			[['print', '---seed', '3'], 'unknown option ---seed (see shamrocks --help)'],
			[['--v'], 'unknown option --v (see shamrocks --help)'],
			[['print', '--daily', '-2026-01-01'], '--daily takes a date as YYYY-MM-DD, not "-2026-01-01"'],
		];
		for (const [args, message] of rows) expectOneLineError(runCli(args), message);
	});

	it('--daily without a date is today; with one that is not a date, it is named as typed', () => {
		const today = runCli(['print', '--daily']);
		expect(today.status).toBe(0);
		expect(today.stdout).toMatch(/# the daily deal of \d{4}-\d{2}-\d{2}, proved winnable/);
		expect(runCli(['print', '--daily', '--variant', 'shamrocks']).stdout).toBe(today.stdout);
		expectOneLineError(
			runCli(['solve', '--daily', '-1', '--json']),
			'--daily takes a date as YYYY-MM-DD, not "-1"',
		);
		expectOneLineError(
			runCli(['print', '--daily', 'tomorrow']),
			'--daily takes a date as YYYY-MM-DD, not "tomorrow"',
		);
		// An = with nothing after it meant a date and gave none, as --seed= is refused.
		expectOneLineError(runCli(['print', '--daily=']), '--daily= needs a date (or --daily alone for today)');
	});
});
