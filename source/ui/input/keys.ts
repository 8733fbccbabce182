import {useCallback, useEffect, useRef} from 'react';
import {type Key, useInput, useStdin} from 'ink';
import {type PlayCommand} from '../play/index.js';
import {type Screen} from '../app/use-screen.js';
import {type KeyAction, LETTER_KEYS} from './key-bindings.js';
import {dropUnreadableKeys} from './unreadable-keys.js';

/** What a key asks for on the board: a game action, or something around the game. */
export type BoardKey =
	PlayCommand | {readonly type: 'dealAgain'} | {readonly type: 'open'; readonly screen: Exclude<Screen, 'board'>};

/**
 * The board's key map, and nothing else: what a key does to the game is the reducer's (and the
 * engine's) business. On a won game Enter deals again.
 */
export function boardKey(input: string, key: Key, won: boolean): BoardKey | undefined {
	// Undo and redo as on the desktop: Ctrl+Z, Ctrl+Y; Backspace takes the last move back too.
	if (key.ctrl && input === 'z') return {type: 'undo'};
	if (key.ctrl && input === 'y') return {type: 'redo'};
	if (key.backspace) return {type: 'undo'};
	// Tab and Shift-Tab: the next or previous fan whose card can move.
	if (key.tab) return {type: 'aim', to: key.shift ? 'previousPlayable' : 'nextPlayable'};
	// A fan's number: 7 aims at fan 7, 1 then 4 soon after at fan 14.
	if (/^[0-9]$/.test(input) && !key.ctrl && !key.meta) return {type: 'aimFan', digit: Number(input)};
	if (key.leftArrow) return {type: 'aim', to: 'left'};
	if (key.rightArrow) return {type: 'aim', to: 'right'};
	if (key.home) return {type: 'aim', to: 'first'};
	if (key.end) return {type: 'aim', to: 'last'};
	// Up to the foundation piles and Down back to the fans, where a variant lets a pile's card move.
	if (key.upArrow) return {type: 'aim', to: 'up'};
	if (key.downArrow) return {type: 'aim', to: 'down'};
	if (key.return || input === ' ') return won ? {type: 'dealAgain'} : {type: 'play'};
	if (key.escape) return {type: 'cancel'};
	// A letter's command is the letter's alone: Ctrl+G is no redeal, Ctrl+U no undo (Ctrl+Z is).
	const letter = LETTER_KEYS.get(plainInput(input, key));
	if (letter !== undefined) return asBoardKey(letter) ?? unmappedKey(input, key);
	return unmappedKey(input, key);
}

/**
 * The character typed, or '' when Ctrl or Alt was held with it: Ctrl+K is no k, Ctrl+4 no 4. The
 * keys with Ctrl that the game has (Ctrl+Z, Ctrl+Y, Ctrl+C) are read before this.
 */
export function plainInput(input: string, key: Key): string {
	return key.ctrl || key.meta ? '' : input;
}

/** A letter's action as the board takes it: q is the app's (it quits before the board hears it). */
function asBoardKey(action: KeyAction): BoardKey | undefined {
	if (action.type === 'quit' || action.type === 'aimFan') return undefined;
	return action;
}

/**
 * A key the board has no use for, by name, so that the game can say so rather than seem frozen
 * to a player trying keys. None for q (the app quits on it) and for keys with Ctrl or Alt.
 */
function unmappedKey(input: string, key: Key): BoardKey | undefined {
	if (key.ctrl || key.meta || input === 'q') return undefined;
	const named: Array<[boolean, string]> = [
		[key.pageUp, 'Page Up'],
		[key.pageDown, 'Page Down'],
		[key.delete, 'Delete'],
	];
	const name = named.find(([pressed]) => pressed)?.[1];
	if (name !== undefined) return {type: 'unmappedKey', name};
	// A printable character (DEL is not one; useKeys hands over one character at a time).
	return [...input].length === 1 && input >= ' ' && input !== '\u007F'
		? {type: 'unmappedKey', name: `"${input}"`}
		: undefined;
}

