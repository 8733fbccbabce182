import React from 'react';
import {Text} from 'ink';
import {type Card} from '../../engine/index.js';
import {type CardStyle, cardColor, cardLabel, cellText, emptyMark} from '../theme/card-text.js';
import {COLOURS} from '../theme/theme.js';

/** Why a cell stands out: the cursor, a picked-up card, or a hint's source or destination. */
export type Highlight = 'cursor' | 'held' | 'hint' | undefined;

interface CellProps {
	readonly text: string;
	readonly color?: typeof COLOURS.red;
	readonly highlight?: Highlight;
	readonly dim?: boolean;
	readonly colorOn: boolean;
}

/**
 * One four-column board cell: a space, then three columns of card. Highlights use inverse video and
 * underline too, so nothing depends on colour (--no-color keeps every cue).
 */
export function Cell({text, color, highlight, dim = false, colorOn}: CellProps) {
	const lit = highlightStyle(highlight, colorOn);
	return (
		<Text>
			{' '}
			<Text
				color={color ?? lit.color}
				backgroundColor={lit.backgroundColor}
				inverse={lit.inverse}
				underline={lit.underline}
				bold={lit.bold}
				dimColor={dim && highlight === undefined}
			>
				{cellText(text)}
			</Text>
		</Text>
	);
}

interface LitStyle {
	color?: string;
	backgroundColor?: string;
	inverse?: boolean;
	underline?: boolean;
	bold?: boolean;
}

function highlightStyle(highlight: Highlight, colorOn: boolean): LitStyle {
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
}

/** A card in a cell, in its suit colour; an empty place shows a dim `··`. */
export function CardCell({card, style, highlight}: CardCellProps) {
	if (card === undefined)
		return <Cell text={emptyMark(style.ascii)} dim highlight={highlight} colorOn={style.color} />;
	return (
		<Cell
			text={cardLabel(card, style.ascii)}
			color={cardColor(card, style)}
			highlight={highlight}
			colorOn={style.color}
		/>
	);
}
