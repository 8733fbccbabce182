import {existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {recordResults} from '../../source/io/stats-file.js';
import {type GameResult} from '../../source/stats/records.js';
import {localDate} from '../../source/stats/text.js';
import {runCli} from '../cli-helpers.js';

const SHAMROCKS = {variant: 'shamrocks', kings: 'bottom'} as const;
const SCOTCH = {variant: 'scotch', kings: 'as-dealt'} as const;

let ids = 0;
function game(changes: Partial<GameResult> = {}): GameResult {
	return {
		id: `game-${++ids}`,
		rules: SHAMROCKS,
		title: 'deal 42',
		seed: '42',
		outcome: 'won',
		moves: 76,
		timeMs: 121_000,
		assisted: false,
		at: '2026-12-01T12:00:00.000Z',
		...changes,
	};
}

/** A data folder of its own, with these games counted in it by the game's own code. */
async function dataWith(
	results: readonly GameResult[],
): Promise<{dir: string; stats: (...args: string[]) => ReturnType<typeof runCli>}> {
	const dir = mkdtempSync(join(tmpdir(), 'shamrocks-stats-cmd-'));
	if (results.length > 0) await recordResults(join(dir, 'stats.json'), results);
	return {dir, stats: (...args) => runCli(['stats', ...args], undefined, {SHAMROCKS_DATA_DIR: dir})};
}

describe('shamrocks stats', () => {
	it('says nothing is counted yet before the first game, and --json says so as one object', async () => {
		const {dir, stats} = await dataWith([]);
		const text = stats();
		expect(text.status).toBe(0);
		expect(text.stdout).toBe(
			`No game counted yet (${join(dir, 'stats.json')}): a game counts from its first move, once won or lost.\n`,
		);
		expect(JSON.parse(stats('--json').stdout)).toEqual({
			file: join(dir, 'stats.json'),
			today: localDate(),
			games: [],
		});
		expect(existsSync(join(dir, 'stats.json'))).toBe(false);
	});

	it('shows every game of the family played, its figures and its last games with how to replay each', async () => {
		const {stats} = await dataWith([
			game(),
			game({outcome: 'lost', cause: 'left', seed: '7', title: 'deal 7', moves: 12}),
			game({title: 'daily 2026-12-01', seed: 'daily-2026-12-01', daily: '2026-12-01', assisted: true}),
			game({rules: SCOTCH, seed: '9', title: 'deal 9', moves: 90}),
		]);
		const run = stats();
		expect(run.status).toBe(0);
		const [shamrocks, scotch] = run.stdout.split('\n\n');
		expect(shamrocks).toMatch(/^Shamrocks\n/);
		expect(shamrocks).toMatch(/Played +3\n/);
		expect(shamrocks).toMatch(/Won +2\n/);
		expect(shamrocks).toMatch(/Win rate +67%\n/);
		expect(shamrocks).toMatch(/Best time +02:01\n/);
		expect(shamrocks).toMatch(/Won without hint or undo +1\n/);
		expect(shamrocks).toMatch(/Daily deals won +1\n/);
		expect(shamrocks).toMatch(/daily 2026-12-01: won, 76 moves, 02:01, helped {2}\(--daily 2026-12-01\)/);
		expect(shamrocks).toMatch(/deal 7: lost \(another deal\), 12 moves, 02:01 {2}\(--seed 7\)/);
		expect(scotch).toMatch(/^Scotch\n/);
		expect(scotch).toMatch(/deal 9: won, 90 moves, 02:01 {2}\(--variant scotch --seed 9\)\n$/);
	});

	it('gives one game of the family with --variant and --kings, played or not, its --json fields named as on the screen', async () => {
		const {stats} = await dataWith([
			game(),
			game({rules: SCOTCH}),
			game({rules: SCOTCH, outcome: 'lost', cause: 'stuck'}),
		]);
		const json = JSON.parse(stats('--variant', 'scotch', '--json').stdout) as {
			games: Array<Record<string, unknown>>;
		};
		expect(json.games).toHaveLength(1);
		expect(json.games[0]).toMatchObject({
			game: 'Scotch',
			variant: 'scotch',
			kings: 'as-dealt',
			played: 2,
			won: 1,
			lost: 1,
			winRate: 0.5,
			currentStreak: 0,
			longestStreak: 1,
			bestTimeMs: 121_000,
			fewestMoves: 76,
			wonWithoutHintOrUndo: 1,
			daily: {won: 0, currentStreak: 0, longestStreak: 0},
		});
		expect(
			(json.games[0]['lastGames'] as unknown[]).map((logged) => (logged as {outcome: string}).outcome),
		).toEqual(['lost', 'won']);
		const mm = stats('--kings', 'mm');
		expect(mm.status).toBe(0);
		expect(mm.stdout).toMatch(/^Shamrocks \(Morehead and Mott-Smith Kings\)\n {2}Played +0\n/);
		expect(mm.stdout).toMatch(/Win rate +-\n/);
	});

	it('escapes the direction controls of a title and a seed from the file, the seed as a shell word for it', async () => {
		const {stats} = await dataWith([game({seed: "it's\u202e42", title: 'deal \u202e42'})]);
		const run = stats();
		expect(run.stdout).not.toMatch(/[\u202e]/);
		expect(run.stdout).toContain(`deal \\u202E42: won, 76 moves, 02:01  (--seed $'it\\'s\\u202E42')\n`);
	});

	it('says a damaged file cannot be used (exit 2, as for all bad input) and leaves it where it is, for the game to keep aside', async () => {
		const {dir, stats} = await dataWith([]);
		const path = join(dir, 'stats.json');
		writeFileSync(path, '{"version": 1, "gam');
		const run = stats();
		expect(run.status).toBe(2);
		expect(run.stdout).toBe('');
		expect(run.stderr).toBe(
			`shamrocks: the statistics file ${path} could not be used (not JSON); the game keeps it aside and starts a fresh one\n`,
		);
		expect(readFileSync(path, 'utf8')).toBe('{"version": 1, "gam');
	});

	it('reads a file with `__proto__` among its games: the other records as they are, no internal error', async () => {
		const {dir, stats} = await dataWith([]);
		const proto = '{"__proto__":{"shamrocks/bottom":{"played":"many","won":{"x":1}}}}';
		writeFileSync(join(dir, 'stats.json'), `{"version":1,"games":${proto},"log":[]}`);
		const run = stats('--variant', 'shamrocks');
		expect(run.stderr).toBe('');
		expect(run.status).toBe(0);
		const line = (label: string) => `  ${label.padEnd(26)}${'0'.padStart(6)}`;
		expect(run.stdout.split('\n').slice(0, 3)).toEqual(['Shamrocks', line('Played'), line('Won')]);
	});

	it('says in one phrase that a folder stands in the place of the file', async () => {
		const {dir, stats} = await dataWith([]);
		mkdirSync(join(dir, 'stats.json'));
		const run = stats();
		expect(run.status).toBe(2);
		expect(run.stderr).toBe(`shamrocks: the statistics file ${join(dir, 'stats.json')} is a folder\n`);
	});

	it('refuses arguments, and flags it does not read', async () => {
		const {stats} = await dataWith([]);
		for (const args of [['scotch'], ['--seed', '42'], ['--budget', '10'], ['--variant', 'nope']]) {
			const run = stats(...args);
			expect(run.status).toBe(2);
			expect(run.stdout).toBe('');
			expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
		}
	});
});
