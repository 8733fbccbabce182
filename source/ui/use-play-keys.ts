import {useInput} from 'ink';
import {type PlayControls} from './use-play.js';
import {type Screen} from './use-screen.js';

export interface PlayKeyHandlers {
	readonly open: (screen: Exclude<Screen, 'board'>) => void;
}

/**
 * The board's keys. It only maps keys to actions: what a key does to the game is the reducer's
 * (and the engine's) business. On a won game Enter deals again.
 */
export function usePlayKeys({state, dispatch, askHint, askDeal}: PlayControls, {open}: PlayKeyHandlers, isActive: boolean): void {
	useInput(
		(input, key) => {
			if (key.leftArrow) dispatch({type: 'aim', to: 'left'});
			else if (key.rightArrow) dispatch({type: 'aim', to: 'right'});
			else if (key.home) dispatch({type: 'aim', to: 'first'});
			else if (key.end) dispatch({type: 'aim', to: 'last'});
			else if (key.return || input === ' ') {
				if (state.wonAt === undefined) dispatch({type: 'play'});
				else askDeal('random');
			} else if (key.escape) dispatch({type: 'cancel'});
			else if (input === 'm') dispatch({type: 'pick'});
			else if (input === 'f') dispatch({type: 'dropHome'});
			else if (input === 'h') askHint();
			else if (input === 'u') dispatch({type: 'undo'});
			else if (input === 'r') dispatch({type: 'redo'});
			else if (input === 'n') open('menu');
			else if (input === 's') open('settings');
			else if (input === '?') open('help');
		},
		{isActive},
	);
}
