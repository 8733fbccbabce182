import {type Stats, constants} from 'node:fs';
import {type FileHandle, lstat, mkdir, open, readdir, rename, stat, unlink, writeFile} from 'node:fs/promises';
import {basename, dirname, join, resolve} from 'node:path';
import envPaths from 'env-paths';
import {type Result, fail, ok, shown} from '../engine/index.js';

/**
 * The game's own small files (settings, the game in progress): where they live, how they are
 * read, and how one that cannot be used is kept aside instead of being written over.
 */

/** Their folder: the conventional config folder, or SHAMROCKS_CONFIG_DIR (tests, portable setups). */
export function configFolder(env: NodeJS.ProcessEnv = process.env): string {
	return env['SHAMROCKS_CONFIG_DIR'] || envPaths('shamrocks', {suffix: ''}).config;
}

/**
 * The folder of what the game records (the statistics): the conventional data folder
 * (`~/.local/share/shamrocks` on Linux, XDG_DATA_HOME honoured), or SHAMROCKS_DATA_DIR, as
 * SHAMROCKS_CONFIG_DIR overrides the config folder.
 */
export function dataFolder(env: NodeJS.ProcessEnv = process.env): string {
	return env['SHAMROCKS_DATA_DIR'] || envPaths('shamrocks', {suffix: ''}).data;
}

/**
 * Most bytes a file of ours may hold. A game of thousands of moves is a few hundred kilobytes;
 * past this the file is not one of ours, and reading stops there (as for board files).
 */
export const OWN_FILE_LIMIT = 4 * 1024 * 1024;

/**
 * A file's text; undefined when there is none yet; or, when it cannot be used, why: the system's
 * code, `not a regular file (...)` or `too large`. Only a regular file (or a link to one) is read:
 * a named pipe in its place would block the start for ever, and `/dev/zero` would fill the memory.
 */
export async function readOwnFile(
	path: string,
	{followLinks = true}: {readonly followLinks?: boolean} = {},
): Promise<Result<string | undefined, string>> {
	let file: FileHandle;
	// A saved game's folder holds files of the game's own: a link there is not one (`a link`).
	const noLinks = followLinks ? 0 : constants.O_NOFOLLOW;
	try {
		// Without O_NONBLOCK, opening a named pipe waits for a writer: a blank screen that q cannot leave.
		file = await open(path, constants.O_RDONLY | constants.O_NONBLOCK | noLinks);
	} catch (error) {
		const code = (error as NodeJS.ErrnoException).code;
		if (code === 'ELOOP' && !followLinks) return fail('not a regular file (a link)');
		return code === 'ENOENT' ? ok(undefined) : fail(code ?? (error as Error).message);
	}
	try {
		return await readRegularFile(file);
	} catch (error) {
		return fail((error as NodeJS.ErrnoException).code ?? (error as Error).message);
	} finally {
		await file.close();
	}
}

/** The text of an open file, once it is known to be a regular one of a sensible size. */
async function readRegularFile(file: FileHandle): Promise<Result<string, string>> {
	// The opened file itself is looked at, not its name: nothing can swap it in between.
	const info = await file.stat();
	// The code readFile gave a folder, which the settings' save looks for.
	if (info.isDirectory()) return fail('EISDIR');
	if (!info.isFile()) return fail(`not a regular file (${kindOf(info)})`);
	if (info.size > OWN_FILE_LIMIT) return fail('too large');
	const bytes = await readAtMost(file, OWN_FILE_LIMIT + 1);
	return bytes.length > OWN_FILE_LIMIT ? fail('too large') : ok(bytes.toString('utf8'));
}

/** Up to `limit` bytes from the start of a file (it may have grown since it was measured). */
export async function readAtMost(file: FileHandle, limit: number): Promise<Buffer> {
	const buffer = Buffer.alloc(Math.min(limit, 64 * 1024));
	const chunks: Buffer[] = [];
	let total = 0;
	while (total < limit) {
		const {bytesRead} = await file.read(buffer, 0, Math.min(buffer.length, limit - total), total);
		if (bytesRead === 0) break;
		chunks.push(Buffer.from(buffer.subarray(0, bytesRead)));
		total += bytesRead;
	}
	return Buffer.concat(chunks);
}

/** What a file that is not a regular one is, in a few words. */
export function kindOf(info: Stats): string {
	if (info.isDirectory()) return 'a folder';
	if (info.isSymbolicLink()) return 'a link';
	if (info.isFIFO()) return 'a named pipe';
	if (info.isSocket()) return 'a socket';
	return 'a device';
}

/** The JSON object in a file's text, or why there is none. */
export function parseJsonObject(text: string): Record<string, unknown> | string {
	let value: unknown;
	try {
		value = JSON.parse(text);
	} catch {
		return 'not JSON';
	}
	if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'not a JSON object';
	return value as Record<string, unknown>;
}

