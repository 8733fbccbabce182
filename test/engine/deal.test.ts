import {describe, expect, it} from 'vitest';
import {
	type DealRules,
	allCards,
	cardName,
	deal,
	makeBoard,
	placeKings,
	rankOf,
	shuffledDeck,
} from '../../source/engine/index.js';
import {card} from './helpers.js';

/**
 * Golden deals: the shuffle is part of the game's contract (shared seeds, the daily deal, saved
 * games). If one of these fails, deals changed for every player: that needs a very good reason.
 */
const GOLDEN: Record<string, string> = {
	'1': '2H 9D 5H|JD 2D JC|3D 5D JS|KD 6S 8C|KH QC 6C|TS 5C QD|AH 2C QS|6D 4S JH|KS 7D 7H|4C 9H 3H|9S 8D AS|4H 5S AC|QH TC 3S|8H 8S 6H|KC 7C TD|2S 9C AD|4D 7S TH|3C',
	'42': 'JH TD JC|9S 5C QD|5D TH 4H|5H 8S TS|8C 6H 5S|7D 8D QH|QC QS 6S|KC TC 2D|KH JD JS|2S AC AH|KD 9H 7C|AS 8H 4S|7H 4C 3H|3C 9C 6C|7S AD 3S|6D 9D 2H|KS 3D 2C|4D',
	hello: '3C 2D 9H|KS 2H 6D|4D 5H TC|AH 3H 8C|KD TH JD|4S QH 5D|KH JH 7H|4H 5C AC|TS 7C 9C|QD 3S 9D|2S 8S 6C|JS 6H 5S|QS TD 7S|AS 2C 8H|7D AD QC|KC JC 6S|3D 4C 9S|8D',
};

function layout(seed: string, rules?: DealRules): string {
	return deal(seed, rules)
		.fans.map((fan) => fan.map(cardName).join(' '))
		.join('|');
}

/**
 * Golden deals of the family. Scotch shuffles with its own prefix (`scotch:<length>:<seed>`), so
 * its deal 42 is not Shamrocks' with the Kings left alone; the Kings rules of Shamrocks share its
 * shuffle, and differ only in where the Kings go.
 */
