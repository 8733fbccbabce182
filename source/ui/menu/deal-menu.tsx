import React from 'react';
import {Box, Text} from 'ink';
import {type DealRules, ruleChoices, rulesName, sameRules} from '../../engine/index.js';
import {type Choice, ChoiceList} from './choice-list.js';
import {tint, keyLine, upDown} from '../theme/theme.js';

/** The lines of the New deal list: every variant and Kings rule (the rules on the table marked), then Deal number. */
export function dealChoices(current: DealRules): Array<Choice<DealRules | 'number'>> {
	return [
		...ruleChoices().map((rules) => ({
			label: `${rulesName(rules)}${sameRules(rules, current) ? '  (this game)' : ''}`,
			value: rules,
		})),
		{label: 'Deal number… (type a seed, or the deal named on the status line)', value: 'number'},
	];
}

/** Where the New deal list opens: on the rules of the game on the table. */
export function dealLine(current: DealRules): number {
	return Math.max(
		0,
		ruleChoices().findIndex((rules) => sameRules(rules, current)),
	);
}

interface DealMenuProps {
	readonly current: DealRules;
	readonly selected: number;
	readonly ascii: boolean;
	readonly color: boolean;
	/** Whether the highlighted line, chosen, would end the game in progress: asked about. */
	readonly confirm: boolean;
	/** The terminal's columns: a line too long for them is cut. */
	readonly columns?: number;
}

/** The menu's New deal: which variant to deal a random game of; the choice is remembered for the next. */
export function DealMenu({current, selected, ascii, color, confirm, columns = 80}: DealMenuProps) {
	return (
		<Box flexDirection="column" paddingLeft={1} width={columns - 1}>
			<Text bold>New deal</Text>
			<Text> </Text>
			<ChoiceList choices={dealChoices(current)} selected={selected} ascii={ascii} width={columns - 2} />
			<Text> </Text>
			{confirm ? (
				<Text bold color={tint(color, 'warn')}>
					This ends the game in progress: choose it again to deal, Esc keeps the game.
				</Text>
			) : null}
			<Text dimColor>{keyLine(ascii, [`${upDown(ascii)} choose`, 'Enter deal', 'Esc back to the game'])}</Text>
		</Box>
	);
}
