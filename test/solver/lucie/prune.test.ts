import {describe, expect, it} from 'vitest';
import {type Card, type Position, makeBoard} from '../../../source/engine/index.js';
import {DepthFirst} from '../../../source/solver/search/dfs.js';
import {LucieBoard} from '../../../source/solver/lucie/board.js';
import {solve} from '../../../source/solver/index.js';
import {board} from '../../engine/helpers.js';
import {bruteForceWinnable, lcg} from '../brute-force.js';
import {homeAndLeft, layout} from './layouts.js';
import {replaysToWin} from '../replay.js';

/**
 * A layout built around rule L5: a card x on top of one fan, and its successor on top of another,
 * lying on its own successor with a few cards beneath; the draw left.
 */
function aroundASuccessor(random: () => number): Position | undefined {
	const {foundations, left} = homeAndLeft(random, 6 + Math.floor(random() * 9));
	const hasBoth = (card: Card) => left.includes(card + 1) && left.includes(card - 1);
	const successors = left.filter((card) => card % 13 >= 1 && card % 13 <= 11 && hasBoth(card));
	if (successors.length === 0) return undefined;
	const successor = successors[Math.floor(random() * successors.length)];
	const rest = left.filter((card) => Math.abs(card - successor) > 1);
	const beneath = rest.splice(0, Math.floor(random() * 3));
	const underX = rest.splice(0, Math.floor(random() * 3));
	const fans: Card[][] = Array.from({length: 2 + Math.floor(random() * 4)}, () => []);
	for (const card of rest) fans[Math.floor(random() * fans.length)].push(card);
	const pair = [
		[...underX, successor - 1],
		[...beneath, successor + 1, successor],
	];
	return {variant: 'labellelucie', fans: [...pair, ...fans], foundations, redeals: 0, draws: 1};
}

/** The exhaustive search alone, over the board's moves and dead ends: the verdict the pruning must keep. */
function exhaustive(root: Position): boolean {
	const search = new DepthFirst(new LucieBoard(root), 5_000_000);
	let status = search.step(1 << 20);
	while (status === 'running') status = search.step(1 << 20);
	if (status === 'full') throw new Error('the exhaustive search filled its table');
	return status === 'won';
}

/** Whether the brute force settles the position within its limit (undefined: too large). */
function judge(root: Position): boolean | undefined {
	try {
		return bruteForceWinnable(root, 300_000);
	} catch {
		return undefined;
	}
}

describe('the pruning of La Belle Lucie (SOUNDNESS.md, rules L4 and L5)', () => {
	for (const draws of [1, 0]) {
		it(`keeps every verdict of an independent brute force, with the draw ${draws === 1 ? 'left' : 'spent'}`, () => {
			const random = lcg(30_2026_12_01 + draws);
			const tally = {won: 0, lost: 0};
			for (let trial = 0; trial < 2500; trial++) {
				const root = layout(random, 5 + Math.floor(random() * 12), draws);
				const winnable = judge(root);
				if (winnable === undefined) continue;
				expect(exhaustive(root), makeBoard(root)).toBe(winnable);
				tally[winnable ? 'won' : 'lost']++;
			}
			expect(tally.won).toBeGreaterThan(300);
			expect(tally.lost).toBeGreaterThan(300);
		});
	}

	it('keeps every verdict where a card could go onto a successor that lies on its own, with the draw left', () => {
		const random = lcg(31_2026_12_01);
		const tally = {won: 0, lost: 0};
		for (let trial = 0; trial < 4000; trial++) {
			const root = aroundASuccessor(random);
			const winnable = root === undefined ? undefined : judge(root);
			if (root === undefined || winnable === undefined) continue;
			expect(exhaustive(root), makeBoard(root)).toBe(winnable);
			tally[winnable ? 'won' : 'lost']++;
		}
		expect(tally.won).toBeGreaterThan(300);
		expect(tally.lost).toBeGreaterThan(300);
	});

	it('does not cover, while the draw is left, a successor lying on its own successor', () => {
		// Once the spades and J♥ are home, the win plays J♦ onto Q♦, then draws Q♦ from beneath it onto
		// K♦, and J♦ follows her there. With J♦ on Q♦, its successor, T♦ could go onto J♦ as onto a
		// card that never moves again but home: it would hold J♦ on 8♦ for good once Q♦ is drawn away.
		const header = 'Variant: labellelucie\nRedeals: 0\nDraw: 1';
		const root = board(['JS', 'JH KS QS', '9D 8D QD', 'KH TD', 'QH KD JD'], 'C-K D-7 H-T S-T', header);
		expect(exhaustive(root)).toBe(true);
		const result = solve(root);
		expect(result.verdict).toBe('won');
		expect(replaysToWin(root, result.moves)).toBe(true);
	});
});
