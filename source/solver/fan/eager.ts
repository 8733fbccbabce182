import {FanBoard} from './board.js';

/**
 * A board for finders only: every top card that fits its foundation goes there, and nothing else
 * is tried. In Box Fan that can lose a win (a card on a fan may still hold one of the two cards
 * one rank below it of the other colour), so a search on this board proves nothing lost: it runs
 * inside `FinderOnly` (search/finder-only.ts). Its wins are wins all the same: a line of legal
 * moves, replayed through the engine like any other. Box Fan's deals are nearly all won, and its
 * finders lose their way in the cards going back and forth between their two targets; playing
 * home first cuts that short.
 */
export class EagerFanBoard extends FanBoard {
	override generateMoves(out: Int32Array, start: number): number {
		const end = this.writeHomeFirst(out, start);
		return end > start ? end : super.generateMoves(out, start);
	}
}
