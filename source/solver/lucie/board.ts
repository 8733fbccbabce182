import {type Move, type Position, canDraw, fanAt, pileAt, rankOf, rulesFor, suitOf} from '../../engine/index.js';
import {blockingCards} from '../search/blocking.js';
import {type SearchBoard, type Weighting} from '../search/search.js';
import {generateMoves} from './moves.js';
import {blocksForGood} from './leaving.js';
import {
	KIND_DRAW_TOP,
	KIND_FAN,
	KIND_HOME,
	depthOf,
	encode,
	fromOf,
	isDraw,
	isHome,
	kindOf,
	moveCardOf,
	rank,
	suit,
	toOf,
} from './move-code.js';

/**
 * The solver's board for La Belle Lucie's rules (Trefoil's too): fans without a size limit that
 * build down by one rank in the same suit, foundations by suit that never give a card back, and
 * the draw when the position may play it. It searches one layout: a redeal is never a move here
 * (the solver does not peek at a shuffle to come), so `lost` means "no win in this layout".
 *
 * In these rules a card c can only ever lie on its *successor* (the card one rank higher of its
 * suit, c + 1 as a card number) once it has moved, and it moves only onto that successor or home,
 * so no move can be taken back: the positions of a layout form a graph without cycles.
 *
 * The key is each card's parent, 7 bits: the card it lies on (0..51), 52 + f when it is the
 * bottom card of fan f, HOME when it is home; four cards a word, and the draws left in the last
 * word. Two positions with the same parents are the same position.
 *
 * A move is one integer: card | kind << 6 | to << 9 | from << 14 | depth << 19, `depth` being the
 * card's index in its fan `from` before the move (a draw needs it to be undone).
 */

export const LUCIE_KEY_WORDS = 13;
const HOME_CODE = 127;
const MAX_CARDS = 52;

export class LucieBoard implements SearchBoard {
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
	/** Draws this layout may play: the position's draws where it may play them now, else 0 (a redeal comes first). */
	drawsLeft: number;
	/** Whether the draw takes only the card just beneath a fan's top, home or onto another fan (Three Shuffles). */
	readonly beneathTop: boolean;
	/** Neighbouring pairs in a fan whose upper card is not lower: none left means ready for auto complete. */
	private ascents = 0;
	/** A scratch mark per card for the dead-end test. */
	private readonly seen = new Uint8Array(MAX_CARDS);

	constructor(position: Position) {
		if (!LucieBoard.holds(position))
			throw new Error(`the La Belle Lucie board does not hold a position of ${rulesFor(position.variant).name}`);
		this.fans = position.fans.length;
		this.cards = new Int8Array(this.fans * MAX_CARDS);
		this.lengths = new Uint8Array(this.fans);
		this.fanOf = new Int8Array(MAX_CARDS).fill(-1);
		position.fans.forEach((cards, fan) => {
			cards.forEach((card, index) => {
				this.cards[fan * MAX_CARDS + index] = card;
				this.fanOf[card] = fan;
				if (index > 0 && rank(card) >= rank(cards[index - 1])) this.ascents++;
			});
			this.lengths[fan] = cards.length;
		});
		position.foundations.forEach((pile, pileSuit) => (this.home[pileSuit] = pile.length));
		this.homeCount = position.foundations.reduce((sum, pile) => sum + pile.length, 0);
		this.drawsLeft = canDraw(position) ? position.draws : 0;
		this.beneathTop = rulesFor(position.variant).redeal.drawTakes === 'beneath-top';
		// Plain moves: one per fan. Draws: each card to its top, home, or onto its successor.
		this.maxMoves = this.fans + 3 * MAX_CARDS;
	}

	/**
	 * Whether this board holds the position: same-suit fans without a limit, foundations by suit, whatever the
	 * variant is called.
	 */
	static holds(position: Position): boolean {
		const {fan, foundation} = rulesFor(position.variant);
		return (
			fan.direction === 'down' &&
			fan.suit === 'same' &&
			!Number.isFinite(fan.capacity) &&
			foundation.building === 'by-suit' &&
			!foundation.returns &&
			position.fans.length <= 18
		);
	}

