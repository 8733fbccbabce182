import {existsSync, mkdtempSync, readFileSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {LockedError, newOwner, ownerRuns, withLock} from '../../source/io/lock-file.js';
import {built, runModule} from './processes.js';

function folder(): string {
	return mkdtempSync(join(tmpdir(), 'shamrocks-lock-'));
}

const LOCK_MODULE = built('source/io/lock-file.js');

/** A child process that takes the lock of `path`, says "held", and keeps it until it is killed. */
function holder(path: string) {
	return runModule(`
		import {withLock} from ${JSON.stringify(LOCK_MODULE)};
		await withLock(${JSON.stringify(path)}, () => new Promise(() => { process.stdout.write('held\\n'); setInterval(() => {}, 1000); }));
	`);
}

describe('the lock of a file of ours', () => {
	it('is held while the work runs and gone after it, even when the work fails', async () => {
		const path = join(folder(), 'stats.json');
		await withLock(path, async () => {
			expect(existsSync(`${path}.lock`)).toBe(true);
		});
		expect(existsSync(`${path}.lock`)).toBe(false);
		await expect(withLock(path, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
		expect(existsSync(`${path}.lock`)).toBe(false);
	});

	it('makes the folder of the first save', async () => {
		const path = join(folder(), 'deeper', 'still', 'stats.json');
		expect(await withLock(path, () => Promise.resolve(7))).toBe(7);
	});

	it('lets one holder in at a time, in one process as between processes', async () => {
		const path = join(folder(), 'stats.json');
		let inside = 0;
		let most = 0;
		await Promise.all(
			Array.from({length: 8}, (_, index) =>
				withLock(
					path,
					async () => {
						inside++;
						most = Math.max(most, inside);
						await new Promise((resolve) => setImmediate(resolve));
						inside--;
					},
					{owner: newOwner(), waitMs: 30_000 + index},
				),
			),
		);
		expect(most).toBe(1);
	});

	it("waits for a live owner, and names it when it has waited long enough", async () => {
		const path = join(folder(), 'stats.json');
		const child = holder(path);
		try {
			await child.said('held');
			const owner = JSON.parse(readFileSync(`${path}.lock`, 'utf8')) as {pid: number};
			expect(owner.pid).toBe(child.process.pid);
			const attempt = withLock(path, () => Promise.resolve('in'), {waitMs: 100});
			await expect(attempt).rejects.toBeInstanceOf(LockedError);
			await expect(attempt).rejects.toThrow(`held by another copy of the game (process ${child.process.pid})`);
		} finally {
			child.process.kill('SIGKILL');
			await child.exited;
		}
	});

	it('takes over at once a lock whose owner died holding it (killed in the middle of a save)', async () => {
		const path = join(folder(), 'stats.json');
		const child = holder(path);
		await child.said('held');
		child.process.kill('SIGKILL');
		await child.exited;
		expect(existsSync(`${path}.lock`)).toBe(true);
		// No waiting for an age: its owner is gone, and a short wait is enough.
		expect(await withLock(path, () => Promise.resolve('in'), {waitMs: 0})).toBe('in');
		expect(existsSync(`${path}.lock`)).toBe(false);
	});

	it.skipIf(!existsSync('/proc/self/stat'))('takes a lock of a process that only got a dead owner id (another start time) as left behind', async () => {
		const path = join(folder(), 'stats.json');
		const me = newOwner();
		expect(ownerRuns(me)).toBe(true);
		const impostor = {...me, start: '1'};
		expect(ownerRuns(impostor)).toBe(false);
		writeFileSync(`${path}.lock`, JSON.stringify(impostor));
		expect(await withLock(path, () => Promise.resolve('in'), {waitMs: 0})).toBe('in');
	});

	it('takes a lock with no owner written in it as half made: left behind once it is some seconds old', async () => {
		const path = join(folder(), 'stats.json');
		writeFileSync(`${path}.lock`, '');
		await expect(withLock(path, () => Promise.resolve('in'), {waitMs: 50})).rejects.toBeInstanceOf(LockedError);
		const old = new Date(Date.now() - 60_000);
		utimesSync(`${path}.lock`, old, old);
		expect(await withLock(path, () => Promise.resolve('in'), {waitMs: 0})).toBe('in');
	});
});
