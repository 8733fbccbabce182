import {describe, expect, it} from 'vitest';
import {
	type Position,
	allCards,
	autoDropMove,
	applyMove,
	autoCompleteMoves,
	click,
	currentPosition,
	deal,
	describeBoardError,
	describeRefusal,
	destinationsOf,
	fanAt,
	isAutoCompleteReady,
	isWon,
	makeBoard,
	newGame,
	parseBoard,
	pileTop,
	rankOf,
	refuseMove,
} from '../../source/engine/index.js';
import {card, m} from './helpers.js';

const CLOVER = {variant: 'cloverleaf', kings: 'as-dealt'} as const;

/** A Clover Leaf position through the real parser: fan lines padded with empty fans to 16. */
function position(fans: readonly string[], foundations: string): Position {
	const lines = [...fans, ...Array.from({length: 16 - fans.length}, () => '-')];
	const parsed = parseBoard(`Variant: cloverleaf\nFoundations: ${foundations}\n${lines.join('\n')}\n`);
	if (!parsed.ok) throw new Error(`bad fixture: ${describeBoardError(parsed.error)}`);
	return parsed.value;
}

function refusal(at: Position, move: ReturnType<typeof m>): string | undefined {
	const refused = refuseMove(at, move);
	return refused === undefined ? undefined : describeRefusal(refused);
}

function boardError(text: string): string | undefined {
	const parsed = parseBoard(text);
	return parsed.ok ? undefined : describeBoardError(parsed.error);
}

// Clubs and spades home to 9 (up), hearts and diamonds down to 5: sixteen cards left to place.
const HOME = 'C-9 D-5 H-5 S-9';
const SPREAD = ['TC JC', 'QC KC', '3D 4D', 'AD 2D', 'TS', 'KS QS JS', '2H 4H 3H', 'AH'];
const NOT_IN_SUIT = 'the top card there must be one rank higher or lower and of its suit';

