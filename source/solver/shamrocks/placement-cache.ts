import {CAPACITY, FANS, rankOf} from './move-code.js';
import {BARE_SHIFT, NO_PLACEMENT, type Want, countMasks, place, placeByRanks} from './placement.js';
import {StateTable, hash} from '../search/state-table.js';

/**
 * The rank at each place of the fans as dealt (fan * CAPACITY + depth), as `profileOf` reads them:
 * one flat table rather than the cards, since it is read for every abstract state.
 */
export function rankTable(fans: readonly (readonly number[])[]): Int8Array {
	const ranks = new Int8Array(FANS * CAPACITY);
	fans.forEach((cards, fan) => cards.forEach((card, depth) => (ranks[fan * CAPACITY + depth] = rankOf(card))));
	return ranks;
}

/** What a profile counts, per rank (0 .. 14, 13 and 14 always 0): loose cards, A fans and B fans. */
export interface ProfileCounts {
	readonly loose: Int8Array;
	readonly fansA: Int8Array;
	readonly fansB: Int8Array;
}

export function newProfileCounts(): ProfileCounts {
	return {loose: new Int8Array(15), fansA: new Int8Array(15), fansB: new Int8Array(15)};
}

/**
 * The counts of a state's profile (see Placements), from its fixed heights over the fans as dealt
 * (their ranks as `rankTable` gives them) and its ranks home per suit.
 */
export function countProfile(
	ranks: Int8Array,
	heights: readonly number[],
	home: readonly number[],
	into: ProfileCounts,
): void {
	const {loose, fansA, fansB} = into;
	// Count the cards not home per rank, then take away the fixed ones: the rest are loose.
	// Read once: destructuring an array would go through its iterator.
	const clubs = home[0];
	const diamonds = home[1];
	const hearts = home[2];
	const spades = home[3];
	for (let rank = 0; rank < 13; rank++) {
		let notHome = 0;
		if (clubs <= rank) notHome++;
		if (diamonds <= rank) notHome++;
		if (hearts <= rank) notHome++;
		if (spades <= rank) notHome++;
		loose[rank] = notHome;
		fansA[rank] = 0;
		fansB[rank] = 0;
	}
	for (let fan = 0; fan < FANS; fan++) {
		const height = heights[fan];
		const at = fan * CAPACITY;
		if (height === 1) fansB[ranks[at]]++;
		else if (height === 2) fansA[ranks[at + 1]]++;
		for (let depth = 0; depth < height; depth++) loose[ranks[at + depth]]--;
	}
}

/**
 * What the count of parents allows for a profile's counts (`countMasks`): bit r, a card of rank r
 * released; bit BARE_SHIFT + r, a fan of top rank r left bare; and where the loose cards alone fail
 * the count, so does every question: no such bit at all (`hasNoPlacement`).
 */
export function profileMasks(counts: ProfileCounts): number {
	const masks = countMasks(counts.fansA, counts.fansB, counts.loose);
	return masks === NO_PLACEMENT ? NONE : masks;
}

/** Whether masks of `profileMasks` say that the loose cards have no placement at all. */
export function hasNoPlacement(masks: number): boolean {
	return masks === NONE;
}

/**
 * The placement questions of one abstract game (loose.ts), answered once per *profile*. Placement
 * looks at ranks only (any suit builds on any suit), so what it reads of a state is, per rank, the
 * loose cards and the fans with room 1 ("A" fans) and room 2 ("B" fans) whose fixed top has that
 * rank. States with one profile have the same answers, and abstract states share profiles a great
 * deal (deal 165: 30,000 profiles over 150,000 states); a state asks about one of its own fans by
 * the fan's kind, its top rank and room.
 *
 * Everything lives in typed arrays, profiles and answers both, keyed by open addressing: a Placer
 * object with a Map of answers per profile made the abstraction spend a fifth of its time
 * collecting garbage (deal 165, 150,000 states). The answers are a StateTable (search/), keyed by
 * profile number and want. When either table holds its most, both start afresh and `epoch` moves
 * on, so that a profile number kept from before is known to be stale.
 */
