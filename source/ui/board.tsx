import React from 'react';
import {Box, Text} from 'ink';
import {type Move, type Position, FOUNDATION, SUITS, SUIT_GLYPHS, SUIT_LETTERS, foundationTopCard, rulesFor, suitOf} from '../engine/index.js';
import {type CardStyle, CELL_WIDTH} from './card-text.js';
import {type Highlight, CardCell, Cell} from './card-cell.js';

export interface BoardProps {
	readonly position: Position;
	readonly cursor: number;
	readonly held: number | undefined;
	readonly hint: Move | undefined;
	readonly style: CardStyle;
}

/** Width of the fan area: one cell per fan. */
export function boardWidth(position: Position): number {
	return position.fans.length * CELL_WIDTH;
}

/** Rows of cards: the most a fan may hold (three in Shamrocks), or more if a fan holds more. */
function fanRows(position: Position): number {
	const capacity = rulesFor(position.variant).fanCapacity;
	const longest = Math.max(0, ...position.fans.map((fan) => fan.length));
	return Math.max(Number.isFinite(capacity) ? capacity : 0, longest, 1);
}

/**
 * The fans as columns, bottom card in the first row and the playable top card lowest, with the
 * aim marker and the fan numbers under them. The top card of the aimed fan is in inverse video.
 */
export function Fans({position, cursor, held, hint, style}: BoardProps) {
	const rows = Array.from({length: fanRows(position)}, (_, row) => row);
	return (
		<Box flexDirection="column">
			{rows.map((row) => (
				<Text key={row}>
					{position.fans.map((fan, index) => {
						const isTop = fan.length === 0 ? row === 0 : row === fan.length - 1;
						const shown = row < fan.length || (fan.length === 0 && row === 0);
						if (!shown) return <Cell key={index} text="" colorOn={style.color} />;
						const highlight = isTop ? fanHighlight(index, cursor, held, hint) : undefined;
						return <CardCell key={index} card={fan[row]} style={style} highlight={highlight} />;
					})}
				</Text>
			))}
			<AimRow position={position} cursor={cursor} held={held} style={style} />
			<FanNumbers count={position.fans.length} cursor={cursor} hint={hint} style={style} />
		</Box>
	);
}

function fanHighlight(fan: number, cursor: number, held: number | undefined, hint: Move | undefined): Highlight {
	if (fan === held) return 'held';
	if (fan === cursor) return 'cursor';
	if (hint !== undefined && (hint.from === fan || hint.to === fan)) return 'hint';
	return undefined;
}

/** The marker under the aimed fan; while a card is held, the card itself travels along here. */
function AimRow({position, cursor, held, style}: Omit<BoardProps, 'hint'>) {
	const heldCard = held === undefined ? undefined : position.fans[held]?.at(-1);
	const marker = style.ascii ? '^' : '▲';
	return (
		<Text>
			{position.fans.map((_, index) => {
				if (index !== cursor) return <Cell key={index} text="" colorOn={style.color} />;
				if (heldCard !== undefined) return <CardCell key={index} card={heldCard} style={style} highlight="held" />;
				return (
					<Text key={index} color={style.color ? 'cyan' : undefined} bold>
						{' '.repeat(CELL_WIDTH - 1)}
						{marker}
					</Text>
				);
			})}
		</Text>
	);
}

function FanNumbers({count, cursor, hint, style}: {count: number; cursor: number; hint: Move | undefined; style: CardStyle}) {
	return (
		<Text>
			{Array.from({length: count}, (_, index) => {
				const aimed = index === cursor;
				const hinted = hint !== undefined && (hint.from === index || hint.to === index);
				return (
					<Text key={index} bold={aimed} underline={hinted && !style.color} color={aimed && style.color ? 'cyan' : hinted && style.color ? 'green' : undefined} dimColor={!aimed && !hinted}>
						{String(index + 1).padStart(CELL_WIDTH)}
					</Text>
				);
			})}
		</Text>
	);
}

/** The four foundations, C D H S: each shows its top card, or a dim dot and its suit while empty. */
export function Foundations({position, hint, style}: {position: Position; hint: Move | undefined; style: CardStyle}) {
	const hintedSuit = hint !== undefined && hint.to === FOUNDATION ? suitOf(hint.card) : undefined;
	return (
		<Text>
			{SUITS.map((suit) => {
				const card = foundationTopCard(position, suit);
				const highlight: Highlight = suit === hintedSuit ? 'hint' : undefined;
				if (card === undefined) {
					const text = (style.ascii ? '.' : '·') + (style.ascii ? SUIT_LETTERS[suit] : SUIT_GLYPHS[suit]);
					return <Cell key={suit} text={text} dim highlight={highlight} colorOn={style.color} />;
				}
				return <CardCell key={suit} card={card} style={style} highlight={highlight} />;
			})}
		</Text>
	);
}

