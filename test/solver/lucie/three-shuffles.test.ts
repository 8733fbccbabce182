import {describe, expect, it} from 'vitest';
import {type Position, applyLegalMove, deal, legalMoves, makeBoard} from '../../../source/engine/index.js';
import {solve} from '../../../source/solver/index.js';
import {LucieBoard} from '../../../source/solver/lucie/board.js';
import {bruteForceWinnable, lcg} from '../brute-force.js';
import {replaysToWin} from '../replay.js';
import {layout} from './layouts.js';

const THREE = {variant: 'threeshuffles', kings: 'as-dealt'} as const;

/** A random small layout of Three Shuffles and a Draw: La Belle Lucie's, with the redeals given. */
function small(random: () => number, cardsLeft: number, redeals: number, draws: number): Position {
	return {...layout(random, cardsLeft, draws), variant: 'threeshuffles', redeals};
}

function judge(root: Position): boolean | undefined {
	try {
		return bruteForceWinnable(root, 200_000);
	} catch {
		return undefined;
	}
}

describe('the La Belle Lucie board under the draw of Three Shuffles and a Draw', () => {
	it('plays only its draws (just beneath a top card, never onto its own fan), each legal in the engine', () => {
		const random = lcg(33);
		let draws = 0;
		for (let seed = 1; seed <= 30; seed++) {
			let position: Position = deal(String(seed), THREE);
			const board = new LucieBoard(position);
			for (let step = 0; step < 60; step++) {
				const buffer = new Int32Array(board.maxMoves);
				const count = board.generateMoves(buffer, 0);
				if (count === 0) break;
				const move = buffer[Math.floor(random() * count)];
				expect(board.isLegalMove(move)).toBe(true);
				const engineMove = board.toEngineMove(move, position);
				const legal = legalMoves(position).some(
					(other) => JSON.stringify(other) === JSON.stringify(engineMove),
				);
				expect(legal, `${makeBoard(position)}\n${JSON.stringify(engineMove)}`).toBe(true);
				if (engineMove.draw === true) draws++;
				board.play(move);
				position = applyLegalMove(position, engineMove);
			}
		}
		expect(draws).toBeGreaterThan(5);
	});

	for (const [name, redeals, draws] of [
		['with the draw left and no redeal', 0, 1],
		['with the draw left and a redeal (the draw comes at any time)', 1, 1],
		['with the draw spent', 0, 0],
	] as const) {
		it(`agrees with an independent brute force on small layouts, ${name}`, () => {
			const random = lcg(2026_12_03 + redeals * 10 + draws);
			const tally = {won: 0, lost: 0};
			for (let trial = 0; trial < 300; trial++) {
				const root = small(random, 5 + Math.floor(random() * 9), redeals, draws);
				const winnable = judge(root);
				if (winnable === undefined) continue;
				const result = solve(root, {nodeBudget: 2_000_000});
				expect(result.verdict, makeBoard(root)).toBe(winnable ? 'won' : 'lost');
				if (result.verdict === 'won') expect(replaysToWin(root, result.moves), makeBoard(root)).toBe(true);
				tally[winnable ? 'won' : 'lost']++;
			}
			expect(tally.won).toBeGreaterThan(30);
			expect(tally.lost).toBeGreaterThan(30);
		});
	}

	it('wins first layouts, the draw among the moves, by lines that replay through the engine', () => {
		let won = 0;
		let drawn = 0;
		for (let seed = 1; seed <= 24; seed++) {
			const root = deal(String(seed), THREE);
			const result = solve(root, {nodeBudget: 100_000});
			if (result.verdict !== 'won') continue;
			won++;
			expect(replaysToWin(root, result.moves), `seed ${seed}`).toBe(true);
			const draws = result.moves.filter((move) => move.draw === true).length;
			expect(draws).toBeLessThanOrEqual(1);
			drawn += draws;
		}
		expect(won).toBeGreaterThan(2);
		expect(drawn).toBeGreaterThan(0);
	});
});
