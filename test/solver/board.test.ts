import {describe, expect, it} from 'vitest';
import {type Position, applyLegalMove, deal, isAutoCompleteReady, legalMoves, positionKey} from '../../source/engine/index.js';
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
				expect(termsOf(board)).toEqual(countedTerms(position));
				reader.readKey(key, 0);
				expect(reader.toPosition()).toEqual(position);
				expect(termsOf(reader)).toEqual(countedTerms(position));
				expect(reader.isAutoCompleteReady()).toBe(isAutoCompleteReady(position));
			}
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
