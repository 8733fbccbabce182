import {type DealRules, parseDealRules} from '../engine/index.js';
import {type GameResult, dealNameOf, gameEndOf} from './game-record.js';
import {fittedTitle} from './text.js';

/**
 * The player's records, counted: a record in, a finished game in, a new record out. Pure (no
 * clock, no file): the io layer keeps them in a file, the UI and `shamrocks stats` show them.
 *
 * What counts (issue 18, and the choices made where it is silent):
 * - A game counts from its first move; it ends as won (all 52 cards home, once: undoing the win
 *   and winning again is the same win), or as lost when it is left for another deal, restarted,
 *   or quit while stuck. A game quit while it can still be played stays open: kept, and counted
 *   when it ends. A kept game taken up again is the same game: its id is counted once.
 * - Only deals count: a game from a board file (no seed) is practice, and counts nowhere.
 * - A daily deal won already (under the same rules) is a replay: neither counted nor logged, so
 *   its record and the win rate stand as they were.
 * - Best time and fewest moves come from every win, helped or not; "won without hint or undo"
 *   counts the wins where neither h nor an undo (u, b) was used.
 *
 * The solver's games (issue 27): the solver's moves (Watch the solver, w, --demo) are help.
 * - A game the solver won, the winning move (or the move that let auto complete play the rest
 *   home) the demo's, counts nowhere: neither played nor won, no best time, fewest moves or daily
 *   record, whoever played the moves before. Nor does a game whose every move was the solver's,
 *   however it ends (left, restarted, quit stuck): the player never played it.
 * - Any other game with a move of the player's own is the player's, watched in part or not: a
 *   win the player made after the solver's moves is a win with help (not "won without hint or
 *   undo"), as after a hint; a game left, restarted or quit stuck is lost, even when the solver
 *   played its last moves (watching a move does not take back a loss).
 * - A count at the largest whole number JSON keeps exactly (2^53 - 1) stays there.
 */

export {type GameResult, type LossCause, type Outcome} from './game-record.js';

/** One date of the daily deal, under one set of rules. */
export interface DailyRecord {
	/** Games of that deal counted (its tries until the first win). */
	readonly played: number;
	readonly won: boolean;
	/** The win's moves and time. */
	readonly moves?: number;
	readonly timeMs?: number;
}

/** The figures of one game of the family (a variant and its Kings rule). */
export interface RulesRecord {
	readonly played: number;
	readonly won: number;
	/** Wins in a row, up to the last game counted. */
	readonly streak: number;
	readonly longestStreak: number;
	readonly bestTimeMs?: number;
	readonly fewestMoves?: number;
	readonly wonWithoutHelp: number;
	/** By date, YYYY-MM-DD. */
	readonly daily: Readonly<Record<string, DailyRecord>>;
}

/**
 * A game in the log of the last games, newest first, to find a deal and replay it: its rules as a key
 * (`shamrocks/bottom`).
 */
export type LoggedGame = Omit<GameResult, 'rules' | 'watched'> & {readonly rules: string};

/**
 * Everything kept. Objects read from a file keep the fields this version does not know (a newer
 * version wrote them): each step below copies a record with `...` and changes only what it counts.
 * So are the records of rules this version does not know: they are carried along, never read.
 */
export interface Records {
	readonly version: number;
	/** By rules key (`shamrocks/bottom`, `scotch/as-dealt`): a new variant needs no migration. */
	readonly games: Readonly<Record<string, RulesRecord>>;
	readonly log: readonly LoggedGame[];
}

/** The records' format version this code writes. */
export const RECORDS_VERSION = 1;

/** Games kept in the log: enough to find last week's deals, small enough to read at every start. */
export const LOG_LIMIT = 100;

export const NO_RECORDS: Records = {version: RECORDS_VERSION, games: {}, log: []};

export const EMPTY_RECORD: RulesRecord = {played: 0, won: 0, streak: 0, longestStreak: 0, wonWithoutHelp: 0, daily: {}};

/** The key of a game of the family in the records: `variant/kings`, stable whatever the names on screen. */
export function rulesKey(rules: DealRules): string {
	return `${rules.variant}/${rules.kings}`;
}

/** The rules of a key, when this version knows them. */
export function rulesOfKey(key: string): DealRules | undefined {
	const [variant, kings, ...rest] = key.split('/');
	if (rest.length > 0 || kings === undefined) return undefined;
	const rules = parseDealRules(variant, kings);
	return rules.ok && rulesKey(rules.value) === key ? rules.value : undefined;
}

