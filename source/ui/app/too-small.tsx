import React from 'react';
import {Box, Text} from 'ink';
import {type Position, VARIANT_IDS, rulesFor} from '../../engine/index.js';
import {boardWidth} from '../board/board.js';
import {CELL_WIDTH} from '../theme/card-text.js';
import {type TerminalSize} from './use-terminal-size.js';

/** Columns around the table's cells: the view's left margin, the frame and its padding (3), a spare column. */
const AROUND_TABLE = 5;
/** The game screen's 14 rows, plus the one Ink must leave free. */
const LEAST_ROWS = 15;

/**
 * The smallest terminal the game draws `position` in: its table (as wide as the deal's fans, also
 * once a redeal deals fewer: 75 columns with 18 fans, 67 with Trefoil's 16) plus a margin and a
 * spare column, and the game screen's rows.
 */
export function minSize(position: Position): TerminalSize {
	return {columns: boardWidth(position) + AROUND_TABLE, rows: LEAST_ROWS};
}

/** The smallest terminal of any game of the family: what the screens before the first deal need. */
export const LEAST_SIZE: TerminalSize = {
	columns: Math.min(...VARIANT_IDS.map((variant) => rulesFor(variant).layout.fans * CELL_WIDTH)) + AROUND_TABLE,
	rows: LEAST_ROWS,
};

export function fits(size: TerminalSize, least: TerminalSize): boolean {
	return size.columns >= least.columns && size.rows >= least.rows;
}

/** Shown instead of a broken board; the game underneath keeps its state and returns on resize. */
export function TooSmall({size, least}: {readonly size: TerminalSize; readonly least: TerminalSize}) {
	const need = `${least.columns} x ${least.rows}`;
	const full = `Make the terminal at least ${need} to play (it is ${size.columns} x ${size.rows}).`;
	const waits = 'The game waits; q quits.';
	// In a very narrow terminal the short forms keep the size needed in view.
	const narrow = (text: string, short: string) => (text.length <= size.columns ? text : short);
	return (
		<Box flexDirection="column">
			<Text wrap="truncate">{narrow(full, `Need ${least.columns}x${least.rows}`)}</Text>
			{size.rows > 2 ? <Text wrap="truncate">{narrow(waits, 'q quits')}</Text> : null}
		</Box>
	);
}
