import {join} from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import {type GameResult, type LoggedGame, NO_RECORDS, RECORDS_VERSION, type Records, type RulesRecord, recordGame, rulesOfKey} from '../stats/records.js';
import {isDate} from '../stats/text.js';
import {withLock} from './lock-file.js';
import {OWN_FILE_LIMIT, dataFolder, makeFolderFor, moveAside, parseJsonObject, readOwnFile} from './own-files.js';

/**
 * The statistics on disk: `stats.json` in the data folder, one JSON object (stats/records.ts says
 * what it holds). Every change is a read-modify-write under the file's lock (lock-file.ts), so
 * that two copies of the game playing at once add up their games instead of writing over each
 * other, and is written atomically (a temporary file renamed over it). A file that cannot be used
 * is moved aside (stats.json.damaged) and said, and a fresh one starts; fields and games this
 * version does not know, from a newer version, stay in the file.
 */
export function statsPath(env: NodeJS.ProcessEnv = process.env): string {
	return join(dataFolder(env), 'stats.json');
}

export function makeRecords(records: Records): string {
	return JSON.stringify(records, null, '\t') + '\n';
}

/** The records in a file's text, or why they cannot be used. */
export function parseRecords(text: string): Records | string {
	if (text.length > OWN_FILE_LIMIT) return 'too large';
	const file = parseJsonObject(text);
	if (typeof file === 'string') return file;
	const {version, games = {}, log = []} = file;
	// A newer version's file is read for what this one knows, and keeps the rest.
	if (!Number.isSafeInteger(version) || (version as number) < 1) return `version ${JSON.stringify(version) ?? 'missing'}, not a whole number`;
	if (!isObject(games)) return '"games" is not an object';
	if (!Array.isArray(log)) return '"log" is not a list';
	const checked: Record<string, RulesRecord> = {};
	for (const [key, record] of Object.entries(games)) {
		// The records of rules this version does not know are carried along, unread.
		if (rulesOfKey(key) === undefined) {
			checked[key] = record as RulesRecord;
			continue;
		}
		const why = rulesRecordProblem(record);
		if (why !== undefined) return `"games" "${key}": ${why}`;
		const known = record as Record<string, unknown>;
		checked[key] = {...known, daily: known['daily'] ?? {}} as RulesRecord;
	}
	for (const [index, game] of log.entries()) {
		const why = loggedProblem(game);
		if (why !== undefined) return `"log" entry ${index + 1}: ${why}`;
	}
	return {...file, version: version as number, games: checked, log: log as LoggedGame[]};
}

