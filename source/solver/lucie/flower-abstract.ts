import {type Position} from '../../engine/index.js';
import {rank, suit} from './move-code.js';
import {type FlowerBoard} from './flower-board.js';

/** Slots per fan in a board's `cards`. */
const FAN_SLOTS = 52;

/**
 * Super Flower Garden's built-card abstraction (SOUNDNESS.md, rule G6): a proof that a layout has
 * no win where its reachable space is far too big to search.
 *
 * A card lying on a card one rank higher is *built*. Every card that moves onto a fan is built
 * where it lands, and can go on to any other top card one rank higher, of any suit: so a hard
 * layout's positions come in millions of copies that differ only in which host each built card
 * lies on. Below the built cards, each fan has a *fixed* part, from its bottom card up to its
 * highest card that is not built; it is always a prefix of the fan in the root, and changes only
 * when its top card goes home or moves onto a fan (where it is built from then on).
 *
 * The abstract state is the fixed heights and the foundations; every other card not home is
 * *loose*. Since fans build in any suit and have no size limit, a placement of the loose cards (each
 * on a distinct host one rank higher: a loose card or a fixed top) exists exactly when, rank by
 * rank, the loose cards of rank r are no more than the hosts of rank r + 1. An abstract move is an
 * irreversible move that some placement allows, each asked as such a count. Every line of the
 * real game maps to an abstract line, so when no abstract line puts every card home, no real line
 * does. An abstract win proves nothing: the search then stops without a verdict.
 */
export class BuiltCardGame {
	/** The root's fans, bottom first: fixed parts are prefixes of these. */
	private readonly fans: number[][];
	/** Per fan and prefix length, the fixed height of that prefix (its highest card not built, and below). */
	private readonly fixedOf: Uint8Array[];
	/** Where each card lies in the root (fan -1: home). */
	private readonly dealtFan = new Int8Array(52).fill(-1);
	private readonly dealtDepth = new Uint8Array(52);
	/** Place values of the mixed-radix state: a fan's height, then each suit's foundation. */
	private readonly fanPlace: number[];
	private readonly homePlace: number[];
	/** Whether every state fits a whole number below 2^53 (else the abstraction is not used). */
	readonly usable: boolean;
	readonly root: number;

	constructor(position: Position) {
		this.fans = position.fans.map((fan) => [...fan]);
		this.fixedOf = this.fans.map((fan) => {
			const fixed = new Uint8Array(fan.length + 1);
			for (let same = 1; same <= fan.length; same++)
				fixed[same] = same > 1 && rank(fan[same - 1]) + 1 === rank(fan[same - 2]) ? fixed[same - 1] : same;
			return fixed;
		});
		this.fans.forEach((fan, index) =>
			fan.forEach((card, depth) => {
				this.dealtFan[card] = index;
				this.dealtDepth[card] = depth;
			}),
		);
		let place = 1;
		this.fanPlace = this.fans.map((fan) => {
			const value = place;
			place *= fan.length + 1;
			return value;
		});
		this.homePlace = [0, 1, 2, 3].map(() => {
			const value = place;
			place *= 14;
			return value;
		});
		this.usable = place <= Number.MAX_SAFE_INTEGER;
		const heights = this.fans.map((fan, index) => this.fixedOf[index][fan.length]);
		this.root = this.encode(
			heights,
			position.foundations.map((pile) => pile.length),
		);
	}

	/**
	 * The abstract state of a board reached from the root: in each fan, the part still as in the
	 * root (the longest common prefix), down to its highest card not built.
	 */
	stateOf(board: FlowerBoard): number {
		let state = 0;
		for (let fan = 0; fan < this.fans.length; fan++) {
			const root = this.fans[fan];
			const limit = Math.min(root.length, board.lengths[fan]);
			const base = fan * FAN_SLOTS;
			let same = 0;
			while (same < limit && board.cards[base + same] === root[same]) same++;
			state += this.fixedOf[fan][same] * this.fanPlace[fan];
		}
		for (let pile = 0; pile < 4; pile++) state += board.home[pile] * this.homePlace[pile];
		return state;
	}

	/**
	 * Whether `card`, lying at `depth` in `fan` just before it moved, was the top of a fixed part:
	 * there, never moved and not built (a card that moves lands built, so it cannot come back to
	 * a place where it was not). Any other card that moves onto a fan was loose, and leaves the
	 * abstract state as it was.
	 */
	wasFixed(card: number, fan: number, depth: number): boolean {
		const fixed = this.fixedOf[fan];
		return this.dealtFan[card] === fan && this.dealtDepth[card] === depth && fixed[depth + 1] === depth + 1;
	}

