/** Longest deal title the status line shows whole: the moves and the clock must stay in view at 80 columns. */
const TITLE_WIDTH = 40;

/** A long seed or board path, cut in the middle: its start and its end (a file's name) stay. */
export function shortTitle(title: string, ascii = false): string {
	if (title.length <= TITLE_WIDTH) return title;
	const cut = ascii ? '...' : '…';
	const head = Math.floor((TITLE_WIDTH - cut.length) / 2);
	return `${title.slice(0, head)}${cut}${title.slice(title.length - (TITLE_WIDTH - cut.length - head))}`;
}
