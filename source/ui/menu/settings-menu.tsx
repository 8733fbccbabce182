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
}

export function SettingsMenu({settings, selected, columns = 80}: SettingsMenuProps) {
	return (
		<Box flexDirection="column" paddingLeft={1} width={columns - 1}>
			<Text bold>Settings</Text>
			<Text> </Text>
			<ChoiceList
				choices={settingsChoices(settings)}
				selected={selected}
				ascii={settings.ascii}
				width={columns - 2}
			/>
			<Text> </Text>
			<Text dimColor>
				{keyLine(settings.ascii, [`${upDown(settings.ascii)} choose`, 'Enter switch', 'Esc back to the game'])}
			</Text>
		</Box>
	);
}
