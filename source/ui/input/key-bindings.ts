import {type Key} from 'ink';
import {type AimDirection} from '../play/index.js';
import {type Screen} from '../app/use-screen.js';

/**
 * The board's keys, in one table: the key map (keys.ts) reads its letters from here, and a test
 * (test/ui/key-bindings.test.ts) holds the key map, the help screen, the legend, `--help` and the
 * README's key table to it, so that none of them can name a key the others do not, or forget one.
 */
export type KeyAction =
	| {readonly type: 'aim'; readonly to: AimDirection}
	| {readonly type: 'aimFan'}
	| {readonly type: 'play' | 'pick' | 'dropHome' | 'cancel' | 'undo' | 'rewind' | 'redo' | 'redeal' | 'draw'}
	| {readonly type: 'hint' | 'watch'}
	| {readonly type: 'open'; readonly screen: Exclude<Screen, 'board'>}
	/** The app's own keys, before the board sees them. */
	| {readonly type: 'quit'};

export interface KeyBinding {
	/** The key as help and the README name it. */
	readonly name: string;
	/** How a terminal hands it over, as Ink reads it: the input, and its flags. */
	readonly input: string;
	readonly key?: Partial<Key>;
	readonly action: KeyAction;
	/** How the help screen (in ASCII) and the README's table spell it, where that differs from `name`. */
	readonly help?: string;
	readonly readme?: string;
	/** Named in the one paragraph of keys in `--help` (the keys a newcomer needs first). */
	readonly brief?: true;
}

const aim = (to: AimDirection): KeyAction => ({type: 'aim', to});

/** Every key the board knows; each letter key acts on the board only through this table. */
export const KEY_BINDINGS: readonly KeyBinding[] = [
	{name: 'Left', input: '', key: {leftArrow: true}, action: aim('left'), help: '<-', brief: true},
	{name: 'Right', input: '', key: {rightArrow: true}, action: aim('right'), help: '->'},
	{name: 'Home', input: '', key: {home: true}, action: aim('first')},
	{name: 'End', input: '', key: {end: true}, action: aim('last')},
	{name: 'Up', input: '', key: {upArrow: true}, action: aim('up')},
	{name: 'Down', input: '', key: {downArrow: true}, action: aim('down')},
	{name: 'Tab', input: '', key: {tab: true}, action: aim('nextPlayable'), brief: true},
	{name: 'Shift-Tab', input: '', key: {tab: true, shift: true}, action: aim('previousPlayable')},
	{name: '1 to 9, 0', input: '7', action: {type: 'aimFan'}, readme: '1 to 9, 0', brief: true},
	{name: 'Enter', input: '', key: {return: true}, action: {type: 'play'}, brief: true},
	{name: 'Space', input: ' ', action: {type: 'play'}},
	{name: 'Esc', input: '', key: {escape: true}, action: {type: 'cancel'}},
	{name: 'm', input: 'm', action: {type: 'pick'}, brief: true},
	{name: 'f', input: 'f', action: {type: 'dropHome'}},
	{name: 'h', input: 'h', action: {type: 'hint'}, brief: true},
	{name: 'w', input: 'w', action: {type: 'watch'}, brief: true},
	{name: 'u', input: 'u', action: {type: 'undo'}, brief: true},
	{name: 'r', input: 'r', action: {type: 'redo'}, brief: true},
	{name: 'b', input: 'b', action: {type: 'rewind'}},
	{name: 'Ctrl+Z', input: 'z', key: {ctrl: true}, action: {type: 'undo'}},
	{name: 'Ctrl+Y', input: 'y', key: {ctrl: true}, action: {type: 'redo'}},
	{name: 'Backspace', input: '', key: {backspace: true}, action: {type: 'undo'}},
	{name: 'g', input: 'g', action: {type: 'redeal'}, brief: true},
	{name: 'd', input: 'd', action: {type: 'draw'}, brief: true},
	{name: 'n', input: 'n', action: {type: 'open', screen: 'menu'}, brief: true},
	{name: 's', input: 's', action: {type: 'open', screen: 'settings'}},
	{name: '?', input: '?', action: {type: 'open', screen: 'help'}, brief: true},
	{name: 'q', input: 'q', action: {type: 'quit'}, brief: true},
	{name: 'Ctrl+C', input: 'c', key: {ctrl: true}, action: {type: 'quit'}},
];

/** The letter (and sign) keys of the board, plain, by the character typed. */
export const LETTER_KEYS: ReadonlyMap<string, KeyAction> = new Map(
	KEY_BINDINGS.filter(({input, key}) => key === undefined && /^[a-z?]$/.test(input)).map(
		({input, action}) => [input, action] as const,
	),
);
