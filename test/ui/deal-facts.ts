import {type Position, deal, destinationsOf, fanAt, isFan, topCard} from '../../source/engine/index.js';
import {cardLabel, cellText} from '../../source/ui/theme/card-text.js';

/**
 * What a deal looks like and allows, asked of the engine rather than written down, so the UI tests
 * follow the deals wherever the shuffle takes them.
 */

/** The first row of the fans as the screen draws it: each fan's bottom card in a four-column cell. */
export function firstRow(position: Position, ascii: boolean): string {
	return position.fans
		.map((fan) => ` ${cellText(fan.length === 0 ? (ascii ? '..' : '··') : cardLabel(fan[0], ascii))}`)
		.join('')
		.trim();
}

/** A fan's cards as the screen writes them, bottom first. */
export function fanLabels(position: Position, fan: number, ascii = false): string[] {
	return position.fans[fan].map((card) => cardLabel(card, ascii));
}

export interface Click {
	/** The fan clicked, from 0. */
	readonly fan: number;
	readonly card: string;
	/** Where the click puts the card, as the message names it. */
	readonly place: string;
}

/** The first fan whose top card has somewhere to go, and where a click sends it. */
export function firstClick(position: Position): Click {
	const fan = position.fans.findIndex((_, index) => destinationsOf(position, fanAt(index)).length > 0);
	if (fan < 0) throw new Error('no legal move in this position');
	const to = destinationsOf(position, fanAt(fan))[0];
	return {
		fan,
		card: cardLabel(topCard(position.fans[fan])!, false),
		place: isFan(to) ? `fan ${to.fan + 1}` : 'its foundation',
	};
}

/** The first fan whose top card has nowhere to go, if any. */
export function firstBlocked(position: Position): {fan: number; card: string} | undefined {
	const fan = position.fans.findIndex(
		(cards, index) => cards.length > 0 && destinationsOf(position, fanAt(index)).length === 0,
	);
	return fan < 0 ? undefined : {fan, card: cardLabel(topCard(position.fans[fan])!, false)};
}

export {deal};