export function recordOf(records: Records, rules: DealRules): RulesRecord {
	return ownValue(records.games, rulesKey(rules)) ?? EMPTY_RECORD;
}

/** A record's own value of a key, never one its prototype lends (`constructor`, `__proto__`). */
export function ownValue<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
	return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** Why a finished game is not counted. */
export type NotCounted = 'no deal' | 'watched' | 'counted already' | 'daily won already';

/** Why a finished game is not counted, or undefined when it counts. */
export function notCounted(records: Records, result: GameResult): NotCounted | undefined {
	if (result.seed === undefined) return 'no deal';
	if (result.watched === true) return 'watched';
	if (records.log.some((game) => game.id === result.id)) return 'counted already';
	const day = result.daily === undefined ? undefined : ownValue(recordOf(records, result.rules).daily, result.daily);
	if (day?.won === true) return 'daily won already';
	return undefined;
}

/**
 * Whether the game of `id`, saved at `savedAt` (an ISO time) and taken up again, may have been
 * counted since: its id is in the log (`counted`), or the log is full and its oldest game ended
 * after the save (`perhaps`: a count of this game may have fallen out of the log, which is all the
 * records remember of ids). Either way the game must count nowhere now: a game counts once.
 */
export function countedSince(records: Records, id: string, savedAt: string): 'counted' | 'perhaps' | undefined {
	if (records.log.some((game) => game.id === id)) return 'counted';
	const oldest = records.log.at(-1);
	if (records.log.length < LOG_LIMIT || oldest === undefined) return undefined;
	const saved = Date.parse(savedAt);
	// A time that cannot be read proves nothing: the game may have been counted.
	return Number.isNaN(saved) || !(Date.parse(oldest.at) <= saved) ? 'perhaps' : undefined;
}

/** The records with one more finished game counted (the same records when it does not count). */
export function recordGame(records: Records, given: GameResult): Records {
	if (notCounted(records, given) !== undefined) return records;
	// Whole counts the file takes back, whatever a caller measured.
	const result = {...given, moves: wholeCount(given.moves), timeMs: wholeCount(given.timeMs)};
	const key = rulesKey(result.rules);
	const record = counted(ownValue(records.games, key) ?? EMPTY_RECORD, result);
	return {
		...records,
		games: {...records.games, [key]: record},
		log: [logged(result), ...records.log].slice(0, LOG_LIMIT),
	};
}

function counted(before: RulesRecord, result: GameResult): RulesRecord {
	const won = result.outcome === 'won';
	const streak = won ? more(before.streak) : 0;
	const {daily: date} = result;
	const daily = date === undefined ? before.daily : withDay(before.daily, date, result);
	return {
		...before,
		played: more(before.played),
		won: won ? more(before.won) : before.won,
		streak,
		longestStreak: Math.max(before.longestStreak, streak),
		bestTimeMs: won ? lowest(before.bestTimeMs, result.timeMs) : before.bestTimeMs,
		fewestMoves: won ? lowest(before.fewestMoves, result.moves) : before.fewestMoves,
		wonWithoutHelp: won && !result.assisted ? more(before.wonWithoutHelp) : before.wonWithoutHelp,
		daily,
	};
}

/** One more, but never past the largest whole number JSON keeps exactly: the file must read back. */
function more(count: number): number {
	return Math.min(count + 1, Number.MAX_SAFE_INTEGER);
}

function wholeCount(value: number): number {
	return Number.isFinite(value) ? Math.min(Math.max(0, Math.round(value)), Number.MAX_SAFE_INTEGER) : 0;
}

function withDay(daily: RulesRecord['daily'], date: string, result: GameResult): RulesRecord['daily'] {
	return {...daily, [date]: dailyAfter(ownValue(daily, date), result)};
}

function dailyAfter(before: DailyRecord | undefined, result: GameResult): DailyRecord {
	const played = more(before?.played ?? 0);
	return result.outcome === 'won'
		? {...before, played, won: true, moves: result.moves, timeMs: result.timeMs}
		: {...before, played, won: false};
}

function lowest(before: number | undefined, now: number): number {
	return before === undefined ? now : Math.min(before, now);
}

function logged(result: GameResult): LoggedGame {
	// The log keeps no `watched`: a watched game is never logged (see the top of this file).
	const {watched: _watched, ...end} = gameEndOf(result);
	const {title, rules, ...seedAndDate} = dealNameOf(result);
	return {id: result.id, at: result.at, rules: rulesKey(rules), title: fittedTitle(title), ...seedAndDate, ...end};
}
