import {describe, expect, it} from 'vitest';
import {type CommandLine, checkCommandLine, readCommandLine} from '../../source/commands/command-line.js';

/** The switches as --help spells them, and those it gives a --no- form. */
const SWITCHES = ['--winnable', '--json', '--autoplay', '--auto-complete', '--draw-early', '--ascii', '--color'];
SWITCHES.push('--winnable-mark', '--mouse', '--demo');
const NEGATED = ['--no-autoplay', '--no-auto-complete', '--no-ascii', '--no-color', '--no-winnable-mark', '--no-mouse'];
const WITH_VALUE = ['--variant', '--kings', '--seed', '--daily', '--board', '--budget', '--deals', '--from', '--jobs'];

/** The one line the command line is refused with, or `accepted`. */
function verdict(line: CommandLine): string {
	try {
		checkCommandLine(line);
		return 'accepted';
	} catch (error) {
		return (error as Error).message;
	}
}

function refusal(words: readonly string[]): string {
	return verdict(readCommandLine(words));
}

describe('reading the command line', () => {
	it('takes every flag as --help spells it, and gives meow that one spelling', () => {
		for (const flag of [...SWITCHES, ...NEGATED]) {
			const line = readCommandLine([flag]);
			expect(verdict(line)).toBe('accepted');
			expect(line.argv).toEqual([flag]);
			expect(line.given.map((given) => given.typed)).toEqual([flag]);
		}
		for (const flag of WITH_VALUE) {
			expect(readCommandLine([flag, 'x']).argv).toEqual([`${flag}=x`]);
			expect(readCommandLine([`${flag}=x`]).argv).toEqual([`${flag}=x`]);
		}
	});

	it('knows no other case, dashes or camel case, and names each unknown flag as typed', () => {
		const odd = [
			'--SEED',
			'--Seed',
			'---seed',
			'--v',
			'-v',
			'-abc',
			'--drawEarly',
			'--draw_early',
			'--Json',
			'--HELP',
		];
		odd.push('--no-seed');
		const unknown = `unknown option ${odd.join(', ')} (see shamrocks --help)`;
		expect(refusal(['print', ...odd.flatMap((flag) => [flag, '3'])])).toBe(unknown);
		expect(refusal(['--Seed=3'])).toBe('unknown option --Seed (see shamrocks --help)');
	});

	it('gives a --no- form only to the switches --help lists with one', () => {
		for (const flag of SWITCHES) {
			const negated = `--no-${flag.slice(2)}`;
			const unknown = `unknown option ${negated} (see shamrocks --help)`;
			expect(refusal([negated])).toBe(NEGATED.includes(negated) ? 'accepted' : unknown);
		}
		expect(NEGATED.every((flag) => SWITCHES.includes(`--${flag.slice(5)}`))).toBe(true);
	});

	it('reads a switch given a value in the usual spellings, in any case, and refuses the others by name', () => {
		for (const flag of SWITCHES) {
			const read = (value: string) => readCommandLine([`${flag}=${value}`]).argv;
			for (const value of ['true', 'yes', 'on', '1', 'TRUE', 'Yes', 'ON']) expect(read(value)).toEqual([flag]);
			const off = `--no-${flag.slice(2)}`;
			for (const value of ['false', 'no', 'off', '0', 'False', 'NO', 'Off']) expect(read(value)).toEqual([off]);
			expect(refusal([`${flag}=maybe`])).toBe(
				`${flag} takes yes or no (or true/false, on/off, 1/0), not "maybe"`,
			);
			expect(refusal([`${flag}=`])).toBe(`${flag} takes yes or no (or true/false, on/off, 1/0), not ""`);
			// Words an object has by inheritance are no value of a switch either.
			expect(refusal([`${flag}=constructor`])).toBe(
				`${flag} takes yes or no (or true/false, on/off, 1/0), not "constructor"`,
			);
			expect(refusal([`${flag}=__proto__`])).toBe(
				`${flag} takes yes or no (or true/false, on/off, 1/0), not "__proto__"`,
			);
		}
		for (const flag of NEGATED) {
			expect(refusal([`${flag}=yes`])).toBe(
				`${flag} takes no value (give --${flag.slice(5)}=no, or ${flag} alone)`,
			);
		}
	});

	it('takes the next word as a flag value unless it is a flag; a dash before a digit, or alone, is a value', () => {
		expect(readCommandLine(['--daily', '-2026-01-01']).argv).toEqual(['--daily=-2026-01-01']);
		expect(readCommandLine(['--seed', '-3', 'print']).argv).toEqual(['--seed=-3', 'print']);
		expect(readCommandLine(['--board', '-']).argv).toEqual(['--board=-']);
		expect(readCommandLine(['--daily', '--json']).argv).toEqual(['--daily=', '--json']);
		expect(readCommandLine(['print', '--daily']).argv).toEqual(['print', '--daily=']);
		expect(readCommandLine(['--seed', '--', 'x']).argv).toEqual(['--seed=', '--', 'x']);
		expect(refusal(['--seed', '-x'])).toBe('unknown option -x (see shamrocks --help)');
	});

	it('leaves the words, and everything after --, as they are', () => {
		const line = readCommandLine(['solve', 'a.txt', '-', '--', '--json=maybe', '-x']);
		expect(line.argv).toEqual(['solve', 'a.txt', '-', '--', '--json=maybe', '-x']);
		expect(verdict(line)).toBe('accepted');
	});

	it('refuses a flag given twice, in any two forms, naming them', () => {
		expect(refusal(['--seed', '1', '--seed=2'])).toBe('--seed is given more than once (give it once)');
		expect(refusal(['--json', '--json=no'])).toBe('--json is given more than once (give it once)');
		const twice = '--mouse and --no-mouse are one flag, given more than once (give it once)';
		expect(refusal(['--mouse', '--no-mouse'])).toBe(twice);
		for (const flag of SWITCHES) expect(refusal([flag, '--', flag])).toBe('accepted');
	});

	it('answers --help and -h anywhere before --, whatever else is on the line', () => {
		expect(readCommandLine(['print', '--bogus', '-h']).help).toBe(true);
		expect(readCommandLine(['--seed', '3', '--help']).help).toBe(true);
		expect(readCommandLine(['--seed', '--help']).help).toBe(true);
		expect(readCommandLine(['--', '--help']).help).toBe(false);
		expect(readCommandLine(['--version']).version).toBe(true);
	});

	it('names an unknown flag with its control characters escaped', () => {
		const unknown = 'unknown option --x\\e]2;PWNED\\x07\\u202E (see shamrocks --help)';
		expect(refusal(['--x\x1b]2;PWNED\x07\u202e'])).toBe(unknown);
	});
});
