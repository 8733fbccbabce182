import {afterEach, describe, expect, it} from 'vitest';
import {cleanup} from 'ink-testing-library';
import {MANY_PLACES} from '../boards.js';
import {play} from '../helpers.js';

/** Undo and redo by the desktop's keys, as a terminal sends them and Ink reads them. */

afterEach(() => cleanup());

const BACKSPACE = '\u007F';
const CTRL_Z = '\u001A';
const CTRL_Y = '\u0019';
const DELETE = '\u001B[3~';

describe('the desktop’s undo keys', () => {
	it('take a move back with Backspace and Ctrl+Z, and play it again with Ctrl+Y', async () => {
		const table = await play(MANY_PLACES);
		await table.press('\r');
		expect(table.frame()).toContain('1 move ·');
		await table.press(BACKSPACE);
		expect(table.frame()).toContain('Undone: J♣ back to fan 1.');
		expect(table.frame()).toContain('0 moves ·');
		await table.press(CTRL_Y);
		expect(table.frame()).toContain('Redone: J♣ to fan 2.');
		expect(table.frame()).toContain('1 move ·');
		await table.press(CTRL_Z);
		expect(table.frame()).toContain('Undone: J♣ back to fan 1.');
		// Backspace held down: its repeats come in one read.
		await table.press('\r', '\r', `${BACKSPACE}${BACKSPACE}`);
		expect(table.frame()).toContain('0 moves ·');
	});

	it('leave the Delete key doing nothing, named as Delete', async () => {
		const table = await play(MANY_PLACES);
		await table.press(DELETE);
		expect(table.frame()).toMatch(/^ Delete does nothing here: /m);
		expect(table.frame()).toContain('0 moves ·');
	});
});

describe('keys Ink cannot read', () => {
	it('are ignored, and the game goes on: Ctrl+F1 to F4, a pasted colour code, a status report', async () => {
		const table = await play(MANY_PLACES);
		// Each of these made Ink 6.8 throw before the game saw a key, and the game ended.
		for (const unreadable of [
			'\u001B[1;5P',
			'\u001B[1;5Q',
			'\u001B[1;5R',
			'\u001B[1;5S',
			'\u001B[31m',
			'\u001B[0n',
		])
			await table.press(unreadable);
		await table.press('\r');
		expect(table.frame()).toContain('1 move ·');
	});

	it('are no keys either where Ink reads them, nor their letters and digits', async () => {
		const changes: unknown[] = [];
		const table = await play(MANY_PLACES, {onSettingsChange: (settings) => void changes.push(settings)});
		// Colour codes pasted in, a cursor report, a scroll region, the cursor shown, a DCS string, F1.
		const sequences = [
			'\u001B[0;1m',
			'\u001B[38;5;196m',
			'\u001B[12;5R',
			'\u001B[10;20r',
			'\u001B[?25h',
			'\u001BP1$r0m\u001B\\',
			'\u001BOP',
		];
		for (const sequence of sequences) await table.press(sequence);
		expect(table.frame()).toContain('0 moves ·');
		expect(table.frame()).not.toContain('Holding');
		expect(table.frame()).not.toContain('Goal:');
		// The end of a bracketed paste in the settings: its 2, 0 and 1 picked lines.
		await table.press('s', '\u001B[201~');
		expect(changes).toEqual([]);
	});
});
