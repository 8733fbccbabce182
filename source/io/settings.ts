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
	/**
	 * The house rule that allows the draw before the last redeal (La Belle Lucie, Trefoil; some
	 * collections allow it, against the traditional rule). A deal takes it when it is dealt: a
	 * change applies from the next deal.
	 */
	readonly drawEarly: boolean;
	/** The rules a new deal is dealt under: the last ones chosen in the menu's New deal. */
	readonly rules: DealRules;
}

export const DEFAULT_SETTINGS: Settings = {autoplay: true, autoComplete: true, ascii: false, color: true, drawEarly: false, rules: defaultRules('shamrocks')};

/** The settings that are switches, on or off (the Settings menu's lines). */
export type SettingName = 'autoplay' | 'autoComplete' | 'ascii' | 'color' | 'drawEarly';

export const SETTING_NAMES: readonly SettingName[] = ['autoplay', 'autoComplete', 'ascii', 'color', 'drawEarly'];

export function toggleSetting(settings: Settings, name: SettingName): Settings {
	return {...settings, [name]: !settings[name]};
}

/** The menu line of a setting: what it is and its current choice. */
export function describeSetting(settings: Settings, name: SettingName): string {
	switch (name) {
		case 'autoplay':
			return `Autoplay: ${settings.autoplay ? 'on (Enter plays the aimed card)' : 'off (move cards with m and Enter)'}`;
		case 'autoComplete':
			return `Auto complete: ${settings.autoComplete ? 'on' : 'off'}`;
		case 'ascii':
			return `Card glyphs: ${settings.ascii ? 'letters (9S, TH)' : 'suit symbols (9♠, 10♥)'}`;
		case 'color':
			return `Colour: ${settings.color ? 'on' : 'off'}`;
		case 'drawEarly':
			return `Draw early (La Belle Lucie, Trefoil): ${settings.drawEarly ? 'on, from the next deal' : 'off (the draw after the last redeal)'}`;
	}
}
