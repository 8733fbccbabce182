import {describe, expect, it} from 'vitest';
import {GivenUp} from '../../../source/solver/shamrocks/given-up.js';

/** Meets `state` until a question is due, and returns how many meetings that took and its allowance. */
function meetUntilAsked(givenUp: GivenUp, state: number, most = 1_000_000): {meetings: number; allowance: number} {
	for (let meetings = 1; meetings <= most; meetings++) {
		const allowance = givenUp.allowanceFor(state);
		if (allowance > 0) return {meetings, allowance};
	}
	return {meetings: Infinity, allowance: 0};
}

describe('the states whose questions were given up', () => {
	it('asks about a state never given up with the first allowance, at every meeting', () => {
		const givenUp = new GivenUp(200);
		for (let meeting = 0; meeting < 5; meeting++) expect(givenUp.allowanceFor(7)).toBe(200);
		expect(givenUp.has(7)).toBe(false);
		expect(givenUp.size).toBe(0);
	});

	it('asks again with twice the allowance once the meetings since are worth it, 16 states each', () => {
		const givenUp = new GivenUp(200);
		givenUp.gaveUp(7, 200);
		expect(givenUp.has(7)).toBe(true);
		expect(meetUntilAsked(givenUp, 7)).toEqual({meetings: 25, allowance: 400});
		givenUp.gaveUp(7, 400);
		expect(meetUntilAsked(givenUp, 7)).toEqual({meetings: 50, allowance: 800});
		// Another state keeps its own count.
		givenUp.gaveUp(8, 200);
		expect(meetUntilAsked(givenUp, 8)).toEqual({meetings: 25, allowance: 400});
	});

	it('stops asking at 256 times the first allowance, and never asks again about the root question', () => {
		const givenUp = new GivenUp(200);
		let allowance = 200;
		givenUp.gaveUp(7, allowance);
		for (;;) {
			const asked = meetUntilAsked(givenUp, 7, 100_000);
			if (asked.allowance === 0) break;
			expect(asked.allowance).toBe(allowance * 2);
			allowance = asked.allowance;
			givenUp.gaveUp(7, allowance);
		}
		expect(allowance).toBe(200 * 256);
		givenUp.gaveUp(9, Infinity);
		expect(meetUntilAsked(givenUp, 9, 100_000).allowance).toBe(0);
	});

	it('lets a question search a given-up state only with a larger allowance than the one that gave up', () => {
		const givenUp = new GivenUp(200);
		expect(givenUp.mayEnter(7, 1)).toBe(true);
		givenUp.gaveUp(7, 400);
		expect(givenUp.mayEnter(7, 400)).toBe(false);
		expect(givenUp.mayEnter(7, 399)).toBe(false);
		expect(givenUp.mayEnter(7, 401)).toBe(true);
		expect(givenUp.mayEnter(7, Infinity)).toBe(true);
	});
});
