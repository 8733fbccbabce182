import React from 'react';
import {Box, Text} from 'ink';
import {type Position, canRedeal} from '../../engine/index.js';
import {type Choice, ChoiceList} from './choice-list.js';
import {tint, keyLine, upDown} from '../theme/theme.js';

export type MenuChoice =
	'new' | 'winnable' | 'daily' | 'restart' | 'redeal' | 'stats' | 'watch' | 'settings' | 'help' | 'quit';

export const MENU_CHOICES: ReadonlyArray<Choice<MenuChoice>> = [
	{label: 'New deal', value: 'new'},
	{label: 'Winnable deal (proved by the solver)', value: 'winnable'},
	{label: "Daily deal (today's, the same for everyone)", value: 'daily'},
	{label: 'Restart this deal', value: 'restart'},
	{label: 'Statistics', value: 'stats'},
	{label: 'Settings', value: 'settings'},
	{label: 'Help', value: 'help'},
	// Last but one: the lines before it keep their digits.
	{label: 'Watch the solver (from here; any key stops it)', value: 'watch'},
	{label: 'Quit', value: 'quit'},
];

const REDEAL_CHOICE: Choice<MenuChoice> = {label: 'Redeal (gather the fans, shuffle, deal again)', value: 'redeal'};

/** The menu's lines for this position: the redeal joins them while one is left. */
export function menuChoices(position: Position): ReadonlyArray<Choice<MenuChoice>> {
	if (!canRedeal(position)) return MENU_CHOICES;
	const at = MENU_CHOICES.findIndex((choice) => choice.value === 'restart') + 1;
	return [...MENU_CHOICES.slice(0, at), REDEAL_CHOICE, ...MENU_CHOICES.slice(at)];
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
}

/** The n menu. Up/Down (or k/j) and Enter choose, a digit picks that line, Esc goes back. */
export function Menu({choices, selected, ascii, color, confirm, columns = 80}: MenuProps) {
	return (
		<Box flexDirection="column" paddingLeft={1} width={columns - 1}>
			<Text bold>Menu</Text>
			<Text> </Text>
			<ChoiceList choices={choices} selected={selected} ascii={ascii} width={columns - 2} />
			<Text> </Text>
			{confirm === undefined ? null : (
				<Text bold color={tint(color, 'warn')}>
					This ends the game in progress: choose it again to deal, Esc keeps the game.
				</Text>
			)}
			<Text dimColor>{keyLine(ascii, [`${upDown(ascii)} choose`, 'Enter select', 'Esc back to the game'])}</Text>
		</Box>
	);
}
