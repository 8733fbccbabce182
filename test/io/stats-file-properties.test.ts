import {mkdtempSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {ruleChoices} from '../../source/engine/index.js';
import {OWN_FILE_LIMIT} from '../../source/io/own-files.js';
import {knownRecords, loadRecords, parseRecords, recordResults, recordsText} from '../../source/io/stats-file.js';
import {figureLines, figuresOf, logLine} from '../../source/stats/figures.js';
import {EMPTY_RECORD, type GameResult, type Records} from '../../source/stats/records.js';
import {recordGame, recordOf, rulesKey} from '../../source/stats/records.js';
import {jsonText, mostly, objectText} from './json-text.js';

const SHAMROCKS = {variant: 'shamrocks', kings: 'bottom'} as const;
const MAX = Number.MAX_SAFE_INTEGER;

function folder(): string {
	return mkdtempSync(join(tmpdir(), 'shamrocks-stats-'));
}

let ids = 0;
function won(changes: Partial<GameResult> = {}): GameResult {
	const at = '2026-12-01T12:00:00.000Z';
	const game = {rules: SHAMROCKS, title: 'deal 42', seed: '42', outcome: 'won', moves: 80, timeMs: 120_000} as const;
	return {id: `test-${++ids}`, ...game, assisted: false, at, ...changes};
}

const count = fc.oneof(fc.nat(60), fc.constantFrom(MAX - 1, MAX));
const date = fc.constantFrom('2026-11-29', '2026-11-30', '2026-12-01', '2024-02-29');
const seed = fc.stringMatching(/^[a-z0-9/-]{1,12}$/);

/** A game the game itself would count: what `recordResults` is given. */
const result: fc.Arbitrary<GameResult> = fc
	.record({
		rules: fc.constantFrom(...ruleChoices()),
		seed,
		daily: fc.option(date, {nil: undefined}),
		outcome: fc.constantFrom('won', 'lost' as const),
		moves: fc.nat(500),
		timeMs: fc.nat(10_000_000),
		assisted: fc.boolean(),
		id: fc.uuid(),
	})
	.map(({daily, ...game}) => {
		const title = daily === undefined ? `deal ${game.seed}` : `daily ${daily}`;
		return {...game, title, ...(daily === undefined ? {} : {daily}), at: '2026-12-01T12:00:00.000Z'};
	});

/** A record of one game of the family as the game writes it, with fields a newer version may add. */
const recordText = fc
	.record({
		played: count,
		share: fc.double({min: 0, max: 1, noNaN: true}),
		streak: count,
		best: fc.option(count, {nil: undefined}),
		days: fc.array(fc.tuple(date, fc.nat(9), fc.boolean()), {maxLength: 3}),
		extra: fc.array(fc.tuple(fc.constantFrom('perfect', '__proto__', 'constructor'), jsonText), {maxLength: 2}),
	})
	.map(({played, share, streak, best, days, extra}) => {
		const wins = Math.floor(played * share);
		const daily = objectText(days.map(([day, tries, gotIt]) => [day, JSON.stringify({played: tries, won: gotIt})]));
		const counts: Array<[string, number]> = [
			['played', played],
			['won', wins],
			['streak', Math.min(streak, wins)],
		];
		counts.push(['longestStreak', wins]);
		const all: Array<[string, number]> = [...counts, ['wonWithoutHelp', wins]];
		const known = all.map(([name, value]): [string, string] => [name, String(value)]);
		const fastest: Array<[string, string]> = best === undefined ? [] : [['bestTimeMs', String(best)]];
		return objectText([...known, ['daily', daily], ...fastest, ...extra]);
	});

/** A list of up to 1,500 digits: something a newer version wrote that takes room. */
const digits = fc.array(fc.nat(9), {maxLength: 1500}).map((numbers) => JSON.stringify(numbers));

const unknownName = fc.constantFrom('theme', '__proto__', 'constructor', 'history');

/** A stats file as the game (or a newer version) writes it, with what it does not know of any size. */
const statsText = fc
	.record({
		version: fc.constantFrom(1, 2, 7),
		games: fc.array(
			fc.tuple(fc.constantFrom(...ruleChoices().map(rulesKey), 'future/rules', '__proto__'), recordText),
			{
				maxLength: 4,
			},
		),
		log: fc.array(result, {maxLength: 4}),
		unknown: fc.array(fc.tuple(unknownName, fc.oneof(jsonText, digits)), {maxLength: 3}),
		pretty: fc.boolean(),
	})
	.map(({version, games, log, unknown, pretty}) => {
		const logged = log.map((game) => JSON.stringify(recordGame({version: 1, games: {}, log: []}, game).log[0]));
		const known: Array<[string, string]> = [
			['version', String(version)],
			['games', objectText(games)],
		];
		known.push(['log', `[${logged.join(',')}]`]);
		const text = objectText([...known, ...unknown]);
		return pretty ? JSON.stringify(JSON.parse(text), null, '\t') : text;
	});

/** What the screen and `shamrocks stats` read of the records: none of it may throw. */
function shownOfAll(records: Records): void {
	for (const rules of ruleChoices()) {
		const figures = figuresOf(records, rules, '2026-12-01');
		for (const [, value] of figureLines(figures)) expect(typeof value).toBe('string');
		for (const game of figures.lastGames) expect(typeof logLine(game, game.at)).toBe('string');
		expect(Number.isSafeInteger(figures.played) && Number.isSafeInteger(figures.won)).toBe(true);
	}
}

describe('the statistics reader, fuzzed', () => {
	it('never throws on any JSON, and what it accepts is shown, counted and written back as records it accepts', () => {
		fc.assert(
			fc.property(fc.oneof(jsonText, statsText, mostly(statsText)), result, (text, game) => {
				const records = parseRecords(text);
				if (typeof records === 'string') return;
				shownOfAll(records);
				const after = recordGame(records, game);
				shownOfAll(after);
				const back = parseRecords(recordsText(after).text);
				expect(typeof back === 'string' ? back : 'accepted').toBe('accepted');
				// As JSON keeps it: a number past a double's range (1e400) was Infinity, and is written null.
				if (typeof back === 'string') return;
				expect(recordOf(back, game.rules)).toEqual(JSON.parse(JSON.stringify(recordOf(after, game.rules))));
			}),
			{numRuns: 400},
		);
	});

	it('reads `__proto__` as a key like any other: the records of other rules stay as they are', () => {
		const text =
			'{"version":1,"games":{"__proto__":{"shamrocks/bottom":{"played":"many","won":{"x":1}}}},"log":[]}';
		const records = parseRecords(text);
		if (typeof records === 'string') throw new Error(records);
		expect(recordOf(records, SHAMROCKS)).toEqual(EMPTY_RECORD);
		shownOfAll(records);
		const after = recordGame(records, won());
		const written = JSON.parse(recordsText(after).text) as {games: Record<string, unknown>};
		expect(written.games['shamrocks/bottom']).toMatchObject({played: 1, won: 1});
		const kept = Object.getOwnPropertyDescriptor(written.games, '__proto__')?.value;
		expect(kept).toEqual({'shamrocks/bottom': {played: 'many', won: {x: 1}}});
	});
});

describe('what the game writes of the statistics, it reads back', () => {
	it('for any file it accepts, after a game and another: within the limit, unknown fields kept while they fit', () => {
		let writes = 0;
		let drops = 0;
		fc.assert(
			// The limit just above the file's size: pretty-printing, or one more game, would pass it.
			fc.property(
				statsText,
				fc.nat(1200),
				fc.array(result, {minLength: 1, maxLength: 2}),
				(text, slack, games) => {
					const limit = Buffer.byteLength(text) + slack;
					let records = parseRecords(text, limit);
					if (typeof records === 'string') return;
					for (const game of games) {
						const after = recordGame(records, game);
						let answer: ReturnType<typeof recordsText>;
						try {
							answer = recordsText(after, limit);
						} catch (error) {
							// Only where what this version knows is past the limit by itself: then nothing is written, and that is said.
							expect((error as Error).message).toMatch(/would be past the \d+ bytes the game reads back/);
							expect(Buffer.byteLength(`${JSON.stringify(knownRecords(after))}\n`)).toBeGreaterThan(
								limit,
							);
							return;
						}
						const {text: written, dropped} = answer;
						writes++;
						if (dropped) drops++;
						expect(Buffer.byteLength(written)).toBeLessThanOrEqual(limit);
						const back = parseRecords(written, limit);
						if (typeof back === 'string') throw new Error(back);
						records = back;
					}
				},
			),
			{numRuns: 300},
		);
		// Not a property true of nothing: most runs wrote, a few past the limit had to drop what they did not know.
		expect(writes).toBeGreaterThan(150);
		expect(drops).toBeGreaterThan(0);
	});

	it('keeps a 2 MB file of a million numbers it does not know within the limit (pretty, it was 5 MB)', async () => {
		const path = join(folder(), 'stats.json');
		const history = Array.from({length: 1_000_000}, (_, index) => index % 10);
		writeFileSync(path, JSON.stringify({version: 1, games: {}, log: [], history}));
		expect(statSync(path).size).toBeGreaterThan(1.9 * 1024 * 1024);
		const {problem} = await recordResults(path, [won()]);
		expect(problem).toBeUndefined();
		expect(statSync(path).size).toBeLessThanOrEqual(OWN_FILE_LIMIT);
		const loaded = await loadRecords(path);
		expect(loaded.problem).toBeUndefined();
		expect(recordOf(loaded.records, SHAMROCKS).played).toBe(1);
		expect((loaded.records as unknown as {history: number[]}).history).toHaveLength(1_000_000);
	});

	it('keeps a count at the largest whole number JSON keeps exactly: it stays there, and reads back', async () => {
		const path = join(folder(), 'stats.json');
		const daily = {'2026-12-01': {played: MAX, won: false}};
		const full = {played: MAX, won: MAX, streak: MAX, longestStreak: MAX, wonWithoutHelp: MAX, daily};
		writeFileSync(path, JSON.stringify({version: 1, games: {'shamrocks/bottom': full}, log: []}));
		await recordResults(path, [won({daily: '2026-12-01', title: 'daily 2026-12-01', seed: 'daily-2026-12-01'})]);
		const {records, problem} = await loadRecords(path);
		expect(problem).toBeUndefined();
		const day = {'2026-12-01': {played: MAX, won: true}};
		const counts = {played: MAX, won: MAX, streak: MAX, wonWithoutHelp: MAX};
		expect(recordOf(records, SHAMROCKS)).toMatchObject({...counts, daily: day});
		expect(readFileSync(path, 'utf8')).not.toContain('9007199254740992');
	});
});
