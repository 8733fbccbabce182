import {describe, expect, it} from 'vitest';
import {inkKey as key} from './ink-key.js';
import {
	boardKey,
	isUnnamedSequence,
	keyPresses,
	listKey,
	mouseEvent,
	withBackspace,
} from '../../../source/ui/input/keys.js';

describe('the board keys', () => {
	it('map arrows, Home and End to the aim, and Enter and Space to a click', () => {
		expect(boardKey('', key({leftArrow: true}), false)).toEqual({type: 'aim', to: 'left'});
		expect(boardKey('', key({rightArrow: true}), false)).toEqual({type: 'aim', to: 'right'});
		expect(boardKey('', key({home: true}), false)).toEqual({type: 'aim', to: 'first'});
		expect(boardKey('', key({end: true}), false)).toEqual({type: 'aim', to: 'last'});
		expect(boardKey('', key({upArrow: true}), false)).toEqual({type: 'aim', to: 'up'});
		expect(boardKey('', key({downArrow: true}), false)).toEqual({type: 'aim', to: 'down'});
		expect(boardKey('', key({return: true}), false)).toEqual({type: 'play'});
		expect(boardKey(' ', key(), false)).toEqual({type: 'play'});
	});

	it('map digits to a fan by its number, Tab and Shift-Tab to the next and previous fan that can move, w to the demo', () => {
		expect(boardKey('7', key(), false)).toEqual({type: 'aimFan', digit: 7});
		expect(boardKey('0', key(), false)).toEqual({type: 'aimFan', digit: 0});
		expect(boardKey('', key({tab: true}), false)).toEqual({type: 'aim', to: 'nextPlayable'});
		expect(boardKey('', key({tab: true, shift: true}), false)).toEqual({type: 'aim', to: 'previousPlayable'});
		expect(boardKey('w', key(), false)).toEqual({type: 'watch'});
	});

	it('deal again with Enter on a won game', () => {
		expect(boardKey('', key({return: true}), true)).toEqual({type: 'dealAgain'});
	});

	it('map the letters of the legend, and Esc', () => {
		const letters = {m: 'pick', f: 'dropHome', h: 'hint', u: 'undo', b: 'rewind', r: 'redo'} as const;
		for (const [letter, type] of Object.entries(letters)) expect(boardKey(letter, key(), false)).toEqual({type});
		expect(boardKey('', key({escape: true}), false)).toEqual({type: 'cancel'});
		expect(boardKey('n', key(), false)).toEqual({type: 'open', screen: 'menu'});
		expect(boardKey('s', key(), false)).toEqual({type: 'open', screen: 'settings'});
		expect(boardKey('?', key(), false)).toEqual({type: 'open', screen: 'help'});
	});

	it('undo with Ctrl+Z and Backspace, and redo with Ctrl+Y, as on the desktop', () => {
		expect(boardKey('z', key({ctrl: true}), false)).toEqual({type: 'undo'});
		expect(boardKey('', key({backspace: true}), false)).toEqual({type: 'undo'});
		expect(boardKey('y', key({ctrl: true}), false)).toEqual({type: 'redo'});
	});

	it("give a letter's command to the letter alone, not to Ctrl with it", () => {
		// Ctrl+G would redeal, Ctrl+U undo, Ctrl+N open the menu: none of them is a key of the game.
		for (const letter of ['g', 'u', 'n', 'w', 's', 'h', 'm', 'f', 'd', 'r', 'b'])
			expect(boardKey(letter, key({ctrl: true}), false), `Ctrl+${letter}`).toBeUndefined();
	});

	it('read DEL as the Backspace key that sends it, and the Delete key as Delete', () => {
		expect(withBackspace(key({delete: true}), '\u007F')).toMatchObject({backspace: true, delete: false});
		expect(withBackspace(key({delete: true}), '\u001B[3~')).toMatchObject({backspace: false, delete: true});
		const [[, held]] = keyPresses('\u007F\u007F', key());
		expect(held.backspace).toBe(true);
	});

	it('name any other key, so the game can say which keys work; none for q and Ctrl or Alt keys', () => {
		expect(boardKey('x', key(), false)).toEqual({type: 'unmappedKey', name: '"x"'});
		expect(boardKey('', key({delete: true}), false)).toEqual({type: 'unmappedKey', name: 'Delete'});
		expect(boardKey('', key({pageUp: true}), false)).toEqual({type: 'unmappedKey', name: 'Page Up'});
		expect(boardKey('q', key(), false)).toBeUndefined();
		expect(boardKey('c', key({ctrl: true}), false)).toBeUndefined();
		expect(boardKey('\u007F', key(), false)).toBeUndefined();
	});
});

