import {type Move, type Place, type Position, fanAt, isRed, pileAt, rankOf, rulesFor} from '../../engine/index.js';
import {type SearchBoard, type Weighting} from '../search/search.js';

/**
 * The solver's board for Scotch-like rules: fans without a size limit building down by one rank
 * in any suit, and four foundation piles, each started by any Ace and built up by one rank in the
 * other colour, whose top card may come back onto a fan.
 *
 * Nothing in these rules looks at a card's suit, only at its rank and colour, so two cards of
 * the same rank and colour (5♣ and 5♠) can swap places without changing what can happen; the
 * board keeps positions up to such swaps (SOUNDNESS.md, "Scotch"):
 * - A fan is its *fixed part*, a prefix of the fan in the root position still as it was, and the
 *   *run* above it: cards that each lie on a card one rank higher, so that only their colours are
 *   unknown once the fixed top is known. The fixed part is canonical: its top never lies on a
 *   card one rank higher (such a top counts as the first card of the run), so a fan's cards, up
 *   to swaps, say exactly what its fixed height, run length and run colours are.
 * - A pile of a black Ace holds black odd and red even ranks, a red Ace's the other way round:
 *   the Ace's colour is the pile's *class*, and its height says every card on it. A class has
 *   two piles (two Aces of each colour), kept as their two heights, highest first.
 *
 * A card type is (rank - 1) * 2 + colour (0 black, 1 red). A move is one integer:
 * from | to << 5 | type << 10 | fixed << 15, with PILE for a pile as `from` or `to`, and `fixed`
 * set when the card leaves the fixed part of its fan (unplay needs to know).
 */

export const PILE = 31;
/** Colour bits of a run: at most 12 cards lie on one fixed top (King down to Ace). */
const MAX_RUN = 12;
const FAN_CODE_BITS = 10;
export const SCOTCH_KEY_WORDS = 8;

export function moveFrom(move: number): number {
	return move & 31;
}

export function moveTo(move: number): number {
	return (move >>> 5) & 31;
}

export function moveType(move: number): number {
	return (move >>> 10) & 31;
}

function fromFixed(move: number): boolean {
	return ((move >>> 15) & 1) === 1;
}

function encode(from: number, to: number, type: number, fixed: boolean): number {
	return from | (to << 5) | (type << 10) | (fixed ? 1 << 15 : 0);
}

/** 1 to 13. */
function typeRank(type: number): number {
	return (type >>> 1) + 1;
}

function typeColour(type: number): number {
	return type & 1;
}

export function typeOf(card: number): number {
	return (rankOf(card) - 1) * 2 + (isRed(card) ? 1 : 0);
}

/** The class of the piles a card goes on: the colour of their Ace (a red 2 goes on a black Ace's pile). */
function classOf(rank: number, colour: number): number {
	return colour ^ (rank % 2 === 0 ? 1 : 0);
}

/** The colour of the card at `height` on a pile of `pileClass`. */
function colourOnPile(pileClass: number, height: number): number {
	return pileClass ^ (height % 2 === 0 ? 1 : 0);
}

export class ScotchBoard implements SearchBoard {
	readonly keyWords = SCOTCH_KEY_WORDS;
	readonly maxMoves: number;
	readonly fans: number;
	/** The fans of the root position, bottom first, as card types. */
	private readonly root: Int8Array[];
	/** Per fan and fixed height h: the canonical height of the prefix of length h (its run-like top cards stripped). */
	private readonly canonical: Uint8Array[];
	/** Per fan and fixed height h: whether the prefix of length h descends (each card lower than the one beneath). */
	private readonly descends: Uint8Array[];
	/** Per fan and fixed height h: the lowest rank in the prefix (14 when empty). */
	private readonly lowest: Uint8Array[];
	/** Per fan and fixed height h: cards of the prefix lying above a lower card. */
	private readonly blockingIn: Uint8Array[];
	/**
	 * Per fan and fixed height h: cards of the prefix lying beneath a King of it (they wait for that King to go
	 * home).
	 */
	private readonly underKingIn: Uint8Array[];
	readonly fixed: Uint8Array;
	readonly runLength: Uint8Array;
	/** Bit i: the colour of the run card i places above the fixed top (1 red). */
	readonly runColours: Uint16Array;
	/** Pile heights: class 0 (black Aces) in 0 and 1, class 1 in 2 and 3, the higher first in each class. */
	readonly piles = new Uint8Array(4);
	homeCount = 0;
	/** Fans that do not descend: none left means ready for auto complete. */
	private unsorted = 0;
	/** Fans with no card left. */
	private emptyFans = 0;
	private blockingCount = 0;
	private underKings = 0;

