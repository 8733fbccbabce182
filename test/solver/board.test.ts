import {describe, expect, it} from 'vitest';
import {applyLegalMove, deal, isAutoCompleteReady, legalMoves, positionKey} from '../../source/engine/index.js';
import {Board, KEY_WORDS, fromEngineMove, toEngineMove} from '../../source/solver/board.js';
import {generateAllMoves} from '../../source/solver/moves.js';
import {lcg} from './brute-force.js';

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
				expect(Array.from(buffer.subarray(0, count), toEngineMove).map((move) => JSON.stringify(move)).sort()).toEqual(moves.map((move) => JSON.stringify(move)).sort());
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
				reader.readKey(key, 0);
				expect(reader.toPosition()).toEqual(position);
				expect(reader.isAutoCompleteReady()).toBe(isAutoCompleteReady(position));
			}
		}
	});

	it('undoes a move exactly', () => {
		const position = deal('3');
		const board = Board.fromPosition(position);
		for (const move of legalMoves(position)) {
			const ascents = board.ascents;
			board.play(fromEngineMove(move));
			board.unplay(fromEngineMove(move));
			expect(board.toPosition()).toEqual(position);
			expect(board.ascents).toBe(ascents);
		}
	});
});
