import {describe, expect, it} from 'vitest';
import {deal, makeBoard} from '../../../source/engine/index.js';
import {Board} from '../../../source/solver/shamrocks/board.js';
import {kingCoversOthers, kingsDeadlocked} from '../../../source/solver/shamrocks/kings.js';
import {solve} from '../../../source/solver/index.js';
import {board, card} from '../../engine/helpers.js';
import {bruteForceWinnable, lcg, randomSmallPosition} from '../brute-force.js';
import {replaysToWin} from '../replay.js';

const asDealt = {variant: 'shamrocks', kings: 'as-dealt'} as const;

describe("the Kings' order (SOUNDNESS.md, rule 4)", () => {
	it('never calls a winnable position lost, and proves most lost ones, against an independent brute force', () => {
		// Small positions keep the top ranks of each suit, so their Kings lie anywhere, often above
		// other cards, as when Kings are dealt as they fall.
		const random = lcg(30_2026_12_01);
		let lost = 0;
		let proved = 0;
		for (let trial = 0; trial < 800; trial++) {
			const position = randomSmallPosition(random, 6, 14);
			const dead = kingsDeadlocked(Board.fromPosition(position));
			const winnable = bruteForceWinnable(position);
			if (dead) expect(winnable, makeBoard(position)).toBe(false);
			if (!winnable) lost++;
			if (dead) proved++;
		}
		expect(lost).toBeGreaterThan(100);
		expect(proved).toBeGreaterThan(lost * 0.5);
	});

	it('proves lost two Kings each above a card of the other suit, with no Queen they could end on', () => {
		// K♦ covers 6♠ and K♠ covers 7♦: each would have to go home after the other unless it ends on
		// a Queen, and both Queens lie at depth 2 with no bottom Jack or King to come to lie on.
		const position = board(['6S KD', '7D KS', '8D 9S QD', '8S 9D QS', 'TD JS', 'TS JD', '7S'], 'C-K D-6 H-K S-5');
		expect(kingsDeadlocked(Board.fromPosition(position))).toBe(true);
		expect(bruteForceWinnable(position)).toBe(false);
		// With the Queen of hearts alone at a fan's bottom, the King of spades may end on it, and go
		// home after the King of diamonds and before the King of hearts: no longer proved.
		const open = board(
			['6S KD', '7D KS', '8D 9S QD', '8S 9D QS', 'TD JS', 'TS JD', '7S', 'QH', 'KH'],
			'C-K D-6 H-J S-5',
		);
		expect(kingsDeadlocked(Board.fromPosition(open))).toBe(false);
	});

	it('settles at once the deals of Kings as dealt that it proves lost, and leaves the won ones alone', () => {
		// As-dealt deal 1: K♣ covers 7♣, K♦ covers 6♠ and 8♣, K♠ covers 7♦ and 7♥, K♥ covers Q♣ and
		// 6♣, and no order of the suits lets every King go home.
		const lost = solve(deal('1', asDealt), {nodeBudget: 1000});
		expect(lost.verdict).toBe('lost');
		expect(lost.nodes).toBe(0);
		for (let seed = 2; seed <= 30; seed++) {
			const position = deal(String(seed), asDealt);
			const result = solve(position, {nodeBudget: 100_000});
			if (result.verdict === 'won') {
				expect(kingsDeadlocked(Board.fromPosition(position)), `seed ${seed}`).toBe(false);
				expect(replaysToWin(position, result.moves), `seed ${seed}`).toBe(true);
			}
		}
	});
});

describe('a King covering other cards', () => {
	it('is found where Kings are dealt as they fall, and never where they go to the bottom', () => {
		// The depth-first restarts take most of a hard deal's work only where one lies so (family.ts).
		const seeds = Array.from({length: 50}, (_, index) => String(index + 1));
		const found = seeds.filter((seed) => kingCoversOthers(deal(seed, asDealt).fans));
		expect(found.length).toBeGreaterThan(45);
		for (const seed of seeds)
			expect(kingCoversOthers(deal(seed, {variant: 'shamrocks', kings: 'bottom'}).fans)).toBe(false);
		// Deal 28, one of the hard wins the restarts take over (see restarts.test.ts).
		expect(kingCoversOthers(deal('28', asDealt).fans)).toBe(true);
	});

	it('is a King above a card of another rank, not a King on a King', () => {
		const fans = (...texts: string[]) => texts.map((text) => text.split(' ').map(card));
		// Bottom first: two Kings at the bottom (Kings to the bottom), and Morehead and Mott-Smith's
		// King beneath a lower card of its suit, above another card.
		expect(kingCoversOthers(fans('KS KD 4H', '2C 3C'))).toBe(false);
		expect(kingCoversOthers(fans('5S KH JH'))).toBe(true);
		expect(kingCoversOthers(fans('KS 4H', 'KC KD 9S'))).toBe(false);
	});
});
