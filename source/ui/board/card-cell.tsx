import React from 'react';
import {Text} from 'ink';
import {type Card} from '../../engine/index.js';
import {type CardStyle, CARD_WIDTH, CELL_WIDTH, cardColor, cardLabel, cellText, emptyMark} from '../theme/card-text.js';
import {COLOURS, glyph} from '../theme/theme.js';

/** Why a cell stands out: the cursor, a picked-up card, or a hint's source or destination. */
export type Highlight = 'cursor' | 'held' | 'hint' | undefined;

/** Show playable's mark: a top card that can move, or a place that takes the card in hand. */
export type Mark = 'playable' | 'takes' | undefined;

/** The mark's glyph where colour cannot say it (colour off, or ASCII): undefined where colour says it alone. */
export function markGlyph(style: CardStyle): string | undefined {
	return style.ascii || !style.color ? glyph(style.ascii, 'playable') : undefined;
}

interface CellProps {
	readonly text: string;
	readonly color?: typeof COLOURS.red;
	readonly highlight?: Highlight;
	readonly dim?: boolean;
	readonly colorOn: boolean;
	readonly mark?: Mark;
	/** The glyph that says the mark without colour (markGlyph), written just left of the text. */
	readonly markGlyph?: string;
}

/**
 * One four-column board cell: a space, then three columns of card. Highlights use inverse video and
 * underline too, so nothing depends on colour (--no-color keeps every cue). A mark of Show playable
 * is a colour behind the card where no highlight is, and with colour off or in ASCII its glyph too.
 */
export function Cell({text, color, highlight, dim = false, colorOn, mark, markGlyph}: CellProps) {
	const lit =
		highlight === undefined && mark !== undefined ? markStyle(mark, colorOn) : highlightStyle(highlight, colorOn);
	const cell =
		mark === undefined || markGlyph === undefined
			? ` ${cellText(text)}`
			: `${markGlyph}${text}`.padStart(CELL_WIDTH);
	return (
		<Text>
			{cell.slice(0, CELL_WIDTH - CARD_WIDTH)}
			<Text
				color={color ?? lit.color}
				backgroundColor={lit.backgroundColor}
				inverse={lit.inverse}
				underline={lit.underline}
				bold={lit.bold}
				dimColor={dim && highlight === undefined && mark === undefined}
			>
				{cell.slice(CELL_WIDTH - CARD_WIDTH)}
			</Text>
		</Text>
	);
}

/** A mark's colour, behind the card (the card keeps its suit's colour); none with colour off. */
export function markStyle(mark: Exclude<Mark, undefined>, colorOn: boolean): LitStyle {
	if (!colorOn) return {};
	return mark === 'playable'
		? {backgroundColor: COLOURS.playable}
		: {backgroundColor: COLOURS.takes, color: COLOURS.onLit, bold: true};
}

export interface LitStyle {
	color?: string;
	backgroundColor?: string;
	inverse?: boolean;
	underline?: boolean;
	bold?: boolean;
}

export function highlightStyle(highlight: Highlight, colorOn: boolean): LitStyle {
	switch (highlight) {
		case 'cursor':
			return {inverse: true, bold: true};
		case 'held':
			return colorOn
				? {backgroundColor: COLOURS.held, color: COLOURS.onLit, bold: true}
				: {underline: true, bold: true};
		case 'hint':
			return colorOn ? {backgroundColor: COLOURS.hinted, color: COLOURS.onLit, bold: true} : {underline: true};
		case undefined:
			return {};
	}
}

interface CardCellProps {
	readonly card: Card | undefined;
	readonly style: CardStyle;
	readonly highlight?: Highlight;
	readonly mark?: Mark;
}

/** A card in a cell, in its suit colour; an empty place shows a dim `··`. */
export function CardCell({card, style, highlight, mark}: CardCellProps) {
	const marked = {mark, markGlyph: markGlyph(style)};
	if (card === undefined)
		return <Cell text={emptyMark(style.ascii)} dim highlight={highlight} colorOn={style.color} {...marked} />;
	return (
		<Cell
			text={cardLabel(card, style.ascii)}
			color={cardColor(card, style)}
			highlight={highlight}
			colorOn={style.color}
			{...marked}
		/>
	);
}
