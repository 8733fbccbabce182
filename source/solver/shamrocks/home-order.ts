import {type Board} from './board.js';
import {CAPACITY, CARDS, FANS, rankOf, suitOf} from './move-code.js';

/**
 * The home order: a proof of loss from when each card can go home (SOUNDNESS.md, rule 5).
 *
 * Take a winning line and a card c lying above other cards. When c goes home, either it never
 * moved (it lies where it lies now, above the same cards, which are still on the fans), or its
 * last move put it on a card t of a neighbouring rank at the top of a fan with room, so t lay at
 * depth 0 or 1 and is still on its fan, covered by c, and so is the card beneath t at depth 1, a
 * bottom card. Where t can lie so: at depth 0 only if it is a bottom card now (fans are never
 * filled again); at depth 1 on the card beneath it now if it lies at depth 1 and never moves, or
 * on any bottom card of a neighbouring rank it moves onto. So each card has a list of *options*,
 * sets of cards that must all still be on the fans when it goes home; a card at a fan's bottom has
 * an empty one (it never needs anything: its case "never moved" has no cards beneath).
 *
 * Foundations are by suit, so which cards are home is a vector of four ranks, and a winning line
 * walks the vectors from the position's own to all thirteens one card at a time, each step taking
 * home the next card of one suit while one of that card's options is all still on the fans. When
 * no such walk exists, no line wins. The walk is a search over at most 14^4 vectors, and each
 * option is four bounds (a card of suit t and rank r is on the fans while at most r cards of suit
 * t are home). Each vector must also leave room for the cards not home: three to a fan, on the fans
 * whose bottom card is not home, since a fan is empty once its bottom card is home (a deal has room
 * for two cards, and an Ace home from a fan's bottom leaves none). The Kings' order (kings.ts, rule
 * 4) is this test for the Kings alone, with the bounds rounded to "before that suit's King", so it
 * proves nothing this does not; it is kept as the cheap test the searches ask after every move of a
 * King or Queen.
 */

const SIDE = 14;
const VECTORS = SIDE ** 4;
/** A vector's index moves by this when suit s gains a card home. */
const STEP = [1, SIDE, SIDE ** 2, SIDE ** 3];
/**
 * Bounds and vectors are packed five bits a suit; a bound's field carries 16, so that one
 * subtraction compares all four.
 */
const FIELD = 5;
const GUARDS = (16 << 0) | (16 << FIELD) | (16 << (2 * FIELD)) | (16 << (3 * FIELD));
/** No bound on a suit: at most 13 of its cards home is always true. */
const NO_BOUND = 13;
/** Options kept per card; a card with more is left free (weaker, so still sound). */
const MAX_OPTIONS = 16;

/** Each card's options, packed (see `pack`), and how many; FREE where it needs nothing. */
const options = new Int32Array(CARDS * MAX_OPTIONS);
const optionCounts = new Int16Array(CARDS);
const FREE = -1;
/** The vectors met by the walk, marked with the walk's number so that nothing is cleared between walks. */
const seen = new Int32Array(VECTORS);
let walk = 0;
const stackIndex = new Int32Array(VECTORS);
const stackPacked = new Int32Array(VECTORS);
const bounds = new Int8Array(4);

/**
 * The last position asked and its answer. Every depth-first search of a solve asks it of the same
 * root (`isDeadEnd`), seven of them at the start of a Shamrocks solve, and the cards on the fans say
 * all it reads: which cards lie where, and so which are home.
 */
const lastCards = new Int8Array(FANS * CAPACITY).fill(-2);
let lastAnswer = false;
/** The bottom cards of the fans not empty, gathered once per position. */
const bottoms = new Int8Array(FANS);
let bottomCount = 0;
/** Per suit and rank home (suit * SIDE + rank): how many of those bottom cards are then home. */
const bottomsHome = new Int8Array(4 * SIDE);

/** Whether no order of taking the cards home fits every card's options: then the position is lost. */
export function homeOrderDeadlocked(board: Board): boolean {
	if (sameCards(board.cards, lastCards)) return lastAnswer;
	lastCards.set(board.cards);
	lastAnswer = !collectOptions(board) || !walksHome(board.home);
	return lastAnswer;
}

/**
 * The foundation vectors from which a walk home is left, for positions reached from `board`:
 * WALKABLE at `vectorIndex` of the ranks home per suit, where some walk of the foundations from
 * there to all thirteens takes each card home while an option of it holds, with room at every step.
 * A position reached from the board with its foundations at a vector not so marked is lost: a
 * winning line from it, after the line that led there, would be one from the board, whose walk goes
 * on from that vector so (SOUNDNESS.md, rule 5). Two to five milliseconds, so it is worked out only
 * for searches that run long.
 */
