import {type Position} from '../../engine/index.js';
import {Board} from './board.js';
import {CAPACITY, CARDS, FANS, rankOf, suitOf} from './move-code.js';
import {BARE_SHIFT} from './placement.js';
import {
	Placements,
	type ProfileCounts,
	countProfile,
	hasNoPlacement,
	newProfileCounts,
	profileMasks,
	rankTable,
} from './placement-cache.js';
import {KING, type KingView, QUEEN, deadlockedBy, isBed} from './kings.js';
import {FAN_PLACE, decodeInto, encode, fixedHeight, withCardHome} from './abstract-state.js';
import {VECTOR_STEP, WALKABLE, vectorIndex, walkableVectors} from './home-order.js';

/**
 * The abstract game of the loose-card abstraction (loose.ts, SOUNDNESS.md rule 3): its states (see
 * abstract-state.ts) and its candidate moves.
 */

/**
 * The abstract game of a root position: its abstract states (see `encode`) and abstract moves.
 * Fixed parts are prefixes of the root's fans, so every position reached from the root has an
 * abstract state here (`stateOf`).
 */
export class AbstractGame {
	/** The fans as given, bottom first: fixed parts are prefixes of these. */
	private readonly fans: number[][];
	/** Placement answers by profile, shared by the states of this game. */
	private readonly placements = new Placements();
	/** Where each card lies in the fans as given (fan -1: not on a fan), to tell a fixed card from a loose one. */
	private readonly dealtFan = new Int8Array(CARDS).fill(-1);
	private readonly dealtDepth = new Int8Array(CARDS);
	/** The rank and suit at each place of the fans as given (fan * CAPACITY + depth): read for every state. */
	private readonly dealtRanks: Int8Array;
	private readonly dealtSuits = new Int8Array(FANS * CAPACITY);
	readonly root: number;
	/** What the Kings' order is told of a state (see `kingsDeadlocked`), reused from state to state. */
	private readonly kingView: StateKingView;
	/**
	 * Whether some King lies above other cards. Where none does, the order never proves anything
	 * (SOUNDNESS.md, rule 4): a King at a fan's bottom is fixed there until it goes home, with
	 * nothing beneath it, so it needs nothing of the other suits.
	 */
	private readonly kingsAbove: boolean;
	/**
	 * The foundation vectors from which the home order still walks home (`walkableVectors`): a move
	 * home to any other is left out, as every position there is lost (SOUNDNESS.md, rules 3 and 5).
	 * Worked out at the first state expanded: most solves never get that far, and it takes a few ms.
	 */
	private walkable: Uint8Array | undefined;
	private readonly position: Position;

	constructor(position: Position) {
		this.fans = position.fans.map((fan) => [...fan]);
		this.fans.forEach((cards, fan) =>
			cards.forEach((card, depth) => {
				this.dealtFan[card] = fan;
				this.dealtDepth[card] = depth;
				this.dealtSuits[fan * CAPACITY + depth] = suitOf(card);
			}),
		);
		this.dealtRanks = rankTable(this.fans);
		this.kingView = new StateKingView(this.fans, this.dealtFan, this.dealtDepth);
		this.kingsAbove = this.fans.some((fan) => fan.some((card, depth) => depth > 0 && rankOf(card) === KING));
		this.position = position;
		this.root = encode(
			this.fans.map((fan) => fixedHeight(fan, fan.length)),
			position.foundations.map((pile) => pile.length),
		);
	}

	get bytes(): number {
		return this.placements.bytes;
	}

	/**
	 * The abstract state of a board reached from the root: in each fan, the part still as dealt
	 * (the longest common prefix with the root's fan), less the loose cards on its top.
	 */
	stateOf(board: Board): number {
		const heights = stateScratch;
		for (let fan = 0; fan < FANS; fan++) {
			const dealt = this.fans[fan];
			const limit = Math.min(dealt.length, board.lengths[fan]);
			let same = 0;
			while (same < limit && board.cards[fan * CAPACITY + same] === dealt[same]) same++;
			heights[fan] = fixedHeight(dealt, same);
		}
		return encode(heights, board.home);
	}

