import {existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, utimesSync} from 'node:fs';
import {writeFileSync} from 'node:fs';
import {hostname, tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {LockedError, newOwner, ownerRuns, parseOwner, withLock} from '../../source/io/lock-file.js';
import {canMakeFifo, hasDevZero, makeFifo} from './special-files.js';
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

	it('waits for a live owner, and names it when it has waited long enough', async () => {
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

	it.skipIf(!existsSync('/proc/self/stat'))(
		'takes a lock of a process that only got a dead owner id (another start time) as left behind',
		async () => {
			const path = join(folder(), 'stats.json');
			const me = newOwner();
			expect(ownerRuns(me)).toBe(true);
			const impostor = {...me, start: '1'};
			expect(ownerRuns(impostor)).toBe(false);
			writeFileSync(`${path}.lock`, JSON.stringify(impostor));
			expect(await withLock(path, () => Promise.resolve('in'), {waitMs: 0})).toBe('in');
		},
	);

	it('takes a lock with no owner written in it as half made: left behind once it is some seconds old', async () => {
		const path = join(folder(), 'stats.json');
		writeFileSync(`${path}.lock`, '');
		await expect(withLock(path, () => Promise.resolve('in'), {waitMs: 50})).rejects.toBeInstanceOf(LockedError);
		const old = new Date(Date.now() - 60_000);
		utimesSync(`${path}.lock`, old, old);
		expect(await withLock(path, () => Promise.resolve('in'), {waitMs: 0})).toBe('in');
	});
});

/** /proc/PID/stat gives start times here (Linux): every copy of the game writes its own. */
const hasStartTimes = existsSync('/proc/self/stat');

describe('a claim whose owner cannot be the game', () => {
	it('is none: a process id that cannot exist, this very process under another start time', () => {
		const me = newOwner();
		expect(parseOwner({...me, pid: 1_099_511_627_776})).toBeUndefined();
		expect(ownerRuns({...me, pid: 1_099_511_627_776})).toBe(false);
		expect(ownerRuns({...me, pid: 2 ** 31})).toBe(false);
		expect(ownerRuns(me)).toBe(true);
	});

	it.skipIf(!hasStartTimes)('is none: an owner here with no start time, as {"pid": 1} (the first process)', () => {
		expect(ownerRuns({pid: 1, host: hostname(), token: 'x'})).toBe(false);
		expect(ownerRuns({pid: process.pid, host: hostname(), token: 'x'})).toBe(false);
		expect(ownerRuns({...newOwner(), start: '1'})).toBe(false);
	});

	it.skipIf(!hasStartTimes)('does not hold the lock: taken over at once', async () => {
		for (const pid of [1, 1_099_511_627_776]) {
			const claim = {pid, host: hostname(), token: 'x'};
			const path = join(folder(), 'game.json');
			writeFileSync(`${path}.lock`, JSON.stringify(claim));
			expect(await withLock(path, () => Promise.resolve('in'), {waitMs: 0})).toBe('in');
		}
	});
});

describe('a thing in the place of the lock that is no lock file', () => {
	async function lockedWith(path: string): Promise<string[]> {
		const notes: string[] = [];
		expect(await withLock(path, () => Promise.resolve('in'), {waitMs: 0, onNote: (note) => notes.push(note)})).toBe(
			'in',
		);
		return notes;
	}

	it.skipIf(!canMakeFifo)('a named pipe: replaced, not waited on, and said', async () => {
		const path = join(folder(), 'game.json');
		makeFifo(`${path}.lock`);
		expect(await lockedWith(path)).toEqual([
			`${path}.lock was a named pipe, not a lock of the game's: it is replaced.`,
		]);
		expect(existsSync(`${path}.lock`)).toBe(false);
		expect(await lockedWith(path)).toEqual([]);
	});

	it.skipIf(!hasDevZero)('a link to /dev/zero: replaced, not read', async () => {
		const path = join(folder(), 'stats.json');
		symlinkSync('/dev/zero', `${path}.lock`);
		expect(await lockedWith(path)).toEqual([`${path}.lock was a link, not a lock of the game's: it is replaced.`]);
		expect(existsSync(`${path}.lock`)).toBe(false);
	});

	it('a folder: worked around with a lock beside it, said once, every save after it locked the same way', async () => {
		const path = join(folder(), 'game.json');
		mkdirSync(`${path}.lock`);
		const beside = `${path}.lock is a folder, not a lock of the game's: the game locks with ${path}.lock-2 instead.`;
		expect(await lockedWith(path)).toEqual([beside]);
		expect(lstatSync(`${path}.lock`).isDirectory()).toBe(true);
		// Said once; and the lock beside it is the lock: held by one, another waits for it.
		expect(await lockedWith(path)).toEqual([]);
		await withLock(path, async () => {
			expect(existsSync(`${path}.lock-2`)).toBe(true);
			const other = withLock(path, () => Promise.resolve('in'), {owner: newOwner(), waitMs: 20});
			await expect(other).rejects.toBeInstanceOf(LockedError);
		});
		expect(existsSync(`${path}.lock-2`)).toBe(false);
	});

	it('a big file: not read, replaced', async () => {
		const path = join(folder(), 'stats.json');
		writeFileSync(`${path}.lock`, `{"pid": ${'1'.repeat(64 * 1024)}}`);
		const big = `${path}.lock was a file too large to be a lock, not a lock of the game's: it is replaced.`;
		expect(await lockedWith(path)).toEqual([big]);
	});
});

describe('the game on its way out', () => {
	it('stops waiting for a lock at once, however long the save would have waited', async () => {
		const path = join(folder(), 'stats.json');
		const child = holder(path);
		await child.said('held');
		const waiter = runModule(`
			import {endWaitsWithin, withLock} from ${JSON.stringify(LOCK_MODULE)};
			const saving = withLock(${JSON.stringify(path)}, () => Promise.resolve('in'), {waitMs: 600_000});
			setTimeout(() => endWaitsWithin(0), 100);
			const say = (text) => process.stdout.write(text + '\\n');
			await saving.then(() => say('saved'), (error) => say(error.constructor.name + ': ' + error.message));
		`);
		try {
			await waiter.said(
				`LockedError: ${path}.lock is held by another copy of the game (process ${child.process.pid})`,
			);
			expect(await waiter.exited).toBe(0);
		} finally {
			child.process.kill('SIGKILL');
			await child.exited;
		}
	});
});
