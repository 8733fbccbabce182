import {
	type Card,
	type Move,
	type Position,
	type Suit,
	fanAt,
	homeDepth,
	nthHome,
	pileAt,
	rulesFor,
	suitOf,
} from '../../engine/index.js';
import {FanBoard} from './board.js';
import {KIND_FAN, fromOf, kindOf, moveCardOf, rank, suit, toOf} from './move-code.js';

/**
 * The solver's board for Clover Leaf's rules (docs/rules.md): fans without a size limit that build
 * up or down by one in the same suit, an empty fan that takes an Ace or a King, foundations by
 * suit that keep their cards, some built down from the King (hearts and diamonds), no redeal and
 * no draw.
 *
 * It is the Fan board (board.ts) over cards renumbered in home order: card suit * 13 + d, where d
 * is how many cards of its pile go home before it (`homeDepth`: rank - 1 up from the Ace, 13 - rank
 * down from the King). Every pile then builds "up" from its card 0, so the Fan board's home count,
 * its key, its auto complete (fans descending) and its dead-end test (rule F4: "a lower card of
 * its suit" is a card that goes home sooner) read the game right; and the fan rule (one away in
 * the same suit, either way) and the empty fan's two ranks (the first and the last of a suit) are
 * the same in either numbering, so the board's tables of targets and holders, read from the
 * registry, are Clover Leaf's. Rules C1 to C3 of SOUNDNESS.md say which of Fan's rules hold here.
 */
export class CloverBoard extends FanBoard {
	constructor(position: Position) {
		super(homeOrdered(position));
	}

	/**
	 * Whether this board holds the position: fans without a limit that build both ways in suit,
	 * that an empty fan may fill again, foundations by suit that keep their cards, no redeal, no draw.
	 */
	static override holds(position: Position): boolean {
		const {fan, foundation, redeal} = rulesFor(position.variant);
		return (
			fan.direction === 'up-or-down' &&
			fan.suit === 'same' &&
			(fan.emptyTakes ?? []).length > 0 &&
			!Number.isFinite(fan.capacity) &&
			foundation.building === 'by-suit' &&
			!foundation.returns &&
			redeal.redeals === 0 &&
			redeal.draws === 0 &&
			position.fans.length <= 18
		);
	}

	/**
	 * Rule C2 first: a top card that fits home goes there, and nothing else is tried (what may lie
	 * on it is its successor alone, which fits home once it is there). Then the Fan board's moves
	 * (rules F2 and F4; F1 is a case of C2, and F5 never applies, every card having two targets).
	 */
	override generateMoves(out: Int32Array, start: number): number {
		const end = this.writeHomeFirst(out, start);
		return end > start ? end : super.generateMoves(out, start);
	}

	override toEngineMove(move: number, position: Position): Move {
		const card = realCard(position, moveCardOf(move));
		const from = fanAt(fromOf(move));
		if (position.fans[from.fan]?.at(-1) !== card)
			throw new Error(`solver bug: ${card} is not on top of fan ${from.fan}`);
		if (kindOf(move) === KIND_FAN) return {card, from, to: fanAt(toOf(move))};
		if (position.foundations[suitOf(card)].length !== homeDepth(position.variant, card))
			throw new Error('solver bug: the card does not fit home');
		return {card, from, to: pileAt(suitOf(card))};
	}
}

/** A Clover Leaf card in home order (see above). */
function homeOrderedCard(position: Position, card: Card): number {
	return suitOf(card) * 13 + homeDepth(position.variant, card);
}

/** The card of a home-ordered number. */
function realCard(position: Position, card: number): Card {
	return nthHome(position.variant, suit(card) as Suit, rank(card) - 1) as Card;
}

/** The position with its cards renumbered in home order (same variant, same places). */
function homeOrdered(position: Position): Position {
	const renumber = (cards: readonly Card[]) => cards.map((card) => homeOrderedCard(position, card));
	return {...position, fans: position.fans.map(renumber), foundations: position.foundations.map(renumber)};
}
