import React from 'react';
import {Box, Text} from 'ink';
import {
	type Position,
	canDraw,
	canRedeal,
	canUndo,
	cellsOf,
	drawDepths,
	fanAt,
	hasLegalMove,
	isFan,
	isStuck,
	moveCount,
	pileAt,
	rulesFor,
	rulesOptions,
	shown,
	capitalise,
} from '../../engine/index.js';
import {Fans, Foundations, FreeCells, boardWidth, foundationsLabel, freeCellAt} from './board.js';
import {type CardStyle, CELL_WIDTH} from '../theme/card-text.js';
import {fanColumn, fanRows} from './fan-layout.js';
import {formatDuration} from './clock.js';
import {type LegendContext, LEGEND_WIDTH, Legend, legendFor} from './legend.js';
import {type BoardSpot, type PlayState, position} from '../play/index.js';
import {Spinner} from './spinner.js';
import {marksOf} from './marks.js';
import {RoomyFans, RoomyFoundations} from './roomy-board.js';
import {isRoomy, roomyFanRows, roomyFit, roomySpotAt, roomyWidth} from './roomy-layout.js';
import {StatusLine} from './status-line.js';
import {wrapWords} from '../help/wrap-words.js';
import {shortTitle} from '../theme/deal-title.js';
import {COLOURS, glyph, tint} from '../theme/theme.js';

export {winnableMark} from './winnable-mark.js';

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
interface PlayViewProps {
	readonly state: PlayState;
	readonly rows: number;
	/** The terminal's columns: the status line, the message rows and the legend fit them. */
	readonly columns?: number;
	readonly record?: string;
}

export function PlayView({state, rows, columns = 80, record}: PlayViewProps) {
	const style = styleOf(state);
	const now = position(state);
	const {won} = state;
	const roomy = isRoomy(state.settings.board, rows, columns);
	const tall = !won && !roomy && needsSpareRows(now, rows);
	const marks = marksOf(state);
	const table = {position: now, cursor: state.cursor, held: state.held, hint: state.hint, style, marks};
	const drawing = state.drawing ?? hintedDraw(state);
	const width = roomy ? roomyWidth(now) : boardWidth(now);
	return (
		<Box flexDirection="column" paddingLeft={1}>
			{tall ? null : <Text> </Text>}
			<StatusLine state={state} columns={columns} />
			<Box
				borderStyle={style.ascii ? 'classic' : 'round'}
				borderColor={tint(style.color, 'good')}
				borderDimColor={!style.color}
				flexDirection="column"
				paddingRight={1}
				width={width + 3}
			>
				{roomy ? (
					<Box justifyContent="space-between">
						<Box flexDirection="column">
							{cellsOf(now).length > 0 ? <FreeCells {...table} /> : <Text> </Text>}
							<Text dimColor> {foundationsLabel(now, style.ascii)}</Text>
						</Box>
						<RoomyFoundations {...table} />
					</Box>
				) : (
					<Box justifyContent="space-between">
						<Text>
							<FreeCells {...table} />
							<Text dimColor> {foundationsLabel(now, style.ascii)}</Text>
						</Text>
						<Foundations {...table} />
					</Box>
				)}
				{tall ? null : <Text> </Text>}
				{won ? (
					<WinPanel
						state={state}
						record={record}
						width={width}
						height={roomy ? winRows(now, rows) : WIN_ROWS}
					/>
				) : roomy ? (
					<RoomyFans {...table} maxRows={roomyFanRows(rows)} drawing={drawing} />
				) : (
					<Fans {...table} maxRows={fanRowsFor(rows) + (tall ? SPARE_ROWS : 0)} drawing={drawing} />
				)}
			</Box>
			<MessageLine state={state} width={messageWidth(columns)} rows={messageRowsFor(state, rows, tall)} />
			<Legend entries={legendOf(state, Math.min(LEGEND_WIDTH, columns - 3))} color={style.color} />
		</Box>
	);
}

/** The compact win panel's rows: the fans' three, the aim's and the numbers'. */
const WIN_ROWS = 5;

/** The roomy board's fans' rows, with the aim's and the numbers': what the win panel stands in for. */
function winRows(now: Position, rows: number): number {
	return roomyFit(now, roomyFanRows(rows)).rows + 2;
}

/** Columns left of the table's cells: the view's left padding and the frame. */
const TABLE_LEFT = 2;

/**
 * The place on the board at a screen cell (`x`, `y` from 0 at the top left), where PlayView draws
 * it in a terminal of `rows` rows: a foundation's cell, or a fan's column from its first row down
 * to its number (the rows under its top card, the aim marker and the number stand for the top
 * card; a card under it is `covered`). Undefined anywhere else, and on the fans of a won game.
 * The roomy board (in a terminal of `columns` that has room for it) has its own (roomySpotAt).
 */
