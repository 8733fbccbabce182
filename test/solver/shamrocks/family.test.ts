import {describe, expect, it} from 'vitest';
import {deal} from '../../../source/engine/index.js';
import {abstractStatesKept} from '../../../source/solver/shamrocks/family.js';
import {DEFAULT_MAX_STATES} from '../../../source/solver/shamrocks/loose.js';
import {solve} from '../../../source/solver/index.js';

describe("the Shamrocks portfolio's memory", () => {
	it('gives the loose-card abstraction four states per position kept, with no ceiling of its own', () => {
		// The census's 2 s keeps 1 million positions; the default 2 million gives the abstraction's own default.
		expect(abstractStatesKept(1_000_000)).toBe(4_000_000);
		expect(abstractStatesKept(2_000_000)).toBe(DEFAULT_MAX_STATES);
		// More positions kept, more states: Kings as dealt's hardest lost deals need up to 31 million.
		expect(abstractStatesKept(8_000_000)).toBe(32_000_000);
	});

	it('proves a deal lost only when the positions kept leave the abstraction room enough', {timeout: 60_000}, () => {
		// Kings as dealt, deal 10: the abstraction proves it lost after about 785,000 states (the parked
		// abstraction, whose memory is its own, stops at an abstract win there).
		const position = deal('10', {variant: 'shamrocks', kings: 'as-dealt'});
		const cramped = solve(position, {maxPositions: 100_000, shorten: false});
		expect(cramped.verdict).toBe('unknown');
		expect(cramped.limit).toBe('memory');
		const roomy = solve(position, {maxPositions: 300_000, shorten: false});
		expect(roomy.verdict).toBe('lost');
		expect(roomy.settledBy).toBe('loose-card abstraction');
	});
});
