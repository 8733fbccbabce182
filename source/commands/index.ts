import {quoteToken} from '../engine/index.js';
import {BOARD_STDIN, UsageError} from './errors.js';
import {type FlagName, asOption, defaultOf} from './flags.js';
import {runPrint} from './print.js';
import {runSolve} from './solve.js';
import {runCensusCommand} from './census.js';

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
	/** Undefined unless given: then the saved setting and the locale decide. */
	readonly ascii?: boolean;
	readonly color: boolean;
}

const COMMANDS = ['play', 'print', 'solve', 'census'] as const;
type Command = (typeof COMMANDS)[number];

const RULE_FLAGS = ['variant', 'kings'] as const;
const DEAL_FLAGS = [...RULE_FLAGS, 'seed', 'winnable', 'daily'] as const;
/** The flags each command reads: any other is a mistake worth saying, not something to ignore. */
const FLAGS_OF: Record<Command, ReadonlyArray<keyof CliFlags>> = {
	play: [...DEAL_FLAGS, 'board', 'autoplay', 'autoComplete', 'ascii', 'color'],
	print: DEAL_FLAGS,
	solve: [...DEAL_FLAGS, 'json', 'budget'],
	census: [...RULE_FLAGS, 'deals', 'from', 'jobs', 'budget'],
};

/** The flags given to a command that it does not read: a flag given is one whose value is not its default. */
function checkFlagsOf(command: Command, flags: CliFlags): void {
	const given = (Object.keys(flags) as FlagName[]).filter((name) => flags[name] !== undefined && flags[name] !== defaultOf(name));
	const foreign = given.filter((name) => !FLAGS_OF[command].includes(name));
	if (foreign.length === 0) return;
	throw new UsageError(`${command} does not take ${foreign.map((name) => asOption(name, flags[name])).join(', ')} (see shamrocks --help)`);
}

function isCommand(word: string): word is Command {
	return (COMMANDS as readonly string[]).includes(word);
}

/** Runs the command named by the first word (play when there is none); resolves to the exit status. */
export async function runCommand(input: readonly string[], flags: CliFlags): Promise<number> {
	const [command = 'play', ...rest] = input;
	if (command === '-' && flags.board !== undefined) throw new UsageError(BOARD_STDIN);
	if (isCommand(command)) checkFlagsOf(command, flags);
	switch (command) {
		case 'play':
			// Loaded only to play: Ink and React take a while to load, and print or solve never need them.
			return (await import('./play.js')).runPlay(rest, flags);
		case 'print':
			return runPrint(rest, flags);
		case 'solve':
			return runSolve(rest, flags);
		case 'census':
			return runCensusCommand(rest, flags);
		default:
			throw new UsageError(`unknown command "${command}" (commands: ${COMMANDS.join(', ')}; see --help)`);
	}
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