export function walkableVectors(board: Board): Uint8Array {
	// The loose-card abstraction and the parked ones of a solve ask it of the same root: once is enough.
	if (lastWalkable !== undefined && sameCards(board.cards, walkCards)) return lastWalkable;
	walkCards.set(board.cards);
	const walkable = new Uint8Array(16 ** 4);
	lastWalkable = walkable;
	if (!collectOptions(board)) return walkable;
	walkable[ALL_HOME_INDEX] = WALKABLE;
	const [clubsHome, diamondsHome, heartsHome, spadesHome] = board.home;
	// From the most cards home down, so that each vector's successors are marked before it.
	for (let spades = 13; spades >= spadesHome; spades--)
		for (let hearts = 13; hearts >= heartsHome; hearts--)
			for (let diamonds = 13; diamonds >= diamondsHome; diamonds--)
				for (let clubs = 13; clubs >= clubsHome; clubs--) {
					const index = clubs | (diamonds << 4) | (hearts << 8) | (spades << 12);
					const packed = clubs | (diamonds << FIELD) | (hearts << (2 * FIELD)) | (spades << (3 * FIELD));
					if (index !== ALL_HOME_INDEX && walksOn(packed, index, walkable)) walkable[index] = WALKABLE;
				}
	return walkable;
}

/** The cards of the last board `walkableVectors` was asked about, and its answer (read, never written, by callers). */
const walkCards = new Int8Array(FANS * CAPACITY).fill(-2);
let lastWalkable: Uint8Array | undefined;

/** What `walkableVectors` marks a vector with. */
export const WALKABLE = 1;

/**
 * Where `walkableVectors` keeps the vector of foundations `home` (ranks home per suit), four bits a
 * suit as an abstract state packs them (abstract-state.ts); one more card of suit s adds VECTOR_STEP[s].
 */
export function vectorIndex(home: ArrayLike<number>): number {
	return home[0] | (home[1] << 4) | (home[2] << 8) | (home[3] << 12);
}
/** What `vectorIndex` gains when suit s gains a card home: 1 << 4s. */
export const VECTOR_STEP: readonly number[] = [1, 1 << 4, 1 << 8, 1 << 12];
/** Index of every card home in `walkableVectors`'s table. */
const ALL_HOME_INDEX = vectorIndex([13, 13, 13, 13]);

/** Whether some suit's next card may go home at `packed` to a walkable vector with room. */
function walksOn(packed: number, index: number, walkable: Uint8Array): boolean {
	for (let suit = 0; suit < 4; suit++) {
		const rank = (packed >> (suit * FIELD)) & 31;
		if (rank === 13 || walkable[index + VECTOR_STEP[suit]] !== WALKABLE) continue;
		if (mayGoHome(suit * 13 + rank, packed) && roomAt(packed + (1 << (suit * FIELD))) >= 0) return true;
	}
	return false;
}

function sameCards(a: Int8Array, b: Int8Array): boolean {
	for (let slot = 0; slot < a.length; slot++) if (a[slot] !== b[slot]) return false;
	return true;
}

/** Each card's options on the board; false when some card has none left, so it can never go home. */
function collectOptions(board: Board): boolean {
	const {cards, lengths, where} = board;
	bottomCount = 0;
	for (let fan = 0; fan < FANS; fan++) if (lengths[fan] > 0) bottoms[bottomCount++] = cards[fan * CAPACITY];
	countBottomsHome();
	for (let card = 0; card < CARDS; card++) {
		const slot = where[card];
		if (slot < 0 || slot % CAPACITY === 0) {
			optionCounts[card] = FREE;
			continue;
		}
		optionCounts[card] = 0;
		// It never moves again: the cards beneath it now stay.
		startOption();
		for (let below = slot - (slot % CAPACITY); below < slot; below++) bound(cards[below]);
		addOption(card);
		// Its last move puts it on a card of a neighbouring rank lying at depth 0 or 1.
		const rank = rankOf(card);
		for (let targetRank = rank - 1; targetRank <= rank + 1; targetRank += 2) {
			if (targetRank < 0 || targetRank > 12) continue;
			for (let suit = 0; suit < 4; suit++) {
				const target = suit * 13 + targetRank;
				const at = where[target];
				if (at < 0) continue;
				const depth = at % CAPACITY;
				if (depth === 0) {
					startOption();
					bound(target);
					addOption(card);
					// Nothing weaker is left for this target: any bed adds a card to the option.
					continue;
				}
				if (depth === 1) {
					startOption();
					bound(target);
					bound(cards[at - 1]);
					addOption(card);
				}
				for (let index = 0; index < bottomCount; index++) {
					const bottom = bottoms[index];
					if (Math.abs(rankOf(bottom) - targetRank) !== 1) continue;
					startOption();
					bound(target);
					bound(bottom);
					addOption(card);
				}
			}
		}
		if (optionCounts[card] === 0) return false;
	}
	return true;
}