const FAMILY_GOLDEN: Array<[DealRules, string, string]> = [
	[
		{variant: 'scotch', kings: 'as-dealt'},
		'1',
		'9S 4H 8S|JH QC TH|2S 4S 3S|5C 5S 8D|AH QS 2H|KD 9C 7C|KH AS 2D|JD 7H AD|JS KC 7S|JC KS 2C|TS 9D QD|6D 6H 3D|TC 3H 6S|8C 4D 8H|9H 7D 5H|5D QH TD|4C 3C 6C|AC',
	],
	[
		{variant: 'scotch', kings: 'as-dealt'},
		'42',
		'9H KC 4D|5C 2D 7C|AD JH 9D|7S 9S 4C|AH 2H QH|3S TC TH|2S 5H 4H|3C AS QS|KH 8C 3D|JC 9C KS|JD 6C JS|2C 6S KD|4S 6H TD|8H 6D 8D|3H 8S 5S|7H AC 7D|TS 5D QD|QC',
	],
	[
		{variant: 'shamrocks', kings: 'as-dealt'},
		'42',
		'JH TD JC|9S 5C QD|5D TH 4H|5H 8S TS|8C 6H 5S|7D 8D QH|QC QS 6S|TC 2D KC|JD KH JS|2S AC AH|9H 7C KD|AS 8H 4S|7H 4C 3H|3C 9C 6C|7S AD 3S|6D 9D 2H|3D KS 2C|4D',
	],
	[
		{variant: 'shamrocks', kings: 'mm'},
		'42',
		'JH TD JC|9S 5C QD|5D TH 4H|5H 8S TS|8C 6H 5S|7D 8D QH|QC QS 6S|KC TC 2D|KH JD JS|2S AC AH|KD 9H 7C|AS 8H 4S|7H 4C 3H|3C 9C 6C|7S AD 3S|6D 9D 2H|KS 3D 2C|4D',
	],
	// Fan's Kings stay where they fall: fan 1 is dealt 7C KD AC.
	[
		{variant: 'fan', kings: 'as-dealt'},
		'1',
		'7C KD AC|2D QH 5C|QC TH 2H|4S 9S 6H|3H 6D 5H|JD AH JS|9H 4D 6C|9C 2C 7S|TD JC 5D|4C QS QD|8S JH 5S|8H 7H 2S|8C KC 3D|8D 7D 9D|KS 6S TC|3S AS TS|3C KH AD|4H',
	],
	[
		{variant: 'fan', kings: 'as-dealt'},
		'42',
		'9H 8C TD|KS 3C 7D|KD 8H AC|3D 4H 5D|2D 5C KH|AS JD 4D|9C 9S 6C|7H 9D JH|8D 2H 5S|6S QD TC|2C TH 7C|6H QC AH|4S 8S TS|7S QH AD|5H 3H JC|4C 6D KC|JS 2S QS|3S',
	],
	// Free Fan deals as Fan does, from its own shuffle: its deal 1 is not Fan's.
	[
		{variant: 'freefan', kings: 'as-dealt'},
		'1',
		'3H 4S 6C|7C 9D 3C|TC JC JH|9S AD AS|5H 8D TS|8H KD JS|6S QD JD|4D 9H AC|KC 8S 5S|4C TD 7S|7D 6D KH|2C KS 5D|QC QH 5C|2H TH QS|2D 6H AH|4H 8C 3S|3D 2S 7H|9C',
	],
	[
		{variant: 'freefan', kings: 'as-dealt'},
		'42',
		'JD TS KC|2S JH 6C|3H TH 4D|7D 3S 2C|6H 5D AS|5C 3C TD|4C 7H AC|4S JC 5H|3D 9C 7C|9D JS 4H|QS KS KD|AH QD TC|6S 6D 2H|8S KH AD|8C 9H 8D|9S QC 2D|QH 7S 5S|8H',
	],
	// Box Fan's Aces go home before the deal, so the 48 others fill 16 fans of three.
	[
		{variant: 'boxfan', kings: 'as-dealt'},
		'1',
		'JS 4S 8S|5H 3D 3S|9S 4H 7S|8C JD 7H|QH 6D 5S|TS 8H TC|TD KD KS|8D JH QC|7C 3C 4D|2C 2S JC|9D 3H TH|5D 6S 7D|5C QS 6C|2D KC 9H|2H 6H 9C|4C KH QD',
	],
	[
		{variant: 'boxfan', kings: 'as-dealt'},
		'42',
		'TC TS 9C|4C KS KH|9H 4D 5H|8S 9D JD|3H 8C 8H|6C 2D 8D|QD QS TH|KC 6D JC|JS 2H 6S|5D 7S 5C|JH TD 7C|7H QH 9S|2C 4H 3C|3D 5S 7D|4S 3S 2S|KD 6H QC',
	],
	// Clover Leaf's black Aces and red Kings go home before the deal: 48 cards in 16 fans of three.
	[
		{variant: 'cloverleaf', kings: 'as-dealt'},
		'1',
		'QD 8S 8C|5S 9C 7D|6S TH 5D|KS 4C JC|2H 8H 4H|8D JH 4S|QC TS 5H|2C TD 3D|6D 7C 9D|3H AD 7H|2S JS 6H|9S 9H 2D|QS 5C QH|4D 3S TC|7S 6C 3C|JD KC AH',
	],
	[
		{variant: 'cloverleaf', kings: 'as-dealt'},
		'42',
		'3D 8H 4C|TS 8D 9S|6S 6D AD|2D 8S 3S|2H 7D 4S|7H TD JS|KC QS 6C|JD TH 3C|AH 9C 7C|5S 3H QD|QC 9D JH|TC JC 2C|2S 5D 9H|4D 7S 4H|KS 5C 6H|QH 8C 5H',
	],
	// Super Flower Garden shuffles with its own prefix: its deal 1 is not La Belle Lucie's.
	[
		{variant: 'superflowergarden', kings: 'as-dealt'},
		'1',
		'4C QC TH|JD AS JC|5H TD AH|9H 2S 6S|7S 4H 9S|4D 6H 7C|6D 8C AD|KD JH 7D|QS 5S 3D|8S 2H 3S|2D KC 3C|8H KH 7H|TC TS AC|4S 5D QH|9D 5C 2C|8D 9C JS|QD KS 3H|6C',
	],
	[
		{variant: 'superflowergarden', kings: 'as-dealt'},
		'42',
		'8D 5H AC|4C 5S 6H|4S 3H 9S|JC 2C 4H|2D 8C 3C|KH QD 4D|AD 8S 6C|7H KC AH|QS 5C 3S|TH 7S JD|TD 6S 7D|9D 9H 3D|2H QH 8H|KS 6D JH|KD 7C 5D|2S 9C TS|JS QC AS|TC',
	],
	[
		{variant: 'threeshuffles', kings: 'as-dealt'},
		'1',
		'KD 9C QC|AC 8C 9S|KH 7H AH|4H QS 9H|4C QH 7S|2H 7C 5S|8D 5D 6D|4D AD JS|7D 8S TD|JC 5H 6H|TH JH 2C|3C TC QD|9D JD AS|2S 3S 8H|3D 4S KS|3H 5C 6S|TS 6C KC|2D',
	],
	[
		{variant: 'threeshuffles', kings: 'as-dealt'},
		'42',
		'5S KH 8H|QD 9H KC|TH TS 5C|2C 9C 2S|TC 6H KS|JH 3S 9S|AH QS 7C|JC 2D 6D|4S 3C 7H|4D 7S 8C|AD TD 4C|JD AC KD|3D 5H QH|JS 3H 7D|5D 6C 8S|6S 2H 8D|9D 4H QC|AS',
	],
	// Fan 5 is dealt TH JD KD: under Morehead and Mott-Smith's rule the King goes just beneath the Jack.
	[
		{variant: 'shamrocks', kings: 'mm'},
		'hello',
		'3C 2D 9H|KS 2H 6D|4D 5H TC|AH 3H 8C|TH KD JD|4S QH 5D|KH JH 7H|4H 5C AC|TS 7C 9C|QD 3S 9D|2S 8S 6C|JS 6H 5S|QS TD 7S|AS 2C 8H|7D AD QC|KC JC 6S|3D 4C 9S|8D',
	],
];

