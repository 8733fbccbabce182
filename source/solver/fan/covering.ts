/** Cards of a fan, at most: fan f's cards lie in cards[f * FAN_SLOTS ..]. */
const FAN_SLOTS = 52;

/**
 * Cards lying above a card of lower rank, of any suit, in their fan: each must move off before
 * that card can go home (the `covering` term of a weighting). In Box Fan, where a card may lie on
 * either of two cards of the other colour, this is what buries a deal: a run built on a card
 * above a 3 keeps the 3 from home as surely as the 3's own suit would, and the count of cards
 * above a lower card of their own suit (search/blocking.ts) does not see it.
 */
export function coveringCards(cards: Int8Array, lengths: Uint8Array, fans: number): number {
	let count = 0;
	for (let fan = 0; fan < fans; fan++) {
		const base = fan * FAN_SLOTS;
		// Ranks as the engine numbers cards: card % 13 is the rank less one, in every suit.
		let lowest = 13;
		for (let depth = 0; depth < lengths[fan]; depth++) {
			const rank = cards[base + depth] % 13;
			if (rank > lowest) count++;
			else lowest = rank;
		}
	}
	return count;
}
