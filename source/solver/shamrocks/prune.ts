import {type Board} from './board.js';
import {CAPACITY, FANS, HOME, moveCard, moveTo, rankOf, suitOf} from './move-code.js';
import {QUEEN, kingsDeadlocked} from './kings.js';
import {homeOrderDeadlocked} from './home-order.js';

/**
 * Dead ends: positions proved lost without searching them: a card trapped for good (SOUNDNESS.md,
 * rule 2), the Kings' order (rule 4, kings.ts) and the home order (rule 5, home-order.ts).
 */
export function isDeadEnd(board: Board): boolean {
	return isTrapped(board) || kingsDeadlocked(board) || homeOrderDeadlocked(board);
}

/**
 * A card Y lying above a lower card X of its own suit in the same fan can never go home first
 * (its foundation needs X, which Y covers), so Y must at some point move onto another fan: onto a
 * top card of rank Y - 1 or Y + 1. A card T can be that top only if T is not home (cards never
 * come back) and T is not beneath Y in Y's own fan (T is covered until Y has left). When no card
 * of either neighbouring rank qualifies, X never goes home and the position is lost.
 */
function isTrapped(board: Board): boolean {
	const {cards, lengths} = board;
	for (let fan = 0; fan < FANS; fan++) {
		const length = lengths[fan];
		if (length < 2) continue;
		const base = fan * CAPACITY;
		for (let upper = 1; upper < length; upper++) {
			const card = cards[base + upper];
			if (!coversOwnSuit(cards, base, upper, card)) continue;
			if (!hasPossibleTarget(board, card, base + upper)) return true;
		}
	}
	return false;
}

/**
 * `isDeadEnd` for a position reached by `move` from a position that was not a dead end: only what
 * the move changed can have made it one. A fan move changes no card's home status and buries no
 * card under another, so only the moved card can have become trapped without a target; a
 * foundation move can only take the last target away from a card one rank above or below it.
 */
export function isDeadEndAfter(board: Board, move: number): boolean {
	// Not the home order (rule 5): it would prove more here too, but it costs as much as some hundred
	// positions, and the searches ask it of their root.
	if (moveTo(move) === HOME) return isTrapped(board) || kingsDeadlocked(board);
	const card = moveCard(move);
	// Of fan moves, only a King's or a Queen's changes what the Kings' order looks at (rule 4).
	if (rankOf(card) >= QUEEN && kingsDeadlocked(board)) return true;
	const slot = board.where[card];
	const base = slot - (slot % CAPACITY);
	return coversOwnSuit(board.cards, base, slot - base, card) && !hasPossibleTarget(board, card, slot);
}

/** Whether a card lower in the same fan is of the same suit and lower rank. */
function coversOwnSuit(cards: Int8Array, base: number, depth: number, card: number): boolean {
	const suit = suitOf(card);
	const rank = rankOf(card);
	for (let below = 0; below < depth; below++) {
		const other = cards[base + below];
		if (suitOf(other) === suit && rankOf(other) < rank) return true;
	}
	return false;
}

/** Whether some card of a neighbouring rank could ever be a top for `card` (at `slot`) to move onto. */
function hasPossibleTarget(board: Board, card: number, slot: number): boolean {
	const rank = rankOf(card);
	const fanBase = slot - (slot % CAPACITY);
	for (let targetRank = rank - 1; targetRank <= rank + 1; targetRank += 2) {
		if (targetRank < 0 || targetRank > 12) continue;
		for (let suit = 0; suit < 4; suit++) {
			const where = board.where[suit * 13 + targetRank];
			if (where < 0) continue; // home for good
			if (where >= fanBase && where < slot) continue; // beneath the card itself
			return true;
		}
	}
	return false;
}
