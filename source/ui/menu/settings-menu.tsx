import React from 'react';
import {Box, Text} from 'ink';
import {type Choice, ChoiceList} from './choice-list.js';
import {type SettingName, type Settings, SETTING_NAMES, describeSetting} from '../../io/settings.js';
import {keyLine, upDown} from '../theme/theme.js';

export type SettingsChoice = SettingName | 'back';

export function settingsChoices(settings: Settings): Array<Choice<SettingsChoice>> {
	return [
		...SETTING_NAMES.map((name) => ({label: describeSetting(settings, name), value: name as SettingsChoice})),
		{label: 'Back to the game', value: 'back'},
	];
}

/** The s screen: Enter on a line switches that setting and stays here; Back or Esc returns. */
interface SettingsMenuProps {
	readonly settings: Settings;
	readonly selected: number;
	/** The terminal's columns: a line too long for them is cut. */
	readonly columns?: number;
	/** The terminal's rows: in the shortest, the blank row above the footer goes. */
	readonly rows?: number;
}

export function SettingsMenu({settings, selected, columns = 80, rows = 24}: SettingsMenuProps) {
	const choices = settingsChoices(settings);
	// The title, a blank row, the lines, a blank row and the footer, one row short of the terminal.
	const spaced = choices.length + 4 <= rows - 1;
	return (
		<Box flexDirection="column" paddingLeft={1} width={columns - 1}>
			<Text bold>Settings</Text>
			<Text> </Text>
			<ChoiceList choices={choices} selected={selected} ascii={settings.ascii} width={columns - 2} />
			{spaced ? <Text> </Text> : null}
			<Text dimColor>
				{keyLine(settings.ascii, [`${upDown(settings.ascii)} choose`, 'Enter switch', 'Esc back to the game'])}
			</Text>
		</Box>
	);
}
