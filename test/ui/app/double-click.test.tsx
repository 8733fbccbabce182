import {afterEach, describe, expect, it} from 'vitest';
import {cleanup} from 'ink-testing-library';
import {type Settings} from '../../../source/io/settings.js';
import {MANY_PLACES} from '../boards.js';
import {play, seeded} from '../helpers.js';

/**
 * A click acts on the screen it was aimed at: the second click of a double click on a menu line
 * does not reach the screen it opened.
 */

afterEach(() => cleanup());

/** A click of the left button at a screen cell counted from 0: its press and its release, as SGR reports. */
function click(x: number, y: number): string[] {
	return [`\u001B[<0;${x + 1};${y + 1}M`, `\u001B[<0;${x + 1};${y + 1}m`];
}

/** A column of fan 5 on the board (its cells of four start at column 2). */
const FAN_5 = 2 + 4 * 4 + 2;

/** The row of a list's line (menu, settings): under the title and a blank row. */
const line = (index: number) => 2 + index;

describe('a double click', () => {
	it('on the menu’s Settings opens the settings and switches nothing; a click of its own then does', async () => {
		const changes: Settings[] = [];
		const table = await play(seeded('42'), {onSettingsChange: (settings) => void changes.push(settings)});
		await table.press('n');
		// Settings is the menu's sixth line; the settings' sixth line is the Mouse.
		await table.press(...click(6, line(5)), ...click(6, line(5)));
		expect(table.frame()).toContain('Mouse: on');
		expect(changes).toEqual([]);
		await table.press(...click(6, line(5)));
		expect(table.frame()).toContain('Mouse: off');
		expect(changes.map((settings) => settings.mouse)).toEqual([false]);
	});

	it('on Restart this deal goes back to the board and plays no card there', async () => {
		const table = await play(MANY_PLACES);
		await table.press('\r');
		expect(table.frame()).toContain('1 move ·');
		await table.press('n');
		// Restart is the fourth line; its row on the board is the fans' first, where fan 5 holds its
		// one card, 10♣, which goes home.
		await table.press(...click(FAN_5, line(3)), ...click(FAN_5, line(3)));
		expect(table.frame()).toContain('Back to the deal; r redoes the moves.');
		expect(table.frame()).toContain('0 moves ·');
	});

	it('is two clicks where a key came between them, or the second click is elsewhere', async () => {
		const table = await play(MANY_PLACES);
		await table.press('n', ...click(FAN_5, line(3)), '\u001B[C', ...click(FAN_5, line(3)));
		expect(table.frame()).toContain('10♣ to its foundation.');
		// A game in progress now: Restart asks first, and a click elsewhere on its line asks again.
		await table.press('u', 'n', ...click(FAN_5, line(3)));
		expect(table.frame()).toContain('choose it again to restart');
		await table.press(...click(FAN_5 + 1, line(3)), ...click(FAN_5, line(3)));
		// That went back to the board, and a press elsewhere there plays.
		expect(table.frame()).toContain('10♣ to its foundation.');
		expect(table.frame()).toContain('1 move ·');
	});
});
