import {describe, expect, it} from 'vitest';
import {
	type GameResult,
	LOG_LIMIT,
	NO_RECORDS,
	type Records,
	countedSince,
	notCounted,
	recordGame,
	recordOf,
	rulesKey,
	rulesOfKey,
} from '../../source/stats/records.js';
import {dailyWonNote, figureLines, figuresOf, winLine} from '../../source/stats/figures.js';

const SHAMROCKS = {variant: 'shamrocks', kings: 'bottom'} as const;
const MM = {variant: 'shamrocks', kings: 'mm'} as const;
const SCOTCH = {variant: 'scotch', kings: 'as-dealt'} as const;

let ids = 0;
/** A finished game of deal 42, won in 80 moves and 2 minutes unless told otherwise. */
function game(changes: Partial<GameResult> = {}): GameResult {
	return {
		id: `game-${++ids}`,
		rules: SHAMROCKS,
		title: 'deal 42',
		seed: '42',
		outcome: 'won',
		moves: 80,
		timeMs: 120_000,
		assisted: false,
		at: '2026-12-01T12:00:00.000Z',
		...changes,
	};
}

function daily(date: string, changes: Partial<GameResult> = {}): GameResult {
	return game({title: `daily ${date}`, seed: `daily-${date}`, daily: date, ...changes});
}

function all(results: readonly GameResult[], records: Records = NO_RECORDS): Records {
	return results.reduce(recordGame, records);
}

describe('what a finished game adds to the records', () => {
	it('counts played and won, per game of the family, keyed so that a new variant needs no migration', () => {
		const records = all([
			game(),
			game({outcome: 'lost', cause: 'left'}),
			game({rules: SCOTCH}),
			game({rules: MM, outcome: 'lost', cause: 'restarted'}),
		]);
		expect(Object.keys(records.games).sort()).toEqual(['scotch/as-dealt', 'shamrocks/bottom', 'shamrocks/mm']);
		expect(recordOf(records, SHAMROCKS)).toMatchObject({played: 2, won: 1});
		expect(recordOf(records, SCOTCH)).toMatchObject({played: 1, won: 1});
		expect(recordOf(records, MM)).toMatchObject({played: 1, won: 0});
		expect(rulesKey(MM)).toBe('shamrocks/mm');
		expect(rulesOfKey('shamrocks/mm')).toEqual(MM);
		// A game this version does not know (a newer one's) is no rules here; every known one is.
		expect(rulesOfKey('klondike/as-dealt')).toBeUndefined();
		expect(rulesOfKey('labellelucie/as-dealt')).toEqual({variant: 'labellelucie', kings: 'as-dealt'});
		expect(rulesOfKey('scotch/bottom')).toBeUndefined();
	});

	it('counts nowhere a game the solver won: not played, not won, no best time, no daily record', () => {
		const before = all([game({outcome: 'lost', cause: 'left'})]);
		for (const watched of [game({watched: true, moves: 3, timeMs: 1000}), daily('2026-12-01', {watched: true})]) {
			expect(notCounted(before, watched)).toBe('watched');
			expect(recordGame(before, watched)).toBe(before);
		}
		expect(recordOf(before, SHAMROCKS)).toMatchObject({played: 1, won: 0, daily: {}});
	});

	it('keeps the current winning streak (a loss ends it) and the longest', () => {
		const outcomes = ['won', 'won', 'won', 'lost', 'won', 'won'] as const;
		const records = all(outcomes.map((outcome) => game({outcome})));
		expect(recordOf(records, SHAMROCKS)).toMatchObject({played: 6, won: 5, streak: 2, longestStreak: 3});
		expect(recordOf(recordGame(records, game({outcome: 'lost', cause: 'stuck'})), SHAMROCKS)).toMatchObject({
			streak: 0,
			longestStreak: 3,
		});
	});

	it('keeps the best time and the fewest moves of the wins only, helped or not', () => {
		const records = all([
			game({moves: 90, timeMs: 100_000}),
			game({moves: 70, timeMs: 300_000, assisted: true}),
			game({outcome: 'lost', moves: 5, timeMs: 1000}),
		]);
		expect(recordOf(records, SHAMROCKS)).toMatchObject({bestTimeMs: 100_000, fewestMoves: 70});
	});

	it('counts the wins without a hint or an undo beside all wins', () => {
		const records = all([game(), game({assisted: true}), game({outcome: 'lost'}), game()]);
		expect(recordOf(records, SHAMROCKS)).toMatchObject({won: 3, wonWithoutHelp: 2});
	});

	it('counts a game once: the same id again (a kept game taken up and ended again) changes nothing', () => {
		const first = game({outcome: 'won'});
		const records = recordGame(NO_RECORDS, first);
		expect(recordGame(records, first)).toBe(records);
		expect(recordGame(records, {...first, outcome: 'lost', cause: 'left'})).toBe(records);
		expect(notCounted(records, first)).toBe('counted already');
	});

	it('does not count a game without a deal to replay (a board file)', () => {
		const board = game({seed: undefined, title: 'board start.txt'});
		expect(notCounted(NO_RECORDS, board)).toBe('no deal');
		expect(recordGame(NO_RECORDS, board)).toBe(NO_RECORDS);
	});
});

