import React from 'react';
import {Box, Text} from 'ink';
import {type DealRules, rulesName} from '../../engine/index.js';
import {wrapWords} from '../help/wrap-words.js';
import {Field, NoteLine} from './field.js';
import {type Form} from './form.js';
import {keyLine, upDown} from '../theme/theme.js';

/** What the field takes, said under it. */
const ABOUT =
	'A deal number is any number or word, as --seed takes; the deal named on the status line ' +
	'(deal 42, deal 42/3) is that deal again, and daily 2026-12-01 the daily deal of that date.';

/** The menu's New deal, Deal number…: a seed typed, dealt in the game chosen (Up/Down choose another). */
export function NumberScreen({
	form,
	ascii,
	color,
	columns = 80,
}: {
	readonly form: Form;
	readonly ascii: boolean;
	readonly color: boolean;
	readonly columns?: number;
}) {
	const width = columns - 2;
	const rules = form.rules as DealRules;
	return (
		<Box flexDirection="column" paddingLeft={1} width={columns - 1}>
			<Text bold>Deal number</Text>
			<Text> </Text>
			<Text>
				{'Game'.padEnd(6)}
				<Text bold>{rulesName(rules)}</Text>
				<Text dimColor>{`  (${upDown(ascii)} another game)`}</Text>
			</Text>
			<Field label="Deal" text={form.text} ascii={ascii} width={width} />
			<Text> </Text>
			{wrapWords(ABOUT, width).map((line, index) => (
				<Text key={index} dimColor>
					{line}
				</Text>
			))}
			<NoteLine note={form.note} color={color} />
			<Text dimColor>{keyLine(ascii, ['Enter deal', `${upDown(ascii)} game`, 'Esc back to the game'])}</Text>
		</Box>
	);
}