export class Placements {
	/** Bumped whenever the tables start afresh: profile numbers of an older epoch mean nothing. */
	epoch = 0;
	private profiles = 0;
	/** Per profile number: loose cards, A fans and B fans per rank, 15 each (ranks 0 .. 14). */
	private counts = new Int8Array((FIRST_SLOTS / 2) * PROFILE_WORDS);
	/**
	 * Per profile number: 1 once some answer of it is kept. Nearly every profile of a hard deal is
	 * new (deal 690: 434,282 profiles for 457,600 states), and a question about one with no answer
	 * kept need not look in the table of answers.
	 */
	private answered = new Uint8Array(FIRST_SLOTS / 2);
	/** The profile table: two whole numbers per profile (see `profileOf`), and its number + 1; 0 is empty. */
	private low = new Float64Array(FIRST_SLOTS);
	private high = new Float64Array(FIRST_SLOTS);
	private number = new Int32Array(FIRST_SLOTS);
	/** The answers, by profile number and want code as one key (a StateTable's "lost" is a yes). */
	private answers = new StateTable();
	/** Scratch for the placement programme. */
	private readonly count = new Int8Array(15);
	private readonly fansA = new Int8Array(15);
	private readonly fansB = new Int8Array(15);
	/** The profile whose counts are in the scratch above, -1 for none (see `place`). */
	private copied = -1;

	/** Profiles kept now. */
	get size(): number {
		return this.profiles;
	}

	/** Bytes of the tables now. */
	get bytes(): number {
		return this.counts.byteLength + 20 * this.number.length + this.answers.bytes;
	}

	/** The profile number, in this epoch, of a state whose counts per rank are `counts` (see `countProfile`). */
	profileOf(counts: ProfileCounts): number {
		const {loose, fansA, fansB} = counts;
		// A digit of base 125 per rank (each count is at most 4): seven digits and six fit in doubles.
		let low = 0;
		let high = 0;
		for (let rank = 0; rank < 13; rank++) {
			const digit = loose[rank] * 25 + fansA[rank] * 5 + fansB[rank];
			if (rank < 7) low = low * 125 + digit;
			else high = high * 125 + digit;
		}
		const found = this.profileSlot(low, high);
		if (this.number[found] !== 0) return this.number[found] - 1;
		if (this.profiles >= MAX_PROFILES) this.startAfresh();
		else if ((this.profiles + 1) * 2 > this.number.length) this.growProfiles();
		const slot = this.profileSlot(low, high);
		const profile = this.profiles++;
		this.low[slot] = low;
		this.high[slot] = high;
		this.number[slot] = profile + 1;
		const at = profile * PROFILE_WORDS;
		this.counts.set(loose, at);
		this.counts.set(fansA, at + 15);
		this.counts.set(fansB, at + 30);
		return profile;
	}

	/**
	 * Whether a fan's fixed top (of rank `rank`, with `room` places above it) can be bare while
	 * some other fan offers it a place. With `peek`, undefined when only the placement programme
	 * could tell (as for the others). The count of parents, which rules out nine releases in ten,
	 * is the caller's (AbstractGame.candidates makes no candidate it rules out).
	 */
	canRelease(profile: number, rank: number, room: number, peek = false): boolean | undefined {
		return this.canPlace(profile, rank, room, -1, rank - 1, rank + 1, peek);
	}

	/** Whether a fan's fixed top (of rank `rank`, with `room` places above it) can be bare. */
	canBare(profile: number, rank: number, room: number, peek = false): boolean | undefined {
		// A full fan holds no loose card, and the states whose verdicts count have some placement
		// (LooseCardVerdicts.winBelow).
		if (room === 0) return true;
		return this.canPlace(profile, rank, room, -1, -1, -1, peek);
	}

	/** Whether a loose card of `rank` can be on top of a fan. */
	canTop(profile: number, rank: number, peek = false): boolean | undefined {
		return this.canPlace(profile, -1, 0, rank, -1, -1, peek);
	}

