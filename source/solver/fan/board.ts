import {type Move, type Position, cellAt, fanAt, pileAt, rankOf, rulesFor, suitOf} from '../../engine/index.js';
import {blockingCards} from '../search/blocking.js';
import {type SearchBoard, type Weighting} from '../search/search.js';
import {CELLS, KIND_FAN, KIND_HOME, encode, fromOf, kindOf, moveCardOf, rank, suit, toOf} from './move-code.js';
import {coveringCards} from './covering.js';
import {fanTables} from './tables.js';
import {blocksForGood, mayStrand} from './leaving.js';
import {generateMoves} from './moves.js';

/**
 * The solver's board for the games whose empty fans take a card again (Fan: down in suit, Box
 * Fan: down in alternating colours; an empty fan takes a King): fans without a size limit,
 * foundations up by suit that never give a card back, no redeal, no draw. The fan rule is read
 * from the registry once, into the table of the cards each card may lie on.
 *
 * A King can go from fan to fan through empty fans, and in Box Fan a card can go back and forth
 * between the two cards it fits on, so moves can be undone: the search's table of positions seen
 * makes it finish (rule F3 of SOUNDNESS.md).
 *
 * The free cells of Free Fan are a parameter: `cells` of them (0 in Fan and Box Fan), kept as a
 * set of cards (which cell holds which card changes nothing the rules see).
 *
 * The key is each card's parent, 7 bits: the card it lies on (0..51), 52 + f when it is the
 * bottom card of fan f, IN_CELL when it is in a cell, HOME when it is home; four cards a word (rule
 * F3). No card of Fan or Box Fan is ever in a cell, so their keys are as they were.
 */

export const FAN_KEY_WORDS = 13;
const HOME_CODE = 127;
const CELL_CODE = 126;
/** `fanOf` of a card home, and of a card in a cell. */
export const HOME_FAN = -1;
export const CELL_FAN = -2;
const MAX_CARDS = 52;
const MAX_FANS = 18;

export class FanBoard implements SearchBoard {
	readonly keyWords = FAN_KEY_WORDS;
	readonly maxMoves: number;
	readonly fans: number;
	/** Fan f's cards, bottom first, in cards[f * 52 .. f * 52 + lengths[f]). */
	readonly cards: Int8Array;
	readonly lengths: Uint8Array;
	/** The fan each card lies in; HOME_FAN once home, CELL_FAN while in a cell. */
	readonly fanOf: Int8Array;
	/** Per card on a fan, how many cards lie beneath it there (kept for rule F4, leaving.ts). */
	readonly depthOf = new Int8Array(MAX_CARDS);
	/** `readKey`'s work space. */
	private readonly above = new Int8Array(MAX_CARDS + MAX_FANS);
	/**
	 * The position's key, kept as cards move: a move changes one card's parent, and writing the key
	 * afresh for every position a search meets was a tenth of its time. Every card starts home.
	 */
	private readonly key = homeKey();
	/** How many free cells the game has (0 but in Free Fan), and the cards in them, in cellCards[0 .. held). */
	readonly cells: number;
	readonly cellCards: Int8Array;
	held = 0;
	/** Per suit, the highest rank home (0 for none). */
	readonly home = new Uint8Array(4);
	homeCount = 0;
	/** Per card, the cards it may lie on (`targets`) and the cards that may lie on it (`holders`). */
	readonly targets: ReadonlyArray<readonly number[]>;
	readonly holders: ReadonlyArray<readonly number[]>;
	/** Per card, whether an empty fan takes it. */
	readonly fills: readonly boolean[];
	/** Whether every card has at most one target (Fan), so that no move the search tries is undone (rule F5). */
	readonly oneWay: boolean;
	/** Neighbouring pairs in a fan whose upper card is not lower: none left means ready for auto complete. */
	private ascents = 0;