/**
 * The keys that quit: q alone (Ink reads Ctrl+Q, XON, which a terminal may send of itself, as a q
 * with ctrl: no quit) and Ctrl+C.
 */
export function quitKey(input: string, key: Key): 'q' | 'ctrl+c' | undefined {
	if (key.ctrl && input === 'c') return 'ctrl+c';
	return input === 'q' && !key.ctrl && !key.meta ? 'q' : undefined;
}

/**
 * The keys of a list (menu, settings), as ink-select-input has them: Up/Down or k/j move (by), Home
 * and End to the first and last line, Enter picks the highlighted line, a digit picks that line, Esc
 * goes back. Returns the picked index.
 */
export function listKey(
	input: string,
	key: Key,
	selected: number,
	count: number,
): number | {readonly by: number} | 'back' | undefined {
	if (key.escape) return 'back';
	if (key.upArrow) return {by: -1};
	if (key.downArrow) return {by: 1};
	// Home and End: the first and the last line (moves wrap, so each is a move by so many).
	if (key.home) return {by: -selected};
	if (key.end) return {by: count - 1 - selected};
	if (key.return) return selected;
	const typed = plainInput(input, key);
	if (typed === 'k') return {by: -1};
	if (typed === 'j') return {by: 1};
	const digit = /^[1-9]$/.test(typed) ? Number(typed) - 1 : -1;
	return digit >= 0 && digit < count ? digit : undefined;
}

/**
 * A mouse event as the terminal reports it with SGR mouse mode (1006): `button` 0 is the left one;
 * `x` and `y` count the terminal's columns and rows from 0 at its top left.
 */
export interface MouseEvent {
	readonly kind: 'press' | 'move' | 'release' | 'wheel';
	readonly button: number;
	readonly x: number;
	readonly y: number;
}

/**
 * The SGR mouse report, ESC [ < Cb ; Cx ; Cy M (pressed or moved) or m (released), as Ink hands it
 * over without its ESC.
 */
