import {randomUUID} from 'node:crypto';
import {constants, readFileSync} from 'node:fs';
import {type FileHandle, lstat, open, unlink} from 'node:fs/promises';
import {hostname} from 'node:os';
import {shown} from '../engine/index.js';
import {kindOf, makeFolderFor, readAtMost} from './own-files.js';

/**
 * Read-modify-write under a lock file, so that two copies of the game writing one file of ours
 * (the statistics, the kept games) never lose each other's changes. The lock is NAME.lock beside
 * the file, made with O_EXCL (only one maker wins) and holding who made it: process id, host, and
 * on Linux the process's start time, which tells a live owner from a later process that got the
 * same id. A lock whose owner died (killed in the middle of a save) is taken over at once; one of
 * a live owner is waited for, a few seconds at most (a save lasts milliseconds), then the save
 * fails with a message and the game plays on; before the first frame and on the way out, the game
 * waits less (kept-games.ts, endWaitsWithin).
 *
 * What stands in the lock's place and is not a small regular file (a named pipe, a link, a
 * device, a folder) is no lock of ours: it is never read as one (a pipe would block the start for
 * ever, a link to /dev/zero fill the memory). It is replaced, or, a folder, which cannot be
 * removed as a file, worked around: the game locks with NAME.lock-2 beside it instead (every copy
 * makes that same choice). Either is said once.
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

/** The largest process id there can be: a pid_t is a 32-bit signed number (Linux's own limit is lower still). */
const LARGEST_PID = 2 ** 31 - 1;

/**
 * Whether the owner may still be running. On this machine the process is asked (and its start
 * time compared, when known: a process that got a dead owner's id is not that owner). An owner on
 * another machine (a shared home folder) cannot be asked: it is taken as running.
 *
 * An owner that cannot be a copy of the game claims nothing: a process id that cannot exist; this
 * very process under another start time (an earlier process had its id, as in a container where
 * the game is always process 1); and, where start times can be read (Linux), an owner without
 * one, since every copy writes its own (so `{"pid": 1}`, the system's first process, is none).
 */
export function ownerRuns(owner: Owner): boolean {
	if (owner.host !== hostname()) return true;
	if (!Number.isSafeInteger(owner.pid) || owner.pid <= 0 || owner.pid > LARGEST_PID) return false;
	const ours = processStart(process.pid);
	if (ours !== undefined && owner.start === undefined) return false;
	if (owner.pid === process.pid) return owner.start === ours;
	try {
		process.kill(owner.pid, 0);
	} catch (error) {
		// EPERM: it runs, as another user. Anything else (ESRCH): there is no such process.
		if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
	}
	if (owner.start === undefined) return true;
	const start = processStart(owner.pid);
	return start === undefined || start === owner.start;
}

/** An owner from JSON, or undefined when it is not one. */
export function parseOwner(value: unknown): Owner | undefined {
	if (typeof value !== 'object' || value === null) return undefined;
	const {pid, host, start, token} = value as Record<string, unknown>;
	if (!Number.isSafeInteger(pid) || (pid as number) <= 0 || (pid as number) > LARGEST_PID) return undefined;
	if (!isShortText(host, 255) || !isShortText(token, 200)) return undefined;
	if (start !== undefined && !(typeof start === 'string' && /^\d{1,20}$/.test(start))) return undefined;
	return {pid: pid as number, host, ...(start === undefined ? {} : {start}), token};
}

function isShortText(value: unknown, most: number): value is string {
	return typeof value === 'string' && value.length > 0 && value.length <= most;
}

export function sameOwner(a: Owner | undefined, b: Owner | undefined): boolean {
	return a !== undefined && b !== undefined && a.token === b.token && a.pid === b.pid && a.host === b.host;
}

export interface LockOptions {
	/** How long to wait for a live owner to finish (default 3 s). */
	readonly waitMs?: number;
	readonly owner?: Owner;
	/** Told, once in the life of the process, of a thing in the lock's place that was replaced or worked around. */
	readonly onNote?: (note: string) => void;
}

/**
 * How long a lock whose owner cannot be asked (another machine, or a lock half made) may stand before
 * it is taken as left behind.
 */
