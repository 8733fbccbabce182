import {type Position} from '../../engine/index.js';
import {Board} from './board.js';
import {CARDS, FANS, rankOf, suitOf} from './move-code.js';
import {type Want, place, placementStepsSoFar} from './placement.js';
import {decodeInto, encode, fixedHeight, isAbstractWin} from './abstract-state.js';
import {AbstractionSearch} from '../search/abstraction-search.js';
import {StateTable} from '../search/state-table.js';
import {VECTOR_STEP, WALKABLE, vectorIndex, walkableVectors} from './home-order.js';

/**
 * The parked abstraction (SOUNDNESS.md, rule 6): the loose-card abstraction's states (abstract-state.ts),
 * with one relaxation that makes them ordered, so that almost all of them need not be searched.
 *
 * In the loose-card abstraction (loose.ts) a card that was released lies on a card of a neighbouring
 * rank, somewhere. Here it may also lie *parked*: back at its place as dealt, on the card dealt
 * beneath it, which is fixed or parked itself. Every real position is still a placement, so an
 * exhausted search is still a proof of loss; but a state with more cards released now has every
 * placement of one with fewer (the extra ones parked), so every move it allows is allowed after any
 * release. A release never hurts, and the search takes every release allowed at once (the
 * *closure*), and branches only on the moves home: at most four from a state, and a few thousand
 * states where the loose-card abstraction walks millions (Kings as dealt, deal 690: 1,945 against
 * 1,646,662). The price: a parked card frees its place for nothing, so some lost deals have an
 * abstract win here (deal 10), and each question must try the ways of parking (`allows`).
 */
export class ParkedGame {
	/** The work so far, in nodes (see `workInNodes`). */
	work = 0;
	/** The fans as given, bottom first. */
	private readonly fans: number[][];
	private readonly dealtFan = new Int8Array(CARDS).fill(-1);
	private readonly dealtDepth = new Int8Array(CARDS);
	/**
	 * Per card: 1 where it was dealt on a card not of a neighbouring rank. Once such a card is not
	 * fixed, it has moved, and only parking puts it back; a card dealt on a neighbouring rank may lie
	 * there as any loose card, so parking it alone adds nothing to the placement programme.
	 */
	private readonly dealtApart = new Uint8Array(CARDS);
	/** The foundation vectors the home order still walks home from (rule 5), worked out at the first expansion. */
	private walkable: Uint8Array | undefined;
	private readonly position: Position;
	private readonly heights = new Array<number>(FANS).fill(0);
	private readonly home = [0, 0, 0, 0];
	/** The placement programme's counts per rank (0 .. 14): loose cards, A fans and B fans. */
	private readonly loose = new Int8Array(15);
	private readonly fansA = new Int8Array(15);
	private readonly fansB = new Int8Array(15);
	/** Fans that may park cards in the question asked now, and how many each may park (1, 2 or either). */
	private readonly parkFans = new Int8Array(FANS);
	private readonly parkChoices = new Int8Array(FANS * 3);
	private readonly parkCounts = new Int8Array(FANS);
	/** Ways of parking tried by the question asked now (see `tryWays`). */
	private tried = 0;

	constructor(
		position: Position,
		/** Ways of parking a question tries at most: past them it answers yes (`allows`). */
		private readonly maxWays: number,
	) {
		this.position = position;
		this.fans = position.fans.map((fan) => [...fan]);
		this.fans.forEach((cards, fan) =>
			cards.forEach((card, depth) => {
				this.dealtFan[card] = fan;
				this.dealtDepth[card] = depth;
				if (depth > 0 && Math.abs(rankOf(card) - rankOf(cards[depth - 1])) !== 1) this.dealtApart[card] = 1;
			}),
		);
	}

	/** The root position's state after its closure: asked at the first expansion, as most solves never get there. */
	root(): number {
		const heights = this.fans.map((fan) => fixedHeight(fan, fan.length));
		return this.closure(
			encode(
				heights,
				this.position.foundations.map((pile) => pile.length),
			),
		);
	}

