import {afterEach, describe, expect, it} from 'vitest';
import {cleanup} from 'ink-testing-library';
import {type DealInfo} from '../../../source/ui/play/index.js';
import {MANY_PLACES} from '../boards.js';
import {KEYS, board, play, until} from '../helpers.js';

/** Auto drop and undo all / redo all as a player meets them: the settings line, the keys, the menu's lines. */

afterEach(() => cleanup());

const EMPTY = Array.from({length: 14}, () => '-').join('\n');

/** Q♠ on K♠ keeps every King on the fans; once it is home, no card can ever be laid on a King. */
const QUEEN_LAST: DealInfo = {
	title: 'board queen-last',
	rules: {variant: 'shamrocks', kings: 'bottom'},
	position: board(`Foundations: C-Q D-Q H-Q S-J\nKC\nKD\nKH\nKS QS\n${EMPTY}`),
};

describe('Auto drop in the game', () => {
	it('is off at first, switched on in the settings: then the Kings go home by themselves after Q♠', async () => {
		// Auto complete off: it would play the Kings home too.
		const table = await play(QUEEN_LAST, {settings: {autoComplete: false, ascii: true}});
		await table.press('s');
		expect(table.frame()).toContain('Auto drop: off');
		// The last of the switches (the ninth line, after Show playable), before the demo's pace.
		await table.press('9');
		expect(table.frame()).toContain('> Auto drop: on (cards no longer of use on the fans go home by themselves)');
		await table.press(KEYS.escape, '4', KEYS.enter);
		await until(() => table.frame().includes('You won!'), table.frame);
		expect(table.frame()).toMatch(/in 5 moves/);
		// The last King came home by itself: u takes back that one alone.
		await table.press('u');
		expect(table.frame()).toContain('Undone: KS back to fan 4.');
		expect(table.frame()).toMatch(/\b4 moves\b/);
		table.unmount();
	});

	it('stays off without it: the Kings wait for the player', async () => {
		const table = await play(QUEEN_LAST, {settings: {autoComplete: false, ascii: true}});
		await table.press('4', KEYS.enter);
		expect(table.frame()).toContain('QS to its foundation.');
		expect(table.frame()).toMatch(/\b1 move\b/);
		table.unmount();
	});
});

describe('undo all and redo all', () => {
	it('by U and R, and by the menu’s lines', async () => {
		const table = await play(MANY_PLACES, {settings: {ascii: true}});
		await table.press('1', KEYS.enter, '5', KEYS.enter);
		expect(table.frame()).toMatch(/\b2 moves\b/);
		await table.press('U');
		expect(table.frame()).toContain('Undone: all 2 moves, back to the deal. R redoes them all.');
		expect(table.frame()).toMatch(/\b0 moves\b/);
		await table.press('r');
		expect(table.frame()).toMatch(/\b1 move\b/);
		await table.press('R');
		expect(table.frame()).toContain('Redone: the one move taken back. U takes them all back again.');
		expect(table.frame()).toMatch(/\b2 moves\b/);
		await table.press('n');
		expect(table.frame()).toContain('Undo all (back to the deal, the moves kept for redo; U)');
		expect(table.frame()).toContain('Redo all (every move taken back; R)');
		// Up from Quit, the last line: Redo all, then Undo all.
		await table.press(KEYS.up, KEYS.up, KEYS.up, KEYS.enter);
		expect(table.frame()).toMatch(/\b0 moves\b/);
		await table.press('n', KEYS.up, KEYS.up, KEYS.enter);
		expect(table.frame()).toMatch(/\b2 moves\b/);
		table.unmount();
	});
});
