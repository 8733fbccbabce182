import React from 'react';
import {Box, Text, useInput} from 'ink';
import SelectInput from 'ink-select-input';

export type MenuChoice = 'new' | 'winnable' | 'daily' | 'restart' | 'settings' | 'help' | 'quit';

const ITEMS: ReadonlyArray<{label: string; value: MenuChoice}> = [
	{label: 'New deal', value: 'new'},
	{label: 'Winnable deal (proved by the solver)', value: 'winnable'},
	{label: "Daily deal (today's, the same for everyone)", value: 'daily'},
	{label: 'Restart this deal', value: 'restart'},
	{label: 'Settings', value: 'settings'},
	{label: 'Help', value: 'help'},
	{label: 'Quit', value: 'quit'},
];

/** The n menu. Up/Down (or j/k) and Enter choose, a digit picks that line, Esc goes back. */
export function Menu({onChoose, onBack}: {readonly onChoose: (choice: MenuChoice) => void; readonly onBack: () => void}) {
	useInput((_input, key) => {
		if (key.escape) onBack();
	});
	return (
		<Box flexDirection="column" paddingLeft={1}>
			<Text bold>Menu</Text>
			<Text> </Text>
			<SelectInput items={ITEMS.map((item) => ({...item}))} onSelect={(item) => onChoose(item.value)} />
			<Text> </Text>
			<Text dimColor>↑↓ choose · Enter select · Esc back to the game</Text>
		</Box>
	);
}