function startOption(): void {
	bounds.fill(NO_BOUND);
}

/** The option needs `card` still on the fans: at most its rank of its suit home. */
function bound(card: number): void {
	const suit = suitOf(card);
	const rank = rankOf(card);
	if (rank < bounds[suit]) bounds[suit] = rank;
}

/**
 * Adds the option being made to `card`'s, unless it cannot hold or one already there asks no
 * more; it drops those it asks less than. When `card` goes home, its suit has exactly its rank
 * home: a card of its suit in the option that is lower is home by then (the option never holds),
 * and one that is higher is surely on the fans (no bound).
 */
function addOption(card: number): void {
	const count = optionCounts[card];
	if (count === FREE) return;
	const suit = suitOf(card);
	if (bounds[suit] < rankOf(card)) return;
	bounds[suit] = NO_BOUND;
	const packed = pack(bounds);
	const base = card * MAX_OPTIONS;
	let kept = 0;
	for (let index = 0; index < count; index++) {
		const other = options[base + index];
		if (asksNoMore(other, packed)) return;
		if (!asksNoMore(packed, other)) options[base + kept++] = other;
	}
	if (kept === MAX_OPTIONS) {
		optionCounts[card] = FREE;
		return;
	}
	options[base + kept++] = packed;
	optionCounts[card] = kept;
}

/** Four bounds, each plus 16, five bits a suit. */
function pack(of: ArrayLike<number>): number {
	let packed = 0;
	for (let suit = 3; suit >= 0; suit--) packed = (packed << FIELD) | (of[suit] + 16);
	return packed;
}

/** Whether option `a` holds wherever option `b` does: each of its bounds is at least b's. */
function asksNoMore(a: number, b: number): boolean {
	// Each field of a + 16 - b keeps its guard bit exactly when a's bound is not below b's (no borrow:
	// fields hold 16 to 29).
	return ((a + GUARDS - b) & GUARDS) === GUARDS;
}

/**
 * Whether some walk of the foundations from `home` to all thirteens takes each card home while an
 * option of it holds.
 */
function walksHome(home: ArrayLike<number>): boolean {
	walk++;
	let top = 0;
	let start = 0;
	let startPacked = 0;
	for (let suit = 3; suit >= 0; suit--) {
		start = start * SIDE + home[suit];
		startPacked = (startPacked << FIELD) | home[suit];
	}
	stackIndex[top] = start;
	stackPacked[top++] = startPacked;
	seen[start] = walk;
	while (top > 0) {
		top--;
		const index = stackIndex[top];
		const packed = stackPacked[top];
		if (index === VECTORS - 1) return true;
		for (let suit = 0; suit < 4; suit++) {
			const rank = (packed >> (suit * FIELD)) & 31;
			if (rank === 13) continue;
			const next = index + STEP[suit];
			if (seen[next] === walk) continue;
			if (!mayGoHome(suit * 13 + rank, packed) || roomAt(packed + (1 << (suit * FIELD))) < 0) continue;
			seen[next] = walk;
			stackIndex[top] = next;
			stackPacked[top++] = packed + (1 << (suit * FIELD));
		}
	}
	return false;
}

/** Whether `card` may go home with the foundations at `packed` (ranks home, five bits a suit). */
function mayGoHome(card: number, packed: number): boolean {
	const count = optionCounts[card];
	if (count === FREE) return true;
	const base = card * MAX_OPTIONS;
	// An option holds when every bound plus 16, less the rank home, keeps its guard bit.
	for (let index = 0; index < count; index++) if (((options[base + index] - packed) & GUARDS) === GUARDS) return true;
	return false;
}

/** Fills `bottomsHome` from the bottom cards gathered. */
function countBottomsHome(): void {
	bottomsHome.fill(0);
	for (let index = 0; index < bottomCount; index++) {
		const bottom = bottoms[index];
		const base = suitOf(bottom) * SIDE;
		for (let home = rankOf(bottom) + 1; home < SIDE; home++) bottomsHome[base + home]++;
	}
}

/**
 * The free places on the fans with the foundations at `packed`, at most: three to a fan, on the fans
 * whose bottom card now is not yet home, less the cards not home. A fan is not empty only while its
 * bottom card now has not left it (cards land on tops, and a fan once empty is never filled), so
 * only while that card is not home; below 0, the cards cannot all lie on the fans (SOUNDNESS.md,
 * rule 5).
 */
function roomAt(packed: number): number {
	let home = 0;
	let fans = bottomCount;
	for (let suit = 0; suit < 4; suit++) {
		const rank = (packed >> (suit * FIELD)) & 31;
		home += rank;
		fans -= bottomsHome[suit * SIDE + rank];
	}
	return CAPACITY * fans - (CARDS - home);
}
