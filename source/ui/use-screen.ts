import {useReducer} from 'react';

/** Which screen is up: the board, or one of the panels drawn over it. */
export type Screen = 'board' | 'menu' | 'settings' | 'help';

export type ScreenAction = {readonly type: 'open'; readonly screen: Exclude<Screen, 'board'>} | {readonly type: 'back'};

export function reduceScreen(_screen: Screen, action: ScreenAction): Screen {
	return action.type === 'open' ? action.screen : 'board';
}

export function useScreen() {
	return useReducer(reduceScreen, 'board');
}
