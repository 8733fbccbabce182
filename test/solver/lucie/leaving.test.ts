import {describe, expect, it} from 'vitest';
import {deal, defaultRules, makeBoard} from '../../../source/engine/index.js';
import {LucieBoard} from '../../../source/solver/lucie/board.js';
import {blocksForGood} from '../../../source/solver/lucie/leaving.js';
import {solve} from '../../../source/solver/index.js';
import {board} from '../../engine/helpers.js';
import {bruteForceWinnable, lcg} from '../brute-force.js';
import {layout} from './layouts.js';

describe('cards that can never leave their place (SOUNDNESS.md, rule L6)', () => {
	for (const draws of [1, 0]) {
		const draw = draws === 1 ? 'left' : 'spent';
		it(`never calls a winnable layout lost, and proves many lost ones, with the draw ${draw}`, () => {
			const random = lcg(32_2026_12_01 + draws);
			const tally = {lost: 0, proved: 0};
			for (let trial = 0; trial < 3000; trial++) {
				const root = layout(random, 5 + Math.floor(random() * 14), draws);
				let winnable: boolean;
				try {
					winnable = bruteForceWinnable(root, 300_000);
				} catch {
					continue;
				}
				const blocked = blocksForGood(new LucieBoard(root));
				if (blocked) expect(winnable, makeBoard(root)).toBe(false);
				if (!winnable) tally.lost++;
				if (blocked) tally.proved++;
			}
			expect(tally.lost).toBeGreaterThan(300);
			expect(tally.proved).toBeGreaterThan(tally.lost * 0.3);
		});
	}

	it('sees a ring of cards each waiting for the next, which no single stuck card shows', () => {
		// 5♠ covers 3♠ and could go only onto 6♠, beneath 9♥; 9♥ waits for 8♥, beneath 5♠, or for T♥,
		// beneath 2♦; 2♦ waits for A♦ or 3♦, both beneath 5♠. No card lies above a lower card of its suit
		// with its successor beneath it (rule L2), yet with the draw spent nothing breaks the ring.
		const fans = ['8H AD 3D 3S 5S', '6S 9H', 'TH 2D', 'KD QD JD TD 9D 8D 7D 6D 5D 4D', 'KH QH JH'];
		const rest = ['KS QS JS TS 9S 8S 7S', '4S'];
		const header = 'Variant: labellelucie\nRedeals: 0\nDraw: 0';
		const root = board([...fans, ...rest], 'C-K D-0 H-7 S-2', header);
		expect(blocksForGood(new LucieBoard(root))).toBe(true);
		expect(bruteForceWinnable(root)).toBe(false);
		// With the draw left, 3♠ drawn home lets 4♠ and 5♠ follow, and the ring opens.
		const open = board([...fans, ...rest], 'C-K D-0 H-7 S-2', header.replace('Draw: 0', 'Draw: 1'));
		expect(blocksForGood(new LucieBoard(open))).toBe(false);
		expect(bruteForceWinnable(open)).toBe(true);
	});

	it('proves at the deal a first layout with the draw early that once took the search a million positions', () => {
		const position = deal('270', defaultRules('labellelucie'), {drawEarly: true});
		expect(blocksForGood(new LucieBoard(position))).toBe(true);
		const result = solve(position, {nodeBudget: 1000});
		expect(result.verdict).toBe('lost');
	});
});
