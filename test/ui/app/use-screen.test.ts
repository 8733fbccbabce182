import {describe, expect, it} from 'vitest';
import {type ScreenAction, type ScreenState, reduceScreen} from '../../../source/ui/app/use-screen.js';

const BOARD: ScreenState = {screen: 'board', helpTop: 0, selected: 0};

function run(...actions: ScreenAction[]): ScreenState {
	return actions.reduce(reduceScreen, BOARD);
}

describe('the screen reducer', () => {
	it('opens a panel on its first line, or the line asked for, and goes back to the board', () => {
		expect(run({type: 'open', screen: 'menu'})).toEqual({screen: 'menu', helpTop: 0, selected: 0});
		expect(run({type: 'open', screen: 'deal', selected: 1}).selected).toBe(1);
		expect(run({type: 'open', screen: 'menu'}, {type: 'back'})).toEqual(BOARD);
	});

	it('moves the highlight up and down, wrapping round the list', () => {
		const menu = run({type: 'open', screen: 'menu'});
		expect(reduceScreen(menu, {type: 'select', by: -1, count: 7}).selected).toBe(6);
		expect(
			run({type: 'open', screen: 'menu'}, {type: 'select', by: 1, count: 7}, {type: 'select', by: 1, count: 7})
				.selected,
		).toBe(2);
	});

	it('moves the highlight to a line picked by its digit', () => {
		expect(run({type: 'open', screen: 'settings'}, {type: 'highlight', line: 2}).selected).toBe(2);
	});

	it('keeps a question about ending the game on its line, and drops it when the highlight moves', () => {
		const asked = run({type: 'open', screen: 'menu'}, {type: 'confirm', choice: 'winnable', line: 1});
		expect(asked).toMatchObject({selected: 1, confirm: 'winnable'});
		expect(reduceScreen(asked, {type: 'select', by: 1, count: 7}).confirm).toBeUndefined();
		expect(reduceScreen(asked, {type: 'back'}).confirm).toBeUndefined();
	});

	it('scrolls the help within its first and last top line', () => {
		const help = run({type: 'open', screen: 'help'});
		expect(reduceScreen(help, {type: 'scroll', by: -1, last: 5}).helpTop).toBe(0);
		const down = Array.from({length: 12}, () => ({type: 'scroll', by: 1, last: 5}) as const);
		expect(run({type: 'open', screen: 'help'}, ...down).helpTop).toBe(5);
	});
});
