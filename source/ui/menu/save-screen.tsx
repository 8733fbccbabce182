import React from 'react';
import {Box, Text} from 'ink';
import {NAME_RULE} from '../../io/save-folder.js';
import {wrapWords} from '../help/wrap-words.js';
import {Field, NoteLine} from './field.js';
import {type Form} from './form.js';
import {keyLine} from '../theme/theme.js';

const TAKEN_UP = 'Open a saved game… in the menu, or shamrocks --open NAME, takes it up again.';

/** The menu's Save this game…: a name typed; the game on the table is kept under it, its history whole. */
export function SaveScreen({
	form,
	game,
	ascii,
	color,
	columns = 80,
}: {
	readonly form: Form;
	/** The game to save, in a line: `Shamrocks · deal 42 · 12 moves` (escaped already). */
	readonly game: string;
	readonly ascii: boolean;
	readonly color: boolean;
	readonly columns?: number;
}) {
	const width = columns - 2;
	const about = `A name is ${NAME_RULE}. ${TAKEN_UP}`;
	return (
		<Box flexDirection="column" paddingLeft={1} width={columns - 1}>
			<Text bold>Save this game</Text>
			<Text> </Text>
			<Text wrap="truncate">{game}</Text>
			<Field label="Name" text={form.text} ascii={ascii} width={width} />
			<Text> </Text>
			{wrapWords(ascii ? about.replaceAll('…', '...') : about, width).map((line, index) => (
				<Text key={index} dimColor>
					{line}
				</Text>
			))}
			<NoteLine note={form.note} color={color} />
			<Text dimColor>{keyLine(ascii, ['Enter save', 'Esc back to the game'])}</Text>
		</Box>
	);
}
