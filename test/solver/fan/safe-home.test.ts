import {describe, expect, it} from 'vitest';
import {type Card, type Position, makeBoard, parseCard} from '../../../source/engine/index.js';
import {FanBoard} from '../../../source/solver/fan/board.js';
import {KIND_HOME, kindOf, moveCardOf} from '../../../source/solver/fan/move-code.js';
import {homeIsSafe} from '../../../source/solver/fan/safe-home.js';
import {DepthFirst} from '../../../source/solver/search/dfs.js';
import {bruteForceWinnable, lcg} from '../brute-force.js';

const cards = (text: string) => text.split(' ').map((name) => parseCard(name) as Card);
const suit = (letter: string, ranks: number) => Array.from({length: ranks}, (_, rank) => cards(`A${letter}`)[0] + rank);

/** A Box Fan position: clubs, diamonds, hearts and spades home to the heights given, these fans. */
function boxFan(heights: readonly number[], fans: readonly string[]): Position {
	return {
		variant: 'boxfan',
		fans: fans.map((fan) => (fan === '' ? [] : cards(fan))),
		foundations: ['C', 'D', 'H', 'S'].map((letter, index) => suit(letter, heights[index])),
		redeals: 0,
		draws: 0,
	};
}

function moves(position: Position): number[] {
	const board = new FanBoard(position);
	const buffer = new Int32Array(board.maxMoves);
	return Array.from(buffer.subarray(0, board.generateMoves(buffer, 0)));
}

/**
 * A random small Box Fan position whose suits stand within a rank or two of each other, so that a
 * card fitting home often has holders that fit too (where rule F1 sends it home alone).
 */
function closePosition(random: () => number): Position {
	const base = 7 + Math.floor(random() * 4);
	const heights = [0, 1, 2, 3].map(() => Math.min(13, base + Math.floor(random() * 3)));
	const home = new Set(
		heights.flatMap((height, index) => Array.from({length: height}, (_, rank) => index * 13 + rank)),
	);
	const left = Array.from({length: 52}, (_, card) => card).filter((card) => !home.has(card));
	for (let index = left.length - 1; index > 0; index--) {
		const other = Math.floor(random() * (index + 1));
		[left[index], left[other]] = [left[other], left[index]];
	}
	const fans: Card[][] = Array.from({length: 2 + Math.floor(random() * 3)}, () => []);
	for (const card of left) fans[Math.floor(random() * fans.length)].push(card as Card);
	const foundations = heights.map((height, index) => suit('CDHS'[index], height));
	return {variant: 'boxfan', fans, foundations, redeals: 0, draws: 0};
}

describe('rule F1 in Box Fan: a card goes home alone once what may lie on it can go home', () => {
	it('sends a red 5 home alone when the black 4s fit home and so does the other red 3', () => {
		// 5H fits (hearts to 4); 4C and 4S fit (clubs and spades to 3); 3D fits (diamonds to 2), and
		// what may lie on 3D (2C, 2S) is home. Nothing else fits home with its holders all home.
		const position = boxFan([3, 2, 4, 3], ['QC 5H', 'KD 4C', 'KS 4S', 'JD 3D 9C']);
		const only = moves(position);
		expect(only).toHaveLength(1);
		expect(kindOf(only[0])).toBe(KIND_HOME);
		expect(moveCardOf(only[0])).toBe(cards('5H')[0]);
	});

	it('tries every move when a card that may lie on a holder cannot go home yet', () => {
		// The same, but diamonds only to 1: 3D, which may lie on 4C or 4S, does not fit home.
		const position = boxFan([3, 1, 4, 3], ['QC 5H', 'KD 4C', 'KS 4S', 'JD 2D 3D 9C']);
		expect(moves(position).length).toBeGreaterThan(1);
		// Clubs to 2: 4C, which may lie on 5H, does not fit home (and 4S waits for 3D).
		expect(moves(boxFan([2, 1, 4, 3], ['QC 5H', 'KD 4C', 'KS 4S', 'JD 2D 3D 3C 9C'])).length).toBeGreaterThan(1);
	});

	it('agrees with an independent brute force where it applies, won and lost', () => {
		const random = lcg(2026_12_02_31);
		const tally = {won: 0, lost: 0, applied: 0};
		for (let trial = 0; trial < 400; trial++) {
			const root = closePosition(random);
			let winnable: boolean;
			try {
				winnable = bruteForceWinnable(root, 200_000);
			} catch {
				continue;
			}
			const board = new FanBoard(root);
			const applies = root.fans.some((fan) => {
				const top = fan.at(-1);
				return (
					top !== undefined &&
					board.fitsHome(top) &&
					homeIsSafe(board, top) &&
					board.holders[top].some((holder) => board.fanOf[holder] >= 0)
				);
			});
			if (!applies) continue;
			tally.applied++;
			// The exhaustive search alone: its `lost` is a proof, and it leans on the rule at the root.
			const search = new DepthFirst(new FanBoard(root), 2_000_000);
			let status = 'running';
			while (status === 'running') status = search.step(100_000);
			expect(status, makeBoard(root)).toBe(winnable ? 'won' : 'lost');
			tally[winnable ? 'won' : 'lost']++;
		}
		expect(tally.won).toBeGreaterThan(10);
		expect(tally.lost).toBeGreaterThan(10);
	});
});