const SGR_MOUSE = /^\u001B?\[<(\d+);(\d+);(\d+)([Mm])$/;

/** The mouse event in a piece of input, or undefined when it is not one. */
export function mouseEvent(input: string): MouseEvent | undefined {
	const found = SGR_MOUSE.exec(input);
	if (found === null) return undefined;
	const code = Number(found[1]);
	const x = Number(found[2]) - 1;
	const y = Number(found[3]) - 1;
	// The low two bits name the button (3: none), 32 says the mouse moved, 64 is the wheel.
	const button = code & 3;
	if ((code & 64) !== 0) return {kind: 'wheel', button, x, y};
	if (found[4] === 'm') return {kind: 'release', button, x, y};
	return {kind: (code & 32) !== 0 ? 'move' : 'press', button, x, y};
}

/**
 * One key listener for a whole component tree, subscribed once. Ink re-subscribes a `useInput`
 * handler whenever its identity changes, and an unsubscription waits for React's passive effects:
 * keys typed in that window reached a screen that was already gone (a second `?` reopened help).
 * Here the listener stays put and calls the latest handler; handlers read the state through
 * eager reducers (use-eager-reducer.ts), so a key meets the screen it was typed on even when keys
 * come faster than renders.
 */
export function useKeys(handler: (input: string, key: Key) => void, onMouse?: (event: MouseEvent) => void): void {
	const latest = useRef(handler);
	latest.current = handler;
	const latestMouse = useRef(onMouse);
	latestMouse.current = onMouse;
	// The bytes of the key Ink is about to hand over: listened to before Ink's own listener (the
	// effect comes first), so that it is the bytes of the very key the handler gets.
	const raw = useRef('');
	// Whether the key Ink is handing over reached the handler below (see dropUnreadableKeys).
	const reached = useRef(false);
	const {internal_eventEmitter: keysIn} = useStdin();
	useEffect(() => {
		const heard = (data: string) => {
			raw.current = data;
		};
		keysIn.on('input', heard);
		const undoGuard = dropUnreadableKeys(keysIn, reached);
		return () => {
			keysIn.off('input', heard);
			undoGuard();
		};
	}, [keysIn]);
	useInput(
		useCallback((input: string, given: Key) => {
			reached.current = true;
			const key = withBackspace(given, raw.current);
			// A mouse report is not keys: it goes to the mouse's handler, or nowhere.
			const mouse = mouseEvent(input);
			if (mouse !== undefined) {
				latestMouse.current?.(mouse);
				return;
			}
			// A sequence no key of the game has: its letters and digits are no keys either.
			if (isUnnamedSequence(raw.current, key)) return;
			// Esc then a key in quick succession reaches us as one Alt+key. Nothing here uses Alt,
			// so it is what the player typed: Esc, then the key.
			if (key.meta && !key.escape) {
				latest.current('', {...key, meta: true, escape: true});
				latest.current(input, {...key, meta: false});
				return;
			}
			for (const [one, itsKey] of keyPresses(input, key)) latest.current(one, itsKey);
		}, []),
	);
}

/**
 * Whether the bytes are an escape sequence that names none of the keys the game reads: a colour
 * code pasted in (ESC [0;1m), a terminal's report (ESC [12;5R, the cursor's place), a function key
 * (ESC O P), the end of a bracketed paste (ESC [201~). Ink hands such a sequence over without its
 * ESC, as an Alt+key, and read as typed keys its digits and letters aimed at fans, picked cards and
 * changed settings. Alt+letter (ESC and one character) is not one: it is Esc, then the key.
 */
export function isUnnamedSequence(raw: string, key: Key): boolean {
	if (!/^\u001B[[O\]P_^]./s.test(raw)) return false;
	const arrow = key.upArrow || key.downArrow || key.leftArrow || key.rightArrow;
	const moves = key.pageUp || key.pageDown || key.home || key.end;
	return !(arrow || moves || key.delete || key.tab || key.return || key.backspace);
}

/**
 * The key as the player pressed it. Ink names DEL (0x7F) Delete, but DEL is what the Backspace
 * key sends on nearly every terminal; the Delete key sends ESC [ 3 ~. So DEL is Backspace here,
 * as `\b` (Ctrl+H, and Backspace on a few terminals) is already.
 */
export function withBackspace(key: Key, raw: string): Key {
	return key.delete && (raw === '\u007F' || raw === '\u001B\u007F') ? {...key, delete: false, backspace: true} : key;
}

/**
 * The key presses in one piece of input. Ink hands over a run of plain characters as one input,
 * as a paste, but keys typed or repeated fast arrive that way too ("uu", Enter Enter as "\r\r"),
 * and a game has no use for pastes: each character is a key, as Ink reads a lone one.
 */
export function keyPresses(input: string, key: Key): Array<[string, Key]> {
	const characters = [...input];
	if (characters.length <= 1) return [[input, key]];
	return characters.map((character) => characterKey(character, key));
}

function characterKey(character: string, base: Key): [string, Key] {
	const key: Key = {...base, return: false, tab: false, backspace: false, delete: false, ctrl: false, shift: false};
	if (character === '\r' || character === '\n') return ['', {...key, return: true}];
	if (character === '\t') return ['', {...key, tab: true}];
	if (character === '\b') return ['', {...key, backspace: true}];
	// DEL: the Backspace key (see withBackspace).
	if (character === '\u007F') return ['', {...key, backspace: true}];
	// Ctrl+letter, as Ink names it: the letter, with ctrl.
	if (character < ' ') return [String.fromCharCode(character.charCodeAt(0) + 96), {...key, ctrl: true}];
	return [character, {...key, shift: /[A-Z]/.test(character)}];
}