	constructor(position: Position) {
		// new.target: a board built on this one (clover-board.ts) says which positions it holds.
		if (!new.target.holds(position))
			throw new Error(`the Fan board does not hold a position of ${rulesFor(position.variant).name}`);
		const variant = rulesFor(position.variant);
		({targets: this.targets, holders: this.holders, fills: this.fills} = fanTables(variant));
		this.oneWay = this.targets.every((targets) => targets.length <= 1);
		this.fans = position.fans.length;
		this.cards = new Int8Array(this.fans * MAX_CARDS);
		this.lengths = new Uint8Array(this.fans);
		this.fanOf = new Int8Array(MAX_CARDS).fill(HOME_FAN);
		position.fans.forEach((cards, fan) => {
			for (const card of cards) this.push(fan, card);
		});
		this.cells = variant.cells ?? 0;
		this.cellCards = new Int8Array(Math.max(1, this.cells));
		for (const card of position.cells ?? []) if (card !== undefined) this.putInCell(card);
		position.foundations.forEach((pile, pileSuit) => (this.home[pileSuit] = pile.length));
		this.homeCount = position.foundations.reduce((sum, pile) => sum + pile.length, 0);
		// Per top card: home, onto each card it fits on (two at most), onto an empty fan, into a cell;
		// per card in a cell, the same but the cell.
		this.maxMoves = this.fans * 5 + this.cells * 4;
	}

	/**
	 * Whether this board holds the position: fans without a limit that build down and that an
	 * empty fan may fill again, foundations by suit that keep their cards, no redeal and no draw.
	 */
	static holds(position: Position): boolean {
		const {fan, foundation, redeal} = rulesFor(position.variant);
		return (
			fan.direction === 'down' &&
			fan.suit !== 'any' &&
			(fan.emptyTakes ?? []).length > 0 &&
			!Number.isFinite(fan.capacity) &&
			foundation.building === 'by-suit' &&
			!foundation.returns &&
			redeal.redeals === 0 &&
			redeal.draws === 0 &&
			position.fans.length <= MAX_FANS
		);
	}

	top(fan: number): number {
		const length = this.lengths[fan];
		return length === 0 ? -1 : this.cards[fan * MAX_CARDS + length - 1];
	}

	isTop(card: number): boolean {
		const fan = this.fanOf[card];
		return fan >= 0 && this.top(fan) === card;
	}

	/** Whether the card may move now: a fan's top card, or a card in a cell. */
	isFree(card: number): boolean {
		return this.fanOf[card] === CELL_FAN || this.isTop(card);
	}

	fitsHome(card: number): boolean {
		return this.home[suit(card)] === rank(card) - 1;
	}

	/**
	 * Writes the move home of the first top card that fits its foundation, if any: the one move a
	 * board that plays home first offers (Clover Leaf's, rule C2).
	 * Answers where the moves end: `start` when no top card fits.
	 */
	writeHomeFirst(out: Int32Array, start: number): number {
		for (let fan = 0; fan < this.fans; fan++) {
			const card = this.top(fan);
			if (card >= 0 && this.fitsHome(card)) {
				out[start] = encode(card, KIND_HOME, 0, fan);
				return start + 1;
			}
		}
		return start;
	}

	isWon(): boolean {
		return this.homeCount === MAX_CARDS;
	}

	isAutoCompleteReady(): boolean {
		return this.ascents === 0;
	}

	play(move: number): void {
		const card = moveCardOf(move);
		this.lift(fromOf(move), card);
		if (kindOf(move) === KIND_HOME) this.goHome(card);
		else this.lay(toOf(move), card);
	}

	unplay(move: number): void {
		const card = moveCardOf(move);
		if (kindOf(move) === KIND_HOME) {
			this.home[suit(card)]--;
			this.homeCount--;
		} else this.lift(toOf(move), card);
		this.lay(fromOf(move), card);
	}

	private lift(place: number, card: number): void {
		if (place === CELLS) this.takeFromCell(card);
		else this.pop(place);
	}

	private lay(place: number, card: number): void {
		if (place === CELLS) this.putInCell(card);
		else this.push(place, card);
	}

	private putInCell(card: number): void {
		this.cellCards[this.held++] = card;
		this.fanOf[card] = CELL_FAN;
		this.setParent(card, CELL_CODE);
	}

	private takeFromCell(card: number): void {
		const at = this.cellCards.indexOf(card);
		this.cellCards[at] = this.cellCards[--this.held];
	}

