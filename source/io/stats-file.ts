import {join} from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import {shown} from '../engine/index.js';
import {
	type DailyRecord,
	type GameResult,
	type LoggedGame,
	NO_RECORDS,
	RECORDS_VERSION,
	type Records,
	type RulesRecord,
	recordGame,
	rulesOfKey,
} from '../stats/records.js';
import {isDate, isTitle} from '../stats/text.js';
import {withLock} from './lock-file.js';
import {
	OWN_FILE_LIMIT,
	dataFolder,
	describeFailure,
	fittedJson,
	makeFolderFor,
	moveAside,
	parseJsonObject,
	readOwnFile,
} from './own-files.js';

/**
 * The statistics on disk: `stats.json` in the data folder, one JSON object (stats/records.ts says
 * what it holds). Every change is a read-modify-write under the file's lock (lock-file.ts), so
 * that two copies of the game playing at once add up their games instead of writing over each
 * other, and is written atomically (a temporary file renamed over it). A file that cannot be used
 * is moved aside (stats.json.damaged) and said, and a fresh one starts; fields and games this
 * version does not know, from a newer version, stay in the file as long as it stays within the
 * size its reader takes (OWN_FILE_LIMIT): past it they are dropped, and that is said.
 *
 * Every field this version knows is checked as it is read, and the records are read into objects
 * without a prototype: a key `__proto__` or `constructor` in the file is a key like any other.
 */
export function statsPath(env: NodeJS.ProcessEnv = process.env): string {
	return join(dataFolder(env), 'stats.json');
}

/** The records' text: pretty-printed, or compact where that would be past `limit` bytes; undefined past it even so. */
export function makeRecords(records: Records, limit = OWN_FILE_LIMIT): string | undefined {
	return fittedJson(records, limit);
}

export interface RecordsText {
	readonly text: string;
	readonly dropped: boolean;
}

/** The records' text as a save writes it, and whether what this version does not know was dropped to fit `limit`. */
export function recordsText(records: Records, limit = OWN_FILE_LIMIT): RecordsText {
	const text = makeRecords(records, limit);
	if (text !== undefined) return {text, dropped: false};
	const known = makeRecords(knownRecords(records), limit);
	if (known === undefined) throw new Error(`the statistics would be past the ${limit} bytes the game reads back`);
	return {text: known, dropped: true};
}

/** The records without what this version does not know, of its own version (a newer one reads an old file). */
export function knownRecords(records: Records): Records {
	const games = Object.entries(records.games).filter(([key]) => rulesOfKey(key) !== undefined);
	const known = games.map(([key, record]): [string, RulesRecord] => [key, knownRecord(record)]);
	return {version: RECORDS_VERSION, games: table(known), log: records.log.map(knownLogged)};
}

function knownRecord(record: RulesRecord): RulesRecord {
	const {played, won, streak, longestStreak, bestTimeMs, fewestMoves, wonWithoutHelp, daily} = record;
	const days = Object.entries(daily).map(([date, day]): [string, DailyRecord] => [date, pick(day, DAY_FIELDS)]);
	const best = {
		...(bestTimeMs === undefined ? {} : {bestTimeMs}),
		...(fewestMoves === undefined ? {} : {fewestMoves}),
	};
	return {played, won, streak, longestStreak, ...best, wonWithoutHelp, daily: table(days)};
}

function knownLogged(game: LoggedGame): LoggedGame {
	return pick<LoggedGame>(game, LOGGED_FIELDS);
}

const DAY_FIELDS = ['played', 'won', 'moves', 'timeMs'] as const;
const LOGGED_FIELDS = [
	'id',
	'at',
	'rules',
	'title',
	'seed',
	'daily',
	'outcome',
	'cause',
	'moves',
	'timeMs',
	'assisted',
];

/** The fields of `value` of these names, those it has. */
function pick<T>(value: T, names: readonly string[]): T {
	const fields = names.filter((name) => Object.hasOwn(value as object, name));
	return Object.fromEntries(fields.map((name) => [name, (value as Record<string, unknown>)[name]])) as T;
}

/** An object without a prototype, of these own keys: `__proto__` is a key like any other. */
function table<T>(entries: ReadonlyArray<readonly [string, T]>): Record<string, T> {
	return Object.assign(Object.create(null) as Record<string, T>, Object.fromEntries(entries));
}

