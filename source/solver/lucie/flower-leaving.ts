import {rank, suit} from './move-code.js';

/**
 * Rule G4 of SOUNDNESS.md, rule L6 of La Belle Lucie (leaving.ts) for fans that build in any suit
 * and no draw: cards that can never leave where they lie. In a win every card on a fan leaves its
 * place once: as a top card, so after every card above it; home, after every lower card of its
 * suit not home; or onto a card y one rank higher that is a top then, y not home: y is still in
 * its place, after every card above it has left, or y left its place before, which it did after
 * every card above it. So the cards that may leave are at most the least set closed under these
 * conditions; when it misses a card, no line wins. In each fan that set is the cards from some
 * depth up (`from`), lowered a card at a time.
 */

/** What the test reads of a Super Flower Garden board (flower-board.ts). */
export interface FlowerLeavingView {
	readonly fans: number;
	readonly cards: Int8Array;
	readonly lengths: Uint8Array;
	readonly fanOf: Int8Array;
	readonly home: Uint8Array;
}

const FAN_SLOTS = 52;
const MAX_FANS = 18;

const depthOfCard = new Int8Array(52);
const from = new Int8Array(MAX_FANS);

/** Whether some card can never leave its place (see above). */
export function blocksForGoodAnySuit(view: FlowerLeavingView): boolean {
	const {fans, cards, lengths} = view;
	for (let fan = 0; fan < fans; fan++) {
		const base = fan * FAN_SLOTS;
		for (let depth = 0; depth < lengths[fan]; depth++) depthOfCard[cards[base + depth]] = depth;
		from[fan] = lengths[fan];
	}
	let moved = true;
	let all = false;
	while (moved) {
		moved = false;
		all = true;
		for (let fan = 0; fan < fans; fan++) {
			while (from[fan] > 0 && mayLeave(view, cards[fan * FAN_SLOTS + from[fan] - 1])) {
				from[fan]--;
				moved = true;
			}
			if (from[fan] > 0) all = false;
		}
	}
	return !all;
}

/** Whether `card`, the highest of its fan not yet known to leave, may leave: home, or onto a card a rank higher. */
function mayLeave(view: FlowerLeavingView, card: number): boolean {
	const {fanOf, home} = view;
	const cardSuit = suit(card);
	let homeOpen = true;
	for (let lower = cardSuit * 13 + home[cardSuit]; lower < card && homeOpen; lower++) {
		homeOpen = depthOfCard[lower] >= from[fanOf[lower]];
	}
	if (homeOpen) return true;
	const cardRank = rank(card);
	if (cardRank === 13) return false;
	// The four cards one rank higher: card + 1 - 13 * (suit - s) for each suit s, where not home.
	for (let other = 0; other < 4; other++) {
		if (home[other] > cardRank) continue;
		const higher = other * 13 + cardRank;
		if (depthOfCard[higher] + 1 >= from[fanOf[higher]]) return true;
	}
	return false;
}
