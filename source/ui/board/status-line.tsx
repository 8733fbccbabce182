import React from 'react';
import {Text} from 'ink';
import {type DealRules, type Position, moveCount, rulesFor, rulesShortName, shown} from '../../engine/index.js';
import {Clock} from './clock.js';
import {playedMs} from '../play/play-clock.js';
import {type PlayState, position} from '../play/index.js';
import {type Forms, layStatusLine} from './status-layout.js';
import {winnableMark} from './winnable-mark.js';
import {COLOURS, glyph, tint} from '../theme/theme.js';

/** The clock's text under an hour (`12:07`); past an hour the line is laid out for `1:02:07` (and ten hours). */
const CLOCK_WIDTH = 5;
const LONG_CLOCK_WIDTH = 8;

/** Columns of the terminal the status line leaves: the view's left padding, its own leading space, one to spare. */
const AROUND_STATUS = 3;

const TONE_COLORS = {info: undefined, good: COLOURS.good, warn: COLOURS.warn} as const;

/** The game's name, then its short name: `La Belle Lucie`, `Lucie`; a Kings rule's name goes first. */
export function nameForms(rules: DealRules): Forms {
	const variant = rulesFor(rules.variant);
	const short = variant.shortName ?? variant.name;
	const full = rulesShortName(rules);
	return full === short ? [full] : [full, short];
}

/** Redeals and draws left, where the variant has them: `2 redeals, 1 draw`, short `2r 1d`; `2 redeals`, `2r`. */
export function stepsForms(now: Position): Forms {
	const {redeals, draws} = rulesFor(now.variant).redeal;
	if (redeals === 0) return [];
	const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
	if (draws === 0) return [plural(now.redeals, 'redeal'), `${now.redeals}r`];
	return [`${plural(now.redeals, 'redeal')}, ${plural(now.draws, 'draw')}`, `${now.redeals}r ${now.draws}d`];
}

/** The line above the table: the game, the deal, the moves, the time, the redeals and draws left, the winnable mark. */
export function StatusLine({state, columns}: {readonly state: PlayState; readonly columns: number}) {
	const {ascii, color} = state.settings;
	const dot = glyph(ascii, 'dot');
	const moves = moveCount(state.game);
	const mark = winnableMark(state);
	const clockWidth = playedMs(state.clock, Date.now()) < 3_600_000 - 60_000 ? CLOCK_WIDTH : LONG_CLOCK_WIDTH;
	const parts = {
		name: nameForms(state.deal.rules),
		// A board file's path comes from outside: its control characters are shown, never sent to the terminal.
		title: shown(state.deal.title),
		// A deal with a seed is dealt again by its title; a board file's is its path.
		cuttable: state.deal.seed === undefined,
		moves: `${moves} ${moves === 1 ? 'move' : 'moves'}`,
		clockWidth,
		steps: stepsForms(position(state)),
		mark: mark?.forms ?? [],
		dot,
		ascii,
	};
	const line = layStatusLine(parts, columns - AROUND_STATUS);
	return (
		<Text wrap="truncate">
			{' '}
			{line.name === undefined ? null : (
				<>
					<Text bold color={tint(color, 'good')}>
						{line.name}
					</Text>
					{dot}
				</>
			)}
			{line.title}
			{dot}
			{parts.moves}
			{dot}
			<Clock clock={state.clock} />
			{line.steps === undefined ? null : `${dot}${line.steps}`}
			{line.mark === undefined || mark === undefined ? null : (
				<>
					{dot}
					<Text color={color ? TONE_COLORS[mark.tone] : undefined} bold={mark.tone === 'warn'}>
						{line.mark}
					</Text>
				</>
			)}
		</Text>
	);
}
