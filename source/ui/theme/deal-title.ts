import {glyph} from './theme.js';
/** Longest deal title the status line shows whole: the moves and the clock must stay in view at 80 columns. */
export const TITLE_WIDTH = 40;

/** A long seed or board path, cut in the middle: its start and its end (a file's name) stay. */
export function shortTitle(title: string, ascii = false, width = TITLE_WIDTH): string {
	if (title.length <= width) return title;
	const cut = glyph(ascii, 'ellipsis');
	const head = Math.floor((width - cut.length) / 2);
	return `${title.slice(0, head)}${cut}${title.slice(title.length - (width - cut.length - head))}`;
}