/** Renames a file that could not be used to the first free NAME.damaged(-N) beside it; answers that name. */
export async function moveAside(path: string): Promise<string> {
	for (let attempt = 1; ; attempt++) {
		const aside = `${path}.damaged${attempt === 1 ? '' : `-${attempt}`}`;
		if (await exists(aside)) continue;
		await rename(path, aside);
		return aside;
	}
}

/** Writes `text` to the first free NAME.damaged(-N) beside `path` (what could not be used, kept); answers that name. */
export async function keepAside(path: string, text: string): Promise<string> {
	for (let attempt = 1; ; attempt++) {
		const aside = `${path}.damaged${attempt === 1 ? '' : `-${attempt}`}`;
		try {
			await writeFile(aside, text, {flag: 'wx'});
			return aside;
		} catch (error) {
			if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
		}
	}
}

/**
 * The JSON text of a file of ours: pretty-printed, for a person to read, or compact where that
 * would be past `limit` bytes (a file of ours must stay within what its reader takes); undefined
 * when even compact it would be.
 */
export function fittedJson(value: unknown, limit = OWN_FILE_LIMIT): string | undefined {
	const pretty = `${JSON.stringify(value, null, '\t')}\n`;
	if (Buffer.byteLength(pretty) <= limit) return pretty;
	const compact = `${JSON.stringify(value)}\n`;
	return Buffer.byteLength(compact) <= limit ? compact : undefined;
}

/** The words for a failure, for a message: one of our own checks says itself; a folder in the way is said so. */
export function describeFailure(error: unknown): string {
	const {code, message, syscall} = error as NodeJS.ErrnoException;
	// Our own errors (a lock held, a folder in a file's place) have no system call: their message is meant to be shown.
	if (code === undefined || syscall === undefined) return message;
	return code === 'EISDIR' ? 'a folder is in the way' : code;
}

async function exists(path: string): Promise<boolean> {
	try {
		await lstat(path);
		return true;
	} catch {
		return false;
	}
}

/**
 * Makes the folder a file of ours goes in, and any folder missing above it, one level at a time.
 * Not `mkdir(path, {recursive: true})`: Node 20's version takes ENOENT from mkdir to mean a missing
 * parent, makes the parent (EEXIST: it is there), and tries the folder again, for ever, when the
 * file system answers ENOENT with the parent there (`/proc/nope`). It spun a thread of the pool at
 * 100% CPU and never settled, so the game could not save, nor exit. Here each level is tried once.
 */
export async function makeFolderFor(path: string): Promise<void> {
	const missing: string[] = [];
	for (let folder = dirname(resolve(path)); !(await isFolder(folder)); folder = dirname(folder)) {
		missing.unshift(folder);
		// The root always exists; this only guards the loop.
		if (dirname(folder) === folder) break;
	}
	for (const folder of missing) {
		try {
			await mkdir(folder);
		} catch (error) {
			// Another copy of the game may have made it meanwhile.
			if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || !(await isFolder(folder))) throw error;
		}
	}
}

/** True for a folder (or a link to one), false when nothing is there; anything else is an error. */
async function isFolder(path: string): Promise<boolean> {
	try {
		if ((await stat(path)).isDirectory()) return true;
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
		throw error;
	}
	throw Object.assign(new Error(`${shown(path)} is not a folder`), {code: 'ENOTDIR'});
}

/**
 * How old a temporary file of a save must be to be taken as left behind. write-file-atomic writes
 * NAME.<number> beside the file, then renames it over NAME; a kill -9 in between leaves it. The
 * number is a hash of the writer's process id, not the id, so the name cannot tell whether its
 * writer still runs (two copies of the game may play at once); its age can: a save lasts
 * milliseconds, so no live save has left a file untouched for an hour. Keeping one an hour
 * longer than needed costs a few kilobytes; removing a live one would fail that save.
 */
export const STALE_TEMPORARY_MS = 60 * 60 * 1000;

/**
 * Removes the temporary files that saves of these files left behind (see STALE_TEMPORARY_MS):
 * only regular files named exactly NAME.<digits>, older than the limit. Best effort: what cannot
 * be listed or removed stays. Answers the paths removed.
 */
export async function removeStaleTemporaries(paths: readonly string[], now = Date.now()): Promise<string[]> {
	const removed: string[] = [];
	for (const path of paths) {
		const folder = dirname(path);
		const temporary = new RegExp(`^${escapeRegExp(basename(path))}\\.\\d{1,10}$`);
		let names: string[];
		try {
			names = await readdir(folder);
		} catch {
			continue;
		}
		for (const name of names.filter((entry) => temporary.test(entry))) {
			const candidate = join(folder, name);
			if (await removeIfStale(candidate, now)) removed.push(candidate);
		}
	}
	return removed;
}

async function removeIfStale(path: string, now: number): Promise<boolean> {
	try {
		// lstat: a link of that name is not a file a save made.
		const info = await lstat(path);
		if (!info.isFile() || now - info.mtimeMs < STALE_TEMPORARY_MS) return false;
		await unlink(path);
		return true;
	} catch {
		return false;
	}
}

function escapeRegExp(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
