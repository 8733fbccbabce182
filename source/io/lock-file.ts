import {randomUUID} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {type FileHandle, open, readFile, stat, unlink} from 'node:fs/promises';
import {hostname} from 'node:os';
import {makeFolderFor} from './own-files.js';

/**
 * Read-modify-write under a lock file, so that two copies of the game writing one file of ours
 * (the statistics, the kept games) never lose each other's changes. The lock is NAME.lock beside
 * the file, made with O_EXCL (only one maker wins) and holding who made it: process id, host, and
 * on Linux the process's start time, which tells a live owner from a later process that got the
 * same id. A lock whose owner died (killed in the middle of a save) is taken over at once; one of
 * a live owner is waited for, up to a few seconds (a save lasts milliseconds), then the save
 * fails with a message and the game plays on.
 *
 * Written here rather than with proper-lockfile, which judges a lock by its age alone (a timer
 * refreshes it): a lock left by a dead copy would hold every other save for its whole stale
 * period, and a live copy paused past it would lose its lock. Our writers share one machine,
 * where the owner itself can be asked; and the kept games' claims (kept-games.ts) need that same
 * question for locks that last a whole game.
 */

/** Who holds a lock or plays a kept game: a copy of the game, on one machine. */
export interface Owner {
	readonly pid: number;
	readonly host: string;
	/** The process's start time in clock ticks since boot (Linux), when it can be read. */
	readonly start?: string;
	/** Tells apart two owners in one process (tests), and our own lock from a successor's. */
	readonly token: string;
}

/** This process as an owner; a fresh token each call (each copy of the game makes one). */
export function newOwner(): Owner {
	const start = processStart(process.pid);
	return {pid: process.pid, host: hostname(), ...(start === undefined ? {} : {start}), token: randomUUID()};
}

/** Field 22 of /proc/PID/stat (after the command name, which may hold spaces and brackets). */
function processStart(pid: number): string | undefined {
	try {
		const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
		return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
	} catch {
		return undefined;
	}
}

/**
 * Whether the owner may still be running. On this machine the process is asked (and its start
 * time compared, when known: a process that got a dead owner's id is not that owner). An owner on
 * another machine (a shared home folder) cannot be asked: it is taken as running.
 */
export function ownerRuns(owner: Owner): boolean {
	if (owner.host !== hostname()) return true;
	try {
		process.kill(owner.pid, 0);
	} catch (error) {
		// EPERM: it runs, as another user.
		if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
	}
	if (owner.start === undefined) return true;
	const start = processStart(owner.pid);
	return start === undefined || start === owner.start;
}

/** An owner from JSON, or undefined when it is not one. */
export function parseOwner(value: unknown): Owner | undefined {
	if (typeof value !== 'object' || value === null) return undefined;
	const {pid, host, start, token} = value as Record<string, unknown>;
	if (!Number.isSafeInteger(pid) || (pid as number) <= 0 || typeof host !== 'string' || typeof token !== 'string') return undefined;
	if (start !== undefined && typeof start !== 'string') return undefined;
	return {pid: pid as number, host, ...(start === undefined ? {} : {start}), token};
}

export function sameOwner(a: Owner | undefined, b: Owner | undefined): boolean {
	return a !== undefined && b !== undefined && a.token === b.token && a.pid === b.pid && a.host === b.host;
}

export interface LockOptions {
	/** How long to wait for a live owner to finish (default 5 s). */
	readonly waitMs?: number;
	readonly owner?: Owner;
}

/** How long a lock whose owner cannot be asked (another machine, or a lock half made) may stand before it is taken as left behind. */
const UNASKABLE_STALE_MS = 30_000;
/** A lock file with no owner in it yet is being written (microseconds), or its maker died in between. */
const HALF_MADE_STALE_MS = 5_000;
const DEFAULT_WAIT_MS = 5_000;

/** The error of a lock held by a live owner for longer than we wait. */
export class LockedError extends Error {
	readonly code = 'ELOCKED';
}

/** Runs `work` holding the lock of `path` (NAME.lock), and releases it whatever happens. */
export async function withLock<T>(path: string, work: () => Promise<T>, options: LockOptions = {}): Promise<T> {
	const owner = options.owner ?? lockOwner();
	const lock = `${path}.lock`;
	await acquire(lock, owner, Date.now() + (options.waitMs ?? DEFAULT_WAIT_MS));
	try {
		return await work();
	} finally {
		await release(lock, owner);
	}
}

