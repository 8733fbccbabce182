import React from 'react';
import {Box, Text} from 'ink';
import {type TerminalSize} from './use-terminal-size.js';

/**
 * The smallest terminal the game draws in: the table is 75 columns plus a margin and a spare
 * column, and the game screen 14 rows plus the one Ink must leave free.
 */
export const MIN_SIZE: TerminalSize = {columns: 77, rows: 15};

export function fits(size: TerminalSize): boolean {
	return size.columns >= MIN_SIZE.columns && size.rows >= MIN_SIZE.rows;
}

/** Shown instead of a broken board; the game underneath keeps its state and returns on resize. */
export function TooSmall({size}: {readonly size: TerminalSize}) {
	const need = `${MIN_SIZE.columns} x ${MIN_SIZE.rows}`;
	const full = `Make the terminal at least ${need} to play (it is ${size.columns} x ${size.rows}).`;
	const waits = 'The game waits; q quits.';
	// In a very narrow terminal the short forms keep the size needed in view.
	const narrow = (text: string, short: string) => (text.length <= size.columns ? text : short);
	return (
		<Box flexDirection="column">
			<Text wrap="truncate">{narrow(full, `Need ${MIN_SIZE.columns}x${MIN_SIZE.rows}`)}</Text>
			{size.rows > 2 ? <Text wrap="truncate">{narrow(waits, 'q quits')}</Text> : null}
		</Box>
	);
}
