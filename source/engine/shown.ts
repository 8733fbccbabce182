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
