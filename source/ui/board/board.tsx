import React from 'react';
import {Box, Text} from 'ink';
import {
	cardsAt,
	type Move,
	type Place,
	type Position,
	type Suit,
	SUITS,
	SUIT_GLYPHS,
	SUIT_LETTERS,
	buildsDown,
	cellAt,
	cellsOf,
	fanAt,
	isFan,
	pileAt,
	pileTop,
	rulesFor,
	samePlace,
} from '../../engine/index.js';
import {type CardStyle, CELL_WIDTH} from '../theme/card-text.js';
import {type Highlight, type Mark, CardCell, Cell, markGlyph} from './card-cell.js';
import {type Marks, markOn} from './marks.js';
import {type FanCell, fanColumn, fanRows} from './fan-layout.js';
import {glyph, tint} from '../theme/theme.js';

export interface BoardProps {
	readonly position: Position;
	readonly cursor: Place;
	readonly held: Place | undefined;
	readonly hint: Move | undefined;
	readonly style: CardStyle;
	/** Most rows the fan cards may take (a taller fan is compressed). */
	readonly maxRows: number;
	/** The card chosen for the draw, lit where it lies in its fan (never hidden by compression). */
	readonly drawing?: {readonly fan: number; readonly depth: number};
	/** Show playable's marks (marks.ts). */
	readonly marks?: Marks;
}

/** Width of the fan area: one cell per fan. */
export function boardWidth(position: Position): number {
	// As wide as the deal's fans, also once a redeal deals fewer: the foundations' row and the win panel keep
	// their room.
	return Math.max(position.fans.length, rulesFor(position.variant).layout.fans) * CELL_WIDTH;
}

/**
 * The fans as columns, bottom card in the first row and the playable top card lowest, with the
 * aim marker and the fan numbers under them. The top card of the aimed fan is in inverse video.
 */
export function Fans({position, cursor, held, hint, style, maxRows, drawing, marks}: BoardProps) {
	const rows = fanRows(position, maxRows);
	const columns = position.fans.map((fan, index) =>
		fanColumn(fan, rows, drawing?.fan === index ? drawing.depth : undefined),
	);
	return (
		<Box flexDirection="column">
			{Array.from({length: rows}, (_, row) => (
				<Text key={row}>
					{columns.map((column, index) => (
						<FanRowCell
							key={index}
							cell={column[row]}
							highlight={placeHighlight(fanAt(index), cursor, held, hint)}
							mark={markOn(marks, fanAt(index))}
							style={style}
						/>
					))}
				</Text>
			))}
			<AimRow position={position} cursor={cursor} held={held} style={style} drawing={drawing} />
			<FanNumbers count={position.fans.length} cursor={cursor} hint={hint} style={style} />
		</Box>
	);
}

function FanRowCell({
	cell,
	highlight,
	mark,
	style,
}: {
	readonly cell: FanCell;
	readonly highlight: Highlight;
	readonly mark: Mark;
	readonly style: CardStyle;
}) {
	switch (cell.kind) {
		case 'card':
			if (cell.chosen === true) return <CardCell card={cell.card} style={style} highlight="held" />;
			return cell.top ? (
				<CardCell card={cell.card} style={style} highlight={highlight} mark={mark} />
			) : (
				<CardCell card={cell.card} style={style} />
			);
		case 'empty':
			return <CardCell card={undefined} style={style} highlight={highlight} mark={mark} />;
		case 'hidden':
			return <Cell text={`+${cell.count}`} dim colorOn={style.color} />;
		case 'blank':
			return <Cell text="" colorOn={style.color} />;
	}
}

/** How a place's top card is lit: picked up, aimed at, or part of the hint shown. */
export function placeHighlight(
	place: Place,
	cursor: Place,
	held: Place | undefined,
	hint: Move | undefined,
): Highlight {
	if (samePlace(place, held)) return 'held';
	if (samePlace(place, cursor)) return 'cursor';
	if (hint !== undefined && (samePlace(hint.from, place) || samePlace(hint.to, place))) return 'hint';
	return undefined;
}

/** The marker under the aimed fan; while a card is held, the card itself travels along here. */
function AimRow({position, cursor, held, style, drawing}: Omit<BoardProps, 'hint' | 'maxRows'>) {
	// The card of the draw travels along too, once the aim leaves its fan.
	const drawn =
		drawing === undefined || samePlace(cursor, fanAt(drawing.fan))
			? undefined
			: position.fans[drawing.fan]?.[drawing.depth];
	const heldCard = held === undefined ? drawn : cardsAt(position, held)?.at(-1);
	const marker = glyph(style.ascii, 'marker');
	return (
		<Text>
			{position.fans.map((_, index) => {
				if (!isFan(cursor) || index !== cursor.fan) return <Cell key={index} text="" colorOn={style.color} />;
				if (heldCard !== undefined)
					return <CardCell key={index} card={heldCard} style={style} highlight="held" />;
				return (
					<Text key={index} color={tint(style.color, 'key')} bold>
						{' '.repeat(CELL_WIDTH - 1)}
						{marker}
					</Text>
				);
			})}
		</Text>
	);
}

