import {constants} from 'node:fs';
import {access} from 'node:fs/promises';
import {join} from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import {parseDealRules, shown} from '../engine/index.js';
import {configFolder, describeFailure, makeFolderFor, moveAside, parseJsonObject, readOwnFile} from './own-files.js';
import {type Settings, BOARD_SIZES, DEFAULT_SETTINGS, DEMO_PACES, SWITCH_NAMES} from './settings.js';

/**
 * The player's settings between games: a small JSON file in the conventional config folder
 * (SHAMROCKS_CONFIG_DIR overrides it, for tests and portable setups). Written atomically, so a
 * crash never leaves half a file; read defensively, so a damaged file costs the player only a
 * message and the defaults, never the game.
 */
export function settingsPath(env: NodeJS.ProcessEnv = process.env): string {
	return join(configFolder(env), 'settings.json');
}

export interface LoadedSettings {
	readonly settings: Settings;
	/** Set when the file exists but could not be used; the defaults are used instead. */
	readonly problem?: string;
}

export async function loadSettings(path: string): Promise<LoadedSettings> {
	const text = await readOwnFile(path);
	if (!text.ok) return {settings: DEFAULT_SETTINGS, problem: unusable(path, text.error)};
	if (text.value === undefined) return {settings: DEFAULT_SETTINGS};
	const parsed = parseSettings(text.value);
	return typeof parsed === 'string'
		? {settings: DEFAULT_SETTINGS, problem: unusable(path, parsed)}
		: {settings: parsed};
}

function unusable(path: string, why: string): string {
	return `Settings file ${shown(path)} could not be used (${shown(why)}); using the defaults.`;
}

/**
 * The settings in a file's text, or why they are not there. Unknown keys are ignored (newer
 * versions), and so are rules this version does not know (a newer version's variant): the
 * default rules are used, and the file keeps what it says.
 */
export function parseSettings(text: string): Settings | string {
	const record = parseJsonObject(text);
	if (typeof record === 'string') return record;
	const switches: Record<string, boolean | number | string> = {};
	for (const name of SWITCH_NAMES) {
		if (!(name in record)) continue;
		if (typeof record[name] !== 'boolean') return `"${name}" is not true or false`;
		switches[name] = record[name];
	}
	if ('demoPace' in record) {
		if (typeof record['demoPace'] !== 'number' || !DEMO_PACES.includes(record['demoPace']))
			return `"demoPace" is not one of ${DEMO_PACES.join(', ')}`;
		switches['demoPace'] = record['demoPace'];
	}
	if ('board' in record) {
		if (typeof record['board'] !== 'string' || !(BOARD_SIZES as readonly string[]).includes(record['board']))
			return `"board" is not one of ${BOARD_SIZES.join(', ')}`;
		switches['board'] = record['board'];
	}
	const {variant, kings} = record;
	for (const [name, value] of [
		['variant', variant],
		['kings', kings],
	] as const) {
		if (value !== undefined && typeof value !== 'string') return `"${name}" is not a name`;
	}
	const rules = variant === undefined ? undefined : parseDealRules(variant as string, kings as string | undefined);
	return {...DEFAULT_SETTINGS, ...switches, ...(rules?.ok === true ? {rules: rules.value} : {})};
}

/** The file's keys for the settings: the switches, then the rules as `variant` and `kings`. */
function settingsRecord(settings: Settings): Record<string, unknown> {
	const {rules, ...switches} = settings;
	return {...switches, variant: rules.variant, kings: rules.kings};
}

/**
 * Saves the settings; rejects with an Error whose message can be shown to the player. Nothing in
 * the file is lost: keys this version does not know stay (a newer version may have written
 * them), a file that could not be used is first moved aside (settings.json.damaged, or
 * .damaged-2 and on when that exists), and a read-only file is left as it is.
 */
export async function saveSettings(path: string, settings: Settings): Promise<SavedSettings> {
	try {
		const kept = await keptSettings(path);
		await makeFolderFor(path);
		await writeFileAtomic(path, JSON.stringify({...kept.settings, ...settingsRecord(settings)}, null, '\t') + '\n');
		return {movedAside: kept.movedAside};
	} catch (error) {
		throw new Error(`could not save the settings to ${shown(path)}: ${describeFailure(error)}`);
	}
}

/** What a save did besides saving. */
export interface SavedSettings {
	/** Where the file that could not be used now is, when the save moved it aside. */
	readonly movedAside?: string;
}

/** What the file holds now that a save must keep: its keys when it is a settings object. */
async function keptSettings(path: string): Promise<{settings: Record<string, unknown>; movedAside?: string}> {
	const text = await readOwnFile(path);
	// A folder in its place is no file to keep aside: the save fails and says so.
	if (!text.ok && text.error === 'EISDIR') throw new Error(`${shown(path)} is a folder`);
	const content = text.ok ? text.value : '';
	if (content === undefined) return {settings: {}};
	// Unreadable, or not settings: what it holds is kept aside, not written over.
	const record = parseJsonObject(content);
	if (!text.ok || typeof record === 'string' || typeof parseSettings(content) === 'string')
		return {settings: {}, movedAside: await moveAside(path)};
	// A file the player made read-only is theirs to keep as it is.
	await access(path, constants.W_OK);
	return {settings: record};
}