	/**
	 * The states the moves home allowed in `state` lead to, each after its closure, into `into`;
	 * their number. Only moves home to a vector the home order walks home from (rule 5).
	 */
	successors(state: number, into: Float64Array): number {
		const walkable = (this.walkable ??= walkableVectors(Board.fromPosition(this.position)));
		const {heights, home} = this;
		let count = 0;
		for (let suit = 0; suit < 4; suit++) {
			// Afresh for each suit: the closure of the last one worked in the same arrays.
			decodeInto(state, heights, home);
			const vector = vectorIndex(home);
			if (home[suit] === 13 || walkable[vector + VECTOR_STEP[suit]] !== WALKABLE) continue;
			const card = suit * 13 + home[suit];
			const fan = this.dealtFan[card];
			const depth = this.dealtDepth[card];
			const height = heights[fan];
			if (depth === height - 1) {
				// The top of a fixed part: home when its fan can be bare.
				if (!this.allows(fan, NOTHING, -1)) continue;
				heights[fan] = fixedHeight(this.fans[fan], height - 1);
			} else if (depth < height) continue;
			// Loose: on top of some fan, or parked at its place with nothing on it.
			else if (!this.allows(-1, TOP[rankOf(card)], -1, card) && !this.allows(-1, NOTHING, card)) continue;
			home[suit]++;
			into[count++] = this.closure(encode(heights, home));
		}
		return count;
	}

	/** The state with every release some parked placement allows taken, until none is left. */
	private closure(state: number): number {
		const {heights, home} = this;
		decodeInto(state, heights, home);
		let released = true;
		while (released) {
			released = false;
			for (let fan = 0; fan < FANS; fan++) {
				const height = heights[fan];
				// A fixed part of one card is a bottom card alone once bare: it moves only home (rule 1).
				if (height < 2) continue;
				const rank = rankOf(this.fans[fan][height - 1]);
				// As canRelease asks it (placement-cache.ts): a King's rank + 1 names no card, and the quick
				// count before the programme still gives the King a place.
				const want = {bareFan: -1, topRank: -1, targetLow: rank - 1, targetHigh: rank + 1};
				if (!this.allows(fan, want, -1)) continue;
				heights[fan] = fixedHeight(this.fans[fan], height - 1);
				released = true;
			}
		}
		return encode(heights, home);
	}

	/**
	 * Whether some parked placement of the state in `heights` and `home` meets `want`, with fan
	 * `bare` left bare (-1: none) and, where `top` is a card (not -1), that card parked on top of its
	 * fan with nothing on it; where `keep` is a card (not -1), that card is not parked (a loose card
	 * wanted on top: any loose card of its rank there may change places with it). Each way of parking
	 * is a placement question of the loose-card abstraction (placement.ts) over changed counts; past
	 * `maxWays` ways the answer is yes, which only lets more through (SOUNDNESS.md, rule 6).
	 */
	private allows(bare: number, want: Want, top: number, keep = -1): boolean {
		const {heights, home, loose, fansA, fansB, fans} = this;
		const steps = placementStepsSoFar();
		for (let rank = 0; rank < 13; rank++) {
			let notHome = 0;
			for (let suit = 0; suit < 4; suit++) if (home[suit] <= rank) notHome++;
			loose[rank] = notHome;
			fansA[rank] = 0;
			fansB[rank] = 0;
		}
		const topFan = top < 0 ? -1 : this.dealtFan[top];
		if (topFan >= 0 && heights[topFan] === 0) return false;
		let parking = 0;
		let ways = 1;
		for (let fan = 0; fan < FANS; fan++) {
			const height = heights[fan];
			const cards = fans[fan];
			for (let depth = 0; depth < height; depth++) loose[rankOf(cards[depth])]--;
			if (height === 0) continue;
			if (fan === topFan) {
				// Parked up to `top`, which nothing covers: the fan is no parent.
				const depth = this.dealtDepth[top];
				if (depth < height || depth > height + 1) return false;
				for (let at = height; at <= depth; at++) {
					if (this.isHome(cards[at])) return false;
					loose[rankOf(cards[at])]--;
				}
				continue;
			}
			if (fan === bare) continue;
			addFan(fansA, fansB, cards, height, 1);
			// Parking matters where a card dealt apart could lie back at its place.
			const first = height < cards.length && !this.isHome(cards[height]) && cards[height] !== keep;
			const second =
				first && height + 1 < cards.length && !this.isHome(cards[height + 1]) && cards[height + 1] !== keep;
			let choices = 0;
			if (first && this.dealtApart[cards[height]] === 1) this.parkChoices[fan * 3 + ++choices] = 1;
			if (second && this.dealtApart[cards[height + 1]] === 1) this.parkChoices[fan * 3 + ++choices] = 2;
			if (choices === 0) continue;
			this.parkChoices[fan * 3] = 0;
			this.parkFans[parking] = fan;
			this.parkCounts[parking++] = choices + 1;
			ways *= choices + 1;
		}
		if (ways > this.maxWays) {
			this.work += QUESTION_WORK;
			return true;
		}
		this.tried = 0;
		const answer = this.tryWays(0, parking, want);
		this.work += QUESTION_WORK + workInNodes(this.tried, placementStepsSoFar() - steps);
		return answer;
	}