/** The records in a file's text (of at most `limit` characters, as the file's bytes), or why they cannot be used. */
export function parseRecords(text: string, limit = OWN_FILE_LIMIT): Records | string {
	if (text.length > limit) return 'too large';
	const file = parseJsonObject(text);
	if (typeof file === 'string') return file;
	const version = own(file, 'version');
	const games = own(file, 'games') ?? {};
	const log = own(file, 'log') ?? [];
	// A newer version's file is read for what this one knows, and keeps the rest.
	if (!isCount(version) || version < 1) {
		return `version ${shown(JSON.stringify(version) ?? 'missing')}, not a whole number`;
	}
	if (!isObject(games)) return '"games" is not an object';
	if (!Array.isArray(log)) return '"log" is not a list';
	const checked: Array<[string, RulesRecord]> = [];
	for (const [key, record] of Object.entries(games)) {
		// The records of rules this version does not know are carried along, unread.
		if (rulesOfKey(key) === undefined) {
			checked.push([key, record as RulesRecord]);
			continue;
		}
		const why = rulesRecordProblem(record);
		if (why !== undefined) return `"games" "${shown(key)}": ${why}`;
		const known = record as Record<string, unknown>;
		const daily = (own(known, 'daily') ?? {}) as Record<string, DailyRecord>;
		checked.push([key, {...known, daily: table(Object.entries(daily))} as RulesRecord]);
	}
	for (const [index, game] of log.entries()) {
		const why = loggedProblem(game);
		if (why !== undefined) return `"log" entry ${index + 1}: ${why}`;
	}
	return {...file, version, games: table(checked), log: log as LoggedGame[]};
}