	constructor(position: Position) {
		if (!ScotchBoard.holds(position))
			throw new Error(`the Scotch board does not hold a position of ${rulesFor(position.variant).name}`);
		this.fans = position.fans.length;
		this.maxMoves = 4 + this.fans * (this.fans + 2);
		this.root = position.fans.map((fan) => Int8Array.from(fan, typeOf));
		this.canonical = this.root.map((fan) => prefixTable(fan, canonicalHeight));
		this.descends = this.root.map((fan) =>
			prefixTable(fan, (cards, height) => (isDescending(cards, height) ? 1 : 0)),
		);
		this.lowest = this.root.map((fan) =>
			prefixTable(fan, (cards, height) => Math.min(14, ...Array.from(cards.subarray(0, height), typeRank))),
		);
		this.blockingIn = this.root.map((fan) => prefixTable(fan, blockingCards));
		this.underKingIn = this.root.map((fan) => prefixTable(fan, cardsUnderKing));
		this.fixed = new Uint8Array(this.fans);
		this.runLength = new Uint8Array(this.fans);
		this.runColours = new Uint16Array(this.fans);
		for (let fan = 0; fan < this.fans; fan++) this.setFixed(fan, this.root[fan].length, 0);
		position.foundations.forEach((pile) => {
			if (pile.length > 0) this.addPile(classOf(1, isRed(pile[0]) ? 1 : 0), pile.length);
		});
		this.countTerms();
	}

	/** Whether this board holds the position: Scotch's rules, whatever the variant is called. */
	static holds(position: Position): boolean {
		const {fan, foundation} = rulesFor(position.variant);
		return (
			fan.direction === 'down' &&
			fan.suit === 'any' &&
			!Number.isFinite(fan.capacity) &&
			foundation.building === 'alternating' &&
			foundation.returns &&
			position.fans.length <= 18
		);
	}

	/** Sets a fan to the canonical form of fixed height `height` with `run` run cards of `colours` above it. */
	private setFixed(fan: number, height: number, extraRun: number): void {
		const fixed = this.canonical[fan][height];
		const fromRoot = height - fixed;
		let colours = 0;
		for (let index = 0; index < fromRoot; index++) colours |= typeColour(this.root[fan][fixed + index]) << index;
		this.fixed[fan] = fixed;
		this.runLength[fan] = fromRoot + extraRun;
		this.runColours[fan] = colours;
	}

	private addPile(pileClass: number, height: number): void {
		const first = pileClass * 2;
		if (this.piles[first] === 0) this.piles[first] = height;
		else this.piles[first + 1] = height;
		this.sortClass(pileClass);
		this.homeCount += height;
	}

	private sortClass(pileClass: number): void {
		const first = pileClass * 2;
		if (this.piles[first] < this.piles[first + 1]) {
			const higher = this.piles[first + 1];
			this.piles[first + 1] = this.piles[first];
			this.piles[first] = higher;
		}
	}

	/** The rank of a fan's top card, 0 when it is empty. */
	topRank(fan: number): number {
		const fixed = this.fixed[fan];
		if (fixed === 0) return 0;
		return typeRank(this.root[fan][fixed - 1]) - this.runLength[fan];
	}

