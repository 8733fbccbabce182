import {describe, expect, it} from 'vitest';
import {Arrangements} from '../../../source/solver/scotch/arrangements.js';
import {colourOnPile} from '../../../source/solver/scotch/move-code.js';
import {lcg} from '../brute-force.js';

/** The home cards of each type when the piles of class 0 reach a and b and those of class 1 c and d. */
function homeOf(heights: readonly number[]): Int8Array {
	const home = new Int8Array(26);
	heights.forEach((height, pile) => {
		for (let rank = 1; rank <= height; rank++) home[(rank - 1) * 2 + colourOnPile(pile < 2 ? 0 : 1, rank)]++;
	});
	return home;
}

/**
 * The same questions asked of every pile height there is: each arrangement spelt out, with no walk
 * over ranks (an independent reading of rule S6's counts).
 */
function everyArrangement(free: Int8Array, pool: Int8Array, tops: Int8Array) {
	const answers = {any: false, leave: new Set<string>()};
	const heights = Array.from({length: 14}, (_, height) => height);
	for (const a of heights)
		for (const b of heights.slice(0, a + 1))
			for (const c of heights)
				for (const d of heights.slice(0, c + 1)) {
					const home = homeOf([a, b, c, d]);
					if (home.some((count, type) => count > pool[type])) continue;
					const needs = (rank: number) =>
						rank > 13
							? 0
							: Math.max(0, free[(rank - 1) * 2] - home[(rank - 1) * 2]) +
								Math.max(0, free[(rank - 1) * 2 + 1] - home[(rank - 1) * 2 + 1]);
					const hosts = (rank: number) =>
						pool[(rank - 1) * 2] +
						pool[(rank - 1) * 2 + 1] -
						home[(rank - 1) * 2] -
						home[(rank - 1) * 2 + 1] +
						tops[rank];
					if (needs(13) > 0) continue;
					if ([...heights.slice(1, 13)].some((rank) => needs(rank) > hosts(rank + 1))) continue;
					answers.any = true;
					for (let rank = 1; rank <= 13; rank++) {
						if (rank > 1 && needs(rank - 1) > hosts(rank) - 1) continue;
						for (const pileClass of [0, 1]) {
							const [first, second] = pileClass === 0 ? [a, b] : [c, d];
							if (first === rank - 1 || second === rank - 1)
								answers.leave.add(`${rank} ${pileClass} home`);
						}
						if (rank < 13 && needs(rank) + 1 <= hosts(rank + 1)) answers.leave.add(`${rank} fan`);
					}
				}
	return answers;
}

describe("rule S6's arrangements", () => {
	it('answer every question as a search over every pile height does', () => {
		const random = lcg(2026_12_05);
		const arrangements = new Arrangements();
		let some = 0;
		let moves = 0;
		for (let trial = 0; trial < 400; trial++) {
			const {free, pool, tops} = arrangements;
			// Mostly full pools, a few cards fixed, a few ghosts, a few fixed tops: where answers vary.
			for (let type = 0; type < 26; type++) {
				pool[type] = random() < 0.9 ? 2 : Math.floor(random() * 2);
				free[type] = Math.max(0, pool[type] - (random() < 0.3 ? 1 : 0));
			}
			for (let rank = 1; rank <= 13; rank++) tops[rank] = random() < 0.5 ? 1 + Math.floor(random() * 2) : 0;
			const expected = everyArrangement(free, pool, tops);
			const settled = arrangements.settle();
			expect(settled, `trial ${trial}`).toBe(expected.any);
			if (!settled) continue;
			some++;
			for (let rank = 1; rank <= 13; rank++)
				for (const pileClass of [0, 1]) {
					const home = expected.leave.has(`${rank} ${pileClass} home`);
					const fan = rank < 13 && expected.leave.has(`${rank} fan`);
					expect(arrangements.canLeave(rank, pileClass, false), `trial ${trial} rank ${rank}`).toBe(home);
					expect(arrangements.canLeave(rank, pileClass, rank < 13), `trial ${trial} rank ${rank}`).toBe(
						home || fan,
					);
					if (fan && !home) moves++;
				}
		}
		// Both kinds of answer are met often, or this test proves nothing.
		expect(some).toBeGreaterThan(40);
		expect(400 - some).toBeGreaterThan(40);
		expect(moves).toBeGreaterThan(200);
	});
});