	/** The want (see Want), its bare fan given by kind: fans of one top rank and room are interchangeable. */
	private canPlace(
		profile: number,
		bareRank: number,
		bareRoom: number,
		topRank: number,
		targetLow: number,
		targetHigh: number,
		peek: boolean,
	): boolean | undefined {
		const bareKind = bareRank < 0 ? 0 : bareRank * 4 + bareRoom + 1;
		const want = ((bareKind * 15 + topRank + 1) * 15 + targetLow + 1) * 15 + targetHigh + 1;
		const key = profile * WANTS + want;
		const known = this.answered[profile] === 0 ? undefined : this.answers.get(key);
		if (known !== undefined || peek) return known;
		// The bare fan is taken out of the counts, so the want itself names none.
		const answer = this.place(profile, bareRank, bareRoom, {bareFan: -1, topRank, targetLow, targetHigh});
		// Full: start afresh (the caller's profile number goes stale with the epoch).
		if (this.answers.size >= MAX_ANSWERS) this.startAfresh();
		else {
			this.answers.set(key, answer);
			this.answered[profile] = 1;
		}
		return answer;
	}

	/** The slot holding this profile, or the empty slot where it would go. */
	private profileSlot(low: number, high: number): number {
		const mask = this.number.length - 1;
		let slot = (hash(low) ^ Math.imul(hash(high), 0x9e3779b1)) & mask;
		while (this.number[slot] !== 0 && (this.low[slot] !== low || this.high[slot] !== high))
			slot = (slot + 1) & mask;
		return slot;
	}

	private growProfiles(): void {
		const {low, high, number} = this;
		this.low = new Float64Array(low.length * 2);
		this.high = new Float64Array(low.length * 2);
		this.number = new Int32Array(low.length * 2);
		for (let slot = 0; slot < low.length; slot++) {
			if (number[slot] === 0) continue;
			const to = this.profileSlot(low[slot], high[slot]);
			this.low[to] = low[slot];
			this.high[to] = high[slot];
			this.number[to] = number[slot];
		}
		const profiles = Math.min(MAX_PROFILES, this.number.length / 2);
		const counts = new Int8Array(profiles * PROFILE_WORDS);
		counts.set(this.counts);
		this.counts = counts;
		const answered = new Uint8Array(profiles);
		answered.set(this.answered);
		this.answered = answered;
	}

	/** The placement programme over the profile's counts, with the bare fan taken out of them. */
	private place(profile: number, bareRank: number, bareRoom: number, want: Want): boolean {
		const {count, fansA, fansB} = this;
		// A state asks several questions of one profile in a row: its counts are copied once.
		if (this.copied !== profile) {
			const {counts} = this;
			const at = profile * PROFILE_WORDS;
			for (let rank = 0; rank < 15; rank++) {
				count[rank] = counts[at + rank];
				fansA[rank] = counts[at + 15 + rank];
				fansB[rank] = counts[at + 30 + rank];
			}
			this.copied = profile;
		}
		const bareFans = bareRoom === 1 ? fansA : fansB;
		const takenOut = bareRank >= 0 && bareRoom > 0;
		if (takenOut) bareFans[bareRank]--;
		// The count of parents only saves the programme work, and the caller's masks have done it
		// already (AbstractGame.candidates), exactly but where a B fan is left bare or a loose card is on top.
		// A loose card on top needs its own count (it is no host), which the masks do not hold.
		const answer =
			(takenOut && bareRoom === 2) || want.topRank >= 0
				? place(fansA, fansB, count, want)
				: placeByRanks(fansA, fansB, count, want);
		if (takenOut) bareFans[bareRank]++;
		return answer;
	}

	/** Both tables emptied, at the size they have reached. */
	private startAfresh(): void {
		this.epoch++;
		this.copied = -1;
		this.profiles = 0;
		this.number.fill(0);
		this.answered.fill(0);
		this.answers = new StateTable();
	}
}

/**
 * Profiles kept at most in one epoch (45 bytes each, and two table slots of 20 bytes): with the
 * answers, at most about 8 MB for one abstract game.
 */
const MAX_PROFILES = 1 << 15;
/** The masks of a profile whose loose cards have no placement: above both masks' bits (BARE_SHIFT + 13). */
const NONE = 1 << (BARE_SHIFT + 13);
const PROFILE_WORDS = 45;
/** Slots of the profile table at first (it stays at most half full, and doubles as it fills). */
const FIRST_SLOTS = 1 << 10;
/** Answers kept at most in one epoch (a StateTable of 2^19 slots, 8 bytes each): 8 per profile. */
const MAX_ANSWERS = 1 << 18;
/** Want codes per profile: bare kinds (57) times three ranks of 15 values each. */
const WANTS = 57 * 15 * 15 * 15;