	encode(heights: ArrayLike<number>, home: ArrayLike<number>): number {
		let state = 0;
		for (let fan = 0; fan < this.fans.length; fan++) state += heights[fan] * this.fanPlace[fan];
		for (let pile = 0; pile < 4; pile++) state += home[pile] * this.homePlace[pile];
		return state;
	}

	decode(state: number, heights: Uint8Array, home: Uint8Array): void {
		let rest = state;
		for (let fan = 0; fan < this.fans.length; fan++) {
			const radix = this.fans[fan].length + 1;
			heights[fan] = rest % radix;
			rest = Math.floor(rest / radix);
		}
		for (let pile = 0; pile < 4; pile++) {
			home[pile] = rest % 14;
			rest = Math.floor(rest / 14);
		}
	}

	/**
	 * Writes into `out` the states the abstract moves from `state` lead to (moves home first), and
	 * returns how many; -1 when `state` is an abstract win.
	 */
	successors(state: number, out: number[]): number {
		const {heights, home, loose, tops} = scratch;
		this.decode(state, heights, home);
		if (home[0] === 13 && home[1] === 13 && home[2] === 13 && home[3] === 13) return -1;
		loose.fill(0);
		tops.fill(0);
		for (let card = 0; card < 52; card++) {
			if (RANK[card] <= home[SUIT[card]]) continue;
			const fan = this.dealtFan[card];
			if (fan < 0 || this.dealtDepth[card] >= heights[fan]) loose[RANK[card]]++;
		}
		for (let fan = 0; fan < this.fans.length; fan++)
			if (heights[fan] > 0) tops[rank(this.fans[fan][heights[fan] - 1])]++;
		// A card of rank r can be left uncovered when the loose cards of rank r - 1 have another host.
		const canBeTop = (r: number) => r === 1 || loose[r - 1] <= loose[r] + tops[r] - 1;
		// Rule G1, wide: a card that fits home, with every card two ranks below it home and no card
		// of the rank below loose, lies uncovered in every position of the state (when loose or a
		// fixed top), and goes home before anything else.
		const eager = this.eagerHome(heights, home, loose);
		if (eager >= 0) {
			out[0] = this.homeState(state, eager, heights);
			return 1;
		}
		let count = 0;
		// Home: the next card of each suit, loose or a fixed top, left uncovered.
		for (let pile = 0; pile < 4; pile++) {
			if (home[pile] === 13) continue;
			const card = pile * 13 + home[pile];
			const r = rank(card);
			if (!canBeTop(r)) continue;
			const fan = this.dealtFan[card];
			const fixed = fan >= 0 && this.dealtDepth[card] < heights[fan];
			if (fixed && this.dealtDepth[card] !== heights[fan] - 1) continue;
			out[count++] = this.homeState(state, card, heights);
		}
		// Releases: a fixed top, not alone in its fan (rule G2) and no King, onto a host one rank
		// higher in another fan; it is loose from then on.
		for (let fan = 0; fan < this.fans.length; fan++) {
			const height = heights[fan];
			if (height < 2) continue;
			const r = rank(this.fans[fan][height - 1]);
			if (r === 13 || !canBeTop(r) || loose[r] > loose[r + 1] + tops[r + 1] - 1) continue;
			out[count++] = state - (height - this.fixedOf[fan][height - 1]) * this.fanPlace[fan];
		}
		return count;
	}

	/** The state after `card`, loose or a fixed top, goes home: its fixed part, if any, shorter. */
	private homeState(state: number, card: number, heights: Uint8Array): number {
		const fan = this.dealtFan[card];
		const after = state + this.homePlace[suit(card)];
		if (fan < 0 || this.dealtDepth[card] >= heights[fan]) return after;
		const height = heights[fan];
		return after - (height - this.fixedOf[fan][height - 1]) * this.fanPlace[fan];
	}

	/**
	 * The first card (by suit) that fits home, with every card two ranks below it home and no loose
	 * card of the rank below, and lies loose or as a fixed top; -1 when there is none.
	 */
	private eagerHome(heights: Uint8Array, home: Uint8Array, loose: Int32Array): number {
		const lowest = Math.min(home[0], home[1], home[2], home[3]);
		for (let pile = 0; pile < 4; pile++) {
			const below = home[pile];
			if (below === 13 || lowest < below - 1 || (below > 0 && loose[below] > 0)) continue;
			const card = pile * 13 + below;
			const fan = this.dealtFan[card];
			if (fan < 0 || this.dealtDepth[card] >= heights[fan] - 1) return card;
		}
		return -1;
	}
}

const RANK = Uint8Array.from({length: 52}, (_, card) => rank(card));
const SUIT = Uint8Array.from({length: 52}, (_, card) => suit(card));

const scratch = {
	heights: new Uint8Array(18),
	home: new Uint8Array(4),
	loose: new Int32Array(15),
	tops: new Int32Array(15),
};
