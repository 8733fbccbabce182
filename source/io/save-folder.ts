import {lstat, readdir, unlink} from 'node:fs/promises';
import {join} from 'node:path';
import {type Result, fail, ok, shown} from '../engine/index.js';
import {type KeptGame, type SavedGame, parseKeptGames, writeKeptGames} from './saved-game.js';
import {withLock} from './lock-file.js';
import {dataFolder, describeFailure, makeFolderFor, readOwnFile, removeStaleTemporaries} from './own-files.js';

/**
 * The saved games: the menu's Save this game… keeps the game on the table, its whole history, under
 * a name the player types, and Open a saved game… (or `--open NAME`) takes it up again. Each is a
 * file NAME.json of its own in the folder `saves` of the data folder, in the kept game's format
 * (saved-game.ts: a version 3 file holding one game, its id kept), written by the kept game's own
 * writer (writeKeptGames: atomic, within OWN_FILE_LIMIT) under its lock (lock-file.ts). The kept
 * games (game.json) are another file: saving or opening never changes them.
 *
 * A name stays inside the folder: letters, digits and a few marks (NAME_RULE), never `/`, never
 * a name starting with a dot or holding `..`, never a control character. A save that cannot be
 * used (not JSON, a move that cannot be played, too large, a link, a named pipe or a folder in its
 * place) is listed as damaged and never opened, nor changed; saving over it asks first, as over
 * any save. Files of other names in the folder are left alone.
 */

export function savesFolder(env: NodeJS.ProcessEnv = process.env): string {
	return join(dataFolder(env), 'saves');
}

/** Longest name, in characters: the list shows it whole, and any file system takes it. */
export const MAX_NAME_LENGTH = 40;

const NAME_CHARACTERS_TEXT = "letters, digits, spaces and - _ . , ' ( ) + ! & #";

/** What a name may be, in words for the player. */
export const NAME_RULE = `${NAME_CHARACTERS_TEXT}, at most ${MAX_NAME_LENGTH} characters, not starting with a dot`;

