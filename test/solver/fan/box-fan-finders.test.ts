import {describe, expect, it} from 'vitest';
import {type Card, deal, parseCard} from '../../../source/engine/index.js';
import {solve} from '../../../source/solver/index.js';
import {coveringCards} from '../../../source/solver/fan/covering.js';
import {replaysToWin} from '../replay.js';

describe("Box Fan's finders", () => {
	it('count the cards lying above a lower card of any suit', () => {
		const fans = ['KS 3H TD 9C 8D', '9H QC 8H', '2C'].map((fan) =>
			fan.split(' ').map((name) => parseCard(name) as Card),
		);
		const cards = new Int8Array(52 * fans.length);
		const lengths = new Uint8Array(fans.length);
		fans.forEach((fan, index) => {
			cards.set(fan, index * 52);
			lengths[index] = fan.length;
		});
		// TD 9C 8D above 3H; QC above 9H; 8H lies on QC but above nothing lower than itself.
		expect(coveringCards(cards, lengths, fans.length)).toBe(4);
	});

	it("win deals that Fan's weightings left unknown, within a budget of positions", () => {
		// Deals 76, 84 and 147 stayed unknown at 400,000 positions with Fan's weightings alone.
		for (const seed of ['76', '84', '147']) {
			const root = deal(seed, {variant: 'boxfan', kings: 'as-dealt'});
			const result = solve(root, {nodeBudget: 400_000});
			expect(result.verdict, `deal ${seed}`).toBe('won');
			expect(replaysToWin(root, result.moves), `deal ${seed}`).toBe(true);
		}
	});

	it('win deals that a greedy search digs into a trap, by a cost per move', () => {
		// Deal 244 stayed unknown at 40 million positions and deal 459 at 3 million with the
		// finders' costs per move of 0 to 2; a finder at 3.5 wins each in a few thousand.
		for (const seed of ['244', '459']) {
			const root = deal(seed, {variant: 'boxfan', kings: 'as-dealt'});
			const result = solve(root, {nodeBudget: 100_000});
			expect(result.verdict, `deal ${seed}`).toBe('won');
			expect(replaysToWin(root, result.moves), `deal ${seed}`).toBe(true);
		}
	});
});
