import {quoteToken, shown} from '../engine/index.js';
import {UsageError} from './errors.js';
import {type FlagName, FLAGS, asOption} from './flags.js';

/**
 * The command line read exactly as --help spells it, before meow sees it: meow (yargs-parser
 * underneath) folds case (`--SEED`), strips extra dashes (`---seed`), takes camel case
 * (`--drawEarly`), gives every switch a `--no-` form and reads `-2026-01-01` as short flags. Here
 * a flag is one of the spellings below or unknown, named as typed; meow then gets one spelling of
 * each flag given (`--seed=S`, `--no-mouse`), which it cannot read two ways.
 */

/** The switches --help gives a `--no-` form: their default is on, or (ascii) the locale's choice. */
const NEGATABLE: ReadonlySet<FlagName> = new Set<FlagName>([
	'autoplay',
	'autoComplete',
	'ascii',
	'color',
	'winnableMark',
	'mouse',
]);

interface Spelling {
	readonly name: FlagName;
	readonly negated: boolean;
}

function spellingsOf(name: FlagName): Array<[string, Spelling]> {
	const plain: [string, Spelling] = [asOption(name, true), {name, negated: false}];
	return NEGATABLE.has(name) ? [plain, [asOption(name, false), {name, negated: true}]] : [plain];
}

/** Every flag's spellings, exact: `--seed`, `--mouse`, `--no-mouse`. */
const SPELLINGS: ReadonlyMap<string, Spelling> = new Map((Object.keys(FLAGS) as FlagName[]).flatMap(spellingsOf));

/** How a switch may be given a value: `--winnable=yes`, in any case. A Map: `--json=constructor` is no value. */
const SWITCH_VALUES: ReadonlyMap<string, boolean> = new Map([
	...['true', 'yes', 'on', '1'].map((word): [string, boolean] => [word, true]),
	...['false', 'no', 'off', '0'].map((word): [string, boolean] => [word, false]),
]);

/** A flag as the player gave it: which one, and its name as typed (`--no-mouse`, `--seed`). */
export interface GivenFlag {
	readonly name: FlagName;
	readonly typed: string;
}

export interface CommandLine {
	/** --help or -h before `--`: answered whatever else the line says. */
	readonly help: boolean;
	readonly version: boolean;
	/** The line as meow is to read it: one spelling per flag, the words, and `--` with what follows. */
	readonly argv: readonly string[];
	readonly given: readonly GivenFlag[];
	/** The options not known, as typed (their control characters escaped). */
	readonly unknown: readonly string[];
	/** The other mistakes, in order: a switch's bad value, a flag given twice. */
	readonly problems: readonly string[];
}

/**
 * A word that is a flag's name, not a word of the line: `-` alone is stdin, and after a flag that
 * takes a value, `-` and a dash before a digit (`-3`, `-2026-01-01`) are that value.
 */
function isOption(word: string, asValue: boolean): boolean {
	return word.startsWith('-') && word !== '-' && !(asValue && /^-\d/.test(word));
}

interface Reading {
	help: boolean;
	version: boolean;
	readonly argv: string[];
	readonly given: GivenFlag[];
	readonly unknown: string[];
	readonly problems: string[];
}

/** A flag that takes a value; without one after `=`, it takes the next word unless that is a flag. */
function takesNext(typed: string, value: string | undefined, next: string | undefined): next is string {
	const spelling = SPELLINGS.get(typed);
	if (value !== undefined || spelling === undefined || FLAGS[spelling.name].type !== 'string') return false;
	return next !== undefined && next !== '--' && !isOption(next, true);
}

/** Reads the command line (without node and the script) as the flags table spells it. */
export function readCommandLine(words: readonly string[]): CommandLine {
	const reading: Reading = {help: false, version: false, argv: [], given: [], unknown: [], problems: []};
	for (let index = 0; index < words.length; index++) {
		const word = words[index];
		if (word === '--') {
			reading.argv.push(...words.slice(index));
			break;
		}
		if (!isOption(word, false)) {
			reading.argv.push(word);
			continue;
		}
		const equals = word.startsWith('--') ? word.indexOf('=') : -1;
		const typed = equals === -1 ? word : word.slice(0, equals);
		const value = equals === -1 ? undefined : word.slice(equals + 1);
		const next = words[index + 1];
		if (takesNext(typed, value, next)) {
			readOption(reading, typed, next);
			index++;
		} else readOption(reading, typed, value);
	}
	return reading;
}

function readOption(reading: Reading, typed: string, value: string | undefined): void {
	if (typed === '--help' || typed === '-h' || typed === '--version') {
		if (value !== undefined) reading.problems.push(`${typed} takes no value`);
		if (typed === '--version') reading.version = true;
		else reading.help = true;
		return;
	}
	const spelling = SPELLINGS.get(typed);
	if (spelling === undefined) {
		reading.unknown.push(shown(typed));
		return;
	}
	const earlier = reading.given.find((flag) => flag.name === spelling.name);
	if (earlier !== undefined) {
		// Given twice, a flag says two things at once (meow would let the last one win).
		const which = earlier.typed === typed ? `${typed} is` : `${earlier.typed} and ${typed} are one flag,`;
		reading.problems.push(`${which} given more than once (give it once)`);
		return;
	}
	reading.given.push({name: spelling.name, typed});
	// --daily alone is today; --daily= says a date was meant and none given.
	if (spelling.name === 'daily' && value === '')
		reading.problems.push(`${typed}= needs a date (or ${typed} alone for today)`);
	else if (FLAGS[spelling.name].type === 'string') reading.argv.push(`${typed}=${value ?? ''}`);
	else {
		const on = switchValue(typed, spelling, value);
		if (typeof on === 'string') reading.problems.push(on);
		else reading.argv.push(asOption(spelling.name, on));
	}
}

/** Whether a switch is on, or (a string) why its value is refused. */
function switchValue(typed: string, spelling: Spelling, value: string | undefined): boolean | string {
	if (value === undefined) return !spelling.negated;
	const on = asOption(spelling.name, true);
	if (spelling.negated) return `${typed} takes no value (give ${on}=no, or ${typed} alone)`;
	const given = SWITCH_VALUES.get(value.toLowerCase());
	return given ?? `${on} takes yes or no (or true/false, on/off, 1/0), not ${quoteToken(value)}`;
}

/** The command line's mistakes, as the one line to show: the unknown options first, all of them. */
export function checkCommandLine(line: CommandLine): void {
	if (line.unknown.length > 0)
		throw new UsageError(`unknown option ${line.unknown.join(', ')} (see shamrocks --help)`);
	const [problem] = line.problems;
	if (problem !== undefined) throw new UsageError(problem);
}
