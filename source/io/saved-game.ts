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
	deal,
	describeBoardError,
	formatStep,
	makeBoard,
	parseBoard,
	parseDealRules,
	parseStep,
	quoteToken,
	replayGame,
	shown,
	stepsOfGame,
} from '../engine/index.js';
import {MAX_RESHUFFLES, dailySeed, derivedSeed} from '../solver/index.js';
import {type DealName, type GameSoFar} from '../stats/game-record.js';
import {fittedTitle, isDate, isTitle} from '../stats/text.js';
import {type Owner, parseOwner} from './lock-file.js';
import {
	OWN_FILE_LIMIT,
	configFolder,
	describeFailure,
	fittedJson,
	keepAside,
	makeFolderFor,
	moveAside,
	parseJsonObject,
	readOwnFile,
} from './own-files.js';

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
 *
 * What the game writes, it reads back: a title is any text (a board's path may hold any character
 * but NUL), and the file is written compact when it would be past OWN_FILE_LIMIT pretty-printed.
 * A game that cannot be used is set aside alone (game.json.damaged), the others are kept; a game
 * that says it is a seeded or daily deal must hold that seed's cards, or it is practice.
 */
export interface SavedGame extends DealName, GameSoFar {}

/** A game as the file keeps it: when it was saved, and the copy of the game playing it now. */
export interface KeptGame extends SavedGame {
	readonly savedAt: string;
	readonly playing?: Owner;
}

export function savedGamePath(env: NodeJS.ProcessEnv = process.env): string {
	return join(configFolder(env), 'game.json');
}

/**
 * The file's text for the games kept, newest first: pretty-printed, or compact where that would
 * be past `limit` bytes. Throws, saying so, when even compact it would be: the reader would refuse it.
 */
export function makeKeptGames(games: readonly KeptGame[], limit = OWN_FILE_LIMIT): string {
	const text = fittedJson({version: VERSION, games: games.map(entryOf)}, limit);
	if (text === undefined) throw new Error(`the games kept would be past the ${limit} bytes the game reads back`);
	return text;
}

