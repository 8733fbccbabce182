import {existsSync, mkdirSync, mkdtempSync, statSync, symlinkSync, truncateSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {canMakeFifo, hasDevZero, makeFifo} from './special-files.js';
import {OWN_FILE_LIMIT, makeFolderFor, readOwnFile} from '../../source/io/own-files.js';

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
		await expect(makeFolderFor(join(dir, 'blocker', 'deeper', 'game.json'))).rejects.toMatchObject({code: 'ENOTDIR'});
	});

	it.skipIf(!hasProc)('fails at once, instead of looping, where mkdir says ENOENT with the parent there', async () => {
		await expect(makeFolderFor('/proc/nope/game.json')).rejects.toMatchObject({code: 'ENOENT'});
		await expect(makeFolderFor('/proc/nope/deeper/game.json')).rejects.toMatchObject({code: 'ENOENT'});
	});
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
