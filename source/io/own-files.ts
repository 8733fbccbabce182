import {lstat, readFile, rename} from 'node:fs/promises';
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
