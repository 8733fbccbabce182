import React from 'react';
import {Box, Text} from 'ink';
import {type DealRules, ruleChoices, sameRules, shown} from '../../engine/index.js';
import {type Figures, figureLines, figuresOf, logLine} from '../../stats/figures.js';
import {type Records} from '../../stats/records.js';
import {localTime} from '../../stats/text.js';
import {glyph, tint, keyLine} from '../theme/theme.js';

/** The games of the family the Statistics screen goes through, in the New deal list's order. */
export function statsChoices(): DealRules[] {
	return ruleChoices();
}

/** Where the Statistics screen opens: on the game on the table. */
export function statsLine(current: DealRules): number {
	return Math.max(
		0,
		statsChoices().findIndex((rules) => sameRules(rules, current)),
	);
}

interface LastGamesProps {
	readonly figures: Figures;
	/** The rows the log may take. */
	readonly rows: number;
	readonly color: boolean;
}

/** The screen's width at 80 columns. */
const STATS_WIDTH = 75;

/**
 * Rows of the screen besides the log's lines: title, blank, six rows of figures, blank, the log's
 * title, blank, keys, and Ink's free row.
 */
const ROWS_AROUND_LOG = 13;

interface StatsScreenProps {
	readonly records: Records;
	/** The line of statsChoices() shown. */
	readonly selected: number;
	readonly today: string;
	readonly rows: number;
	readonly ascii: boolean;
	readonly color: boolean;
	/** The terminal's columns: the screen is 75 wide where they leave room. */
	readonly columns?: number;
}

/**
 * The menu's Statistics: one game of the family at a time (Left/Right for the others), its figures and
 * its last games.
 */
export function StatsScreen({records, selected, today, rows, ascii, color, columns = 80}: StatsScreenProps) {
	const choices = statsChoices();
	const figures = figuresOf(records, choices[selected] ?? choices[0], today);
	const lines = figureLines(figures);
	const logRows = Math.max(0, rows - ROWS_AROUND_LOG);
	return (
		<Box flexDirection="column" paddingLeft={1} width={Math.min(STATS_WIDTH, columns - 2) + 1}>
			<Box width={Math.min(STATS_WIDTH, columns - 2)} justifyContent="space-between">
				<Text bold>Statistics: {figures.game}</Text>
				<Text dimColor>
					{selected + 1} of {choices.length}
				</Text>
			</Box>
			<Text> </Text>
			{lines.slice(0, 6).map(([label, value], row) => {
				const right = lines[row + 5];
				return (
					<Text key={label} wrap="truncate">
						{row < 5 ? `${label.padEnd(16)}${value.padStart(6)}` : ' '.repeat(22)}
						{'    '}
						{right === undefined ? '' : `${right[0].padEnd(26)}${right[1].padStart(6)}`}
					</Text>
				);
			})}
			<Text> </Text>
			<Text bold>Last games</Text>
			<LastGames figures={figures} rows={logRows} color={color} />
			<Text> </Text>
			<Text dimColor>{keyLine(ascii, [`${glyph(ascii, 'leftRight')} other games`, 'Esc back to the game'])}</Text>
		</Box>
	);
}

function LastGames({figures, rows, color}: LastGamesProps) {
	if (rows === 0) return null;
	if (figures.lastGames.length === 0)
		return <Text dimColor>None yet: a game counts from its first move, once it is won or lost.</Text>;
	return (
		<>
			{figures.lastGames.slice(0, rows).map((game) => (
				<Text key={game.id} wrap="truncate" color={game.outcome === 'won' ? tint(color, 'good') : undefined}>
					{/* A game's title comes from the records' file: its control characters are shown, never sent. */}
					{shown(logLine(game, localTime(game.at)))}
				</Text>
			))}
		</>
	);
}
