import React from 'react';
import {Box, Text} from 'ink';
import {type Choice, ChoiceList} from './choice-list.js';

export type MenuChoice = 'new' | 'winnable' | 'daily' | 'restart' | 'settings' | 'help' | 'quit';

export const MENU_CHOICES: ReadonlyArray<Choice<MenuChoice>> = [
	{label: 'New deal', value: 'new'},
	{label: 'Winnable deal (proved by the solver)', value: 'winnable'},
	{label: "Daily deal (today's, the same for everyone)", value: 'daily'},
	{label: 'Restart this deal', value: 'restart'},
	{label: 'Settings', value: 'settings'},
	{label: 'Help', value: 'help'},
	{label: 'Quit', value: 'quit'},
];

/** The n menu. Up/Down (or k/j) and Enter choose, a digit picks that line, Esc goes back. */
export function Menu({selected, ascii}: {readonly selected: number; readonly ascii: boolean}) {
	return (
		<Box flexDirection="column" paddingLeft={1}>
			<Text bold>Menu</Text>
			<Text> </Text>
			<ChoiceList choices={MENU_CHOICES} selected={selected} />
			<Text> </Text>
			<Text dimColor>{ascii ? 'Up/Down' : '↑↓'} choose · Enter select · Esc back to the game</Text>
		</Box>
	);
}
