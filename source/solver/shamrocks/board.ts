import {type Move, type Position, fanAt, isFan, pileAt, rulesFor, suitPile} from '../../engine/index.js';

/**
 * The solver's mutable board: fans as typed arrays, changed in place by `play` and restored by
 * `unplay`. The engine's immutable positions are the truth; this is the same state in a form the
 * search can change millions of times a second without allocating. `toMoves` and the replay check
 * in solve.ts bring every result back through the engine.
 */

import {
	CAPACITY,
	CARDS,
	FANS,
	HOME,
	KEY_WORDS,
	encodeMove,
	fitsBoard,
	moveCard,
	moveFrom,
	moveTo,
	rankOf,
	suitOf,
} from './move-code.js';
import {CODES, SECOND_OF_CODE, THIRD_OF_CODE, fanCode} from './key-code.js';

/**
 * For an upper card u and a card b beneath it, at PAIR_TERMS[u * 52 + b]: 1 when u is not lower
 * than b (an ascent, if b is just beneath), 2 when b is lower and of u's suit (u is trapped), 4
 * when b is lower (u is blocking). Play and unplay look these up for every move.
 */
const PAIR_TERMS = new Uint8Array(CARDS * CARDS);
for (let upper = 0; upper < CARDS; upper++) {
	for (let beneath = 0; beneath < CARDS; beneath++) {
		const lower = rankOf(beneath) < rankOf(upper);
		const sameSuit = suitOf(beneath) === suitOf(upper);
		PAIR_TERMS[upper * CARDS + beneath] =
			(rankOf(upper) >= rankOf(beneath) ? 1 : 0) | (lower && sameSuit ? 2 : 0) | (lower ? 4 : 0);
	}
}

export class Board {
	/** Card at slot `depth` (0 = bottom) of fan `fan`: cards[fan * 3 + depth]. */
	readonly cards = new Int8Array(FANS * CAPACITY).fill(-1);
	readonly lengths = new Uint8Array(FANS);
	/** Per suit, how many of its cards are home (the rank of its foundation top). */
	readonly home = new Uint8Array(4);
	/** Where each card is: fan * 3 + depth, or -1 on its foundation. */
	readonly where = new Int8Array(CARDS).fill(-1);
	/**
	 * The bottom card each fan had at the root. A fan's bottom card never moves while the fan
	 * holds another card (only the top card moves, and an emptied fan is never filled), so in any
	 * position reached from the root, fan f is either empty or has bottoms[f] at its bottom.
	 */
	readonly bottoms = new Int8Array(FANS).fill(-1);
	/** Per fan, a 12-bit code of its state relative to its root bottom card (see `fanCode`). */
	readonly codes = new Uint16Array(FANS);
	homeCount = 0;
	/**
	 * Pairs of neighbouring cards in a fan where the upper card is not lower than the one beneath
	 * it, kept up to date by play and unplay: 0 exactly when the position is ready for auto complete.
	 */
	ascents = 0;
	/** Cards lying above a lower card of their own suit in their fan, kept up to date like `ascents`. */
	trapped = 0;
	/** Cards lying above any lower card in their fan, kept up to date like `ascents`. */
	blocking = 0;
	/** Fans with no card left. */
	emptyFans = 0;
	/** Per fan and fan code, its packed terms plus one (0: not counted yet); made by the first `readKey`. */
	private termsByCode: Uint8Array | undefined;

	/** The board of a position (on the subclass it is called on: ShamrocksBoard is the searches' one). */
	static fromPosition<T extends Board>(this: new () => T, position: Position): T {
		if (!fitsBoard(position))
			throw new Error(`the Shamrocks board does not hold a position of ${rulesFor(position.variant).name}`);
		const board = new this();
		position.fans.forEach((fan, index) => {
			fan.forEach((card, depth) => {
				board.cards[index * CAPACITY + depth] = card;
				board.where[card] = index * CAPACITY + depth;
			});
			board.lengths[index] = fan.length;
			board.bottoms[index] = fan.length > 0 ? fan[0] : -1;
			board.codes[index] = board.fanCode(index);
		});
		for (let suit = 0; suit < 4; suit++) board.home[suit] = position.foundations[suit].length;
		board.homeCount = board.home.reduce((sum, rank) => sum + rank, 0);
		board.countFanTerms();
		return board;
	}