describe('the daily deal', () => {
	it('keeps per date whether it was played and won, in how many moves and how long', () => {
		const records = all([
			daily('2026-12-01', {outcome: 'lost', cause: 'restarted'}),
			daily('2026-12-01', {moves: 76, timeMs: 121_000}),
		]);
		expect(recordOf(records, SHAMROCKS).daily).toEqual({
			'2026-12-01': {played: 2, won: true, moves: 76, timeMs: 121_000},
		});
		// A daily game counts in the game's figures too.
		expect(recordOf(records, SHAMROCKS)).toMatchObject({played: 2, won: 1});
	});

	it('does not count a replay of a date won already, won or lost, under the same rules', () => {
		const records = all([daily('2026-12-01')]);
		for (const replay of [
			daily('2026-12-01', {moves: 60}),
			daily('2026-12-01', {outcome: 'lost', cause: 'left'}),
		]) {
			expect(notCounted(records, replay)).toBe('daily won already');
			expect(recordGame(records, replay)).toBe(records);
		}
		// The daily deal of other rules is another deal.
		expect(notCounted(records, daily('2026-12-01', {rules: SCOTCH}))).toBeUndefined();
	});

	it('says on the first screen that a date was won, with its moves and time', () => {
		const records = all([daily('2026-12-01', {moves: 76, timeMs: 121_000})]);
		expect(dailyWonNote(records, SHAMROCKS, '2026-12-01')).toBe(
			'You won 2026-12-01 in 76 moves, 02:01. A replay does not count again.',
		);
		expect(dailyWonNote(records, SHAMROCKS, '2026-12-02')).toBeUndefined();
		expect(dailyWonNote(records, SCOTCH, '2026-12-01')).toBeUndefined();
	});

	it('counts the streak of consecutive dates won, alive until a day passes without a win', () => {
		const dates = ['2026-11-27', '2026-11-28', '2026-11-30', '2026-12-01', '2026-12-02'];
		const records = all([...dates.map((date) => daily(date)), daily('2026-11-29', {outcome: 'lost'})]);
		const on = (today: string) => figuresOf(records, SHAMROCKS, today).daily;
		expect(on('2026-12-02')).toEqual({won: 5, currentStreak: 3, longestStreak: 3});
		// Today's not won yet: the streak still stands.
		expect(on('2026-12-03')).toEqual({won: 5, currentStreak: 3, longestStreak: 3});
		expect(on('2026-12-04')).toEqual({won: 5, currentStreak: 0, longestStreak: 3});
		// A date won later fills the gap: the dates count, not the days they were played on.
		const filled = recordGame(records, daily('2026-11-29'));
		expect(figuresOf(filled, SHAMROCKS, '2026-12-02').daily).toEqual({won: 6, currentStreak: 6, longestStreak: 6});
		// Across a month's end and a leap day.
		const leap = all(['2028-02-28', '2028-02-29', '2028-03-01'].map((date) => daily(date)));
		expect(figuresOf(leap, SHAMROCKS, '2028-03-01').daily.currentStreak).toBe(3);
	});
});

