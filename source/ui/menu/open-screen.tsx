import React from 'react';
import {Box, Text} from 'ink';
import stringWidth from 'string-width';
import {moveCount, rulesShortName, shown} from '../../engine/index.js';
import {type SaveEntry} from '../../io/save-folder.js';
import {localTime} from '../../stats/text.js';
import {NoteLine} from './field.js';
import {type Form} from './form.js';
import {COLOURS, glyph, keyLine, tint, upDown} from '../theme/theme.js';

/** The rows of the screen besides the list: title, blank, the heading, blank, the note, the keys, one to spare. */
const AROUND_LIST = 7;

/** The screen row of the list's first save (under the title, a blank row and the heading). */
export const SAVES_TOP = 3;

/** How many saves the list shows at once in a terminal of `rows`. */
export function savesShown(rows: number): number {
	return Math.max(1, rows - AROUND_LIST);
}

/** The first save in view: the list scrolls to keep the highlighted one in view, near the middle. */
export function firstShown(selected: number, count: number, rows: number): number {
	const visible = savesShown(rows);
	return Math.max(0, Math.min(selected - Math.floor(visible / 2), count - visible));
}

/** The save at a screen row (a click), or undefined. */
export function saveAtRow(row: number, selected: number, count: number, rows: number): number | undefined {
	const line = row - SAVES_TOP;
	if (line < 0 || line >= savesShown(rows)) return undefined;
	const index = firstShown(selected, count, rows) + line;
	return index < count ? index : undefined;
}

interface Widths {
	readonly name: number;
	readonly game: number;
	readonly deal: number;
}

/** Moves, the date (`2026-12-01 14:03`) and the gaps between the five columns take the same room always. */
const MOVES = 5;
const DATE = 16;
const GAP = 2;

function widthsOf(entries: readonly SaveEntry[], width: number): Widths {
	const room = Math.max(24, width - MOVES - DATE - 4 * GAP);
	const longest = (texts: string[], least: number) => Math.max(least, ...texts.map((text) => stringWidth(text)));
	const games = entries.flatMap((entry) => (entry.game === undefined ? [] : [entry.game]));
	const name = Math.min(
		longest(
			entries.map((entry) => shown(entry.name)),
			4,
		),
		Math.floor(room * 0.4),
	);
	const deals = longest(
		games.map((saved) => shown(saved.title)),
		4,
	);
	// The game's name takes what the deals leave, and at least 30% of the room when it needs it.
	const wanted = longest(
		games.map((saved) => rulesShortName(saved.rules)),
		4,
	);
	const game = Math.min(wanted, Math.max(Math.floor(room * 0.3), room - name - deals));
	return {name, game, deal: room - name - game};
}

/**
 * The text in exactly `width` columns: padded, or cut with a mark. Counted in columns, not code
 * units: a name in CJK characters (two columns each) pushed its row two columns off the heading.
 */
function cut(text: string, width: number, ascii: boolean): string {
	const columns = stringWidth(text);
	if (columns <= width) return text + ' '.repeat(width - columns);
	const mark = glyph(ascii, 'ellipsis');
	const room = width - stringWidth(mark);
	let kept = '';
	let used = 0;
	for (const character of text) {
		const wide = stringWidth(character);
		if (used + wide > room) break;
		kept += character;
		used += wide;
	}
	return kept + mark + ' '.repeat(room - used);
}

/** One save's line: name, game, deal, moves, when saved; or the name and why it cannot be opened. */
function saveLine(entry: SaveEntry, widths: Widths, ascii: boolean): string {
	const gap = ' '.repeat(GAP);
	const name = cut(shown(entry.name), widths.name, ascii);
	if (entry.game === undefined) return `${name}${gap}damaged: ${shown(entry.damaged)}`;
	const saved = entry.game;
	return [
		name,
		cut(rulesShortName(saved.rules), widths.game, ascii),
		cut(shown(saved.title), widths.deal, ascii),
		String(moveCount(saved.game)).padStart(MOVES),
		localTime(saved.savedAt),
	].join(gap);
}

/** The menu's Open a saved game…: the saves, newest first; Enter takes the highlighted one up. */
export function OpenScreen({
	form,
	selected,
	ascii,
	color,
	rows,
	columns = 80,
}: {
	readonly form: Form;
	readonly selected: number;
	readonly ascii: boolean;
	readonly color: boolean;
	readonly rows: number;
	readonly columns?: number;
}) {
	const entries = form.saves?.entries ?? [];
	const width = columns - 4;
	const widths = widthsOf(entries, width);
	const first = firstShown(selected, entries.length, rows);
	const heading = ['Name'.padEnd(widths.name), 'Game'.padEnd(widths.game), 'Deal'.padEnd(widths.deal)];
	const counted = entries.length > savesShown(rows) ? ` (${selected + 1} of ${entries.length})` : '';
	const empty =
		form.saves === undefined
			? ' '
			: (form.saves.problem ?? 'No saved games yet: Save this game… in the menu makes one.');
	return (
		<Box flexDirection="column" paddingLeft={1} width={columns - 1}>
			<Text bold>Open a saved game{counted}</Text>
			<Text> </Text>
			<Text dimColor wrap="truncate">{`  ${[...heading, 'Moves', 'Saved'].join('  ')}`}</Text>
			{entries.length === 0 ? (
				<Text>{ascii ? empty.replaceAll('…', '...') : empty}</Text>
			) : (
				entries.slice(first, first + savesShown(rows)).map((entry, index) => {
					const chosen = first + index === selected;
					const pointer = chosen ? (ascii ? '>' : '❯') : ' ';
					return (
						<Text key={entry.name} wrap="truncate" color={chosen ? tint(color, 'chosen') : undefined}>
							<Text color={chosen ? COLOURS.chosen : undefined}>{pointer}</Text>
							{` ${saveLine(entry, widths, ascii)}`}
						</Text>
					);
				})
			)}
			<Text> </Text>
			<NoteLine note={form.note} color={color} />
			<Text dimColor>{keyLine(ascii, [`${upDown(ascii)} choose`, 'Enter open', 'Esc back to the game'])}</Text>
		</Box>
	);
}