	top(fan: number): number {
		const length = this.lengths[fan];
		return length === 0 ? -1 : this.cards[fan * MAX_CARDS + length - 1];
	}

	/** Whether `card` is on top of its fan. */
	isTop(card: number): boolean {
		const fan = this.fanOf[card];
		return fan >= 0 && this.top(fan) === card;
	}

	fitsHome(card: number): boolean {
		return this.home[suit(card)] === rank(card) - 1;
	}

	isWon(): boolean {
		return this.homeCount === MAX_CARDS;
	}

	isAutoCompleteReady(): boolean {
		return this.ascents === 0;
	}

	play(move: number): void {
		const card = moveCardOf(move);
		const kind = kindOf(move);
		const from = fromOf(move);
		if (isDraw(kind)) {
			this.removeAt(from, depthOf(move));
			this.drawsLeft--;
		} else this.pop(from);
		if (isHome(kind)) this.goHome(card);
		else this.push(kind === KIND_DRAW_TOP ? from : toOf(move), card);
	}

	unplay(move: number): void {
		const card = moveCardOf(move);
		const kind = kindOf(move);
		const from = fromOf(move);
		if (isHome(kind)) this.leaveHome(card);
		else this.pop(kind === KIND_DRAW_TOP ? from : toOf(move));
		if (isDraw(kind)) {
			this.insertAt(from, depthOf(move), card);
			this.drawsLeft++;
		} else this.push(from, card);
	}

	private goHome(card: number): void {
		this.home[suit(card)]++;
		this.homeCount++;
		this.fanOf[card] = -1;
	}

