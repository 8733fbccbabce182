import React from 'react';
import {Box, Text} from 'ink';
import {type Position, canDraw, canRedeal, canUndo, hasLegalMove, isStuck, moveCount, rulesFor, rulesOptions, rulesShortName} from '../engine/index.js';
import {shortTitle} from './deal-title.js';
import {Fans, Foundations, boardWidth, foundationsLabel} from './board.js';
import {type CardStyle} from './card-text.js';
import {Clock, formatDuration} from './clock.js';
import {type LegendContext, Legend, legendFor} from './legend.js';
import {type PlayState, position} from './play-state.js';
import {Spinner} from './spinner.js';

function styleOf(state: PlayState): CardStyle {
	return {ascii: state.settings.ascii, color: state.settings.color};
}

/** Rows of the game screen besides the fan cards: it must stay one row shorter than the terminal. */
export const ROWS_AROUND_FANS = 11;
/** The blank rows among them (above the status line, under the foundations), given up to a tall fan. */
const SPARE_ROWS = 2;

/** Most rows the fan cards may take in a terminal of `rows` rows, the blank rows kept (a taller fan is compressed). */
export function fanRowsFor(rows: number): number {
	return rows - 1 - ROWS_AROUND_FANS;
}

/** Whether the fans need more rows than the terminal leaves them: then the blank rows go too. */
function needsSpareRows(position: Position, rows: number): boolean {
	return Math.max(...position.fans.map((fan) => fan.length)) > fanRowsFor(rows);
}

/**
 * The game screen: the status line, the table (foundations above the fans, in a frame), two
 * message rows and the key legend, under a blank row. Fourteen rows in Shamrocks whatever
 * happens, so nothing jumps; where fans grow, the columns grow with the tallest fan, within the
 * terminal. A won game shows its panel on the table in place of the fans.
 */
export function PlayView({state, rows, record}: {readonly state: PlayState; readonly rows: number; readonly record?: string}) {
	const style = styleOf(state);
	const now = position(state);
	const {won} = state;
	const tall = !won && needsSpareRows(now, rows);
	return (
		<Box flexDirection="column" paddingLeft={1}>
			{tall ? null : <Text> </Text>}
			<StatusLine state={state} />
			<Box borderStyle={style.ascii ? 'classic' : 'round'} borderColor={style.color ? 'green' : undefined} borderDimColor={!style.color} flexDirection="column" paddingRight={1} width={boardWidth(now) + 3}>
				<Box justifyContent="space-between">
					<Text dimColor> {foundationsLabel(now)}</Text>
					<Foundations position={now} cursor={state.cursor} held={state.held} hint={state.hint} style={style} />
				</Box>
				{tall ? null : <Text> </Text>}
				{won ? (
					<WinPanel state={state} record={record} />
				) : (
					<Fans position={now} cursor={state.cursor} held={state.held} hint={state.hint} style={style} maxRows={fanRowsFor(rows) + (tall ? SPARE_ROWS : 0)} drawing={state.drawing} />
				)}
			</Box>
			<MessageLine state={state} />
			<Legend
				entries={legendFor(legendContext(state), style.ascii, state.settings.autoplay, rulesFor(now.variant).foundation.returns, {redeal: canRedeal(now), draw: canDraw(now)})}
				color={style.color}
			/>
		</Box>
	);
}

function legendContext(state: PlayState): LegendContext {
	if (state.won) return 'won';
	if (state.held !== undefined) return 'holding';
	if (state.drawing !== undefined) return 'drawing';
	if (state.rewind !== undefined) return 'lost';
	if (!hasLegalMove(position(state)) && canRedeal(position(state))) return 'redeal';
	if (!isStuck(position(state))) return 'play';
	return canUndo(state.game) ? 'stuck' : 'stuckFromTheDeal';
}

function StatusLine({state}: {readonly state: PlayState}) {
	const moves = moveCount(state.game);
	const dot = state.settings.ascii ? ' - ' : ' · ';
	return (
		<Text wrap="truncate">
			{' '}
			<Text bold color={state.settings.color ? 'green' : undefined}>
				{rulesShortName(state.deal.rules)}
			</Text>
			{dot}
			{shortTitle(state.deal.title, state.settings.ascii)}
			{dot}
			{moves} {moves === 1 ? 'move' : 'moves'}
			{dot}
			<Clock clock={state.clock} />
			{stepsLeft(position(state), dot)}
		</Text>
	);
}

/** Redeals and draws left, where the variant has them: ` · 2 redeals, 1 draw left`. */
function stepsLeft(now: Position, dot: string): string {
	if (rulesFor(now.variant).redeal.redeals === 0) return '';
	const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
	return `${dot}${plural(now.redeals, 'redeal')}, ${plural(now.draws, 'draw')} left`;
}