	/** The type of a fan's top card, -1 when it is empty. */
	topType(fan: number): number {
		const fixed = this.fixed[fan];
		if (fixed === 0) return -1;
		const run = this.runLength[fan];
		if (run === 0) return this.root[fan][fixed - 1];
		return (typeRank(this.root[fan][fixed - 1]) - run - 1) * 2 + ((this.runColours[fan] >>> (run - 1)) & 1);
	}

	/** A fan's cards as types, bottom first (what the key stands for). */
	fanTypes(fan: number): number[] {
		const fixed = this.fixed[fan];
		const types = Array.from(this.root[fan].subarray(0, fixed));
		const top = fixed === 0 ? 0 : typeRank(this.root[fan][fixed - 1]);
		for (let index = 0; index < this.runLength[fan]; index++)
			types.push((top - index - 2) * 2 + ((this.runColours[fan] >>> index) & 1));
		return types;
	}

	private cardsOn(fan: number): number {
		return this.fixed[fan] + this.runLength[fan];
	}

	isWon(): boolean {
		return this.homeCount === 52;
	}

	isAutoCompleteReady(): boolean {
		return this.unsorted === 0;
	}

	play(move: number): void {
		const from = moveFrom(move);
		const to = moveTo(move);
		const type = moveType(move);
		const rank = typeRank(type);
		if (from === PILE) this.changePile(classOf(rank, typeColour(type)), rank, -1);
		else this.lift(from, fromFixed(move));
		if (to === PILE) this.changePile(classOf(rank, typeColour(type)), rank - 1, 1);
		else this.lay(to, typeColour(type));
	}

	unplay(move: number): void {
		const from = moveFrom(move);
		const to = moveTo(move);
		const type = moveType(move);
		const rank = typeRank(type);
		if (to === PILE) this.changePile(classOf(rank, typeColour(type)), rank, -1);
		else this.unlay(to);
		if (from === PILE) this.changePile(classOf(rank, typeColour(type)), rank - 1, 1);
		else this.unlift(from, fromFixed(move), typeColour(type));
	}

	/**
	 * Takes the top card off a fan: the last run card, or the fixed top (then the prefix's run-like cards become
	 * its run).
	 */
	private lift(fan: number, fixedTop: boolean): void {
		this.leaveTerms(fan);
		if (fixedTop) this.setFixed(fan, this.fixed[fan] - 1, 0);
		else {
			const run = --this.runLength[fan];
			this.runColours[fan] &= (1 << run) - 1;
		}
		this.enterTerms(fan);
	}

	/** Puts back what `lift` took. */
	private unlift(fan: number, fixedTop: boolean, colour: number): void {
		this.leaveTerms(fan);
		if (fixedTop) {
			// The fixed part was canonical with no run above it: its height was the cards there now plus the card.
			const height = this.fixed[fan] + this.runLength[fan] + 1;
			this.fixed[fan] = height;
			this.runLength[fan] = 0;
			this.runColours[fan] = 0;
		} else {
			this.runColours[fan] |= colour << this.runLength[fan];
			this.runLength[fan]++;
		}
		this.enterTerms(fan);
	}

	private lay(fan: number, colour: number): void {
		this.leaveTerms(fan);
		this.runColours[fan] |= colour << this.runLength[fan];
		this.runLength[fan]++;
		this.enterTerms(fan);
	}

	private unlay(fan: number): void {
		this.leaveTerms(fan);
		const run = --this.runLength[fan];
		this.runColours[fan] &= (1 << run) - 1;
		this.enterTerms(fan);
	}

	/** The pile of `pileClass` at height `height` grows (by 1) or shrinks (by -1 from `height`). */
	private changePile(pileClass: number, height: number, by: number): void {
		const first = pileClass * 2;
		const slot = this.piles[first] === height ? first : first + 1;
		this.piles[slot] += by;
		this.homeCount += by;
		this.sortClass(pileClass);
	}

