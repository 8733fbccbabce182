import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {
	NO_PLACEMENT,
	type Want,
	extraFits,
	hasEnoughParents,
	placeByRanks,
} from '../../../source/solver/shamrocks/placement.js';

/**
 * The quick count in front of the placement programme must be a necessary condition: whenever it
 * says no placement exists, the exact programme must agree, or the abstraction would miss abstract
 * moves and call winnable positions lost.
 */
describe('the count of parents before the placement programme', () => {
	// Per rank: loose cards, A fans (room 1) and B fans (room 2), four cards of a rank at most.
	const rankProfile = fc
		.tuple(fc.integer({min: 0, max: 4}), fc.integer({min: 0, max: 4}), fc.integer({min: 0, max: 4}))
		.map(([loose, a, b]) => {
			const total = loose + a + b;
			return total <= 4 ? [loose, a, b] : [Math.min(loose, 4), Math.min(a, 4 - Math.min(loose, 4)), 0];
		});
	const want: fc.Arbitrary<Want> = fc.oneof(
		fc.constant({bareFan: -1, topRank: -1, targetLow: -1, targetHigh: -1}),
		fc.integer({min: 0, max: 12}).map((rank) => ({bareFan: -1, topRank: rank, targetLow: -1, targetHigh: -1})),
		fc
			.integer({min: 0, max: 12})
			.map((rank) => ({bareFan: -1, topRank: -1, targetLow: rank - 1, targetHigh: rank + 1})),
	);

	it('never rejects what the programme places', () => {
		let rejected = 0;
		fc.assert(
			fc.property(fc.array(rankProfile, {minLength: 13, maxLength: 13}), want, (ranks, asked) => {
				const count = [...ranks.map(([loose]) => loose), 0, 0];
				const fansA = [...ranks.map(([, a]) => a), 0, 0];
				const fansB = [...ranks.map(([, , b]) => b), 0, 0];
				const extraRank = asked.targetHigh >= 0 ? asked.targetHigh - 1 : -1;
				if (hasEnoughParents(fansA, fansB, count, extraRank)) return;
				rejected++;
				expect(placeByRanks(fansA, fansB, count, asked)).toBe(false);
			}),
			{numRuns: 3000},
		);
		// The property is only worth something if the count says no often enough.
		expect(rejected).toBeGreaterThan(300);
	});

	it('answers every released rank at once as the count does for each (the mask of a state)', () => {
		let fitting = 0;
		let failing = 0;
		fc.assert(
			fc.property(fc.array(rankProfile, {minLength: 13, maxLength: 13}), (ranks) => {
				const count = [...ranks.map(([loose]) => loose), 0, 0];
				const fansA = [...ranks.map(([, a]) => a), 0, 0];
				const fansB = [...ranks.map(([, , b]) => b), 0, 0];
				const fits = extraFits(fansA, fansB, count);
				expect(fits === NO_PLACEMENT).toBe(!countsEnough(fansA, fansB, count, -1));
				if (fits === NO_PLACEMENT) return;
				for (let rank = 0; rank < 13; rank++) {
					const one = countsEnough(fansA, fansB, count, rank);
					expect(((fits >> rank) & 1) === 1).toBe(one);
					expect(hasEnoughParents(fansA, fansB, count, rank)).toBe(one);
					if (one) fitting++;
					else failing++;
				}
			}),
			{numRuns: 3000},
		);
		// Both answers must come up often, or the comparison says little.
		expect(fitting).toBeGreaterThan(1000);
		expect(failing).toBeGreaterThan(200);
	});

	// Per rank, Ace to King: loose cards, A fans and B fans by top rank.
	const profile = (loose: number[], fansA: number[], fansB: number[]) => ({
		count: [...loose, 0, 0],
		fansA: [...fansA, 0, 0],
		fansB: [...fansB, 0, 0],
	});

	it('counts no more hosts than the B fans beside them can hold (a release met on deal 923)', () => {
		// Released: a Jack. The even cards that could host odd ones need B fans of odd ranks: the 2
		// can lie on the Ace's, the 8 on the 9's, the 10s on the 9's or the Jack's. That is three
		// hosts, though five such B fans lie beside them, and the eleven odd cards with the Jack
		// have ten parents.
		const {count, fansA, fansB} = profile(
			[0, 1, 1, 1, 3, 2, 2, 2, 1, 3, 2, 0, 1],
			[0, 0, 0, 0, 0, 1, 2, 1, 0, 1, 0, 0, 0],
			[1, 0, 0, 2, 0, 1, 0, 0, 1, 0, 1, 1, 2],
		);
		const release: Want = {bareFan: -1, topRank: -1, targetLow: 9, targetHigh: 11};
		expect(hasEnoughParents(fansA, fansB, count, 10)).toBe(false);
		expect(placeByRanks(fansA, fansB, count, release)).toBe(false);
	});

	it("lets a run from the Ace take hosts on the Ace's B fans", () => {
		// The 2 lies on an Ace's B fan and holds a 3; the other 3s lie on the 4s, the 5s on a 4 and a 6's B fan.
		const {count, fansA, fansB} = profile(
			[0, 1, 3, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0],
			[1, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0],
			[2, 0, 0, 0, 0, 1, 1, 0, 0, 1, 0, 1, 0],
		);
		const anything: Want = {bareFan: -1, topRank: -1, targetLow: -1, targetHigh: -1};
		expect(placeByRanks(fansA, fansB, count, anything)).toBe(true);
		expect(hasEnoughParents(fansA, fansB, count, -1)).toBe(true);
	});
});

/**
 * The count of parents one extra rank at a time, as `hasEnoughParents` did it before the mask: the
 * reference the mask is checked against.
 */
function countsEnough(fansA: number[], fansB: number[], count: number[], extraRank: number): boolean {
	for (let first = 0; first < 13; first++) {
		let cards = 0;
		let parents = 0;
		let rank = first > 0 ? first - 1 : 1;
		let freeBelow = rank > 0 ? fansB[rank - 1] : 0;
		for (let last = first; last < 13; last += 2) {
			cards += count[last] + (last === extraRank ? 1 : 0);
			for (; rank <= last + 1; rank += 2) {
				const below = Math.min(count[rank], freeBelow);
				const above = Math.min(count[rank] - below, fansB[rank + 1]);
				parents += fansA[rank] + fansB[rank] + below + above;
				freeBelow = fansB[rank + 1] - above;
			}
			if (cards > parents) return false;
		}
	}
	return true;
}
