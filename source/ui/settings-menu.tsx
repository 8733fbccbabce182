import React, {useMemo} from 'react';
import {Box, Text, useInput} from 'ink';
import SelectInput from 'ink-select-input';
import {type SettingName, type Settings, SETTING_NAMES, describeSetting} from './settings.js';

type Choice = SettingName | 'back';

/** The s screen: Enter on a line switches that setting and stays here; Esc or Back returns. */
export function SettingsMenu({settings, onToggle, onBack, note}: {readonly settings: Settings; readonly onToggle: (name: SettingName) => void; readonly onBack: () => void; readonly note?: string}) {
	useInput((_input, key) => {
		if (key.escape) onBack();
	});
	const items = useMemo(
		() => [...SETTING_NAMES.map((name) => ({label: describeSetting(settings, name), value: name as Choice})), {label: 'Back to the game', value: 'back' as Choice}],
		[settings],
	);
	return (
		<Box flexDirection="column" paddingLeft={1}>
			<Text bold>Settings</Text>
			<Text> </Text>
			<SelectInput items={items} onSelect={(item) => (item.value === 'back' ? onBack() : onToggle(item.value))} />
			<Text> </Text>
			<Text dimColor>↑↓ choose · Enter switch · Esc back to the game</Text>
			{note === undefined ? null : <Text color="yellow">{note}</Text>}
		</Box>
	);
}
