import {describe, expect, it} from 'vitest';
import {type Position, deal as dealOf, makeBoard} from '../../source/engine/index.js';
import {LooseCardSearch, provesLossByLooseCards} from '../../source/solver/loose.js';
import {bruteForceWinnable, lcg, smallPosition} from './brute-force.js';

/** Runs the abstract search to its end. */
function run(position: Position): LooseCardSearch {
	const search = new LooseCardSearch(position);
	while (search.step(1 << 20) === 'running');
	return search;
}

describe('the loose-card abstraction', () => {
	it('never calls a winnable position lost, and proves many lost ones, against an independent brute force', () => {
		const random = lcg(4_2026_11_29);
		let provedLost = 0;
		let lost = 0;
		for (let trial = 0; trial < 600; trial++) {
			const cardsLeft = 4 + Math.floor(random() * 10);
			const position = smallPosition(random, cardsLeft, Math.ceil(cardsLeft / 3) + Math.floor(random() * 3));
			const winnable = bruteForceWinnable(position);
			const proved = provesLossByLooseCards(position);
			if (proved) expect(winnable, makeBoard(position)).toBe(false);
			if (!winnable) lost++;
			if (proved) provedLost++;
		}
		// The abstraction must not be empty talk: it proves nearly all of the lost ones (124 of 125).
		expect(lost).toBeGreaterThan(100);
		expect(provedLost).toBeGreaterThan(lost * 0.9);
	});

	it('finds an abstract win quickly on winnable deals, so it costs them little', () => {
		for (let seed = 1; seed <= 9; seed++) {
			const {outcome, states} = run(dealOf(String(seed)));
			expect(outcome, `seed ${seed}`).toBe('won');
			expect(states, `seed ${seed}`).toBeLessThan(2000);
		}
	});

	it('proves deal 10 lost, where the reachable space is beyond tens of millions of positions', () => {
		// An exhaustive search of deal 10 finds 3,000,000 positions with at most 3 cards home and
		// does not end; the abstraction settles it in under 100,000 abstract states.
		expect(run(dealOf('10')).outcome).toBe('lost');
	});
});
