import {type Card, type Rank, type Suit, DECK_SIZE, makeCard} from './cards.js';
import {type VariantId, rulesFor} from './rules.js';

/**
 * A position: the fans and the foundation piles. Immutable: every change makes a new position and
 * shares the fans and piles it did not touch.
 *
 * Fans and piles are numbered from 0 here; players, board files and move notation count them from
 * 1. A fan lists its cards from the bottom (index 0) to the top (the last card, the one that
 * moves); so does a pile, from its Ace up. Where the foundations build by suit (rules.ts), pile i
 * is the foundation of suit i (C D H S).
 */
export interface Position {
	readonly variant: VariantId;
	readonly fans: ReadonlyArray<readonly Card[]>;
	/** Always four piles. */
	readonly foundations: ReadonlyArray<readonly Card[]>;
	/** Redeals left (0 where the variant has none). */
	readonly redeals: number;
	/** Draws left (0 where the variant has none). */
	readonly draws: number;
	/**
	 * The house rule that allows the draw while redeals are left (some collections allow it,
	 * against the traditional rule). A setting of the player's, fixed when the game starts; board
	 * files do not carry it (saved games do).
	 */
	readonly drawEarly?: boolean;
	/**
	 * The free cells, in order (C1, C2), each a card or empty (undefined). Only in a variant with
	 * cells (Free Fan: rules.ts `cells`); absent in every other game, so that their positions, keys
	 * and files stay as they were.
	 */
	readonly cells?: ReadonlyArray<Card | undefined>;
}

/** The free cells of a position, in order; empty where the game has none. */
export function cellsOf(position: Position): ReadonlyArray<Card | undefined> {
	return position.cells ?? [];
}

/** Whether a redeal may be played now: one is left and the game is not won. */
export function canRedeal(position: Position): boolean {
	return position.redeals > 0 && !isWon(position);
}

/**
 * Whether the draw may be played now: one is left, and either no redeal is, or the house rule
 * allows it early, or the game's draw may come at any time.
 */
export function canDraw(position: Position): boolean {
	if (position.draws === 0) return false;
	return (
		position.redeals === 0 || position.drawEarly === true || rulesFor(position.variant).redeal.drawAnyTime === true
	);
}

/**
 * The depths (from 0, the bottom) of the cards of fan `fan` the draw may take now, bottom first:
 * every card (the top one moves as any top card does), or only the one just beneath the top.
 * Empty where the draw may not be played now.
 */
export function drawDepths(position: Position, fan: number): number[] {
	const length = position.fans[fan]?.length ?? 0;
	if (!canDraw(position) || length === 0) return [];
	if (rulesFor(position.variant).redeal.drawTakes === 'beneath-top') return length < 2 ? [] : [length - 2];
	return Array.from({length}, (_, depth) => depth);
}

/**
 * Whether two positions lie in the same layout: no redeal between them. A redeal changes every
 * card's place, so what held in one layout (a win, a loss) says nothing about the next.
 */
export function sameLayout(a: Position, b: Position): boolean {
	return a.redeals === b.redeals;
}

/** A place a card lies on or moves to: a fan, a foundation pile or a free cell, each by its index from 0. */
export type Place = FanPlace | PilePlace | CellPlace;
export interface FanPlace {
	readonly fan: number;
}
export interface PilePlace {
	readonly pile: number;
}
export interface CellPlace {
	readonly cell: number;
}

export const PILES = 4;

export function fanAt(fan: number): FanPlace {
	return {fan};
}

export function pileAt(pile: number): PilePlace {
	return {pile};
}

export function cellAt(cell: number): CellPlace {
	return {cell};
}

export function isFan(place: Place): place is FanPlace {
	return 'fan' in place;
}

export function isPile(place: Place): place is PilePlace {
	return 'pile' in place;
}

export function isCell(place: Place): place is CellPlace {
	return 'cell' in place;
}

export function samePlace(a: Place | undefined, b: Place | undefined): boolean {
	if (a === undefined || b === undefined) return a === b;
	if (isFan(a)) return isFan(b) && a.fan === b.fan;
	if (isPile(a)) return isPile(b) && a.pile === b.pile;
	return isCell(b) && a.cell === b.cell;
}

/**
 * The cards at a place, bottom first; undefined when there is no such fan, pile or cell. A cell
 * reads as a pile of its one card or of none, so that its card is its top card.
 */
export function cardsAt(position: Position, place: Place): readonly Card[] | undefined {
	if (isFan(place)) return position.fans[place.fan];
	if (isPile(place)) return position.foundations[place.pile];
	const cells = cellsOf(position);
	if (place.cell < 0 || place.cell >= cells.length) return undefined;
	const card = cells[place.cell];
	return card === undefined ? [] : [card];
}

export function topCard(cards: readonly Card[]): Card | undefined {
	return cards.length === 0 ? undefined : cards[cards.length - 1];
}

/** The card on top of a foundation pile, or undefined while it is empty. */
export function pileTop(position: Position, pile: number): Card | undefined {
	return topCard(position.foundations[pile] ?? []);
}

/** Cards on the foundations. */
export function homeCount(position: Position): number {
	return position.foundations.reduce((sum, pile) => sum + pile.length, 0);
}

export function isWon(position: Position): boolean {
	return homeCount(position) === DECK_SIZE;
}

/** A suit's pile from its Ace up to `rank` (empty for 0): the by-suit foundation piles. */
export function suitPile(suit: Suit, rank: number): Card[] {
	return Array.from({length: rank}, (_, index) => makeCard((index + 1) as Rank, suit));
}

/** Every card of the position: on a fan, a foundation or in a cell (tests check it is the deck, once). */
export function allCards(position: Position): Card[] {
	const inCells = cellsOf(position).filter((card): card is Card => card !== undefined);
	return [...position.foundations.flat(), ...position.fans.flat(), ...inCells];
}

export function positionsEqual(a: Position, b: Position): boolean {
	return positionKey(a) === positionKey(b);
}

/** A string that is equal for two positions exactly when they are equal (fan and pile order matter). */
export function positionKey(position: Position): string {
	const piles = position.foundations.map((pile) => pile.join(',')).join('/');
	const left = `${position.redeals},${position.draws}${position.drawEarly === true ? 'e' : ''}`;
	const key = `${position.variant}|${left}|${piles}|${position.fans.map((fan) => fan.join(',')).join('/')}`;
	// Only a game with cells has the part after the fans: every other game's key is as it was.
	return position.cells === undefined ? key : `${key}|${position.cells.map((card) => card ?? '-').join(',')}`;
}
