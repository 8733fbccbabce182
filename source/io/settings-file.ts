import {readFile, mkdir} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import envPaths from 'env-paths';
import writeFileAtomic from 'write-file-atomic';
import {type Settings, DEFAULT_SETTINGS, SETTING_NAMES} from './settings.js';

/**
 * The player's settings between games: a small JSON file in the conventional config folder
 * (SHAMROCKS_CONFIG_DIR overrides it, for tests and portable setups). Written atomically, so a
 * crash never leaves half a file; read defensively, so a damaged file costs the player only a
 * message and the defaults, never the game.
 */
export function settingsPath(env: NodeJS.ProcessEnv = process.env): string {
	const folder = env['SHAMROCKS_CONFIG_DIR'] || envPaths('shamrocks', {suffix: ''}).config;
	return join(folder, 'settings.json');
}

export interface LoadedSettings {
	readonly settings: Settings;
	/** Set when the file exists but could not be used; the defaults are used instead. */
	readonly problem?: string;
}

export async function loadSettings(path: string): Promise<LoadedSettings> {
	let text: string;
	try {
		text = await readFile(path, 'utf8');
	} catch (error) {
		const code = (error as NodeJS.ErrnoException).code;
		if (code === 'ENOENT') return {settings: DEFAULT_SETTINGS};
		return {settings: DEFAULT_SETTINGS, problem: unusable(path, code ?? (error as Error).message)};
	}
	const parsed = parseSettings(text);
	return typeof parsed === 'string' ? {settings: DEFAULT_SETTINGS, problem: unusable(path, parsed)} : {settings: parsed};
}

function unusable(path: string, why: string): string {
	return `Settings file ${path} could not be used (${why}); using the defaults.`;
}

/** The settings in a file's text, or why they are not there. Unknown keys are ignored (newer versions). */
export function parseSettings(text: string): Settings | string {
	let value: unknown;
	try {
		value = JSON.parse(text);
	} catch {
		return 'not JSON';
	}
	if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'not a JSON object';
	const record = value as Record<string, unknown>;
	const settings: Record<string, boolean> = {...DEFAULT_SETTINGS};
	for (const name of SETTING_NAMES) {
		if (!(name in record)) continue;
		if (typeof record[name] !== 'boolean') return `"${name}" is not true or false`;
		settings[name] = record[name];
	}
	return settings as unknown as Settings;
}

/** Saves the settings; rejects with an Error whose message can be shown to the player. */
export async function saveSettings(path: string, settings: Settings): Promise<void> {
	try {
		await mkdir(dirname(path), {recursive: true});
		await writeFileAtomic(path, JSON.stringify(settings, null, '\t') + '\n');
	} catch (error) {
		throw new Error(`could not save the settings to ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
	}
}