describe('escape sequences', () => {
	it('are no keys where they name none the game reads', () => {
		expect(isUnnamedSequence('\u001B[0;1m', key({meta: true}))).toBe(true);
		expect(isUnnamedSequence('\u001B[201~', key())).toBe(true);
		expect(isUnnamedSequence('\u001BOP', key())).toBe(true);
		// Named keys: arrows (with Ctrl too), Shift-Tab, Delete, Page Down, Home.
		expect(isUnnamedSequence('\u001B[A', key({upArrow: true}))).toBe(false);
		expect(isUnnamedSequence('\u001B[1;5C', key({rightArrow: true, ctrl: true}))).toBe(false);
		expect(isUnnamedSequence('\u001B[Z', key({tab: true, shift: true}))).toBe(false);
		expect(isUnnamedSequence('\u001B[3~', key({delete: true}))).toBe(false);
		expect(isUnnamedSequence('\u001B[6~', key({pageDown: true}))).toBe(false);
		expect(isUnnamedSequence('\u001BOH', key({home: true}))).toBe(false);
		// Esc, and Alt+key (Esc then the key), are keys.
		expect(isUnnamedSequence('\u001B', key({escape: true}))).toBe(false);
		expect(isUnnamedSequence('\u001Bq', key({meta: true}))).toBe(false);
		expect(isUnnamedSequence('\u001B[', key({meta: true}))).toBe(false);
	});
});

describe('the keys of a run of characters', () => {
	it('are each a key, as key repeat and fast typing send them', () => {
		expect(keyPresses('ur', key()).map(([input]) => input)).toEqual(['u', 'r']);
		const enters = keyPresses('\r\r', key({return: true}));
		expect(enters).toHaveLength(2);
		expect(enters.every(([input, each]) => input === '' && each.return)).toBe(true);
		const [[, tab], [letter, upper], [ctrl, withCtrl]] = keyPresses('\tQ\u0003', key());
		expect(tab.tab).toBe(true);
		expect([letter, upper.shift]).toEqual(['Q', true]);
		expect([ctrl, withCtrl.ctrl]).toEqual(['c', true]);
	});

	it('leave a single key as Ink read it', () => {
		const escape = key({escape: true});
		expect(keyPresses('', escape)).toEqual([['', escape]]);
	});
});

describe('the keys of a list', () => {
	it('move with Up/Down or k/j, pick with Enter or a digit, and go back with Esc', () => {
		expect(listKey('', key({upArrow: true}), 2, 5)).toEqual({by: -1});
		expect(listKey('j', key(), 2, 5)).toEqual({by: 1});
		expect(listKey('', key({return: true}), 2, 5)).toBe(2);
		expect(listKey('4', key(), 0, 5)).toBe(3);
		expect(listKey('6', key(), 0, 5)).toBeUndefined();
		expect(listKey('', key({escape: true}), 0, 5)).toBe('back');
	});

	it('go to the first and the last line with Home and End', () => {
		expect(listKey('', key({home: true}), 3, 5)).toEqual({by: -3});
		expect(listKey('', key({end: true}), 1, 5)).toEqual({by: 3});
	});

	it('leave k, j and digits with Ctrl to other keys', () => {
		expect(listKey('k', key({ctrl: true}), 2, 5)).toBeUndefined();
		expect(listKey('j', key({ctrl: true}), 2, 5)).toBeUndefined();
		expect(listKey('4', key({ctrl: true}), 0, 5)).toBeUndefined();
		expect(listKey('', key({upArrow: true, ctrl: true}), 2, 5)).toEqual({by: -1});
	});
});

describe('the mouse reports of a terminal (SGR, mode 1006)', () => {
	it('are a press, a move with the button down, and a release, at cells counted from 0', () => {
		// As Ink hands them over: without their ESC.
		expect(mouseEvent('[<0;10;5M')).toEqual({kind: 'press', button: 0, x: 9, y: 4});
		expect(mouseEvent('[<32;11;5M')).toEqual({kind: 'move', button: 0, x: 10, y: 4});
		expect(mouseEvent('[<0;11;5m')).toEqual({kind: 'release', button: 0, x: 10, y: 4});
		expect(mouseEvent('\u001B[<2;1;1M')).toEqual({kind: 'press', button: 2, x: 0, y: 0});
		expect(mouseEvent('[<64;3;3M')).toMatchObject({kind: 'wheel'});
	});

	it('are not keys', () => {
		expect(mouseEvent('h')).toBeUndefined();
		expect(mouseEvent('[A')).toBeUndefined();
	});
});
