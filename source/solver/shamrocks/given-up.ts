/**
 * The abstract states whose questions to the loose-card abstraction were given up (LooseCardVerdicts,
 * loose.ts), and when such a state is worth asking about again, with a larger allowance.
 *
 * A question from another search may expand only so many states, and most that are given up stay
 * unsettled. But a finder keeps meeting the same few: on Kings as dealt's hard wins the depth-first
 * restarts spent nearly all their positions in some 450 to 900 abstract states given up at 200, moving
 * loose cards about in each, while questions with a larger allowance proved almost every one of them
 * lost, most in a few dozen states once the states around them were settled (deals 275 and 979;
 * docs/solver.md).
 * So each meeting with a given-up state counts, and once the meetings since its last question are
 * worth the next allowance (MEETING_WORTH states each), it is asked again with GROWTH times the
 * allowance, up to MAX_LEVEL times: a question asked again expands at most MEETING_WORTH states (some
 * hundred nodes of work) per position met in its state since the last, and what every question
 * settles is kept.
 */
export class GivenUp {
	/** Per state: the level of its last question (allowance perQuestion * GROWTH ** level), and the meetings since. */
	private readonly states = new Map<number, number>();

	constructor(
		/** The allowance of a first question. */
		private readonly perQuestion: number,
	) {}

	get size(): number {
		return this.states.size;
	}

	get bytes(): number {
		return this.states.size * BYTES_PER_STATE;
	}

	has(state: number): boolean {
		return this.states.has(state);
	}

	/**
	 * Counts a meeting with `state` and says how many states a question about it may expand now: the
	 * first allowance when it was never given up, a larger one when its meetings are worth that, else 0
	 * (not asked this time).
	 */
	allowanceFor(state: number): number {
		const packed = this.states.get(state);
		if (packed === undefined) return this.perQuestion;
		const level = packed % LEVELS;
		if (level >= MAX_LEVEL) return 0;
		const meetings = (packed - level) / LEVELS + 1;
		const next = this.perQuestion * GROWTH ** (level + 1);
		if (meetings * MEETING_WORTH >= next) return next;
		this.states.set(state, level + meetings * LEVELS);
		return 0;
	}

	/** A question about `state` that could expand `allowance` states was given up (Infinity: never ask again). */
	gaveUp(state: number, allowance: number): void {
		let level = 0;
		while (level < MAX_LEVEL && this.perQuestion * GROWTH ** level < allowance) level++;
		this.states.set(state, level);
	}

	/**
	 * Whether a question that may still expand `allowance` states may search `state`: not when a question
	 * with as large an allowance gave it up, as it would most likely give up there too.
	 */
	mayEnter(state: number, allowance: number): boolean {
		const packed = this.states.get(state);
		return packed === undefined || this.perQuestion * GROWTH ** (packed % LEVELS) < allowance;
	}
}

/**
 * Each question asked again may expand GROWTH times the last one's states, after meetings worth
 * MEETING_WORTH states each; at most MAX_LEVEL times (200 states at first, 51,200 at most: some 0.1 s,
 * which one call cannot stop; with 204,800 the runs below are the same, node for node). The 34
 * hardest deals of Kings as dealt 1..1000 and 100001..101000 at 7 million nodes, two orders of the
 * restarts each: 24 of the 40 runs of the 20 won deals win without asking again; 30 to 33 with
 * (growth, worth) (4, 1), (2, 1), (4, 4), (4, 16) and (2, 16), the last the best; the 14 others as
 * before (docs/solver.md).
 */
const GROWTH = 2;
const MEETING_WORTH = 16;
const MAX_LEVEL = 8;
/** Packing of a state's level and meetings into one number. */
const LEVELS = 16;
/** A key and value in a Map of numbers, with the Map's own overhead. */
const BYTES_PER_STATE = 50;