	/**
	 * The candidate abstract moves from a state: loose cards home, fixed tops home or released, with
	 * the state each leads to, less those the count of parents rules out and moves home to foundations
	 * from which the home order cannot walk home (`walkable`). Whether some placement allows a
	 * candidate (`allows`) is asked only when a search comes to it: a search that settles the state
	 * sooner (an abstract win below an earlier candidate) or finds the state it leads to already lost
	 * never pays for the question. Written into `into` (see `newCandidates`): a search
	 * reuses one per level of its stack. A state reached by candidate `via` of `parent` (still as it
	 * is while `into` is looked at) gets its profile's counts from the parent's (see `count`), and
	 * the Kings' order is asked only where the move may change its answer (`kingsMayDeadlock`); with
	 * `kingsOrder` false it is not asked, and a search that leaves it out must leave it out of every
	 * state it opens after (see loose.ts).
	 */
	candidates(state: number, into: Candidates, parent?: Candidates, via = -1, kingsOrder = true): Candidates {
		const {heights, home, moves} = into;
		decodeInto(state, heights, home);
		into.state = state;
		into.profile = -1;
		into.count = 0;
		into.parent = parent;
		into.via = via;
		into.counted = -1;
		// A state the Kings' order proves lost has no abstract win: it gets no candidates (rule 4).
		if (kingsOrder && this.kingsAbove && this.kingsMayDeadlock(into) && this.kingsDeadlocked(heights, home))
			return into;
		// The count of parents (placement.ts) rules out nine releases in ten: one word per state,
		// read here rather than candidate by candidate as the search comes to them.
		this.count(into);
		const {masks} = into;
		const {loose, fansA, fansB} = into.counts;
		const ranks = this.dealtRanks;
		// Moves home come after every release, so a search that takes the last first tries them first:
		// on a winnable deal it reaches an abstract win within a few hundred states.
		for (let fan = 0; fan < FANS; fan++) {
			const height = heights[fan];
			if (height < 2) continue;
			const rank = ranks[fan * CAPACITY + height - 1];
			if (((masks >> rank) & 1) === 0) continue;
			if (height < CAPACITY && ((masks >> (BARE_SHIFT + rank)) & 1) === 0) continue;
			// Somewhere to go: a card of a neighbouring rank that could be a top with room.
			const below = rank - 1;
			const above = rank + 1;
			if (below >= 0 && loose[below] + fansA[below] + fansB[below] > 0) moves[into.count++] = RELEASE + fan;
			else if (loose[above] + fansA[above] + fansB[above] > 0) moves[into.count++] = RELEASE + fan;
		}
		const vector = vectorIndex(home);
		const walkable = (this.walkable ??= walkableVectors(Board.fromPosition(this.position)));
		for (let fan = 0; fan < FANS; fan++) {
			const height = heights[fan];
			if (height === 0) continue;
			const at = fan * CAPACITY + height - 1;
			const suit = this.dealtSuits[at];
			if (home[suit] !== ranks[at] || walkable[vector + VECTOR_STEP[suit]] !== WALKABLE) continue;
			if (height < CAPACITY && ((masks >> (BARE_SHIFT + ranks[at])) & 1) === 0) continue;
			moves[into.count++] = FIXED_HOME + fan;
		}
		for (let suit = 0; suit < 4; suit++) {
			const rank = home[suit];
			if (
				rank < 13 &&
				walkable[vector + VECTOR_STEP[suit]] === WALKABLE &&
				this.isLoose(suit * 13 + rank, heights)
			)
				moves[into.count++] = LOOSE_HOME + suit;
		}
		return into;
	}

	/**
	 * Whether the Kings' order may find a state deadlocked. Not where it came from a state that was
	 * not (one with candidates) by a move that changes nothing the order reads (SOUNDNESS.md, rule 4):
	 * no King or Queen goes home or turns loose, and no fan is emptied (its bottom may be a bed).
	 */
	private kingsMayDeadlock(candidates: Candidates): boolean {
		const {parent, via} = candidates;
		if (parent === undefined) return true;
		const move = parent.moves[via];
		const which = move % KIND;
		if (move >= LOOSE_HOME) return parent.home[which] >= QUEEN;
		const height = parent.heights[which];
		const lower = fixedHeight(this.fans[which], height - 1);
		if (lower === 0) return true;
		for (let at = which * CAPACITY + lower; at < which * CAPACITY + height; at++)
			if (this.dealtRanks[at] >= QUEEN) return true;
		return false;
	}

