import {
	existsSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	statSync,
	symlinkSync,
	truncateSync,
	utimesSync,
	writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {canMakeFifo, hasDevZero, makeFifo} from './special-files.js';
import {
	OWN_FILE_LIMIT,
	STALE_TEMPORARY_MS,
	makeFolderFor,
	readOwnFile,
	removeStaleTemporaries,
} from '../../source/io/own-files.js';

function folder(): string {
	return mkdtempSync(join(tmpdir(), 'shamrocks-own-'));
}

/** /proc answers ENOENT to mkdir in it, though its parent is there: Node 20's recursive mkdir loops on that. */
const hasProc = existsSync('/proc/self');

describe('the folder of our files', () => {
	it('is made with every folder missing above it', async () => {
		const path = join(folder(), 'a', 'b', 'c', 'game.json');
		await makeFolderFor(path);
		expect(statSync(join(path, '..')).isDirectory()).toBe(true);
		// Made already: nothing to do, no error.
		await makeFolderFor(path);
	});

	it('says which part of the path is a file, not a folder', async () => {
		const dir = folder();
		writeFileSync(join(dir, 'blocker'), '');
		await expect(makeFolderFor(join(dir, 'blocker', 'deeper', 'game.json'))).rejects.toMatchObject({
			code: 'ENOTDIR',
		});
	});

	it.skipIf(!hasProc)(
		'fails at once, instead of looping, where mkdir says ENOENT with the parent there',
		async () => {
			await expect(makeFolderFor('/proc/nope/game.json')).rejects.toMatchObject({code: 'ENOENT'});
			await expect(makeFolderFor('/proc/nope/deeper/game.json')).rejects.toMatchObject({code: 'ENOENT'});
		},
	);
});

describe('reading a file of ours', () => {
	it('gives the text of a regular file, or of a link to one, and nothing when there is none', async () => {
		const dir = folder();
		writeFileSync(join(dir, 'real.json'), '{"color": false}');
		symlinkSync(join(dir, 'real.json'), join(dir, 'settings.json'));
		expect(await readOwnFile(join(dir, 'settings.json'))).toEqual({ok: true, value: '{"color": false}'});
		expect(await readOwnFile(join(dir, 'none.json'))).toEqual({ok: true, value: undefined});
	});

	it.skipIf(!canMakeFifo)('does not wait on a named pipe in its place: not a regular file', async () => {
		const path = join(folder(), 'game.json');
		makeFifo(path);
		expect(await readOwnFile(path)).toEqual({ok: false, error: 'not a regular file (a named pipe)'});
	});

	it.skipIf(!hasDevZero)('does not read a link to /dev/zero: not a regular file', async () => {
		const path = join(folder(), 'game.json');
		symlinkSync('/dev/zero', path);
		expect(await readOwnFile(path)).toEqual({ok: false, error: 'not a regular file (a device)'});
	});

	it('refuses a file larger than any of ours, and a folder', async () => {
		const dir = folder();
		const path = join(dir, 'game.json');
		writeFileSync(path, '');
		// Sparse: no disk used, and nothing is read.
		truncateSync(path, OWN_FILE_LIMIT + 1);
		expect(await readOwnFile(path)).toEqual({ok: false, error: 'too large'});
		truncateSync(path, OWN_FILE_LIMIT);
		expect((await readOwnFile(path)).ok).toBe(true);
		mkdirSync(join(dir, 'settings.json'));
		expect(await readOwnFile(join(dir, 'settings.json'))).toEqual({ok: false, error: 'EISDIR'});
	});
});

describe('temporary files that a killed save left behind', () => {
	/** A file in `dir`, last written `ageMs` before `now`. */
	function fileOfAge(dir: string, name: string, ageMs: number, now: number): void {
		writeFileSync(join(dir, name), '{');
		const when = new Date(now - ageMs);
		utimesSync(join(dir, name), when, when);
	}

	it('are removed when older than any save lasts, and only the temporaries of our own files', async () => {
		const dir = folder();
		const now = Date.now();
		const old = STALE_TEMPORARY_MS + 60_000;
		for (const name of [
			'game.json.123456789',
			'settings.json.42',
			'game.json',
			'game.json.damaged',
			'game.json.damaged-2',
			'game.json.12a',
			'game.json.',
			'notes.json.123',
			'xgame.json.7',
			'game.json.12345678901',
		]) {
			fileOfAge(dir, name, old, now);
		}
		const removed = await removeStaleTemporaries([join(dir, 'game.json'), join(dir, 'settings.json')], now);
		expect(removed.sort()).toEqual([join(dir, 'game.json.123456789'), join(dir, 'settings.json.42')]);
		expect(readdirSync(dir).sort()).toEqual([
			'game.json',
			'game.json.',
			'game.json.12345678901',
			'game.json.12a',
			'game.json.damaged',
			'game.json.damaged-2',
			'notes.json.123',
			'xgame.json.7',
		]);
	});

	it('are kept while they may belong to a save under way (another copy of the game playing)', async () => {
		const dir = folder();
		const now = Date.now();
		fileOfAge(dir, 'game.json.1111', STALE_TEMPORARY_MS - 60_000, now);
		// A clock set back since: a file from the future is not known to be old.
		fileOfAge(dir, 'game.json.2222', -60_000, now);
		expect(await removeStaleTemporaries([join(dir, 'game.json')], now)).toEqual([]);
		expect(readdirSync(dir).sort()).toEqual(['game.json.1111', 'game.json.2222']);
	});

	it('leaves links and folders of that name alone, and minds no missing folder', async () => {
		const dir = folder();
		const now = Date.now();
		fileOfAge(dir, 'target', STALE_TEMPORARY_MS * 2, now);
		symlinkSync(join(dir, 'target'), join(dir, 'game.json.5'));
		mkdirSync(join(dir, 'game.json.6'));
		expect(
			await removeStaleTemporaries(
				[join(dir, 'game.json'), join(dir, 'none', 'settings.json')],
				now + STALE_TEMPORARY_MS * 2,
			),
		).toEqual([]);
		expect(readdirSync(dir).sort()).toEqual(['game.json.5', 'game.json.6', 'target']);
	});
});