export function boardSpotAt(state: PlayState, rows: number, x: number, y: number, columns = 80): BoardSpot | undefined {
	const now = position(state);
	if (isRoomy(state.settings.board, rows, columns)) return roomySpotAt(now, state.won, rows, x - TABLE_LEFT, y);
	const tall = !state.won && needsSpareRows(now, rows);
	const top = tall ? 0 : 1;
	const column = Math.floor((x - TABLE_LEFT) / CELL_WIDTH);
	if (x < TABLE_LEFT) return undefined;
	const width = boardWidth(now);
	// The foundations' row, under the frame's top: their cells end at the table's right edge. The
	// free cells, where there are any, lie at its start, after their label.
	if (y === top + 2) {
		const cell = freeCellAt(now, x - TABLE_LEFT);
		if (cell !== undefined) return {place: cell};
		const first = width / CELL_WIDTH - now.foundations.length;
		const pile = column - first;
		return column < width / CELL_WIDTH && pile >= 0 ? {place: pileAt(pile)} : undefined;
	}
	if (state.won) return undefined;
	const firstFanRow = top + 3 + (tall ? 0 : 1);
	const fanRowCount = fanRows(now, fanRowsFor(rows) + (tall ? SPARE_ROWS : 0));
	// The fan rows, the aim's row and the numbers' row.
	if (y < firstFanRow || y >= firstFanRow + fanRowCount + 2 || column >= now.fans.length) return undefined;
	const place = fanAt(column);
	const row = y - firstFanRow;
	if (row >= fanRowCount) return {place};
	const fan = now.fans[column];
	const cell = fanColumn(fan, fanRowCount)[row];
	if (cell.kind === 'card' && !cell.top) return {place, covered: cell.card};
	// A row of the hidden middle of a tall fan: a card under the top one, too.
	if (cell.kind === 'hidden') return {place, covered: fan[fan.length - 2]};
	return {place};
}

/** A hinted draw's card, lit where it lies in its fan as the draw's chosen card is. */
function hintedDraw(state: PlayState): {readonly fan: number; readonly depth: number} | undefined {
	const {hint} = state;
	if (hint?.draw !== true || !isFan(hint.from)) return undefined;
	const depth = position(state).fans[hint.from.fan]?.indexOf(hint.card) ?? -1;
	return depth < 0 ? undefined : {fan: hint.from.fan, depth};
}

/** The keys of the legend for this state, in `width` columns. */
function legendOf(state: PlayState, width: number) {
	const now = position(state);
	const {drawing} = state;
	const choose = drawing === undefined || drawDepths(now, drawing.fan).length > 1;
	const steps = {redeal: canRedeal(now), draw: canDraw(now), choose};
	const {ascii, autoplay} = state.settings;
	// The arrows go up where the aim can: to the piles whose cards come back, or to the free cells.
	const upward = rulesFor(now.variant).foundation.returns || cellsOf(now).length > 0;
	return legendFor(legendContext(state), ascii, autoplay, upward, steps, width);
}

function legendContext(state: PlayState): LegendContext {
	if (state.demo !== undefined) return 'watching';
	if (state.won) return 'won';
	if (state.held !== undefined) return 'holding';
	if (state.drawing !== undefined) return 'drawing';
	if (state.rewind !== undefined) return 'lost';
	if (!hasLegalMove(position(state)) && canRedeal(position(state))) return 'redeal';
	if (!isStuck(position(state))) return 'play';
	return canUndo(state.game) ? 'stuck' : 'stuckFromTheDeal';
}

/**
 * Two rows at least, so that the legend stays put for most messages; a long one (a path and the
 * reason a file could not be used) takes the rows the table leaves free in the terminal.
 */
const MESSAGE_ROWS = 2;
const MESSAGE_WIDTH = 76;
/** The rows of the win panel, which stands where the fans and their numbers were. */
const WIN_PANEL_ROWS = 5;

/** The message rows' width in a terminal of `columns`: 76 at 80 columns, less in a narrower one (Trefoil's). */
function messageWidth(columns: number): number {
	return Math.min(MESSAGE_WIDTH, columns - 3);
}

/** The most rows a message may take in a terminal of `rows`: its two, and those the fans leave free. */
function messageRowsFor(state: PlayState, rows: number, tall: boolean): number {
	if (tall) return MESSAGE_ROWS;
	// The rows the table's fans take (the aim's and the numbers' rows besides), or the win panel.
	const fans = state.won ? WIN_PANEL_ROWS - 2 : fanRows(position(state), fanRowsFor(rows));
	return MESSAGE_ROWS + Math.max(0, fanRowsFor(rows) - fans);
}

const TONE_COLORS = {info: undefined, good: COLOURS.good, warn: COLOURS.warn} as const;