const NAME_CHARACTERS = /^[\p{L}\p{M}\p{N} _\-.,'()+!&#]+$/u;

/**
 * Why text cannot be a save's name (words to follow "The name"), or undefined when it can. The
 * characters allowed are all shown as they are (shown() escapes none of them).
 */
export function nameProblem(name: string): string | undefined {
	if (name.trim() === '') return 'is empty: type a name';
	if (name !== name.trim()) return 'cannot begin or end with a space';
	if ([...name].length > MAX_NAME_LENGTH) return `takes at most ${MAX_NAME_LENGTH} characters`;
	if (!NAME_CHARACTERS.test(name)) return `takes only ${NAME_CHARACTERS_TEXT}`;
	if (name.startsWith('.') || name.includes('..')) return 'cannot begin with a dot or hold two dots in a row';
	return undefined;
}

const SUFFIX = '.json';

function pathOf(folder: string, name: string): string {
	return join(folder, `${name}${SUFFIX}`);
}

/** A save in the folder: its game, or why it cannot be used. */
export type SaveEntry =
	| {readonly name: string; readonly game: KeptGame; readonly damaged?: undefined}
	| {readonly name: string; readonly damaged: string; readonly game?: undefined};

export interface SaveList {
	/** Newest first; the damaged ones after them, by name. */
	readonly entries: readonly SaveEntry[];
	/** The folder could not be read (a file in its place). */
	readonly problem?: string;
}

/** The saves in the folder (none when there is no folder yet). */
export async function listSaves(folder: string): Promise<SaveList> {
	let names: string[];
	try {
		names = await readdir(folder);
	} catch (error) {
		const code = (error as NodeJS.ErrnoException).code;
		if (code === 'ENOENT') return {entries: []};
		return {entries: [], problem: `The saved games' folder ${shown(folder)} cannot be read (${code ?? 'error'}).`};
	}
	// What a save killed half-way left beside its file (write-file-atomic's NAME.json.<number>), an hour old.
	const temporaries = names.filter((name) => /\.json\.\d{1,10}$/.test(name));
	await removeStaleTemporaries(unique(temporaries.map((name) => join(folder, name.replace(/\.\d+$/, '')))));
	const saves = names
		.filter((name) => name.endsWith(SUFFIX))
		.map((name) => name.slice(0, -SUFFIX.length))
		.filter((name) => nameProblem(name) === undefined);
	const entries = await Promise.all(saves.map(async (name) => entryOf(name, await readSave(folder, name))));
	return {entries: entries.sort(newestFirst)};
}

function unique(paths: readonly string[]): string[] {
	return [...new Set(paths)];
}

function entryOf(name: string, read: Result<KeptGame, string>): SaveEntry {
	return read.ok ? {name, game: read.value} : {name, damaged: read.error};
}

function newestFirst(a: SaveEntry, b: SaveEntry): number {
	if (a.game !== undefined && b.game !== undefined) return Date.parse(b.game.savedAt) - Date.parse(a.game.savedAt);
	if (a.game !== undefined || b.game !== undefined) return a.game === undefined ? 1 : -1;
	return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/**
 * The game saved under `name`, every move replayed through the engine; or why it cannot be used,
 * in a few words (`no saved game of that name`, `not JSON`, `a named pipe, not a file`).
 */
export async function readSave(folder: string, name: string): Promise<Result<KeptGame, string>> {
	const problem = nameProblem(name);
	if (problem !== undefined) return fail(`the name ${problem}`);
	const text = await readOwnFile(pathOf(folder, name), {followLinks: false});
	if (!text.ok) return fail(unreadable(text.error));
	if (text.value === undefined) return fail('no saved game of that name');
	// A file of before version 3 has no id: each reading would make the game a new one, counted again.
	let withoutId = false;
	const parsed = parseKeptGames(text.value, () => {
		withoutId = true;
		return 'none';
	});
	if (typeof parsed === 'string') return fail(parsed);
	if (withoutId) return fail('a file of an older version, which has no id');
	const [game, ...more] = parsed.games;
	if (parsed.unusable.length > 0 || more.length > 0) return fail('more than one game');
	if (game === undefined) return fail('no game');
	// A seeded game whose cards are not its seed's deal is read as practice (saved-game.ts), as the
	// kept game is: its title says so (`practice (not deal 42)`), and it counts nowhere.
	const {playing: _playing, ...saved} = game;
	return ok(saved);
}

function unreadable(error: string): string {
	if (error === 'EISDIR') return 'a folder, not a file';
	const kind = /^not a regular file \((.*)\)$/.exec(error)?.[1];
	return kind === undefined ? error : `${kind}, not a file`;
}

export type SaveOutcome =
	{readonly saved: true; readonly note?: string} | {readonly saved: false; readonly exists: true};

/**
 * Saves the game under `name`, with the time it was saved. A save of that name already there (or
 * anything in its place) is written over only with `replace` (the player was asked): without it
 * the answer is that it exists. Checked under the lock, so that of two copies saving one new name
 * at once, one saves and the other is told. Rejects with an Error whose message can be shown.
 */
export async function writeSave(
	folder: string,
	name: string,
	game: SavedGame,
	{replace, now = new Date()}: {readonly replace: boolean; readonly now?: Date},
): Promise<SaveOutcome> {
	const problem = nameProblem(name);
	if (problem !== undefined) throw new Error(`The name ${problem}.`);
	const path = pathOf(folder, name);
	const notes: string[] = [];
	try {
		await makeFolderFor(path);
		return await withLock(
			path,
			async (): Promise<SaveOutcome> => {
				const there = await lstat(path).catch(() => undefined);
				if (there !== undefined && !replace) return {saved: false, exists: true};
				if (there?.isDirectory() === true) throw new Error('a folder is in its place');
				// write-file-atomic writes through a link, to wherever it points: the link goes instead.
				if (there !== undefined && !there.isFile()) await unlink(path);
				await writeKeptGames(path, [{...game, savedAt: now.toISOString()}]);
				return notes.length === 0 ? {saved: true} : {saved: true, note: notes.join(' ')};
			},
			{onNote: (note) => notes.push(note)},
		);
	} catch (error) {
		throw new Error(`Could not save the game as ${shown(name)}: ${describeFailure(error)}.`);
	}
}

/** What the game on screen needs of the saved games: the list, a save, and a game taken up again. */
export interface SaveShelf {
	list(): Promise<SaveList>;
	save(name: string, game: SavedGame, replace: boolean): Promise<SaveOutcome>;
	/** The game saved under `name`, or why it cannot be taken up (damaged; played by another copy now). */
	open(name: string): Promise<Result<KeptGame, string>>;
}

/**
 * The saved games in `folder`. `playedElsewhere` says whether another running copy plays a game
 * (kept-games.ts): such a game is not taken up here too, as a kept game is not.
 */
export function saveShelf(folder: string, playedElsewhere?: (id: string) => Promise<boolean>): SaveShelf {
	return {
		list: () => listSaves(folder),
		save: (name, game, replace) => writeSave(folder, name, game, {replace}),
		open: async (name) => {
			const read = await readSave(folder, name);
			if (read.ok && (await playedElsewhere?.(read.value.id)) === true)
				return fail('it is open in another copy of shamrocks');
			return read;
		},
	};
}
