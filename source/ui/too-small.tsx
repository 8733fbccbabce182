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
	return (
		<Box flexDirection="column">
			<Text wrap="truncate">
				Make the terminal at least {MIN_SIZE.columns} x {MIN_SIZE.rows} to play (it is {size.columns} x {size.rows}).
			</Text>
			{size.rows > 2 ? <Text wrap="truncate">The game waits; q quits.</Text> : null}
		</Box>
	);
}
