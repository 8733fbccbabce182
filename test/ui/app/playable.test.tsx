import {afterEach, describe, expect, it} from 'vitest';
import {cleanup} from 'ink-testing-library';
import {type Settings} from '../../../source/io/settings.js';
import {ONE_PLACE} from '../boards.js';
import {KEYS, play} from '../helpers.js';

afterEach(() => cleanup());

/** The settings' line of Show playable, from 0: after the switches there were before it. */
const SHOW_PLAYABLE = 7;

describe('the Show playable setting', () => {
	it('is on at first, and off from the settings takes the marks away, and saves it', async () => {
		const changes: Settings[] = [];
		const table = await play(ONE_PLACE, {
			settings: {color: false},
			onSettingsChange: (settings) => void changes.push(settings),
		});
		expect(table.frame()).toContain('▸5♥');
		await table.press('s');
		expect(table.frame()).toContain('Show playable: on (the cards that can move are marked, and where they go)');
		for (let line = 0; line < SHOW_PLAYABLE; line++) await table.press(KEYS.down);
		await table.press(KEYS.enter);
		expect(table.frame()).toContain('Show playable: off');
		expect(changes.map((settings) => settings.showPlayable)).toEqual([false]);
		await table.press(KEYS.escape);
		expect(table.frame()).toContain(' 5♥');
		expect(table.frame()).not.toContain('▸');
	});

	it('leaves the settings screen a row short of the shortest terminal the game plays in', async () => {
		const table = await play(ONE_PLACE, {size: {columns: 80, rows: 15}});
		await table.press('s');
		const lines = table.frame().split('\n');
		expect(lines.length).toBeLessThanOrEqual(14);
		expect(table.frame()).toContain('Board: roomy');
		expect(table.frame()).toContain('Esc back to the game');
	});
});
