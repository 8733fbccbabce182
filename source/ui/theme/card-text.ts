import {type Card, RANK_LETTERS, SUIT_GLYPHS, cardName, isRed, parseCard, rankOf, suitOf} from '../../engine/index.js';
import {COLOURS, glyph, tint} from './theme.js';

/** How cards are written on screen: the player's glyph and colour choices. */
export interface CardStyle {
	/** Write cards as in board files (`9S`, `TS`) instead of rank and suit glyph (`9♠`, `10♠`). */
	readonly ascii: boolean;
	readonly color: boolean;
}

/** `10♠`, `Q♥`, or with ascii `TS`, `QH`: the card as the player reads it everywhere. */
export function cardLabel(card: Card, ascii: boolean): string {
	if (ascii) return cardName(card);
	const rank = rankOf(card);
	return (rank === 10 ? '10' : RANK_LETTERS[rank]) + SUIT_GLYPHS[suitOf(card)];
}

/** A labeller for engine messages (describeRefusal, formatMove) in the player's card style. */
export function labeller(ascii: boolean): (card: Card) => string {
	return (card) => cardLabel(card, ascii);
}

/** Width of every board cell: a space, then the card right-aligned in three (`10♠`, ` 9♠`). */
export const CELL_WIDTH = 4;
/** The card part of a cell, without its leading space. */
export const CARD_WIDTH = CELL_WIDTH - 1;

export function cellText(text: string): string {
	return text.padStart(CARD_WIDTH);
}

export function cardColor(card: Card, style: CardStyle): typeof COLOURS.red | undefined {
	return isRed(card) ? tint(style.color, 'red') : undefined;
}

/** Placeholder drawn where a fan or foundation is empty. */
export function emptyMark(ascii: boolean): string {
	return glyph(ascii, 'empty');
}

/** A card as board files write it, standing as a word in a text: `7H`, `TS`, `10S`. */
const CARD_WORD = /\b(?:10|[2-9TJQKA])[CDHS]\b/g;

/**
 * A text that names cards as board files write them (`a 7H on the 8H`), with each card written
 * as the board shows it: glyphs (`7♥`), or the letters as they are in ASCII mode.
 */
export function cardsAsShown(text: string, ascii: boolean): string {
	if (ascii) return text;
	return text.replace(CARD_WORD, (word) => {
		const card = parseCard(word);
		return card === undefined ? word : cardLabel(card, false);
	});
}
