import React from 'react';
import {Box} from 'ink';
import {Indicator, Item} from 'ink-select-input';

export interface Choice<V> {
	readonly label: string;
	readonly value: V;
}

/**
 * A list to choose from, drawn with ink-select-input's own indicator and item. The highlighted line
 * is kept by the screen's reducer and moved by the session's single key listener, not by
 * SelectInput's: SelectInput subscribes to keys only after React's passive effects, so keys typed
 * right after opening a menu (n, Down, Enter in one burst) were lost.
 */
export function ChoiceList<V>({choices, selected}: {readonly choices: ReadonlyArray<Choice<V>>; readonly selected: number}) {
	return (
		<Box flexDirection="column">
			{choices.map((choice, index) => (
				<Box key={String(choice.value)}>
					<Indicator isSelected={index === selected} />
					<Item isSelected={index === selected} label={choice.label} />
				</Box>
			))}
		</Box>
	);
}
