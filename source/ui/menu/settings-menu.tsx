import React from 'react';
import {Box, Text} from 'ink';
import {type Choice, ChoiceList, LIST_TOP} from './choice-list.js';
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

/**
 * The settings' first line in a terminal of `rows`: under the title and a blank row, or in the
 * shortest terminal under the title alone (the lines, the title and the footer one row short of it).
 */
export function settingsListTop(rows: number, count: number): number {
	return count + 3 <= rows - 1 ? LIST_TOP : LIST_TOP - 1;
}

export function SettingsMenu({settings, selected, columns = 80, rows = 24}: SettingsMenuProps) {
	const choices = settingsChoices(settings);
	// The title, a blank row, the lines, a blank row and the footer, one row short of the terminal;
	// where that is too many, the blank rows go, the one above the footer first.
	const spaced = choices.length + 4 <= rows - 1;
	const titled = settingsListTop(rows, choices.length) === LIST_TOP;
	return (
		<Box flexDirection="column" paddingLeft={1} width={columns - 1}>
			<Text bold>Settings</Text>
			{titled ? <Text> </Text> : null}
			<ChoiceList choices={choices} selected={selected} ascii={settings.ascii} width={columns - 2} />
			{spaced ? <Text> </Text> : null}
			<Text dimColor>
				{keyLine(settings.ascii, [`${upDown(settings.ascii)} choose`, 'Enter switch', 'Esc back to the game'])}
			</Text>
		</Box>
	);
}
