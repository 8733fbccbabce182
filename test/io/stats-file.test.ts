import {existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {type GameResult, NO_RECORDS, recordOf} from '../../source/stats/records.js';
import {loadRecords, makeRecords, parseRecords, recordResults, statsPath} from '../../source/io/stats-file.js';
import {canMakeFifo, hasDevZero, makeFifo} from './special-files.js';
import {built, runModule} from './processes.js';

function folder(): string {
	return mkdtempSync(join(tmpdir(), 'shamrocks-stats-'));
}

const SHAMROCKS = {variant: 'shamrocks', kings: 'bottom'} as const;

let ids = 0;
function won(changes: Partial<GameResult> = {}): GameResult {
	return {
		id: `test-${++ids}`,
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

describe('the statistics file', () => {
	it('lives in the data folder, or where SHAMROCKS_DATA_DIR says', () => {
		expect(statsPath({SHAMROCKS_DATA_DIR: '/tmp/x'})).toBe(join('/tmp/x', 'stats.json'));
	});

	it('is nothing before the first game, and holds every game counted after', async () => {
		const path = join(folder(), 'data', 'stats.json');
		expect(await loadRecords(path)).toEqual({records: NO_RECORDS});
		const first = await recordResults(path, [won(), won({outcome: 'lost', cause: 'left'})]);
		expect(recordOf(first.records, SHAMROCKS)).toMatchObject({played: 2, won: 1});
		const {records, problem} = await loadRecords(path);
		expect(problem).toBeUndefined();
		expect(records).toEqual(first.records);
		expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({
			version: 1,
			games: {'shamrocks/bottom': {played: 2, won: 1}},
		});
		// Its temporary file renamed over it, and the lock gone.
		expect(existsSync(`${path}.lock`)).toBe(false);
	});

	it('keeps what a newer version wrote that this one does not know', async () => {
		const path = join(folder(), 'stats.json');
		const newer = {
			version: 3,
			theme: 'dark',
			games: {
				'shamrocks/bottom': {
					played: 1,
					won: 1,
					streak: 1,
					longestStreak: 1,
					wonWithoutHelp: 1,
					daily: {},
					perfect: 1,
				},
				'trefoil/bottom': {played: 4, anything: true},
			},
			log: [],
		};
		writeFileSync(path, JSON.stringify(newer));
		await recordResults(path, [won()]);
		const after = JSON.parse(readFileSync(path, 'utf8'));
		expect(after).toMatchObject({
			version: 3,
			theme: 'dark',
			games: {'trefoil/bottom': {played: 4, anything: true}, 'shamrocks/bottom': {played: 2, perfect: 1}},
		});
	});

	it('moves a damaged file aside, says so, and starts afresh', async () => {
		const first = await recordResults(join(folder(), 'stats.json'), [won()]);
		const good = JSON.parse(makeRecords(first.records) as string) as Record<string, any>;
		const cases: Array<[string, string]> = [
			['{"version": 1, "gam', 'not JSON'],
			['[1, 2]', 'not a JSON object'],
			[JSON.stringify({...good, version: 'one'}), 'version "one", not a whole number'],
			[JSON.stringify({...good, games: []}), '"games" is not an object'],
			[JSON.stringify({...good, log: {}}), '"log" is not a list'],
			[
				JSON.stringify({...good, games: {'shamrocks/bottom': {...good.games['shamrocks/bottom'], played: -1}}}),
				'"games" "shamrocks/bottom": "played" is not a whole number',
			],
			[
				JSON.stringify({...good, games: {'shamrocks/bottom': {...good.games['shamrocks/bottom'], won: 5}}}),
				'more games won than played',
			],
			[
				JSON.stringify({
					...good,
					games: {
						'shamrocks/bottom': {
							...good.games['shamrocks/bottom'],
							daily: {'2026-02-30': {played: 1, won: true}},
						},
					},
				}),
				'"daily" "2026-02-30" is not a date',
			],
			[JSON.stringify({...good, log: [{...good.log[0], title: 5}]}), '"log" entry 1: "title" is not text'],
			[
				JSON.stringify({...good, log: [{...good.log[0], seed: '\u001b]0;PWNED\u0007'}]}),
				'"log" entry 1: "seed" is not one line of text',
			],
			[
				JSON.stringify({
					...good,
					games: {'shamrocks/bottom': {...good.games['shamrocks/bottom'], played: 2 ** 53}},
				}),
				`"played" is not a whole number from 0 to ${Number.MAX_SAFE_INTEGER}`,
			],
			[JSON.stringify({...good, log: [{...good.log[0], outcome: 'drawn'}]}), '"outcome" is not won or lost'],
			[' '.repeat(5 * 1024 * 1024), 'too large'],
		];
		for (const [text, why] of cases) {
			expect(parseRecords(text)).toMatch(why);
			const path = join(folder(), 'stats.json');
			writeFileSync(path, text);
			const loaded = await loadRecords(path);
			expect(loaded.records).toEqual(NO_RECORDS);
			expect(loaded.problem).toBe(
				`The statistics file could not be used (${parseRecords(text) as string}); it is kept as ${path}.damaged, and a fresh one starts.`,
			);
			expect(readFileSync(`${path}.damaged`, 'utf8')).toBe(text);
			const fresh = await recordResults(path, [won()]);
			expect(recordOf(fresh.records, SHAMROCKS).played).toBe(1);
		}
	});

	it('moves a file damaged while the game ran aside on the next save, and says so', async () => {
		const path = join(folder(), 'stats.json');
		writeFileSync(path, 'junk');
		const {records, problem} = await recordResults(path, [won()]);
		expect(recordOf(records, SHAMROCKS).played).toBe(1);
		expect(problem).toContain(`it is kept as ${path}.damaged`);
	});

	it.skipIf(!canMakeFifo)('keeps a named pipe in its place aside, instead of waiting on it', async () => {
		const path = join(folder(), 'stats.json');
		makeFifo(path);
		expect((await loadRecords(path)).problem).toBe(
			`The statistics file could not be used (not a regular file (a named pipe)); it is kept as ${path}.damaged, and a fresh one starts.`,
		);
	});

	it.skipIf(!hasDevZero)('keeps a link to a device aside, instead of reading it', async () => {
		const path = join(folder(), 'stats.json');
		symlinkSync('/dev/zero', path);
		expect((await loadRecords(path)).problem).toMatch(/not a regular file \(a device\)/);
	});

	it('says in one phrase that a folder stands in its place, at the start', async () => {
		const dir = folder();
		mkdirSync(join(dir, 'stats.json'));
		const problem = `The statistics file ${join(dir, 'stats.json')} is a folder: no game of this session can be counted.`;
		expect(await loadRecords(join(dir, 'stats.json'))).toEqual({records: NO_RECORDS, problem});
	});

	it('says it cannot save where a folder stands in its place, or its folder cannot be made', async () => {
		const dir = folder();
		mkdirSync(join(dir, 'stats.json'));
		const saving = recordResults(join(dir, 'stats.json'), [won()]);
		await expect(saving).rejects.toThrow(`could not save the statistics: ${join(dir, 'stats.json')} is a folder`);
		if (existsSync('/proc/self'))
			await expect(recordResults('/proc/nope/stats.json', [won()])).rejects.toThrow(
				'could not save the statistics to /proc/nope/stats.json: ENOENT',
			);
	});
});

describe('two copies of the game counting at once', () => {
	it("lose none of each other's games: two real processes, forty games each, all counted", async () => {
		const path = join(folder(), 'stats.json');
		const writer = (name: string) =>
			runModule(`
				import {recordResults} from ${JSON.stringify(built('source/io/stats-file.js'))};
				for (let game = 0; game < 40; game++) {
					await recordResults(${JSON.stringify(path)}, [{id: '${name}-' + game, rules: {variant: 'shamrocks', kings: 'bottom'}, title: 'deal ' + game, seed: String(game), outcome: game % 4 === 0 ? 'lost' : 'won', moves: 70, timeMs: 1000, assisted: false, at: new Date().toISOString()}]);
				}
				process.stdout.write('done\\n');
			`);
		const copies = [writer('a'), writer('b')];
		const codes = await Promise.all(copies.map((copy) => copy.exited));
		expect(codes, copies.map((copy) => copy.stderr()).join('\n')).toEqual([0, 0]);
		const {records} = await loadRecords(path);
		expect(recordOf(records, SHAMROCKS)).toMatchObject({played: 80, won: 60});
		expect(new Set(records.log.map((game) => game.id)).size).toBe(80);
	});
});
