import {randomUUID} from 'node:crypto';
import {rm} from 'node:fs/promises';
import {join} from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import {
	type DealRules,
	type Game,
	type Position,
	type Step,
	applyStep,
	describeBoardError,
	formatStep,
	makeBoard,
	parseBoard,
	parseDealRules,
	parseStep,
	quoteToken,
	replayGame,
	stepsOfGame,
} from '../engine/index.js';
import {isDate} from '../stats/text.js';
import {type Owner, parseOwner} from './lock-file.js';
import {OWN_FILE_LIMIT, configFolder, makeFolderFor, moveAside, parseJsonObject, readOwnFile} from './own-files.js';

/**
 * The games in progress, kept between runs so that quitting (or a closed terminal) loses nothing:
 * `shamrocks` without a deal flag takes one up again. A small JSON file beside the settings,
 * written atomically after every move; each game's deal as a board file and its moves in the
 * notation of board-format.md, so a person can read it, and every move is replayed through the
 * engine on loading, so a damaged file can never put an illegal position on the table.
 *
 * Version 3 keeps a list of games, one per copy of the game that plays one (kept-games.ts says
 * who takes which), each with its id (the statistics count a game once), whether a hint or an
 * undo helped it, and the copy playing it now. Version 2 added the rules the deal was dealt under
 * (`variant`, `kings`); a version 1 or 2 file holds one game, read as the only one kept (a
 * version 1 file, which only Shamrocks wrote, as the variant of its board with its default Kings
 * rule). Redeals are steps of the history (`redeal`), and `drawEarly: true` is there when the
 * game allows the draw before the last redeal (the board format does not carry that house rule).
 */
export interface SavedGame {
	/** The game's own id: its result is counted once, however often it is taken up. */
	readonly id: string;
	/** How the status line names the deal (`deal 42`, `daily 2026-11-29`). */
	readonly title: string;
	/** The seed to replay it, when it has one. */
	readonly seed?: string;
	/** The date of a daily deal. */
	readonly daily?: string;
	/** What the deal was dealt under; its variant is the board's. */
	readonly rules: DealRules;
	/** The whole history: undone moves stay, to be redone. */
	readonly game: Game;
	/** Time played so far, for the clock. */
	readonly elapsedMs: number;
	/** A hint (h) or an undo was used. */
	readonly assisted: boolean;
	/**
	 * A move was played since the deal (or since the restart that began this game): a game left
	 * then counts as lost. False for a restarted game not yet moved, whose history is only to redo.
	 */
	readonly started: boolean;
}

/** A game as the file keeps it: when it was saved, and the copy of the game playing it now. */
export interface KeptGame extends SavedGame {
	readonly savedAt: string;
	readonly playing?: Owner;
}

export function savedGamePath(env: NodeJS.ProcessEnv = process.env): string {
	return join(configFolder(env), 'game.json');
}

/** The file's text for the games kept, newest first. */
export function makeKeptGames(games: readonly KeptGame[]): string {
	return JSON.stringify({version: VERSION, games: games.map(entryOf)}, null, '\t') + '\n';
}

function entryOf(kept: KeptGame): Record<string, unknown> {
	const {game} = kept;
	const start = game.entries[0].position;
	return {
		id: kept.id,
		title: kept.title,
		...(kept.seed === undefined ? {} : {seed: kept.seed}),
		...(kept.daily === undefined ? {} : {daily: kept.daily}),
		variant: kept.rules.variant,
		kings: kept.rules.kings,
		board: makeBoard(start),
		...(start.drawEarly === true ? {drawEarly: true} : {}),
		moves: stepsOfGame(game).map((step) => formatStep(start.variant, step)),
		current: game.current,
		elapsedMs: Math.round(kept.elapsedMs),
		assisted: kept.assisted,
		started: kept.started,
		savedAt: kept.savedAt,
		...(kept.playing === undefined ? {} : {playing: kept.playing}),
	};
}

