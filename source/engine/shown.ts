/**
 * Text from outside the program (a path, a flag's value, a line of a file, a saved title) as it
 * may be put on a terminal: every character that would act instead of being seen is written as an
 * escape. ESC and the other C0 and C1 controls would let a file name set the window's title,
 * colour the screen or move the cursor; DEL and the bidirectional overrides and isolates would
 * reorder or hide what is shown. Backslashes stay as they are (Windows paths).
 */

/** C0 and C1 controls, DEL, the Arabic letter mark, left-to-right and right-to-left marks and
 * overrides, the line and paragraph separators, and the bidirectional isolates. */
const ACTING = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028-\u202E\u2066-\u2069]/g;

const NAMED: Readonly<Record<string, string>> = {'\t': '\\t', '\n': '\\n', '\r': '\\r', '\u001B': '\\e'};

function escapeOf(character: string): string {
	const named = NAMED[character];
	if (named !== undefined) return named;
	const hex = character.charCodeAt(0).toString(16).toUpperCase();
	return hex.length <= 2 ? `\\x${hex.padStart(2, '0')}` : `\\u${hex.padStart(4, '0')}`;
}

/** `text` with each control character escaped (ESC as `\e`, tab as `\t`, others as `\xNN` or `\uNNNN`). */
export function shown(text: string): string {
	return text.replace(ACTING, escapeOf);
}

/** Most characters of a name (a path given on the line) a message shows whole. */
const NAME_LENGTH = 240;

/**
 * A name as shown (see shown()), its middle cut to `…` past NAME_LENGTH characters: both ends of
 * a path say which it is, and a path of thousands of characters does not fill the terminal.
 */
export function shownName(text: string): string {
	const characters = [...text];
	if (characters.length <= NAME_LENGTH) return shown(text);
	const half = NAME_LENGTH / 2;
	return `${shown(characters.slice(0, half).join(''))}…${shown(characters.slice(-half).join(''))}`;
}

/*
 * A piece of a file quoted in a message is escaped more widely than a name is shown: it is known
 * not to be what was wanted (a card that is not a card), so every unprintable is made visible;
 * a name (a path, a title) keeps its letters, and only what would act on the terminal is escaped.
 */

/** Most characters of a token a message shows: enough to recognise it, never a flood. */
const QUOTED_LENGTH = 20;

/**
 * A piece of the input quoted for a message: cut to QUOTED_LENGTH characters (then `…`), with
 * controls and other unprintables escaped (ESC as `\x1b`, a bidi override as `\u202e`), so that
 * a bad file can neither flood the terminal nor drive it.
 */
export function quoteToken(text: string): string {
	// A character is at most two UTF-16 units, so this slice holds every character shown and
	// keeps a huge token from being split whole.
	const head = Array.from(text.slice(0, 2 * QUOTED_LENGTH));
	const cut = head.length > QUOTED_LENGTH || text.length > 2 * QUOTED_LENGTH;
	return `"${head.slice(0, QUOTED_LENGTH).map(escapeCharacter).join('')}${cut ? '…' : ''}"`;
}

function escapeCharacter(character: string): string {
	if (character === '"' || character === '\\') return `\\${character}`;
	// Controls, format characters, lone surrogates, unassigned and private code points, and every
	// separator but the plain space.
	if (character === ' ' || !/[\p{C}\p{Z}]/u.test(character)) return character;
	const code = character.codePointAt(0) ?? 0;
	const hex = code.toString(16);
	if (code <= 0xff) return `\\x${hex.padStart(2, '0')}`;
	return code <= 0xffff ? `\\u${hex.padStart(4, '0')}` : `\\u{${hex}}`;
}
