import {type Card, DECK_SIZE, rankOf, suitOf} from './cards.js';
import {homeDepth, nextHome} from './home-order.js';
import {type Place, type Position, cellAt, cellsOf, fanAt, pileAt, topCard} from './position.js';
import {type Move, buildsOn, emptyFanTakes, pilesFor} from './moves.js';
import {type Variant, rulesFor} from './rules.js';

/**
 * Auto drop: a top card that can never again be of use on the fans, so that the game may send it
 * home by itself. "Never of use" is a rule of each rule set, read from the registry (the fan rule,
 * the foundation rule, the draw), and proved at the end of source/solver/SOUNDNESS.md ("Auto
 * drop"): playing the card home keeps every win there was (in the layout, where there are redeals).
 *
 * - Foundations that keep their cards, by suit (Shamrocks, La Belle Lucie, Trefoil): the card
 *   goes home when no card can ever be laid on it (rule D1): every card the fan rule lets lie on
 *   it is home; or, where there is no draw, the only one left is its successor (the card of its
 *   suit that goes home next: one rank higher, or lower where the suit builds down), the successor
 *   is the only card it could be laid on, no empty fan takes the card, and the successor cannot
 *   reach it (it lies beneath the card, or the card's fan is full).
 *   With free cells (Free Fan) only the first case counts, for a fan's top card and a cell's card
 *   alike: a card may leave for a cell and come back, so beneath it is no shelter (rule D1c).
 * - Foundations whose cards come back (Scotch): the card goes home when every card of a lower rank
 *   is home and only lower cards build on it (rule D2).
 */

/**
 * The move home of a card auto drop may play now: the first to go home of such cards, the first
 * fan's on a tie (fans before cells).
 */
export function autoDropMove(position: Position): Move | undefined {
	const variant = rulesFor(position.variant);
	const home = cardsHome(position);
	let best: Move | undefined;
	const consider = (cards: readonly Card[], from: Place) => {
		const card = topCard(cards);
		const depth = (other: Card) => homeDepth(variant, other);
		if (card === undefined || (best !== undefined && depth(card) >= depth(best.card))) return;
		const [pile] = pilesFor(position, card);
		if (pile !== undefined && neverOfUse(variant, home, cards, card)) best = {card, from, to: pileAt(pile)};
	};
	position.fans.forEach((cards, fan) => consider(cards, fanAt(fan)));
	cellsOf(position).forEach((card, cell) => consider(card === undefined ? [] : [card], cellAt(cell)));
	return best;
}

/** Which cards are on the foundations, by card. */
function cardsHome(position: Position): boolean[] {
	const home = Array.from({length: DECK_SIZE}, () => false);
	for (const pile of position.foundations) for (const card of pile) home[card] = true;
	return home;
}

/** Whether `card`, on top of `fan` and fitting a foundation, can never again be of use on the fans. */
function neverOfUse(variant: Variant, home: readonly boolean[], fan: readonly Card[], card: Card): boolean {
	const {fan: fanRule, foundation, redeal} = variant;
	if (!foundation.returns) return foundation.building === 'by-suit' && nothingLaidOn(variant, home, fan, card);
	// Rule D2 is argued for piles in alternating colours, fans built down, no redeal and no draw (Scotch).
	const argued = foundation.building === 'alternating' && fanRule.direction === 'down';
	return argued && redeal.redeals === 0 && redeal.draws === 0 && everyLowerCardHome(home, card);
}

/** Rule D2: every card of a lower rank is home (fans build down, so only those could lie on the card). */
function everyLowerCardHome(home: readonly boolean[], card: Card): boolean {
	for (let other = 0; other < DECK_SIZE; other++) if (rankOf(other) < rankOf(card) && !home[other]) return false;
	return true;
}

/** Rule D1: no card can ever be laid on `card`, wherever it lies until it goes home. */
function nothingLaidOn(variant: Variant, home: readonly boolean[], fan: readonly Card[], card: Card): boolean {
	const away = (test: (other: Card) => boolean): Card[] => {
		const found: Card[] = [];
		for (let other = 0; other < DECK_SIZE; other++)
			if (other !== card && !home[other] && test(other)) found.push(other);
		return found;
	};
	const holders = away((other) => buildsOn(variant, other, card));
	if (holders.length === 0) return true;
	// The draw can take a card from anywhere, and a card can step aside to a cell: beneath the card
	// is no shelter then.
	if (variant.redeal.draws > 0 || (variant.cells ?? 0) > 0) return false;
	// An empty fan could take the card, and then its successor could be laid on it there.
	if (emptyFanTakes(variant, card)) return false;
	const successor = nextHome(variant, card);
	const only = (cards: readonly Card[]) => cards.every((other) => other === successor);
	if (successor === undefined || !only(holders)) return false;
	if (!only(away((other) => buildsOn(variant, card, other)))) return false;
	return fan.length >= variant.fan.capacity || fan.slice(0, -1).includes(successor);
}
