import {type Card, type Rank, type Suit, KING, makeCard, rankOf, suitOf} from './cards.js';
import {PILES} from './position.js';
import {type Variant, type VariantId, rulesFor} from './rules.js';

/**
 * The order cards go home in, per suit. A pile by suit builds up from its Ace to its King, or,
 * where the variant builds that suit down (Clover Leaf's hearts and diamonds), from its King
 * down to its Ace; a pile lists its cards in the order they went home either way. Piles in
 * alternating colours (Scotch) build up, as the first case.
 */

function variantOf(variant: Variant | VariantId): Variant {
	return typeof variant === 'string' ? rulesFor(variant) : variant;
}

/** Whether `suit`'s pile builds down from the King. */
export function buildsDown(variant: Variant | VariantId, suit: Suit): boolean {
	return variantOf(variant).foundation.downSuits?.includes(suit) === true;
}

/** Whether some suit's pile builds down (then the screen and the help say which). */
export function hasDownSuits(variant: Variant | VariantId): boolean {
	return (variantOf(variant).foundation.downSuits ?? []).length > 0;
}

/** How many cards of its pile go home before `card`: 0 for the first (an Ace, or a down suit's King). */
export function homeDepth(variant: Variant | VariantId, card: Card): number {
	return buildsDown(variant, suitOf(card)) ? KING - rankOf(card) : rankOf(card) - 1;
}

/** The card of `suit` that goes home after `count` of its cards are home; undefined past the last. */
export function nthHome(variant: Variant | VariantId, suit: Suit, count: number): Card | undefined {
	if (count < 0 || count >= KING) return undefined;
	return makeCard((buildsDown(variant, suit) ? KING - count : count + 1) as Rank, suit);
}

/** The card of its suit that goes home right after `card`; undefined for the last. */
export function nextHome(variant: Variant | VariantId, card: Card): Card | undefined {
	return nthHome(variant, suitOf(card), homeDepth(variant, card) + 1);
}

/** `suit`'s pile with its first `count` cards home, in the order they went (the Ace, or the King, first). */
export function homePile(variant: Variant | VariantId, suit: Suit, count: number): Card[] {
	return Array.from({length: count}, (_, index) => nthHome(variant, suit, index) as Card);
}

/**
 * The foundations at the deal: empty, or each pile holding its first card where those start home
 * (Trefoil's and Box Fan's Aces; Clover Leaf's black Aces and red Kings).
 */
export function startPiles(variant: Variant | VariantId): Card[][] {
	const home = variantOf(variant).layout.acesHome ? 1 : 0;
	return Array.from({length: PILES}, (_, suit) => homePile(variant, suit as Suit, home));
}