	/** The engine position this board stands for. */
	toPosition(): Position {
		const fans: number[][] = [];
		for (let fan = 0; fan < FANS; fan++)
			fans.push(Array.from(this.cards.subarray(fan * CAPACITY, fan * CAPACITY + this.lengths[fan])));
		return {
			variant: 'shamrocks',
			fans,
			foundations: Array.from(this.home, (rank, suit) => suitPile(suit as 0 | 1 | 2 | 3, rank)),
			redeals: 0,
			draws: 0,
		};
	}

	top(fan: number): number {
		const length = this.lengths[fan];
		return length === 0 ? -1 : this.cards[fan * CAPACITY + length - 1];
	}

	isWon(): boolean {
		return this.homeCount === CARDS;
	}

	play(move: number): void {
		const from = move & 31;
		const to = (move >>> 5) & 31;
		const card = move >>> 10;
		this.addTerms(from, this.lengths[from], -1);
		this.lengths[from]--;
		this.cards[from * CAPACITY + this.lengths[from]] = -1;
		if (this.lengths[from] === 0) this.emptyFans++;
		if (to === HOME) {
			this.home[suitOf(card)]++;
			this.homeCount++;
			this.where[card] = -1;
		} else {
			const slot = to * CAPACITY + this.lengths[to]++;
			this.cards[slot] = card;
			this.where[card] = slot;
			this.codes[to] = this.fanCode(to);
			this.addTerms(to, this.lengths[to], 1);
		}
		this.codes[from] = this.fanCode(from);
	}

	unplay(move: number): void {
		const from = move & 31;
		const to = (move >>> 5) & 31;
		const card = move >>> 10;
		if (to === HOME) {
			this.home[suitOf(card)]--;
			this.homeCount--;
		} else {
			this.addTerms(to, this.lengths[to], -1);
			this.lengths[to]--;
			this.cards[to * CAPACITY + this.lengths[to]] = -1;
			this.codes[to] = this.fanCode(to);
		}
		if (this.lengths[from] === 0) this.emptyFans--;
		const slot = from * CAPACITY + this.lengths[from]++;
		this.cards[slot] = card;
		this.where[card] = slot;
		this.codes[from] = this.fanCode(from);
		this.addTerms(from, this.lengths[from], 1);
	}

	/**
	 * Adds (sign 1) or takes off (sign -1) the terms the card at `height - 1` in the fan brings:
	 * an ascent under it, trapped, blocking. A card's terms depend only on the cards beneath it,
	 * and only the top card moves, so adding them as a card arrives on top and taking them off as
	 * it leaves keeps the totals exact.
	 */
	private addTerms(fan: number, height: number, sign: number): void {
		if (height < 2) return;
		const terms = this.cardTerms(fan * CAPACITY, height - 1);
		this.ascents += sign * (terms & 1);
		this.trapped += sign * ((terms >> 1) & 1);
		this.blocking += sign * ((terms >> 2) & 1);
	}

	/**
	 * The terms of the card at cards[base + depth] (depth 1 or more), packed: ascent | trapped << 1 | blocking
	 * << 2.
	 */
	private cardTerms(base: number, depth: number): number {
		const row = this.cards[base + depth] * CARDS;
		const under = PAIR_TERMS[row + this.cards[base + depth - 1]];
		// The ascent is against the card just beneath; trapped and blocking against any lower card.
		return depth === 1 ? under : under | (PAIR_TERMS[row + this.cards[base]] & 6);
	}

	/** A fan's terms, packed 2 bits each as ascents | trapped << 2 | blocking << 4. */
	private fanTerms(fan: number): number {
		let packed = 0;
		const base = fan * CAPACITY;
		for (let depth = 1; depth < this.lengths[fan]; depth++) {
			const terms = this.cardTerms(base, depth);
			packed += (terms & 1) + (((terms >> 1) & 1) << 2) + (((terms >> 2) & 1) << 4);
		}
		return packed;
	}

