import {totalmem} from 'node:os';
import {quoteToken} from '../engine/index.js';
import {positionsForMemory} from '../solver/index.js';
import {UsageError} from './errors.js';

/**
 * The command line's flags, as meow reads them: the one table of their names, kinds and
 * defaults (cli.tsx parses with it; command-line.ts spells each name as --help does).
 */
export const FLAGS = {
	variant: {type: 'string'},
	kings: {type: 'string'},
	seed: {type: 'string'},
	winnable: {type: 'boolean', default: false},
	daily: {type: 'string'},
	board: {type: 'string'},
	open: {type: 'string'},
	json: {type: 'boolean', default: false},
	budget: {type: 'string'},
	deals: {type: 'string'},
	from: {type: 'string'},
	jobs: {type: 'string'},
	positions: {type: 'string'},
	memory: {type: 'string'},
	queue: {type: 'string'},
	resume: {type: 'boolean', default: false},
	retryUnknown: {type: 'boolean', default: false},
	autoplay: {type: 'boolean', default: true},
	autoComplete: {type: 'boolean', default: true},
	autoDrop: {type: 'boolean', default: false},
	drawEarly: {type: 'boolean', default: false},
	// No default: --no-ascii is a choice too (glyphs where the locale is not UTF-8).
	ascii: {type: 'boolean'},
	color: {type: 'boolean', default: true},
	winnableMark: {type: 'boolean', default: true},
	mouse: {type: 'boolean', default: true},
	demo: {type: 'boolean', default: false},
} as const;

export type FlagName = keyof typeof FLAGS;

/** `autoComplete` -> `--auto-complete`, or `--no-auto-complete` for the value false. */
export function asOption(name: string, value: boolean): string {
	const kebab = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
	return value === false ? `--no-${kebab}` : `--${kebab}`;
}

/** The flags cli.tsx passes on, as meow parsed them. */
export interface CliFlags {
	readonly variant?: string;
	readonly kings?: string;
	readonly seed?: string;
	readonly winnable: boolean;
	readonly daily?: string;
	readonly board?: string;
	/** The name of a saved game to take up (play). */
	readonly open?: string;
	readonly json: boolean;
	readonly budget?: string;
	readonly deals?: string;
	readonly from?: string;
	readonly jobs?: string;
	/** Positions per deal at most, beside the time budget (census): verdicts the load cannot change. */
	readonly positions?: string;
	/** Megabytes each solve's tables may take (solve, census): hard deals need more than the default. */
	readonly memory?: string;
	/** The job queue of a census on many machines, a redis:// address (census, worker). */
	readonly queue?: string;
	/** Take up the census of these settings already in the queue (census --queue). */
	readonly resume: boolean;
	/** Solve again, with --budget, the deals a queued census left unknown (census --queue). */
	readonly retryUnknown: boolean;
	readonly autoplay: boolean;
	readonly autoComplete: boolean;
	/** Cards no longer of use on the fans go home by themselves (the setting Auto drop, for this run). */
	readonly autoDrop: boolean;
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
export function parseCount(
	name: string,
	value: string | undefined,
	fallback: number,
	minimum = 1,
	maximum = Number.MAX_SAFE_INTEGER,
): number {
	if (value === undefined) return fallback;
	const count = Number(value);
	const range = maximum === Number.MAX_SAFE_INTEGER ? `of at least ${minimum}` : `from ${minimum} to ${maximum}`;
	// As --seed and --variant say it: a flag given last, or as --budget=, has no value at all.
	if (value.trim() === '') throw new UsageError(`--${name} needs a value (a whole number ${range})`);
	if (!/^\d+$/.test(value.trim()) || count < minimum || count > maximum) {
		throw new UsageError(`--${name} takes a whole number ${range}, not ${quoteToken(value)}`);
	}
	return count;
}

/**
 * --memory MB: what each solve's tables may take, in megabytes of 10^6 bytes, and so the positions
 * it may keep (SolveOptions.maxPositions); undefined when not given (the solver keeps what the
 * budget gives). `jobs` solves at once may not take more than the machine has between them: the
 * system, not the solver, would stop them.
 */
export function parseMemory(
	flags: CliFlags,
	jobs = 1,
): {readonly megabytes: number; readonly maxPositions: number} | undefined {
	if (flags.memory === undefined) return undefined;
	const machine = Math.floor(totalmem() / 1e6);
	const megabytes = parseCount('memory', flags.memory, 0, MIN_MEMORY_MB, Math.max(MIN_MEMORY_MB, machine));
	if (megabytes * jobs > machine) {
		throw new UsageError(
			`--memory ${megabytes} for each of ${jobs} jobs is more than this machine's ${machine} MB ` +
				'(give less, or fewer --jobs)',
		);
	}
	return {megabytes, maxPositions: positionsForMemory(megabytes * 1e6)};
}
/** Less would keep too few positions to settle any but easy deals. */
const MIN_MEMORY_MB = 20;