	private leaveHome(card: number): void {
		this.home[suit(card)]--;
		this.homeCount--;
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

	/** Ascents of the pairs around index `at` of a fan (the pair below it and the one above). */
	private ascentsAround(fan: number, at: number): number {
		const base = fan * MAX_CARDS;
		const length = this.lengths[fan];
		let count = 0;
		if (at > 0 && rank(this.cards[base + at]) >= rank(this.cards[base + at - 1])) count++;
		if (at + 1 < length && rank(this.cards[base + at + 1]) >= rank(this.cards[base + at])) count++;
		return count;
	}

	/** Whether the pair across index `at` once its card is out (the card below it and the one above) ascends. */
	private ascentAcross(fan: number, at: number): number {
		const base = fan * MAX_CARDS;
		return at > 0 &&
			at + 1 < this.lengths[fan] &&
			rank(this.cards[base + at + 1]) >= rank(this.cards[base + at - 1])
			? 1
			: 0;
	}

	private removeAt(fan: number, at: number): void {
		const base = fan * MAX_CARDS;
		this.ascents += this.ascentAcross(fan, at) - this.ascentsAround(fan, at);
		this.cards.copyWithin(base + at, base + at + 1, base + this.lengths[fan]);
		this.lengths[fan]--;
	}

	private insertAt(fan: number, at: number, card: number): void {
		const base = fan * MAX_CARDS;
		const length = this.lengths[fan];
		this.cards.copyWithin(base + at + 1, base + at, base + length);
		this.cards[base + at] = card;
		this.lengths[fan] = length + 1;
		this.fanOf[card] = fan;
		this.ascents += this.ascentsAround(fan, at) - this.ascentAcross(fan, at);
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
		key[offset + LUCIE_KEY_WORDS - 1] |= this.drawsLeft << 28;
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
		this.drawsLeft = (key[offset + LUCIE_KEY_WORDS - 1] >>> 28) & 3;
	}

	/** The moves to search (moves.ts: rules L1, L4 and L5 of SOUNDNESS.md). */
	generateMoves(out: Int32Array, start: number): number {
		return generateMoves(this, out, start);
	}

	isLegalMove(move: number): boolean {
		const card = moveCardOf(move);
		const kind = kindOf(move);
		const from = fromOf(move);
		const depth = depthOf(move);
		if (
			from >= this.fans ||
			this.fanOf[card] !== from ||
			depth >= this.lengths[from] ||
			this.cards[from * MAX_CARDS + depth] !== card
		)
			return false;
		const onTop = depth === this.lengths[from] - 1;
		if (isDraw(kind) && (this.drawsLeft === 0 || onTop)) return false;
		if (isDraw(kind) && this.beneathTop && (depth !== this.lengths[from] - 2 || kind === KIND_DRAW_TOP))
			return false;
		if (!isDraw(kind) && !onTop) return false;
		if (isHome(kind)) return this.fitsHome(card);
		if (kind === KIND_DRAW_TOP) return true;
		const to = toOf(move);
		return to !== from && to < this.fans && rank(card) < 13 && this.top(to) === card + 1;
	}

	/**
	 * A dead end (rule L2 of SOUNDNESS.md): a card x lies above a lower card of its suit, so it
	 * can leave only onto its successor, and that is beneath x in the same fan (or x is a King).
	 * Such an x never moves again without the draw. With no draw left one is enough; with the draw
	 * left, two whose cards the one draw could not both free.
	 */
	isDeadEnd(): boolean {
		let first = -1;
		for (let fan = 0; fan < this.fans; fan++) {
			const stuck = this.stuckCard(fan);
			if (stuck < 0) continue;
			if (this.drawsLeft === 0) return true;
			if (first >= 0 && this.fanOf[first] !== fan) return true;
			first = stuck;
		}
		return blocksForGood(this);
	}

	isDeadEndAfter(move: number): boolean {
		const kind = kindOf(move);
		if (isHome(kind) && !isDraw(kind)) return false;
		if (this.drawsLeft > 0 || isDraw(kind)) return this.isDeadEnd();
		return this.stuckCard(toOf(move)) >= 0 || blocksForGood(this);
	}

	/**
	 * A card of the fan that can never move again without the draw (see isDeadEnd), or -1. The
	 * draw frees it only by moving a card of its fan, so two in different fans need two draws.
	 */
	private stuckCard(fan: number): number {
		const base = fan * MAX_CARDS;
		const length = this.lengths[fan];
		if (length < 2) return -1;
		const lowest = [14, 14, 14, 14];
		// Marks of this fan's cards only: the array is all clear between calls.
		const seen = this.seen;
		let stuck = -1;
		for (let index = 0; index < length && stuck < 0; index++) {
			const card = this.cards[base + index];
			const cardSuit = suit(card);
			if (lowest[cardSuit] < rank(card) && (rank(card) === 13 || seen[card + 1] === 1)) stuck = card;
			if (rank(card) < lowest[cardSuit]) lowest[cardSuit] = rank(card);
			seen[card] = 1;
		}
		for (let index = 0; index < length; index++) seen[this.cards[base + index]] = 0;
		return stuck;
	}

	/**
	 * Terms of a weighting: cards home; `blocking`, cards lying above a lower card of their suit
	 * (each must move onto its successor before that card can go home); `ascents`, neighbouring
	 * cards not in descending order; `room` and `trapped` have no meaning here.
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

	/** A card that moved onto its successor and then home could have gone home at once; the draw is left as it is. */
	straightMove(first: number, second: number): {readonly move: number; readonly goesBack: boolean} | undefined {
		if (isDraw(kindOf(first)) || isDraw(kindOf(second))) return undefined;
		const from = fromOf(first);
		const kind = kindOf(second);
		const to = toOf(second);
		return {
			move: encode(moveCardOf(first), kind, to, from, depthOf(first)),
			goesBack: kind === KIND_FAN && to === from,
		};
	}

	toEngineMove(move: number, position: Position): Move {
		const card = moveCardOf(move);
		const kind = kindOf(move);
		const from = fanAt(fromOf(move));
		if (!position.fans[from.fan]?.includes(card)) throw new Error(`solver bug: ${card} is not in fan ${from.fan}`);
		const to = isHome(kind) ? pileAt(suitOf(card)) : kind === KIND_DRAW_TOP ? from : fanAt(toOf(move));
		if (isHome(kind) && position.foundations[suitOf(card)].length !== rankOf(card) - 1)
			throw new Error('solver bug: the card does not fit home');
		return isDraw(kind) ? {card, from, to, draw: true} : {card, from, to};
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
