import {type Move, type Position, fanAt, pileAt, rankOf, rulesFor, suitOf} from '../../engine/index.js';
import {blockingCards} from '../search/blocking.js';
import {type SearchBoard, type Weighting} from '../search/search.js';
import {KIND_FAN, KIND_HOME, encode, fromOf, isHome, kindOf, moveCardOf, rank, suit, toOf} from './move-code.js';
import {LUCIE_KEY_WORDS} from './board.js';
import {blocksForGoodAnySuit} from './flower-leaving.js';

/**
 * The solver's board for Super Flower Garden: La Belle Lucie's layout, but fans build down by one
 * rank in any suit, and there is no draw. Foundations by suit that never give a card back; empty
 * fans are never filled. It searches one layout, as the La Belle Lucie board does: `lost` means
 * "no win in this layout".
 *
 * A card can go back and forth between two cards of the rank above (a 7H from the 8S to the 8C and
 * back), so the positions form a graph with cycles: the rules are argued by the frame of
 * SOUNDNESS.md (shortest lines), as Scotch's are (section "Super Flower Garden").
 *
 * The key is La Belle Lucie's: each card's parent, 7 bits (the card it lies on, 52 + f at the
 * bottom of fan f, HOME), four cards a word. Moves are La Belle Lucie's codes (move-code.ts),
 * plain moves only: home, or onto fan `to`.
 */

const HOME_CODE = 127;
const MAX_CARDS = 52;

export class FlowerBoard implements SearchBoard {
	readonly keyWords = LUCIE_KEY_WORDS;
	readonly maxMoves: number;
	readonly fans: number;
	/** Fan f's cards, bottom first, in cards[f * 52 .. f * 52 + lengths[f]). */
	readonly cards: Int8Array;
	readonly lengths: Uint8Array;
	/** The fan each card lies in, -1 once home. */
	readonly fanOf: Int8Array;
	/** Per suit, the highest rank home (0 for none). */
	readonly home = new Uint8Array(4);
	homeCount = 0;
	/** Neighbouring pairs in a fan whose upper card is not lower: none left means ready for auto complete. */
	private ascents = 0;
	/** Rule G1: a top card that fits goes home alone once every card this many ranks below it is home. */
	private readonly safeBelow: number;
	/** Per rank (1..13), cards of that rank seen so far in the fan being scanned (dead-end test). */
	private readonly seenOfRank = new Uint8Array(15);

	constructor(
		position: Position,
		/**
		 * For the line to the most cards home only (family.ts, `guessBoard`): a card lying on a card
		 * one rank higher moves onto a fan only where that card can then move, so that cards do not
		 * go back and forth for nothing and the line stays short; and no position is a dead end.
		 * Never for a verdict: it leaves out moves no rule of SOUNDNESS.md leaves out.
		 */
		private readonly builtStay = false,
		/**
		 * Whether dead ends are searched too (the guess's default). A finder on the `builtStay` board
		 * drops them: a dead end is lost whatever moves a search tries (rules G3, G4).
		 */
		private readonly pastDeadEnds = builtStay,
		/**
		 * Rule G1's wide form: a card goes home alone once every card two ranks below it is home (one
		 * finder's board, family.ts; the others keep the plain form, whose wins come with shorter lines).
		 */
		wideHome = false,
	) {
		if (!FlowerBoard.holds(position))
			throw new Error(`the Super Flower Garden board cannot hold ${rulesFor(position.variant).name}`);
		this.safeBelow = wideHome ? 2 : 1;
		this.fans = position.fans.length;
		this.cards = new Int8Array(this.fans * MAX_CARDS);
		this.lengths = new Uint8Array(this.fans);
		this.fanOf = new Int8Array(MAX_CARDS).fill(-1);
		position.fans.forEach((cards, fan) => cards.forEach((card) => this.push(fan, card)));
		position.foundations.forEach((pile, pileSuit) => (this.home[pileSuit] = pile.length));
		this.homeCount = position.foundations.reduce((sum, pile) => sum + pile.length, 0);
		// Each top card home, or onto each other fan.
		this.maxMoves = this.fans * this.fans;
	}

	/** Whether this board holds the position: fans down in any suit without a limit, foundations by suit, no draw. */
	static holds(position: Position): boolean {
		const {fan, foundation, redeal} = rulesFor(position.variant);
		return (
			fan.direction === 'down' &&
			fan.suit === 'any' &&
			!Number.isFinite(fan.capacity) &&
			foundation.building === 'by-suit' &&
			!foundation.returns &&
			redeal.draws === 0 &&
			position.draws === 0 &&
			position.fans.length <= 18
		);
	}

	top(fan: number): number {
		const length = this.lengths[fan];
		return length === 0 ? -1 : this.cards[fan * MAX_CARDS + length - 1];
	}

	fitsHome(card: number): boolean {
		return this.home[suit(card)] === rank(card) - 1;
	}

