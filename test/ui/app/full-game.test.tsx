import {existsSync, mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {cleanup} from 'ink-testing-library';
import {type Move, deal, isFan} from '../../../source/engine/index.js';
import {solve} from '../../../source/solver/index.js';
import {loadRecords, recordResults} from '../../../source/io/stats-file.js';
import {recordOf} from '../../../source/stats/records.js';
import {KEYS, aimedFan, fansOnScreen, play, seeded, type Table, until} from '../helpers.js';

afterEach(() => cleanup());

/** Moves the aim to 1-based fan `fan` the short way (Left/Right, or Home/End first), reading where it is from the screen. */
async function aimAt(table: Table, fan: number): Promise<void> {
	let at = aimedFan(table.frame());
	if (at === undefined) throw new Error(`no aim marker on the screen:\n${table.frame()}`);
	if (fan - 1 + 1 < Math.abs(fan - at)) {
		await table.press(KEYS.home);
		at = 1;
	} else if (18 - fan + 1 < Math.abs(fan - at)) {
		await table.press(KEYS.end);
		at = 18;
	}
	const key = fan > at ? KEYS.right : KEYS.left;
	for (let step = 0; step < Math.abs(fan - at); step++) await table.press(key);
	expect(aimedFan(table.frame())).toBe(fan);
}

/** One solver move as a player plays it: f sends a card home; m, aim, Enter drags it to a fan. */
async function playByKeys(table: Table, move: Move): Promise<void> {
	if (!isFan(move.from)) throw new Error('a Shamrocks card never leaves its foundation');
	await aimAt(table, move.from.fan + 1);
	if (!isFan(move.to)) {
		await table.press('f');
		return;
	}
	await table.press('m');
	await aimAt(table, move.to.fan + 1);
	await table.press(KEYS.enter);
}

describe('a whole game by keys', () => {
	it('wins deal 42 following the solver line, key by key, and sees the win screen', async () => {
		const line = solve(deal('42'), {timeBudgetMs: 30_000});
		expect(line.verdict).toBe('won');
		// Auto complete off: every card is moved by a key press, none by the game. The results go
		// to a statistics file, as the game's own do.
		const path = join(mkdtempSync(join(tmpdir(), 'shamrocks-full-')), 'stats.json');
		const table = await play(seeded('42'), {
			settings: {autoComplete: false},
			onResult: (result) => recordResults(path, [result]),
		});
		// Menu (n), Statistics: nothing counted yet.
		await table.press('n', KEYS.down, KEYS.down, KEYS.down, KEYS.down, KEYS.enter);
		expect(table.frame()).toContain('Statistics: Shamrocks');
		expect(table.frame()).toMatch(/Played +0/);
		expect(table.frame()).toContain('None yet');
		await table.press(KEYS.escape);
		for (const [index, move] of line.moves.entries()) {
			await playByKeys(table, move);
			const moves = index + 1;
			if (index < line.moves.length - 1)
				expect(table.frame()).toContain(`${moves} move${moves === 1 ? '' : 's'} ·`);
		}
		const frame = table.frame();
		expect(frame).toContain('You won! All 52 cards are home.');
		expect(frame).toMatch(
			new RegExp(`Deal 42 in ${line.moves.length} moves and \\d\\d:\\d\\d\\. Replay it with --seed 42\\.`),
		);
		expect(frame).toContain('K♣  K♦  K♥  K♠');
		expect(fansOnScreen(frame)).toEqual([]); // the win panel stands where the fans were
		expect(frame).toContain('Won 1 of 1, streak 1.');

		// The Statistics screen has the win, and so has the file.
		await table.press('n', KEYS.down, KEYS.down, KEYS.down, KEYS.down, KEYS.enter);
		const stats = table.frame();
		expect(stats).toMatch(/Played +1/);
		expect(stats).toMatch(/Won +1/);
		expect(stats).toMatch(/Win rate +100%/);
		expect(stats).toMatch(/Current streak +1/);
		expect(stats).toMatch(new RegExp(`Fewest moves +${line.moves.length}`));
		expect(stats).toMatch(/Won without hint or undo +1/);
		expect(stats).toMatch(new RegExp(`deal 42: won, ${line.moves.length} moves, \\d\\d:\\d\\d`));
		await until(
			() =>
				existsSync(path) &&
				(JSON.parse(readFileSync(path, 'utf8')) as {games: Record<string, {won: number}>}).games[
					'shamrocks/bottom'
				]?.won === 1,
			table.frame,
		);
		expect(recordOf((await loadRecords(path)).records, {variant: 'shamrocks', kings: 'bottom'})).toMatchObject({
			played: 1,
			won: 1,
			fewestMoves: line.moves.length,
		});
	}, 180_000); // some hundreds of key presses, each given time to render
});