const UNASKABLE_STALE_MS = 30_000;
/** A lock file with no owner in it yet is being written (microseconds), or its maker died in between. */
const HALF_MADE_STALE_MS = 5_000;
/**
 * A save lasts milliseconds, but a busy machine may hold a copy up mid-save: a few seconds, which
 * the player does not wait for (saves run behind the game; the start and the way out wait less).
 */
const DEFAULT_WAIT_MS = 3_000;
/** Most bytes of a lock file read: an owner is some 150. */
const LOCK_SIZE_LIMIT = 4096;
/** Names tried for the lock when folders stand in the place of the first ones: NAME.lock, NAME.lock-2 ... */
const LOCK_NAMES = 4;

/** The error of a lock held by a live owner for longer than we wait. */
export class LockedError extends Error {
	readonly code = 'ELOCKED';
}

/** When the game is on its way out, no wait for a lock lasts past this time (ms since the epoch). */
let waitsEndBy = Number.POSITIVE_INFINITY;

/**
 * Bounds every wait for a lock, those under way and those to come, to `ms` from now: the game
 * is quitting, and the saves on the way out must not hold the terminal.
 */
export function endWaitsWithin(ms: number): void {
	waitsEndBy = Math.min(waitsEndBy, Date.now() + ms);
}

/** Runs `work` holding the lock of `path` (NAME.lock), and releases it whatever happens. */
export async function withLock<T>(path: string, work: () => Promise<T>, options: LockOptions = {}): Promise<T> {
	const owner = options.owner ?? lockOwner();
	const tell = (note: string) => {
		if (said.has(note)) return;
		said.add(note);
		options.onNote?.(note);
	};
	const lock = await acquire(path, owner, Date.now() + (options.waitMs ?? DEFAULT_WAIT_MS), tell);
	try {
		return await work();
	} finally {
		await release(lock, owner);
	}
}

/** Notes told already: each is said once in the life of the process. */
const said = new Set<string>();

let processOwner: Owner | undefined;

/** One owner for the locks this process takes. */
function lockOwner(): Owner {
	processOwner ??= newOwner();
	return processOwner;
}

/** A lock file as it is now: its text and owner, or `broken` when it is no regular file. */
type SeenLock =
	// owner: null when the text is JSON but no owner (it never will be one), undefined while it may be half written.
	| {
			readonly kind: 'lock';
			readonly text: string;
			readonly ino: number;
			readonly mtimeMs: number;
			readonly owner: Owner | undefined | null;
	  }
	| {readonly kind: 'broken'; readonly what: string; readonly ino: number; readonly folder: boolean};

/** Takes the lock of `path`; answers the lock file's name (NAME.lock, or the one beside a folder in its place). */
async function acquire(path: string, owner: Owner, deadline: number, tell: (note: string) => void): Promise<string> {
	let name = 1;
	let lock = lockName(path, name);
	for (let attempt = 0; ; attempt++) {
		if (await makeExclusive(lock, JSON.stringify(owner), attempt === 0)) return lock;
		const seen = await look(lock);
		// Released meanwhile: try again at once.
		if (seen === undefined) continue;
		if (seen.kind === 'broken' && seen.folder) {
			if (name === LOCK_NAMES) {
				throw new Error(`${shown(lockName(path, 1))} and the names after it are folders: no lock can be made`);
			}
			const next = lockName(path, ++name);
			tell(`${shown(lock)} is a folder, not a lock of the game's: the game locks with ${shown(next)} instead.`);
			lock = next;
			continue;
		}
		if (seen.kind === 'broken' && (await takeOver(lock, seen))) {
			tell(`${shown(lock)} was ${seen.what}, not a lock of the game's: it is replaced.`);
			continue;
		}
		if (seen.kind === 'lock' && isLeftBehind(seen) && (await takeOver(lock, seen))) continue;
		// A live owner's lock, or another copy busy taking one over: wait, for so long.
		if (Date.now() > Math.min(deadline, waitsEndBy)) {
			const holder = seen.kind === 'lock' && seen.owner ? ` (process ${seen.owner.pid})` : '';
			const who = `another copy of the game${holder}`;
			throw new LockedError(`${shown(lock)} is held by ${who}`);
		}
		await pause(Math.min(50, 2 + attempt * 4));
	}
}

