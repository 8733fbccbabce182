import {useRef} from 'react';
import {type Key} from 'ink';
import {type ClickGuard, NO_GUARD, pressed, screened} from './click-guard.js';
import {type DealRules} from '../../engine/index.js';
import {type SettingName, type Settings} from '../../io/settings.js';
import {dealChoices} from '../menu/deal-menu.js';
import {type MouseEvent, boardKey, listKey, plainInput, quitKey, useKeys} from '../input/keys.js';
import {LIST_TOP} from '../menu/choice-list.js';
import {boardSpotAt} from '../board/play-view.js';
import {type MenuChoice, menuChoices, menuListTop, menuWindow} from '../menu/menu.js';
import {settingsChoices, settingsListTop} from '../menu/settings-menu.js';
import {statsChoices} from '../stats/stats-screen.js';
import {type PlayControls} from '../play/use-play.js';
import {position} from '../play/index.js';
import {type ScreenAction, type ScreenState} from './use-screen.js';
import {type FormTargets, clickSave, formKeys} from './form-keys.js';
import {takesText} from '../menu/form.js';

/** What the keys of a session can reach; every handler acts on the state as it is now. */
export interface SessionKeyTargets {
	/** False while the terminal is too small: the board is hidden and only q (the App's) works. */
	readonly active: boolean;
	readonly screen: () => ScreenState;
	readonly go: (action: ScreenAction) => void;
	readonly play: PlayControls;
	readonly choose: (choice: MenuChoice) => void;
	/** A line of the New deal list chosen: a deal under those rules, or the Deal number field. */
	readonly chooseDeal: (rules: DealRules | 'number', line: number) => void;
	readonly toggle: (name: SettingName) => void;
	readonly settings: Settings;
	/** The last first line the help can scroll to in this terminal. */
	readonly helpLast: number;
	/** The terminal's rows and columns: where the board's places are on the screen (compact or roomy). */
	readonly rows: number;
	/** Deal number, Save this game, Open a saved game. */
	readonly forms: FormTargets;
	readonly columns?: number;
}

/** The session's input hook: it routes each key to the screen it was typed on, and decides nothing else. */
export function useSessionKeys(targets: SessionKeyTargets): void {
	const guard = useRef<ClickGuard>(NO_GUARD);
	useKeys(
		(input, key) => {
			// A key between two clicks: the second is the player's own.
			guard.current = NO_GUARD;
			const screen = targets.screen();
			// q quits from any screen, the terminal too small included, but types a q in a field;
			// Ctrl+C quits from all (alone, Ink's own exit has it first).
			const quit = quitKey(input, key);
			if (quit === 'ctrl+c' || (quit === 'q' && !takesText(screen.screen))) return targets.choose('quit');
			if (!targets.active) return;
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
				case 'number':
				case 'save':
				case 'open':
					return formKeys(input, key, targets.forms);
			}
		},
		(event) => {
			if (!targets.active || !targets.settings.mouse) return;
			const {passes, guard: next} = screened(guard.current, event);
			guard.current = next;
			if (!passes) return;
			const before = targets.screen().screen;
			mouse(event, targets);
			guard.current = pressed(guard.current, event, targets.screen().screen !== before);
		},
	);
}

/**
 * The mouse, as its keys would have it: on the board, a press, a move with the button down and
 * a release (the reducer makes a click or a drag of them); on a list, a click on a line picks it,
 * as its digit does. Only the left button counts; the wheel scrolls the help, and does nothing else.
 */
function mouse(event: MouseEvent, targets: SessionKeyTargets): void {
	if (event.kind === 'wheel' && targets.screen().screen === 'help')
		return targets.go({type: 'scroll', by: event.button === 0 ? -3 : 3, last: targets.helpLast});
	if (event.kind === 'wheel' || (event.kind === 'press' && event.button !== 0)) return;
	const screen = targets.screen();
	const {play} = targets;
	if (screen.screen === 'board') {
		const state = play.latest();
		// A won game has no cards to click: Enter deals again.
		if (state.won) return;
		if (state.demo !== undefined) {
			if (event.kind === 'press') play.dispatch({type: 'stopDemo'});
			return;
		}
		const spot = boardSpotAt(state, targets.rows, event.x, event.y, targets.columns);
		if (event.kind === 'press') {
			if (spot !== undefined) play.dispatch({type: 'press', spot});
		} else if (state.pointer !== undefined) play.dispatch({type: event.kind === 'move' ? 'drag' : 'release', spot});
		return;
	}
	if (event.kind !== 'press' || screen.screen === 'help' || screen.screen === 'stats') return;
	if (screen.screen === 'open') return clickSave(event.y, targets.forms);
	// The fields take keys only.
	if (screen.screen === 'number' || screen.screen === 'save') return;
	// A list's line, as if its digit were typed (the menu's starts higher in a short terminal).
	const choices = menuChoices(position(play.latest()));
	const settings = settingsChoices(targets.settings).length;
	const top =
		screen.screen === 'menu'
			? menuListTop(targets.rows, choices.length)
			: screen.screen === 'settings'
				? settingsListTop(targets.rows, settings)
				: LIST_TOP;
	const line = event.y - top;
	if (line < 0) return;
	if (screen.screen === 'menu') {
		// The line drawn there: a short terminal shows the menu scrolled.
		const {first, size} = menuWindow(targets.rows, choices.length, screen.selected);
		menuPicked(line < size ? first + line : undefined, targets);
	} else if (screen.screen === 'deal')
		dealPicked(line < dealChoices(play.latest().deal.rules).length ? line : undefined, targets);
	else settingsPicked(line < settings ? line : undefined, targets);
}