interface MessageLineProps {
	readonly state: PlayState;
	readonly width: number;
	/** The most rows the message may take. */
	readonly rows: number;
}

/** What is going on (a spinner while the solver works), a warning, or the last move. */
function MessageLine({state, width, rows}: MessageLineProps) {
	const {ascii, color} = state.settings;
	const busy =
		state.dealPending?.text ??
		(state.hintPending === undefined
			? undefined
			: state.typedAhead.length > 0
				? 'Thinking about a hint, to play it'
				: 'Thinking about a hint (keys keep working)');
	if (busy !== undefined) {
		return (
			<Box height={MESSAGE_ROWS}>
				<Text wrap="truncate">
					<Spinner ascii={ascii} color={color} /> {shown(busy)}
					{glyph(ascii, 'ellipsis')}
				</Text>
			</Box>
		);
	}
	const message = state.message;
	// A message may quote a path, a saved title or a file's line: its control characters are shown.
	const lines = messageLines(shown(message?.text ?? ' '), width, rows, ascii);
	return (
		<Box height={Math.max(MESSAGE_ROWS, lines.length)} width={width} flexDirection="column">
			{lines.map((line, index) => (
				<Text
					key={index}
					wrap="truncate"
					color={color && message !== undefined ? TONE_COLORS[message.tone] : undefined}
					bold={message?.tone === 'warn'}
				>
					{line}
				</Text>
			))}
		</Box>
	);
}

/** Longest path a message shows whole when it would not fit its rows: past it, the path is cut in the middle. */
const PATH_WIDTH = 36;

/**
 * A message in `rows` rows at most: whole where it fits; else with its long paths cut in the
 * middle (their start and their file's name stay), so that the reason after them shows; else cut
 * at the end, with `…`.
 */
export function messageLines(text: string, width: number, rows: number, ascii: boolean): string[] {
	const whole = wrapWords(text, width);
	if (whole.length <= rows) return whole;
	const shorter = wrapWords(
		text
			.split(' ')
			.map((word) => (word.includes('/') ? shortTitle(word, ascii, PATH_WIDTH) : word))
			.join(' '),
		width,
	);
	return inRows(shorter, rows, width, glyph(ascii, 'ellipsis'));
}

/** The first `rows` lines, the last of them ending in `cut` (`…`, or `...` in ASCII) when more were cut. */
function inRows(lines: readonly string[], rows: number, width: number, cut: string): string[] {
	if (lines.length <= rows) return [...lines];
	const last = lines[rows - 1];
	return [
		...lines.slice(0, rows - 1),
		`${last.length + cut.length <= width ? last : last.slice(0, width - cut.length)}${cut}`,
	];
}

interface WinPanelProps {
	readonly state: PlayState;
	readonly record: string | undefined;
	readonly width: number;
	/** The rows of the fans it stands in for: the table keeps its height. */
	readonly height: number;
}

/**
 * The win, on the table where the fans were: as many rows as the fans with their numbers (five on
 * the compact board); `record`: the statistics' line.
 */
function WinPanel({state, record, width, height}: WinPanelProps) {
	const moves = moveCount(state.game);
	// The clock stood still from the win on.
	const time = formatDuration(state.clock.playedMs);
	const summary = `${capitalise(state.deal.title)} in ${moves} ${moves === 1 ? 'move' : 'moves'} and ${time}.`;
	// The house rule of the draw, where the game was dealt under it, is part of how to deal it again.
	const drawEarly = state.game.entries[0].position.drawEarly === true;
	const options = `${rulesOptions(state.deal.rules)}${drawEarly ? ' --draw-early' : ''}`.trim();
	const replay =
		state.deal.seed === undefined
			? undefined
			: `Replay it with ${options === '' ? '' : `${options} `}--seed ${shellWord(state.deal.seed)}.`;
	// One line when it fits the table, else the replay gets its own (a daily deal's seed is long).
	const lines = [
		...(replay === undefined
			? [summary]
			: summary.length + 1 + replay.length <= width - 2
				? [`${summary} ${replay}`]
				: [summary, replay]),
		...(record === undefined ? [] : [record]),
	];
	return (
		<Box
			flexDirection="column"
			height={height}
			width={width}
			alignItems="center"
			// Roomy, the panel stands in the middle of the taller fans' place.
			justifyContent={height > WIN_ROWS ? 'center' : 'flex-start'}
		>
			{lines.length < 3 ? <Text> </Text> : null}
			<Text bold color={tint(state.settings.color, 'good')}>
				You won! All 52 cards are home.{state.markOn ? ' The winnable mark was on.' : ''}
			</Text>
			{lines.map((line) => (
				<Text key={line} wrap="truncate">
					{/* The title, the seed and the records' line may come from files: shown, never sent. */}
					{shown(line)}
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