	/**
	 * The Kings' order (kings.ts) over every position of a state at once: a King or Queen in a fixed
	 * part lies there in each, above the same cards; one that is loose lies on a Queen (a King) or
	 * on a Jack or King (a Queen) somewhere above the fixed parts (SOUNDNESS.md, rule 4).
	 */
	private kingsDeadlocked(heights: readonly number[], home: readonly number[]): boolean {
		const view = this.kingView;
		view.heights = heights;
		view.home = home;
		view.bedSuits = 0;
		for (let fan = 0; fan < FANS; fan++) {
			const bottom = this.fans[fan][0];
			if (heights[fan] > 0 && isBed(bottom)) view.bedSuits |= 1 << suitOf(bottom);
		}
		return deadlockedBy(view);
	}

	/** The state candidate `index` leads to. */
	next(candidates: Candidates, index: number): number {
		const {state, heights} = candidates;
		const move = candidates.moves[index];
		const which = move % KIND;
		if (move < LOOSE_HOME) return this.withFixedTopGone(state, heights, which, move >= FIXED_HOME);
		return withCardHome(state, which);
	}

	/** Whether the state surely has no placement of its loose cards, so that it holds no position. */
	hasNoPlacement(candidates: Candidates): boolean {
		this.count(candidates);
		return hasNoPlacement(candidates.masks);
	}

	/**
	 * Whether some placement of the loose cards allows candidate `index` (see `candidates`). With
	 * `peek`, undefined unless the answer needs no placement (a full fan's top going home).
	 */
	allows(candidates: Candidates, index: number, peek = false): boolean | undefined {
		const move = candidates.moves[index];
		const which = move % KIND;
		// A peek: the count's masks were read as the candidates were made, and only a full fan's top
		// needs nothing to go home. Answers kept for the profile are not looked up: nearly every state
		// of a hard deal has a profile of its own, and finding it in the table was a tenth of the time.
		if (peek)
			return move >= FIXED_HOME && move < LOOSE_HOME && candidates.heights[which] === CAPACITY ? true : undefined;
		const {placements} = this;
		const profile = this.profileOf(candidates);
		if (move >= LOOSE_HOME) return placements.canTop(profile, candidates.home[which], peek);
		// A fan with a fixed part: the rank of its fixed top and the room above it.
		const height = candidates.heights[which];
		const rank = rankOf(this.fans[which][height - 1]);
		const room = CAPACITY - height;
		return move < FIXED_HOME
			? placements.canRelease(profile, rank, room, peek)
			: placements.canBare(profile, rank, room, peek);
	}

	/** The state's placement profile, worked out once per state (and again in a new epoch of the placements). */
	private profileOf(candidates: Candidates): number {
		const {placements} = this;
		if (candidates.profile < 0 || candidates.epoch !== placements.epoch) {
			this.count(candidates);
			candidates.profile = placements.profileOf(candidates.counts);
			candidates.epoch = placements.epoch;
		}
		return candidates.profile;
	}

	/**
	 * The counts of the state's profile, and what the count of parents allows (`profileMasks`). Nearly
	 * every state of a hard deal has a profile of its own (deal 690: 434,282 for 457,600 states), so
	 * they are counted for each; from the parent's, where it has them, one move changes a few (a
	 * quarter of the abstraction's time was counting afresh).
	 */
	private count(candidates: Candidates): void {
		const {counts, parent} = candidates;
		if (candidates.counted === candidates.state) return;
		if (parent !== undefined && parent.counted === parent.state) {
			counts.loose.set(parent.counts.loose);
			counts.fansA.set(parent.counts.fansA);
			counts.fansB.set(parent.counts.fansB);
			this.countMove(counts, parent, candidates.via);
		} else countProfile(this.dealtRanks, candidates.heights, candidates.home, counts);
		candidates.masks = profileMasks(counts);
		candidates.counted = candidates.state;
	}

	/** Changes the counts of a profile of `from` into those of the state its candidate `index` leads to. */
	private countMove(counts: ProfileCounts, from: Candidates, index: number): void {
		const move = from.moves[index];
		const which = move % KIND;
		const {loose, fansA, fansB} = counts;
		if (move >= LOOSE_HOME) {
			loose[from.home[which]]--;
			return;
		}
		// A fixed top leaves its fan: home or loose; the cards its fixed part loses below it turn loose.
		const ranks = this.dealtRanks;
		const at = which * CAPACITY;
		const height = from.heights[which];
		const lower = fixedHeight(this.fans[which], height - 1);
		if (height === 1) fansB[ranks[at]]--;
		else if (height === 2) fansA[ranks[at + 1]]--;
		if (lower === 1) fansB[ranks[at]]++;
		else if (lower === 2) fansA[ranks[at + 1]]++;
		for (let depth = lower; depth < height - 1; depth++) loose[ranks[at + depth]]++;
		if (move < FIXED_HOME) loose[ranks[at + height - 1]]++;
	}

