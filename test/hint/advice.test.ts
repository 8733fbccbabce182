import {describe, expect, it} from 'vitest';
import {type Position, applyMove, deal, isWon, legalMoves} from '../../source/engine/index.js';
import {HintMemory, adviseFromHistory} from '../../source/hint/advice.js';

function follow(position: Position, memory: HintMemory): Position {
	const answer = adviseFromHistory([position], 5000, undefined, memory);
	if (answer.verdict !== 'won') throw new Error(`expected a winning hint, got ${answer.verdict}`);
	const next = applyMove(position, answer.move);
	if (!next.ok) throw new Error('a hint was an illegal move');
	return next.value;
}

describe('hints along one line', () => {
	it('a player who follows every hint wins in exactly the moves the first hint announced', () => {
		for (const seed of ['7', '42', '1']) {
			const memory = new HintMemory();
			const first = adviseFromHistory([deal(seed)], 5000, undefined, memory);
			expect(first.verdict).toBe('won');
			if (first.verdict !== 'won') continue;
			let position = deal(seed);
			let moves = 0;
			while (!isWon(position) && moves <= first.movesLeft) {
				position = follow(position, memory);
				moves++;
			}
			expect(isWon(position)).toBe(true);
			expect(moves).toBe(first.movesLeft);
		}
	});

	it('solves afresh once the player leaves the line', () => {
		const memory = new HintMemory();
		const start = deal('7');
		const first = adviseFromHistory([start], 5000, undefined, memory);
		if (first.verdict !== 'won') throw new Error('deal 7 should be winnable');
		const elsewhere = legalMoves(start).find((move) => move.card !== first.move.card || move.to !== first.move.to);
		expect(elsewhere).toBeDefined();
		const off = applyMove(start, elsewhere!);
		if (!off.ok) throw new Error('a legal move was refused');
		expect(memory.recall(off.value)).toBeUndefined();
		const fresh = adviseFromHistory([off.value], 5000, undefined, memory);
		expect(['won', 'lost', 'unknown']).toContain(fresh.verdict);
		if (fresh.verdict === 'won') expect(memory.recall(off.value)).toEqual(fresh);
	});
});