	private addFanTerms(packed: number): void {
		this.ascents += packed & 3;
		this.trapped += (packed >> 2) & 3;
		this.blocking += (packed >> 4) & 3;
	}

	/** Counts the incremental terms from scratch, for a board loaded whole. */
	private countFanTerms(): void {
		this.ascents = this.trapped = this.blocking = this.emptyFans = 0;
		for (let fan = 0; fan < FANS; fan++) {
			if (this.lengths[fan] === 0) this.emptyFans++;
			this.addFanTerms(this.fanTerms(fan));
		}
	}

	/**
	 * 0 for an empty fan; otherwise 1 + (second card + 1) + 53 * (third card + 1), with -1 for a
	 * missing card. The bottom card is left out: it is fixed by the fan index (see `bottoms`).
	 * The largest code is 1 + 52 + 53 * 52 = 2809 < 4096, so a code fits in 12 bits.
	 */
	fanCode(fan: number): number {
		const length = this.lengths[fan];
		if (length === 0) return 0;
		const base = fan * CAPACITY;
		const second = length >= 2 ? this.cards[base + 1] + 1 : 0;
		const third = length >= 3 ? this.cards[base + 2] + 1 : 0;
		return 1 + second + 53 * third;
	}

	/**
	 * Writes the exact key of the position into key[offset .. offset + 7): the 18 fan codes of
	 * 12 bits packed into 216 bits. Two positions reached from the same root have the same key
	 * exactly when they are the same position: fan f's bottom card is bottoms[f] whenever fan f is
	 * not empty, and the foundations follow from the cards left on the fans (a suit's foundation
	 * holds exactly the cards of that suit not on a fan). The key is therefore also canonical
	 * under reordering of the fans: two positions that differ only in the order of their fans
	 * cannot both be reached from one root, because each non-empty fan is named by its bottom card.
	 */
	writeKey(key: Int32Array, offset: number): void {
		let word = 0;
		let bits = 0;
		let index = offset;
		const codes = this.codes;
		for (let fan = 0; fan < FANS; fan++) {
			const code = codes[fan];
			word |= code << bits;
			bits += 12;
			if (bits >= 32) {
				key[index++] = word;
				bits -= 32;
				word = bits === 0 ? 0 : code >>> (12 - bits);
			}
		}
		if (index < offset + KEY_WORDS) key[index++] = word;
		while (index < offset + KEY_WORDS) key[index++] = 0;
	}

	/**
	 * Loads the position of a key written by `writeKey` on a board with the same bottoms. Best-first
	 * search loads a position for every one it expands, so a fan's terms are looked up by its code
	 * (they depend on nothing else, its bottom being fixed) rather than counted again.
	 */
	readKey(key: Int32Array, offset: number): void {
		this.home.fill(CARDS / 4);
		this.homeCount = CARDS;
		this.where.fill(-1);
		this.ascents = this.trapped = this.blocking = this.emptyFans = 0;
		const termsByCode = (this.termsByCode ??= new Uint8Array(FANS * CODES));
		for (let fan = 0; fan < FANS; fan++) {
			const code = fanCode(key, offset, fan);
			this.codes[fan] = code;
			const base = fan * CAPACITY;
			if (code === 0) {
				this.cards[base] = this.cards[base + 1] = this.cards[base + 2] = -1;
				this.lengths[fan] = 0;
				this.emptyFans++;
				continue;
			}
			const second = SECOND_OF_CODE[code];
			const third = THIRD_OF_CODE[code];
			const length = third >= 0 ? 3 : second >= 0 ? 2 : 1;
			const bottom = this.bottoms[fan];
			this.cards[base] = bottom;
			this.cards[base + 1] = second;
			this.cards[base + 2] = third;
			this.where[bottom] = base;
			this.home[suitOf(bottom)]--;
			if (second >= 0) {
				this.where[second] = base + 1;
				this.home[suitOf(second)]--;
			}
			if (third >= 0) {
				this.where[third] = base + 2;
				this.home[suitOf(third)]--;
			}
			this.homeCount -= length;
			this.lengths[fan] = length;
			// Stored plus one, so that 0 means not yet counted.
			let packed = termsByCode[fan * CODES + code];
			if (packed === 0) {
				packed = this.fanTerms(fan) + 1;
				termsByCode[fan * CODES + code] = packed;
			}
			this.addFanTerms(packed - 1);
		}
	}

