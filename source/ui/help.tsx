import React from 'react';
import {Box, Text} from 'ink';

/** The help text: the rules in a few lines, then every key. Each line fits 75 columns. */
export function helpLines(ascii: boolean): string[] {
	const arrows = ascii ? '<- ->' : '←→   ';
	return [
		'Goal: play all 52 cards to the four foundations, up by suit, Ace to King.',
		"Only a fan's top card moves (the lowest card in its column), one at a time:",
		'  - to its foundation, or',
		'  - onto another fan holding fewer than three cards whose top card is one',
		'    rank higher or lower, any suit (a 7 on an 8 or a 6; no K-A wrap).',
		'An empty fan stays empty. Kings start at the bottom of their fans.',
		'A card that can go home need not: on a fan it can hold a card one rank',
		'above or below it. A King leaves only for home or a Queen with room.',
		'When every fan is descending the game plays the rest home (Auto complete).',
		'',
		`${arrows} Home End aim at a fan: all 18 in order, empty ones too`,
		'Enter  Space   play the aimed card: home if it fits, else onto a fan; Enter',
		'               again on the same card moves it on to the next place',
		'm              pick the card up; aim, then Enter (or m) drops it there',
		'f              the picked (or aimed) card to its foundation;  Esc  put back',
		'h              hint: a winning move (or a best guess); Enter plays it',
		'u  r  b        undo, redo; b: back to winnable after h says "lost"',
		'n  s  ?        menu (new, winnable, daily, restart), settings, this help',
		'q  Ctrl+C      quit',
	];
}

/** Help lines that fit a terminal of `rows` rows (title, blanks and footer take four). */
export function helpRows(rows: number): number {
	return Math.max(1, rows - 1 - 4);
}

/** The first line the help may scroll to. */
export function lastHelpTop(ascii: boolean, rows: number): number {
	return Math.max(0, helpLines(ascii).length - helpRows(rows));
}

/** The ? screen; Up/Down scroll it (the session's keys) when the terminal is too short. */
export function Help({ascii, rows, top}: {readonly ascii: boolean; readonly rows: number; readonly top: number}) {
	const lines = helpLines(ascii);
	const visible = helpRows(rows);
	const scrolls = lastHelpTop(ascii, rows) > 0;
	return (
		<Box flexDirection="column" paddingLeft={1}>
			<Text bold>Shamrocks: how to play</Text>
			<Text> </Text>
			{lines.slice(top, top + visible).map((line, index) => (
				<Text key={top + index} wrap="truncate">
					{line === '' ? ' ' : line}
				</Text>
			))}
			<Text> </Text>
			<Text dimColor>{scrolls ? `${ascii ? 'Up/Down' : '↑↓'} scroll · ` : ''}Esc or ? back to the game</Text>
		</Box>
	);
}