	/** Takes a fan's terms off the totals, before it changes. */
	private leaveTerms(fan: number): void {
		this.addTerms(fan, -1);
	}

	private enterTerms(fan: number): void {
		this.addTerms(fan, 1);
	}

	private addTerms(fan: number, sign: number): void {
		const fixed = this.fixed[fan];
		if (fixed === 0) {
			this.emptyFans += sign;
			return;
		}
		if (this.descends[fan][fixed] === 0) this.unsorted += sign;
		this.blockingCount += sign * (this.blockingIn[fan][fixed] + this.blockingRun(fan));
		this.underKings += sign * this.underKingIn[fan][fixed];
	}

	/** Run cards lying above a lower card of the fixed part: ranks top - 1, top - 2 ... above the lowest. */
	private blockingRun(fan: number): number {
		const fixed = this.fixed[fan];
		const top = typeRank(this.root[fan][fixed - 1]);
		return Math.max(0, Math.min(this.runLength[fan], top - 1 - this.lowest[fan][fixed]));
	}

	private countTerms(): void {
		this.unsorted = this.emptyFans = this.blockingCount = this.underKings = 0;
		for (let fan = 0; fan < this.fans; fan++) this.enterTerms(fan);
	}

	/**
	 * The key: per fan its fixed height (6 bits), its run length (4 bits) and its run's colours (a
	 * bit each), packed one after the other; then the four pile heights (4 bits each). At most 18
	 * x 10 + 52 + 16 = 248 bits: the run cards are cards, 52 at most.
	 */
	writeKey(key: Int32Array, offset: number): void {
		let word = 0;
		let bits = 0;
		let at = offset;
		const {fixed, runLength, runColours, piles} = this;
		for (let fan = 0; fan <= this.fans; fan++) {
			// Each fan's code, then the piles as a last code of 16 bits.
			let value: number;
			let count: number;
			if (fan < this.fans) {
				const run = runLength[fan];
				value = fixed[fan] | (run << 6) | (runColours[fan] << FAN_CODE_BITS);
				count = FAN_CODE_BITS + run;
			} else {
				value = piles[0] | (piles[1] << 4) | (piles[2] << 8) | (piles[3] << 12);
				count = 16;
			}
			word |= value << bits;
			bits += count;
			if (bits >= 32) {
				key[at++] = word;
				bits -= 32;
				word = bits === 0 ? 0 : value >>> (count - bits);
			}
		}
		if (bits > 0) key[at++] = word;
		while (at < offset + SCOTCH_KEY_WORDS) key[at++] = 0;
	}

	readKey(key: Int32Array, offset: number): void {
		let bit = offset * 32;
		const take = (count: number): number => {
			const word = bit >>> 5;
			const shift = bit & 31;
			let value = key[word] >>> shift;
			if (shift + count > 32) value |= key[word + 1] << (32 - shift);
			bit += count;
			return count === 32 ? value : value & ((1 << count) - 1);
		};
		for (let fan = 0; fan < this.fans; fan++) {
			const code = take(FAN_CODE_BITS);
			this.fixed[fan] = code & 63;
			this.runLength[fan] = code >>> 6;
			this.runColours[fan] = take(this.runLength[fan]);
		}
		const piles = take(16);
		this.homeCount = 0;
		for (let slot = 0; slot < 4; slot++) {
			this.piles[slot] = (piles >>> (slot * 4)) & 15;
			this.homeCount += this.piles[slot];
		}
		this.countTerms();
	}

	/**
	 * The moves the search tries (SOUNDNESS.md, "Scotch"): each top card onto each pile that takes
	 * it (one of two piles of equal height, one empty pile for an Ace: they are alike) and onto
	 * each other fan whose top is one rank higher, but a card alone in its fan never moves onto a
	 * fan (rule 1); each pile's top onto each fan whose top is one rank higher (one of two equal
	 * piles). Moves home come first.
	 */
	generateMoves(out: Int32Array, start: number): number {
		return this.moves(out, start, true);
	}

