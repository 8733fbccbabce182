import {rank, suit} from './move-code.js';

/**
 * Rule L6 of SOUNDNESS.md: cards that can never leave where they lie. In a win every card on a
 * fan leaves its place once: by a plain move, when every card above it has left (only a top card
 * moves), home once every lower card of its suit has left for home, or onto its successor once that
 * is a top, so once every card above the successor's place has left (a successor that has moved
 * lies on its own successor, having left first, cards above it included). The draw takes one card
 * from its place with no such need. So the cards that may leave are at most the least set closed
 * under these conditions, with the drawn card in it; when it misses a card, for every card the
 * draw could take, no line wins.
 *
 * A card may leave only once every card above it may, so in each fan the cards that may leave are
 * the ones from some depth up (`from`): one number per fan, lowered a card at a time.
 */

/** What the test reads of a La Belle Lucie board (board.ts). */
export interface LeavingView {
	readonly fans: number;
	readonly cards: Int8Array;
	readonly lengths: Uint8Array;
	readonly fanOf: Int8Array;
	readonly home: Uint8Array;
	readonly drawsLeft: number;
}

const FAN_SLOTS = 52;
const MAX_FANS = 18;

/** Each card's depth in its fan, filled by `blocksForGood`. */
const depthOfCard = new Int8Array(52);
/** Per fan, the lowest depth from which every card may leave (the fan's length: none yet). */
const from = new Int8Array(MAX_FANS);
const fromWithoutDraw = new Int8Array(MAX_FANS);

/** Whether some card can never leave its place, whatever the draw takes (see above). */
export function blocksForGood(view: LeavingView): boolean {
	const {fans, cards, lengths} = view;
	for (let fan = 0; fan < fans; fan++) {
		const base = fan * FAN_SLOTS;
		for (let depth = 0; depth < lengths[fan]; depth++) depthOfCard[cards[base + depth]] = depth;
		from[fan] = lengths[fan];
	}
	if (close(view, -1)) return false;
	// One draw left can free one card; more than one is not a case of the rules this board plays.
	if (view.drawsLeft !== 1) return view.drawsLeft === 0;
	fromWithoutDraw.set(from);
	for (let fan = 0; fan < fans; fan++) {
		const base = fan * FAN_SLOTS;
		for (let depth = 0; depth < fromWithoutDraw[fan]; depth++) {
			from.set(fromWithoutDraw);
			if (close(view, cards[base + depth])) return false;
		}
	}
	return true;
}

/** Lowers `from` until nothing more may leave, `drawn` (or none: -1) leaving by the draw; true when all may. */
function close(view: LeavingView, drawn: number): boolean {
	const {fans, cards} = view;
	let moved = true;
	let all = false;
	while (moved) {
		moved = false;
		all = true;
		for (let fan = 0; fan < fans; fan++) {
			while (from[fan] > 0) {
				const card = cards[fan * FAN_SLOTS + from[fan] - 1];
				if (card !== drawn && !mayLeave(view, card, fan, drawn)) break;
				from[fan]--;
				moved = true;
			}
			if (from[fan] > 0) all = false;
		}
	}
	return all;
}

/** Whether `card`, the highest card of `fan` not yet known to leave, may leave: home, or onto its successor. */
function mayLeave(view: LeavingView, card: number, fan: number, drawn: number): boolean {
	const {fanOf, home} = view;
	const cardSuit = suit(card);
	let homeOpen = true;
	for (let lower = suit(card) * 13 + home[cardSuit]; lower < card && homeOpen; lower++) {
		homeOpen = lower === drawn || depthOfCard[lower] >= from[fanOf[lower]];
	}
	if (homeOpen) return true;
	if (rank(card) === 13) return false;
	const successor = card + 1;
	if (successor === drawn) return true;
	const to = fanOf[successor];
	if (to === fan && depthOfCard[successor] < depthOfCard[card]) return false;
	return depthOfCard[successor] + 1 >= from[to];
}
