import React from 'react';
import {Box, Text} from 'ink';
import {
	type Place,
	type Suit,
	buildsDown,
	cardsAt,
	fanAt,
	isFan,
	pileAt,
	pileTop,
	rulesFor,
	samePlace,
} from '../../engine/index.js';
import {type CardStyle, cardColor, cardLabel, cellText, emptyMark} from '../theme/card-text.js';
import {glyph, tint} from '../theme/theme.js';
import {type BoardProps, emptyPileText, placeHighlight} from './board.js';
import {type Highlight, type LitStyle, type Mark, CardCell, highlightStyle, markGlyph, markStyle} from './card-cell.js';
import {markOn} from './marks.js';
import {type CardOrEmpty, type RoomyRow, PILE_ROWS, SLOT_WIDTH, roomyColumn, roomyFit} from './roomy-layout.js';

/**
 * The roomy board (roomy-layout.ts says where everything is): the fans as columns of framed
 * cards, the aim and the fan numbers under them, and the foundations as boxes. It lights what
 * the compact board lights, in the same colours and with the same cues without colour: the
 * aimed top card in inverse video, the card in hand, the hint, and Show playable's marks.
 */
export function RoomyFans({position, cursor, held, hint, style, maxRows, drawing, marks}: BoardProps) {
	const fit = roomyFit(position, maxRows);
	const columns = position.fans.map((fan, index) =>
		roomyColumn(fan, fit, drawing?.fan === index ? drawing.depth : undefined),
	);
	return (
		<Box flexDirection="column">
			{Array.from({length: fit.rows}, (_, row) => (
				<Text key={row}>
					{columns.map((column, index) => (
						<Piece
							key={index}
							row={column[row]}
							highlight={placeHighlight(fanAt(index), cursor, held, hint)}
							mark={markOn(marks, fanAt(index))}
							style={style}
						/>
					))}
				</Text>
			))}
			<AimRow position={position} cursor={cursor} held={held} style={style} drawing={drawing} />
			<Numbers count={position.fans.length} cursor={cursor} hint={hint} style={style} />
		</Box>
	);
}

/** The four piles as boxes, each showing its top card (an empty pile by suit: its suit, dim). */
export function RoomyFoundations({position, cursor, held, hint, style, marks}: Omit<BoardProps, 'maxRows'>) {
	const bySuit = rulesFor(position.variant).foundation.building === 'by-suit';
	const parts = ['edge', 'index', 'bottom'] as const;
	return (
		<Box flexDirection="column">
			{Array.from({length: PILE_ROWS}, (_, row) => (
				<Text key={row}>
					{position.foundations.map((_, pile) => {
						const card = pileTop(position, pile);
						const cell: CardOrEmpty =
							card === undefined ? {kind: 'empty'} : {kind: 'card', card, top: true};
						return (
							<Piece
								key={pile}
								row={{part: parts[row], cell}}
								highlight={placeHighlight(pileAt(pile), cursor, held, hint)}
								mark={markOn(marks, pileAt(pile))}
								style={style}
								emptyText={
									bySuit
										? emptyPileText(style, pile, buildsDown(position.variant, pile as Suit))
										: undefined
								}
							/>
						);
					})}
				</Text>
			))}
		</Box>
	);
}

interface PieceProps {
	readonly row: RoomyRow;
	readonly highlight: Highlight;
	readonly mark: Mark;
	readonly style: CardStyle;
	/** What an empty place shows: `··`, or an empty pile's suit. */
	readonly emptyText?: string;
}

