import {hostname} from 'node:os';
import {shown} from '../engine/index.js';
import {type KeptGame, type SavedGame, readKeptGames, writeKeptGames} from './saved-game.js';
import {LockedError, type Owner, newOwner, ownerRuns, sameOwner, withLock} from './lock-file.js';
import {describeFailure} from './own-files.js';

/**
 * Which copy of the game keeps which game, when two or more run at once on one account.
 *
 * Each copy keeps its own game: the file holds a list, and each game there may be claimed by the
 * copy playing it (its process, asked as a lock's owner is). A copy started without a deal flag
 * takes up the newest kept game that no running copy plays; when every one is in play elsewhere,
 * it deals afresh and says so: the same game on two screens would have two futures, and one of
 * them would be lost. Each copy's saves change its own game only, read-modify-write under the
 * file's lock, so nothing another copy kept is ever written over. Quitting gives the claim up, and
 * a copy that died (killed, its terminal gone) claims nothing any more.
 *
 * Alone, this is the one game kept of before: a deal asked for by a flag, once moved, takes the
 * place of the games kept that no copy plays (they were left for another deal: counted lost);
 * a new deal in the game takes the place of the game it ended.
 */
export interface GameKeeper {
	/** Takes up the newest game kept that no running copy plays, and claims it. */
	takeUp(): Promise<TakenUp>;
	/** The games kept that no running copy plays (what a deal asked for by a flag would take the place of). */
	waiting(): Promise<readonly KeptGame[]>;
	/**
	 * Keeps this copy's game (undefined: it is over, or nothing is played yet: forget it). Answers a
	 * note for the player (a damaged file moved aside); rejects with an Error whose message can be
	 * shown (a folder that cannot be made, a full disk, a lock held too long).
	 */
	keep(saved: SavedGame | undefined): Promise<string | undefined>;
	/** Gives up the claim on this copy's game, which stays kept for the next start. */
	release(): Promise<void>;
	/** Whether another running copy plays the game of this id (a saved game taken up is not taken up twice). */
	playedElsewhere(id: string): Promise<boolean>;
}

export interface TakenUp {
	readonly saved?: SavedGame;
	/** Games kept that other running copies play. */
	readonly inPlayElsewhere: number;
	/** Other games kept, that no copy plays: they wait for the next start. */
	readonly waiting: number;
	/** A file that could not be used, moved aside. */
	readonly problem?: string;
}

export interface KeeperOptions {
	readonly owner?: Owner;
	/**
	 * Whether this copy's first game takes the place of the games waiting in the file (a deal
	 * asked for by a flag): those waiting at its first look, as the first screen said. A copy
	 * that took one up replaces only its own.
	 */
	readonly replacesWaiting: boolean;
	/**
	 * Told the games, started ones, that a new game took the place of: they were left, and count as
	 * lost. Answers a note for the player.
	 */
	readonly onLeft?: (games: readonly SavedGame[]) => Promise<string | undefined | void>;
	readonly now?: () => Date;
}

/** Games kept at most: past it, the oldest that no copy plays counts as left. */
export const MOST_KEPT = 8;

/**
 * How long a claim of a copy on another machine (a shared home folder), which cannot be asked, holds
 * after its last save.
 */
const FOREIGN_CLAIM_MS = 12 * 3600 * 1000;

/** The longest wait for the lock before the first frame: past it, the game is taken up without it, and says so. */
export const TAKE_UP_WAIT_MS = 500;

