import {existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {deal, firstClick} from '../ui/deal-facts.js';
import {newGame, playMove} from '../../source/engine/index.js';
import {solve} from '../../source/solver/index.js';
import {readKeptGames, writeKeptGames} from '../../source/io/saved-game.js';
import {canMakeFifo, hasDevZero, makeFifo} from '../io/special-files.js';
import {built, runModule} from '../io/processes.js';
import {runCli} from '../cli-helpers.js';
import {KEY, PlayedTerminal, noPty} from './terminal.js';

/**
 * What a player sees of the game's files at the start and at the end (issue 27): a long board
 * path kept like any game, locks that are no lock files, a lock held by a live process, and the
 * demo's wins, which are not the player's.
 */
const describeInPty = describe.skipIf(noPty !== undefined);

const DEAL_42 = deal('42');

const running: PlayedTerminal[] = [];

afterEach(() => {
	for (const game of running.splice(0)) game.kill();
});

function start(args: string[], env: Record<string, string> = {}): PlayedTerminal {
	const game = new PlayedTerminal(args, 80, 24, env);
	running.push(game);
	return game;
}

function freshFolder(): string {
	return mkdtempSync(join(tmpdir(), 'shamrocks-e2e-'));
}

/** Plays the first card of the position that can move, by keys, and waits for the move count. */
async function playOne(game: PlayedTerminal, position: ReturnType<typeof deal>, count: string): Promise<void> {
	const click = firstClick(position);
	for (let fan = 0; fan < click.fan; fan++) await game.press(KEY.right);
	await game.press(KEY.enter);
	await game.waitFor(count);
}

/** A game of deal 42 with a move, kept in `configDir` by a copy of the game that quit. */
async function keptGameIn(configDir: string): Promise<void> {
	const first = start(['--seed', '42'], {SHAMROCKS_CONFIG_DIR: configDir});
	await first.waitFor('deal 42 · 0 moves');
	await playOne(first, DEAL_42, '1 move ·');
	await first.press('q');
	await first.exitsWith(0);
}

/** A process that holds the lock of `path` (as a copy of the game in the middle of a save would) until it is killed. */
function lockHolder(path: string) {
	return runModule(`
		import {withLock} from ${JSON.stringify(built('source/io/lock-file.js'))};
		await withLock(${JSON.stringify(path)}, () => new Promise(() => {
			process.stdout.write('held\\n');
			setInterval(() => {}, 1000);
		}));
	`);
}

describeInPty('the files of the game, as a player sees them', () => {
	it("keeps a game from a board under a long path beside another copy's game, and takes either up again", async () => {
		const configDir = freshFolder();
		const env = {SHAMROCKS_CONFIG_DIR: configDir};
		const folders = join(configDir, 'a'.repeat(60), 'b'.repeat(60), 'c'.repeat(60));
		mkdirSync(folders, {recursive: true});
		const boardFile = join(folders, 'start.txt');
		const board = runCli(['print', '--seed', '7'], undefined, env);
		writeFileSync(boardFile, board.stdout);
		const copyA = start(['--seed', '42'], env);
		await copyA.waitFor('deal 42 · 0 moves');
		await playOne(copyA, DEAL_42, '1 move ·');
		const copyB = start(['--board', boardFile], env);
		await copyB.waitFor('0 moves ·');
		await playOne(copyB, deal('7'), '1 move ·');
		await copyA.press('q');
		await copyB.press('q');
		await copyA.exitsWith(0);
		await copyB.exitsWith(0);
		expect(copyB.screen()).not.toContain('could not');
		const kept = JSON.parse(readFileSync(join(configDir, 'game.json'), 'utf8')) as {games: Array<{title: string}>};
		expect(kept.games.map((game) => game.title).sort()).toEqual([`board ${boardFile}`, 'deal 42']);

		const plain = start([], env);
		await plain.waitFor(/Welcome back: [\s\S]* as\s+you\s+left\s+it,\s+1\s+move\s+in\./);
		expect(plain.screen()).not.toContain('could not be used');
		await plain.press('q');
		await plain.exitsWith(0);
	});

	it('takes up the good games of a file with one bad one, and says which was kept aside', async () => {
		const configDir = freshFolder();
		await keptGameIn(configDir);
		const path = join(configDir, 'game.json');
		const file = JSON.parse(readFileSync(path, 'utf8')) as {version: number; games: Array<Record<string, unknown>>};
		writeFileSync(
			path,
			JSON.stringify({version: 3, games: [file.games[0], {...file.games[0], id: 'two', title: 5}]}),
		);
		const game = start([], {SHAMROCKS_CONFIG_DIR: configDir});
		await game.waitFor(/Saved\s+game\s+2\s+could\s+not\s+be\s+used/);
		await game.waitFor('deal 42 · 1 move ·');
		await game.press('q');
		await game.exitsWith(0);
		expect(JSON.parse(readFileSync(`${path}.damaged`, 'utf8')).games[0]).toMatchObject({id: 'two', title: 5});
	});

	it.skipIf(!canMakeFifo)('starts at once with a named pipe as the lock of a kept game, and q quits', async () => {
		const configDir = freshFolder();
		await keptGameIn(configDir);
		makeFifo(join(configDir, 'game.json.lock'));
		const game = start([], {SHAMROCKS_CONFIG_DIR: configDir});
		await game.waitFor(/game\.json\.lock\s+was\s+a\s+named\s+pipe/);
		await game.waitFor('deal 42 · 1 move ·');
		await game.press('q');
		await game.exitsWith(0);
	});

	it.skipIf(!hasDevZero)('keeps every move with a link to /dev/zero as the locks, and says so', async () => {
		const configDir = freshFolder();
		symlinkSync('/dev/zero', join(configDir, 'game.json.lock'));
		symlinkSync('/dev/zero', join(configDir, 'stats.json.lock'));
		const game = start(['--seed', '42'], {SHAMROCKS_CONFIG_DIR: configDir});
		await game.waitFor('deal 42 · 0 moves');
		await playOne(game, DEAL_42, '1 move ·');
		await game.waitFor(/game\.json\.lock\s+was\s+a\s+link/);
		await game.press('q');
		await game.exitsWith(0);
		const kept = JSON.parse(readFileSync(join(configDir, 'game.json'), 'utf8')) as {
			games: Array<{current: number}>;
		};
		expect(kept.games[0].current).toBe(1);
	});

	it('saves with a folder as the lock, says so once, and the game comes back', async () => {
		const configDir = freshFolder();
		mkdirSync(join(configDir, 'game.json.lock'));
		const game = start(['--seed', '42'], {SHAMROCKS_CONFIG_DIR: configDir});
		await game.waitFor('deal 42 · 0 moves');
		await playOne(game, DEAL_42, '1 move ·');
		await game.waitFor(/game\.json\.lock\s+is\s+a\s+folder/);
		await game.press('u', 'r');
		await game.waitFor('Redone:');
		expect(game.screen()).not.toContain('EISDIR');
		await game.press('q');
		await game.exitsWith(0);
		expect(lstatSync(join(configDir, 'game.json.lock')).isDirectory()).toBe(true);
		const again = start([], {SHAMROCKS_CONFIG_DIR: configDir});
		await again.waitFor('deal 42 · 1 move ·');
		await again.press('q');
		await again.exitsWith(0);
	});

	it('says in words that a folder stands in the place of the statistics file', async () => {
		const configDir = freshFolder();
		mkdirSync(join(configDir, 'stats.json'));
		const game = start(['--seed', '42'], {SHAMROCKS_CONFIG_DIR: configDir});
		await game.waitFor(/stats\.json\s+is\s+a\s+folder:\s+no\s+game\s+of\s+this\s+session\s+can\s+be\s+counted\./);
		expect(game.screen()).not.toContain('EISDIR');
		await game.press('q');
		await game.exitsWith(0);
	});

	it('says on the game screen, whole, why the game cannot be saved, and exits 1 at q', async () => {
		const configDir = freshFolder();
		mkdirSync(join(configDir, 'game.json'));
		const game = start(['--seed', '42'], {SHAMROCKS_CONFIG_DIR: configDir, SHAMROCKS_DATA_DIR: configDir});
		await game.waitFor('deal 42 · 0 moves');
		await playOne(game, DEAL_42, '1 move ·');
		// Two rows cut it at the path, with …: the reason was seen only after q.
		await game.waitFor(/could\s+not\s+save\s+the\s+game\s+to\s+\S*game\.json:\s+\S*game\.json\s+is\s+a\s+folder\./);
		expect(game.screen()).toContain('q quit');
		await game.press('q');
		await game.exitsWith(1);
		expect(game.screen().replaceAll('\n', '')).toMatch(/shamrocks: on the way out, could not save the game/);
	});

	it('does not wait for a lock held by a live process: says so, quits at once, says what was not saved', async () => {
		const configDir = freshFolder();
		await keptGameIn(configDir);
		const holder = lockHolder(join(configDir, 'game.json'));
		try {
			await holder.said('held');
			const game = start([], {SHAMROCKS_CONFIG_DIR: configDir});
			await game.waitFor(
				/is\s+held\s+by\s+another\s+copy\s+of\s+the\s+game\s+\(process\s+\d+\):\s+the\s+kept\s+game/,
			);
			await game.waitFor('deal 42 · 1 move ·');
			await game.press('u');
			await game.waitFor('deal 42 · 0 moves ·');
			await game.press('q');
			// Before, each save on the way out waited 5 s for the lock: 10 to 17 s of a blank terminal.
			// The game could not be saved: the exit says so too.
			expect(await game.exit(5000)).toBe(1);
			expect(game.bufferType()).toBe('normal');
			// One line after the game's screen is gone (the terminal wraps it).
			const line = game.screen().replaceAll('\n', '');
			expect(line).toMatch(
				/shamrocks: on the way out, could not save the game to .*game\.json: .*game\.json\.lock/,
			);
			expect(line).toMatch(/game\.json\.lock is held by another copy of the game \(process \d+\)\./);
		} finally {
			holder.process.kill('SIGKILL');
			await holder.exited;
		}
	});
});

/** Deal 42 kept in `dir`'s game.json one move from its win, along the solver's line. */
async function keptOneFromTheWin(dir: string): Promise<void> {
	const line = solve(DEAL_42, {timeBudgetMs: 30_000});
	expect(line.verdict).toBe('won');
	let game = newGame(DEAL_42);
	for (const move of line.moves.slice(0, -1)) {
		const next = playMove(game, move);
		if (!next.ok) throw new Error('the solver line was refused');
		game = next.value;
	}
	const rules = {variant: 'shamrocks', kings: 'bottom'} as const;
	const kept = {id: 'won-42', title: 'deal 42', seed: '42', rules, game, elapsedMs: 60_000, assisted: false};
	await writeKeptGames(join(dir, 'game.json'), [{...kept, started: true, savedAt: new Date().toISOString()}]);
	// The last move by keys, not by auto complete, which would play it before the first screen is seen.
	writeFileSync(join(dir, 'settings.json'), JSON.stringify({autoComplete: false}));
}

function loggedIds(dir: string): string[] {
	const path = join(dir, 'stats.json');
	if (!existsSync(path)) return [];
	return (JSON.parse(readFileSync(path, 'utf8')) as {log: Array<{id: string}>}).log.map((game) => game.id);
}

/** Takes up the kept game, wins it with its last move, and waits for the word that the statistics were not saved. */
async function winWhileTheStatisticsAreLocked(dir: string): Promise<PlayedTerminal> {
	const game = start([], {SHAMROCKS_CONFIG_DIR: dir, SHAMROCKS_DATA_DIR: dir});
	await game.waitFor('Welcome back');
	await game.press('h');
	await game.waitFor(/Hint/i);
	await game.press(KEY.enter);
	await game.waitFor('You won!');
	await game.waitFor(
		/could\s+not\s+save\s+the\s+statistics[^]*held\s+by\s+another\s+copy[^]*the\s+result\s+is\s+kept/,
	);
	return game;
}

describeInPty('a win while another copy holds the statistics', () => {
	it('is written at q once the holder is gone, and its game then forgotten', async () => {
		const dir = freshFolder();
		await keptOneFromTheWin(dir);
		const holder = lockHolder(join(dir, 'stats.json'));
		await holder.said('held');
		const game = await winWhileTheStatisticsAreLocked(dir);
		// Its lock stays behind, its owner dead: q looks at it afresh and takes it over.
		holder.process.kill('SIGKILL');
		await holder.exited;
		await game.press('q');
		await game.exitsWith(0);
		expect(loggedIds(dir)).toEqual(['won-42']);
		expect((await readKeptGames(join(dir, 'game.json'))).games).toEqual([]);
	}, 60_000);

	it('still held at q: one line, exit 1, and the won game stays kept for the next start', async () => {
		const dir = freshFolder();
		await keptOneFromTheWin(dir);
		const holder = lockHolder(join(dir, 'stats.json'));
		try {
			await holder.said('held');
			const game = await winWhileTheStatisticsAreLocked(dir);
			await game.press('q');
			expect(await game.exit(5000)).toBe(1);
			expect(game.screen().replaceAll('\n', '')).toMatch(
				/shamrocks: on the way out, could not save the statistics .*: one game is not counted \(the won game stays kept/,
			);
			expect(loggedIds(dir)).toEqual([]);
			expect((await readKeptGames(join(dir, 'game.json'))).games.map((kept) => kept.id)).toEqual(['won-42']);
		} finally {
			holder.process.kill('SIGKILL');
			await holder.exited;
		}
	}, 60_000);
});

describeInPty("the demo, which is the solver's game", () => {
	it('counts nothing of a game the solver played to its win', async () => {
		const configDir = freshFolder();
		writeFileSync(join(configDir, 'settings.json'), JSON.stringify({demoPace: 8}));
		const game = start(['--variant', 'scotch', '--demo', '--seed', '1/1'], {SHAMROCKS_CONFIG_DIR: configDir});
		await game.waitFor('Watching the solver');
		await game.waitFor('The solver won this game: not counted in the statistics.', 90_000);
		await game.press('q');
		await game.exitsWith(0);
		const stats = runCli(['stats', '--json', '--variant', 'scotch'], undefined, {SHAMROCKS_DATA_DIR: configDir});
		expect(JSON.parse(stats.stdout).games[0]).toMatchObject({played: 0, won: 0, bestTimeMs: null, lastGames: []});
		expect(existsSync(join(configDir, 'game.json'))).toBe(false);
	}, 120_000);
});