function FanNumbers({
	count,
	cursor,
	hint,
	style,
}: {
	count: number;
	cursor: Place;
	hint: Move | undefined;
	style: CardStyle;
}) {
	return (
		<Text>
			{Array.from({length: count}, (_, index) => {
				const place = fanAt(index);
				const aimed = samePlace(cursor, place);
				const hinted = hint !== undefined && (samePlace(hint.from, place) || samePlace(hint.to, place));
				return (
					<Text
						key={index}
						bold={aimed}
						underline={hinted && !style.color}
						color={aimed ? tint(style.color, 'key') : hinted ? tint(style.color, 'good') : undefined}
						dimColor={!aimed && !hinted}
					>
						{String(index + 1).padStart(CELL_WIDTH)}
					</Text>
				);
			})}
		</Text>
	);
}

/** The label before the free cells, two cells wide, so that the cells start on a fan's column (the third). */
export const CELLS_LABEL = ' Cells  ';
/** The fan columns the label covers: the first cell lies over fan 3. */
export const CELLS_FIRST_COLUMN = CELLS_LABEL.length / CELL_WIDTH;

/**
 * The free cell drawn at `x` on the cells' row (columns from the table's start), if any: the same
 * place on the compact board and the roomy one, so the mouse finds it the same way on both.
 */
export function freeCellAt(position: Position, x: number): Place | undefined {
	const cell = Math.floor(x / CELL_WIDTH) - CELLS_FIRST_COLUMN;
	return x >= 0 && cell >= 0 && cell < cellsOf(position).length ? cellAt(cell) : undefined;
}

/**
 * The free cells (Free Fan), after their label: each shows its card, or `··` while empty, and is
 * lit like a fan's top card when aimed at, picked from or hinted. Nothing where the game has none.
 */
export function FreeCells({position, cursor, held, hint, style, marks}: Omit<BoardProps, 'maxRows'>) {
	const cells = cellsOf(position);
	if (cells.length === 0) return null;
	return (
		<Text>
			<Text dimColor>{CELLS_LABEL}</Text>
			{cells.map((card, cell) => (
				<CardCell
					key={cell}
					card={card}
					style={style}
					highlight={placeHighlight(cellAt(cell), cursor, held, hint)}
					mark={markOn(marks, cellAt(cell))}
				/>
			))}
		</Text>
	);
}

/**
 * The words beside the foundations: by suit they need none, but the suits built down from the King
 * (Clover Leaf's `♦♥ down from K`); piles are numbered as moves name them.
 */
export function foundationsLabel(position: Position, ascii = false): string {
	if (rulesFor(position.variant).foundation.building !== 'by-suit') return 'Foundation piles F1 to F4';
	const down = SUITS.filter((suit) => buildsDown(position.variant, suit));
	if (down.length === 0) return 'Foundations';
	return `Foundations (${down.map((suit) => (ascii ? SUIT_LETTERS : SUIT_GLYPHS)[suit]).join('')} down from K)`;
}

/**
 * The four foundations in order: each shows its top card; while empty, a dim dot and its suit
 * (by suit) or a dim `··` (piles any Ace may start). Piles a card can come back from are lit like
 * fans when aimed at, picked from or hinted.
 */
export function Foundations({position, cursor, held, hint, style, marks}: Omit<BoardProps, 'maxRows'>) {
	const bySuit = rulesFor(position.variant).foundation.building === 'by-suit';
	return (
		<Text>
			{position.foundations.map((_, pile) => {
				const card = pileTop(position, pile);
				const highlight = placeHighlight(pileAt(pile), cursor, held, hint);
				const mark = markOn(marks, pileAt(pile));
				if (card !== undefined || !bySuit)
					return <CardCell key={pile} card={card} style={style} highlight={highlight} mark={mark} />;
				return (
					<Cell
						key={pile}
						text={emptyPileText(style, pile, buildsDown(position.variant, pile as Suit))}
						dim
						highlight={highlight}
						colorOn={style.color}
						mark={mark}
						markGlyph={markGlyph(style)}
					/>
				);
			})}
		</Text>
	);
}

/** An empty pile of a suit: a dot and the suit it waits for, and its King where it builds down (`·K♥`). */
export function emptyPileText(style: CardStyle, pile: number, down = false): string {
	return (style.ascii ? '.' : '·') + (down ? 'K' : '') + (style.ascii ? SUIT_LETTERS[pile] : SUIT_GLYPHS[pile]);
}