	/**
	 * Whether some way of parking on the fans from `index` on (each as `parkChoices` offers) meets the
	 * want, the fans before it parked as they are now. Branch and bound: where no way of those fans
	 * could (`mayAllow`), none is tried.
	 */
	private tryWays(index: number, parking: number, want: Want): boolean {
		this.tried++;
		if (index === parking) return place(this.fansA, this.fansB, this.loose, want);
		// Bounded at the first fan and wherever five or more are left: a bound is a question itself, and
		// asked at every fan it cost more than it saved (Kings as dealt 690, 27, 541, 275; not 555).
		const left = parking - index;
		if (left > 1 && (index === 0 || left >= 5) && !this.mayAllow(index, parking, want)) return false;
		const fan = this.parkFans[index];
		for (let choice = 0; choice < this.parkCounts[index]; choice++) {
			const count = this.parkChoices[fan * 3 + choice];
			this.park(fan, count, 1);
			const met = this.tryWays(index + 1, parking, want);
			this.park(fan, count, -1);
			if (met) return true;
		}
		return false;
	}

	/**
	 * Whether the want may be met in some way of parking, by one placement question over counts that
	 * allow every way at once: each card that could be parked needs no parent and still hosts one card
	 * (which allows what it does parked or lying anywhere else), and each fan offers what it offers
	 * bare and each way parked. No means no way does. A loose card wanted on top may be the card kept
	 * loose (`allows`), which is not among them.
	 */
	private mayAllow(from: number, parking: number, want: Want): boolean {
		const {loose, fansA, fansB, heights, fans} = this;
		const [wideLoose, wideA, wideB] = WIDE;
		wideLoose.set(loose);
		wideA.set(fansA);
		wideB.set(fansB);
		for (let index = from; index < parking; index++) {
			const fan = this.parkFans[index];
			const cards = fans[fan];
			const height = heights[fan];
			const most = this.parkChoices[fan * 3 + this.parkCounts[index] - 1];
			for (let at = height; at < height + most; at++) {
				wideLoose[rankOf(cards[at])]--;
				wideA[rankOf(cards[at])]++;
			}
			for (let choice = 1; choice < this.parkCounts[index]; choice++)
				addFan(wideA, wideB, cards, height + this.parkChoices[fan * 3 + choice], 1);
		}
		return place(wideA, wideB, wideLoose, want);
	}

