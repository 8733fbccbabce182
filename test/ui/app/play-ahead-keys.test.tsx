import {afterEach, describe, expect, it, vi} from 'vitest';
import {cleanup} from 'ink-testing-library';
import {destinationsOf, fanAt} from '../../../source/engine/index.js';
import {type HintService} from '../../../source/solver-service/types.js';
import {type GameProgress} from '../../../source/ui/app/app.js';
// The real service runs the compiled worker (dist/source/solver-service/worker.js): npm test builds first.
import {createHintService} from '../../../dist/source/solver-service/client.js';
import {BLUNDER, MANY_PLACES} from '../boards.js';
import {deal} from '../deal-facts.js';
import {KEYS, aimedFan, play, seeded, until} from '../helpers.js';

/** Key sequences and mouse reports through the whole app: quick aim, the mouse, the mark and the demo. */

let hints: HintService | undefined;

afterEach(async () => {
	cleanup();
	await hints?.close();
	hints = undefined;
});

/** The SGR report of the left button pressed (M) or released (m) at a screen cell counted from 0. */
function mouse(x: number, y: number, released = false): string {
	return `\u001B[<0;${x + 1};${y + 1}${released ? 'm' : 'M'}`;
}

/** The left button moved with the button down, as mode 1002 reports it. */
function moved(x: number, y: number): string {
	return `\u001B[<32;${x + 1};${y + 1}M`;
}

/** The cell of fan `fan`'s card in row `row` (from 0) at 80 x 24: fans from row 5, cells of four from column 2. */
const cell = (fan: number, row: number) => ({x: 2 + fan * 4 + 2, y: 5 + row});

describe('quick aim by keys', () => {
	it('aims at fan 14 by 1 then 4, at fan 7 by 7, and at the next movable fan by Tab', async () => {
		const table = await play(seeded('42'));
		// Two digits typed one after the other: the clock held still between them, since a busy
		// machine may take longer than the pause to draw the frame between the two keys.
		const held = vi.spyOn(Date, 'now').mockReturnValue(Date.now());
		await table.press('1', '4');
		held.mockRestore();
		expect(aimedFan(table.frame())).toBe(14);
		await table.press('7');
		expect(aimedFan(table.frame())).toBe(7);
		// Tab from fan 1: the next fan whose card can move; Shift-Tab: back round to the last before it.
		const dealt = deal('42');
		const movable = dealt.fans.flatMap((_, fan) => (destinationsOf(dealt, fanAt(fan)).length > 0 ? [fan + 1] : []));
		await table.press(KEYS.home, '\t');
		expect(aimedFan(table.frame())).toBe(movable.find((fan) => fan > 1));
		const at = movable.indexOf(aimedFan(table.frame())!);
		await table.press('\u001B[Z');
		expect(aimedFan(table.frame())).toBe(movable.at(at - 1));
	});
});

describe('the mouse', () => {
	it('a click on a top card plays it as Enter does; a click on a card under it says why not', async () => {
		const table = await play(MANY_PLACES);
		await table.press(mouse(cell(0, 1).x, cell(0, 1).y), mouse(cell(0, 1).x, cell(0, 1).y, true));
		expect(table.frame()).toContain('J♣ to fan 2.');
		expect(table.frame()).toContain('1 move ·');
		await table.press(mouse(cell(2, 0).x, cell(2, 0).y), mouse(cell(2, 0).x, cell(2, 0).y, true));
		expect(table.frame()).toContain('K♥ is not the top card of fan 3.');
		expect(table.frame()).toContain('1 move ·');
	});

	it('a drag from a fan to another fan moves the card there, and to the foundations sends it home', async () => {
		const table = await play(MANY_PLACES);
		const from = cell(0, 1);
		const to = cell(6, 1);
		await table.press(mouse(from.x, from.y), moved(to.x, to.y), mouse(to.x, to.y, true));
		expect(table.frame()).toContain('J♣ to fan 7.');
		// 10♣ of fan 5 dragged up to the foundations' row.
		const ten = cell(4, 0);
		await table.press(mouse(ten.x, ten.y), moved(ten.x, 3), mouse(2 + 16 * 4, 3, true));
		expect(table.frame()).toContain('10♣ to its foundation.');
		expect(table.frame()).toContain('2 moves ·');
	});

	it('a click on a menu line chooses it', async () => {
		const table = await play(seeded('42'));
		await table.press('n');
		expect(table.frame()).toContain('Watch the solver');
		// The menu's lines start on the third row: Help is the seventh (after Statistics and Settings).
		await table.press(mouse(4, 2 + 6), mouse(4, 2 + 6, true));
		expect(table.frame()).toContain('how to play');
	});

	it('does nothing with the Mouse setting off', async () => {
		const table = await play(MANY_PLACES, {settings: {mouse: false}});
		await table.press(mouse(cell(0, 1).x, cell(0, 1).y), mouse(cell(0, 1).x, cell(0, 1).y, true));
		expect(table.frame()).toContain('0 moves ·');
		expect(table.frame()).not.toContain('does nothing here');
	});
});