describe('the log of the last games', () => {
	it('keeps the newest first, with what it takes to replay the deal, and no more than its limit', () => {
		const results = Array.from({length: LOG_LIMIT + 5}, (_, index) =>
			game({seed: String(index), title: `deal ${index}`}),
		);
		const records = all(results);
		expect(records.log).toHaveLength(LOG_LIMIT);
		expect(records.log[0]).toEqual({
			id: results.at(-1)!.id,
			at: '2026-12-01T12:00:00.000Z',
			rules: 'shamrocks/bottom',
			title: `deal ${LOG_LIMIT + 4}`,
			seed: String(LOG_LIMIT + 4),
			outcome: 'won',
			moves: 80,
			timeMs: 120_000,
			assisted: false,
		});
		// The figures still count every game.
		expect(recordOf(records, SHAMROCKS).played).toBe(LOG_LIMIT + 5);
	});
});

describe('records from a newer version', () => {
	it('keep the fields and the games they do not know', () => {
		const newer = {
			version: 2,
			futureField: [1, 2],
			games: {
				'shamrocks/bottom': {...recordOf(all([game()]), SHAMROCKS), perfect: 3},
				'labellelucie/as-dealt': {played: 9, odd: true},
			},
			log: [],
		} as unknown as Records;
		const after = recordGame(newer, game());
		expect(after).toMatchObject({
			version: 2,
			futureField: [1, 2],
			games: {'labellelucie/as-dealt': {played: 9, odd: true}},
		});
		expect(after.games['shamrocks/bottom']).toMatchObject({played: 2, perfect: 3});
	});
});

describe('the figures shown', () => {
	it('are named as on the screen, with the win rate and the lost games', () => {
		const records = all([game(), game(), game({outcome: 'lost', cause: 'left'}), game({rules: SCOTCH})]);
		const figures = figuresOf(records, SHAMROCKS, '2026-12-01');
		expect(figures).toMatchObject({
			game: 'Shamrocks',
			variant: 'shamrocks',
			kings: 'bottom',
			played: 3,
			won: 2,
			lost: 1,
			currentStreak: 0,
			longestStreak: 2,
			bestTimeMs: 120_000,
			fewestMoves: 80,
			wonWithoutHintOrUndo: 2,
		});
		expect(figures.winRate).toBeCloseTo(2 / 3);
		expect(figures.lastGames).toHaveLength(3);
		expect(figureLines(figures).slice(0, 3)).toEqual([
			['Played', '3'],
			['Won', '2'],
			['Win rate', '67%'],
		]);
		expect(winLine(figures, false)).toBe('Won 2 of 3, streak 0.');
		expect(figuresOf(NO_RECORDS, MM, '2026-12-01')).toMatchObject({
			game: 'Shamrocks (Morehead and Mott-Smith Kings)',
			played: 0,
			winRate: null,
			bestTimeMs: null,
			fewestMoves: null,
		});
		expect(figureLines(figuresOf(NO_RECORDS, MM, '2026-12-01'))[2]).toEqual(['Win rate', '-']);
	});
});

describe('a saved game taken up again', () => {
	it('may have been counted since its save: its id in the log, or a full log newer than the save', () => {
		const saved = '2026-12-01T10:00:00.000Z';
		const one = game({at: '2026-12-01T11:00:00.000Z'});
		const records = recordGame(NO_RECORDS, one);
		expect(countedSince(records, one.id, saved)).toBe('counted');
		expect(countedSince(records, 'another', saved)).toBeUndefined();
		// The log full of games that ended after the save: a count of it may have fallen out.
		const later = Array.from({length: LOG_LIMIT}, (_, index) =>
			game({at: new Date(Date.parse(saved) + (index + 1) * 60_000).toISOString()}),
		);
		const full = all(later);
		expect(full.log).toHaveLength(LOG_LIMIT);
		expect(countedSince(full, 'another', saved)).toBe('perhaps');
		expect(countedSince(full, 'another', 'not a time')).toBe('perhaps');
		// Saved after the oldest game of the log ended: its count, had there been one, would be there.
		expect(countedSince(full, 'another', '2026-12-02T10:00:00.000Z')).toBeUndefined();
	});
});
