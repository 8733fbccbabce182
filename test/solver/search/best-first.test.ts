import {describe, expect, it} from 'vitest';
import {applyMove, deal, homeCount, makeBoard} from '../../../source/engine/index.js';
import {BestFirst} from '../../../source/solver/search/best-first.js';
import {NEEDED_PORTFOLIO, PORTFOLIO, ShamrocksBoard, evaluate} from '../../../source/solver/shamrocks/family.js';
import {Board} from '../../../source/solver/shamrocks/board.js';
import {CAPACITY, FANS, rankOf, suitOf, toEngineMove} from '../../../source/solver/shamrocks/move-code.js';
import {LooseCardVerdicts} from '../../../source/solver/shamrocks/loose.js';
import {generateMoves} from '../../../source/solver/shamrocks/candidate-moves.js';
import {bruteForceWinnable, lcg, randomSmallPosition} from '../brute-force.js';
import {replaysToWin} from '../replay.js';

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
				expect(evaluate(board, {home: 0, trapped: 0, blocking: 0, room: 0, needed: 1})).toBe(
					0 - cardsAboveNeeded(board),
				);
				expect(evaluate(board, {home: 0, trapped: 0, blocking: 0, room: 0, ascents: 1})).toBe(
					0 - board.ascents,
				);
				const count = generateMoves(board, buffer, 0);
				if (count === 0) break;
				board.play(buffer[Math.floor(random() * count)]);
			}
		}
	});
});

describe('best-first search that drops what the abstraction proves lost', () => {
	it('wins deals with lines that replay through the engine', () => {
		let won = 0;
		for (let seed = 1; seed <= 30; seed++) {
			const root = deal(String(seed));
			const weighting = NEEDED_PORTFOLIO[seed % NEEDED_PORTFOLIO.length];
			const search = new BestFirst(
				ShamrocksBoard.fromPosition(root),
				weighting,
				1_000_000,
				false,
				new LooseCardVerdicts(root),
			);
			let status = search.step(1 << 16);
			while (status === 'running' && search.nodes < 300_000) status = search.step(1 << 16);
			if (status !== 'won') continue;
			won++;
			expect(replaysToWin(root, search.line.map(toEngineMove)), `seed ${seed}`).toBe(true);
		}
		expect(won).toBeGreaterThan(20);
	});

	it('says lost only where the brute force finds no win, and wins where it finds one', () => {
		const random = lcg(7_2026_11_29);
		for (let trial = 0; trial < 150; trial++) {
			const root = randomSmallPosition(random, 6, 14);
			const search = new BestFirst(
				ShamrocksBoard.fromPosition(root),
				PORTFOLIO[trial % PORTFOLIO.length],
				1_000_000,
				false,
				new LooseCardVerdicts(root),
			);
			let status = search.step(1 << 20);
			while (status === 'running') status = search.step(1 << 20);
			expect(status === 'won', makeBoard(root)).toBe(bruteForceWinnable(root));
		}
	});
});

describe('how far best-first search got', () => {
	it('names the most cards home it reached, with a legal line from the root to them', () => {
		for (const seed of ['16', '690', '10']) {
			const root = deal(seed);
			const search = new BestFirst(ShamrocksBoard.fromPosition(root), PORTFOLIO[0], 1_000_000);
			expect(search.furthestHome).toBe(0);
			expect(search.furthestLine()).toEqual([]);
			search.step(20_000);
			const home = search.furthestHome;
			const line = search.furthestLine();
			expect(home, `seed ${seed}`).toBeGreaterThan(0);
			let position = root;
			for (const move of line.map(toEngineMove)) {
				const next = applyMove(position, move);
				expect(next.ok, `seed ${seed}`).toBe(true);
				if (next.ok) position = next.value;
			}
			expect(homeCount(position), `seed ${seed}`).toBe(home);
		}
	});
});