	private goHome(card: number): void {
		this.home[suit(card)]++;
		this.homeCount++;
		this.fanOf[card] = HOME_FAN;
		this.setParent(card, HOME_CODE);
	}

	/** Sets the card's parent in the key: the card it lies on, 52 + its fan, CELL_CODE or HOME_CODE. */
	private setParent(card: number, parent: number): void {
		const shift = (card & 3) * 7;
		const word = card >>> 2;
		this.key[word] = (this.key[word] & ~(127 << shift)) | (parent << shift);
	}

	private push(fan: number, card: number): void {
		const length = this.lengths[fan];
		const base = fan * MAX_CARDS;
		if (length > 0 && rank(card) >= rank(this.cards[base + length - 1])) this.ascents++;
		this.cards[base + length] = card;
		this.lengths[fan] = length + 1;
		this.fanOf[card] = fan;
		this.depthOf[card] = length;
		this.setParent(card, length > 0 ? this.cards[base + length - 1] : MAX_CARDS + fan);
	}

	private pop(fan: number): void {
		const length = this.lengths[fan] - 1;
		const base = fan * MAX_CARDS;
		if (length > 0 && rank(this.cards[base + length]) >= rank(this.cards[base + length - 1])) this.ascents--;
		this.lengths[fan] = length;
	}

	writeKey(key: Int32Array, offset: number): void {
		for (let word = 0; word < FAN_KEY_WORDS; word++) key[offset + word] = this.key[word];
	}

	readKey(key: Int32Array, offset: number): void {
		// Per card and per fan's bottom, the card lying on it (-1: none). Reused: read once a position.
		const above = this.above.fill(-1);
		this.home.fill(0);
		this.homeCount = 0;
		this.held = 0;
		for (let card = 0; card < MAX_CARDS; card++) {
			const parent = (key[offset + (card >>> 2)] >>> ((card & 3) * 7)) & 127;
			if (parent === HOME_CODE) {
				this.home[suit(card)] = Math.max(this.home[suit(card)], rank(card));
				this.homeCount++;
				this.fanOf[card] = HOME_FAN;
				this.setParent(card, HOME_CODE);
			} else if (parent === CELL_CODE) this.putInCell(card);
			else above[parent] = card;
		}
		this.ascents = 0;
		for (let fan = 0; fan < this.fans; fan++) {
			this.lengths[fan] = 0;
			for (let card = above[MAX_CARDS + fan]; card >= 0; card = above[card]) this.push(fan, card);
		}
	}

	/** The moves to search (moves.ts: rules F1, F2 and F5 of SOUNDNESS.md). */
	generateMoves(out: Int32Array, start: number): number {
		return generateMoves(this, out, start);
	}

	isLegalMove(move: number): boolean {
		const card = moveCardOf(move);
		const from = fromOf(move);
		if (from === CELLS) {
			if (this.fanOf[card] !== CELL_FAN) return false;
		} else if (from >= this.fans || this.fanOf[card] !== from || this.top(from) !== card) return false;
		if (kindOf(move) === KIND_HOME) return this.fitsHome(card);
		const to = toOf(move);
		// Into a cell only from a fan, and only while one is empty.
		if (to === CELLS) return from !== CELLS && this.held < this.cells;
		if (to === from || to >= this.fans) return false;
		const target = this.top(to);
		return target < 0 ? this.fills[card] : this.targets[card].includes(target);
	}

	/**
	 * A dead end (rule F4 of SOUNDNESS.md): some card can never leave its place (leaving.ts). A card
	 * that no empty fan takes, lying above a lower card of its suit with every card it may lie on
	 * home or beneath it, is the simplest case. Where there are free cells, any top card may step
	 * into one, so F4 is not asked (SOUNDNESS.md, "Free Fan").
	 */
	isDeadEnd(): boolean {
		return this.cells === 0 && blocksForGood(this);
	}

	/**
	 * Any move may strand a card: a move home takes away a card others may lie on (Box Fan). Where
	 * the cards the move concerns may each leave at once, it strands none, and the test, a third of
	 * a Box Fan or Clover Leaf search's time, is skipped (`mayStrand`).
	 */
	isDeadEndAfter(move: number): boolean {
		return this.cells === 0 && mayStrand(this, moveCardOf(move), kindOf(move) === KIND_HOME) && blocksForGood(this);
	}

