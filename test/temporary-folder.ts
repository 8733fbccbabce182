import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

/**
 * Vitest's global setup: one folder for every temporary file of a run, as TMPDIR (os.tmpdir()
 * reads it, in the test workers and in the game the end-to-end tests start), taken away when the
 * run ends. The tests make a folder of their own for each case and leave them, so that a failure
 * can be looked at; without this, each run left some 3,000 of them in /tmp.
 */
export default function setup(): () => void {
	const folder = mkdtempSync(join(tmpdir(), 'shamrocks-tests-'));
	process.env.TMPDIR = folder;
	return () => rmSync(folder, {recursive: true, force: true});
}
