import {describe, expect, it} from 'vitest';
import {type ScreenAction, type ScreenState, reduceScreen} from '../../source/ui/use-screen.js';

const BOARD: ScreenState = {screen: 'board', helpTop: 0, selected: 0};

function run(...actions: ScreenAction[]): ScreenState {
	return actions.reduce(reduceScreen, BOARD);
}

describe('the screen reducer', () => {
	it('moves the highlight to a line picked by its digit', () => {
		expect(run({type: 'open', screen: 'settings'}, {type: 'highlight', line: 2}).selected).toBe(2);
	});
});
