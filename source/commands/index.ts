import {shown} from '../engine/index.js';
import {UsageError} from './errors.js';
import {type GivenFlag} from './command-line.js';
import {type CliFlags} from './flags.js';
import {runPrint} from './print.js';
import {runSolve} from './solve.js';
import {runCensusCommand} from './census.js';
import {withQueue} from './queue-loader.js';
import {runStats} from './stats.js';

const COMMANDS = ['play', 'print', 'solve', 'census', 'worker', 'stats'] as const;
export type Command = (typeof COMMANDS)[number];

const RULE_FLAGS = ['variant', 'kings'] as const;
const DEAL_FLAGS = [...RULE_FLAGS, 'seed', 'winnable', 'daily'] as const;
/** The flags each command reads: any other is a mistake worth saying, not something to ignore. */
const FLAGS_OF: Record<Command, ReadonlyArray<keyof CliFlags>> = {
	play: [
		...DEAL_FLAGS,
		'board',
		'open',
		'drawEarly',
		'autoplay',
		'autoComplete',
		'autoDrop',
		'ascii',
		'color',
		'winnableMark',
		'mouse',
		'demo',
	],
	print: DEAL_FLAGS,
	solve: [...DEAL_FLAGS, 'drawEarly', 'json', 'budget', 'memory'],
	census: [
		...RULE_FLAGS,
		'drawEarly',
		'deals',
		'from',
		'jobs',
		'budget',
		'positions',
		'memory',
		'queue',
		'resume',
		'retryUnknown',
	],
	worker: ['queue', 'jobs'],
	stats: [...RULE_FLAGS, 'json'],
};

/** The flags given to a command that it does not read, named as typed: one line saying them all. */
export function checkFlagsOf(command: Command, given: readonly GivenFlag[]): void {
	const foreign = given.filter((flag) => !FLAGS_OF[command].includes(flag.name));
	if (foreign.length === 0) return;
	const names = foreign.map((flag) => flag.typed).join(', ');
	throw new UsageError(`${command} does not take ${names} (see shamrocks --help)`);
}

function isCommand(word: string): word is Command {
	return (COMMANDS as readonly string[]).includes(word);
}

/** Runs the command named by the first word (play when there is none); resolves to the exit status. */
export async function runCommand(
	input: readonly string[],
	flags: CliFlags,
	given: readonly GivenFlag[],
): Promise<number> {
	const [command = 'play', ...rest] = input;
	if (!isCommand(command)) {
		throw new UsageError(`unknown command "${shown(command)}" (commands: ${COMMANDS.join(', ')}; see --help)`);
	}
	checkFlagsOf(command, given);
	switch (command) {
		case 'play':
			// Loaded only to play: Ink and React take a while to load, and print or solve never need them.
			return (await import('./play.js')).runPlay(rest, flags);
		case 'print':
			return runPrint(rest, flags);
		case 'solve':
			return runSolve(rest, flags);
		case 'census':
			return flags.queue === undefined
				? runCensusCommand(rest, flags)
				: withQueue((queue) => queue.runQueuedCensusCommand(rest, flags));
		case 'worker':
			return withQueue((queue) => queue.runWorkerCommand(rest, flags));
		case 'stats':
			return runStats(rest, flags);
	}
}

export {type CliFlags} from './flags.js';
