import {existsSync, mkdtempSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {makeFolderFor} from '../../source/io/own-files.js';

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