	/** Every legal move with nothing left out but the copies (for tests: the engine lists each pile apart). */
	generateAllMoves(out: Int32Array, start: number): number {
		return this.moves(out, start, false);
	}

	/** Per fan, its top card's type (-1: empty), worked out once per move generation. */
	private readonly tops = new Int8Array(18);
	/** Fans by the rank of their top card: fansByRank[rank * 18 + i] for i below fanCount[rank]. */
	private readonly fansByRank = new Int8Array(15 * 18);
	private readonly fanCount = new Uint8Array(15);

	private moves(out: Int32Array, start: number, pruned: boolean): number {
		let count = start;
		const {fans, tops, fansByRank, fanCount} = this;
		fanCount.fill(0);
		for (let fan = 0; fan < fans; fan++) {
			const type = this.topType(fan);
			tops[fan] = type;
			if (type < 0) continue;
			const rank = typeRank(type);
			// An Ace on a fan's top goes home at once (rule S5): nothing can ever lie on it, and a pile is free for it.
			if (pruned && rank === 1) {
				out[start] = encode(fan, PILE, type, this.runLength[fan] === 0);
				return start + 1;
			}
			fansByRank[rank * 18 + fanCount[rank]++] = fan;
		}
		for (let from = 0; from < fans; from++) {
			const type = tops[from];
			if (type < 0) continue;
			const rank = typeRank(type);
			if (this.hasPileAt(classOf(rank, typeColour(type)), rank - 1))
				out[count++] = encode(from, PILE, type, this.runLength[from] === 0);
		}
		for (let from = 0; from < fans; from++) {
			const type = tops[from];
			if (type < 0 || (pruned && this.cardsOn(from) === 1)) continue;
			const above = typeRank(type) + 1;
			const fixedTop = this.runLength[from] === 0;
			for (let index = 0; index < fanCount[above]; index++) {
				const to = fansByRank[above * 18 + index];
				if (to !== from) out[count++] = encode(from, to, type, fixedTop);
			}
		}
		for (let slot = 0; slot < 4; slot++) {
			const height = this.piles[slot];
			// Of two piles of one class and height, the first only: they hold the same types.
			if (height === 0 || (slot % 2 === 1 && this.piles[slot - 1] === height)) continue;
			const type = (height - 1) * 2 + colourOnPile(slot >>> 1, height);
			const above = height + 1;
			for (let index = 0; index < fanCount[above]; index++)
				out[count++] = encode(PILE, fansByRank[above * 18 + index], type, false);
		}
		return count;
	}

	/** Whether a pile of the class stands at `height` (0: an empty pile the class may still start). */
	private hasPileAt(pileClass: number, height: number): boolean {
		return this.piles[pileClass * 2] === height || this.piles[pileClass * 2 + 1] === height;
	}

	isLegalMove(move: number): boolean {
		const from = moveFrom(move);
		const to = moveTo(move);
		const type = moveType(move);
		const rank = typeRank(type);
		const pileClass = classOf(rank, typeColour(type));
		if (from === PILE) {
			if (!this.hasPileAt(pileClass, rank) || rank === 0) return false;
		} else if (from >= this.fans || this.topType(from) !== type || fromFixed(move) !== (this.runLength[from] === 0))
			return false;
		if (to === PILE) return from !== PILE && this.hasPileAt(pileClass, rank - 1);
		return to < this.fans && to !== from && this.topRank(to) === rank + 1;
	}

	/**
	 * Lost because of the Kings (SOUNDNESS.md, "Scotch", rule S3). A King never goes onto a fan
	 * (no card is higher), so every card beneath one in a fixed part stays until that King has
	 * gone home, which needs a pile of its class at the Queen. Taking every other card as free to
	 * move whenever it likes, `kingsCanAllGoHome` works out whether every King can still go home.
	 */
	isDeadEnd(): boolean {
		return !kingsCanAllGoHome(this.root.map((fan, index) => fan.subarray(0, this.fixed[index])));
	}

