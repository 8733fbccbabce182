import {describe, expect, it} from 'vitest';
import {
	type Position,
	applyLegalMove,
	deal,
	isAutoCompleteReady,
	legalMoves,
	positionKey,
} from '../../../source/engine/index.js';
import {Board} from '../../../source/solver/shamrocks/board.js';
import {HOME, KEY_WORDS, fromEngineMove, moveTo, toEngineMove} from '../../../source/solver/shamrocks/move-code.js';
import {generateAllMoves} from '../../../source/solver/shamrocks/candidate-moves.js';
import {ShamrocksBoard} from '../../../source/solver/shamrocks/family.js';
import {lcg} from '../brute-force.js';

describe('solver board', () => {
	it('follows the engine move for move, and its exact key tells positions apart and reads back', () => {
		const random = lcg(7);
		for (let seed = 1; seed <= 30; seed++) {
			let position = deal(String(seed));
			const board = Board.fromPosition(position);
			const reader = Board.fromPosition(position);
			const key = new Int32Array(KEY_WORDS);
			const keys = new Map<string, string>();
			for (let step = 0; step < 60; step++) {
				const moves = legalMoves(position);
				// The board generates exactly the engine's legal moves.
				const buffer = new Int32Array(400);
				const count = generateAllMoves(board, buffer, 0);
				expect(
					Array.from(buffer.subarray(0, count), toEngineMove)
						.map((move) => JSON.stringify(move))
						.sort(),
				).toEqual(moves.map((move) => JSON.stringify(move)).sort());
				if (moves.length === 0) break;
				const move = moves[Math.floor(random() * moves.length)];
				position = applyLegalMove(position, move);
				board.play(fromEngineMove(move));
				expect(board.toPosition()).toEqual(position);
				expect(board.isAutoCompleteReady()).toBe(isAutoCompleteReady(position));
				board.writeKey(key, 0);
				const exact = key.join(',');
				// One key per position and one position per key.
				const known = keys.get(exact);
				if (known !== undefined) expect(known).toBe(positionKey(position));
				keys.set(exact, positionKey(position));
				expect(termsOf(board)).toEqual(countedTerms(position));
				reader.readKey(key, 0);
				expect(reader.toPosition()).toEqual(position);
				expect(termsOf(reader)).toEqual(countedTerms(position));
				expect(reader.isAutoCompleteReady()).toBe(isAutoCompleteReady(position));
			}
		}
	});

	it('bounds the moves to a position from below, and keeps the bound move by move', () => {
		// Every position within three moves of a few positions of random play, by a breadth-first
		// walk over every legal move: the bound never exceeds the fewest moves that reach it.
		const random = lcg(11);
		for (const seed of ['2', '9', '31']) {
			let position = deal(seed);
			for (let step = 0; step < 12; step++) {
				const moves = legalMoves(position);
				if (moves.length === 0) break;
				position = applyLegalMove(position, moves[Math.floor(random() * moves.length)]);
			}
			const board = ShamrocksBoard.fromPosition(position);
			const key = new Int32Array(board.keyWords);
			board.writeKey(key, 0);
			const start = key.slice();
			const fewest = movesWithin(board, 3);
			expect(fewest.size, `deal ${seed}`).toBeGreaterThan(100);
			for (const [name, moves] of fewest) {
				const target = Int32Array.from(name.split(','), Number);
				const bound = board.movesToBound(target, 0);
				expect(bound.now()).toBeLessThanOrEqual(moves);
				expect(bound.now() === 0).toBe(moves === 0);
				// Each move changes the bound by what `change` said, before it was played.
				const buffer = new Int32Array(400);
				const count = generateAllMoves(board, buffer, 0);
				for (const move of buffer.subarray(0, count)) {
					const expected = bound.now() + bound.change(move);
					board.play(move);
					expect(bound.now()).toBe(expected);
					board.unplay(move);
				}
			}
			// Cards never come back from the foundations: a position with fewer home is out of reach.
			const home = legalOf(board).find((move) => moveTo(move) === HOME);
			if (home === undefined) throw new Error(`deal ${seed}: no card goes home after this play`);
			board.play(home);
			expect(board.movesToBound(start, 0).now()).toBe(Infinity);
		}
	});

	it('undoes a move exactly', () => {
		const position = deal('3');
		const board = Board.fromPosition(position);
		for (const move of legalMoves(position)) {
			const terms = termsOf(board);
			board.play(fromEngineMove(move));
			board.unplay(fromEngineMove(move));
			expect(board.toPosition()).toEqual(position);
			expect(termsOf(board)).toEqual(terms);
		}
	});
});

/** The fewest legal moves from the board's position to each position within `depth` of it, by key (a breadth-first walk). */
function movesWithin(board: ShamrocksBoard, depth: number): Map<string, number> {
	const key = new Int32Array(board.keyWords);
	board.writeKey(key, 0);
	const fewest = new Map<string, number>([[key.join(','), 0]]);
	const walk = (left: number, moves: number): void => {
		if (left === 0) return;
		for (const move of legalOf(board)) {
			board.play(move);
			board.writeKey(key, 0);
			const name = key.join(',');
			if ((fewest.get(name) ?? Infinity) > moves + 1) fewest.set(name, moves + 1);
			walk(left - 1, moves + 1);
			board.unplay(move);
		}
	};
	walk(depth, 0);
	return fewest;
}

/** Every legal move on the board. */
function legalOf(board: Board): number[] {
	const buffer = new Int32Array(400);
	return Array.from(buffer.subarray(0, generateAllMoves(board, buffer, 0)));
}

interface FanTerms {
	ascents: number;
	trapped: number;
	blocking: number;
	emptyFans: number;
}

function termsOf(board: Board): FanTerms {
	return {ascents: board.ascents, trapped: board.trapped, blocking: board.blocking, emptyFans: board.emptyFans};
}

/** The terms the board keeps up to date, counted afresh from the engine's position. */
function countedTerms(position: Position): FanTerms {
	const rank = (card: number) => card % 13;
	const suit = (card: number) => Math.floor(card / 13);
	const terms = {ascents: 0, trapped: 0, blocking: 0, emptyFans: 0};
	for (const fan of position.fans) {
		if (fan.length === 0) terms.emptyFans++;
		fan.forEach((card, depth) => {
			const beneath = fan.slice(0, depth);
			if (depth > 0 && rank(card) >= rank(fan[depth - 1])) terms.ascents++;
			if (beneath.some((other) => rank(other) < rank(card))) terms.blocking++;
			if (beneath.some((other) => rank(other) < rank(card) && suit(other) === suit(card))) terms.trapped++;
		});
	}
	return terms;
}
