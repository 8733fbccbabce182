import {afterEach, describe, expect, it} from 'vitest';
import {cleanup} from 'ink-testing-library';
import {defaultRules} from '../../../source/engine/index.js';
import {KEYS, type Table, board, play, seeded, until} from '../helpers.js';

/**
 * Each game asks for the terminal its own table needs: 18 fans take 77 columns, Trefoil's 16 take
 * 69, and every screen of the game fits there.
 */

afterEach(() => cleanup());

const TREFOIL = defaultRules('trefoil');

/** Every line of the frame fits `columns` with one to spare. */
function expectWithin(table: Table, columns: number, what: string) {
	for (const line of table.frame().split('\n'))
		expect(line.length, `${what}: ${line}`).toBeLessThanOrEqual(columns - 1);
}

describe('the smallest terminal of each game', () => {
	it('is 69 columns for Trefoil, whose table is 67 wide: it plays at 69 and 70, and asks for 69 at 68', async () => {
		const table = await play(seeded('5', TREFOIL), {size: {columns: 70, rows: 24}});
		expect(table.frame()).toContain('Trefoil');
		expect(table.frame()).not.toContain('Make the terminal');
		expectWithin(table, 70, 'the board at 70');
		table.rerender({size: {columns: 69, rows: 15}});
		await until(
			() => !table.frame().includes('Make the terminal') && table.frame().includes('deal 5'),
			table.frame,
		);
		expectWithin(table, 69, 'the board at 69');
		table.rerender({size: {columns: 68, rows: 24}});
		await until(() => table.frame().includes('Make the terminal'), table.frame);
		expect(table.frame()).toContain('Make the terminal at least 69 x 15 to play (it is 68 x 24).');
		table.unmount();
	});

	it('is 77 columns for the games of 18 fans, La Belle Lucie among them, also after a redeal deals fewer', async () => {
		// Half the cards home, none of the others can move: the redeal deals them in 9 fans.
		const fans = ['AC 3C', 'AD 3D', '2C 4C 5C 6C 7C 8C 9C TC JC QC KC', '2D 4D 5D 6D 7D 8D 9D TD JD QD KD'];
		const head = ['Variant: labellelucie', 'Foundations: C-0 D-0 H-K S-K', 'Redeals: 1', 'Draw: 1'];
		const half = board([...head, ...fans].join('\n'));
		const deal = {title: 'board half.txt', rules: defaultRules('labellelucie'), position: half};
		const table = await play(deal, {size: {columns: 76, rows: 24}});
		expect(table.frame()).toContain('Make the terminal at least 77 x 15 to play (it is 76 x 24).');
		table.rerender({size: {columns: 77, rows: 24}});
		await until(() => table.frame().includes('board half.txt'), table.frame);
		await table.press('g');
		expect(table.frame()).toContain('Redealt: 26 cards in 9 fans.');
		table.rerender({size: {columns: 76, rows: 24}});
		await until(() => table.frame().includes('Make the terminal'), table.frame);
		expect(table.frame()).toContain('at least 77 x 15');
		table.unmount();
	});

	it('shows every screen of Trefoil within 69 columns: board, help, menus, settings, statistics', async () => {
		const table = await play(seeded('5', TREFOIL), {size: {columns: 69, rows: 24}});
		expectWithin(table, 69, 'board');
		await table.press('?');
		let help = table.frame();
		for (let line = 0; line < 30; line++) {
			await table.press(KEYS.down);
			help += `\n${table.frame()}`;
			expectWithin(table, 69, 'help');
		}
		// Wrapped, not cut: the help's last words are there.
		expect(help).toContain('in threes');
		expect(help).toMatch(/ {15}help\n/);
		expect(help).toContain('q  Ctrl+C      quit');
		await table.press(KEYS.escape, 'n');
		expectWithin(table, 69, 'menu');
		await table.press('1');
		expectWithin(table, 69, 'new deal');
		await table.press(KEYS.escape, 's');
		expectWithin(table, 69, 'settings');
		await table.press(KEYS.escape, 'n', '6');
		expect(table.frame()).toContain('Statistics');
		expectWithin(table, 69, 'statistics');
		table.unmount();
	});
});
