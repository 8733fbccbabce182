import {describe, expect, it} from 'vitest';
import {type Position, applyMove, deal, makeBoard} from '../../../source/engine/index.js';
import {Board} from '../../../source/solver/shamrocks/board.js';
import {homeOrderDeadlocked} from '../../../source/solver/shamrocks/home-order.js';
import {kingsDeadlocked} from '../../../source/solver/shamrocks/kings.js';
import {solve} from '../../../source/solver/index.js';
import {board} from '../../engine/helpers.js';
import {bruteForceWinnable, lcg, randomSmallPosition} from '../brute-force.js';
import {replaysToWin} from '../replay.js';

const dead = (position: Position) => homeOrderDeadlocked(Board.fromPosition(position));

describe('the home order (SOUNDNESS.md, rule 5)', () => {
	it('never calls a winnable position lost, and proves every loss the Kings order does (brute force)', () => {
		const random = lcg(50_2026_12_05);
		let lost = 0;
		let proved = 0;
		let byKings = 0;
		for (let trial = 0; trial < 1500; trial++) {
			const position = randomSmallPosition(random, 6, 14);
			const deadlocked = dead(position);
			const winnable = bruteForceWinnable(position);
			if (deadlocked) expect(winnable, makeBoard(position)).toBe(false);
			// The Kings' order is this test for the Kings alone, with coarser bounds.
			if (kingsDeadlocked(Board.fromPosition(position))) {
				byKings++;
				expect(deadlocked, makeBoard(position)).toBe(true);
			}
			if (!winnable) lost++;
			if (deadlocked) proved++;
		}
		expect(lost).toBeGreaterThan(100);
		expect(proved).toBeGreaterThan(byKings);
	});

	it('proves lost a deal whose last Eight to go home finds every card it could end on home', () => {
		// Kings to the bottom, deal 211: 8♣ lies on 6♠, 8♦ on A♣, 8♠ on 6♥ over A♦; the Sevens an Eight
		// can end on are the bottom 7♣ and 7♠, or any Seven once moved onto the bottom 6♦ (no Nine can
		// come to lie at depth 0 or 1). Whichever of the three Eights goes home last, 7♣, 7♦, 7♠, 6♦ and
		// a card beneath it are home by then. The loose-card abstraction took 5 s to prove it.
		const result = solve(deal('211'), {nodeBudget: 1000});
		expect(result).toMatchObject({verdict: 'lost', nodes: 0});
	});

	it('settles at once deals nothing else could settle, and leaves the won ones alone', () => {
		// Kings to the bottom, deal 16: no search proved it either way, nor the loose-card
		// abstraction in 8 million states.
		const lost = solve(deal('16'), {nodeBudget: 1000});
		expect(lost.verdict).toBe('lost');
		expect(lost.nodes).toBe(0);
		for (const kings of ['bottom', 'mm', 'as-dealt'] as const) {
			for (let seed = 1; seed <= 12; seed++) {
				let position = deal(String(seed), {variant: 'shamrocks', kings});
				const result = solve(position, {nodeBudget: 100_000});
				if (result.verdict !== 'won') continue;
				expect(replaysToWin(position, result.moves), `${kings} ${seed}`).toBe(true);
				// Every position of a won line is winnable.
				for (const move of result.moves) {
					expect(dead(position), `${kings} ${seed}`).toBe(false);
					const next = applyMove(position, move);
					if (!next.ok) throw new Error('the line does not replay');
					position = next.value;
				}
			}
		}
	});
});