	/**
	 * Only a King going home can turn the answer of `isDeadEnd` to lost: fixed parts only shrink
	 * (which frees cards), and cards going home or coming back are free either way; but a King
	 * home takes a pile of its class for good, and the other King of the class may then lack the
	 * cards for the second one (the first King home was the wrong one).
	 */
	isDeadEndAfter(move: number): boolean {
		return moveTo(move) === PILE && typeRank(moveType(move)) === 13 && this.isDeadEnd();
	}

	/**
	 * The value of the position: cards home, less cards above a lower card (`blocking`), cards
	 * beneath a King in a fixed part (`trapped`: they wait for it to go home), fans not descending
	 * (`ascents`), and empty fans (`room`: a fan emptied can never hold a card again).
	 */
	value(weighting: Weighting): number {
		return (
			weighting.home * this.homeCount -
			weighting.blocking * this.blockingCount -
			weighting.trapped * this.underKings -
			(weighting.ascents ?? 0) * this.unsorted -
			weighting.room * this.emptyFans
		);
	}

	moveCard(move: number): number {
		return moveType(move);
	}

	/** A card from A to B then on from B to C: straight from A to C; back where it was: both go. */
	straightMove(first: number, second: number): {readonly move: number; readonly goesBack: boolean} | undefined {
		const from = moveFrom(first);
		const to = moveTo(second);
		if (from === PILE && to === PILE) return {move: first, goesBack: true};
		return {move: encode(from, to, moveType(first), fromFixed(first)), goesBack: from === to};
	}

	/**
	 * The engine's move: the fans are the same; a pile is the engine's first pile whose top card
	 * is of the type moving (from a pile) or takes it (to a pile).
	 */
	toEngineMove(move: number, position: Position): Move {
		const from = moveFrom(move);
		const to = moveTo(move);
		const type = moveType(move);
		const rank = typeRank(type);
		let card: number | undefined;
		let fromPlace: Place;
		if (from === PILE) {
			const pile = position.foundations.findIndex(
				(cards) => cards.length === rank && typeOf(cards[rank - 1]) === type,
			);
			card = position.foundations[pile]?.[rank - 1];
			fromPlace = pileAt(pile);
		} else {
			card = position.fans[from]?.at(-1);
			fromPlace = fanAt(from);
		}
		if (card === undefined || typeOf(card) !== type)
			throw new Error(`solver bug: no card of the moving type at ${from}`);
		if (to !== PILE) return {card, from: fromPlace, to: fanAt(to)};
		const pile = position.foundations.findIndex((cards) =>
			rank === 1 ? cards.length === 0 : cards.length === rank - 1 && isRed(cards[rank - 2]) !== isRed(card),
		);
		if (pile < 0) throw new Error('solver bug: no pile takes the card');
		return {card, from: fromPlace, to: pileAt(pile)};
	}

	/** The moves that finish a position ready for auto complete, lowest rank first (the board is left as it was). */
	autoCompleteMoves(): number[] {
		const moves: number[] = [];
		for (;;) {
			let best = -1;
			let bestRank = 99;
			for (let fan = 0; fan < this.fans; fan++) {
				const type = this.topType(fan);
				if (type < 0 || typeRank(type) >= bestRank) continue;
				const rank = typeRank(type);
				if (!this.hasPileAt(classOf(rank, typeColour(type)), rank - 1)) continue;
				best = encode(fan, PILE, type, this.runLength[fan] === 0);
				bestRank = rank;
			}
			if (best < 0) break;
			moves.push(best);
			this.play(best);
		}
		for (let index = moves.length - 1; index >= 0; index--) this.unplay(moves[index]);
		return moves;
	}
}

/** For each prefix height 0..length of a fan, a value of that prefix. */
function prefixTable(fan: Int8Array, of: (fan: Int8Array, height: number) => number): Uint8Array {
	return Uint8Array.from({length: fan.length + 1}, (_, height) => of(fan, height));
}

