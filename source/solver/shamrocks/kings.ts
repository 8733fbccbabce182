import {type Board} from './board.js';
import {CAPACITY, FANS, rankOf, suitOf} from './move-code.js';

/**
 * The Kings' order: a proof of loss from where the Kings lie (SOUNDNESS.md, rule 4).
 *
 * A King has no card to go on but a Queen, and no card above it in its suit, so when it goes home
 * it lies either where it lies now, above the same cards (case A: those cards are still on the
 * fans), or on the Queen its last move put it on (case B). That Queen is not of its own suit
 * (that one is home first), is still on a fan, and lay at depth 0 or 1 when the King came (a fan
 * holds three cards): a fan's bottom, or on a bottom card, which is then still on its fan too. A
 * card still on a fan when the King of suit s goes home means, through its own suit, that its
 * suit's King goes home later. So each King gives a set of suits whose Kings go home after its own,
 * one set per case; the Kings go home in some order, so some order of the four suits must put,
 * for every King, one of its sets after it. When no order of the suits does, the position is lost.
 */

/** For each of the 24 orders of the suits, per suit, the mask of the suits after it. */
const AFTER: Uint8Array[] = [];
for (const order of orders([0, 1, 2, 3])) {
	const after = new Uint8Array(4);
	order.forEach((suit, index) => {
		for (const later of order.slice(index + 1)) after[suit] |= 1 << later;
	});
	AFTER.push(after);
}

function orders(suits: readonly number[]): number[][] {
	if (suits.length <= 1) return [[...suits]];
	return suits.flatMap((first) => orders(suits.filter((suit) => suit !== first)).map((rest) => [first, ...rest]));
}

export const KING = 12;
export const QUEEN = 11;
const JACK = 10;

/**
 * Whether some King lies above a card that is not a King, in fans given bottom card first: as
 * Kings as dealt deals them, and Morehead and Mott-Smith's rule at times (a King beneath a lower
 * card of its suit), never Kings to the bottom (at most a King on a King).
 */
export function kingCoversOthers(fans: readonly (readonly number[])[]): boolean {
	return fans.some((fan) => {
		const king = fan.findLastIndex((card) => rankOf(card) === KING);
		return fan.some((card, depth) => depth < king && rankOf(card) !== KING);
	});
}

/**
 * What the order needs of a position, or of every position of an abstract state. Cards as the
 * engine numbers them; a suit's King is home when home[suit] is 13, its Queen when it is 12 or more.
 */
export interface KingView {
	readonly home: ArrayLike<number>;
	/**
	 * The suits of the cards beneath the King now, as a mask (0 at a fan's bottom: no constraint),
	 * or -1 when its place is not known beyond lying on some Queen (then only case B is left).
	 */
	beneathMask(king: number): number;
	/**
	 * Where a Queen lies: -2 at a fan's bottom, the card beneath it when it lies at depth 1, -1
	 * when it lies higher or is not known to lie at depth 1 or less.
	 */
	queenBed(queen: number): number;
	/**
	 * The suits of the bottom Jacks and Kings of the fans that are not empty (where a Queen may come
	 * to lie at depth 1), as a mask: only their suits matter to the order.
	 */
	readonly bedSuits: number;
}

/**
 * Options of each King not home: its masks of suits, one per case, as a set of masks (bit m for
 * mask m), so that whether one fits an order is one AND with SUBSETS (plain arrays of masks, made
 * empty again for every abstract state, were a tenth of the abstraction's time on deal 240).
 */
const options = new Int32Array(4);

/** For each mask of suits, the set of its subsets (bit m for mask m). */
const SUBSETS = Int32Array.from({length: 16}, (_, later) => {
	let set = 0;
	for (let mask = 0; mask < 16; mask++) if ((mask & ~later) === 0) set |= 1 << mask;
	return set;
});

/** For a Queen's suit and the suits of the beds, the set of masks {the Queen's suit, a bed's suit}. */
const ON_BEDS = Array.from({length: 4}, (_, queenSuit) =>
	Int32Array.from({length: 16}, (_, bedSuits) => {
		let set = 0;
		for (let suit = 0; suit < 4; suit++) if ((bedSuits >> suit) & 1) set |= 1 << ((1 << queenSuit) | (1 << suit));
		return set;
	}),
);

/** Whether a fan's bottom card may take a Queen that then lies at depth 1: a Jack or a King. */
export function isBed(bottom: number): boolean {
	return rankOf(bottom) === JACK || rankOf(bottom) === KING;
}

/** The view of a concrete board, reused: the search asks after every move of a King or Queen. */
class BoardView implements KingView {
	board: Board | undefined;
	bedSuits = 0;

	get home(): ArrayLike<number> {
		return (this.board as Board).home;
	}

	look(board: Board): this {
		this.board = board;
		this.bedSuits = 0;
		for (let fan = 0; fan < FANS; fan++) {
			if (board.lengths[fan] === 0) continue;
			const bottom = board.cards[fan * CAPACITY];
			if (isBed(bottom)) this.bedSuits |= 1 << suitOf(bottom);
		}
		return this;
	}

	beneathMask(king: number): number {
		const {where, cards} = this.board as Board;
		const slot = where[king];
		let mask = 0;
		for (let below = slot - (slot % CAPACITY); below < slot; below++) mask |= 1 << suitOf(cards[below]);
		return mask;
	}

	queenBed(queen: number): number {
		const {where, cards} = this.board as Board;
		const slot = where[queen];
		const depth = slot % CAPACITY;
		return depth === 0 ? -2 : depth === 1 ? cards[slot - 1] : -1;
	}
}

const boardView = new BoardView();

/** Whether the Kings' order proves the position lost (see above). */
export function kingsDeadlocked(board: Board): boolean {
	return deadlockedBy(boardView.look(board));
}

/** The Kings' order over a view (see KingView): true when no order of the suits fits every King. */
export function deadlockedBy(view: KingView): boolean {
	const {home, bedSuits} = view;
	let kings = 0;
	for (let suit = 0; suit < 4; suit++) {
		if (home[suit] === 13) continue;
		const beneath = view.beneathMask(suit * 13 + KING);
		if (beneath === 0) continue;
		let choices = beneath > 0 ? 1 << beneath : 0;
		for (let other = 0; other < 4; other++) {
			if (other === suit || home[other] > QUEEN) continue;
			const bed = view.queenBed(other * 13 + QUEEN);
			if (bed === -2) {
				choices |= 1 << (1 << other);
				continue;
			}
			if (bed >= 0) choices |= 1 << ((1 << other) | (1 << suitOf(bed)));
			choices |= ON_BEDS[other][bedSuits];
		}
		// A King with no case left can never go home.
		if (choices === 0) return true;
		options[kings] = choices;
		kingSuits[kings++] = suit;
	}
	if (kings === 0) return false;
	for (const after of AFTER) {
		let fits = true;
		for (let index = 0; index < kings && fits; index++)
			fits = (options[index] & SUBSETS[after[kingSuits[index]]]) !== 0;
		if (fits) return false;
	}
	return true;
}

const kingSuits = new Int8Array(4);
