import {existsSync, mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {type Game, currentPosition, deal, legalMoves, newGame, playMove} from '../../source/engine/index.js';
import {gameKeeper} from '../../source/io/kept-games.js';
import {newOwner} from '../../source/io/lock-file.js';
import {type SavedGame, readKeptGames} from '../../source/io/saved-game.js';
import {recordResults} from '../../source/io/stats-file.js';
import {type GameResult} from '../../source/stats/records.js';
import {inTurn, lastSaves} from '../../source/commands/play/saves.js';
import {progressKeeper, resultsWriter} from '../../source/commands/play/results.js';
import {type Child, built, runModule} from '../io/processes.js';

/**
 * A game's result that could not be written to the statistics (their lock held by a live copy):
 * kept, written with the next, tried again on the way out, and its won game kept meanwhile.
 * Before, the win was dropped, its game forgotten, and the way out said the first try's verdict.
 */

const holders: Child[] = [];

afterEach(async () => {
	for (const holder of holders.splice(0)) {
		holder.process.kill('SIGKILL');
		await holder.exited;
	}
});

function folder(): string {
	return mkdtempSync(join(tmpdir(), 'shamrocks-results-'));
}

/** A live process holding the lock of `path`, as a copy of the game in the middle of a save. */
async function holdLock(path: string): Promise<Child> {
	const holder = runModule(`
		import {withLock} from ${JSON.stringify(built('source/io/lock-file.js'))};
		await withLock(${JSON.stringify(path)}, () => new Promise(() => {
			process.stdout.write('held\\n');
			setInterval(() => {}, 1000);
		}), {waitMs: 60000});
	`);
	holders.push(holder);
	await holder.said('held');
	return holder;
}

/** Kills the holder: its lock file stays behind, its owner dead. */
async function killHolder(holder: Child): Promise<void> {
	holder.process.kill('SIGKILL');
	await holder.exited;
	expect(holder.process.killed).toBe(true);
}

function played(moves: number): Game {
	let game = newGame(deal('42'));
	for (let index = 0; index < moves; index++) {
		const next = playMove(game, legalMoves(currentPosition(game))[0]);
		if (!next.ok) throw new Error('a legal move was refused');
		game = next.value;
	}
	return game;
}

function progress(id: string): SavedGame {
	const rules = {variant: 'shamrocks', kings: 'bottom'} as const;
	return {id, title: 'deal 42', seed: '42', rules, game: played(3), elapsedMs: 1000, assisted: false, started: true};
}

function result(id: string, outcome: 'won' | 'lost'): GameResult {
	const rules = {variant: 'shamrocks', kings: 'bottom'} as const;
	const end = {outcome, moves: 80, timeMs: 120_000, assisted: false, at: '2026-12-01T12:00:00.000Z'};
	return {id, rules, title: 'deal 42', seed: '42', ...end};
}

function loggedIds(statsPath: string): string[] {
	if (!existsSync(statsPath)) return [];
	return (JSON.parse(readFileSync(statsPath, 'utf8')) as {log: Array<{id: string}>}).log.map((game) => game.id);
}

/** The saves of one copy of the game, as play.tsx joins them. */
function saves(dir: string) {
	const statsPath = join(dir, 'stats.json');
	const gamePath = join(dir, 'game.json');
	const recorder = resultsWriter((results) => recordResults(statsPath, results));
	const keeper = gameKeeper(gamePath, {owner: newOwner(), replacesWaiting: false});
	const progressing = progressKeeper(keeper, recorder);
	const keeping = inTurn((now: SavedGame | undefined) => progressing.keep(now));
	const keptIds = async () => (await readKeptGames(gamePath)).games.map((game) => game.id);
	const quit = () => lastSaves(keeping, recorder, progressing, keeper);
	return {statsPath, recorder, keeping, keptIds, quit};
}

describe('a result the statistics could not take', () => {
	it('is kept and written with the next game, and the won game stays kept until then', async () => {
		const dir = folder();
		const {statsPath, recorder, keeping, keptIds, quit} = saves(dir);
		const holder = await holdLock(statsPath);
		await keeping.run(progress('won-game'));
		// The win, as the game reports it: its result, then its game over.
		const writing = recorder.run([result('won-game', 'won')]);
		await keeping.run(undefined);
		await expect(writing).rejects.toThrow(
			/could not save the statistics .*held by another copy .*; the result is kept, to be saved with the next game or at q/,
		);
		expect(loggedIds(statsPath)).toEqual([]);
		// Not forgotten: the game stays in game.json, given up by this copy, for the next start.
		expect(await keptIds()).toEqual(['won-game']);
		const kept = (await readKeptGames(join(dir, 'game.json'))).games[0];
		expect(kept.playing).toBeUndefined();
		// The next game's first move does not take its place.
		await keeping.run(progress('next-game'));
		expect((await keptIds()).sort()).toEqual(['next-game', 'won-game']);

		await killHolder(holder);
		const answer = await recorder.run([result('next-game', 'lost')]);
		expect(loggedIds(statsPath).sort()).toEqual(['next-game', 'won-game']);
		expect(answer?.problem).toBe('The statistics are saved now, with the game that could not be saved before.');
		// Written: the won game is forgotten with the next save.
		await keeping.run(undefined);
		expect(await keptIds()).toEqual([]);
		expect(await quit()).toBeUndefined();
	}, 20_000);

	it('is tried again on the way out, the lock looked at afresh: its holder died since the first try', async () => {
		const dir = folder();
		const {statsPath, recorder, keeping, keptIds, quit} = saves(dir);
		const holder = await holdLock(statsPath);
		await keeping.run(progress('won-game'));
		await expect(recorder.run([result('won-game', 'won')])).rejects.toThrow(/held by another copy/);
		await keeping.run(undefined);
		await killHolder(holder);
		// q: the last try takes the dead copy's lock over and writes the win.
		expect(await quit()).toBeUndefined();
		expect(loggedIds(statsPath)).toEqual(['won-game']);
		expect(await keptIds()).toEqual([]);
	}, 20_000);

	it('still held at q: one line says what is not counted, and the won game waits for the next start', async () => {
		const dir = folder();
		const {statsPath, recorder, keeping, keptIds, quit} = saves(dir);
		await holdLock(statsPath);
		await keeping.run(progress('won-game'));
		await expect(recorder.run([result('won-game', 'won')])).rejects.toThrow(/held by another copy/);
		await keeping.run(undefined);
		const line = await quit();
		expect(line).toMatch(/^on the way out, could not save the statistics to .*stats\.json: .*held by another copy/);
		expect(line).toMatch(/: one game is not counted \(the won game stays kept for the next start, to be won and/);
		expect(loggedIds(statsPath)).toEqual([]);
		expect(await keptIds()).toEqual(['won-game']);
		// The next start takes it up, to be won again.
		const next = gameKeeper(join(dir, 'game.json'), {owner: newOwner(), replacesWaiting: false});
		expect((await next.takeUp()).saved?.id).toBe('won-game');
	}, 20_000);

	it("a practice game's or the solver's, which counts nowhere, waits for no lock and is not kept", async () => {
		const dir = folder();
		const {statsPath, recorder, keeping, keptIds, quit} = saves(dir);
		await holdLock(statsPath);
		await keeping.run(progress('practice'));
		const {seed: _seed, ...practice} = result('practice', 'won');
		await expect(recorder.run([practice, {...result('watched', 'won'), watched: true}])).resolves.toBeUndefined();
		await keeping.run(undefined);
		expect(await keptIds()).toEqual([]);
		expect(await quit()).toBeUndefined();
	}, 20_000);

	it('a lost game is kept in memory too, and its game is forgotten as before', async () => {
		const dir = folder();
		const {statsPath, recorder, keeping, keptIds, quit} = saves(dir);
		const holder = await holdLock(statsPath);
		await keeping.run(progress('left-game'));
		await expect(recorder.run([result('left-game', 'lost')])).rejects.toThrow(/the result is kept/);
		await keeping.run(undefined);
		expect(await keptIds()).toEqual([]);
		await killHolder(holder);
		expect(await quit()).toBeUndefined();
		expect(loggedIds(statsPath)).toEqual(['left-game']);
	}, 20_000);
});
