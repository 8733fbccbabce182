import seedrandom from 'seedrandom';
import {describe, expect, it} from 'vitest';
import {
	type Place,
	VARIANT_IDS,
	cardName,
	defaultRules,
	cellAt,
	fanAt,
	isFan,
	isPile,
	legalMoves,
	parseBoard,
	pileAt,
	placesTaking,
	placesThatMove,
	samePlace,
} from '../../source/engine/index.js';
import {board, card, randomGame, scotch} from './helpers.js';

/** What Show playable marks, asked of the engine: the places that move, and those that take a card held. */

function names(places: readonly Place[]): string[] {
	return places.map((place) =>
		isFan(place) ? `fan ${place.fan + 1}` : isPile(place) ? `F${place.pile + 1}` : `C${place.cell + 1}`,
	);
}

const DECK = Array.from({length: 52}, (_, index) => cardName(index));

/** The cards a fixture leaves out (neither `home` nor on its fans), in one fan topped by `top`. */
function rest(fans: readonly string[], home: readonly string[], top: string): string {
	const named = new Set([...fans.flatMap((fan) => fan.split(' ')), ...home, top]);
	return [...DECK.filter((name) => !named.has(name)), top].join(' ');
}

describe('the places whose top card can move', () => {
	it('are the fans whose top card has a pile or a fan to go to, in Shamrocks', () => {
		// JC fits on TC and TC on JC or home (C-9); fan 3 is full and its KC fits nowhere; KH goes home.
		const position = board(['KS JC', 'TC', 'KD QC KC', 'KH'], 'C-9 D-Q H-Q S-Q');
		expect(names(placesThatMove(position))).toEqual(['fan 1', 'fan 2', 'fan 4']);
	});

	it('include Scotch piles whose top card can come back onto a fan', () => {
		const fans = ['KS 3C', 'QS 3H'];
		const position = scotch([...fans, rest(fans, ['AD', '2C'], 'KH')], 'AD 2C | - | - | -');
		// 3C has nowhere to go (F1 wants a red 3), 3H goes on F1, and F1's 2C back onto either 3.
		expect(names(placesThatMove(position))).toEqual(['fan 2', 'F1']);
	});

	it('are exactly the places the legal moves start from, the draw aside, in every game', () => {
		for (const variant of VARIANT_IDS) {
			const random = seedrandom(`playable:${variant}`);
			for (let seed = 0; seed < 8; seed++) {
				for (const position of randomGame(String(seed), 40, random, defaultRules(variant))) {
					const starts = legalMoves(position).filter((move) => move.draw !== true);
					const cells = (position.cells ?? []).map((_, cell) => cellAt(cell));
					const places = [
						...position.fans.map((_, fan) => fanAt(fan)),
						...[0, 1, 2, 3].map(pileAt),
						...cells,
					];
					const expected = places.filter((place) => starts.some((move) => samePlace(move.from, place)));
					expect(names(placesThatMove(position)).sort()).toEqual(names(expected).sort());
				}
			}
		}
	});
});

describe('the places that take a card in hand', () => {
	it('are every pile and fan a drop would be legal on', () => {
		// 7H goes home (H-6) and onto 8H; fan 3's 8C is full; nothing else is a rank away.
		const position = board(['KS 7H', 'KC 8H', 'KD JC 8C', 'KH QH JH', 'TH 9H', 'QC TC 9C'], 'C-7 D-Q H-6 S-Q');
		expect(names(placesTaking(position, card('7H'), fanAt(0)))).toEqual(['F3', 'fan 2']);
	});

	it('name each empty pile an Ace could start, where a click tries only the first', () => {
		const fans = ['KS AC', 'QS'];
		const position = scotch([...fans, rest(fans, ['AS', '2H'], 'KH')], 'AS 2H | - | - | -');
		expect(names(placesTaking(position, card('AC'), fanAt(0)))).toEqual(['F2', 'F3', 'F4']);
	});

	it('are none for a card that never leaves its foundation, and none for a card under another', () => {
		const position = board(['KS 2C', 'QS 3C', 'KC QC JC', 'TC 9C 8C', '7C 6C 5C', '4C'], 'C-A D-K H-K S-J');
		expect(placesTaking(position, card('AC'), pileAt(0))).toEqual([]);
		expect(placesTaking(position, card('KS'), fanAt(0))).toEqual([]);
	});

	it('include the draw card’s own fan (to its top), and the places it fits', () => {
		const fans = ['5C 2C 9H', '3C', 'TH'];
		const lines = ['Variant: labellelucie', 'Foundations: C-A D-0 H-0 S-0', 'Redeals: 0', 'Draw: 1'];
		const parsed = parseBoard([...lines, ...fans, rest(fans, ['AC'], 'KS')].join('\n') + '\n');
		if (!parsed.ok) throw new Error(parsed.error.message);
		const position = parsed.value;
		expect(names(placesTaking(position, card('2C'), fanAt(0), true))).toEqual(['F1', 'fan 1', 'fan 2']);
		// Without the draw a covered card goes nowhere; the top card goes as it fits.
		expect(placesTaking(position, card('2C'), fanAt(0))).toEqual([]);
		expect(names(placesTaking(position, card('9H'), fanAt(0)))).toEqual(['fan 3']);
	});
});
