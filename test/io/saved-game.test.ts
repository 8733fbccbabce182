import {existsSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {type Game, currentPosition, deal, formatMove, isFan, isPile, legalMoves} from '../../source/engine/index.js';
import {makeBoard, moveCount, movesPlayed, newGame, playMove, redealGame} from '../../source/engine/index.js';
import {redo, samePlace, suitPile, undo} from '../../source/engine/index.js';
import {canMakeFifo, hasDevZero, makeFifo} from './special-files.js';
import {
	type KeptGame,
	makeKeptGames,
	parseKeptGames,
	readKeptGames,
	savedGamePath,
	writeKeptGames,
} from '../../source/io/saved-game.js';

function folder(): string {
	return mkdtempSync(join(tmpdir(), 'shamrocks-game-'));
}

/** Deal 42 after its first legal moves, the last of them undone (so there is one to redo). */
function gameInProgress(moves = 4): Game {
	let game = newGame(deal('42'));
	for (let index = 0; index < moves; index++) {
		const played = playMove(game, legalMoves(currentPosition(game))[0]);
		if (!played.ok) throw new Error('a legal move was refused');
		game = played.value;
	}
	return undo(game);
}

const SAVED: KeptGame = {
	id: 'game-1',
	title: 'deal 42',
	seed: '42',
	rules: {variant: 'shamrocks', kings: 'bottom'},
	game: gameInProgress(),
	elapsedMs: 83_000,
	assisted: true,
	started: true,
	savedAt: '2026-12-01T12:00:00.000Z',
};

/** The one game of a file's text (or why there is none). */
function parseOne(text: string): KeptGame | string {
	const parsed = parseKeptGames(text, () => 'fresh-id');
	return typeof parsed === 'string' ? parsed : parsed.games[0];
}

/** A version 2 file, as the game wrote before version 3, of `saved`. */
function versionTwo(saved: KeptGame): Record<string, unknown> {
	const {games} = JSON.parse(makeKeptGames([saved])) as {games: Array<Record<string, unknown>>};
	const {id: _id, assisted: _assisted, started: _started, savedAt: _savedAt, ...old} = games[0];
	return {version: 2, ...old};
}

async function loadOne(path: string): Promise<{saved?: KeptGame; problem?: string}> {
	const {games, problem} = await readKeptGames(path);
	return {...(games[0] === undefined ? {} : {saved: games[0]}), ...(problem === undefined ? {} : {problem})};
}

describe('the saved game', () => {
	it('comes back as it was left: every position, the undone move to redo, the time', async () => {
		const path = join(folder(), 'game.json');
		await writeKeptGames(path, [SAVED]);
		const {saved, problem} = await loadOne(path);
		expect(problem).toBeUndefined();
		expect(saved).toMatchObject({
			id: 'game-1',
			title: 'deal 42',
			assisted: true,
			started: true,
			savedAt: SAVED.savedAt,
		});
		expect(saved?.playing).toBeUndefined();
		expect(saved?.seed).toBe('42');
		expect(saved?.elapsedMs).toBe(83_000);
		expect(saved?.game.current).toBe(SAVED.game.current);
		expect(saved?.game.entries.map((entry) => entry.position)).toEqual(
			SAVED.game.entries.map((entry) => entry.position),
		);
		expect(moveCount(saved!.game)).toBe(3);
	});

	it('is a file a person can read: the deal as a board, the moves in their notation', () => {
		const text = makeKeptGames([SAVED]);
		expect(JSON.parse(text)).toMatchObject({
			version: 3,
			games: [
				{id: 'game-1', title: 'deal 42', variant: 'shamrocks', kings: 'bottom', current: 3, elapsedMs: 83_000},
			],
		});
		expect(JSON.parse(text).games[0].moves).toHaveLength(4);
		expect(JSON.parse(text).games[0].moves[0]).toMatch(/^[2-9TJQKA][CDHS] \d+->(\d+|F)$/);
	});

	it('reads a version 1 file (Shamrocks, before the family) as Shamrocks with its Kings to the bottom', () => {
		const old = {...versionTwo(SAVED), version: 1, variant: undefined, kings: undefined};
		const parsed = parseOne(JSON.stringify(old));
		expect(typeof parsed === 'string' ? parsed : parsed.rules).toEqual({variant: 'shamrocks', kings: 'bottom'});
	});

	it('reads a version 2 file as the one game kept: a fresh id, started, helped when it has undone moves, a daily deal by its title', () => {
		const parsed = parseOne(JSON.stringify(versionTwo(SAVED)));
		expect(parsed).toMatchObject({id: 'fresh-id', title: 'deal 42', started: true, assisted: true});
		const dailyGame = newGame(deal('daily-2026-12-01'));
		const old = versionTwo({...SAVED, seed: 'daily-2026-12-01', game: dailyGame});
		const daily = parseOne(JSON.stringify({...old, title: 'daily 2026-12-01', moves: [], current: 0}));
		expect(daily).toMatchObject({daily: '2026-12-01', assisted: false});
	});

	it('keeps a Scotch game with its Kings rule, its named piles and a card back from a pile', () => {
		// Random play until a card comes back from a pile, so the file must say which pile.
		let game = newGame(deal('7', {variant: 'scotch', kings: 'as-dealt'}));
		for (let step = 0; step < 4000 && !movesPlayed(game).some((move) => isPile(move.from)); step++) {
			const moves = legalMoves(currentPosition(game));
			if (moves.length === 0) game = newGame(deal(String(step), {variant: 'scotch', kings: 'as-dealt'}));
			else {
				const back = moves.find((move) => isPile(move.from));
				const played = playMove(game, back ?? moves[(step * 7919) % moves.length]);
				if (played.ok) game = played.value;
			}
		}
		expect(movesPlayed(game).some((move) => isPile(move.from))).toBe(true);
		const saved: KeptGame = {
			...SAVED,
			title: 'deal 7',
			seed: '7',
			rules: {variant: 'scotch', kings: 'as-dealt'},
			game,
			elapsedMs: 1000,
		};
		const text = makeKeptGames([saved]);
		expect(JSON.parse(text).games[0].moves.some((move: string) => / F[1-4]->\d+$/.test(move))).toBe(true);
		const parsed = parseOne(text);
		if (typeof parsed === 'string') throw new Error(parsed);
		expect(parsed.rules).toEqual(saved.rules);
		expect(parsed.game.entries.map((entry) => entry.position)).toEqual(game.entries.map((entry) => entry.position));
	});

	it('keeps a La Belle Lucie game through its redeals and the draw: taken up again, it redeals the same', () => {
		const rules = {variant: 'labellelucie', kings: 'as-dealt'} as const;
		let game = newGame(deal('11', rules, {drawEarly: true}));
		const step = (next: ReturnType<typeof redealGame>) => {
			if (!next.ok) throw new Error(next.error.reason);
			game = next.value;
		};
		step(redealGame(game));
		step(
			playMove(
				game,
				legalMoves(currentPosition(game)).find((move) => move.draw === true)!,
			),
		);
		const beforeLast = currentPosition(game);
		step(redealGame(game));
		game = undo(game);
		const text = makeKeptGames([{...SAVED, title: 'deal 11', seed: '11', rules, game, elapsedMs: 1000}]);
		expect(JSON.parse(text).games[0]).toMatchObject({
			drawEarly: true,
			moves: ['redeal', expect.stringMatching(/^draw /), 'redeal'],
		});
		const parsed = parseOne(text);
		if (typeof parsed === 'string') throw new Error(parsed);
		expect(currentPosition(parsed.game)).toEqual(beforeLast);
		expect(parsed.game.entries.map((entry) => entry.position)).toEqual(game.entries.map((entry) => entry.position));
		// The redeal still to redo, and a fresh one from the same position, deal as before the save.
		expect(currentPosition(redo(parsed.game))).toEqual(currentPosition(redo(game)));
		const fresh = redealGame(parsed.game);
		expect(fresh.ok && currentPosition(fresh.value)).toEqual(currentPosition(redo(game)));
	});

	it('is nothing when none was saved, and is forgotten when the game is over', async () => {
		const path = join(folder(), 'game.json');
		expect(await readKeptGames(path)).toEqual({games: []});
		await writeKeptGames(path, [SAVED]);
		await writeKeptGames(path, []);
		expect(existsSync(path)).toBe(false);
	});

	it('never puts an illegal position on the table: a damaged file is refused, said and kept aside', async () => {
		const good = versionTwo(SAVED);
		const entry = (JSON.parse(makeKeptGames([SAVED])) as {games: Array<Record<string, unknown>>}).games[0];
		for (const [text, why] of [
			['{"version": 1, "ti', 'not JSON'],
			['[]', 'not a JSON object'],
			[JSON.stringify({...good, version: 4}), 'version "4", not 1, 2, 3'],
			[JSON.stringify({version: 3, games: {}}), 'no list of games'],
			[JSON.stringify({version: 3, games: [{...entry, id: 7}]}), 'an id that is not one line of text'],
			[
				JSON.stringify({
					version: 3,
					games: [
						{...entry, daily: '2026-13-01'},
						{...entry, id: 8},
					],
				}),
				'game 1: a daily date that is not a date; game 2: an id that is not one line of text',
			],
			[JSON.stringify({version: 3, games: [{...entry, assisted: 'no'}]}), 'no "assisted" or "started"'],
			[JSON.stringify({...good, variant: 'scotch'}), 'variant "scotch" while its board is shamrocks'],
			[JSON.stringify({...good, kings: 'sideways'}), 'unknown Kings rule "sideways"'],
			[JSON.stringify({...good, kings: undefined}), 'no Kings rule'],
			[JSON.stringify({...good, moves: ['AS 1->F', 'KS 2->3']}), 'move 1 ("AS 1->F") cannot be played'],
			[JSON.stringify({...good, current: 9}), 'no current move'],
			[JSON.stringify({...good, board: 'KS KS'}), 'its board, line 1'],
			[JSON.stringify({...good, elapsedMs: -1}), 'a time played out of range'],
			[JSON.stringify({...good, elapsedMs: 1e300}), 'a time played out of range'],
			[JSON.stringify({...good, title: 5}), 'a title that is not text'],
			[JSON.stringify({...good, title: 'x'.repeat(8193)}), 'a title that is not text'],
			[JSON.stringify({...good, seed: 42}), 'a seed that is not one line of text'],
			[JSON.stringify({...good, moves: ['hello']}), 'move 1 ("hello") is not a move'],
			[' '.repeat(5 * 1024 * 1024), 'too large'],
		]) {
			expect(parseOne(text)).toMatch(why);
			const dir = folder();
			const path = join(dir, 'game.json');
			writeFileSync(path, text);
			const loaded = await loadOne(path);
			expect(loaded.saved).toBeUndefined();
			expect(loaded.problem).toBe(
				`The saved game could not be used (${parseOne(text) as string}); it is kept as ${path}.damaged.`,
			);
			expect(readFileSync(`${path}.damaged`, 'utf8')).toBe(text);
			expect(existsSync(path)).toBe(false);
		}
	});

	it.skipIf(!canMakeFifo)('keeps a named pipe in its place aside, instead of waiting on it', async () => {
		const path = join(folder(), 'game.json');
		makeFifo(path);
		expect(await loadOne(path)).toEqual({
			problem: `The saved game could not be used (not a regular file (a named pipe)); it is kept as ${path}.damaged.`,
		});
		// The place is free again: the next save works.
		await writeKeptGames(path, [SAVED]);
		expect((await loadOne(path)).saved?.title).toBe('deal 42');
	});

	it.skipIf(!hasDevZero)('keeps a link to a device aside, instead of reading it', async () => {
		const path = join(folder(), 'game.json');
		symlinkSync('/dev/zero', path);
		expect(await loadOne(path)).toEqual({
			problem: `The saved game could not be used (not a regular file (a device)); it is kept as ${path}.damaged.`,
		});
		expect(existsSync(path)).toBe(false);
	});

	it('reads back a long history, 30,000 moves (engine replayGame: linear, see the bench note)', () => {
		// A card moved to another fan and back, 15,000 times (replayed move by move, this took 14 s).
		const start = deal('42');
		const there = legalMoves(start).find((move) => {
			if (!isFan(move.to)) return false;
			const played = playMove(newGame(start), move);
			return (
				played.ok &&
				legalMoves(currentPosition(played.value)).some(
					(back) => back.card === move.card && samePlace(back.to, move.from),
				)
			);
		});
		if (there === undefined || !isFan(there.to))
			throw new Error('deal 42 has no move that can be undone by a move');
		const back = {card: there.card, from: there.to, to: there.from};
		const moves = Array.from({length: 30_000}, (_, index) =>
			formatMove('shamrocks', index % 2 === 0 ? there : back),
		);
		const parsed = parseOne(
			JSON.stringify({
				version: 1,
				title: 'deal 42',
				board: makeBoard(start),
				moves,
				current: 30_000,
				elapsedMs: 0,
			}),
		);
		expect(typeof parsed === 'string' ? parsed : moveCount(parsed.game)).toBe(30_000);
	});

	it.skipIf(!existsSync('/proc/self'))(
		'says it cannot save where its folder cannot be made, at once (/proc/nope)',
		async () => {
			await expect(writeKeptGames('/proc/nope/game.json', [SAVED])).rejects.toMatchObject({code: 'ENOENT'});
		},
	);

	it('lives beside the settings', () => {
		expect(savedGamePath({SHAMROCKS_CONFIG_DIR: '/tmp/x'})).toBe(join('/tmp/x', 'game.json'));
	});
});

describe('one game of the file that cannot be used', () => {
	it('is set aside alone: the others are taken up, and it is kept in game.json.damaged, said on screen', async () => {
		const path = join(folder(), 'game.json');
		await writeKeptGames(path, [
			SAVED,
			{...SAVED, id: 'game-2', title: 'deal 7', seed: '7', game: newGame(deal('7'))},
		]);
		const file = JSON.parse(readFileSync(path, 'utf8')) as {version: number; games: Array<Record<string, unknown>>};
		const bad = {...file.games[1], title: 5};
		writeFileSync(path, JSON.stringify({version: 3, games: [file.games[0], bad]}));
		const {games, problem} = await readKeptGames(path);
		expect(games.map((game) => game.id)).toEqual(['game-1']);
		const kept = `kept in ${path}.damaged. The other games are kept as they were.`;
		expect(problem).toBe(`Saved game 2 could not be used (game 2: a title that is not text); ${kept}`);
		expect(JSON.parse(readFileSync(`${path}.damaged`, 'utf8'))).toEqual({version: 3, games: [bad]});
		// Written back without it: said once, and the good game stays.
		expect(await readKeptGames(path)).toMatchObject({games: [{id: 'game-1'}]});
		expect((await readKeptGames(path)).problem).toBeUndefined();
	});

	it('is left where it is by a look without the lock', async () => {
		const path = join(folder(), 'game.json');
		const entry = (JSON.parse(makeKeptGames([SAVED])) as {games: Array<Record<string, unknown>>}).games[0];
		const text = JSON.stringify({version: 3, games: [entry, {...entry, id: 'game-2', title: 5}]});
		writeFileSync(path, text);
		expect((await readKeptGames(path, {setAside: false})).games.map((game) => game.id)).toEqual(['game-1']);
		expect(readFileSync(path, 'utf8')).toBe(text);
		expect(existsSync(`${path}.damaged`)).toBe(false);
	});
});

describe('a game that says it is a deal', () => {
	function entryWith(changes: Record<string, unknown>): string {
		const entry = (JSON.parse(makeKeptGames([SAVED])) as {games: Array<Record<string, unknown>>}).games[0];
		return JSON.stringify({version: 3, games: [{...entry, ...changes}]});
	}

	it("with its cards all home, not deal 42's: practice, counted nowhere, and said", () => {
		const home = deal('42');
		const foundations = home.foundations.map((_, suit) => suitPile(suit as 0 | 1 | 2 | 3, 13));
		const won = {...home, fans: home.fans.map(() => []), foundations};
		const parsed = parseKeptGames(entryWith({board: makeBoard(won), moves: [], current: 0}));
		if (typeof parsed === 'string') throw new Error(parsed);
		expect(parsed.games[0]).toMatchObject({title: 'practice (not deal 42)'});
		expect(parsed.games[0].seed).toBeUndefined();
		const practice = 'it is kept as practice, and counts nowhere.';
		expect(parsed.notes).toEqual([
			`Saved game 1 says it is deal 42, but its cards are not that deal's: ${practice}`,
		]);
	});

	it("a daily deal: its seed must be of that date's sequence, its cards that seed's", () => {
		const daily = (seed: string) => {
			const board = makeBoard(deal(seed));
			const entry = {title: 'daily 2026-12-01', daily: '2026-12-01', seed, board, moves: [], current: 0};
			const parsed = parseKeptGames(entryWith(entry));
			if (typeof parsed === 'string') throw new Error(parsed);
			return parsed.games[0];
		};
		expect(daily('daily-2026-12-01')).toMatchObject({daily: '2026-12-01', seed: 'daily-2026-12-01'});
		expect(daily('daily-2026-12-01/3')).toMatchObject({daily: '2026-12-01'});
		expect(daily('42').daily).toBeUndefined();
		expect(daily('daily-2026-11-30').daily).toBeUndefined();
		expect(daily('daily-2026-12-01/03').daily).toBeUndefined();
	});

	it('under other rules than it was dealt: practice too', () => {
		const parsed = parseKeptGames(entryWith({kings: 'as-dealt', moves: [], current: 0}));
		if (typeof parsed === 'string') throw new Error(parsed);
		expect(parsed.games[0].seed).toBeUndefined();
	});
});