/** A field of an object read from a file: its own, never one its prototype lends. */
function own(value: Record<string, unknown>, name: string): unknown {
	return Object.hasOwn(value, name) ? value[name] : undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A whole number from 0 to 2^53 - 1: what JSON keeps exactly (the records stop counting there). */
function isCount(value: unknown): value is number {
	return Number.isSafeInteger(value) && (value as number) >= 0;
}

const NOT_A_COUNT = `is not a whole number from 0 to ${Number.MAX_SAFE_INTEGER}`;

/** One line of printable text: seeds and ids. */
function isPrintable(value: unknown): value is string {
	return (
		typeof value === 'string' &&
		value.length > 0 &&
		value.length <= 200 &&
		!/[\u0000-\u001f\u007f-\u009f]/.test(value)
	);
}

function rulesRecordProblem(record: unknown): string | undefined {
	if (!isObject(record)) return 'not an object';
	for (const name of ['played', 'won', 'streak', 'longestStreak', 'wonWithoutHelp'] as const) {
		if (!isCount(own(record, name))) return `"${name}" ${NOT_A_COUNT}`;
	}
	for (const name of ['bestTimeMs', 'fewestMoves'] as const) {
		if (own(record, name) !== undefined && !isCount(own(record, name))) return `"${name}" ${NOT_A_COUNT}`;
	}
	if ((record['won'] as number) > (record['played'] as number)) return 'more games won than played';
	const daily = own(record, 'daily') ?? {};
	if (!isObject(daily)) return '"daily" is not an object';
	for (const [date, day] of Object.entries(daily)) {
		if (!isDate(date)) return `"daily" "${shown(date)}" is not a date`;
		const why = dailyProblem(day);
		if (why !== undefined) return `"daily" "${date}": ${why}`;
	}
	return undefined;
}

function dailyProblem(day: unknown): string | undefined {
	if (!isObject(day)) return 'not an object';
	if (!isCount(own(day, 'played'))) return `"played" ${NOT_A_COUNT}`;
	if (typeof own(day, 'won') !== 'boolean') return '"won" is not true or false';
	for (const name of ['moves', 'timeMs'] as const) {
		if (own(day, name) !== undefined && !isCount(own(day, name))) return `"${name}" ${NOT_A_COUNT}`;
	}
	return undefined;
}

const CAUSES: readonly unknown[] = ['left', 'restarted', 'stuck'];

function loggedProblem(game: unknown): string | undefined {
	if (!isObject(game)) return 'not an object';
	for (const name of ['id', 'at', 'rules'] as const) {
		if (!isPrintable(own(game, name))) return `"${name}" is not one line of text`;
	}
	// A title may be a path, any text: it is shown escaped.
	if (!isTitle(own(game, 'title'))) return '"title" is not text';
	for (const name of ['seed', 'daily'] as const) {
		if (own(game, name) !== undefined && !isPrintable(own(game, name))) return `"${name}" is not one line of text`;
	}
	if (own(game, 'daily') !== undefined && !isDate(game['daily'] as string)) return '"daily" is not a date';
	if (own(game, 'outcome') !== 'won' && own(game, 'outcome') !== 'lost') return '"outcome" is not won or lost';
	const cause = own(game, 'cause');
	if (cause !== undefined && !CAUSES.includes(cause)) return '"cause" is not left, restarted or stuck';
	if (!isCount(own(game, 'moves')) || !isCount(own(game, 'timeMs'))) return `"moves" or "timeMs" ${NOT_A_COUNT}`;
	if (typeof own(game, 'assisted') !== 'boolean') return '"assisted" is not true or false';
	return undefined;
}

export interface LoadedRecords {
	readonly records: Records;
	/** Set when a file was there but could not be used: it has been moved aside, and this says where. */
	readonly problem?: string;
}

/** How long the start waits for the lock of a damaged file, to set it aside: the first frame must not wait. */
const START_WAIT_MS = 400;

/**
 * The records as the file holds them; none yet when there is no file. A file that cannot be used
 * is moved aside (under the lock, looked at again there: another copy may have done it already).
 */
export async function loadRecords(path: string): Promise<LoadedRecords> {
	const text = await readOwnFile(path);
	if (text.ok && text.value === undefined) return {records: NO_RECORDS};
	if (!text.ok && text.error === 'EISDIR') return {records: NO_RECORDS, problem: folderProblem(path)};
	const parsed = text.ok ? parseRecords(text.value as string) : text.error;
	if (typeof parsed !== 'string') return {records: parsed};
	const notes: string[] = [];
	try {
		const onNote = (note: string) => notes.push(note);
		const loaded = await withLock(path, () => readRecords(path), {waitMs: START_WAIT_MS, onNote});
		return withNotes(loaded, notes);
	} catch (error) {
		const why = `could not be used (${shown(parsed)}), nor kept aside (${describeFailure(error)})`;
		const problem = `The statistics file ${shown(path)} ${why}.`;
		return {records: NO_RECORDS, problem};
	}
}

function folderProblem(path: string): string {
	return `The statistics file ${shown(path)} is a folder: no game of this session can be counted.`;
}

function withNotes<T extends {readonly problem?: string}>(answer: T, notes: readonly string[]): T {
	const said = [answer.problem, ...notes].filter((part) => part !== undefined).join(' ');
	return said === '' ? answer : {...answer, problem: said};
}

/** Under the lock: the file's records, a damaged file moved aside first. */
async function readRecords(path: string): Promise<LoadedRecords> {
	const text = await readOwnFile(path);
	// A folder in its place is no file to keep aside.
	if (!text.ok && text.error === 'EISDIR') {
		throw Object.assign(new Error(`${shown(path)} is a folder`), {code: 'EISDIR'});
	}
	if (text.ok && text.value === undefined) return {records: NO_RECORDS};
	const parsed = text.ok ? parseRecords(text.value as string) : text.error;
	if (typeof parsed !== 'string') return {records: parsed};
	return {records: NO_RECORDS, problem: await unusable(path, parsed)};
}

async function unusable(path: string, why: string): Promise<string> {
	try {
		const aside = await moveAside(path);
		const kept = `it is kept as ${shown(aside)}, and a fresh one starts`;
		return `The statistics file could not be used (${shown(why)}); ${kept}.`;
	} catch {
		return `The statistics file ${shown(path)} could not be used (${shown(why)}).`;
	}
}

export interface RecordedGames {
	/** The records after the games, with every other copy's games too. */
	readonly records: Records;
	/** A file that could not be used, moved aside on the way; fields dropped to keep within the limit. */
	readonly problem?: string;
}

/**
 * Counts finished games in the file: read, count, write, under the lock. Rejects with an Error
 * whose message can be shown to the player (a folder that cannot be made, a full disk).
 */
export async function recordResults(path: string, results: readonly GameResult[]): Promise<RecordedGames> {
	const notes: string[] = [];
	try {
		const recorded = await withLock(
			path,
			async (): Promise<RecordedGames> => {
				const {records, problem} = await readRecords(path);
				const after = results.reduce(recordGame, records);
				if (after === records) return problem === undefined ? {records} : {records, problem};
				const {text, dropped} = recordsText({...after, version: Math.max(after.version, RECORDS_VERSION)});
				await makeFolderFor(path);
				await writeFileAtomic(path, text);
				const most = `${OWN_FILE_LIMIT / 1024 / 1024} MiB`;
				const unknown = 'what this version does not know of it was dropped';
				if (dropped)
					notes.push(`The statistics file held more than the game reads back (${most}): ${unknown}.`);
				return problem === undefined ? {records: after} : {records: after, problem};
			},
			{onNote: (note) => notes.push(note)},
		);
		return withNotes(recorded, notes);
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'EISDIR') {
			throw new Error(`could not save the statistics: ${shown(path)} is a folder`);
		}
		throw new Error(`could not save the statistics to ${shown(path)}: ${describeFailure(error)}`);
	}
}
