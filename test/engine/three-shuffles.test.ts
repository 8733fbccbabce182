import {describe, expect, it} from 'vitest';
import {
	applyMove,
	canDraw,
	deal,
	describeRefusal,
	drawDepths,
	fanAt,
	hasLegalMove,
	makeBoard,
	parseBoard,
	parseStep,
	pileAt,
} from '../../source/engine/index.js';
import {board, card} from './helpers.js';

const THREE = {variant: 'threeshuffles', kings: 'as-dealt'} as const;

/** A position of the fans given and one more fan of every other card, in ascending rank (a King on top). */
function three(fans: readonly string[], header = 'Variant: threeshuffles\nRedeals: 2\nDraw: 1') {
	const named = new Set(fans.flatMap((fan) => fan.split(' ')));
	const rest = [...'A23456789TJQK'].flatMap((rank) => [...'CDHS'].map((suit) => rank + suit));
	return board([...fans, rest.filter((name) => !named.has(name)).join(' ')], 'C-0 D-0 H-0 S-0', header);
}

const draw = (name: string, from: number, to: ReturnType<typeof fanAt> | ReturnType<typeof pileAt>) => ({
	card: card(name),
	from: fanAt(from),
	to,
	draw: true as const,
});

describe('Three Shuffles and a Draw: its draw', () => {
	it('may be played from the deal on, redeals left or not', () => {
		const position = deal('1', THREE);
		expect([position.redeals, position.draws]).toEqual([2, 1]);
		expect(canDraw(position)).toBe(true);
		expect(drawDepths(position, 0)).toEqual([1]);
		expect(drawDepths({...position, draws: 0}, 0)).toEqual([]);
	});

	it('plays the card just beneath a top card home or onto another fan, the top card staying', () => {
		const position = three(['9H AH QS', '8H KC', '7H 2D']);
		const home = applyMove(position, draw('AH', 0, pileAt(2)));
		expect(home.ok && home.value.fans[0]).toEqual([card('9H'), card('QS')]);
		expect(home.ok && home.value.draws).toBe(0);
		const onFan = applyMove(position, draw('7H', 2, fanAt(1)));
		expect(onFan.ok).toBe(false);
		const onto = applyMove(three(['9H 8H QS', 'KC', '7H 2D']), draw('8H', 0, fanAt(1)));
		expect(onto.ok).toBe(false);
		const fits = applyMove(three(['9H AH QS', '8H', '7H 2D']), draw('7H', 2, fanAt(1)));
		expect(fits.ok && fits.value.fans[1]).toEqual([card('8H'), card('7H')]);
		expect(fits.ok && fits.value.fans[2]).toEqual([card('2D')]);
	});

	it('refuses a card deeper down, the top card, its own fan, and a second draw, naming the rule', () => {
		const position = three(['9H AH QS', '8H', '7H 2D']);
		const words = (move: ReturnType<typeof draw>) => {
			const result = applyMove(position, move);
			return result.ok ? 'played' : describeRefusal(result.error);
		};
		expect(words(draw('9H', 0, fanAt(1)))).toBe(
			'The draw takes only the card just beneath the top card of a fan, and 9H is not.',
		);
		expect(words(draw('QS', 0, pileAt(3)))).toMatch(/^The draw takes only the card just beneath/);
		expect(words(draw('AH', 0, fanAt(0)))).toBe(
			'The drawn card goes home or onto another fan, never back onto its own.',
		);
		const once = applyMove(position, draw('AH', 0, pileAt(2)));
		if (!once.ok) throw new Error('the first draw is legal');
		const twice = applyMove(once.value, draw('7H', 2, fanAt(1)));
		expect(twice.ok).toBe(false);
		if (!twice.ok) expect(describeRefusal(twice.error)).toBe('The draw is spent: there is one a game.');
	});

	it('keeps a layout whose only move is the draw from being stuck, and only then', () => {
		// The K♠ covers the A♣, the 2♣ lies on its own 3♣: no top card can move, but the A♣ can be drawn home.
		const position = board(
			['QS AC KS', 'KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C'],
			'C-0 D-K H-K S-J',
			'Variant: threeshuffles\nRedeals: 0\nDraw: 1',
		);
		expect(hasLegalMove(position)).toBe(true);
		expect(hasLegalMove({...position, draws: 0})).toBe(false);
	});

	it('writes and reads the draw in text, and Draw: in a board file', () => {
		const position = three(['9H AH QS', '8H', '7H 2D']);
		const step = parseStep('draw AH 1->F', position);
		expect(step.ok && step.value).toEqual(draw('AH', 0, pileAt(2)));
		const text = makeBoard(deal('4', THREE));
		expect(text).toMatch(/^Redeals: 2\nDraw: 1$/m);
		const back = parseBoard(text);
		expect(back.ok && back.value).toEqual(deal('4', THREE));
		const bad = parseBoard(text.replace('Draw: 1', 'Draw: 2'));
		expect(bad.ok).toBe(false);
		if (!bad.ok) expect(bad.error).toEqual({line: 4, message: 'Draw: "2" is not a number from 0 to 1'});
	});
});
