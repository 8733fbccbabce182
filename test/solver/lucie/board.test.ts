import {describe, expect, it} from 'vitest';
import {
	type Card,
	type Position,
	applyLegalMove,
	applyStep,
	canRedeal,
	deal,
	isRedeal,
	isWon,
	legalMoves,
	makeBoard,
	positionKey,
} from '../../../source/engine/index.js';
import {playWholeGame, solve} from '../../../source/solver/index.js';
import {LucieBoard} from '../../../source/solver/lucie/board.js';
import {bruteForceWinnable, lcg} from '../brute-force.js';
import {replaysToWin} from '../replay.js';
import {homeAndLeft} from './layouts.js';

const LUCIE = {variant: 'labellelucie', kings: 'as-dealt'} as const;
const TREFOIL = {variant: 'trefoil', kings: 'as-dealt'} as const;

/**
 * A random small position of La Belle Lucie: each suit home to a random height, the other cards
 * shuffled over two to five fans of any size, with the redeals and draws given.
 */
function smallLucie(random: () => number, cardsLeft: number, redeals: number, draws: number): Position {
	const {foundations, left: remaining} = homeAndLeft(random, cardsLeft);
	const fans: Card[][] = Array.from({length: 2 + Math.floor(random() * 4)}, () => []);
	for (const card of remaining) fans[Math.floor(random() * fans.length)].push(card);
	return {variant: 'labellelucie', fans, foundations, redeals, draws};
}

function judge(root: Position): boolean | undefined {
	try {
		return bruteForceWinnable(root, 200_000);
	} catch {
		return undefined;
	}
}

describe('the La Belle Lucie board', () => {
	it('plays and unplays every move exactly, the draw included, and each of its moves is legal in the engine', () => {
		const random = lcg(17);
		for (let seed = 1; seed <= 30; seed++) {
			let position: Position = {...deal(String(seed), seed % 2 === 0 ? LUCIE : TREFOIL), redeals: 0};
			const board = new LucieBoard(position);
			const played: number[] = [];
			const before: string[] = [];
			const key = () => {
				const words = new Int32Array(board.keyWords);
				board.writeKey(words, 0);
				return words.join(',');
			};
			for (let step = 0; step < 60; step++) {
				const buffer = new Int32Array(board.maxMoves);
				const count = board.generateMoves(buffer, 0);
				if (count === 0) break;
				const move = buffer[Math.floor(random() * count)];
				const engineMove = board.toEngineMove(move, position);
				const legal = legalMoves(position).some(
					(other) => JSON.stringify(other) === JSON.stringify(engineMove),
				);
				expect(legal, `${makeBoard(position)}\n${JSON.stringify(engineMove)}`).toBe(true);
				before.push(key());
				board.play(move);
				played.push(move);
				position = applyLegalMove(position, engineMove);
				expect(board.homeCount).toBe(position.foundations.flat().length);
			}
			while (played.length > 0) {
				board.unplay(played.pop()!);
				expect(key()).toBe(before.pop());
			}
		}
	});
});

describe('the La Belle Lucie solver', () => {
	for (const [name, redeals, draws] of [
		['with the draw left', 0, 1],
		['with the draw spent', 0, 0],
		['before the last redeal (no draw yet)', 1, 1],
	] as const) {
		it(`agrees with an independent brute force on small layouts, ${name}`, () => {
			const random = lcg(2026_12_01 + redeals * 10 + draws);
			const tally = {won: 0, lost: 0};
			for (let trial = 0; trial < 300; trial++) {
				const root = smallLucie(random, 5 + Math.floor(random() * 8), redeals, draws);
				const winnable = judge(root);
				if (winnable === undefined) continue;
				const result = solve(root, {nodeBudget: 2_000_000});
				// Without a win in this layout the verdict is lost: "no win in this layout" where a redeal is left.
				expect(result.verdict, makeBoard(root)).toBe(winnable ? 'won' : 'lost');
				if (result.verdict === 'won') expect(replaysToWin(root, result.moves), makeBoard(root)).toBe(true);
				tally[winnable ? 'won' : 'lost']++;
			}
			expect(tally.won).toBeGreaterThan(30);
			expect(tally.lost).toBeGreaterThan(30);
		});
	}

	it('wins layouts with the draw by lines that replay through the engine, and proves others hopeless', () => {
		let won = 0;
		let lost = 0;
		for (let seed = 1; seed <= 40; seed++) {
			const root = {...deal(String(seed), TREFOIL), redeals: 0};
			const result = solve(root, {nodeBudget: 300_000});
			if (result.verdict === 'won') {
				won++;
				expect(replaysToWin(root, result.moves), `seed ${seed}`).toBe(true);
				expect(result.moves.filter((move) => move.draw === true).length).toBeLessThanOrEqual(1);
			}
			if (result.verdict === 'lost') lost++;
		}
		expect(won).toBeGreaterThan(0);
		expect(lost).toBeGreaterThan(10);
	});

	it('never plays the draw before the last redeal, nor a redeal: it searches this layout only', () => {
		for (let seed = 1; seed <= 30; seed++) {
			const root = deal(String(seed), LUCIE);
			const result = solve(root, {nodeBudget: 200_000, guess: true});
			const line = result.verdict === 'won' ? result.moves : (result.guess ?? []);
			expect(line.some((move) => move.draw === true)).toBe(false);
			let position = root;
			for (const move of line) position = applyLegalMove(position, move);
			expect(position.redeals).toBe(2);
		}
	});

	it('gives, where a layout has no win and a redeal is left, a legal line that brings cards home', () => {
		let lines = 0;
		for (let seed = 1; seed <= 30; seed++) {
			const root = deal(String(seed), LUCIE);
			const result = solve(root, {nodeBudget: 200_000, guess: true});
			if (result.verdict !== 'lost' || !canRedeal(root)) continue;
			if (result.guess === undefined) continue;
			lines++;
			let position = root;
			for (const move of result.guess) {
				const next = applyStep(position, move);
				expect(next.ok, makeBoard(position)).toBe(true);
				if (next.ok) position = next.value;
			}
			expect(position.foundations.flat().length).toBeGreaterThan(0);
		}
		expect(lines).toBeGreaterThan(5);
	});
});

describe('the solver playing whole games', () => {
	it('plays every step legally, redeals at most twice, and its wins are wins in the engine', () => {
		let won = 0;
		for (let seed = 1; seed <= 40; seed++) {
			const start = deal(String(seed), TREFOIL);
			const game = playWholeGame(start, {nodeBudget: 100_000});
			let position = start;
			for (const step of game.steps) {
				const next = applyStep(position, step);
				expect(next.ok, `seed ${seed}`).toBe(true);
				if (next.ok) position = next.value;
			}
			expect(game.steps.filter(isRedeal).length).toBe(game.layouts.length - 1);
			expect(game.layouts.length).toBeLessThanOrEqual(3);
			expect(isWon(position)).toBe(game.verdict === 'won');
			if (game.verdict === 'won') won++;
		}
		expect(won).toBeGreaterThan(2);
	});

	it('plays the same game twice from the same deal (node budgets, no clock)', () => {
		const start = deal('8', LUCIE);
		const first = playWholeGame(start, {nodeBudget: 50_000});
		const second = playWholeGame(start, {nodeBudget: 50_000});
		expect(second.steps).toEqual(first.steps);
		expect(positionKey(start)).toBe(positionKey(deal('8', LUCIE)));
	});
});
