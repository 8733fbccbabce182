import {type DealRules, ruleChoices, rulesOptions, shown} from '../engine/index.js';
import {readOwnFile} from '../io/own-files.js';
import {parseRecords, statsPath} from '../io/stats-file.js';
import {type Figures, figureLines, figuresOf, logLine} from '../stats/figures.js';
import {type LoggedGame, NO_RECORDS, type Records, recordOf, rulesOfKey} from '../stats/records.js';
import {localDate, localTime} from '../stats/text.js';
import {flagRules} from './deal-choice.js';
import {UsageError} from './errors.js';
import {type CliFlags} from './flags.js';
import {jsonLine} from './output.js';

/** Games of the log the text shows per game of the family (--json gives them all). */
const TEXT_LOG_LINES = 10;

/**
 * `shamrocks stats [--variant V] [--kings K] [--json]`: the figures of the Statistics screen, for
 * every game of the family played (or the one asked for, played or not), with their last games
 * and how to replay each. Reads the file only: a damaged one is said (exit 2, as all bad input) and
 * left for the game to keep aside.
 */
export async function runStats(args: readonly string[], flags: CliFlags): Promise<number> {
	if (args.length > 0) {
		throw new UsageError(
			`stats takes no arguments (got "${shown(args[0])}"); use --variant and --kings for one game`,
		);
	}
	const asked = flagRules(flags);
	const path = statsPath();
	const records = await readRecords(path);
	if (typeof records === 'string') {
		const unusable = `could not be used (${shown(records)}); the game keeps it aside and starts a fresh one`;
		const why = records === 'EISDIR' ? 'is a folder' : unusable;
		process.stderr.write(`shamrocks: the statistics file ${shown(path)} ${why}\n`);
		return 2;
	}
	const today = localDate();
	const games = (asked === undefined ? played(records) : [asked]).map((rules) => figuresOf(records, rules, today));
	if (flags.json) {
		process.stdout.write(jsonLine({file: path, today, games}));
		return 0;
	}
	const none = `No game counted yet (${shown(path)}): a game counts from its first move, once won or lost.\n`;
	process.stdout.write(games.length === 0 ? none : `${games.map(figuresText).join('\n\n')}\n`);
	return 0;
}

async function readRecords(path: string): Promise<Records | string> {
	const text = await readOwnFile(path);
	if (!text.ok) return text.error;
	return text.value === undefined ? NO_RECORDS : parseRecords(text.value);
}

/** The games of the family with a game counted, in the registry's order. */
function played(records: Records): DealRules[] {
	return ruleChoices().filter((rules) => recordOf(records, rules).played > 0);
}

function figuresText(figures: Figures): string {
	const lines = figureLines(figures).map(([label, value]) => `  ${label.padEnd(26)}${value.padStart(6)}`);
	// A logged title comes from the file: shown, as on the Statistics screen.
	const gameLine = (game: LoggedGame) => `  ${shown(logLine(game, localTime(game.at)))}${replayOf(game)}`;
	const games = figures.lastGames.slice(0, TEXT_LOG_LINES).map(gameLine);
	const more =
		figures.lastGames.length > TEXT_LOG_LINES
			? [`  ... ${figures.lastGames.length - TEXT_LOG_LINES} more (--json lists them all)`]
			: [];
	return [
		figures.game,
		...lines,
		...(games.length === 0 ? [] : ['  Last games', ...games.map((line) => `  ${line}`), ...more]),
	].join('\n');
}

/** How to deal a logged game again: `  (--seed 42)`, `  (--variant scotch --daily 2026-12-01)`. */
function replayOf(game: LoggedGame): string {
	const rules = rulesOfKey(game.rules);
	const options = rules === undefined ? '' : rulesOptions(rules);
	const seed = game.seed === undefined ? undefined : `--seed ${shown(shellWord(game.seed))}`;
	const deal = game.daily !== undefined ? `--daily ${game.daily}` : seed;
	return deal === undefined ? '' : `  (${options === '' ? '' : `${options} `}${deal})`;
}

/**
 * A seed as a shell word to type again. One with characters `shown` escapes (the file is read
 * from outside) is written in the shell's `$'...'` quoting, whose escapes are those of `shown`.
 */
function shellWord(seed: string): string {
	if (/^[\w./:-]+$/.test(seed)) return seed;
	if (shown(seed) === seed) return `'${seed.replaceAll("'", "'\\''")}'`;
	return `$'${shown(seed.replaceAll('\\', '\\\\').replaceAll("'", "\\'"))}'`;
}