describe('deal', () => {
	for (const [seed, expected] of Object.entries(GOLDEN)) {
		it(`deals seed "${seed}" exactly as it always has`, () => {
			expect(layout(seed)).toBe(expected);
		});
	}

	for (const [rules, seed, expected] of FAMILY_GOLDEN) {
		it(`deals seed "${seed}" of ${rules.variant} with Kings ${rules.kings} exactly as pinned`, () => {
			expect(layout(seed, rules)).toBe(expected);
		});
	}

	it('deals the Kings rules of Shamrocks from one shuffle, Scotch from its own', () => {
		for (const seed of ['1', '2', 'x']) {
			const cards = (rules: DealRules) =>
				deal(seed, rules)
					.fans.map((fan) => [...fan].sort((a, b) => a - b).join(','))
					.join('|');
			expect(cards({variant: 'shamrocks', kings: 'mm'})).toBe(cards({variant: 'shamrocks', kings: 'bottom'}));
			expect(cards({variant: 'shamrocks', kings: 'as-dealt'})).toBe(
				cards({variant: 'shamrocks', kings: 'bottom'}),
			);
			expect(layout(seed, {variant: 'shamrocks', kings: 'as-dealt'}).split('|')).toEqual(
				Array.from({length: 18}, (_, fan) =>
					shuffledDeck(seed)
						.slice(fan * 3, fan * 3 + 3)
						.map(cardName)
						.join(' '),
				),
			);
			expect(cards({variant: 'scotch', kings: 'as-dealt'})).not.toBe(
				cards({variant: 'shamrocks', kings: 'as-dealt'}),
			);
			expect(layout(seed, {variant: 'scotch', kings: 'as-dealt'}).split('|')).toEqual(
				Array.from({length: 18}, (_, fan) =>
					shuffledDeck(seed, 'scotch')
						.slice(fan * 3, fan * 3 + 3)
						.map(cardName)
						.join(' '),
				),
			);
		}
	});

	it('under the mm rule, a King above a lower card of its suit goes under the lowest of them, covering none', () => {
		for (let seed = 0; seed < 300; seed++) {
			for (const fan of deal(String(seed), {variant: 'shamrocks', kings: 'mm'}).fans) {
				fan.forEach((card, index) => {
					if (rankOf(card) !== 13) return;
					// No lower card of the King's suit lies beneath it.
					expect(fan.slice(0, index).some((below) => Math.floor(below / 13) === Math.floor(card / 13))).toBe(
						false,
					);
				});
			}
		}
	});

	it('gives the same deal for the same seed and different deals for different seeds', () => {
		expect(layout('7')).toBe(layout('7'));
		expect(layout('7')).not.toBe(layout('8'));
	});

	it('gives seeds that repeat a shorter seed their own deals (ARC4 repeats its key)', () => {
		expect(layout('2')).not.toBe(layout('22'));
		expect(layout('12')).not.toBe(layout('1212'));
		expect(layout('a')).not.toBe(layout('aaaa'));
		const layouts = new Set(Array.from({length: 3000}, (_, seed) => layout(String(seed))));
		expect(layouts.size).toBe(3000);
	});

	it('lays out 17 fans of three and a last fan of one, with empty foundations', () => {
		const position = deal('123');
		expect(position.fans.map((fan) => fan.length)).toEqual([...Array(17).fill(3), 1]);
		expect(position.foundations).toEqual([[], [], [], []]);
		expect(new Set(allCards(position)).size).toBe(52);
	});

	it('deals the shuffled deck in order, the first card of each fan at its bottom', () => {
		for (const seed of ['1', '2', '3', 'x']) {
			const deck = shuffledDeck(seed);
			deal(seed).fans.forEach((fan, index) => {
				const dealt = deck.slice(index * 3, index * 3 + 3);
				expect(fan).toEqual(placeKings(dealt, 'bottom'));
			});
		}
	});

	it('moves every King to the bottom of its fan, other cards keeping their order', () => {
		expect(placeKings([card('5H'), card('KS'), card('2D')], 'bottom')).toEqual([
			card('KS'),
			card('5H'),
			card('2D'),
		]);
		expect(placeKings([card('5H'), card('2D'), card('KS')], 'bottom')).toEqual([
			card('KS'),
			card('5H'),
			card('2D'),
		]);
		for (let seed = 0; seed < 200; seed++) {
			for (const fan of deal(String(seed)).fans) {
				const firstOther = fan.findIndex((c) => rankOf(c) !== 13);
				if (firstOther >= 0) expect(fan.slice(firstOther).some((c) => rankOf(c) === 13)).toBe(false);
			}
		}
	});

	it('keeps two Kings of one fan in their dealt order at the bottom', () => {
		expect(placeKings([card('5C'), card('KS'), card('KH')], 'bottom')).toEqual([
			card('KS'),
			card('KH'),
			card('5C'),
		]);
		expect(placeKings([card('KH'), card('5C'), card('KS')], 'bottom')).toEqual([
			card('KH'),
			card('KS'),
			card('5C'),
		]);
		// Seed 6 deals 2H KS KH to fan 13.
		expect(shuffledDeck('6').slice(36, 39).map(cardName)).toEqual(['2H', 'KS', 'KH']);
		expect(deal('6').fans[12].map(cardName)).toEqual(['KS', 'KH', '2H']);
	});

	it('places a King beneath the lowest card of its suit under the mm-kings option', () => {
		// KH lies above 4H: it goes directly beneath 4H, not to the very bottom.
		expect(placeKings([card('9C'), card('4H'), card('KH')], 'mm')).toEqual([card('9C'), card('KH'), card('4H')]);
		// No lower heart beneath it: to the bottom as usual.
		expect(placeKings([card('9C'), card('4S'), card('KH')], 'mm')).toEqual([card('KH'), card('9C'), card('4S')]);
		// Two Kings bound for the bottom keep their dealt order; one placed beneath a card of its suit lies
		// above them.
		expect(placeKings([card('KS'), card('4H'), card('KD')], 'mm')).toEqual([card('KS'), card('KD'), card('4H')]);
		expect(placeKings([card('4H'), card('KS'), card('KH')], 'mm')).toEqual([card('KS'), card('KH'), card('4H')]);
		expect(placeKings([card('JH'), card('KH'), card('KC')], 'mm')).toEqual([card('KC'), card('KH'), card('JH')]);
		// Deal 240 deals KS 4H KD to fan 6 (the case an outside check found the docs silent on).
		expect(deal('240', {variant: 'shamrocks', kings: 'mm'}).fans[5].map(cardName)).toEqual(['KS', 'KD', '4H']);
	});

	it('prints a deal as a board file that names the variant and empty foundations', () => {
		const text = makeBoard(deal('42'), ['Shamrocks, deal 42']);
		expect(text.split('\n').slice(0, 4)).toEqual([
			'# Shamrocks, deal 42',
			'Variant: shamrocks',
			'Foundations: C-0 D-0 H-0 S-0',
			'JH TD JC',
		]);
	});
});