export function gameKeeper(path: string, options: KeeperOptions): GameKeeper {
	const owner = options.owner ?? newOwner();
	const now = options.now ?? (() => new Date());
	/** The id of the game this copy keeps in the file. */
	let own: string | undefined;
	let firstGame = true;
	/**
	 * The games a flag's first game may take the place of: those waiting at the first look (what
	 * the first screen warned of). A game another copy played then and has quit since is not one.
	 */
	let replaceable: ReadonlySet<string> | undefined;
	const firstLook = (free: readonly KeptGame[]) => {
		replaceable ??= new Set(free.map((game) => game.id));
		return free;
	};
	const inPlayElsewhere = (game: KeptGame) =>
		game.playing !== undefined && !sameOwner(game.playing, owner) && claimHolds(game, now());
	/** Notes of the lock (a folder in its place, worked around), said with the next answer. */
	const notes: string[] = [];
	const locked = <T>(work: () => Promise<T>, waitMs?: number) =>
		withLock(path, work, {owner, onNote: (note) => notes.push(note), ...(waitMs === undefined ? {} : {waitMs})});
	const saving = async <T>(work: () => Promise<T>) => {
		try {
			return await locked(work);
		} catch (error) {
			throw new Error(`could not save the game to ${shown(path)}: ${describeFailure(error)}`);
		}
	};
	const said = (...parts: Array<string | undefined>) =>
		[...parts, ...notes.splice(0)].filter((part) => part !== undefined && part !== '').join(' ') || undefined;
	const lookWithoutLock = async () => {
		const {games} = await readKeptGames(path, {setAside: false}).catch(() => ({games: []}));
		return games.filter((game) => !inPlayElsewhere(game));
	};

	return {
		takeUp: () =>
			locked(async (): Promise<TakenUp> => {
				const {games, problem} = await readKeptGames(path);
				const free = games.filter((game) => !inPlayElsewhere(game));
				const chosen = free[0];
				if (chosen !== undefined) {
					own = chosen.id;
					await writeKeptGames(
						path,
						games.map((game) => (game === chosen ? {...game, playing: owner} : game)),
					);
				}
				const note = said(problem);
				const waiting = free.length - (chosen === undefined ? 0 : 1);
				return {...takenUp(chosen, note), inPlayElsewhere: games.length - free.length, waiting};
			}, TAKE_UP_WAIT_MS).catch(async (error: unknown) => {
				// No lock to be had (held too long, a folder that cannot be written): the game is taken up
				// unclaimed, the file left as it is; its saves will say why they fail.
				const games = await lookWithoutLock();
				own = games[0]?.id;
				const without = 'the kept game is taken up without waiting for it';
				const held = error instanceof LockedError ? `${error.message}: ${without}.` : '';
				const note = said(held);
				return {...takenUp(games[0], note), inPlayElsewhere: 0, waiting: Math.max(0, games.length - 1)};
			}),
		waiting: async () => firstLook(await lookWithoutLock()),
		playedElsewhere: async (id) => {
			const {games} = await readKeptGames(path, {setAside: false}).catch(() => ({games: []}));
			return games.some((game) => game.id === id && inPlayElsewhere(game));
		},
		keep: (saved) =>
			saving(async () => {
				const {games, problem} = await readKeptGames(path);
				const {kept, left} =
					saved === undefined
						? {kept: games.filter((game) => game.id !== own), left: []}
						: placed(games, {...saved, savedAt: now().toISOString(), playing: owner});
				own = saved?.id;
				if (saved !== undefined) firstGame = false;
				const started = left.filter((game) => game.started);
				const note = started.length > 0 ? await options.onLeft?.(started) : undefined;
				await writeKeptGames(path, kept);
				return said(problem, note ?? undefined);
			}),
		release: async () => {
			if (own === undefined) return;
			const id = own;
			await saving(async () => {
				const {games} = await readKeptGames(path);
				if (!games.some((game) => game.id === id && sameOwner(game.playing, owner))) return;
				await writeKeptGames(
					path,
					games.map((game) => (game.id === id ? withoutClaim(game) : game)),
				);
			});
		},
	};

	/** The games after this copy's game is saved: its own in front, and the games it took the place of. */
	function placed(games: readonly KeptGame[], entry: KeptGame): {kept: KeptGame[]; left: KeptGame[]} {
		let others = games.filter((game) => game.id !== entry.id);
		let left: KeptGame[] = [];
		// Another game of this copy ends the one it kept (counted by the game when it was left): a new
		// deal, or a saved game taken up (which may be kept already, waiting: it is the same game).
		if (own !== undefined && own !== entry.id) others = others.filter((game) => game.id !== own);
		else if (games.length === others.length && own === undefined && options.replacesWaiting && firstGame) {
			// A flag's first game ends the games waiting (left for another deal, counted here).
			const waiting = firstLook(others.filter((game) => !inPlayElsewhere(game)));
			const replaced = (game: KeptGame) => waiting.includes(game) && replaceable?.has(game.id) === true;
			left = others.filter(replaced);
			others = others.filter((game) => !replaced(game));
		}
		const kept = [entry, ...others];
		// Too many kept (many copies quit at once): the oldest that no copy plays make room.
		while (kept.length > MOST_KEPT) {
			const oldest = kept.findLastIndex((game) => !inPlayElsewhere(game) && game !== entry);
			if (oldest < 0) break;
			left = [...left, ...kept.splice(oldest, 1)];
		}
		return {kept, left};
	}
}

/** The game taken up, and what to say of the file, where there are. */
function takenUp(saved: SavedGame | undefined, problem: string | undefined): Pick<TakenUp, 'saved' | 'problem'> {
	return {...(saved === undefined ? {} : {saved}), ...(problem === undefined ? {} : {problem})};
}

function withoutClaim(game: KeptGame): KeptGame {
	const {playing: _playing, ...rest} = game;
	return rest;
}

/** Whether the copy that claimed a game still plays it. */
function claimHolds(game: KeptGame, now: Date): boolean {
	const playing = game.playing as Owner;
	if (playing.host !== hostname()) return now.getTime() - Date.parse(game.savedAt) < FOREIGN_CLAIM_MS;
	return ownerRuns(playing);
}