/** Two rows, always: a long refusal wraps instead of being cut, and the legend never moves. */
const MESSAGE_ROWS = 2;
const MESSAGE_WIDTH = 76;

const TONE_COLORS = {info: undefined, good: 'green', warn: 'yellow'} as const;

/** One line: what is going on (a spinner while the solver works), a warning, or the last move. */
function MessageLine({state}: {readonly state: PlayState}) {
	const {ascii, color} = state.settings;
	const busy = state.dealPending?.text ?? (state.hintPending === undefined ? undefined : state.typedAhead.length > 0 ? 'Thinking about a hint, to play it' : 'Thinking about a hint (keys keep working)');
	if (busy !== undefined) {
		return (
			<Box height={MESSAGE_ROWS}>
				<Text wrap="truncate">
					<Spinner ascii={ascii} color={color} /> {busy}
					{ascii ? '...' : '…'}
				</Text>
			</Box>
		);
	}
	const message = state.message;
	return (
		<Box height={MESSAGE_ROWS} width={MESSAGE_WIDTH} flexDirection="column">
			{inRows(wrapWords(message?.text ?? ' ', MESSAGE_WIDTH), MESSAGE_ROWS, MESSAGE_WIDTH, ascii ? '...' : '…').map((line, index) => (
				<Text key={index} wrap="truncate" color={color && message !== undefined ? TONE_COLORS[message.tone] : undefined} bold={message?.tone === 'warn'}>
					{line}
				</Text>
			))}
		</Box>
	);
}

/** The first `rows` lines, the last of them ending in `cut` (`…`, or `...` in ASCII) when more were cut. */
function inRows(lines: readonly string[], rows: number, width: number, cut: string): string[] {
	if (lines.length <= rows) return [...lines];
	const last = lines[rows - 1];
	return [...lines.slice(0, rows - 1), `${last.length + cut.length <= width ? last : last.slice(0, width - cut.length)}${cut}`];
}

/**
 * Lines of at most `width` characters, broken between words (a word longer than a line is cut).
 * Ink's own wrapping keeps the space it breaks at, which indented every second row by one.
 */
export function wrapWords(text: string, width: number): string[] {
	const lines: string[] = [];
	let line = '';
	for (const word of text.split(' ')) {
		if (line !== '' && line.length + 1 + word.length > width) {
			lines.push(line);
			line = word;
		} else {
			line = line === '' ? word : `${line} ${word}`;
		}
	}
	lines.push(line === '' ? ' ' : line);
	return lines.flatMap((long) => (long.length <= width ? [long] : (long.match(new RegExp(`.{1,${width}}`, 'gu')) ?? [long])));
}

/** The win, on the table where the fans were: five rows, like the fans with their numbers; `record`: the statistics' line. */
function WinPanel({state, record}: {readonly state: PlayState; readonly record: string | undefined}) {
	const moves = moveCount(state.game);
	// The clock stood still from the win on.
	const time = formatDuration(state.clock.playedMs);
	const summary = `${capitalise(state.deal.title)} in ${moves} ${moves === 1 ? 'move' : 'moves'} and ${time}.`;
	const options = rulesOptions(state.deal.rules);
	const replay = state.deal.seed === undefined ? undefined : `Replay it with ${options === '' ? '' : `${options} `}--seed ${shellWord(state.deal.seed)}.`;
	const width = boardWidth(position(state));
	// One line when it fits the table, else the replay gets its own (a daily deal's seed is long).
	const lines = [...(replay === undefined ? [summary] : summary.length + 1 + replay.length <= width - 2 ? [`${summary} ${replay}`] : [summary, replay]), ...(record === undefined ? [] : [record])];
	return (
		<Box flexDirection="column" height={5} width={width} alignItems="center">
			{lines.length < 3 ? <Text> </Text> : null}
			<Text bold color={state.settings.color ? 'green' : undefined}>
				You won! All 52 cards are home.
			</Text>
			{lines.map((line) => (
				<Text key={line} wrap="truncate">
					{line}
				</Text>
			))}
			<Text>Press Enter for a new deal, u to undo, n for the menu.</Text>
		</Box>
	);
}

/** A seed as it must be typed in a shell: quoted when it holds anything but plain characters. */
function shellWord(seed: string): string {
	return /^[\w./:-]+$/.test(seed) ? seed : `'${seed.replaceAll("'", "'\\''")}'`;
}

function capitalise(text: string): string {
	return text.charAt(0).toUpperCase() + text.slice(1);
}