const VERSION = 3;
/** Versions this one reads: 1 wrote no rules (Shamrocks only); 1 and 2 kept one game. */
const READABLE_VERSIONS: readonly unknown[] = [1, 2, 3];
/** In characters, the limit of the file's bytes: text that did not come from the file is checked too. */
const MAX_FILE_LENGTH = OWN_FILE_LIMIT;
/** A year of play: the clock shows hours, minutes and seconds. */
const MAX_ELAPSED_MS = 365 * 24 * 3600 * 1000;

function isPrintable(value: unknown): value is string {
	return typeof value === 'string' && value.length > 0 && value.length <= 200 && !/[\u0000-\u001f\u007f-\u009f]/.test(value);
}

/** The games kept in a file's text, newest first, or why there are none. */
export function parseKeptGames(text: string, newId: () => string = randomUUID): KeptGame[] | string {
	if (text.length > MAX_FILE_LENGTH) return 'too large';
	const file = parseJsonObject(text);
	if (typeof file === 'string') return file;
	const version = file['version'];
	if (!READABLE_VERSIONS.includes(version)) return `version ${quoteToken(JSON.stringify(version) ?? '')}, not ${READABLE_VERSIONS.join(', ')}`;
	if (version !== 3) {
		const game = parseEntry(file, version as number, newId);
		return typeof game === 'string' ? game : [game];
	}
	const {games} = file;
	if (!Array.isArray(games)) return 'no list of games';
	const kept: KeptGame[] = [];
	for (const [index, entry] of games.entries()) {
		const game = typeof entry === 'object' && entry !== null && !Array.isArray(entry) ? parseEntry(entry as Record<string, unknown>, 3, newId) : 'not an object';
		if (typeof game === 'string') return games.length === 1 ? game : `game ${index + 1}: ${game}`;
		kept.push(game);
	}
	return kept;
}

/** One game: a whole version 1 or 2 file, or an entry of a version 3 one. */
function parseEntry(file: Record<string, unknown>, version: number, newId: () => string): KeptGame | string {
	const {title, seed, board, moves, current, elapsedMs} = file;
	// Both are shown on screen: one printable line each, as --seed asks of a seed.
	if (!isPrintable(title)) return 'a title that is not one line of text';
	if (seed !== undefined && !isPrintable(seed)) return 'a seed that is not one line of text';
	if (typeof board !== 'string') return 'no board';
	if (!Array.isArray(moves) || !moves.every((move) => typeof move === 'string')) return 'no moves';
	if (typeof elapsedMs !== 'number' || !(elapsedMs >= 0 && elapsedMs <= MAX_ELAPSED_MS)) return 'a time played out of range';
	const parsed = parseBoard(board);
	if (!parsed.ok) return `its board, ${describeBoardError(parsed.error)}`;
	const {drawEarly} = file;
	if (drawEarly !== undefined && drawEarly !== true) return 'a drawEarly that is not true';
	const start: Position = drawEarly === true && parsed.value.draws > 0 ? {...parsed.value, drawEarly} : parsed.value;
	const rules = savedRules(file, version, start);
	if (typeof rules === 'string') return rules;
	const game = replay(start, moves as string[], current);
	if (typeof game === 'string') return game;
	const facts = version === 3 ? gameFacts(file) : oldGameFacts(title, game, newId);
	if (typeof facts === 'string') return facts;
	return {...facts, title, ...(seed === undefined ? {} : {seed}), rules, game, elapsedMs};
}

type GameFacts = Pick<KeptGame, 'id' | 'daily' | 'assisted' | 'started' | 'savedAt' | 'playing'>;

/** What version 3 says of a game besides its moves. */
function gameFacts(file: Record<string, unknown>): GameFacts | string {
	const {id, daily, assisted, started, savedAt, playing} = file;
	if (!isPrintable(id)) return 'an id that is not one line of text';
	if (daily !== undefined && !(typeof daily === 'string' && isDate(daily))) return 'a daily date that is not a date';
	if (typeof assisted !== 'boolean' || typeof started !== 'boolean') return 'no "assisted" or "started"';
	if (!isPrintable(savedAt)) return 'no time it was saved';
	// A claim that cannot be read claims nothing: the game is free to take up.
	const owner = parseOwner(playing);
	return {id, ...(daily === undefined ? {} : {daily}), assisted, started, savedAt, ...(owner === undefined ? {} : {playing: owner})};
}

