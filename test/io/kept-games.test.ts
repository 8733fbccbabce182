import {existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {hostname, tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {currentPosition, deal, legalMoves, newGame, playMove} from '../../source/engine/index.js';
import {type GameKeeper, MOST_KEPT, gameKeeper} from '../../source/io/kept-games.js';
import {newOwner} from '../../source/io/lock-file.js';
import {type SavedGame, readKeptGames} from '../../source/io/saved-game.js';
import {built, runModule} from './processes.js';
import {keptGame} from './kept-game-fixtures.js';

function gamePath(): string {
	return join(mkdtempSync(join(tmpdir(), 'shamrocks-kept-')), 'game.json');
}

function saved(id: string, seed = '42', moves = 2, changes: Partial<SavedGame> = {}): SavedGame {
	return keptGame(id, seed, moves, changes);
}

/** A copy of the game in this process: its own owner, as another copy's would be. */
function copy(path: string, replacesWaiting = false, left: string[] = []): GameKeeper {
	return gameKeeper(path, {
		owner: newOwner(),
		replacesWaiting,
		onLeft: async (games) => void left.push(...games.map((game) => game.id)),
	});
}

async function ids(path: string): Promise<string[]> {
	return (await readKeptGames(path)).games.map((game) => game.id);
}

describe('the games kept, one copy of the game at a time', () => {
	it('keeps the game after each move, forgets it once over, and a copy takes it up again', async () => {
		const path = gamePath();
		const first = copy(path);
		await first.keep(saved('a'));
		expect(await ids(path)).toEqual(['a']);
		await first.release();
		const second = copy(path);
		const taken = await second.takeUp();
		expect(taken).toMatchObject({saved: {id: 'a', title: 'deal 42'}, inPlayElsewhere: 0, waiting: 0});
		await second.keep(undefined);
		expect(await ids(path)).toEqual([]);
	});

	it('puts a new deal in the game in the place of the game it ended (the game counted that one itself)', async () => {
		const path = gamePath();
		const left: string[] = [];
		const keeper = copy(path, false, left);
		await keeper.keep(saved('a'));
		await keeper.keep(saved('b', '7'));
		expect(await ids(path)).toEqual(['b']);
		expect(left).toEqual([]);
	});

	it('lets a deal asked for by a flag, once moved, take the place of the game waiting: left, so counted lost', async () => {
		const path = gamePath();
		const before = copy(path);
		await before.keep(saved('a'));
		await before.keep(saved('a', '42', 3));
		await before.release();
		const left: string[] = [];
		const flagged = copy(path, true, left);
		expect((await flagged.waiting()).map((game) => game.id)).toEqual(['a']);
		await flagged.keep(saved('b', '7'));
		expect(left).toEqual(['a']);
		expect(await ids(path)).toEqual(['b']);
		// Only its first game does: the next deal replaces its own game only.
		await flagged.keep(saved('c', '8'));
		expect(left).toEqual(['a']);
	});

	it('does not count as lost a game waiting that had no move (a restart not moved since)', async () => {
		const path = gamePath();
		const before = copy(path);
		await before.keep(saved('a', '42', 2, {started: false}));
		await before.release();
		const left: string[] = [];
		await copy(path, true, left).keep(saved('b', '7'));
		expect(left).toEqual([]);
		expect(await ids(path)).toEqual(['b']);
	});
});

describe('two copies of the game at once', () => {
	it('never gives one game to two copies: the second deals afresh, and each keeps its own', async () => {
		const path = gamePath();
		const setUp = copy(path);
		await setUp.keep(saved('a'));
		await setUp.release();
		const first = copy(path);
		const second = copy(path);
		expect((await first.takeUp()).saved?.id).toBe('a');
		expect(await second.takeUp()).toEqual({inPlayElsewhere: 1, waiting: 0});
		// Both move: neither writes over the other.
		await first.keep(saved('a', '42', 4));
		await second.keep(saved('b', '7'));
		await first.keep(saved('a', '42', 5));
		const {games} = await readKeptGames(path);
		expect(games.map((game) => [game.id, game.game.current])).toEqual([
			['a', 5],
			['b', 2],
		]);
		// Both quit: the newest comes back first, and the other waits its turn.
		await first.release();
		await second.release();
		const next = copy(path);
		expect(await next.takeUp()).toMatchObject({saved: {id: 'a'}, inPlayElsewhere: 0, waiting: 1});
		expect((await copy(path).takeUp()).saved?.id).toBe('b');
	});

	it('lets a new deal of one copy end only its own game, never the one another copy plays', async () => {
		const path = gamePath();
		const left: string[] = [];
		const first = copy(path);
		await first.keep(saved('a'));
		const flagged = copy(path, true, left);
		expect(await flagged.waiting()).toEqual([]);
		await flagged.keep(saved('b', '7'));
		expect(left).toEqual([]);
		expect((await ids(path)).sort()).toEqual(['a', 'b']);
	});

	it('lets a deal asked for by a flag take the place only of the games waiting when it started', async () => {
		const path = gamePath();
		const left: string[] = [];
		const first = copy(path);
		await first.keep(saved('a'));
		const flagged = copy(path, true, left);
		// The first screen says nothing of game a: it is in play in the first copy.
		expect(await flagged.waiting()).toEqual([]);
		await first.release();
		// The first copy quit before this one's first move was kept: its game stays for the next start.
		await flagged.keep(saved('b', '7'));
		expect(left).toEqual([]);
		expect((await ids(path)).sort()).toEqual(['a', 'b']);
	});

	it('keeps a game let go (its win not counted yet) beside the next, and forgets it by id unless taken up', async () => {
		const path = gamePath();
		const first = copy(path);
		await first.keep(saved('won'));
		await first.letGo();
		// The next game of this copy does not take its place.
		await first.keep(saved('next', '7'));
		expect((await ids(path)).sort()).toEqual(['next', 'won']);
		// Another copy started meanwhile takes it up: it is that copy's now, and stays.
		const second = copy(path);
		expect((await second.takeUp()).saved?.id).toBe('won');
		await first.forget('won');
		expect((await ids(path)).sort()).toEqual(['next', 'won']);
		await second.release();
		await first.forget('won');
		expect(await ids(path)).toEqual(['next']);
	});

	it(`keeps at most ${MOST_KEPT} games: past that the oldest no copy plays counts as left`, async () => {
		const path = gamePath();
		for (let index = 0; index < MOST_KEPT; index++) {
			const keeper = copy(path);
			await keeper.keep(saved(`g${index}`, String(index)));
			await keeper.release();
		}
		const left: string[] = [];
		const playing = copy(path, false, left);
		await playing.takeUp();
		await copy(path, false, left).keep(saved('new', '99'));
		expect(left).toEqual(['g0']);
		expect(await ids(path)).toHaveLength(MOST_KEPT);
	});

	it('takes up a game claimed by an owner that cannot be the game (a pid past any, pid 1 with no start)', async () => {
		const path = gamePath();
		const setUp = copy(path);
		await setUp.keep(saved('a'));
		await setUp.release();
		const text = JSON.parse(readFileSync(path, 'utf8')) as {games: Array<Record<string, unknown>>};
		const claims = [
			{pid: 1_099_511_627_776, host: hostname(), token: 'x'},
			{pid: 1, host: hostname(), token: 'x'},
		];
		for (const playing of existsSync('/proc/self/stat') ? claims : claims.slice(0, 1)) {
			writeFileSync(path, JSON.stringify({version: 3, games: [{...text.games[0], playing}]}));
			const keeper = copy(path);
			expect(await keeper.takeUp()).toMatchObject({saved: {id: 'a'}, inPlayElsewhere: 0});
			await keeper.release();
		}
	});

	it('takes up a game whose copy died without giving it up, and refuses one whose copy runs: real processes', async () => {
		const path = gamePath();
		const setUp = copy(path);
		await setUp.keep(saved('a'));
		await setUp.release();
		const player = runModule(`
			import {gameKeeper} from ${JSON.stringify(built('source/io/kept-games.js'))};
			const taken = await gameKeeper(${JSON.stringify(path)}, {replacesWaiting: false}).takeUp();
			process.stdout.write('took ' + taken.saved?.id + '\\n');
			setInterval(() => {}, 1000);
		`);
		await player.said('took a');
		expect(JSON.parse(readFileSync(path, 'utf8')).games[0].playing.pid).toBe(player.process.pid);
		expect(await copy(path).takeUp()).toEqual({inPlayElsewhere: 1, waiting: 0});
		player.process.kill('SIGKILL');
		await player.exited;
		expect((await copy(path).takeUp()).saved?.id).toBe('a');
	});

	it('loses no move of either when two real processes save their games at the same moments', async () => {
		const path = gamePath();
		const engine = JSON.stringify(built('source/engine/index.js'));
		const keeperModule = JSON.stringify(built('source/io/kept-games.js'));
		const player = (id: string, seed: string) =>
			runModule(`
				import {currentPosition, deal, legalMoves, newGame, playMove, undo} from ${engine};
				import {gameKeeper} from ${keeperModule};
				const keeper = gameKeeper(${JSON.stringify(path)}, {replacesWaiting: false});
				let game = newGame(deal('${seed}'));
				for (let save = 1; save <= 30; save++) {
					const moves = legalMoves(currentPosition(game));
					const next = moves.length > 0 ? playMove(game, moves[0]) : {ok: true, value: undo(game)};
					game = next.value;
					await keeper.keep({id: '${id}', title: 'deal ${seed}', seed: '${seed}', rules: {variant: 'shamrocks', kings: 'bottom'}, game, elapsedMs: save, assisted: false, started: true});
				}
				await keeper.release();
			`);
		const players = [player('a', '42'), player('b', '7')];
		const codes = await Promise.all(players.map((one) => one.exited));
		expect(codes, players.map((one) => one.stderr()).join('\n')).toEqual([0, 0]);
		const {games} = await readKeptGames(path);
		expect(games.map((game) => [game.id, game.elapsedMs]).sort()).toEqual([
			['a', 30],
			['b', 30],
		]);
		expect(games.every((game) => game.playing === undefined)).toBe(true);
	});
});

describe('what the game keeps, it takes up again', () => {
	it("a game from a board under a long path (three folders of 60 letters), beside another copy's game", async () => {
		const path = gamePath();
		const board = `/tmp/${'a'.repeat(60)}/${'b'.repeat(60)}/${'c'.repeat(60)}/start.txt`;
		const first = copy(path);
		const second = copy(path);
		await first.keep(saved('a'));
		await second.keep(saved('b', '7', 2, {title: `board ${board}`, seed: undefined}));
		await first.keep(saved('a', '42', 3));
		await first.release();
		await second.release();
		const {games, problem} = await readKeptGames(path);
		expect(problem).toBeUndefined();
		expect(games.map((game) => game.title)).toEqual(['deal 42', `board ${board}`]);
		expect((await copy(path).takeUp()).saved?.title).toBe('deal 42');
	});

	it('a title of any characters a path may hold, escapes and all (the screen shows them escaped)', async () => {
		const path = gamePath();
		const title = `board /tmp/\u001b]0;x\u0007/${'é'.repeat(4000)}\n.txt`;
		const keeper = copy(path);
		await keeper.keep(saved('a', '7', 2, {title, seed: undefined}));
		expect((await readKeptGames(path)).games[0]?.title).toBe(title);
	});
});

describe('the lock of the kept games', () => {
	it('held by a live copy for longer than a save takes: the game is taken up without it, and that is said', async () => {
		const path = gamePath();
		const setUp = copy(path);
		await setUp.keep(saved('a'));
		await setUp.release();
		const holder = runModule(`
			import {withLock} from ${JSON.stringify(built('source/io/lock-file.js'))};
			await withLock(${JSON.stringify(path)}, () => new Promise(() => {
				process.stdout.write('held\\n');
				setInterval(() => {}, 1000);
			}));
		`);
		try {
			await holder.said('held');
			const taken = await copy(path).takeUp();
			expect(taken.saved?.id).toBe('a');
			const held = `${path}.lock is held by another copy of the game (process ${holder.process.pid})`;
			expect(taken.problem).toBe(`${held}: the kept game is taken up without waiting for it.`);
		} finally {
			holder.process.kill('SIGKILL');
			await holder.exited;
		}
	});

	it('a folder in its place: the games are kept all the same, and that is said once', async () => {
		const path = gamePath();
		mkdirSync(`${path}.lock`);
		const keeper = copy(path);
		const folder = `${path}.lock is a folder, not a lock of the game's: the game locks with ${path}.lock-2 instead.`;
		expect(await keeper.keep(saved('a'))).toBe(folder);
		expect(await keeper.keep(saved('a', '42', 3))).toBeUndefined();
		expect(await ids(path)).toEqual(['a']);
	});

	it('a folder in the place of the file: the save says so in words', async () => {
		const path = gamePath();
		mkdirSync(path);
		await expect(copy(path).keep(saved('a'))).rejects.toThrow(
			`could not save the game to ${path}: ${path} is a folder`,
		);
	});
});

describe('a saved game taken up (the menu, --open)', () => {
	it('is the same game as its kept one: it takes that one place, and ends the game this copy kept', async () => {
		const path = gamePath();
		const earlier = copy(path);
		await earlier.keep(saved('a', '42', 3));
		await earlier.keep(saved('b', '7', 1));
		await earlier.release();
		// A copy of the game kept 'a' and then went on to 'b', which waits now beside nothing else.
		expect(await ids(path)).toEqual(['b']);
		const other = copy(path);
		await other.keep(saved('c', '9', 1));
		await other.release();
		expect(await ids(path)).toEqual(['c', 'b']);
		// This copy plays 'd', then takes up a save of 'b' (waiting, kept): one entry of 'b', 'd' ended.
		const mine = copy(path);
		await mine.keep(saved('d', '5', 1));
		expect(await ids(path)).toEqual(['d', 'c', 'b']);
		await mine.keep(saved('b', '7', 0));
		expect(await ids(path)).toEqual(['b', 'c']);
		const {games} = await readKeptGames(path);
		expect(games[0].game.current).toBe(0);
		// Another save taken up: it takes this copy's place, and the game it left goes.
		await mine.keep(saved('e', '11', 1));
		expect(await ids(path)).toEqual(['e', 'c']);
		expect(await mine.playedElsewhere('e')).toBe(false);
		expect(await copy(path).playedElsewhere('e')).toBe(true);
		expect(await copy(path).playedElsewhere('c')).toBe(false);
	});
});