	/** Cards of rank `r` home (a suit holds it when its pile has reached r). */
	private homeOfRank(r: number): number {
		const home = this.home;
		return (home[0] >= r ? 1 : 0) + (home[1] >= r ? 1 : 0) + (home[2] >= r ? 1 : 0) + (home[3] >= r ? 1 : 0);
	}

	isWon(): boolean {
		return this.homeCount === MAX_CARDS;
	}

	isAutoCompleteReady(): boolean {
		return this.ascents === 0;
	}

	play(move: number): void {
		const card = moveCardOf(move);
		this.pop(fromOf(move));
		if (isHome(kindOf(move))) {
			this.home[suit(card)]++;
			this.homeCount++;
			this.fanOf[card] = -1;
		} else this.push(toOf(move), card);
	}

	unplay(move: number): void {
		const card = moveCardOf(move);
		if (isHome(kindOf(move))) {
			this.home[suit(card)]--;
			this.homeCount--;
		} else this.pop(toOf(move));
		this.push(fromOf(move), card);
	}

	private push(fan: number, card: number): void {
		const length = this.lengths[fan];
		const base = fan * MAX_CARDS;
		if (length > 0 && rank(card) >= rank(this.cards[base + length - 1])) this.ascents++;
		this.cards[base + length] = card;
		this.lengths[fan] = length + 1;
		this.fanOf[card] = fan;
	}

	private pop(fan: number): void {
		const length = this.lengths[fan] - 1;
		const base = fan * MAX_CARDS;
		if (length > 0 && rank(this.cards[base + length]) >= rank(this.cards[base + length - 1])) this.ascents--;
		this.lengths[fan] = length;
	}

	writeKey(key: Int32Array, offset: number): void {
		key.fill(0, offset, offset + LUCIE_KEY_WORDS);
		for (let card = 0; card < MAX_CARDS; card++) {
			if (this.fanOf[card] < 0) key[offset + (card >>> 2)] |= HOME_CODE << ((card & 3) * 7);
		}
		for (let fan = 0; fan < this.fans; fan++) {
			const base = fan * MAX_CARDS;
			let parent = MAX_CARDS + fan;
			for (let index = 0; index < this.lengths[fan]; index++) {
				const card = this.cards[base + index];
				key[offset + (card >>> 2)] |= parent << ((card & 3) * 7);
				parent = card;
			}
		}
	}

	readKey(key: Int32Array, offset: number): void {
		const above = new Int8Array(MAX_CARDS + this.fans).fill(-1);
		this.home.fill(0);
		this.homeCount = 0;
		for (let card = 0; card < MAX_CARDS; card++) {
			const parent = (key[offset + (card >>> 2)] >>> ((card & 3) * 7)) & 127;
			if (parent === HOME_CODE) {
				this.home[suit(card)] = Math.max(this.home[suit(card)], rank(card));
				this.homeCount++;
				this.fanOf[card] = -1;
			} else above[parent] = card;
		}
		this.ascents = 0;
		for (let fan = 0; fan < this.fans; fan++) {
			this.lengths[fan] = 0;
			for (let card = above[MAX_CARDS + fan]; card >= 0; card = above[card]) this.push(fan, card);
		}
	}

	/**
	 * The moves to search. A top card that fits home while every card of the rank below it is home
	 * (with `wideHome`, two ranks below) goes there and nothing else is tried (rule G1 of
	 * SOUNDNESS.md); else every top card home where
	 * it fits, and onto every other fan whose top is one rank higher, but a card alone in its fan,
	 * which goes only home (rule G2).
	 */
	generateMoves(out: Int32Array, start: number): number {
		for (let fan = 0; fan < this.fans; fan++) {
			const card = this.top(fan);
			if (card >= 0 && this.fitsHome(card) && this.homeOfRank(rank(card) - this.safeBelow) === 4) {
				out[start] = encode(card, KIND_HOME, 0, fan, this.lengths[fan] - 1);
				return start + 1;
			}
		}
		let end = start;
		for (let fan = 0; fan < this.fans; fan++) {
			const card = this.top(fan);
			if (card < 0) continue;
			const depth = this.lengths[fan] - 1;
			if (this.fitsHome(card)) out[end++] = encode(card, KIND_HOME, 0, fan, depth);
			if (depth === 0 || rank(card) === 13) continue;
			if (this.builtStay && !this.freesWhatItLeaves(fan, depth)) continue;
			for (let to = 0; to < this.fans; to++) {
				const target = this.top(to);
				if (to !== fan && target >= 0 && rank(target) === rank(card) + 1)
					out[end++] = encode(card, KIND_FAN, to, fan, depth);
			}
		}
		return end;
	}

	/**
	 * For `builtStay`: whether the top card of `fan` (at `depth`) may leave its place: it does not lie on a card
	 * one rank higher, or that card could go home or onto another fan's top once uncovered.
	 */
	private freesWhatItLeaves(fan: number, depth: number): boolean {
		const beneath = this.cards[fan * MAX_CARDS + depth - 1];
		const card = this.cards[fan * MAX_CARDS + depth];
		if (rank(beneath) !== rank(card) + 1 || this.fitsHome(beneath)) return true;
		for (let to = 0; to < this.fans; to++) {
			const target = this.top(to);
			if (to !== fan && target >= 0 && rank(target) === rank(beneath) + 1) return true;
		}
		return false;
	}

