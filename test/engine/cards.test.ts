import {describe, expect, it} from 'vitest';
import {cardName, isRed, makeCard, orderedDeck, parseCard, rankOf, suitOf} from '../../source/engine/index.js';

describe('cards', () => {
	it('names every card of the deck in board notation and reads it back', () => {
		const names = orderedDeck().map(cardName);
		expect(new Set(names).size).toBe(52);
		expect(names.slice(0, 13).join(' ')).toBe('AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC');
		for (const card of orderedDeck()) expect(parseCard(cardName(card))).toBe(card);
	});

	it('accepts 10 for ten and any letter case', () => {
		expect(parseCard('10H')).toBe(parseCard('TH'));
		expect(parseCard('th')).toBe(makeCard(10, 2));
		expect(parseCard('ks')).toBe(makeCard(13, 3));
	});

	it('refuses what is not a card', () => {
		for (const text of ['', 'K', '1S', '11H', 'KX', 'ZS', '0C', 'KSS']) expect(parseCard(text)).toBeUndefined();
	});

	it('knows ranks, suits and colours', () => {
		const sevenOfDiamonds = parseCard('7D')!;
		expect(rankOf(sevenOfDiamonds)).toBe(7);
		expect(suitOf(sevenOfDiamonds)).toBe(1);
		expect(isRed(sevenOfDiamonds)).toBe(true);
		expect(isRed(parseCard('7C')!)).toBe(false);
		expect(isRed(parseCard('AH')!)).toBe(true);
		expect(isRed(parseCard('AS')!)).toBe(false);
	});
});