describe('Clover Leaf', () => {
	it('deals 16 fans of three with the black Aces and the red Kings home, and none of them dealt', () => {
		const start = deal('1', CLOVER);
		expect(start.fans.map((fan) => fan.length)).toEqual(Array.from({length: 16}, () => 3));
		expect(start.foundations).toEqual([[card('AC')], [card('KD')], [card('KH')], [card('AS')]]);
		const dealt = start.fans.flat();
		for (const name of ['AC', 'AS', 'KD', 'KH']) expect(dealt).not.toContain(card(name));
		for (const name of ['AD', 'AH', 'KC', 'KS']) expect(dealt).toContain(card(name));
		expect(new Set(allCards(start)).size).toBe(52);
	});

	it('builds up or down by one in the same suit, and may change direction', () => {
		const at = position(SPREAD, HOME);
		expect(refusal(at, m('TS', 4, 5))).toBeUndefined();
		expect(refusal(at, m('4D', 2, 6))).toBe(`4D does not fit on fan 7: ${NOT_IN_SUIT}.`);
		const up = position(['TC', 'QC JC', 'KC', ...SPREAD.slice(2)], HOME);
		expect(refusal(up, m('JC', 1, 0))).toBeUndefined();
		expect(refusal(up, m('TC', 0, 1))).toBeUndefined();
		expect(refusal(up, m('KC', 2, 0))).toBe(`KC does not fit on fan 1: ${NOT_IN_SUIT}.`);
		// The Q♣ may go down onto the J♣ it came up from, or up... here onto the K♣: both ways.
		const turned = position(['TC JC', 'QC', 'KC', ...SPREAD.slice(2)], HOME);
		expect(destinationsOf(turned, fanAt(1))).toEqual([fanAt(0), fanAt(2)]);
	});

	it('fills an empty fan with an Ace or a King only, and says so', () => {
		const at = position(SPREAD, HOME);
		expect(refusal(at, m('AH', 7, 8))).toBeUndefined();
		expect(refusal(at, m('JS', 5, 8))).toBe('Fan 9 is empty, and an empty fan takes only an Ace or a King.');
		const king = position(['TC JC', 'KC', 'QC', ...SPREAD.slice(2)], HOME);
		expect(destinationsOf(king, fanAt(1))).toEqual([fanAt(2), ...[9, 10, 11, 12, 13, 14, 15].map(fanAt)]);
	});

	it('builds hearts and diamonds down from the King and clubs and spades up from the Ace, and says which', () => {
		const at = position(SPREAD, HOME);
		expect(refusal(at, m('4D', 2, 'F'))).toBeUndefined();
		expect(refusal(at, m('3H', 6, 'F'))).toBe(
			'3H cannot go to its foundation yet: hearts build down from the King here.',
		);
		expect(refusal(at, m('JC', 0, 'F'))).toBe(
			'JC cannot go to its foundation yet: clubs build up from the Ace here.',
		);
		const game = click(newGame(at), fanAt(2));
		expect(game.ok).toBe(true);
		if (!game.ok) return;
		expect(currentPosition(game.value).foundations[1]).toHaveLength(10);
		expect(pileTop(currentPosition(game.value), 1)).toBe(card('4D'));
	});

	it('auto completes a table in home order, hearts from the top down, to the win', () => {
		// The A♥ 2♥ 3♥ fan rises in rank but falls in home order (the 3♥ goes home first): ready.
		const ready = position(['KC QC JC TC', '4H', 'AH 2H 3H', 'AD 2D 3D 4D', 'KS QS JS TS'], HOME);
		expect(isAutoCompleteReady(ready)).toBe(true);
		const notReady = position(['KC QC JC TC', 'AH 2H 4H 3H', 'AD 2D 3D 4D', 'KS QS JS TS'], HOME);
		expect(isAutoCompleteReady(notReady)).toBe(false);
		expect(autoCompleteMoves(notReady)).toEqual([]);
		let at = ready;
		for (const move of autoCompleteMoves(ready)) {
			const next = applyMove(at, move);
			expect(next.ok).toBe(true);
			if (next.ok) at = next.value;
		}
		expect(isWon(at)).toBe(true);
		expect(at.foundations[2].map(rankOf)).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
	});

	it('writes a down suit by its lowest card home, and reads it back', () => {
		const at = position(SPREAD, HOME);
		const text = makeBoard(at);
		expect(text).toContain('Foundations: C-9 D-5 H-5 S-9');
		const back = parseBoard(text);
		expect(back.ok && back.value).toEqual(at);
		// H-J: the King, Queen and Jack of hearts home, the ten down to the Ace on the fans.
		const jack = position([...SPREAD, 'TH 9H 8H 7H 6H 5H'], 'C-9 D-5 H-J S-9');
		expect(jack.foundations[2]).toEqual([card('KH'), card('QH'), card('JH')]);
		expect(makeBoard(jack)).toContain('Foundations: C-9 D-5 H-J S-9');
		// No line: the deal's four cards home.
		const start = makeBoard(deal('1', CLOVER));
		expect(start).toContain('Foundations: C-A D-K H-K S-A');
		const bare = parseBoard(start.replace(/Foundations:.*\n/, ''));
		expect(bare.ok && bare.value.foundations).toEqual(deal('1', CLOVER).foundations);
	});

	it('refuses in one line a suit below its start, a suit left out, and a card both home and on a fan', () => {
		const start = makeBoard(deal('1', CLOVER));
		const below =
			'line 2: Clover Leaf starts with C-A D-K H-K S-A home, and a card home stays: no suit may have less ' +
			'(a suit built down counts down: H-Q is more than H-K)';
		expect(boardError(start.replace('H-K', 'H-0'))).toBe(below);
		expect(boardError(start.replace('C-A', 'C-0'))).toBe(below);
		expect(boardError(start.replace(' D-K', ''))).toBe(below);
		// H-Q names the Q♥ home, and deal 1 has it on fan 13 (QS 5C QH) as well.
		expect(boardError(start.replace('H-K', 'H-Q'))).toMatch(/^line 15: QH appears twice: it is also /);
	});

	it('auto drops a card only when the next card home in its suit lies beneath it', () => {
		// Hearts home from the King down to the 6: the 5♥ fits, and the 4♥ (next home) lies beneath it.
		const beneath = position(
			['TC JC', 'QC KC', '4D 3D', 'AD 2D', 'TS', 'KS QS JS', '2H 3H', 'AH 4H 5H'],
			'C-9 D-5 H-6 S-9',
		);
		expect(autoDropMove(beneath)).toEqual(m('5H', 7, 'F'));
		// The 4♥ on another fan could still be laid on the 5♥ (or hold it): no drop, though the 5♥ fits.
		const apart = position(
			['TC JC', 'QC KC', '4D 3D', 'AD 2D', 'TS', 'KS QS JS', '2H 3H 4H', 'AH 5H'],
			'C-9 D-5 H-6 S-9',
		);
		expect(autoDropMove(apart)).toBeUndefined();
	});
});
