import React from 'react';
import {Box, Text} from 'ink';
import {type DealRules, describeKingRule, hasDownSuits, rulesFor, rulesName} from '../../engine/index.js';
import {cardsAsShown} from '../theme/card-text.js';
import {wrapWords} from './wrap-words.js';
import {glyph, keyLine, upDown} from '../theme/theme.js';

/** The help's widest line, as the table is wide at 80 columns. */
export const HELP_WIDTH = 75;
/** Where the words of a key's line start: under them go its lines wrapped in a narrow terminal. */
const KEY_COLUMN = 15;

/** A key's line broken between words to fit `width`, its next lines under its words. */
function keyRows(line: string, width: number): string[] {
	const [first, ...rest] = wrapWords(line.slice(KEY_COLUMN), width - KEY_COLUMN);
	const under = ' '.repeat(KEY_COLUMN);
	return [`${line.slice(0, KEY_COLUMN)}${first}`, ...rest.map((more) => `${under}${more}`)].map((row) =>
		row.trimEnd(),
	);
}

/** The keys' lines, each key's words on one (a line that starts under the words goes on the line before). */
function joinedKeys(lines: readonly string[]): string[] {
	const joined: string[] = [];
	for (const line of lines) {
		if (line.startsWith(' '.repeat(KEY_COLUMN)) && joined.length > 0)
			joined[joined.length - 1] += ` ${line.trim()}`;
		else joined.push(line);
	}
	return joined;
}

/**
 * The help text: the rules of the game on the table in a few lines (the variant says them, its
 * cards written as the board writes them), then every key, in lines of `width` columns at most.
 */
export function helpLines(ascii: boolean, rules: DealRules, width = HELP_WIDTH): string[] {
	const arrows = ascii ? '<- ->' : '←→   ';
	const variant = rulesFor(rules.variant);
	const upDown = ascii ? 'Up Down' : '↑ ↓    ';
	const cellKeys = [
		`${upDown}        aim at the free cells (${arrows.trim()} along them), and back down`,
		'               (Enter: a cell when no foundation or fan takes the card)',
	];
	const pileKeys = variant.foundation.returns
		? [`${upDown}        aim at the foundation piles, and back down to the fans`]
		: [`${upDown}        aim at the previous or next fan whose top card can move`];
	const piles = (variant.cells ?? 0) > 0 ? cellKeys : pileKeys;
	const draw =
		variant.redeal.draws === 0
			? []
			: variant.redeal.drawTakes === 'beneath-top'
				? [
						"d              the draw: the card beneath the aimed fan's top; aim at another",
						'               fan and Enter, or f: home; Esc cancels',
					]
				: [
						`d              the draw: ${ascii ? 'Up/Down' : '↑↓'} choose any card of the aimed fan; Enter`,
						'               brings it to the top, or aim, Enter (f: home); Esc cancels',
					];
	const steps =
		variant.redeal.redeals > 0
			? ['g              redeal: gather the fans, shuffle, deal again in threes', ...draw]
			: [];
	// Each paragraph's lines are written for the width of the table at 80 columns.
	const paragraphs = [
		variant.summary.map((line) => cardsAsShown(line, ascii)),
		variant.kingRules.length > 1 ? describeKingRule(rules.kings) : [],
		hasDownSuits(variant)
			? [
					'When every fan descends in the order its cards go home (a suit built down',
					'from the King rises: A 2 3), the game plays the rest home (Auto complete).',
				]
			: ['When every fan is descending the game plays the rest home (Auto complete).'],
		[
			'Show playable (a setting) marks each card that can move: grey behind it, or',
			`${glyph(ascii, 'playable')} beside it without colour; with a card in hand, each place that takes it.`,
			'A terminal of 120 x 36 or more shows the cards as boxes (Board, a setting).',
			'With Auto drop on (s), after every move the cards that can never again be',
			'of use on the fans go home by themselves, each a move of its own.',
		],
	].filter((lines) => lines.length > 0);
	const keys = [
		`${arrows} Home End aim at a fan: all ${variant.layout.fans} in order, empty ones too`,
		...piles,
		'1 to 9, 0      aim at a fan by its number: 7 for fan 7, 0 for fan 10,',
		'               1 then 4 (typed quickly) for fan 14',
		'Tab  Shift-Tab aim at the next (previous) fan whose top card can move',
		'Enter  Space   play the aimed card: home if it fits, else onto a fan; Enter',
		'               again on the same card moves it on to the next place',
		'm              pick the card up; aim, then Enter (or m) drops it there',
		'f              the picked (or aimed) card to its foundation',
		// Only a game with a draw has one to put off.
		`Esc            put the picked card back${variant.redeal.draws > 0 ? ', put the draw off' : ''}`,
		'h              hint: a winning move (or a best guess); Enter plays it',
		'w              watch the solver play on from here; any key takes it back',
		'mouse          click a card to play it as Enter does; drag it to a place',
		'u  r  b        undo, redo; b: back to winnable once h or the mark says lost',
		'Ctrl+Z  Ctrl+Y undo, redo, as on the desktop; Backspace undoes too',
		'U  R           undo all, back to the deal; redo all (u, r: one at a time)',
		...steps,
		'n  s  ?        menu (new, deal number, save, open), settings, this help',
		'q  Ctrl+C      quit (where a name or number is typed, q types a q)',
	];
	if ([...paragraphs.flat(), ...keys].every((line) => line.length <= width))
		return [...paragraphs.flat(), '', ...keys];
	// A narrower terminal: each paragraph, and each key's words, broken again for its width.
	const prose = paragraphs.flatMap((lines) => wrapWords(lines.join(' '), width));
	return [...prose, '', ...joinedKeys(keys).flatMap((line) => keyRows(line, width))];
}

/** The help's width in a terminal of `columns`: its left margin and a spare column aside. */
export function helpWidth(columns: number): number {
	// Help is drawn only in a terminal the game fits: the rest is for the reckoning of its scroll.
	return Math.max(HELP_LEAST_WIDTH, Math.min(HELP_WIDTH, columns - 2));
}

/** Narrower than any terminal the game draws in. */
const HELP_LEAST_WIDTH = 40;

/** Help lines that fit a terminal of `rows` rows (title, blanks and footer take four). */
export function helpRows(rows: number): number {
	return Math.max(1, rows - 1 - 4);
}

/** The first line the help may scroll to. */
export function lastHelpTop(ascii: boolean, rows: number, rules: DealRules, columns = 80): number {
	return Math.max(0, helpLines(ascii, rules, helpWidth(columns)).length - helpRows(rows));
}

/** The ? screen; Up/Down scroll it (the session's keys) when the terminal is too short. */
interface HelpProps {
	readonly ascii: boolean;
	readonly rows: number;
	readonly columns?: number;
	readonly top: number;
	readonly rules: DealRules;
}

export function Help({ascii, rows, columns = 80, top, rules}: HelpProps) {
	const lines = helpLines(ascii, rules, helpWidth(columns));
	const visible = helpRows(rows);
	const scrolls = lastHelpTop(ascii, rows, rules, columns) > 0;
	return (
		<Box flexDirection="column" paddingLeft={1}>
			<Text bold>{rulesName(rules)}: how to play</Text>
			<Text> </Text>
			{lines.slice(top, top + visible).map((line, index) => (
				<Text key={top + index} wrap="truncate">
					{line === '' ? ' ' : line}
				</Text>
			))}
			<Text> </Text>
			<Text dimColor>
				{keyLine(ascii, [...(scrolls ? [`${upDown(ascii)} scroll`] : []), 'Esc or ? back to the game'])}
			</Text>
		</Box>
	);
}
