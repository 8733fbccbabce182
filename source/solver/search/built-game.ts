import {type Position, rulesFor} from '../../engine/index.js';
import {type BuildClasses, NO_CLASS, classesOf} from './built-classes.js';

/**
 * The built-card abstraction (SOUNDNESS.md, rule G6): a proof that a position has no win where
 * its reachable space is far too big to search, for fans without a size limit (Super Flower Garden,
 * Box Fan).
 *
 * A card lying on a card it may lie on (its *target*) is *built*. Every card that moves onto a card
 * is built where it lands, and can go on to any other free card of its target class (built-classes.ts):
 * so a hard position's positions come in millions of copies that differ only in which host each
 * built card lies on. Below the built cards, each fan has a *fixed* part, from its bottom card up to
 * its highest card that is not built; it is always a prefix of the fan in the root, and changes only
 * when its top card goes home or moves (where it is built from then on, or alone in an empty fan).
 *
 * The abstract state is the fixed heights and the foundations; every other card not home is
 * *loose*. A placement of the loose cards (each on a distinct host of its target class, a loose card
 * or a fixed top; a King on an empty fan) exists exactly when, class by class, the loose cards are
 * no more than their hosts. An abstract move is an irreversible move that some placement allows,
 * each asked as such a count. Every line of the real game maps to an abstract line, so when no
 * abstract line puts every card home, no real line does. An abstract win proves nothing.
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
	private readonly classes: BuildClasses;
	/** How many classes of hosts. */
	private readonly classCount: number;
	/** Whether the abstraction holds the position's rules, and every state fits a whole number below 2^53. */
	readonly usable: boolean;
	readonly root: number;

	constructor(position: Position) {
		const classes = classesOf(position);
		const {foundation, redeal} = rulesFor(position.variant);
		const fitting = foundation.building === 'by-suit' && !foundation.returns && redeal.draws === 0;
		this.classes = classes ?? ONE_CLASS;
		this.classCount = this.classes.targetOf.length;
		this.fans = position.fans.map((fan) => [...fan]);
		const {classOf, targetOf} = this.classes;
		const builtOn = (card: number, below: number) => targetOf[classOf[card]] === classOf[below];
		this.fixedOf = this.fans.map((fan) => {
			const fixed = new Uint8Array(fan.length + 1);
			for (let same = 1; same <= fan.length; same++)
				fixed[same] = same > 1 && builtOn(fan[same - 1], fan[same - 2]) ? fixed[same - 1] : same;
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
		this.usable =
			classes !== undefined && fitting && this.fans.length <= MAX_FANS && place <= Number.MAX_SAFE_INTEGER;
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
	stateOf(board: BuiltView): number {
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
	 * there, never moved and not built (a card that moves lands built, or alone on an empty fan, so
	 * it cannot come back to a place where it was not). Any other card that moves onto a fan was
	 * loose, and leaves the abstract state as it was.
	 */
	wasFixed(card: number, fan: number, depth: number): boolean {
		const fixed = this.fixedOf[fan];
		return this.dealtFan[card] === fan && this.dealtDepth[card] === depth && fixed[depth + 1] === depth + 1;
	}

	private encode(heights: ArrayLike<number>, home: ArrayLike<number>): number {
		let state = 0;
		for (let fan = 0; fan < this.fans.length; fan++) state += heights[fan] * this.fanPlace[fan];
		for (let pile = 0; pile < 4; pile++) state += home[pile] * this.homePlace[pile];
		return state;
	}

	private decode(state: number, heights: Uint8Array, home: Uint8Array): void {
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

	/** A view of a state for `load`, `apply` and `successors`, sized for this game. */
	newView(): StateView {
		const classes = this.classCount;
		return {
			state: -1,
			heights: new Uint8Array(this.fans.length),
			home: new Uint8Array(4),
			loose: new Int32Array(classes),
			tops: new Int32Array(classes),
			looseFills: 0,
			empty: 0,
		};
	}

	/** Fills `view` with `state`: its heights and foundations, and per class its loose cards and fixed tops. */
	load(state: number, view: StateView): void {
		const {heights, home, loose, tops} = view;
		const {classOf, targetOf} = this.classes;
		view.state = state;
		this.decode(state, heights, home);
		loose.fill(0);
		tops.fill(0);
		view.looseFills = 0;
		view.empty = 0;
		for (let card = 0; card < 52; card++) {
			if (RANK[card] <= home[SUIT[card]]) continue;
			const fan = this.dealtFan[card];
			if (fan >= 0 && this.dealtDepth[card] < heights[fan]) continue;
			loose[classOf[card]]++;
			if (targetOf[classOf[card]] === NO_CLASS) view.looseFills++;
		}
		for (let fan = 0; fan < this.fans.length; fan++)
			if (heights[fan] > 0) tops[classOf[this.fans[fan][heights[fan] - 1]]]++;
			else view.empty++;
	}

	/**
	 * Fills `child` with the state that abstract `move` (as `successors` wrote it) leads to from
	 * `parent`, whose number is `state`: a few counts change, so a search need not load it afresh.
	 */
	apply(parent: StateView, move: number, state: number, child: StateView): void {
		child.state = state;
		child.heights.set(parent.heights);
		child.home.set(parent.home);
		child.loose.set(parent.loose);
		child.tops.set(parent.tops);
		child.looseFills = parent.looseFills;
		child.empty = parent.empty;
		const kind = move & 3;
		const index = move >>> 2;
		if (kind === RELEASE) return this.lower(child, index, true);
		const fan = kind === FIXED_HOME ? index : -1;
		const card = fan >= 0 ? this.fans[fan][child.heights[fan] - 1] : index;
		child.home[SUIT[card]]++;
		if (fan >= 0) return this.lower(child, fan, false);
		const {classOf, targetOf} = this.classes;
		child.loose[classOf[card]]--;
		if (targetOf[classOf[card]] === NO_CLASS) child.looseFills--;
	}

	/** The fixed top of `fan` leaves it, loose from then on (`stays`) or home; the fixed part is shorter. */
	private lower(view: StateView, fan: number, stays: boolean): void {
		const {classOf, targetOf} = this.classes;
		const cards = this.fans[fan];
		const height = view.heights[fan];
		const top = classOf[cards[height - 1]];
		view.tops[top]--;
		if (stays) {
			view.loose[top]++;
			if (targetOf[top] === NO_CLASS) view.looseFills++;
		}
		const lower = this.fixedOf[fan][height - 1];
		// The cards between were built where they lie: loose now (none is a King, which lies on nothing).
		for (let depth = lower; depth < height - 1; depth++) view.loose[classOf[cards[depth]]]++;
		view.heights[fan] = lower;
		if (lower > 0) view.tops[classOf[cards[lower - 1]]]++;
		else view.empty++;
	}

	/**
	 * Writes into `out` the states the abstract moves from the state of `view` lead to (moves home
	 * first), and into `moves` the moves, for `apply`; returns how many, or -1 for an abstract win.
	 */
	successors(view: StateView, out: number[], moves: number[]): number {
		const {state, heights, home, loose, tops} = view;
		const {classOf, targetOf, holderOf, fills, loneMoves} = this.classes;
		if (home[0] === 13 && home[1] === 13 && home[2] === 13 && home[3] === 13) return -1;
		// A card can be left uncovered when the loose cards that may lie on it have another host.
		const canBeTop = (card: number) => {
			const holder = holderOf[classOf[card]];
			return holder === NO_CLASS || loose[holder] <= loose[classOf[card]] + tops[classOf[card]] - 1;
		};
		// Rule G1, wide (Super Flower Garden): a card that fits home, with every card two ranks below
		// it home and no loose card that may lie on it, lies uncovered in every position of the state
		// (when loose or a fixed top), and goes home before anything else.
		if (this.classes.eagerHome) {
			const eager = this.eagerHome(heights, home, loose);
			if (eager >= 0) {
				out[0] = this.homeState(state, eager, heights);
				moves[0] = this.homeMove(eager, heights);
				return 1;
			}
		}
		let count = 0;
		// Home: the next card of each suit, loose or a fixed top, left uncovered.
		for (let pile = 0; pile < 4; pile++) {
			if (home[pile] === 13) continue;
			const card = pile * 13 + home[pile];
			if (!canBeTop(card)) continue;
			const fan = this.dealtFan[card];
			const fixed = fan >= 0 && this.dealtDepth[card] < heights[fan];
			if (fixed && this.dealtDepth[card] !== heights[fan] - 1) continue;
			moves[count] = this.homeMove(card, heights);
			out[count++] = this.homeState(state, card, heights);
		}
		// Releases: a fixed top onto a free host of its target class in another fan (not alone in its
		// fan where empty fans stay empty, rule G2), or a King not alone onto an empty fan (rule F2);
		// it is loose from then on.
		for (let fan = 0; fan < this.fans.length; fan++) {
			const height = heights[fan];
			if (height === 0) continue;
			const card = this.fans[fan][height - 1];
			const target = targetOf[classOf[card]];
			if (!canBeTop(card)) continue;
			const room =
				target !== NO_CLASS
					? (height >= 2 || loneMoves) && loose[classOf[card]] <= loose[target] + tops[target] - 1
					: height >= 2 && fills[card] && view.looseFills <= view.empty - 1;
			if (!room) continue;
			moves[count] = RELEASE | (fan << 2);
			out[count++] = state - (height - this.fixedOf[fan][height - 1]) * this.fanPlace[fan];
		}
		return count;
	}

	/** The abstract move of `card` home: a fixed top's, by its fan, or a loose card's. */
	private homeMove(card: number, heights: Uint8Array): number {
		const fan = this.dealtFan[card];
		if (fan < 0 || this.dealtDepth[card] >= heights[fan]) return LOOSE_HOME | (card << 2);
		return FIXED_HOME | (fan << 2);
	}

	/** The state after `card`, loose or a fixed top, goes home: its fixed part, if any, shorter. */
	private homeState(state: number, card: number, heights: Uint8Array): number {
		const fan = this.dealtFan[card];
		const after = state + this.homePlace[SUIT[card]];
		if (fan < 0 || this.dealtDepth[card] >= heights[fan]) return after;
		const height = heights[fan];
		return after - (height - this.fixedOf[fan][height - 1]) * this.fanPlace[fan];
	}

	/**
	 * The first card (by suit) that fits home, with every card two ranks below it home and no loose
	 * card of the rank below (in Super Flower Garden, the class that may lie on it), and lies loose
	 * or as a fixed top; -1 when there is none.
	 */
	private eagerHome(heights: Uint8Array, home: Uint8Array, loose: Int32Array): number {
		const {classOf, holderOf} = this.classes;
		const lowest = Math.min(home[0], home[1], home[2], home[3]);
		for (let pile = 0; pile < 4; pile++) {
			const below = home[pile];
			if (below === 13 || lowest < below - 1) continue;
			const card = pile * 13 + below;
			const holder = holderOf[classOf[card]];
			if (holder !== NO_CLASS && loose[holder] > 0) continue;
			const fan = this.dealtFan[card];
			if (fan < 0 || this.dealtDepth[card] >= heights[fan] - 1) return card;
		}
		return -1;
	}
}

/**
 * The classes of a game the abstraction does not hold (`usable` false, so no state is searched):
 * one class that lies on nothing, so the constructor still reads whole fans as fixed.
 */
const ONE_CLASS: BuildClasses = {
	classOf: new Uint8Array(52),
	targetOf: new Int8Array(1).fill(NO_CLASS),
	holderOf: new Int8Array(1).fill(NO_CLASS),
	fills: [],
	loneMoves: false,
	eagerHome: false,
};

/** The kinds of abstract move, in the low two bits of a move (the fan or the card above them). */
const FIXED_HOME = 0;
const RELEASE = 1;
const LOOSE_HOME = 2;

/** A state of the abstract game, with the counts its moves are asked of. */
export interface StateView {
	state: number;
	readonly heights: Uint8Array;
	readonly home: Uint8Array;
	/** Per class, its loose cards, and the fixed tops of that class. */
	readonly loose: Int32Array;
	readonly tops: Int32Array;
	/** Loose cards that lie on nothing but an empty fan (Box Fan's Kings), and fans empty. */
	looseFills: number;
	empty: number;
}

/** What the abstraction reads of a board reached from the root (flower-board.ts, fan/board.ts). */
export interface BuiltView {
	/** Fan f's cards, bottom first, in cards[f * 52 .. f * 52 + lengths[f]). */
	readonly cards: Int8Array;
	readonly lengths: Uint8Array;
	/** Per suit, the highest rank home. */
	readonly home: Uint8Array;
}

/** Slots per fan in a board's `cards`. */
const FAN_SLOTS = 52;
const MAX_FANS = 18;
const RANK = Uint8Array.from({length: 52}, (_, card) => (card % 13) + 1);
const SUIT = Uint8Array.from({length: 52}, (_, card) => Math.floor(card / 13));