let processOwner: Owner | undefined;

/** One owner for the locks this process takes. */
function lockOwner(): Owner {
	processOwner ??= newOwner();
	return processOwner;
}

interface SeenLock {
	readonly text: string;
	readonly ino: number;
	readonly mtimeMs: number;
	readonly owner: Owner | undefined;
}

async function acquire(lock: string, owner: Owner, deadline: number): Promise<void> {
	for (let attempt = 0; ; attempt++) {
		if (await makeExclusive(lock, JSON.stringify(owner), attempt === 0)) return;
		const seen = await look(lock);
		// Released meanwhile: try again at once.
		if (seen === undefined) continue;
		if (isLeftBehind(seen)) {
			await takeOver(lock, seen);
			continue;
		}
		if (Date.now() > deadline) {
			const who = seen.owner === undefined ? 'another copy of the game' : `another copy of the game (process ${seen.owner.pid})`;
			throw new LockedError(`${lock} is held by ${who}`);
		}
		await pause(Math.min(50, 2 + attempt * 4));
	}
}

/** Makes the file only if there is none; false when one is there. `makeFolder`: its folder too, the first time. */
async function makeExclusive(path: string, text: string, makeFolder = false): Promise<boolean> {
	let file: FileHandle;
	try {
		file = await open(path, 'wx');
	} catch (error) {
		const code = (error as NodeJS.ErrnoException).code;
		if (code === 'EEXIST') return false;
		if (code !== 'ENOENT' || !makeFolder) throw error;
		// The first save of all: the folder is not there yet.
		await makeFolderFor(path);
		return makeExclusive(path, text);
	}
	try {
		await file.writeFile(text);
	} finally {
		await file.close();
	}
	return true;
}

/** The lock as it is now, or undefined when there is none. */
async function look(lock: string): Promise<SeenLock | undefined> {
	try {
		const [text, info] = await Promise.all([readFile(lock, 'utf8'), stat(lock)]);
		let owner: Owner | undefined;
		try {
			owner = parseOwner(JSON.parse(text));
		} catch {
			owner = undefined;
		}
		return {text, ino: info.ino, mtimeMs: info.mtimeMs, owner};
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
		throw error;
	}
}

function isLeftBehind(seen: SeenLock): boolean {
	const age = Date.now() - seen.mtimeMs;
	if (seen.owner === undefined) return age > HALF_MADE_STALE_MS;
	if (seen.owner.host !== hostname()) return age > UNASKABLE_STALE_MS;
	return !ownerRuns(seen.owner);
}

/**
 * Removes a lock left behind, once sure it is still the one seen: two copies that both found it
 * stale must not remove a fresh lock one of them has made since. A breaker file lets one copy at
 * a time look again and remove it; a breaker left by a copy killed in those microseconds goes
 * after a few seconds.
 */
async function takeOver(lock: string, seen: SeenLock): Promise<void> {
	const breaker = `${lock}.break`;
	if (!(await makeExclusive(breaker, String(process.pid)))) {
		await removeOldBreaker(breaker);
		await pause(5);
		return;
	}
	try {
		const now = await look(lock);
		if (now !== undefined && now.text === seen.text && now.ino === seen.ino && now.mtimeMs === seen.mtimeMs) await unlinkIfThere(lock);
	} finally {
		await unlinkIfThere(breaker);
	}
}

async function removeOldBreaker(breaker: string): Promise<void> {
	try {
		if (Date.now() - (await stat(breaker)).mtimeMs > HALF_MADE_STALE_MS) await unlinkIfThere(breaker);
	} catch {
		// Gone already.
	}
}

/** Removes our own lock; one that is no longer ours (taken over after all) is left to its owner. */
async function release(lock: string, owner: Owner): Promise<void> {
	const seen = await look(lock).catch(() => undefined);
	if (seen !== undefined && sameOwner(seen.owner, owner)) await unlinkIfThere(lock);
}

async function unlinkIfThere(path: string): Promise<void> {
	try {
		await unlink(path);
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
	}
}

function pause(ms: number): Promise<void> {
	return new Promise((resolve) => setTimeout(resolve, ms));
}