/**
 * A game kept before version 3: a fresh id, started (it was kept because it had moves), helped
 * if it had moves undone (all it can tell), a daily deal by its title.
 */
function oldGameFacts(title: string, game: Game, newId: () => string): GameFacts {
	const daily = /^daily (\d{4}-\d{2}-\d{2})$/.exec(title)?.[1];
	return {id: newId(), ...(daily === undefined ? {} : {daily}), assisted: game.current < game.entries.length - 1, started: true, savedAt: new Date(0).toISOString()};
}

/** The rules of a game of version 2 or later, which must agree with its board; a version 1 file's board's defaults. */
function savedRules(file: Record<string, unknown>, version: number, start: Position): DealRules | string {
	if (version === 1) return {variant: start.variant, kings: 'bottom'};
	const {variant, kings} = file;
	if (variant !== start.variant) return `variant ${quoteToken(typeof variant === 'string' ? variant : (JSON.stringify(variant) ?? ''))} while its board is ${start.variant}`;
	if (typeof kings !== 'string') return 'no Kings rule';
	const rules = parseDealRules(start.variant, kings);
	return rules.ok ? rules.value : rules.error;
}

/** The game of these steps (moves and redeals) from the start, with `current` of them on the board; or what is wrong. */
function replay(start: Position, texts: readonly string[], current: unknown): Game | string {
	const steps: Step[] = [];
	let position = start;
	// Each move is read in the position it was played from: `F` names the pile that takes it there.
	for (const [index, text] of texts.entries()) {
		const step = parseStep(text, position);
		if (!step.ok) return `move ${index + 1} (${quoteToken(text)}) is not a move`;
		const next = applyStep(position, step.value);
		if (!next.ok) return `move ${index + 1} (${quoteToken(text)}) cannot be played`;
		steps.push(step.value);
		position = next.value;
	}
	if (typeof current !== 'number') return 'no current move';
	const game = replayGame(start, steps, current);
	if (game.ok) return game.value;
	return game.error < 0 ? 'no current move' : `move ${game.error + 1} (${quoteToken(texts[game.error])}) cannot be played`;
}

export interface ReadGames {
	readonly games: readonly KeptGame[];
	/** Set when a file was there but could not be used: it has been moved aside, and this says where. */
	readonly problem?: string;
}

/** The games kept in the file (none when there is no file). A file that cannot be used is moved aside, never lost. */
export async function readKeptGames(path: string): Promise<ReadGames> {
	const text = await readOwnFile(path);
	// A folder in its place is no file to keep aside: the save fails and says so.
	if (!text.ok && text.error === 'EISDIR') throw Object.assign(new Error(`${path} is a folder`), {code: 'EISDIR'});
	if (!text.ok) return {games: [], problem: await unusable(path, text.error)};
	if (text.value === undefined) return {games: []};
	const parsed = parseKeptGames(text.value);
	return typeof parsed === 'string' ? {games: [], problem: await unusable(path, parsed)} : {games: parsed};
}

async function unusable(path: string, why: string): Promise<string> {
	try {
		const aside = await moveAside(path);
		return `The saved game could not be used (${why}); it is kept as ${aside}.`;
	} catch {
		return `The saved game ${path} could not be used (${why}).`;
	}
}

/** Writes the games kept (atomically), or removes the file when there are none. */
export async function writeKeptGames(path: string, games: readonly KeptGame[]): Promise<void> {
	if (games.length === 0) {
		await rm(path, {force: true});
		return;
	}
	await makeFolderFor(path);
	await writeFileAtomic(path, makeKeptGames(games));
}