function boardKeys(input: string, key: Key, {play, go}: SessionKeyTargets): void {
	// Watching the solver: any key gives the game back, and does nothing else.
	if (play.latest().demo !== undefined) return play.dispatch({type: 'stopDemo'});
	const command = boardKey(input, key, play.latest().won);
	if (command === undefined) return;
	if (command.type === 'dealAgain') play.askDeal('random');
	else if (command.type === 'open') go(command);
	else play.dispatch(command);
}

/** Help: Up/Down (k/j) a line, Page Up/Down (Space) a page, Home/End to its ends; Esc or ? back. */
function helpKeys(input: string, key: Key, {go, helpLast, rows}: SessionKeyTargets): void {
	if (key.escape || input === '?') return go({type: 'back'});
	// A page: the help's rows, less its title and key lines.
	const by = helpScroll(plainInput(input, key), key, Math.max(1, rows - 4), helpLast);
	if (by !== 0) go({type: 'scroll', by, last: helpLast});
}

/** How far a key scrolls the help, in lines (0: it does not). */
function helpScroll(letter: string, key: Key, page: number, last: number): number {
	if (key.upArrow || letter === 'k') return -1;
	if (key.downArrow || letter === 'j') return 1;
	if (key.pageUp) return -page;
	if (key.pageDown || letter === ' ') return page;
	if (key.home) return -last;
	return key.end ? last : 0;
}

type Picked = ReturnType<typeof listKey>;

function menuKeys(input: string, key: Key, selected: number, targets: SessionKeyTargets): void {
	const count = menuChoices(position(targets.play.latest())).length;
	const picked = listKey(input, key, selected, count);
	if (typeof picked === 'object') targets.go({type: 'select', by: picked.by, count});
	else menuPicked(picked, targets);
}

function menuPicked(picked: Exclude<Picked, {by: number}>, {go, choose, play}: SessionKeyTargets): void {
	if (picked === 'back') go({type: 'back'});
	else if (picked !== undefined) choose(menuChoices(position(play.latest()))[picked].value);
}

function dealKeys(input: string, key: Key, selected: number, targets: SessionKeyTargets): void {
	const count = dealChoices(targets.play.latest().deal.rules).length;
	const picked = listKey(input, key, selected, count);
	if (typeof picked === 'object') targets.go({type: 'select', by: picked.by, count});
	else dealPicked(picked, targets);
}

/** The Statistics screen: Left/Right (or Up/Down) go through the games of the family; Esc, Enter or Space go back. */
function statsKeys(input: string, key: Key, {go}: SessionKeyTargets): void {
	const count = statsChoices().length;
	if (key.escape || key.return || input === ' ') go({type: 'back'});
	else if (key.leftArrow || key.upArrow) go({type: 'select', by: -1, count});
	else if (key.rightArrow || key.downArrow) go({type: 'select', by: 1, count});
}

function dealPicked(picked: Exclude<Picked, {by: number}>, {go, chooseDeal, play}: SessionKeyTargets): void {
	if (picked === 'back') go({type: 'back'});
	else if (picked !== undefined) chooseDeal(dealChoices(play.latest().deal.rules)[picked].value, picked);
}

function settingsKeys(input: string, key: Key, selected: number, targets: SessionKeyTargets): void {
	const count = settingsChoices(targets.settings).length;
	const picked = listKey(input, key, selected, count);
	if (typeof picked === 'object') targets.go({type: 'select', by: picked.by, count});
	else settingsPicked(picked, targets);
}

function settingsPicked(picked: Exclude<Picked, {by: number}>, {go, toggle, settings}: SessionKeyTargets): void {
	if (picked === 'back') return go({type: 'back'});
	if (picked === undefined) return;
	const value = settingsChoices(settings)[picked].value;
	if (value === 'back') return go({type: 'back'});
	// Enter picks the highlighted line; a digit (or a click) picks its own, and the highlight follows it.
	go({type: 'highlight', line: picked});
	toggle(value);
}
