import {describe, expect, it} from 'vitest';
import {applyLegalMove, deal, legalMoves, makeBoard} from '../../../source/engine/index.js';
import {solve} from '../../../source/solver/index.js';
import {CloverBoard} from '../../../source/solver/fan/clover-board.js';
import {bruteForceWinnable, lcg} from '../brute-force.js';
import {replaysToWin} from '../replay.js';
import {smallCloverPosition} from './small-positions.js';

const CLOVER = {variant: 'cloverleaf', kings: 'as-dealt'} as const;

function key(board: CloverBoard): string {
	const words = new Int32Array(board.keyWords);
	board.writeKey(words, 0);
	return words.join(',');
}

describe('the Clover Leaf board', () => {
	it('plays and unplays every move exactly, keys what it plays, and each of its moves is legal in the engine', () => {
		const random = lcg(31);
		for (let seed = 1; seed <= 30; seed++) {
			let position = deal(String(seed), CLOVER);
			const board = new CloverBoard(position);
			const played: number[] = [];
			const before: string[] = [];
			for (let step = 0; step < 80; step++) {
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
				before.push(key(board));
				board.play(move);
				played.push(move);
				position = applyLegalMove(position, engineMove);
				expect(board.homeCount).toBe(position.foundations.flat().length);
				// A fresh board of the engine's position has the same key, and reads it back the same.
				const copy = new CloverBoard(position);
				expect(key(copy)).toBe(key(board));
				const words = new Int32Array(board.keyWords);
				board.writeKey(words, 0);
				copy.readKey(words, 0);
				expect(key(copy)).toBe(key(board));
			}
			while (played.length > 0) {
				board.unplay(played.pop()!);
				expect(key(board)).toBe(before.pop());
			}
		}
	});
});

describe('rule C2: a top card that fits home', () => {
	it('goes home, and the board offers nothing else', () => {
		// Deal 23: the Q♥ tops a fan, and the hearts go home down from the King, which is home.
		const position = deal('23', CLOVER);
		const board = new CloverBoard(position);
		const buffer = new Int32Array(board.maxMoves);
		expect(board.generateMoves(buffer, 0)).toBe(1);
		const move = board.toEngineMove(buffer[0], position);
		expect(makeBoard(applyLegalMove(position, move))).toContain('H-Q');
		expect('pile' in move.to).toBe(true);
	});
});

describe('the Clover Leaf solver', () => {
	it('agrees with an independent brute force on small positions, won and lost', () => {
		const random = lcg(2026_12_02);
		const tally = {won: 0, lost: 0};
		for (let trial = 0; trial < 300; trial++) {
			const root = smallCloverPosition(random, 5 + Math.floor(random() * 9));
			let winnable: boolean;
			try {
				winnable = bruteForceWinnable(root, 300_000);
			} catch {
				continue;
			}
			const result = solve(root, {nodeBudget: 2_000_000});
			expect(result.verdict, makeBoard(root)).toBe(winnable ? 'won' : 'lost');
			if (result.verdict === 'won') expect(replaysToWin(root, result.moves), makeBoard(root)).toBe(true);
			tally[winnable ? 'won' : 'lost']++;
		}
		expect(tally.won).toBeGreaterThan(30);
		expect(tally.lost).toBeGreaterThan(30);
	});

	it('wins deals by lines that replay through the engine', () => {
		let won = 0;
		for (let seed = 1; seed <= 30; seed++) {
			const root = deal(String(seed), CLOVER);
			const result = solve(root, {nodeBudget: 300_000});
			if (result.verdict === 'won') {
				won++;
				expect(replaysToWin(root, result.moves), `seed ${seed}`).toBe(true);
			}
		}
		expect(won).toBeGreaterThan(25);
	});
});