	isLegalMove(move: number): boolean {
		const card = moveCardOf(move);
		const from = fromOf(move);
		if (from >= this.fans || this.fanOf[card] !== from || this.top(from) !== card) return false;
		if (isHome(kindOf(move))) return this.fitsHome(card);
		const to = toOf(move);
		const target = to < this.fans ? this.top(to) : -1;
		return to !== from && target >= 0 && rank(target) === rank(card) + 1;
	}

	/**
	 * A dead end (rule G3 of SOUNDNESS.md): a card x lies above a lower card of its suit, so it can
	 * leave only onto a card one rank higher, and every such card is home or beneath x in its fan
	 * (or x is a King). Such an x never moves again. Then rule G4: some card can never leave its place.
	 */
	isDeadEnd(): boolean {
		// A guess searches past dead ends: a dead end may still lead to more cards home.
		if (this.pastDeadEnds) return false;
		return this.hasStuckCard() || blocksForGoodAnySuit(this);
	}

	private hasStuckCard(): boolean {
		const seen = this.seenOfRank;
		const homeAbove = new Uint8Array(15);
		for (let r = 2; r <= 13; r++) homeAbove[r] = this.homeOfRank(r);
		for (let fan = 0; fan < this.fans; fan++) {
			const base = fan * MAX_CARDS;
			const length = this.lengths[fan];
			if (length < 2) continue;
			seen.fill(0);
			let lowest0 = 14;
			let lowest1 = 14;
			let lowest2 = 14;
			let lowest3 = 14;
			for (let index = 0; index < length; index++) {
				const card = this.cards[base + index];
				const r = rank(card);
				const s = suit(card);
				const lowest = s === 0 ? lowest0 : s === 1 ? lowest1 : s === 2 ? lowest2 : lowest3;
				if (lowest < r && (r === 13 || seen[r + 1] + homeAbove[r + 1] === 4)) return true;
				if (r < lowest) {
					if (s === 0) lowest0 = r;
					else if (s === 1) lowest1 = r;
					else if (s === 2) lowest2 = r;
					else lowest3 = r;
				}
				seen[r]++;
			}
		}
		return false;
	}

	/** A move home can make a card stuck too (the last free card of the rank above it goes home): the whole test. */
	isDeadEndAfter(): boolean {
		return this.isDeadEnd();
	}

	/**
	 * Terms of a weighting: cards home; `blocking`, cards lying above a lower card of their suit
	 * (each must move onto a card one rank higher before that card can go home); `ascents`,
	 * neighbouring cards not in descending order; `room` and `trapped` have no meaning here.
	 */
	value(weighting: Weighting): number {
		const blocking = blockingCards(this.cards, this.lengths, this.fans, MAX_CARDS);
		return (
			weighting.home * this.homeCount - weighting.blocking * blocking - (weighting.ascents ?? 0) * this.ascents
		);
	}

	moveCard(move: number): number {
		return moveCardOf(move);
	}

	/** A card's two moves in a row as one, from where it first lay (shortening checks it is legal there). */
	straightMove(first: number, second: number): {readonly move: number; readonly goesBack: boolean} | undefined {
		const from = fromOf(first);
		const kind = kindOf(second);
		const to = toOf(second);
		return {
			move: encode(moveCardOf(first), kind, to, from, 0),
			goesBack: kind === KIND_FAN && to === from,
		};
	}

	toEngineMove(move: number, position: Position): Move {
		const card = moveCardOf(move);
		const from = fanAt(fromOf(move));
		const cards = position.fans[from.fan];
		if (cards?.[cards.length - 1] !== card) throw new Error(`solver bug: ${card} is not on top of fan ${from.fan}`);
		if (!isHome(kindOf(move))) return {card, from, to: fanAt(toOf(move))};
		if (position.foundations[suitOf(card)].length !== rankOf(card) - 1)
			throw new Error('solver bug: the card does not fit home');
		return {card, from, to: pileAt(suitOf(card))};
	}

	/** Lowest rank first, as the engine's auto complete (the board is left as it was). */
	autoCompleteMoves(): number[] {
		const moves: number[] = [];
		for (;;) {
			let best = -1;
			for (let fan = 0; fan < this.fans; fan++) {
				const card = this.top(fan);
				if (card >= 0 && this.fitsHome(card) && (best < 0 || rank(card) < rank(moveCardOf(best))))
					best = encode(card, KIND_HOME, 0, fan, this.lengths[fan] - 1);
			}
			if (best < 0) break;
			moves.push(best);
			this.play(best);
		}
		for (let index = moves.length - 1; index >= 0; index--) this.unplay(moves[index]);
		return moves;
	}
}