/** The height of a prefix once the cards on its top that lie on a card one rank higher are counted as a run. */
function canonicalHeight(fan: Int8Array, height: number): number {
	let fixed = height;
	while (fixed >= 2 && typeRank(fan[fixed - 1]) === typeRank(fan[fixed - 2]) - 1 && fixed - 1 + MAX_RUN >= height)
		fixed--;
	return fixed;
}

function isDescending(fan: Int8Array, height: number): boolean {
	for (let index = 1; index < height; index++) if (typeRank(fan[index]) >= typeRank(fan[index - 1])) return false;
	return true;
}

function cardsUnderKing(fan: Int8Array, height: number): number {
	for (let index = height - 1; index > 0; index--) if (typeRank(fan[index]) === 13) return index;
	return 0;
}

function blockingCards(fan: Int8Array, height: number): number {
	let lowest = 14;
	let count = 0;
	for (let index = 0; index < height; index++) {
		const rank = typeRank(fan[index]);
		if (rank > lowest) count++;
		lowest = Math.min(lowest, rank);
	}
	return count;
}

/**
 * Whether every King can go home, when every card not beneath a King in a fixed part may move
 * whenever it likes (fixed parts as types, bottom first; the cards not in them are free, or
 * home). A pile of class c can reach height h when, for every rank up to h, some card of that
 * rank and of the colour the pile wants there is free; both piles of the class, when both such
 * cards are. A free King (no King above it) can go home once a pile of its class can reach the
 * Queen and that pile holds no King yet, and the cards it covered are free from then on (unless
 * another King covers them too). Which King goes first can matter, so every order is tried: at
 * most four Kings lie in fixed parts, sixteen sets of them gone.
 */
export function kingsCanAllGoHome(fixedParts: readonly Int8Array[]): boolean {
	const kings = fixedParts.flatMap((fan, index) =>
		Array.from(fan.keys())
			.filter((depth) => typeRank(fan[depth]) === 13)
			.map((depth) => ({fan: index, depth, pileClass: classOf(13, typeColour(fan[depth]))})),
	);
	// Kings not in a fixed part are home already (a King never lies on a fan's run).
	const homeAtStart = [2, 2];
	for (const king of kings) homeAtStart[king.pileClass]--;
	const all = (1 << kings.length) - 1;
	const seen = new Set<number>([0]);
	const stack = [0];
	while (stack.length > 0) {
		const gone = stack.pop() as number;
		if (gone === all) return true;
		const covered = (fan: number, depth: number) =>
			kings.some((king, index) => (gone & (1 << index)) === 0 && king.fan === fan && king.depth > depth);
		const free = new Uint8Array(26).fill(2);
		fixedParts.forEach((fan, index) => fan.forEach((type, depth) => covered(index, depth) && free[type]--));
		kings.forEach((king, index) => {
			if ((gone & (1 << index)) !== 0 || covered(king.fan, king.depth)) return;
			const home =
				homeAtStart[king.pileClass] +
				kings.filter((other, at) => (gone & (1 << at)) !== 0 && other.pileClass === king.pileClass).length;
			// The piles of the class that can reach the Queen, less those a King already tops.
			const room =
				(reach(free, king.pileClass, 1) >= 12 ? 1 : 0) + (reach(free, king.pileClass, 2) >= 12 ? 1 : 0);
			const next = gone | (1 << index);
			if (home < room && !seen.has(next)) {
				seen.add(next);
				stack.push(next);
			}
		});
	}
	return false;
}

/** The height a pile of the class can reach when `copies` cards of each rank it needs must be free. */
function reach(free: Uint8Array, pileClass: number, copies: number): number {
	let height = 0;
	while (height < 13 && free[height * 2 + colourOnPile(pileClass, height + 1)] >= copies) height++;
	return height;
}
