import React from 'react';
import {Box, Text} from 'ink';
import {Indicator, Item} from 'ink-select-input';
import {COLOURS, glyph} from '../theme/theme.js';

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
interface ChoiceListProps<V> {
	readonly choices: ReadonlyArray<Choice<V>>;
	readonly selected: number;
	readonly ascii?: boolean;
	/** The columns a line may take, its pointer included; undefined: as long as it is. */
	readonly width?: number;
}

export function ChoiceList<V>({choices, selected, ascii = false, width}: ChoiceListProps<V>) {
	return (
		<Box flexDirection="column">
			{choices.map((choice, index) => (
				// By position: a value may be an object (the rules of a New deal), and the lines never reorder.
				<Box key={index}>
					{ascii ? (
						<AsciiIndicator isSelected={index === selected} />
					) : (
						<Indicator isSelected={index === selected} />
					)}
					<Item
						isSelected={index === selected}
						label={oneRow(
							asDrawn(choice.label, ascii),
							width === undefined ? Infinity : width - POINTER,
							ascii,
						)}
					/>
				</Box>
			))}
		</Box>
	);
}

/** A label as the theme draws it: its ellipsis (`Deal number…`) in ASCII where ascii is on. */
function asDrawn(label: string, ascii: boolean): string {
	return ascii ? label.replaceAll('…', glyph(true, 'ellipsis')) : label;
}

/** The pointer and its space, before each line. */
const POINTER = 2;

/**
 * A line cut to one row of `width` (its end given up, an ellipsis said so): a line wrapped onto
 * two rows would move every line under it off the row a click on it is read from.
 */
function oneRow(label: string, width: number, ascii: boolean): string {
	const cut = glyph(ascii, 'ellipsis');
	return label.length <= width ? label : `${label.slice(0, Math.max(0, width - cut.length)).trimEnd()}${cut}`;
}

/** ink-select-input's indicator, with `>` for its pointer (figures picks `❯` on any Linux terminal). */
function AsciiIndicator({isSelected}: {readonly isSelected: boolean}) {
	return <Box marginRight={1}>{isSelected ? <Text color={COLOURS.chosen}>&gt;</Text> : <Text> </Text>}</Box>;
}
