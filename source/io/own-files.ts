import {lstat, mkdir, readFile, rename, stat} from 'node:fs/promises';
import {dirname, resolve} from 'node:path';
import envPaths from 'env-paths';
import {type Result, fail, ok} from '../engine/index.js';

/**
 * The game's own small files (settings, the game in progress): where they live, how they are
 * read, and how one that cannot be used is kept aside instead of being written over.
 */

/** Their folder: the conventional config folder, or SHAMROCKS_CONFIG_DIR (tests, portable setups). */
export function configFolder(env: NodeJS.ProcessEnv = process.env): string {
	return env['SHAMROCKS_CONFIG_DIR'] || envPaths('shamrocks', {suffix: ''}).config;
}

/** A file's text; undefined when there is none yet; or, when it cannot be read, the system's code for why. */
export async function readOwnFile(path: string): Promise<Result<string | undefined, string>> {
	try {
		return ok(await readFile(path, 'utf8'));
	} catch (error) {
		const code = (error as NodeJS.ErrnoException).code;
		return code === 'ENOENT' ? ok(undefined) : fail(code ?? (error as Error).message);
	}
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
	throw Object.assign(new Error(`${path} is not a folder`), {code: 'ENOTDIR'});
}
