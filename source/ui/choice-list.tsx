import React from 'react';
import {Box, Text} from 'ink';
import {Indicator, Item} from 'ink-select-input';

/** The screen row of a list's first line: the lists (menu, New deal, settings) open with a title and a blank row. */
export const LIST_TOP = 2;

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
export function ChoiceList<V>({choices, selected, ascii = false}: {readonly choices: ReadonlyArray<Choice<V>>; readonly selected: number; readonly ascii?: boolean}) {
	return (
		<Box flexDirection="column">
			{choices.map((choice, index) => (
				// By position: a value may be an object (the rules of a New deal), and the lines never reorder.
				<Box key={index}>
					{ascii ? <AsciiIndicator isSelected={index === selected} /> : <Indicator isSelected={index === selected} />}
					<Item isSelected={index === selected} label={choice.label} />
				</Box>
			))}
		</Box>
	);
}

/** ink-select-input's indicator, with `>` for its pointer (figures picks `❯` on any Linux terminal). */
function AsciiIndicator({isSelected}: {readonly isSelected: boolean}) {
	return <Box marginRight={1}>{isSelected ? <Text color="blue">&gt;</Text> : <Text> </Text>}</Box>;
}