function isObject(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCount(value: unknown): value is number {
	return Number.isSafeInteger(value) && (value as number) >= 0;
}

/** One line of printable text: titles and seeds are shown on screen (no escape sequences). */
function isPrintable(value: unknown): value is string {
	return typeof value === 'string' && value.length > 0 && value.length <= 200 && !/[\u0000-\u001f\u007f-\u009f]/.test(value);
}

function rulesRecordProblem(record: unknown): string | undefined {
	if (!isObject(record)) return 'not an object';
	for (const name of ['played', 'won', 'streak', 'longestStreak', 'wonWithoutHelp'] as const) {
		if (!isCount(record[name])) return `"${name}" is not a whole number`;
	}
	for (const name of ['bestTimeMs', 'fewestMoves'] as const) {
		if (record[name] !== undefined && !isCount(record[name])) return `"${name}" is not a whole number`;
	}
	if ((record['won'] as number) > (record['played'] as number)) return 'more games won than played';
	const daily = record['daily'] ?? {};
	if (!isObject(daily)) return '"daily" is not an object';
	for (const [date, day] of Object.entries(daily)) {
		if (!isDate(date)) return `"daily" "${date}" is not a date`;
		const why = dailyProblem(day);
		if (why !== undefined) return `"daily" "${date}": ${why}`;
	}
	return undefined;
}

function dailyProblem(day: unknown): string | undefined {
	if (!isObject(day)) return 'not an object';
	if (!isCount(day['played'])) return '"played" is not a whole number';
	if (typeof day['won'] !== 'boolean') return '"won" is not true or false';
	for (const name of ['moves', 'timeMs'] as const) {
		if (day[name] !== undefined && !isCount(day[name])) return `"${name}" is not a whole number`;
	}
	return undefined;
}

function loggedProblem(game: unknown): string | undefined {
	if (!isObject(game)) return 'not an object';
	for (const name of ['id', 'at', 'rules', 'title'] as const) {
		if (!isPrintable(game[name])) return `"${name}" is not one line of text`;
	}
	for (const name of ['seed', 'daily', 'cause'] as const) {
		if (game[name] !== undefined && !isPrintable(game[name])) return `"${name}" is not one line of text`;
	}
	if (game['outcome'] !== 'won' && game['outcome'] !== 'lost') return '"outcome" is not won or lost';
	if (!isCount(game['moves']) || !isCount(game['timeMs'])) return '"moves" or "timeMs" is not a whole number';
	if (typeof game['assisted'] !== 'boolean') return '"assisted" is not true or false';
	return undefined;
}

export interface LoadedRecords {
	readonly records: Records;
	/** Set when a file was there but could not be used: it has been moved aside, and this says where. */
	readonly problem?: string;
}

/**
 * The records as the file holds them; none yet when there is no file. A file that cannot be used
 * is moved aside (under the lock, looked at again there: another copy may have done it already).
 */
export async function loadRecords(path: string): Promise<LoadedRecords> {
	const text = await readOwnFile(path);
	if (text.ok && text.value === undefined) return {records: NO_RECORDS};
	const parsed = text.ok ? parseRecords(text.value as string) : text.error;
	if (typeof parsed !== 'string') return {records: parsed};
	try {
		return await withLock(path, () => readRecords(path));
	} catch (error) {
		return {records: NO_RECORDS, problem: `The statistics file ${path} could not be used (${parsed}; ${describe(error)}).`};
	}
}

/** Under the lock: the file's records, a damaged file moved aside first. */
async function readRecords(path: string): Promise<LoadedRecords> {
	const text = await readOwnFile(path);
	// A folder in its place is no file to keep aside.
	if (!text.ok && text.error === 'EISDIR') throw Object.assign(new Error(`${path} is a folder`), {code: 'EISDIR'});
	if (text.ok && text.value === undefined) return {records: NO_RECORDS};
	const parsed = text.ok ? parseRecords(text.value as string) : text.error;
	if (typeof parsed !== 'string') return {records: parsed};
	return {records: NO_RECORDS, problem: await unusable(path, parsed)};
}

async function unusable(path: string, why: string): Promise<string> {
	try {
		const aside = await moveAside(path);
		return `The statistics file could not be used (${why}); it is kept as ${aside}, and a fresh one starts.`;
	} catch {
		return `The statistics file ${path} could not be used (${why}).`;
	}
}

function describe(error: unknown): string {
	return (error as NodeJS.ErrnoException).code === 'ELOCKED' ? (error as Error).message : ((error as NodeJS.ErrnoException).code ?? (error as Error).message);
}

export interface RecordedGames {
	/** The records after the games, with every other copy's games too. */
	readonly records: Records;
	/** A file that could not be used, moved aside on the way. */
	readonly problem?: string;
}

/**
 * Counts finished games in the file: read, count, write, under the lock. Rejects with an Error
 * whose message can be shown to the player (a folder that cannot be made, a full disk).
 */
export async function recordResults(path: string, results: readonly GameResult[]): Promise<RecordedGames> {
	try {
		return await withLock(path, async () => {
			const {records, problem} = await readRecords(path);
			const after = results.reduce(recordGame, records);
			if (after !== records) {
				await makeFolderFor(path);
				await writeFileAtomic(path, makeRecords({...after, version: Math.max(after.version, RECORDS_VERSION)}));
			}
			return problem === undefined ? {records: after} : {records: after, problem};
		}, {waitMs: 5000});
	} catch (error) {
		throw new Error(`could not save the statistics to ${path}: ${describe(error)}`);
	}
}
