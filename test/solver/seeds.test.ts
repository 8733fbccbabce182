import {describe, expect, it} from 'vitest';
import {applyStep, deal, isWon} from '../../source/engine/index.js';
import {dailySeed, derivedSeed, findWinnableDeal} from '../../source/solver/index.js';

describe('derived seeds and winnable deals', () => {
	it('names the derived-seed sequence S, S/1, S/2 and the daily seed', () => {
		expect(derivedSeed('42', 0)).toBe('42');
		expect(derivedSeed('42', 1)).toBe('42/1');
		expect(derivedSeed('hello', 12)).toBe('hello/12');
		expect(dailySeed('2026-11-29')).toBe('daily-2026-11-29');
	});

	it('finds a deal of the sequence that is dealt from its own seed and won by its line', () => {
		for (const seed of ['1', '40', 'daily-2026-03-17']) {
			const found = findWinnableDeal(seed);
			expect(found).toBeDefined();
			if (found === undefined) continue;
			expect(found.seed).toBe(derivedSeed(seed, found.reshuffles));
			expect(found.position).toEqual(deal(found.seed));
			let position = found.position;
			for (const step of found.steps) {
				const next = applyStep(position, step);
				expect(next.ok).toBe(true);
				if (next.ok) position = next.value;
			}
			expect(isWon(position)).toBe(true);
		}
	});

	it('reshuffles past a lost deal (deal 40 has no move) and is the same every time', () => {
		const first = findWinnableDeal('40');
		expect(first?.reshuffles).toBeGreaterThan(0);
		expect(findWinnableDeal('40')?.seed).toBe(first?.seed);
	});

	it('stops when cancelled', () => {
		const cancel = new Int32Array(new SharedArrayBuffer(4));
		Atomics.store(cancel, 0, 1);
		expect(findWinnableDeal('5', {cancel})).toBeUndefined();
	});
});
