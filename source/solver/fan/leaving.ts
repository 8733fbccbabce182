import {suit} from './move-code.js';

/**
 * Rule F4 of SOUNDNESS.md: cards that can never leave where they lie. In a win every card on a
 * fan leaves its place once, as a top card, so once every card above it has left; and then home
 * once every lower card of its suit has left for home, or onto a card it may lie on that is a top
 * then, so once every card above that card's place has left, or, for a card an empty fan takes,
 * onto an empty fan, so once every card of some other fan has left. The cards that may leave are
 * at most the least set closed under these conditions; when it misses a card, no line wins.
 *
 * A card may leave only once every card above it may, so in each fan the cards that may leave are
 * the ones from some depth up (`from`): one number per fan, lowered a card at a time.
 */

/** What the test reads of a Fan board (board.ts). */
export interface LeavingView {
	readonly fans: number;
	readonly cards: Int8Array;
	readonly lengths: Uint8Array;
	readonly fanOf: Int8Array;
	/** Per card on a fan, its depth there (0 at the bottom). */
	readonly depthOf: Int8Array;
	readonly home: Uint8Array;
	readonly targets: ReadonlyArray<readonly number[]>;
	readonly holders: ReadonlyArray<readonly number[]>;
	readonly fills: readonly boolean[];
	/** Whether the card lies on top of a fan. */
	isTop(card: number): boolean;
	fitsHome(card: number): boolean;
}

const FAN_SLOTS = 52;
const MAX_FANS = 18;

/** Per fan, the lowest depth from which every card may leave (the fan's length: none yet). */
const from = new Int8Array(MAX_FANS);
/**
 * Per suit, its lowest card not home nor yet known to leave: a card may go home once every lower
 * card of its suit may leave, so exactly when it is this one.
 */
const nextHome = new Int8Array(4);

/** Whether some card can never leave its place (see above). */
export function blocksForGood(view: LeavingView): boolean {
	const {fans, cards, lengths, home} = view;
	// Fans whose every card may leave: each is room for a card an empty fan takes.
	let open = 0;
	for (let fan = 0; fan < fans; fan++) {
		from[fan] = lengths[fan];
		if (from[fan] === 0) open++;
	}
	for (let pile = 0; pile < 4; pile++) nextHome[pile] = pile * 13 + home[pile];
	for (let moved = true; moved;) {
		moved = false;
		let all = true;
		for (let fan = 0; fan < fans; fan++) {
			const base = fan * FAN_SLOTS;
			while (from[fan] > 0 && mayLeave(view, cards[base + from[fan] - 1], fan, open > 0)) {
				const card = cards[base + --from[fan]];
				if (from[fan] === 0) open++;
				if (nextHome[suit(card)] === card) passHome(view, suit(card));
				moved = true;
			}
			if (from[fan] > 0) all = false;
		}
		if (all) return false;
	}
	return true;
}

/** Moves the suit's `nextHome` past the cards now known to leave. */
function passHome(view: LeavingView, pile: number): void {
	const {fanOf, depthOf} = view;
	const end = pile * 13 + 13;
	let card = nextHome[pile] + 1;
	while (card < end && depthOf[card] >= from[fanOf[card]]) card++;
	nextHome[pile] = card;
}

/** Whether `card`, the highest card of `fan` not yet known to leave, may leave (see above). */
function mayLeave(view: LeavingView, card: number, fan: number, open: boolean): boolean {
	if (nextHome[suit(card)] === card) return true;
	const {fanOf, depthOf} = view;
	for (const target of view.targets[card]) {
		const to = fanOf[target];
		if (to < 0 || (to === fan && depthOf[target] < depthOf[card])) continue;
		if (depthOf[target] + 1 >= from[to]) return true;
	}
	// Onto a fan that may be emptied: not this card's own, which still holds it.
	return open && view.fills[card];
}

/**
 * Whether a move just played, from a position where every card may leave, can have left a card that
 * never may: false when the cards it concerns may each leave at once, which leaves every card able
 * (SOUNDNESS.md, rule F4, the skip). After a fan move, the card moved; after a move home, the
 * card's holders on the fans, the only cards that may have counted on it as a target.
 */
export function mayStrand(view: LeavingView, card: number, wentHome: boolean): boolean {
	if (!wentHome) return !mayLeaveAtOnce(view, card);
	for (const holder of view.holders[card]) if (view.fanOf[holder] >= 0 && !mayLeaveAtOnce(view, holder)) return true;
	return false;
}

/** Whether `card` tops its fan and may leave it now: home, onto a target topping another fan, or onto an empty fan. */
function mayLeaveAtOnce(view: LeavingView, card: number): boolean {
	if (!view.isTop(card)) return false;
	if (view.fitsHome(card)) return true;
	// A target that tops a fan tops another one: this card tops its own.
	for (const target of view.targets[card]) if (view.isTop(target)) return true;
	if (!view.fills[card]) return false;
	for (let other = 0; other < view.fans; other++) if (view.lengths[other] === 0) return true;
	return false;
}
