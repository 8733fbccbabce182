import {type Card} from './cards.js';
import {homeDepth} from './home-order.js';
import {type Place, type Position, cellAt, cellsOf, fanAt, isWon, pileAt, topCard} from './position.js';
import {type Move, applyLegalMove, pilesFor} from './moves.js';

/** Auto complete: when the rest of a game plays home by itself, and the moves that play it. */

/**
 * Ready for auto complete: every fan descends in home order, each card going home before the card
 * beneath it (its `homeDepth`, how many cards of its pile go home before it, is lower: where every
 * pile builds up, each card is lower than the one beneath it). The rest then always plays home,
 * the card of least depth first. Take the card z of least depth d left on the fans and in the free
 * cells: in a cell it is free; on a fan every card above it has a lower depth, so there is none,
 * and z is a top card.
 * - By suit: the d cards of z's pile that go before it have lower depths, so none is on the fans
 *   or in a cell: all are home, and z's pile takes it (up from the Ace or down from the King alike).
 * - Alternating piles (which build up, so depth is rank - 1): all four cards of each rank below
 *   z's rank r are home, one per pile, so every pile holds at least r - 1 cards. Of the two cards
 *   of rank r - 1 in the other colour from z, each tops a pile unless a card of rank r and z's
 *   colour lies on it; only one such card besides z exists, so one of those piles takes z (for an
 *   Ace, an empty pile is left).
 * Either way playing z keeps every fan descending, so by induction every card goes home. Fans that
 * build both ways (Shamrocks, Clover Leaf) change nothing here: the test reads only the order.
 */
export function isAutoCompleteReady(position: Position): boolean {
	const depth = (card: Card) => homeDepth(position.variant, card);
	return position.fans.every((fan) => fan.every((card, index) => index === 0 || depth(card) < depth(fan[index - 1])));
}

/**
 * The foundation moves that finish a position ready for auto complete, least home depth first (then
 * lowest fan, onto the first pile that takes it), so the cards go home in a calm, predictable
 * order. Empty if not ready.
 */
export function autoCompleteMoves(position: Position): Move[] {
	if (!isAutoCompleteReady(position)) return [];
	const moves: Move[] = [];
	let current = position;
	while (!isWon(current)) {
		const move = lowestFoundationMove(current);
		if (move === undefined) break; // cannot happen for a ready position; never loop forever
		moves.push(move);
		current = applyLegalMove(current, move);
	}
	return moves;
}

/** The card of least home depth that goes home now, fans before cells on a tie (then the first of them). */
function lowestFoundationMove(position: Position): Move | undefined {
	let best: Move | undefined;
	const depth = (other: Card) => homeDepth(position.variant, other);
	const consider = (card: Card | undefined, from: Place) => {
		if (card === undefined || (best !== undefined && depth(card) >= depth(best.card))) return;
		const [pile] = pilesFor(position, card);
		if (pile !== undefined) best = {card, from, to: pileAt(pile)};
	};
	position.fans.forEach((fan, from) => consider(topCard(fan), fanAt(from)));
	cellsOf(position).forEach((card, cell) => consider(card, cellAt(cell)));
	return best;
}
