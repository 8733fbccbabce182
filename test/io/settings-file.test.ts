import {chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {canMakeFifo, hasDevZero, makeFifo} from './special-files.js';
import {DEFAULT_SETTINGS} from '../../source/io/settings.js';
import {loadSettings, parseSettings, saveSettings, settingsPath} from '../../source/io/settings-file.js';

function folder(): string {
	return mkdtempSync(join(tmpdir(), 'shamrocks-settings-'));
}

describe('the settings file', () => {
	it('gives the defaults, quietly, when there is no file yet', async () => {
		expect(await loadSettings(join(folder(), 'settings.json'))).toEqual({settings: DEFAULT_SETTINGS});
	});

	it('saves and loads back, creating the folder', async () => {
		const path = join(folder(), 'deeper', 'settings.json');
		const settings = {
			autoplay: false,
			autoComplete: true,
			ascii: true,
			color: false,
			winnableMark: false,
			showPlayable: false,
			mouse: false,
			demoPace: 8,
			drawEarly: true,
			board: 'compact',
			rules: {variant: 'shamrocks', kings: 'mm'},
		} as const;
		await saveSettings(path, settings);
		expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({
			autoplay: false,
			autoComplete: true,
			ascii: true,
			color: false,
			winnableMark: false,
			showPlayable: false,
			mouse: false,
			demoPace: 8,
			drawEarly: true,
			board: 'compact',
			variant: 'shamrocks',
			kings: 'mm',
		});
		expect(await loadSettings(path)).toEqual({settings});
	});

	it('reads the winnable mark, the mouse and the demo pace, and an older file (without them) gets their defaults', () => {
		expect(parseSettings('{"winnableMark": false, "mouse": false, "demoPace": 1}')).toEqual({
			...DEFAULT_SETTINGS,
			winnableMark: false,
			mouse: false,
			demoPace: 1,
		});
		expect(parseSettings('{"autoplay": false}')).toEqual({...DEFAULT_SETTINGS, autoplay: false});
		expect(DEFAULT_SETTINGS).toMatchObject({winnableMark: true, mouse: true, demoPace: 4});
	});

	it('reads Show playable and the board’s size, on and roomy when the file is older than them', () => {
		expect(parseSettings('{"showPlayable": false, "board": "compact"}')).toEqual({
			...DEFAULT_SETTINGS,
			showPlayable: false,
			board: 'compact',
		});
		expect(parseSettings('{"board": "roomy"}')).toEqual({...DEFAULT_SETTINGS, board: 'roomy'});
		expect(DEFAULT_SETTINGS).toMatchObject({showPlayable: true, board: 'roomy'});
	});

	it('remembers the rules of the last New deal, and keeps a rule it does not know without using it', () => {
		expect(parseSettings('{"variant": "scotch", "kings": "as-dealt"}')).toEqual({
			...DEFAULT_SETTINGS,
			rules: {variant: 'scotch', kings: 'as-dealt'},
		});
		expect(parseSettings('{"variant": "scotch"}')).toEqual({
			...DEFAULT_SETTINGS,
			rules: {variant: 'scotch', kings: 'as-dealt'},
		});
		// A newer version's variant: the defaults here, and the file is not called damaged.
		expect(parseSettings('{"variant": "canfield", "color": false}')).toEqual({...DEFAULT_SETTINGS, color: false});
		expect(parseSettings('{"variant": 7}')).toBe('"variant" is not a name');
	});

	it('uses the defaults and says why when the file is damaged, never throws', async () => {
		const path = join(folder(), 'settings.json');
		for (const [text, why] of [
			['{"autoplay": fal', 'not JSON'],
			['[true]', 'not a JSON object'],
			['null', 'not a JSON object'],
			['{"ascii": "yes"}', '"ascii" is not true or false'],
			['{"mouse": 1}', '"mouse" is not true or false'],
			['{"demoPace": 3}', '"demoPace" is not one of 1, 2, 4, 8'],
			['{"demoPace": "fast"}', '"demoPace" is not one of 1, 2, 4, 8'],
			['{"showPlayable": "on"}', '"showPlayable" is not true or false'],
			['{"board": "huge"}', '"board" is not one of roomy, compact'],
			['{"board": true}', '"board" is not one of roomy, compact'],
		]) {
			writeFileSync(path, text);
			const loaded = await loadSettings(path);
			expect(loaded.settings).toEqual(DEFAULT_SETTINGS);
			expect(loaded.problem).toBe(`Settings file ${path} could not be used (${why}); using the defaults.`);
		}
	});

	it('reports a file it cannot read (a folder in its place)', async () => {
		const path = join(folder(), 'settings.json');
		mkdirSync(path);
		const loaded = await loadSettings(path);
		expect(loaded.settings).toEqual(DEFAULT_SETTINGS);
		expect(loaded.problem).toMatch(/could not be used \(EISDIR\)/);
	});

	it.skipIf(!hasDevZero)(
		'uses the defaults with a link to a device in its place, and saves beside it, not into it',
		async () => {
			const path = join(folder(), 'settings.json');
			symlinkSync('/dev/zero', path);
			expect(await loadSettings(path)).toEqual({
				settings: DEFAULT_SETTINGS,
				problem: `Settings file ${path} could not be used (not a regular file (a device)); using the defaults.`,
			});
			expect(await saveSettings(path, {...DEFAULT_SETTINGS, ascii: true})).toEqual({
				movedAside: `${path}.damaged`,
			});
			expect(await loadSettings(path)).toEqual({settings: {...DEFAULT_SETTINGS, ascii: true}});
		},
	);

	it.skipIf(!canMakeFifo)('uses the defaults with a named pipe in its place, instead of waiting on it', async () => {
		const path = join(folder(), 'settings.json');
		makeFifo(path);
		expect(await loadSettings(path)).toEqual({
			settings: DEFAULT_SETTINGS,
			problem: `Settings file ${path} could not be used (not a regular file (a named pipe)); using the defaults.`,
		});
	});

	it('keeps the known settings of a partial file and ignores unknown keys', () => {
		expect(parseSettings('{"color": false, "theme": "dark"}')).toEqual({...DEFAULT_SETTINGS, color: false});
	});

	it('rejects with a message for the player when it cannot save', async () => {
		// A file where the folder should be stops everyone, root included (permissions would not).
		const dir = folder();
		writeFileSync(join(dir, 'blocker'), '');
		await expect(saveSettings(join(dir, 'blocker', 'settings.json'), DEFAULT_SETTINGS)).rejects.toThrow(
			/could not save the settings to .*blocker.*: E[A-Z]+$/,
		);
	});

	it.skipIf(!existsSync('/proc/self'))('rejects at once where its folder cannot be made (/proc/nope)', async () => {
		await expect(saveSettings('/proc/nope/settings.json', DEFAULT_SETTINGS)).rejects.toThrow(
			'could not save the settings to /proc/nope/settings.json: ENOENT',
		);
	});

	it('keeps the keys it does not know when it saves (a newer version may have written them)', async () => {
		const path = join(folder(), 'settings.json');
		writeFileSync(path, '{"autoplay": false, "theme": "dark"}');
		await saveSettings(path, {...DEFAULT_SETTINGS, ascii: true});
		expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({
			autoplay: true,
			autoComplete: true,
			ascii: true,
			color: true,
			winnableMark: true,
			showPlayable: true,
			mouse: true,
			demoPace: 4,
			drawEarly: false,
			board: 'roomy',
			variant: 'shamrocks',
			kings: 'bottom',
			theme: 'dark',
		});
	});

	it('moves a file it could not use aside before saving, never over an earlier one', async () => {
		const dir = folder();
		const path = join(dir, 'settings.json');
		writeFileSync(path, '{"autoplay": tr');
		expect(await saveSettings(path, DEFAULT_SETTINGS)).toEqual({movedAside: join(dir, 'settings.json.damaged')});
		writeFileSync(path, '[1, 2]');
		expect(await saveSettings(path, {...DEFAULT_SETTINGS, color: false})).toEqual({
			movedAside: join(dir, 'settings.json.damaged-2'),
		});
		expect(await saveSettings(path, {...DEFAULT_SETTINGS, color: false})).toEqual({movedAside: undefined});
		expect(readFileSync(join(dir, 'settings.json.damaged'), 'utf8')).toBe('{"autoplay": tr');
		expect(readFileSync(join(dir, 'settings.json.damaged-2'), 'utf8')).toBe('[1, 2]');
		expect(await loadSettings(path)).toEqual({settings: {...DEFAULT_SETTINGS, color: false}});
	});

	// Root reads and writes whatever the modes say, so these need another user.
	const asRoot = process.getuid?.() === 0;

	it.skipIf(asRoot)('moves an unreadable file aside instead of writing over what it could not read', async () => {
		const dir = folder();
		const path = join(dir, 'settings.json');
		writeFileSync(path, '{"autoplay": false}');
		chmodSync(path, 0o000);
		await saveSettings(path, DEFAULT_SETTINGS);
		chmodSync(join(dir, 'settings.json.damaged'), 0o600);
		expect(readFileSync(join(dir, 'settings.json.damaged'), 'utf8')).toBe('{"autoplay": false}');
		expect(await loadSettings(path)).toEqual({settings: DEFAULT_SETTINGS});
	});

	it.skipIf(asRoot)('leaves a read-only file as it is, and says it could not save', async () => {
		const path = join(folder(), 'settings.json');
		writeFileSync(path, '{"autoplay": false}');
		chmodSync(path, 0o444);
		await expect(saveSettings(path, DEFAULT_SETTINGS)).rejects.toThrow(
			/could not save the settings to .*: EACCES$/,
		);
		expect(readFileSync(path, 'utf8')).toBe('{"autoplay": false}');
	});

	it('lives in SHAMROCKS_CONFIG_DIR when set, else in the conventional config folder', () => {
		expect(settingsPath({SHAMROCKS_CONFIG_DIR: '/tmp/x'})).toBe(join('/tmp/x', 'settings.json'));
		expect(settingsPath({})).toMatch(/shamrocks[/\\]settings\.json$/);
	});
});
