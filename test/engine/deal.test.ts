import {describe, expect, it} from 'vitest';
import {SHAMROCKS, type RuleSet, allCards, cardName, deal, makeBoard, placeKings, rankOf, shuffledDeck} from '../../source/engine/index.js';
import {card} from './helpers.js';

/**
 * Golden deals: the shuffle is part of the game's contract (shared seeds, the daily deal, saved
 * games). If one of these fails, deals changed for every player: that needs a very good reason.
 */
const GOLDEN: Record<string, string> = {
	'1': '9S QC 3H|7D JH JC|8C 4D 4C|AS 4H 5D|5H 3S 7H|7C 6C 6S|AD 4S 2H|JD 8D 9C|2S 3C 9D|8S 7S QH|JS 6H TS|KD 3D TH|8H QS 2C|KS KH 5C|AC 6D TC|9H QD AH|KC 5S TD|2D',
	'42': 'KS 4C 6C|6H 5H 8C|AD QH 3C|TC QS 4S|5S 9H 8S|7H QD 7S|KD 3S AS|5D 4H 3D|2H JD 8H|KH JS 2C|TD 5C 9S|4D 8D QC|KC TH 9D|AH 7C 6D|2D JC 3H|2S JH 6S|7D TS 9C|AC',
	hello: 'KC QS 9H|KS TS 2C|9S 8C 6S|7D 4H JC|5C AC QD|6D JS 6C|AH 4D 2S|QC 9C JH|7C AS TH|3D 2D 5D|9D 7H 8S|4C 8H AD|KH 6H 3S|KD 3C TC|8D 5S 5H|4S 7S JD|QH 2H TD|3H',
};

function layout(seed: string): string {
	return deal(seed).fans.map((fan) => fan.map(cardName).join(' ')).join('|');
}

describe('deal', () => {
	for (const [seed, expected] of Object.entries(GOLDEN)) {
		it(`deals seed "${seed}" exactly as it always has`, () => {
			expect(layout(seed)).toBe(expected);
		});
	}

	it('gives the same deal for the same seed and different deals for different seeds', () => {
		expect(layout('7')).toBe(layout('7'));
		expect(layout('7')).not.toBe(layout('8'));
	});

	it('lays out 17 fans of three and a last fan of one, with empty foundations', () => {
		const position = deal('123');
		expect(position.fans.map((fan) => fan.length)).toEqual([...Array(17).fill(3), 1]);
		expect(position.foundations).toEqual([0, 0, 0, 0]);
		expect(new Set(allCards(position)).size).toBe(52);
	});

	it('deals the shuffled deck in order, the first card of each fan at its bottom', () => {
		for (const seed of ['1', '2', '3', 'x']) {
			const deck = shuffledDeck(seed);
			deal(seed).fans.forEach((fan, index) => {
				const dealt = deck.slice(index * 3, index * 3 + 3);
				expect(fan).toEqual(placeKings(dealt, SHAMROCKS));
			});
		}
	});

	it('moves every King to the bottom of its fan, other cards keeping their order', () => {
		expect(placeKings([card('5H'), card('KS'), card('2D')], SHAMROCKS)).toEqual([card('KS'), card('5H'), card('2D')]);
		expect(placeKings([card('5H'), card('2D'), card('KS')], SHAMROCKS)).toEqual([card('KS'), card('5H'), card('2D')]);
		for (let seed = 0; seed < 200; seed++) {
			for (const fan of deal(String(seed)).fans) {
				const firstOther = fan.findIndex((c) => rankOf(c) !== 13);
				if (firstOther >= 0) expect(fan.slice(firstOther).some((c) => rankOf(c) === 13)).toBe(false);
			}
		}
	});

	it('keeps two Kings of one fan in their dealt order at the bottom', () => {
		expect(placeKings([card('5C'), card('KS'), card('KH')], SHAMROCKS)).toEqual([card('KS'), card('KH'), card('5C')]);
		expect(placeKings([card('KH'), card('5C'), card('KS')], SHAMROCKS)).toEqual([card('KH'), card('KS'), card('5C')]);
		// Seed 1 deals KS KH 5C to fan 14 (from KS KH 5C or another order with two Kings).
		expect(deal('1').fans[13].map(cardName)).toEqual(['KS', 'KH', '5C']);
	});

	it('places a King beneath the lowest card of its suit under the mm-kings option', () => {
		const mm: RuleSet = {...SHAMROCKS, kingPlacement: 'mm-kings'};
		// KH lies above 4H: it goes directly beneath 4H, not to the very bottom.
		expect(placeKings([card('9C'), card('4H'), card('KH')], mm)).toEqual([card('9C'), card('KH'), card('4H')]);
		// No lower heart beneath it: to the bottom as usual.
		expect(placeKings([card('9C'), card('4S'), card('KH')], mm)).toEqual([card('KH'), card('9C'), card('4S')]);
	});

	it('prints a deal as a board file that names the variant and empty foundations', () => {
		const text = makeBoard(deal('42'), ['Shamrocks, deal 42']);
		expect(text.split('\n').slice(0, 4)).toEqual(['# Shamrocks, deal 42', 'Variant: shamrocks', 'Foundations: C-0 D-0 H-0 S-0', 'KS 4C 6C']);
	});
});