describe('the winnable mark from the real solver worker', () => {
	it('says winnable on the deal, and on the move that lost the game which move it was', async () => {
		hints = createHintService();
		const table = await play(BLUNDER, {hints, settings: {autoComplete: false}});
		await until(() => table.frame().includes('· winnable'), table.frame, 20_000);
		await table.press(KEYS.enter);
		expect(table.frame()).toContain('1 move ·');
		await until(() => table.frame().includes('lost since move 1: b goes back'), table.frame, 20_000);
		expect(table.frame()).toContain('Move 1 lost the game: press b (or u) to take it back.');
		await table.press('b');
		expect(table.frame()).toContain('Back 1 move: this position can still be won.');
		await until(() => table.frame().includes('· winnable'), table.frame, 20_000);
	});
});

describe('the demo with the real solver worker', () => {
	it('plays the deal to the win from the menu, then hands the won game back', async () => {
		hints = createHintService();
		const table = await play(seeded('42'), {
			hints,
			timing: {autoCompleteMs: 1, hintLightMs: 10_000, demoMoveMs: 1},
		});
		await table.press('n');
		const line = table
			.frame()
			.split('\n')
			.findIndex((text) => text.includes('Watch the solver'));
		await table.press(mouse(4, line), mouse(4, line, true));
		await until(() => table.frame().includes('You won! All 52 cards are home.'), table.frame, 60_000);
	});

	it('keeps nothing of a deal the player only watched, so the game kept from before stays', async () => {
		hints = createHintService();
		const reports: Array<number | undefined> = [];
		const onProgress = (progress: GameProgress | undefined) => {
			reports.push(progress === undefined ? undefined : progress.game.current);
		};
		const table = await play(seeded('42'), {
			hints,
			onProgress,
			timing: {autoCompleteMs: 1, hintLightMs: 10_000, demoMoveMs: 1},
		});
		await table.press('w');
		await until(() => /deal 42 · [3-9] moves/.test(table.frame()), table.frame, 20_000);
		await table.press('x');
		expect(table.frame()).toContain('The game is yours again');
		// The solver's moves are not the player's: nothing to keep, and nothing to forget.
		expect(reports).toEqual([]);
		await table.press('u');
		expect(reports).toEqual([]);
		// The player's own move makes it the game kept.
		await table.press(KEYS.enter);
		await until(() => reports.length > 0, table.frame);
		expect(reports[0]).toBeGreaterThan(0);
	});

	it('stops on any key, the game left where it stands', async () => {
		hints = createHintService();
		const table = await play(seeded('42'), {
			hints,
			timing: {autoCompleteMs: 1, hintLightMs: 10_000, demoMoveMs: 60_000},
		});
		await table.press('w');
		await until(() => table.frame().includes('Watching the solver: move'), table.frame, 20_000);
		expect(table.frame()).toContain('any key gives you the game where it stands');
		await table.press('x');
		expect(table.frame()).toContain('The game is yours again, 0 moves in.');
		expect(table.frame()).toContain('0 moves ·');
		// x was the demo's; a key after it is the board's again.
		await table.press('x');
		expect(table.frame()).toContain('"x" does nothing here');
	});
});
