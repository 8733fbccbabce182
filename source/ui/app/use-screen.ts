import {type MenuChoice} from '../menu/menu.js';
import {type Form, type FormAction, reduceForm} from '../menu/form.js';
import {useEagerReducer} from './use-eager-reducer.js';

/**
 * Which screen is up: the board, or one of the panels drawn in its place (`deal`: the menu's New deal;
 * `stats`: its Statistics).
 */
export type Screen = 'board' | 'menu' | 'deal' | 'settings' | 'help' | 'stats' | 'number' | 'save' | 'open';

export interface ScreenState {
	readonly screen: Screen;
	/** The first help line shown, when the help is taller than the terminal. */
	readonly helpTop: number;
	/** The highlighted line of the menu or the settings; on the Statistics screen, the game of the family shown. */
	readonly selected: number;
	/** A menu choice that would end the game in progress, waiting for the player to choose it again. */
	readonly confirm?: MenuChoice;
	/** Deal number, Save this game, Open a saved game: what is typed, said and listed there (form.ts). */
	readonly form?: Form;
}

export type ScreenAction =
	/** Opens a screen, its list highlighting line `selected` (default the first). */
	| {
			readonly type: 'open';
			readonly screen: Exclude<Screen, 'board'>;
			readonly selected?: number;
			readonly form?: Form;
	  }
	/** A change of the form on screen. */
	| {readonly type: 'form'; readonly action: FormAction}
	| {readonly type: 'back'}
	| {readonly type: 'scroll'; readonly by: number; readonly last: number}
	/** Up/Down in a list of `count` lines, wrapping round as ink-select-input does. */
	| {readonly type: 'select'; readonly by: number; readonly count: number}
	/** A line picked by its digit: the highlight goes there. */
	| {readonly type: 'highlight'; readonly line: number}
	/** Asks to choose again a menu choice that would end the game in progress. */
	| {readonly type: 'confirm'; readonly choice: MenuChoice; readonly line: number};

const BOARD: ScreenState = {screen: 'board', helpTop: 0, selected: 0};

export function reduceScreen(state: ScreenState, action: ScreenAction): ScreenState {
	switch (action.type) {
		case 'open':
			return {
				...BOARD,
				screen: action.screen,
				selected: action.selected ?? 0,
				...(action.form === undefined ? {} : {form: action.form}),
			};
		case 'form':
			return state.form === undefined ? state : {...state, form: reduceForm(state.form, action.action)};
		case 'back':
			return BOARD;
		case 'scroll':
			return {...state, helpTop: Math.max(0, Math.min(action.last, state.helpTop + action.by))};
		case 'select':
			// Moving off the choice asked about drops the question.
			return {...state, selected: (state.selected + action.by + action.count) % action.count, confirm: undefined};
		case 'highlight':
			return {...state, selected: action.line, confirm: undefined};
		case 'confirm':
			return {...state, selected: action.line, confirm: action.choice};
	}
}

export function useScreen() {
	return useEagerReducer(reduceScreen, () => BOARD);
}
