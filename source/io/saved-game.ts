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
import {OWN_FILE_LIMIT, configFolder, makeFolderFor, moveAside, parseJsonObject, readOwnFile} from './own-files.js';

/**
 * The game in progress, kept between runs so that quitting (or a closed terminal) loses nothing:
 * `shamrocks` without a deal flag takes it up again. A small JSON file beside the settings, written
 * atomically after every move; the deal as a board file and the moves in the notation of
 * board-format.md, so a person can read it, and every move is replayed through the engine on
 * loading, so a damaged file can never put an illegal position on the table.
 *
 * Version 2 adds the rules the deal was dealt under (`variant`, `kings`); a version 1 file (which
 * only Shamrocks wrote) is read as the variant of its board with its default Kings rule.
 * Redeals are steps of the history (`redeal`), and `drawEarly: true` is there when the game
 * allows the draw before the last redeal (the board format does not carry that house rule).
 */
export interface SavedGame {
	/** How the status line names the deal (`deal 42`, `daily 2026-11-29`). */
	readonly title: string;
	/** The seed to replay it, when it has one. */
	readonly seed?: string;
	/** What the deal was dealt under; its variant is the board's. */
	readonly rules: DealRules;
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
	const start = game.entries[0].position;
	const file = {
		version: VERSION,
		title: saved.title,
		...(saved.seed === undefined ? {} : {seed: saved.seed}),
		variant: saved.rules.variant,
		kings: saved.rules.kings,
		board: makeBoard(start),
		...(start.drawEarly === true ? {drawEarly: true} : {}),
		moves: stepsOfGame(game).map((step) => formatStep(start.variant, step)),
		current: game.current,
		elapsedMs: Math.round(saved.elapsedMs),
	};
	return JSON.stringify(file, null, '\t') + '\n';
}

const VERSION = 2;
/** Versions this one reads: 1 wrote no rules (Shamrocks only). */
const READABLE_VERSIONS: readonly unknown[] = [1, 2];
/** In characters, the limit of the file's bytes: text that did not come from the file is checked too. */
const MAX_FILE_LENGTH = OWN_FILE_LIMIT;
/** A year of play: the clock shows hours, minutes and seconds. */
const MAX_ELAPSED_MS = 365 * 24 * 3600 * 1000;

function isPrintable(value: unknown): value is string {
	return typeof value === 'string' && value.length > 0 && value.length <= 200 && !/[\u0000-\u001f\u007f-\u009f]/.test(value);
}

/** A saved game from the file's text, or why there is none. */
export function parseSavedGame(text: string): SavedGame | string {
	if (text.length > MAX_FILE_LENGTH) return 'too large';
	const file = parseJsonObject(text);
	if (typeof file === 'string') return file;
	if (!READABLE_VERSIONS.includes(file['version'])) return `version ${quoteToken(JSON.stringify(file['version']) ?? '')}, not ${READABLE_VERSIONS.join(' or ')}`;
	const {title, seed, board: boardText, moves, current, elapsedMs} = file;
	// Both are shown on screen: one printable line each, as --seed asks of a seed.
	if (!isPrintable(title)) return 'a title that is not one line of text';
	if (seed !== undefined && !isPrintable(seed)) return 'a seed that is not one line of text';
	if (typeof boardText !== 'string') return 'no board';
	if (!Array.isArray(moves) || !moves.every((move) => typeof move === 'string')) return 'no moves';
	if (typeof elapsedMs !== 'number' || !(elapsedMs >= 0 && elapsedMs <= MAX_ELAPSED_MS)) return 'a time played out of range';
	const board = parseBoard(boardText);
	if (!board.ok) return `its board, ${describeBoardError(board.error)}`;
	const {drawEarly} = file;
	if (drawEarly !== undefined && drawEarly !== true) return 'a drawEarly that is not true';
	const start: Position = drawEarly === true && board.value.draws > 0 ? {...board.value, drawEarly} : board.value;
	const rules = savedRules(file, start);
	if (typeof rules === 'string') return rules;
	const game = replay(start, moves as string[], current);
	return typeof game === 'string' ? game : {title, ...(seed === undefined ? {} : {seed}), rules, game, elapsedMs};
}

/** The rules of a version 2 file, which must agree with its board; a version 1 file's board's defaults. */
function savedRules(file: Record<string, unknown>, start: Position): DealRules | string {
	if (file['version'] === 1) return {variant: start.variant, kings: 'bottom'};
	const {variant, kings} = file;
	if (variant !== start.variant) return `variant ${quoteToken(typeof variant === 'string' ? variant : (JSON.stringify(variant) ?? ''))} while its board is ${start.variant}`;
	if (typeof kings !== 'string') return 'no Kings rule';
	const rules = parseDealRules(start.variant, kings);
	return rules.ok ? rules.value : rules.error;
}

/** The game of these steps from the start, with `current` of them on the board; or what is wrong. */
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
		await makeFolderFor(path);
		await writeFileAtomic(path, makeSavedGame(saved));
	} catch (error) {
		throw new Error(`could not save the game to ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
	}
}