	/** Whether a card not home is loose: every such card lies on a fan of the root, here above the fixed part. */
	private isLoose(card: number, heights: readonly number[]): boolean {
		const fan = this.dealtFan[card];
		return fan < 0 || this.dealtDepth[card] >= heights[fan];
	}

	/** The state after the top card of a fan's fixed part leaves it: home, or loose on another fan. */
	private withFixedTopGone(state: number, heights: readonly number[], fan: number, toFoundation: boolean): number {
		const cards = this.fans[fan];
		const height = heights[fan];
		const lower = fixedHeight(cards, height - 1);
		const after = state - (height - lower) * FAN_PLACE[fan];
		return toFoundation ? withCardHome(after, suitOf(cards[height - 1])) : after;
	}
}

/** The Kings and Queens of an abstract state, as the Kings' order asks for them (kings.ts). */
class StateKingView implements KingView {
	heights: readonly number[] = [];
	home: ArrayLike<number> = [];
	bedSuits = 0;

	constructor(
		private readonly fans: readonly (readonly number[])[],
		private readonly dealtFan: Int8Array,
		private readonly dealtDepth: Int8Array,
	) {}

	/** Cards not home and not in a fixed part: above the fixed parts, each on a neighbouring rank. */
	private isLoose(card: number): boolean {
		const fan = this.dealtFan[card];
		return fan < 0 || this.dealtDepth[card] >= this.heights[fan];
	}

	beneathMask(king: number): number {
		if (this.isLoose(king)) return -1;
		const fan = this.fans[this.dealtFan[king]];
		let mask = 0;
		for (let depth = 0; depth < this.dealtDepth[king]; depth++) mask |= 1 << suitOf(fan[depth]);
		return mask;
	}

	queenBed(queen: number): number {
		if (this.isLoose(queen)) return -1;
		const depth = this.dealtDepth[queen];
		return depth === 0 ? -2 : depth === 1 ? this.fans[this.dealtFan[queen]][0] : -1;
	}
}

/** The fixed heights `stateOf` works out, before it encodes them. */
const stateScratch = new Array<number>(FANS).fill(0);

/** Candidate moves of a state at most: a release and a move home per fan, and a loose card home per suit. */
export const MAX_CANDIDATES = 2 * FANS + 4;

/** Candidate moves, as a kind plus a fan or a suit. */
const KIND = 32;
const RELEASE = 0;
const FIXED_HOME = KIND;
const LOOSE_HOME = 2 * KIND;

/** What a candidate move is: a fan's fixed top released or home, or a suit's next card home from loose. */
export function readCandidate(move: number): {kind: 'release' | 'fixed home' | 'loose home'; which: number} {
	const kind = move >= LOOSE_HOME ? 'loose home' : move >= FIXED_HOME ? 'fixed home' : 'release';
	return {kind, which: move % KIND};
}

/** The candidate moves of one abstract state (see AbstractGame.candidates), and its profile once needed. */
export interface Candidates {
	state: number;
	readonly heights: number[];
	readonly home: number[];
	/** The moves, in moves[0 .. count): a typed array, as setting an array's length costs a call. */
	readonly moves: Int32Array;
	count: number;
	/** Its placement profile (placement-cache.ts), -1 until asked, valid in that epoch of the placements. */
	profile: number;
	epoch: number;
	/** The profile's counts and masks (`profileMasks`), once worked out, and the state they are of (-1: none yet). */
	readonly counts: ProfileCounts;
	masks: number;
	counted: number;
	/** The candidates and candidate that led here, when known (see AbstractGame.candidates). */
	parent: Candidates | undefined;
	via: number;
}

/** Candidates to fill (AbstractGame.candidates): their arrays are kept from one state to the next. */
export function newCandidates(): Candidates {
	const heights = new Array<number>(FANS).fill(0);
	return {
		state: 0,
		heights,
		home: [0, 0, 0, 0],
		moves: new Int32Array(MAX_CANDIDATES),
		count: 0,
		profile: -1,
		epoch: 0,
		counts: newProfileCounts(),
		masks: 0,
		counted: -1,
		parent: undefined,
		via: -1,
	};
}
