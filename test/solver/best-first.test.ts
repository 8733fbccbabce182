import {describe, expect, it} from 'vitest';
import {deal} from '../../source/engine/index.js';
import {evaluate} from '../../source/solver/best-first.js';
import {Board, CAPACITY, FANS, rankOf, suitOf} from '../../source/solver/board.js';
import {generateMoves} from '../../source/solver/moves.js';
import {lcg} from './brute-force.js';

/** Cards lying above the next card each foundation needs, by a scan of every fan. */
function cardsAboveNeeded(board: Board): number {
	let above = 0;
	for (let fan = 0; fan < FANS; fan++) {
		for (let depth = 0; depth < board.lengths[fan]; depth++) {
			const card = board.cards[fan * CAPACITY + depth];
			if (board.home[suitOf(card)] === rankOf(card)) above += board.lengths[fan] - 1 - depth;
		}
	}
	return above;
}

describe('best-first weighting', () => {
	it('counts the cards above the next card each foundation needs, and ascending pairs', () => {
		const random = lcg(11);
		const buffer = new Int32Array(4 + FANS * 8);
		for (let seed = 1; seed <= 20; seed++) {
			const board = Board.fromPosition(deal(String(seed)));
			for (let step = 0; step < 40; step++) {
				expect(evaluate(board, {home: 0, trapped: 0, blocking: 0, room: 0, needed: 1})).toBe(0 - cardsAboveNeeded(board));
				expect(evaluate(board, {home: 0, trapped: 0, blocking: 0, room: 0, ascents: 1})).toBe(0 - board.ascents);
				const count = generateMoves(board, buffer, 0);
				if (count === 0) break;
				board.play(buffer[Math.floor(random() * count)]);
			}
		}
	});
});