	/** Parks (`sign` 1) or takes back (-1) the lowest `count` cards above a fan's fixed part. */
	private park(fan: number, count: number, sign: number): void {
		if (count === 0) return;
		const cards = this.fans[fan];
		const height = this.heights[fan];
		const {loose, fansA, fansB} = this;
		addFan(fansA, fansB, cards, height, -sign);
		addFan(fansA, fansB, cards, height + count, sign);
		for (let at = height; at < height + count; at++) loose[rankOf(cards[at])] -= sign;
	}

	private isHome(card: number): boolean {
		return this.home[suitOf(card)] > rankOf(card);
	}
}

/** Counts a fan of `height` cards (bottom first in `cards`) among the A or B fans, by `sign`. */
function addFan(fansA: Int8Array, fansB: Int8Array, cards: readonly number[], height: number, sign: number): void {
	if (height === 1) fansB[rankOf(cards[0])] += sign;
	else if (height === 2) fansA[rankOf(cards[1])] += sign;
}

/** Scratch counts for `mayAllow`: loose cards, A fans, B fans. */
const WIDE = [new Int8Array(15), new Int8Array(15), new Int8Array(15)] as const;

const NOTHING: Want = {bareFan: -1, topRank: -1, targetLow: -1, targetHigh: -1};
/** A loose card of each rank on top of a fan. */
const TOP: readonly Want[] = Array.from({length: 13}, (_, rank) => ({...NOTHING, topRank: rank}));

/**
 * Work in nodes (0.16 to 0.26 microseconds each, see loose.ts): a way of parking tried about three
 * quarters (100 to 230 ns, most of them refused by the count of parents), a step of the placement
 * programme a sixteenth, and a question's counts about 2 (deals 690, 27, 597, 396, 165 and 275 of
 * Kings as dealt).
 */
function workInNodes(ways: number, steps: number): number {
	return Math.ceil((ways * 3) / 4 + steps / 16);
}
const QUESTION_WORK = 2;

/**
 * The search of the parked abstraction from the root, depth-first over the states after their
 * closures: `lost` once every one reached is settled with no state of every card home (a proof,
 * SOUNDNESS.md rule 6); an abstract win proves nothing, and it then stops, as at its cap on states.
 */
export class ParkedSearch extends AbstractionSearch {
	private readonly game: ParkedGame;
	/** Settled states: all lost, as the search stops at its first abstract win. */
	private readonly lost: StateTable;
	private readonly stack: Array<{readonly state: number; readonly next: Float64Array; count: number}> = [];
	private started = false;

	constructor(
		position: Position,
		/** Ways of parking a question tries at most: past them it answers yes (ParkedGame.allows). */
		maxWays: number,
		private readonly maxStates = MAX_STATES,
	) {
		const game = new ParkedGame(position, maxWays);
		const lost = new StateTable();
		super({
			get work() {
				return game.work;
			},
			get bytes() {
				return lost.bytes;
			},
		});
		this.game = game;
		this.lost = lost;
	}

	/** States expanded so far. */
	get states(): number {
		return this.lost.size + this.stack.length;
	}

	protected advance(until: number): boolean | undefined | null {
		const {game, stack, lost} = this;
		if (!this.started) {
			this.started = true;
			const root = game.root();
			if (isAbstractWin(root)) return false;
			this.open(root);
		}
		while (stack.length > 0) {
			if (game.work >= until) return null;
			const frame = stack[stack.length - 1];
			if (frame.count === 0) {
				stack.pop();
				lost.set(frame.state, true);
				continue;
			}
			const next = frame.next[--frame.count];
			if (lost.get(next) === true) continue;
			if (isAbstractWin(next)) return false;
			if (lost.size + stack.length >= this.maxStates) return undefined;
			this.open(next);
		}
		return true;
	}

	private open(state: number): void {
		const next = new Float64Array(4);
		this.game.work += STATE_WORK;
		this.stack.push({state, next, count: this.game.successors(state, next)});
	}
}

/** States kept at most: each takes some thousand nodes of questions, so no budget comes near it. */
const MAX_STATES = 1_000_000;
/** An expanded state's own work, besides its questions. */
const STATE_WORK = 7;
