import {type Key} from 'ink';
import {type DealRules} from '../engine/index.js';
import {type SettingName, type Settings} from '../io/settings.js';
import {dealChoices} from './deal-menu.js';
import {boardKey, listKey, useKeys} from './keys.js';
import {type MenuChoice, menuChoices} from './menu.js';
import {settingsChoices} from './settings-menu.js';
import {statsChoices} from './stats-screen.js';
import {type PlayControls} from './use-play.js';
import {position} from './play-state.js';
import {type ScreenAction, type ScreenState} from './use-screen.js';

/** What the keys of a session can reach; every handler acts on the state as it is now. */
export interface SessionKeyTargets {
	/** False while the terminal is too small: the board is hidden and only q (the App's) works. */
	readonly active: boolean;
	readonly screen: () => ScreenState;
	readonly go: (action: ScreenAction) => void;
	readonly play: PlayControls;
	readonly choose: (choice: MenuChoice) => void;
	/** A line of the New deal list chosen: a deal under those rules. */
	readonly chooseDeal: (rules: DealRules, line: number) => void;
	readonly toggle: (name: SettingName) => void;
	readonly settings: Settings;
	/** The last first line the help can scroll to in this terminal. */
	readonly helpLast: number;
}

/** The session's input hook: it routes each key to the screen it was typed on, and decides nothing else. */
export function useSessionKeys(targets: SessionKeyTargets): void {
	useKeys((input, key) => {
		if (!targets.active) return;
		const screen = targets.screen();
		switch (screen.screen) {
			case 'board':
				return boardKeys(input, key, targets);
			case 'help':
				return helpKeys(input, key, targets);
			case 'menu':
				return menuKeys(input, key, screen.selected, targets);
			case 'deal':
				return dealKeys(input, key, screen.selected, targets);
			case 'settings':
				return settingsKeys(input, key, screen.selected, targets);
			case 'stats':
				return statsKeys(input, key, targets);
		}
	});
}

function boardKeys(input: string, key: Key, {play, go}: SessionKeyTargets): void {
	const command = boardKey(input, key, play.latest().won);
	if (command === undefined) return;
	if (command.type === 'dealAgain') play.askDeal('random');
	else if (command.type === 'open') go(command);
	else play.dispatch(command);
}

function helpKeys(input: string, key: Key, {go, helpLast}: SessionKeyTargets): void {
	if (key.escape || input === '?') go({type: 'back'});
	else if (key.upArrow || key.downArrow) go({type: 'scroll', by: key.upArrow ? -1 : 1, last: helpLast});
}

function menuKeys(input: string, key: Key, selected: number, {go, choose, play}: SessionKeyTargets): void {
	const choices = menuChoices(position(play.latest()));
	const picked = listKey(input, key, selected, choices.length);
	if (picked === 'back') go({type: 'back'});
	else if (typeof picked === 'object') go({type: 'select', by: picked.by, count: choices.length});
	else if (picked !== undefined) choose(choices[picked].value);
}

function dealKeys(input: string, key: Key, selected: number, {go, chooseDeal, play}: SessionKeyTargets): void {
	const choices = dealChoices(play.latest().deal.rules);
	const picked = listKey(input, key, selected, choices.length);
	if (picked === 'back') go({type: 'back'});
	else if (typeof picked === 'object') go({type: 'select', by: picked.by, count: choices.length});
	else if (picked !== undefined) chooseDeal(choices[picked].value, picked);
}

/** The Statistics screen: Left/Right (or Up/Down) go through the games of the family; Esc, Enter or Space go back. */
function statsKeys(input: string, key: Key, {go}: SessionKeyTargets): void {
	const count = statsChoices().length;
	if (key.escape || key.return || input === ' ') go({type: 'back'});
	else if (key.leftArrow || key.upArrow) go({type: 'select', by: -1, count});
	else if (key.rightArrow || key.downArrow) go({type: 'select', by: 1, count});
}

function settingsKeys(input: string, key: Key, selected: number, {go, toggle, settings}: SessionKeyTargets): void {
	const choices = settingsChoices(settings);
	const picked = listKey(input, key, selected, choices.length);
	if (picked === 'back') go({type: 'back'});
	else if (typeof picked === 'object') go({type: 'select', by: picked.by, count: choices.length});
	else if (picked !== undefined) {
		const value = choices[picked].value;
		if (value === 'back') return go({type: 'back'});
		// Enter picks the highlighted line; a digit picks its own, and the highlight follows it.
		go({type: 'highlight', line: picked});
		toggle(value);
	}
}
