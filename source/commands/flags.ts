import {quoteToken} from '../engine/index.js';
import {UsageError} from './errors.js';

/**
 * The command line's flags, as meow reads them: the one table of their names, kinds and
 * defaults (cli.tsx parses with it; the commands tell a flag given from one left alone by it).
 */
export const FLAGS = {
	variant: {type: 'string'},
	kings: {type: 'string'},
	seed: {type: 'string'},
	winnable: {type: 'boolean', default: false},
	daily: {type: 'string'},
	board: {type: 'string'},
	json: {type: 'boolean', default: false},
	budget: {type: 'string'},
	deals: {type: 'string'},
	from: {type: 'string'},
	jobs: {type: 'string'},
	autoplay: {type: 'boolean', default: true},
	autoComplete: {type: 'boolean', default: true},
	drawEarly: {type: 'boolean', default: false},
	// No default: --no-ascii is a choice too (glyphs where the locale is not UTF-8).
	ascii: {type: 'boolean'},
	color: {type: 'boolean', default: true},
	winnableMark: {type: 'boolean', default: true},
	mouse: {type: 'boolean', default: true},
	demo: {type: 'boolean', default: false},
} as const;

export type FlagName = keyof typeof FLAGS;

/** `autoComplete` -> `--auto-complete`, or `--no-auto-complete` for the value false, as typed. */
export function asOption(name: string, value: unknown): string {
	if (name.length === 1) return `-${name}`;
	const kebab = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
	return value === false ? `--no-${kebab}` : `--${kebab}`;
}

/** A flag's value when it is not given (undefined for a flag that takes a value). */
export function defaultOf(name: FlagName): boolean | undefined {
	const flag = FLAGS[name];
	return 'default' in flag ? flag.default : undefined;
}

/** How a switch (a flag that is on or off) may be given a value: `--winnable=yes`, any case. */
const SWITCH_VALUES: Readonly<Record<string, boolean>> = {true: true, yes: true, on: true, '1': true, false: false, no: false, off: false, '0': false};

/**
 * The command line with every switch given a value (`--winnable=yes`, `--json=0`) written as meow
 * reads it, `--winnable` or `--no-json`: meow takes any value but `true` for false, without a
 * word. A value that is not one of SWITCH_VALUES is refused by name, and so is a value after a
 * `--no-` form (`--no-color=yes` says two things). After `--` nothing is a flag.
 */
export function spellSwitches(argv: readonly string[]): string[] {
	const end = argv.includes('--') ? argv.indexOf('--') : argv.length;
	const spelled = argv.slice(0, end).map(spellSwitch);
	refuseSwitchesTwice(spelled);
	return [...spelled, ...argv.slice(end)];
}

/**
 * A switch given twice, in any form (`--json --no-json`, `--json=yes --json=no`), says two things
 * at once: refused by name, as a flag with a value given twice is (meow lets the last one win).
 */
function refuseSwitchesTwice(spelled: readonly string[]): void {
	const seen = new Set<string>();
	for (const argument of spelled) {
		const given = /^--(no-)?([a-z-]+)$/.exec(argument);
		if (given === null) continue;
		const camel = given[2].replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
		if (!(camel in FLAGS) || FLAGS[camel as FlagName].type !== 'boolean') continue;
		if (seen.has(camel)) throw new UsageError(`${asOption(camel, true)} is given more than once (give it once)`);
		seen.add(camel);
	}
}

function spellSwitch(argument: string): string {
	const given = /^--(no-)?([^=]+)=(.*)$/s.exec(argument);
	if (given === null) return argument;
	const [, negated, name, value] = given;
	const camel = name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
	if (!(camel in FLAGS) || FLAGS[camel as FlagName].type !== 'boolean') return argument;
	const option = asOption(camel, true);
	if (negated !== undefined) throw new UsageError(`--no-${option.slice(2)} takes no value (give ${option}=no, or --no-${option.slice(2)} alone)`);
	const on = SWITCH_VALUES[value.toLowerCase()];
	if (on === undefined) throw new UsageError(`${option} takes yes or no (or true/false, on/off, 1/0), not ${quoteToken(value)}`);
	return asOption(camel, on);
}

/** The flags cli.tsx passes on, as meow parsed them. */
export interface CliFlags {
	readonly variant?: string;
	readonly kings?: string;
	readonly seed?: string;
	readonly winnable: boolean;
	readonly daily?: string;
	readonly board?: string;
	readonly json: boolean;
	readonly budget?: string;
	readonly deals?: string;
	readonly from?: string;
	readonly jobs?: string;
	readonly autoplay: boolean;
	readonly autoComplete: boolean;
	/** The house rule that allows the draw before the last redeal (La Belle Lucie, Trefoil). */
	readonly drawEarly: boolean;
	/** Undefined unless given: then the saved setting and the locale decide. */
	readonly ascii?: boolean;
	readonly color: boolean;
	readonly winnableMark: boolean;
	readonly mouse: boolean;
	/** Start the deal with the solver playing it (watching the solver). */
	readonly demo: boolean;
}

/** The longest time budget taken, in milliseconds: a day. */
export const MAX_BUDGET_MS = 86_400_000;

/**
 * Parses a whole-number flag, with one clear message when it is not one or is out of range (by
 * default up to the largest whole number a double holds exactly).
 */
export function parseCount(name: string, value: string | undefined, fallback: number, minimum = 1, maximum = Number.MAX_SAFE_INTEGER): number {
	if (value === undefined) return fallback;
	const count = Number(value);
	if (!/^\d+$/.test(value.trim()) || count < minimum || count > maximum) {
		const range = maximum === Number.MAX_SAFE_INTEGER ? `of at least ${minimum}` : `from ${minimum} to ${maximum}`;
		throw new UsageError(`--${name} takes a whole number ${range}, not ${quoteToken(value)}`);
	}
	return count;
}
