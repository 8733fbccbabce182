import {mkdir, rm} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import {type Game, type Move, type Position, describeBoardError, formatMove, makeBoard, movesOfGame, newGame, parseBoard, parseMove, playMove, undo} from '../engine/index.js';
import {configFolder, moveAside, parseJsonObject, readOwnFile} from './own-files.js';

/**
 * The game in progress, kept between runs so that quitting (or a closed terminal) loses nothing:
 * `shamrocks` without a deal flag takes it up again. A small JSON file beside the settings, written
 * atomically after every move; the deal as a board file and the moves in the notation of
 * board-format.md, so a person can read it, and every move is replayed through the engine on
 * loading, so a damaged file can never put an illegal position on the table.
 */
export interface SavedGame {
	/** How the status line names the deal (`deal 42`, `daily 2026-11-29`). */
	readonly title: string;
	/** The seed to replay it, when it has one. */
	readonly seed?: string;
	/** The whole history: undone moves stay, to be redone. */
	readonly game: Game;
	/** Time played so far, for the clock. */
	readonly elapsedMs: number;
}

export function savedGamePath(env: NodeJS.ProcessEnv = process.env): string {
	return join(configFolder(env), 'game.json');
}

/** The file's text for a saved game. */
export function makeSavedGame(saved: SavedGame): string {
	const {game} = saved;
	const file = {
		version: VERSION,
		title: saved.title,
		...(saved.seed === undefined ? {} : {seed: saved.seed}),
		board: makeBoard(game.entries[0].position),
		moves: movesOfGame(game).map((move) => formatMove(move)),
		current: game.current,
		elapsedMs: Math.round(saved.elapsedMs),
	};
	return JSON.stringify(file, null, '\t') + '\n';
}

const VERSION = 1;

/** A saved game from the file's text, or why there is none. */
export function parseSavedGame(text: string): SavedGame | string {
	const file = parseJsonObject(text);
	if (typeof file === 'string') return file;
	if (file['version'] !== VERSION) return `version ${JSON.stringify(file['version'])}, not ${VERSION}`;
	const {title, seed, board, moves, current, elapsedMs} = file;
	if (typeof title !== 'string' || (seed !== undefined && typeof seed !== 'string')) return 'no title';
	if (typeof board !== 'string') return 'no board';
	if (!Array.isArray(moves) || !moves.every((move) => typeof move === 'string')) return 'no moves';
	if (typeof elapsedMs !== 'number' || !(elapsedMs >= 0) || !Number.isFinite(elapsedMs)) return 'no time played';
	const start = parseBoard(board);
	if (!start.ok) return `its board, ${describeBoardError(start.error)}`;
	const game = replay(start.value, moves as string[], current);
	return typeof game === 'string' ? game : {title, ...(seed === undefined ? {} : {seed}), game, elapsedMs};
}

/** The game of these moves from the start, with `current` of them on the board; or what is wrong. */
function replay(start: Position, texts: readonly string[], current: unknown): Game | string {
	let game = newGame(start);
	for (const [index, text] of texts.entries()) {
		const move: Move | undefined = parseMove(text);
		const played = move === undefined ? undefined : playMove(game, move);
		if (played === undefined || !played.ok) return `move ${index + 1} ("${text.slice(0, 20)}") cannot be played`;
		game = played.value;
	}
	if (typeof current !== 'number' || !Number.isInteger(current) || current < 0 || current > texts.length) return 'no current move';
	for (let undone = texts.length; undone > current; undone--) game = undo(game);
	return game;
}

export interface LoadedGame {
	readonly saved?: SavedGame;
	/** Set when a file was there but could not be used: it has been moved aside, and this says where. */
	readonly problem?: string;
}

/** The game in progress, if one was saved. A file that cannot be used is moved aside, never lost. */
export async function loadSavedGame(path: string): Promise<LoadedGame> {
	const text = await readOwnFile(path);
	if (!text.ok) return {problem: await unusable(path, text.error)};
	if (text.value === undefined) return {};
	const parsed = parseSavedGame(text.value);
	return typeof parsed === 'string' ? {problem: await unusable(path, parsed)} : {saved: parsed};
}

async function unusable(path: string, why: string): Promise<string> {
	try {
		const aside = await moveAside(path);
		return `The saved game could not be used (${why}); it is kept as ${aside}.`;
	} catch {
		return `The saved game ${path} could not be used (${why}).`;
	}
}

/**
 * Keeps the game in progress, or forgets it (undefined: the game was won, or nothing is played
 * yet). Rejects with an Error whose message can be shown to the player.
 */
export async function saveGame(path: string, saved: SavedGame | undefined): Promise<void> {
	try {
		if (saved === undefined) {
			await rm(path, {force: true});
			return;
		}
		await mkdir(dirname(path), {recursive: true});
		await writeFileAtomic(path, makeSavedGame(saved));
	} catch (error) {
		throw new Error(`could not save the game to ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
	}
}
