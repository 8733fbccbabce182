import React, {useReducer} from 'react';
import {Box, Text, useInput} from 'ink';

/** The help text: the rules in a few lines, then every key. Each line fits 75 columns. */
export function helpLines(ascii: boolean): string[] {
	const arrows = ascii ? '<- ->' : '←→   ';
	return [
		'Goal: play all 52 cards to the four foundations, up by suit from Ace to King.',
		"Only a fan's top card moves (the lowest card in its column), one at a time:",
		'  - to its foundation, or',
		'  - onto another fan holding fewer than three cards whose top card is one',
		'    rank higher or lower, any suit (a 7 on an 8 or a 6; K and A never touch).',
		'An empty fan stays empty. Kings start at the bottom of their fans.',
		'When every fan is descending the game plays the rest home (Auto complete).',
		'',
		`${arrows} Home End aim at a fan: all 18 in order, empty ones too`,
		'Enter  Space   play the aimed card: to its foundation if it fits, else onto a',
		'               fan; the aim follows the card, so Enter again on the same card',
		'               moves it on to the next place that takes it',
		'm              pick the card up; aim, then Enter (or m) drops it there',
		'f              the picked (or aimed) card to its foundation;  Esc  put back',
		'h              hint: the next move of a winning line, from the solver',
		'u  r           undo, redo (as far as you like)',
		'n  s  ?        menu (new, winnable, daily deal, restart), settings, this help',
		'q  Ctrl+C      quit',
	];
}

type Scroll = {readonly type: 'up'} | {readonly type: 'down'; readonly last: number};

function reduceScroll(top: number, action: Scroll): number {
	return action.type === 'up' ? Math.max(0, top - 1) : Math.min(action.last, top + 1);
}

/** The ? screen. It scrolls with Up/Down when the terminal is too short to show it whole. */
export function Help({ascii, rows, onBack}: {readonly ascii: boolean; readonly rows: number; readonly onBack: () => void}) {
	const lines = helpLines(ascii);
	// Title, blank, blank and footer take four rows; the frame stays below the terminal's height.
	const visible = Math.max(1, rows - 1 - 4);
	const last = Math.max(0, lines.length - visible);
	const [top, scroll] = useReducer(reduceScroll, 0);
	useInput((input, key) => {
		if (key.escape || input === '?') onBack();
		else if (key.upArrow) scroll({type: 'up'});
		else if (key.downArrow) scroll({type: 'down', last});
	});
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
			<Text dimColor>{last > 0 ? `${ascii ? 'Up/Down' : '↑↓'} scroll · ` : ''}Esc or ? back to the game</Text>
		</Box>
	);
}
