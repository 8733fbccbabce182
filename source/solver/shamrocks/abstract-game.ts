import {type Position} from '../../engine/index.js';
import {type Board} from './board.js';
import {CAPACITY, CARDS, FANS, rankOf, suitOf} from './move-code.js';
import {Placements, rankTable} from './placement-cache.js';
import {KING, type KingView, deadlockedBy, isBed} from './kings.js';

/**
 * The abstract game of the loose-card abstraction (loose.ts, SOUNDNESS.md rule 3): its states, the
 * fixed heights of the fans and the foundations packed in one number, and its candidate moves.
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
	/** The rank at each place of the fans as given, for `profileOf`. */
	private readonly dealtRanks: Int8Array;
	readonly root: number;
	/** What the Kings' order is told of a state (see `kingsDeadlocked`), reused from state to state. */
	private readonly kingView: StateKingView;
	/**
	 * Whether some King lies above other cards. Where none does, the order never proves anything
	 * (SOUNDNESS.md, rule 4): a King at a fan's bottom is fixed there until it goes home, with
	 * nothing beneath it, so it needs nothing of the other suits.
	 */
	private readonly kingsAbove: boolean;

	constructor(position: Position) {
		this.fans = position.fans.map((fan) => [...fan]);
		this.fans.forEach((cards, fan) =>
			cards.forEach((card, depth) => {
				this.dealtFan[card] = fan;
				this.dealtDepth[card] = depth;
			}),
		);
		this.dealtRanks = rankTable(this.fans);
		this.kingView = new StateKingView(this.fans, this.dealtFan, this.dealtDepth);
		this.kingsAbove = this.fans.some((fan) => fan.some((card, depth) => depth > 0 && rankOf(card) === KING));
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
	 * the state each leads to. Whether some placement allows a candidate (`allows`) is asked only
	 * when a search comes to it: a search that settles the state sooner (an abstract win below an
	 * earlier candidate) or finds the state it leads to already lost never pays for the question.
	 * Written into `into` (see `newCandidates`): a search reuses one per level of its stack.
	 */
	candidates(state: number, into: Candidates): Candidates {
		const {heights, home, moves} = into;
		decodeInto(state, heights, home);
		into.state = state;
		into.profile = -1;
		into.count = 0;
		// A state the Kings' order proves lost has no abstract win: it gets no candidates (rule 4).
		if (this.kingsAbove && this.kingsDeadlocked(heights, home)) return into;
		// Moves home come after every release, so a search that takes the last first tries them first:
		// on a winnable deal it reaches an abstract win within a few hundred states.
		for (let fan = 0; fan < FANS; fan++) {
			if (heights[fan] >= 2) moves[into.count++] = RELEASE + fan;
		}
		for (let fan = 0; fan < FANS; fan++) {
			const height = heights[fan];
			if (height === 0) continue;
			const top = this.fans[fan][height - 1];
			if (home[suitOf(top)] === rankOf(top)) moves[into.count++] = FIXED_HOME + fan;
		}
		for (let suit = 0; suit < 4; suit++) {
			const rank = home[suit];
			if (rank < 13 && this.isLoose(suit * 13 + rank, heights)) moves[into.count++] = LOOSE_HOME + suit;
		}
		return into;
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
		return this.placements.hasNone(this.profileOf(candidates));
	}

	/**
	 * Whether some placement of the loose cards allows candidate `index` (see `candidates`). With
	 * `peek`, undefined when the answer needs the placement programme (none is cached yet).
	 */
	allows(candidates: Candidates, index: number, peek = false): boolean | undefined {
		const {placements} = this;
		const profile = this.profileOf(candidates);
		const move = candidates.moves[index];
		const which = move % KIND;
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
			candidates.profile = placements.profileOf(this.dealtRanks, candidates.heights, candidates.home);
			candidates.epoch = placements.epoch;
		}
		return candidates.profile;
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
	};
}

/** A state with one more card home in a suit (see `encode`). */
function withCardHome(state: number, suit: number): number {
	return state + SUIT_PLACE[suit];
}

/** Every card home: the foundation ranks, the top 16 bits of a state, are all 13. */
export function isAbstractWin(state: number): boolean {
	return Math.floor(state / 2 ** 36) === ALL_HOME;
}

const ALL_HOME = 13 * (1 + 16 + 256 + 4096);
/** What one step of fixed height is worth in a state, per fan, and one card home, per suit (see `encode`). */
const FAN_PLACE = Array.from({length: FANS}, (_, fan) => 4 ** fan);
const SUIT_PLACE = [0, 1, 2, 3].map((suit) => 16 ** suit * 2 ** 36);

/**
 * An abstract state as one number: 2 bits of fixed height per fan (36 bits), then 4 bits of
 * foundation rank per suit (16 bits): 52 bits, exact in a double.
 */
function encode(heights: readonly number[], home: ArrayLike<number>): number {
	let low = 0;
	for (let fan = FANS - 1; fan >= 0; fan--) low = low * 4 + heights[fan];
	let high = 0;
	for (let suit = 3; suit >= 0; suit--) high = high * 16 + home[suit];
	return high * 2 ** 36 + low;
}

export function decode(state: number): {heights: number[]; home: number[]} {
	const heights = new Array<number>(FANS).fill(0);
	const home = [0, 0, 0, 0];
	decodeInto(state, heights, home);
	return {heights, home};
}

/** `decode` into given arrays: the search decodes every state it expands. */
function decodeInto(state: number, heights: number[], home: number[]): void {
	const high = Math.floor(state / 2 ** 36);
	const low = state - high * 2 ** 36;
	// The heights in two halves of 18 bits, so that the rest is integer arithmetic: dividing
	// doubles fan by fan took a few percent of the abstraction's time.
	const first = low % 2 ** 18;
	const second = (low - first) / 2 ** 18;
	for (let fan = 0; fan < FANS / 2; fan++) {
		heights[fan] = (first >> (2 * fan)) & 3;
		heights[fan + FANS / 2] = (second >> (2 * fan)) & 3;
	}
	for (let suit = 0; suit < 4; suit++) home[suit] = (high >> (4 * suit)) & 15;
}

/** The fixed height of a fan whose lowest `height` cards are still there: strip the loose cards on top. */
function fixedHeight(fan: readonly number[], height: number): number {
	let fixed = height;
	while (fixed >= 2 && Math.abs(rankOf(fan[fixed - 1]) - rankOf(fan[fixed - 2])) === 1) fixed--;
	return fixed;
}