function lockName(path: string, name: number): string {
	return name === 1 ? `${path}.lock` : `${path}.lock-${name}`;
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

/**
 * The lock as it is now, or undefined when there is none. Opened without following a link and
 * without waiting (a named pipe would wait for a writer), and read only when it is a regular
 * file, and then a few kilobytes at most.
 */
async function look(lock: string): Promise<SeenLock | undefined> {
	let file: FileHandle;
	try {
		file = await open(lock, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
	} catch (error) {
		const code = (error as NodeJS.ErrnoException).code;
		if (code === 'ENOENT') return undefined;
		// A link (ELOOP), a socket (ENXIO): what it is, without opening it.
		if (code === 'ELOOP' || code === 'ENXIO') return lookWithoutOpening(lock);
		throw error;
	}
	try {
		const info = await file.stat();
		if (!info.isFile()) return {kind: 'broken', what: kindOf(info), ino: info.ino, folder: info.isDirectory()};
		if (info.size > LOCK_SIZE_LIMIT) {
			return {kind: 'broken', what: 'a file too large to be a lock', ino: info.ino, folder: false};
		}
		const text = (await readAtMost(file, LOCK_SIZE_LIMIT)).toString('utf8');
		return {kind: 'lock', text, ino: info.ino, mtimeMs: info.mtimeMs, owner: ownerIn(text)};
	} finally {
		await file.close();
	}
}

async function lookWithoutOpening(lock: string): Promise<SeenLock | undefined> {
	try {
		const info = await lstat(lock);
		return {kind: 'broken', what: kindOf(info), ino: info.ino, folder: info.isDirectory()};
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
		throw error;
	}
}

/** The owner written in a lock; null when its text is JSON but no owner; undefined while it may be half written. */
function ownerIn(text: string): Owner | undefined | null {
	let value: unknown;
	try {
		value = JSON.parse(text);
	} catch {
		return undefined;
	}
	return parseOwner(value) ?? null;
}

function isLeftBehind(seen: SeenLock & {kind: 'lock'}): boolean {
	const age = Date.now() - seen.mtimeMs;
	if (seen.owner === null) return true;
	if (seen.owner === undefined) return age > HALF_MADE_STALE_MS;
	if (seen.owner.host !== hostname()) return age > UNASKABLE_STALE_MS;
	return !ownerRuns(seen.owner);
}

/**
 * Removes a lock left behind (or a thing in its place), once sure it is still the one seen: two
 * copies that both found it stale must not remove a fresh lock one of them has made since. A
 * breaker file lets one copy at a time look again and remove it; a breaker left by a copy killed
 * in those microseconds goes after a few seconds. False when another copy holds the breaker.
 */
async function takeOver(lock: string, seen: SeenLock): Promise<boolean> {
	const breaker = `${lock}.break`;
	if (!(await makeExclusive(breaker, String(process.pid)))) {
		await removeOldBreaker(breaker);
		return false;
	}
	try {
		const now = await look(lock);
		if (now !== undefined && sameLock(now, seen)) await unlinkIfThere(lock);
	} finally {
		await unlinkIfThere(breaker);
	}
	return true;
}

function sameLock(now: SeenLock, seen: SeenLock): boolean {
	if (now.kind !== seen.kind || now.ino !== seen.ino) return false;
	return now.kind === 'broken' || (seen.kind === 'lock' && now.text === seen.text && now.mtimeMs === seen.mtimeMs);
}

async function removeOldBreaker(breaker: string): Promise<void> {
	try {
		if (Date.now() - (await lstat(breaker)).mtimeMs > HALF_MADE_STALE_MS) await unlinkIfThere(breaker);
	} catch {
		// Gone already.
	}
}

/** Removes our own lock; one that is no longer ours (taken over after all) is left to its owner. */
async function release(lock: string, owner: Owner): Promise<void> {
	const seen = await look(lock).catch(() => undefined);
	if (seen?.kind === 'lock' && sameOwner(seen.owner ?? undefined, owner)) await unlinkIfThere(lock);
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
