import {type Move, type Position, isRed, rulesFor} from '../../engine/index.js';
import {type SearchBoard, type Weighting} from '../search/search.js';
import {
	PILE,
	SCOTCH_KEY_WORDS,
	engineMove,
	classOf,
	encode,
	fromFixed,
	moveFrom,
	moveTo,
	moveType,
	typeColour,
	typeOf,
	typeRank,
} from './move-code.js';
import {kingsCanAllGoHome} from './kings.js';
import {blockingCards, canonicalHeight, cardsUnderKing, isDescending, prefixTable} from './prefixes.js';
import {readKey as readFansKey, writeKey as writeFansKey} from './key.js';
import {autoCompleteMoves, scotchMoves} from './moves.js';

export {PILE, SCOTCH_KEY_WORDS, moveFrom, moveTo, moveType, typeOf} from './move-code.js';
export {kingsCanAllGoHome} from './kings.js';

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
 * Card types and moves: move-code.ts.
 */

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

	cardsOn(fan: number): number {
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

	/** The key (key.ts): each fan's fixed height, run length and run colours, then the piles. */
	writeKey(key: Int32Array, offset: number): void {
		writeFansKey(this, key, offset);
	}

	readKey(key: Int32Array, offset: number): void {
		this.homeCount = readFansKey(this, key, offset);
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
		return scotchMoves(this, out, start, true);
	}

	/** Every legal move with nothing left out but the copies (for tests: the engine lists each pile apart). */
	generateAllMoves(out: Int32Array, start: number): number {
		return scotchMoves(this, out, start, false);
	}

	/** Whether a pile of the class stands at `height` (0: an empty pile the class may still start). */
	hasPileAt(pileClass: number, height: number): boolean {
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

	/** The engine's move (move-code.ts: `engineMove`). */
	toEngineMove(move: number, position: Position): Move {
		return engineMove(move, position);
	}

	/** The moves that finish a position ready for auto complete (moves.ts), the board left as it was. */
	autoCompleteMoves(): number[] {
		return autoCompleteMoves(this);
	}
}
