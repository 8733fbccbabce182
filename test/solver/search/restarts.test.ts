import {describe, expect, it} from 'vitest';
import {deal} from '../../../source/engine/index.js';
import {depthFirstRestarts, luby} from '../../../source/solver/search/restarts.js';
import {ShamrocksBoard} from '../../../source/solver/shamrocks/family.js';
import {solve} from '../../../source/solver/index.js';

describe('searches run again from the root', () => {
	it("lengthen their runs by Luby's sequence", () => {
		expect(Array.from({length: 15}, (_, index) => luby(index + 1))).toEqual([
			1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8,
		]);
	});

	it('start a new run when one fills its table, instead of giving up', () => {
		// Deal 690 is lost and far too large for 300 positions: every run fills its table and none
		// can end the search by itself, so it must still be running after many runs' worth.
		const position = deal('690');
		const restarts = depthFirstRestarts(() => ShamrocksBoard.fromPosition(position), 300);
		expect(restarts.step(60_000)).toBe('running');
		expect(restarts.nodes).toBeGreaterThanOrEqual(60_000);
	});

	it('win a Kings-as-dealt deal whose finders all fill their tables (deal 317)', {timeout: 60_000}, () => {
		// With the memory of a 2 s solve, this deal used to end unknown ("memory") after 3.7 million
		// nodes: the restarts' first run filled its table and ended them. Runs after it win it.
		const position = deal('317', {variant: 'shamrocks', kings: 'as-dealt'});
		const result = solve(position, {nodeBudget: 8_000_000, maxPositions: 1_000_000});
		expect(result.verdict).toBe('won');
		expect(result.settledBy).toBe('depth-first restarts');
	});

	it('drop what the abstraction proves lost, and so win deal 317 within 2 million nodes', {timeout: 60_000}, () => {
		// Without the abstraction's verdicts the restarts need 5.1 million nodes here: their runs
		// wander in parts of the deal that the abstraction settles as lost.
		const position = deal('317', {variant: 'shamrocks', kings: 'as-dealt'});
		const result = solve(position, {nodeBudget: 2_000_000, maxPositions: 1_000_000});
		expect(result.verdict).toBe('won');
		expect(result.settledBy).toBe('depth-first restarts');
	});
});