/** One row of a fan's slot (or a pile's): its gap, then that row of its card's box. */
function Piece({row, highlight, mark, style, emptyText}: PieceProps) {
	const {ascii, color} = style;
	if (row.part === 'blank') return <Text>{' '.repeat(SLOT_WIDTH)}</Text>;
	const side = glyph(ascii, 'boxSide');
	if (row.part === 'hidden') return <Text dimColor>{` ${side}${cellText(`+${row.count}`)}${side}`}</Text>;
	const {cell} = row;
	const empty = cell.kind === 'empty';
	const whole = empty || cell.top;
	// A covered card is lit only as the draw's chosen card; the top card (or an empty place) as its place is.
	const lit: Highlight = cell.kind === 'card' && cell.chosen === true ? 'held' : whole ? highlight : undefined;
	const marked = whole && lit === undefined ? mark : undefined;
	const look = lit !== undefined ? highlightStyle(lit, color) : marked !== undefined ? markStyle(marked, color) : {};
	const dim = empty && lit === undefined && marked === undefined;
	const edges = {...look, underline: false};
	const glyphMark = whole && mark !== undefined ? markGlyph(style) : undefined;
	const gap = row.part === 'index' && glyphMark !== undefined ? glyphMark : ' ';
	if (row.part === 'edge' || row.part === 'bottom') {
		const name = row.part === 'edge' ? (empty ? 'emptyTop' : 'boxTop') : empty ? 'emptyBottom' : 'boxBottom';
		return (
			<Text>
				{' '}
				<Lit style={edges} dim={dim}>
					{glyph(ascii, name)}
				</Lit>
			</Text>
		);
	}
	const label = empty ? (emptyText ?? emptyMark(ascii)) : cardLabel(cell.card, ascii);
	const text = row.part === 'body' ? '   ' : cellText(label);
	const labelLook = {...look, color: cell.kind === 'card' ? (cardColor(cell.card, style) ?? look.color) : look.color};
	if (row.part === 'tab') {
		return (
			<Text>
				{' '}
				<Lit style={edges}>{glyph(ascii, 'tabLeft')}</Lit>
				<Lit style={{...labelLook, underline: false}}>{text}</Lit>
				<Lit style={edges}>{glyph(ascii, 'tabRight')}</Lit>
			</Text>
		);
	}
	const wall = glyph(ascii, empty ? 'emptySide' : 'boxSide');
	return (
		<Text>
			{gap}
			<Lit style={edges} dim={dim}>
				{wall}
			</Lit>
			<Lit style={row.part === 'body' ? edges : labelLook} dim={dim}>
				{text}
			</Lit>
			<Lit style={edges} dim={dim}>
				{wall}
			</Lit>
		</Text>
	);
}

function Lit({
	style,
	dim = false,
	children,
}: {
	readonly style: LitStyle;
	readonly dim?: boolean;
	readonly children: string;
}) {
	return (
		<Text
			color={style.color}
			backgroundColor={style.backgroundColor}
			inverse={style.inverse}
			underline={style.underline}
			bold={style.bold}
			dimColor={dim}
		>
			{children}
		</Text>
	);
}

/** Under the aimed fan's box, the marker; while a card is held (or chosen for the draw), that card. */
function AimRow({position, cursor, held, style, drawing}: Omit<BoardProps, 'hint' | 'maxRows'>) {
	const drawn =
		drawing === undefined || samePlace(cursor, fanAt(drawing.fan))
			? undefined
			: position.fans[drawing.fan]?.[drawing.depth];
	const heldCard = held === undefined ? drawn : cardsAt(position, held)?.at(-1);
	return (
		<Text>
			{position.fans.map((_, index) => {
				if (!isFan(cursor) || index !== cursor.fan) return <Text key={index}>{' '.repeat(SLOT_WIDTH)}</Text>;
				if (heldCard !== undefined)
					return (
						<Text key={index}>
							{' '}
							<CardCell card={heldCard} style={style} highlight="held" />{' '}
						</Text>
					);
				return (
					<Text key={index} color={tint(style.color, 'key')} bold>
						{`   ${glyph(style.ascii, 'marker')}  `}
					</Text>
				);
			})}
		</Text>
	);
}

/** The fans' numbers, each under the middle of its box. */
function Numbers({
	count,
	cursor,
	hint,
	style,
}: {
	count: number;
	cursor: Place;
	hint: BoardProps['hint'];
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
						{` ${String(index + 1).padStart(3)}  `}
					</Text>
				);
			})}
		</Text>
	);
}
