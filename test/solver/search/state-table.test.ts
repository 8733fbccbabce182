import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {StateTable} from '../../../source/solver/search/state-table.js';

describe('the table of abstract verdicts', () => {
	it('keeps the same verdicts as a Map, through growth, for states up to 2^53 - 1, and lists them all', () => {
		const state = fc.oneof(fc.integer({min: 0, max: 2 ** 20}), fc.integer({min: 0, max: 2 ** 53 - 1}));
		fc.assert(
			fc.property(
				fc.array(fc.tuple(state, fc.boolean()), {maxLength: 3000}),
				fc.array(state, {maxLength: 200}),
				(writes, probes) => {
					const table = new StateTable(4);
					const reference = new Map<number, boolean>();
					for (const [key, lost] of writes) {
						table.set(key, lost);
						reference.set(key, lost);
					}
					expect(table.size).toBe(reference.size);
					const lost = [...reference.values()].filter(Boolean).length;
					expect(table.counts()).toEqual({lost, won: reference.size - lost});
					for (const key of [...reference.keys(), ...probes]) expect(table.get(key)).toBe(reference.get(key));
					const visited = new Map<number, boolean>();
					table.forEach((key, lost) => visited.set(key, lost));
					expect(visited).toEqual(reference);
				},
			),
			{numRuns: 60},
		);
	});

	it('tells apart states that differ only above the low 32 bits', () => {
		const table = new StateTable();
		table.set(5, true);
		table.set(5 + 2 ** 36, false);
		expect(table.get(5)).toBe(true);
		expect(table.get(5 + 2 ** 36)).toBe(false);
		expect(table.get(5 + 2 ** 40)).toBeUndefined();
	});

	it('says how many bytes it may take on its way to a number of states, as it grows', () => {
		const table = new StateTable();
		for (let state = 0; state < 20_000; state++) {
			table.set(state, state % 3 === 0);
			// Its keys as they are, and while it last doubled the half-size keys beside them.
			expect(StateTable.peakBytes(table.size)).toBe(1.5 * table.bytes);
		}
	});
});
