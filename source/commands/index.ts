import {UsageError} from './errors.js';
import {runPrint} from './print.js';
import {runSolve} from './solve.js';
import {runCensusCommand} from './census.js';

/** The flags cli.tsx passes on, as meow parsed them. */
export interface CliFlags {
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
	readonly ascii: boolean;
	readonly color: boolean;
}

const COMMANDS = ['play', 'print', 'solve', 'census'] as const;

/** Runs the command named by the first word (play when there is none); resolves to the exit status. */
export async function runCommand(input: readonly string[], flags: CliFlags): Promise<number> {
	const [command = 'play', ...rest] = input;
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

/** Parses a whole-number flag, with one clear message when it is not one. */
export function parseCount(name: string, value: string | undefined, fallback: number, minimum = 1): number {
	if (value === undefined) return fallback;
	if (!/^\d+$/.test(value.trim()) || Number(value) < minimum) {
		throw new UsageError(`--${name} takes a whole number of at least ${minimum}, not "${value}"`);
	}
	return Number(value);
}
