import {type Card, type Rank, type Suit, KING, makeCard} from './cards.js';
import {type VariantId} from './rules.js';

/**
 * A position: the fans and the foundations. Immutable: every change makes a new position and
 * shares the fans it did not touch.
 *
 * Fans are numbered from 0 here; players, board files and move notation count them from 1.
 * A fan lists its cards from the bottom (index 0) to the top (the last card, the one that moves).
 */
export interface Position {
	readonly variant: VariantId;
	readonly fans: ReadonlyArray<readonly Card[]>;
	/** Per suit (C D H S), the highest rank on its foundation; 0 while it is empty. */
	readonly foundations: readonly number[];
}

export function topCard(fan: readonly Card[]): Card | undefined {
	return fan.length === 0 ? undefined : fan[fan.length - 1];
}

/** The card on top of a suit's foundation, or undefined while it is empty. */
export function foundationTopCard(position: Position, suit: Suit): Card | undefined {
	const rank = position.foundations[suit];
	return rank === 0 ? undefined : makeCard(rank as Rank, suit);
}

export function isWon(position: Position): boolean {
	return position.foundations.every((rank) => rank === KING);
}

/** Every card of the position: on a fan or on a foundation (tests check it is the deck, once). */
export function allCards(position: Position): Card[] {
	const cards: Card[] = [];
	for (let suit = 0; suit < 4; suit++) {
		for (let rank = 1; rank <= position.foundations[suit]; rank++) cards.push(makeCard(rank as Rank, suit as Suit));
	}
	for (const fan of position.fans) cards.push(...fan);
	return cards;
}

export function positionsEqual(a: Position, b: Position): boolean {
	return positionKey(a) === positionKey(b);
}

/** A string that is equal for two positions exactly when they are equal (fan order matters). */
export function positionKey(position: Position): string {
	return `${position.variant}|${position.foundations.join(',')}|${position.fans.map((fan) => fan.join(',')).join('/')}`;
}