	/**
	 * Writes where each card lies in the position of a key written by `writeKey` (as `where` has
	 * it: fan * 3 + depth, or -1 home) into `out`, without loading that position.
	 */
	placesInKey(key: Int32Array, offset: number, out: Int8Array): void {
		out.fill(-1);
		for (let fan = 0; fan < FANS; fan++) {
			const code = fanCode(key, offset, fan);
			if (code === 0) continue;
			const base = fan * CAPACITY;
			out[this.bottoms[fan]] = base;
			const second = SECOND_OF_CODE[code];
			const third = THIRD_OF_CODE[code];
			if (second >= 0) out[second] = base + 1;
			if (third >= 0) out[third] = base + 2;
		}
	}

	/**
	 * A lower bound on the moves from this position to the one where each card lies as `goal`
	 * says (see `placesInKey`): the sum over the cards of `movesOfCard`, Infinity when a card home
	 * here lies on a fan there (cards never come back).
	 */
	movesAtLeast(goal: Int8Array): number {
		let moves = 0;
		for (let fan = 0; fan < FANS; fan++) {
			for (let slot = fan * CAPACITY; slot < fan * CAPACITY + this.lengths[fan]; slot++)
				moves += this.movesOfCard(goal, this.cards[slot], slot);
		}
		for (let card = 0; card < CARDS; card++) if (this.where[card] < 0 && goal[card] >= 0) return Infinity;
		return moves;
	}

	/**
	 * How much playing `move` here would change `movesAtLeast(goal)`: only the moved card's own
	 * count changes, since a card's count depends on the cards beneath it alone.
	 */
	movesChange(goal: Int8Array, move: number): number {
		const card = moveCard(move);
		const to = moveTo(move);
		const before = this.movesOfCard(goal, card, this.where[card]);
		if (to === HOME) return goal[card] >= 0 ? Infinity : -before;
		return this.movesOfCard(goal, card, to * CAPACITY + this.lengths[to]) - before;
	}

	/**
	 * The moves a card lying in `slot` (on a fan) must still make to reach its place in `goal`. A
	 * move changes the place of one card only, and a card leaves its fan when it moves. So a card
	 * out of place needs a move, and two when its place is on the fan it lies on (it must leave
	 * and come back). A card in its place needs none, but two when a card beneath it is out of
	 * place: that one can move only once this one has left, and this one must come back.
	 */
	private movesOfCard(goal: Int8Array, card: number, slot: number): number {
		const place = goal[card];
		const base = slot - (slot % CAPACITY);
		if (place !== slot) return place >= base && place < base + CAPACITY ? 2 : 1;
		for (let below = base; below < slot; below++) if (goal[this.cards[below]] !== below) return 2;
		return 0;
	}

	/** Every fan strictly descending from its bottom: the rest plays home by itself (rules.md). */
	isAutoCompleteReady(): boolean {
		return this.ascents === 0;
	}

	/** The foundation moves that finish a position ready for auto complete, lowest rank first. */
	autoCompleteMoves(): number[] {
		const moves: number[] = [];
		const played: number[] = [];
		for (;;) {
			let best = -1;
			for (let fan = 0; fan < FANS; fan++) {
				const card = this.top(fan);
				if (
					card >= 0 &&
					this.home[suitOf(card)] === rankOf(card) &&
					(best < 0 || rankOf(card) < rankOf(moveCard(best)))
				)
					best = encodeMove(fan, HOME, card);
			}
			if (best < 0) break;
			moves.push(best);
			this.play(best);
			played.push(best);
		}
		for (let index = played.length - 1; index >= 0; index--) this.unplay(played[index]);
		return moves;
	}
}
