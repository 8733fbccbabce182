import React from 'react';
import {Box, Text} from 'ink';
import {type Position, canRedeal} from '../../engine/index.js';
import {type Choice, ChoiceList, LIST_TOP} from './choice-list.js';
import {tint, keyLine, upDown} from '../theme/theme.js';

export type MenuChoice =
	| 'new'
	| 'winnable'
	| 'daily'
	| 'restart'
	| 'redeal'
	| 'stats'
	| 'watch'
	| 'undoAll'
	| 'redoAll'
	| 'settings'
	| 'help'
	| 'save'
	| 'open'
	| 'quit';

export const MENU_CHOICES: ReadonlyArray<Choice<MenuChoice>> = [
	{label: 'New deal', value: 'new'},
	{label: 'Winnable deal (proved by the solver)', value: 'winnable'},
	{label: "Daily deal (today's, the same for everyone)", value: 'daily'},
	{label: 'Restart this deal', value: 'restart'},
	{label: 'Statistics', value: 'stats'},
	{label: 'Settings', value: 'settings'},
	{label: 'Help', value: 'help'},
	// Near the end: the lines before keep their digits (Save 9, Open 0; the board's U and R do what the
	// last two but Quit do).
	{label: 'Watch the solver (from here; any key stops it)', value: 'watch'},
	{label: 'Save this game…', value: 'save'},
	{label: 'Open a saved game…', value: 'open'},
	{label: 'Undo all (back to the deal, the moves kept for redo; U)', value: 'undoAll'},
	{label: 'Redo all (every move taken back; R)', value: 'redoAll'},
	{label: 'Quit', value: 'quit'},
];

const REDEAL_CHOICE: Choice<MenuChoice> = {label: 'Redeal (gather the fans, shuffle, deal again)', value: 'redeal'};

/** The menu's lines for this position: the redeal joins them while one is left. */
export function menuChoices(position: Position): ReadonlyArray<Choice<MenuChoice>> {
	if (!canRedeal(position)) return MENU_CHOICES;
	const at = MENU_CHOICES.findIndex((choice) => choice.value === 'restart') + 1;
	return [...MENU_CHOICES.slice(0, at), REDEAL_CHOICE, ...MENU_CHOICES.slice(at)];
}

/**
 * The menu's first line in a terminal of `rows`: under its title and a blank line where they all
 * fit with the blank before the keys and the question of a game in progress; in a short terminal
 * (15 rows, a game with redeals) under the title alone, the question in place of the keys, so that
 * the frame stays above the last row.
 */
export function menuListTop(rows: number, count: number): number {
	return count + 5 <= rows - 1 ? LIST_TOP : LIST_TOP - 1;
}

/** The menu's lines in view: `size` of them from `first`. */
export interface MenuWindow {
	readonly first: number;
	readonly size: number;
}

/**
 * The lines the menu shows in a terminal of `rows`: all of them where they fit, else as many as
 * fit under the title and above the question or the keys, scrolled to keep the selected one in
 * view (a game with redeals has fourteen lines, more than a 15-row terminal holds).
 */
export function menuWindow(rows: number, count: number, selected: number): MenuWindow {
	const room = menuListTop(rows, count) === LIST_TOP ? count : Math.max(1, rows - 3);
	const size = Math.min(count, room);
	return {first: Math.min(Math.max(0, selected - size + 1), count - size), size};
}

interface MenuProps {
	readonly choices: ReadonlyArray<Choice<MenuChoice>>;
	readonly selected: number;
	readonly ascii: boolean;
	readonly color: boolean;
	/** A choice that would end the game in progress, asked about. */
	readonly confirm?: MenuChoice;
	/** The terminal's columns: a line too long for them is cut. */
	readonly columns?: number;
	readonly rows?: number;
}

/** The n menu. Up/Down (or k/j) and Enter choose, a digit picks that line, Esc goes back. */
export function Menu({choices, selected, ascii, color, confirm, columns = 80, rows = 24}: MenuProps) {
	const roomy = menuListTop(rows, choices.length) === LIST_TOP;
	const window = menuWindow(rows, choices.length, selected);
	const keys = (
		<Text dimColor>{keyLine(ascii, [`${upDown(ascii)} choose`, 'Enter select', 'Esc back to the game'])}</Text>
	);
	// A restart deals nothing new, but ends the game in progress as a new deal does.
	const again = confirm === 'restart' ? 'restart, Esc keeps it' : 'deal, Esc keeps the game';
	return (
		<Box flexDirection="column" paddingLeft={1} width={columns - 1}>
			<Text bold>Menu</Text>
			{roomy ? <Text> </Text> : null}
			<ChoiceList choices={choices} selected={selected} ascii={ascii} width={columns - 2} window={window} />
			{roomy ? <Text> </Text> : null}
			{confirm === undefined ? null : (
				<Text bold color={tint(color, 'warn')}>
					{roomy
						? `This ends the game in progress: choose it again to ${again}.`
						: 'This ends the game in progress: choose it again, Esc keeps it.'}
				</Text>
			)}
			{roomy || confirm === undefined ? keys : null}
		</Box>
	);
}
