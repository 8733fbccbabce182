import {rankOf, suitOf} from '../../engine/index.js';

/**
 * How many cards lie above a lower card of their own suit, over `fans` fans whose cards (bottom
 * first) start every `stride` places of `cards`: the blocking term the weightings of the boards
 * whose fans build down share (such a card must leave before the lower one can go home).
 */
export function blockingCards(cards: Int8Array, lengths: Uint8Array, fans: number, stride: number): number {
	let blocking = 0;
	const lowest = [14, 14, 14, 14];
	for (let fan = 0; fan < fans; fan++) {
		const base = fan * stride;
		lowest.fill(14);
		for (let index = 0; index < lengths[fan]; index++) {
			const card = cards[base + index];
			if (lowest[suitOf(card)] < rankOf(card)) blocking++;
			else lowest[suitOf(card)] = rankOf(card);
		}
	}
	return blocking;
}
