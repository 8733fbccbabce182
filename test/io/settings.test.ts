import {describe, expect, it} from 'vitest';
import {DEFAULT_SETTINGS, DEMO_PACES, SETTING_NAMES, describeSetting, toggleSetting} from '../../source/io/settings.js';

describe('the settings as the Settings menu changes them', () => {
	it('switches a switch, and steps the demo pace through 1, 2, 4 and 8 moves a second, round to the slowest', () => {
		expect(toggleSetting(DEFAULT_SETTINGS, 'winnableMark').winnableMark).toBe(false);
		expect(toggleSetting(DEFAULT_SETTINGS, 'mouse').mouse).toBe(false);
		const paces: number[] = [];
		let settings = DEFAULT_SETTINGS;
		for (const _ of DEMO_PACES) {
			settings = toggleSetting(settings, 'demoPace');
			paces.push(settings.demoPace);
		}
		expect(paces).toEqual([8, 1, 2, 4]);
		expect(toggleSetting(DEFAULT_SETTINGS, 'showPlayable').showPlayable).toBe(false);
		expect(toggleSetting(DEFAULT_SETTINGS, 'board').board).toBe('compact');
		expect(toggleSetting(toggleSetting(DEFAULT_SETTINGS, 'board'), 'board').board).toBe('roomy');
	});

	it('names each line of the menu by what it does now', () => {
		expect(SETTING_NAMES.map((name) => describeSetting(DEFAULT_SETTINGS, name))).toEqual([
			'Autoplay: on (Enter plays the aimed card)',
			expect.stringMatching(/^Auto complete: on/),
			'Card glyphs: suit symbols (9♠, 10♥)',
			'Colour: on',
			'Winnable mark: on (the status line says if the game can still be won)',
			'Mouse: on (click a card to play it, drag it to move it)',
			'Draw early (La Belle Lucie, Trefoil): off (the draw after the last redeal)',
			'Show playable: on (the cards that can move are marked, and where they go)',
			'Watching the solver: 4 moves a second',
			'Board: roomy (cards as boxes on a terminal of 120 x 36 or more)',
		]);
		expect(describeSetting({...DEFAULT_SETTINGS, demoPace: 1}, 'demoPace')).toBe(
			'Watching the solver: 1 move a second',
		);
		expect(describeSetting({...DEFAULT_SETTINGS, showPlayable: false}, 'showPlayable')).toBe('Show playable: off');
		expect(describeSetting({...DEFAULT_SETTINGS, board: 'compact'}, 'board')).toBe(
			'Board: compact (a card a line, in any terminal)',
		);
	});
});
