/**
 * Cards, suits and ranks.
 *
 * A card is a small integer so that positions are cheap to copy, compare and hash (the solver
 * visits millions of them): card = suit * 13 + (rank - 1), with suits in the order C D H S and
 * ranks 1 (Ace) to 13 (King). Everything outside the engine goes through the helpers here.
 */

export type Card = number;
export type Suit = 0 | 1 | 2 | 3;
export type Rank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;

export const SUITS: readonly Suit[] = [0, 1, 2, 3];
export const SUIT_LETTERS = ['C', 'D', 'H', 'S'] as const;
export const SUIT_GLYPHS = ['♣', '♦', '♥', '♠'] as const;
export const RANK_LETTERS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
export const KING: Rank = 13;
export const DECK_SIZE = 52;

export function makeCard(rank: Rank, suit: Suit): Card {
	return suit * 13 + (rank - 1);
}

export function rankOf(card: Card): Rank {
	return ((card % 13) + 1) as Rank;
}

export function suitOf(card: Card): Suit {
	return Math.floor(card / 13) as Suit;
}

export function isRed(card: Card): boolean {
	const suit = suitOf(card);
	return suit === 1 || suit === 2;
}

/** The full deck in a fixed order (C A..K, D A..K, H A..K, S A..K); shuffles start from it. */
export function orderedDeck(): Card[] {
	return Array.from({length: DECK_SIZE}, (_, card) => card);
}

/** `KS`, `TD`, `AH`: the notation of board files and move lists. */
export function cardName(card: Card): string {
	return RANK_LETTERS[rankOf(card)] + SUIT_LETTERS[suitOf(card)];
}

export function rankName(rank: number): string {
	return rank === 0 ? '0' : RANK_LETTERS[rank];
}

/** Parses a rank letter (`A 2..9 T J Q K`, `10` for ten), case-insensitive; undefined if unknown. */
export function parseRank(text: string): Rank | undefined {
	const upper = text.toUpperCase();
	if (upper === '10') return 10;
	const index = RANK_LETTERS.indexOf(upper as (typeof RANK_LETTERS)[number]);
	return index >= 1 ? (index as Rank) : undefined;
}

export function parseSuit(text: string): Suit | undefined {
	const index = SUIT_LETTERS.indexOf(text.toUpperCase() as (typeof SUIT_LETTERS)[number]);
	return index >= 0 ? (index as Suit) : undefined;
}

/** Parses `KS`, `10h`, `td`; undefined if it is not a card. */
export function parseCard(text: string): Card | undefined {
	if (text.length < 2 || text.length > 3) return undefined;
	const rank = parseRank(text.slice(0, -1));
	const suit = parseSuit(text.slice(-1));
	return rank === undefined || suit === undefined ? undefined : makeCard(rank, suit);
}
