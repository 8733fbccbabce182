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

	it(
		'win deals 373 and 641 of Kings as dealt within 5 and 1.5 million nodes: the states they meet are asked again',
		{timeout: 60_000},
		() => {
			// The abstraction's questions about the states the restarts keep meeting were given up at 200
			// states, and the runs moved loose cards about in them; asked again with more (GivenUp), they are
			// proved lost. Before, deal 373 was unknown after 7 million nodes and 641 won after 2.6 million.
			for (const [seed, nodes] of [
				['373', 5_000_000],
				['641', 1_500_000],
			] as const) {
				const position = deal(seed, {variant: 'shamrocks', kings: 'as-dealt'});
				const result = solve(position, {nodeBudget: nodes, maxPositions: 1_000_000, shorten: false});
				expect(result.verdict).toBe('won');
				expect(result.settledBy).toBe('depth-first restarts');
			}
		},
	);

	it(
		'take most of the work once the abstraction reaches an abstract win: deals 28 and 644 within 1.5M nodes',
		{
			timeout: 60_000,
		},
		() => {
			// On both the abstraction soon finds an abstract win and stops, so the deal is most likely won
			// but hard. With a share of 1 among 23 searches they were still unknown after 3 million nodes.
			for (const seed of ['28', '644']) {
				const position = deal(seed, {variant: 'shamrocks', kings: 'as-dealt'});
				const result = solve(position, {nodeBudget: 1_500_000, maxPositions: 1_000_000, shorten: false});
				expect(result.verdict).toBe('won');
				expect(result.settledBy).toBe('depth-first restarts');
			}
		},
	);

	it(
		'leave the abstraction its work where it finds no abstract win: deal 10 still lost within 6.1M nodes',
		{
			timeout: 60_000,
		},
		() => {
			// The abstraction proves it lost after 6.02 million nodes of the portfolio; restarts with the larger
			// share there too would take a twentieth of the work and leave it unknown.
			const position = deal('10', {variant: 'shamrocks', kings: 'as-dealt'});
			const result = solve(position, {nodeBudget: 6_100_000, maxPositions: 1_000_000});
			expect(result.verdict).toBe('lost');
			expect(result.settledBy).toBe('loose-card abstraction');
		},
	);
});
