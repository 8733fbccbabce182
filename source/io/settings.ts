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
	/** The rules a new deal is dealt under: the last ones chosen in the menu's New deal. */
	readonly rules: DealRules;
}

/**
 * The paces the demo can go at, in moves a second: Enter on the setting takes the next. Four is
 * readable, yet brisk.
 */
export const DEMO_PACES: readonly number[] = [1, 2, 4, 8];

export const DEFAULT_SETTINGS: Settings = {
	autoplay: true,
	autoComplete: true,
	ascii: false,
	color: true,
	winnableMark: true,
	mouse: true,
	demoPace: 4,
	drawEarly: false,
	rules: defaultRules('shamrocks'),
};

/** The settings that are switches, on or off. */
export type SwitchName = 'autoplay' | 'autoComplete' | 'ascii' | 'color' | 'winnableMark' | 'mouse' | 'drawEarly';

export const SWITCH_NAMES: readonly SwitchName[] = [
	'autoplay',
	'autoComplete',
	'ascii',
	'color',
	'winnableMark',
	'mouse',
	'drawEarly',
];

/** The Settings menu's lines: the switches, then the demo's pace. */
export type SettingName = SwitchName | 'demoPace';

export const SETTING_NAMES: readonly SettingName[] = [...SWITCH_NAMES, 'demoPace'];

/** Enter on a setting: a switch goes on or off, the pace goes to the next (round to the slowest). */
export function toggleSetting(settings: Settings, name: SettingName): Settings {
	if (name === 'demoPace')
		return {...settings, demoPace: DEMO_PACES[(DEMO_PACES.indexOf(settings.demoPace) + 1) % DEMO_PACES.length]};
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
		case 'mouse':
			return `Mouse: ${settings.mouse ? 'on (click a card to play it, drag it to move it)' : 'off'}`;
		case 'drawEarly':
			return `Draw early (La Belle Lucie, Trefoil): ${
				settings.drawEarly ? 'on, from the next deal' : 'off (the draw after the last redeal)'
			}`;
		case 'demoPace':
			return `Watching the solver: ${settings.demoPace} move${settings.demoPace === 1 ? '' : 's'} a second`;
	}
}
