import {describe, expect, it} from 'vitest';
import {type Move, type Position, applyLegalMove, parseMove} from '../../source/engine/index.js';
import {wanderOf, wanders} from '../bench/returns.js';
import {board} from '../engine/helpers.js';

/** Four Queens, three Jacks on them (fan 1's Queen bare), the rest of clubs and diamonds in the way. */
const QUEENS = board(
	[
		'KC QC',
		'KD QD JC',
		'KH QH JD',
		'KS QS JH',
		'TC 9C 8C',
		'7C 6C 5C',
		'4C 3C 2C',
		'AC TD 9D',
		'8D 7D 6D',
		'5D 4D 3D',
		'2D AD JS',
	],
	'C-0 D-0 H-T S-T',
);

function line(start: Position, texts: readonly string[]): Move[] {
	const moves: Move[] = [];
	let position = start;
	for (const text of texts) {
		const move = parseMove(text, position);
		if (!move.ok) throw new Error(`bad move in a test: ${text}`);
		moves.push(move.value);
		position = applyLegalMove(position, move.value);
	}
	return moves;
}

describe('what the figures count as a line going round in circles', () => {
	it('a rotation: Jacks moved round the Queens until each lies where another lay', () => {
		const moves = line(QUEENS, ['JH 4->1', 'JD 3->4', 'JC 2->3', 'JH 1->2']);
		expect(wanderOf(QUEENS, moves)).toEqual({returns: [], rotations: [[0, 4]]});
	});

	it('a return: a card put back on the card it left, even after other moves', () => {
		expect(wanderOf(QUEENS, line(QUEENS, ['JH 4->1', 'JH 1->4']))).toEqual({returns: [1], rotations: []});
		expect(wanderOf(QUEENS, line(QUEENS, ['JH 4->1', '9D 8->5', 'JH 1->4']))).toEqual({
			returns: [2],
			rotations: [],
		});
	});

	it('a swap of two cards by way of a third place is a rotation', () => {
		expect(wanderOf(QUEENS, line(QUEENS, ['JH 4->1', 'JD 3->4', 'JH 1->3']))).toEqual({
			returns: [],
			rotations: [[0, 3]],
		});
	});

	it('a card moved on to new places only is no wander', () => {
		const moves = line(QUEENS, ['JH 4->1', 'JD 3->4']);
		expect(wanders(wanderOf(QUEENS, moves))).toBe(false);
	});
});
