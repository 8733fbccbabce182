import {describe, expect, it} from 'vitest';
import {type Position, applyLegalMove, deal, makeBoard} from '../../../source/engine/index.js';
import {ParkedSearch} from '../../../source/solver/shamrocks/parked.js';
import {provesLossByLooseCards} from '../../../source/solver/shamrocks/loose.js';
import {solve} from '../../../source/solver/index.js';
import {bruteForceWinnable, lcg, randomSmallPosition} from '../brute-force.js';

/** Runs the parked abstraction to its end, in slices of `slice` nodes. */
function run(position: Position, ways = 256, slice = 1 << 20): ParkedSearch {
	const search = new ParkedSearch(position, ways);
	while (search.step(slice) === 'running');
	return search;
}

const asDealt = (seed: string) => deal(seed, {variant: 'shamrocks', kings: 'as-dealt'});

describe('the parked abstraction', () => {
	it('never calls a winnable position lost, and proves nearly every lost one, against the brute force', () => {
		// 4 to 16 cards on a few fans. Two ways of parking at most is the cap at its harshest: most
		// questions then answer yes untried, which must only let more through.
		for (const [ways, seed] of [
			[256, 6_2026_12_06],
			[2, 7_2026_12_06],
		]) {
			const random = lcg(seed);
			let lost = 0;
			let proved = 0;
			let parkedLoose = 0;
			for (let trial = 0; trial < 500; trial++) {
				const position = randomSmallPosition(random, 4, 16);
				const winnable = bruteForceWinnable(position);
				const lostByParking = run(position, ways).outcome === 'lost';
				if (lostByParking) expect(winnable, makeBoard(position)).toBe(false);
				if (!winnable) lost++;
				if (lostByParking) proved++;
				if (lostByParking && provesLossByLooseCards(position)) parkedLoose++;
			}
			expect(lost, `ways ${ways}`).toBeGreaterThan(70);
			// 91 of 92 and 91 of 97 here; the loose-card abstraction proves every one of those too.
			expect(proved, `ways ${ways}`).toBeGreaterThan(lost * 0.9);
			expect(parkedLoose).toBe(proved);
		}
	});

	it('never calls lost a position on the way to a win, in deals of every Kings rule', {timeout: 120_000}, () => {
		// Full-size positions the brute force cannot judge: every third one along a winning line the
		// solver found and the engine replays is winnable.
		let asked = 0;
		for (const [kings, seeds] of [
			['as-dealt', ['2', '3', '5', '11', '28']],
			['bottom', ['1', '2', '3']],
			['mm', ['4', '5']],
		] as const) {
			for (const seed of seeds) {
				let position = deal(seed, {variant: 'shamrocks', kings});
				const {verdict, moves} = solve(position, {nodeBudget: 3_000_000, shorten: false});
				expect(verdict, `${kings} ${seed}`).toBe('won');
				moves.forEach((move, index) => {
					position = applyLegalMove(position, move);
					if (index % 3 !== 0) return;
					asked++;
					expect(run(position).outcome, `${kings} ${seed} after ${index + 1} moves`).not.toBe('lost');
				});
			}
		}
		expect(asked).toBeGreaterThan(250);
	});

	it('proves lost, in a few thousand states, Kings as dealt deals that no budget settled before', () => {
		// 396 and 479 filled the loose-card abstraction's 48 million states with no abstract win; 690
		// took it 1.6 million states.
		for (const seed of ['396', '479', '690']) {
			const search = run(asDealt(seed));
			expect(search.outcome, seed).toBe('lost');
			expect(search.states, seed).toBeLessThan(12_000);
		}
	});

	it('proves more with more ways of parking tried (deal 27: 256 are too few, 2,048 enough)', () => {
		expect(run(asDealt('27'), 256).outcome).toBe('won');
		expect(run(asDealt('27'), 2048).outcome).toBe('lost');
	});

	it('stops at an abstract win within a few hundred states on winnable deals, and on deal 10', () => {
		// Deal 10 (Kings as dealt) is lost, proved by the loose-card abstraction: a parked card frees its
		// place for nothing, which is the price of ordering the states.
		for (const position of [deal('1'), deal('2'), deal('3'), asDealt('2'), asDealt('3'), asDealt('10')]) {
			const search = run(position);
			expect(search.outcome).toBe('won');
			expect(search.states).toBeLessThan(500);
		}
	});

	it('searches the same states however its work is sliced', () => {
		const sliced = run(asDealt('555'), 256, 1 << 8);
		const whole = run(asDealt('555'), 256, 1 << 24);
		expect(sliced.outcome).toBe('lost');
		expect(sliced.states).toBe(whole.states);
		expect(sliced.nodes).toBe(whole.nodes);
	});
});

describe('the Shamrocks portfolio with the parked abstraction', () => {
	it(
		'settles by it hard lost deals of Kings as dealt, and by the second one with more ways',
		{timeout: 60_000},
		() => {
			for (const [seed, by] of [
				['396', 'parked abstraction'],
				['27', 'parked abstraction, more ways'],
			]) {
				const result = solve(asDealt(seed), {nodeBudget: 5_000_000, maxPositions: 1_000_000});
				expect(result.verdict, seed).toBe('lost');
				expect(result.settledBy, seed).toBe(by);
			}
		},
	);
});