function entryOf(kept: KeptGame): Record<string, unknown> {
	const {game} = kept;
	const start = game.entries[0].position;
	return {
		id: kept.id,
		title: fittedTitle(kept.title),
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

/** One printable line of at most `most` characters: what the game writes of ids, seeds and times. */
function isPrintable(value: unknown, most = 200): value is string {
	if (typeof value !== 'string' || value.length === 0 || value.length > most) return false;
	return !/[\u0000-\u001f\u007f-\u009f]/.test(value);
}

/** Longest seed read: --seed takes 100 characters, and a winnable deal's adds `/200` at most. */
const MAX_SEED_LENGTH = 120;

/** A game of the file that could not be used: its place in the list (from 1), why, and the entry, to keep aside. */
export interface UnusableGame {
	readonly number: number;
	readonly why: string;
	readonly entry: unknown;
}

/** What a file's text holds: the games that can be used, newest first; those that cannot; what was read otherwise. */
export interface ParsedGames {
	readonly games: KeptGame[];
	readonly unusable: readonly UnusableGame[];
	/** A seeded deal whose cards are not that deal's, read as practice: said to the player. */
	readonly notes: readonly string[];
}

/**
 * The games kept in a file's text, or why the file as a whole cannot be used. One game that
 * cannot be used does not cost the others: it is listed in `unusable`, the others are read.
 */
export function parseKeptGames(
	text: string,
	newId: () => string = randomUUID,
	limit = MAX_FILE_LENGTH,
): ParsedGames | string {
	if (text.length > limit) return 'too large';
	const file = parseJsonObject(text);
	if (typeof file === 'string') return file;
	const version = file['version'];
	if (!READABLE_VERSIONS.includes(version))
		return `version ${quoteToken(JSON.stringify(version) ?? '')}, not ${READABLE_VERSIONS.join(', ')}`;
	const notes: string[] = [];
	if (version !== 3) {
		const game = parseEntry(file, version as number, newId, (note) => notes.push(`The saved game ${note}`));
		return typeof game === 'string' ? game : {games: [game], unusable: [], notes};
	}
	const {games} = file;
	if (!Array.isArray(games)) return 'no list of games';
	const kept: KeptGame[] = [];
	const refused: UnusableGame[] = [];
	for (const [index, entry] of games.entries()) {
		const told = (note: string) => notes.push(`Saved game ${index + 1} ${note}`);
		const isObject = typeof entry === 'object' && entry !== null && !Array.isArray(entry);
		const game = isObject ? parseEntry(entry as Record<string, unknown>, 3, newId, told) : 'not an object';
		if (typeof game === 'string') refused.push({number: index + 1, why: game, entry});
		else kept.push(game);
	}
	// Nothing in it can be used: the file as a whole is set aside, as a file that is no JSON is.
	if (kept.length === 0 && refused.length > 0) return refused.length === 1 ? refused[0].why : whyNot(refused);
	return {games: kept, unusable: refused, notes};
}

function whyNot(unusable: readonly UnusableGame[]): string {
	return unusable.map((game) => `game ${game.number}: ${game.why}`).join('; ');
}

/** One game: a whole version 1 or 2 file, or an entry of a version 3 one. `told`: what is read otherwise. */
function parseEntry(
	file: Record<string, unknown>,
	version: number,
	newId: () => string,
	told: (note: string) => void,
): KeptGame | string {
	const {title, seed, board, moves, current, elapsedMs} = file;
	// The title may be a board's path, any text; the screen escapes it. A seed is one line, as --seed asks.
	if (!isTitle(title)) return 'a title that is not text';
	if (seed !== undefined && !isPrintable(seed, MAX_SEED_LENGTH)) return 'a seed that is not one line of text';
	if (typeof board !== 'string') return 'no board';
	if (!Array.isArray(moves) || !moves.every((move) => typeof move === 'string')) return 'no moves';
	if (typeof elapsedMs !== 'number' || !(elapsedMs >= 0 && elapsedMs <= MAX_ELAPSED_MS))
		return 'a time played out of range';
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
	const kept: KeptGame = {...facts, title, ...(seed === undefined ? {} : {seed}), rules, game, elapsedMs};
	if (kept.seed === undefined || isDealOf(kept, parsed.value)) return kept;
	// Counted as that deal, it would be a win or a daily record that was never played: practice.
	told(`says it is ${shown(title)}, but its cards are not that deal's: it is kept as practice, and counts nowhere.`);
	const {seed: _seed, daily: _daily, ...practice} = kept;
	return {...practice, title: `practice (not ${title})`};
}

/** Whether a seeded game starts from its seed's deal under its rules, and a daily one from a deal of its date. */
function isDealOf(kept: KeptGame, start: Position): boolean {
	const seed = kept.seed as string;
	if (kept.daily !== undefined && !isDailySeed(seed, kept.daily)) return false;
	return makeBoard(deal(seed, kept.rules)) === makeBoard(start);
}

/** The daily deal of a date is the first winnable one of the seeds daily-DATE, daily-DATE/1, ... (solver/seeds.ts). */
function isDailySeed(seed: string, date: string): boolean {
	const from = dailySeed(date);
	if (seed === from) return true;
	const n = /^\/([1-9]\d{0,3})$/.exec(seed.slice(from.length))?.[1];
	if (!seed.startsWith(from) || n === undefined || Number(n) > MAX_RESHUFFLES) return false;
	return derivedSeed(from, Number(n)) === seed;
}

type GameFacts = Pick<KeptGame, 'id' | 'daily' | 'assisted' | 'started' | 'savedAt' | 'playing'>;

/** What version 3 says of a game besides its moves. */
function gameFacts(file: Record<string, unknown>): GameFacts | string {
	const {id, daily, assisted, started, savedAt, playing} = file;
	if (!isPrintable(id)) return 'an id that is not one line of text';
	if (daily !== undefined && !(typeof daily === 'string' && isDate(daily))) return 'a daily date that is not a date';
	if (typeof assisted !== 'boolean' || typeof started !== 'boolean') return 'no "assisted" or "started"';
	if (!isPrintable(savedAt, 100)) return 'no time it was saved';
	// A claim that cannot be read claims nothing: the game is free to take up.
	const owner = parseOwner(playing);
	return {
		id,
		...(daily === undefined ? {} : {daily}),
		assisted,
		started,
		savedAt,
		...(owner === undefined ? {} : {playing: owner}),
	};
}

/**
 * A game kept before version 3: a fresh id, started (it was kept because it had moves), helped
 * if it had moves undone (all it can tell), a daily deal by its title.
 */
function oldGameFacts(title: string, game: Game, newId: () => string): GameFacts {
	const daily = /^daily (\d{4}-\d{2}-\d{2})$/.exec(title)?.[1];
	return {
		id: newId(),
		...(daily === undefined ? {} : {daily}),
		assisted: game.current < game.entries.length - 1,
		started: true,
		savedAt: new Date(0).toISOString(),
	};
}

/** The rules of a game of version 2 or later, which must agree with its board; a version 1 file's board's defaults. */
function savedRules(file: Record<string, unknown>, version: number, start: Position): DealRules | string {
	if (version === 1) return {variant: start.variant, kings: 'bottom'};
	const {variant, kings} = file;
	if (variant !== start.variant) {
		const named = typeof variant === 'string' ? variant : (JSON.stringify(variant) ?? '');
		return `variant ${quoteToken(named)} while its board is ${start.variant}`;
	}
	if (typeof kings !== 'string') return 'no Kings rule';
	const rules = parseDealRules(start.variant, kings);
	return rules.ok ? rules.value : rules.error;
}

/**
 * The game of these steps (moves and redeals) from the start, with `current` of them on the board; or
 * what is wrong.
 */
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
	return game.error < 0
		? 'no current move'
		: `move ${game.error + 1} (${quoteToken(texts[game.error])}) cannot be played`;
}

export interface ReadGames {
	readonly games: readonly KeptGame[];
	/**
	 * Set when a file, or games in it, could not be used: set aside, and this says where; or a game
	 * read as practice.
	 */
	readonly problem?: string;
}

export interface ReadOptions {
	/**
	 * Set aside what cannot be used (under the file's lock): the file, or the games in it that
	 * cannot be used, kept in game.json.damaged while the others are written back. Without it
	 * (a look without the lock), the games that can be used are read and nothing is changed.
	 */
	readonly setAside?: boolean;
}

/** The games kept in the file (none when there is no file). Nothing that cannot be used is lost: it is kept aside. */
export async function readKeptGames(path: string, options: ReadOptions = {setAside: true}): Promise<ReadGames> {
	const text = await readOwnFile(path);
	// A folder in its place is no file to keep aside: the save fails and says so.
	if (!text.ok && text.error === 'EISDIR') {
		throw Object.assign(new Error(`${shown(path)} is a folder`), {code: 'EISDIR'});
	}
	if (text.ok && text.value === undefined) return {games: []};
	const parsed = text.ok ? parseKeptGames(text.value as string) : text.error;
	if (options.setAside !== true) return {games: typeof parsed === 'string' ? [] : parsed.games};
	if (typeof parsed === 'string') return {games: [], problem: await unusable(path, parsed)};
	if (parsed.unusable.length === 0 && parsed.notes.length === 0) return {games: parsed.games};
	// Written back at once, so that each is said once: the games that can be used, as they were read.
	const aside =
		parsed.unusable.length === 0 ? await writtenBack(path, parsed.games) : await unusableGames(path, parsed);
	return {games: parsed.games, problem: [aside, ...parsed.notes].filter((part) => part !== undefined).join(' ')};
}

async function writtenBack(path: string, games: readonly KeptGame[]): Promise<undefined> {
	// Not written: said again at the next reading, nothing lost.
	await writeKeptGames(path, games).catch(() => undefined);
	return undefined;
}

async function unusable(path: string, why: string): Promise<string> {
	try {
		const aside = await moveAside(path);
		return `The saved game could not be used (${shown(why)}); it is kept as ${shown(aside)}.`;
	} catch {
		return `The saved game ${shown(path)} could not be used (${shown(why)}).`;
	}
}

/** Keeps the games that cannot be used in a file of their own beside it, and writes back the others. */
async function unusableGames(path: string, parsed: ParsedGames): Promise<string> {
	const which = whyNot(parsed.unusable);
	const numbers = parsed.unusable.map((game) => game.number);
	const them = numbers.length === 1 ? `Saved game ${numbers[0]}` : `Saved games ${numbers.join(', ')}`;
	try {
		const entries = parsed.unusable.map((game) => game.entry);
		const aside = await keepAside(path, `${JSON.stringify({version: VERSION, games: entries}, null, '\t')}\n`);
		await writeKeptGames(path, parsed.games);
		const kept = `kept in ${shown(aside)}. The other games are kept as they were.`;
		return `${them} could not be used (${shown(which)}); ${kept}`;
	} catch (error) {
		return `${them} could not be used (${shown(which)}), nor kept aside (${describeFailure(error)}).`;
	}
}

/** Writes the games kept (atomically), or removes the file when there are none. */
export async function writeKeptGames(path: string, games: readonly KeptGame[]): Promise<void> {
	if (games.length === 0) {
		await rm(path, {force: true});
		return;
	}
	const text = makeKeptGames(games);
	await makeFolderFor(path);
	await writeFileAtomic(path, text);
}
