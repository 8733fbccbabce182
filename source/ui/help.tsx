import React from 'react';
import {Box, Text} from 'ink';
import {type DealRules, describeKingRule, rulesFor, rulesName} from '../engine/index.js';
import {keyLine, upDown} from './glyphs.js';

/**
 * The help text: the rules of the game on the table in a few lines (the variant says them),
 * then every key. Each line fits 75 columns.
 */
export function helpLines(ascii: boolean, rules: DealRules): string[] {
	const arrows = ascii ? '<- ->' : '←→   ';
	const variant = rulesFor(rules.variant);
	const upDown = ascii ? 'Up Down' : '↑ ↓    ';
	const piles = variant.foundation.returns
		? [`${upDown}        aim at the foundation piles, and back down to the fans`]
		: [`${upDown}        aim at the previous or next fan whose top card can move`];
	const steps =
		variant.redeal.redeals > 0
			? [
					'g              redeal: gather the fans, shuffle, deal again in threes',
					`d              the draw: ${ascii ? 'Up/Down' : '↑↓'} choose any card of the aimed fan; Enter`,
					'               brings it to the top, or aim, Enter (f: home); Esc cancels',
				]
			: [];
	return [
		...variant.summary,
		...(variant.kingRules.length > 1 ? describeKingRule(rules.kings) : []),
		'When every fan is descending the game plays the rest home (Auto complete).',
		'',
		`${arrows} Home End aim at a fan: all ${variant.layout.fans} in order, empty ones too`,
		...piles,
		'1 to 9         aim at a fan by its number: 7 for fan 7, 1 then 4 for fan 14',
		'Tab  Shift-Tab aim at the next (previous) fan whose top card can move',
		'Enter  Space   play the aimed card: home if it fits, else onto a fan; Enter',
		'               again on the same card moves it on to the next place',
		'm              pick the card up; aim, then Enter (or m) drops it there',
		'f              the picked (or aimed) card to its foundation;  Esc  put back',
		'h              hint: a winning move (or a best guess); Enter plays it',
		'w              watch the solver play on from here; any key takes it back',
		'mouse          click a card to play it as Enter does; drag it to a place',
		'u  r  b        undo, redo; b: back to winnable once h or the mark says lost',
		...steps,
		'n  s  ?        menu (new, winnable, daily, restart), settings, this help',
		'q  Ctrl+C      quit',
	];
}

/** Help lines that fit a terminal of `rows` rows (title, blanks and footer take four). */
export function helpRows(rows: number): number {
	return Math.max(1, rows - 1 - 4);
}

/** The first line the help may scroll to. */
export function lastHelpTop(ascii: boolean, rows: number, rules: DealRules): number {
	return Math.max(0, helpLines(ascii, rules).length - helpRows(rows));
}

/** The ? screen; Up/Down scroll it (the session's keys) when the terminal is too short. */
export function Help({ascii, rows, top, rules}: {readonly ascii: boolean; readonly rows: number; readonly top: number; readonly rules: DealRules}) {
	const lines = helpLines(ascii, rules);
	const visible = helpRows(rows);
	const scrolls = lastHelpTop(ascii, rows, rules) > 0;
	return (
		<Box flexDirection="column" paddingLeft={1}>
			<Text bold>{rulesName(rules)}: how to play</Text>
			<Text> </Text>
			{lines.slice(top, top + visible).map((line, index) => (
				<Text key={top + index} wrap="truncate">
					{line === '' ? ' ' : line}
				</Text>
			))}
			<Text> </Text>
			<Text dimColor>{keyLine(ascii, [...(scrolls ? [`${upDown(ascii)} scroll`] : []), 'Esc or ? back to the game'])}</Text>
		</Box>
	);
}
