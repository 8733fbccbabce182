import {type DealRules, defaultRules} from '../engine/index.js';

/** The player's choices (the Settings menu, the menu's New deal, flags and, when saved, the settings file). */
export interface Settings {
	/** Enter plays the aimed card (a click); off, only picking up and dropping moves cards. */
	readonly autoplay: boolean;
	/** Finish the game by itself once every fan is descending. */
	readonly autoComplete: boolean;
	/** Cards as in board files (`9S`, `TS`) instead of suit glyphs. */
	readonly ascii: boolean;
	readonly color: boolean;
	/** The status line says whether the position can still be won (the solver thinks ahead anyway). */
	readonly winnableMark: boolean;
	/** Top cards that can move are marked, and while a card is held, the places that take it. */
	readonly showPlayable: boolean;
	/** The terminal reports the mouse: click a card to play it, drag it to choose where it goes. */
	readonly mouse: boolean;
	/** Moves a second when watching the solver (one of DEMO_PACES). */
	readonly demoPace: number;
	/**
	 * The house rule that allows the draw before the last redeal (La Belle Lucie, Trefoil; some
	 * collections allow it, against the traditional rule). A deal takes it when it is dealt: a
	 * change applies from the next deal.
	 */
	readonly drawEarly: boolean;
	/** The board's size: cards as framed boxes on a terminal of ROOMY_LEAST or more (roomy), or one line a card. */
	readonly board: BoardSize;
	/** The rules a new deal is dealt under: the last ones chosen in the menu's New deal. */
	readonly rules: DealRules;
}

/**
 * The paces the demo can go at, in moves a second: Enter on the setting takes the next. Four is
 * readable, yet brisk.
 */
export type BoardSize = 'roomy' | 'compact';

export const BOARD_SIZES: readonly BoardSize[] = ['roomy', 'compact'];

/** The smallest terminal the roomy board is drawn in: in a smaller one the board is compact. */
export const ROOMY_LEAST = {columns: 120, rows: 36} as const;

export const DEMO_PACES: readonly number[] = [1, 2, 4, 8];

export const DEFAULT_SETTINGS: Settings = {
	autoplay: true,
	autoComplete: true,
	ascii: false,
	color: true,
	winnableMark: true,
	showPlayable: true,
	mouse: true,
	demoPace: 4,
	drawEarly: false,
	board: 'roomy',
	rules: defaultRules('shamrocks'),
};

/** The settings that are switches, on or off. */
export type SwitchName =
	'autoplay' | 'autoComplete' | 'ascii' | 'color' | 'winnableMark' | 'mouse' | 'drawEarly' | 'showPlayable';

export const SWITCH_NAMES: readonly SwitchName[] = [
	'autoplay',
	'autoComplete',
	'ascii',
	'color',
	'winnableMark',
	'mouse',
	'drawEarly',
	'showPlayable',
];

/** The Settings menu's lines: the switches, then the demo's pace and the board's size. */
export type SettingName = SwitchName | 'demoPace' | 'board';

export const SETTING_NAMES: readonly SettingName[] = [...SWITCH_NAMES, 'demoPace', 'board'];

/** Enter on a setting: a switch goes on or off, the pace goes to the next (round to the slowest). */
export function toggleSetting(settings: Settings, name: SettingName): Settings {
	if (name === 'demoPace')
		return {...settings, demoPace: DEMO_PACES[(DEMO_PACES.indexOf(settings.demoPace) + 1) % DEMO_PACES.length]};
	if (name === 'board') return {...settings, board: settings.board === 'roomy' ? 'compact' : 'roomy'};
	return {...settings, [name]: !settings[name]};
}

/** The menu line of a setting: what it is and its current choice. */
export function describeSetting(settings: Settings, name: SettingName): string {
	switch (name) {
		case 'autoplay':
			return settings.autoplay
				? 'Autoplay: on (Enter plays the aimed card)'
				: 'Autoplay: off (move cards with m and Enter)';
		case 'autoComplete':
			return `Auto complete: ${settings.autoComplete ? 'on' : 'off'}`;
		case 'ascii':
			return `Card glyphs: ${settings.ascii ? 'letters (9S, TH)' : 'suit symbols (9♠, 10♥)'}`;
		case 'color':
			return `Colour: ${settings.color ? 'on' : 'off'}`;
		case 'winnableMark':
			return settings.winnableMark
				? 'Winnable mark: on (the status line says if the game can still be won)'
				: 'Winnable mark: off';
		case 'showPlayable':
			return settings.showPlayable
				? 'Show playable: on (the cards that can move are marked, and where they go)'
				: 'Show playable: off';
		case 'mouse':
			return `Mouse: ${settings.mouse ? 'on (click a card to play it, drag it to move it)' : 'off'}`;
		case 'drawEarly':
			return `Draw early (La Belle Lucie, Trefoil): ${
				settings.drawEarly ? 'on, from the next deal' : 'off (the draw after the last redeal)'
			}`;
		case 'demoPace':
			return `Watching the solver: ${settings.demoPace} move${settings.demoPace === 1 ? '' : 's'} a second`;
		case 'board':
			return settings.board === 'roomy'
				? `Board: roomy (cards as boxes on a terminal of ${ROOMY_LEAST.columns} x ${ROOMY_LEAST.rows} or more)`
				: 'Board: compact (a card a line, in any terminal)';
	}
}