	/**
	 * Terms of a weighting: cards home; `blocking`, cards lying above a lower card of their suit
	 * (each must move before that card can go home); `ascents`, neighbouring cards not in
	 * descending order; `room`, empty fans (each can take a King); `needed`, cards above the next
	 * card each foundation needs; `covering`, cards above a lower card of any suit (covering.ts).
	 * `trapped` has no meaning here.
	 */
	value(weighting: Weighting): number {
		// Box Fan's weightings leave it out, and it is a tenth of their searches' time.
		const blocking = weighting.blocking === 0 ? 0 : blockingCards(this.cards, this.lengths, this.fans, MAX_CARDS);
		// Each empty fan and each empty cell is room.
		let empty = this.cells - this.held;
		for (let fan = 0; fan < this.fans; fan++) if (this.lengths[fan] === 0) empty++;
		return (
			weighting.home * this.homeCount -
			weighting.blocking * blocking -
			(weighting.ascents ?? 0) * this.ascents +
			weighting.room * empty -
			(weighting.needed === undefined ? 0 : weighting.needed * this.aboveNeeded()) -
			(weighting.covering === undefined
				? 0
				: weighting.covering * coveringCards(this.cards, this.lengths, this.fans))
		);
	}

	/** Cards lying above the next card each foundation needs. */
	private aboveNeeded(): number {
		let count = 0;
		for (let pileSuit = 0; pileSuit < 4; pileSuit++) {
			if (this.home[pileSuit] === 13) continue;
			const needed = pileSuit * 13 + this.home[pileSuit];
			const fan = this.fanOf[needed];
			if (fan < 0) continue; // in a cell: free
			const base = fan * MAX_CARDS;
			let depth = this.lengths[fan] - 1;
			while (this.cards[base + depth] !== needed) depth--;
			count += this.lengths[fan] - 1 - depth;
		}
		return count;
	}

	moveCard(move: number): number {
		return moveCardOf(move);
	}

	/** A card's two moves in a row as one: from where the first took it to where the second put it. */
	straightMove(first: number, second: number): {readonly move: number; readonly goesBack: boolean} | undefined {
		const from = fromOf(first);
		const kind = kindOf(second);
		const to = toOf(second);
		return {move: encode(moveCardOf(first), kind, to, from), goesBack: kind === KIND_FAN && to === from};
	}

	toEngineMove(move: number, position: Position): Move {
		const card = moveCardOf(move);
		const cells = position.cells ?? [];
		const from = fromOf(move) === CELLS ? cellAt(cells.indexOf(card)) : fanAt(fromOf(move));
		if ('fan' in from ? position.fans[from.fan]?.at(-1) !== card : from.cell < 0)
			throw new Error(`solver bug: ${card} is not free at ${JSON.stringify(from)}`);
		if (kindOf(move) === KIND_FAN && toOf(move) === CELLS) {
			const empty = cells.indexOf(undefined);
			if (empty < 0) throw new Error('solver bug: no cell is empty');
			return {card, from, to: cellAt(empty)};
		}
		if (kindOf(move) === KIND_FAN) return {card, from, to: fanAt(toOf(move))};
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
					best = encode(card, KIND_HOME, 0, fan);
			}
			for (let at = 0; at < this.held; at++) {
				const card = this.cellCards[at];
				if (this.fitsHome(card) && (best < 0 || rank(card) < rank(moveCardOf(best))))
					best = encode(card, KIND_HOME, 0, CELLS);
			}
			if (best < 0) break;
			moves.push(best);
			this.play(best);
		}
		for (let index = moves.length - 1; index >= 0; index--) this.unplay(moves[index]);
		return moves;
	}
}

/** A key with every card home. */
function homeKey(): Int32Array {
	const key = new Int32Array(FAN_KEY_WORDS);
	for (let card = 0; card < MAX_CARDS; card++) key[card >>> 2] |= HOME_CODE << ((card & 3) * 7);
	return key;
}
