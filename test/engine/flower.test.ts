import {describe, expect, it} from 'vitest';
import {
	REDEAL,
	applyMove,
	applyStep,
	canDraw,
	deal,
	describeRefusal,
	isStuck,
	legalMoves,
	makeBoard,
	parseBoard,
	parseStep,
	redealt,
	rulesName,
} from '../../source/engine/index.js';
import {board, card, m} from './helpers.js';

const FLOWER = {variant: 'superflowergarden', kings: 'as-dealt'} as const;
const HEADER = 'Variant: superflowergarden\nRedeals: 0';

/**
 * A position of the fans given and one more fan of every other card not home, in ascending rank,
 * so that its top is a King that has nowhere to go (the fixtures keep every Queen off the piles).
 */
function flower(fans: readonly string[], header = HEADER) {
	const named = new Set(fans.flatMap((fan) => fan.split(' ')).filter((name) => name !== '-'));
	const ranks = 'A23456789TJQK';
	const rest = [...ranks]
		.flatMap((rank) => [...'CDHS'].map((suit) => rank + suit))
		.filter((name) => !named.has(name));
	return board([...fans, rest.join(' ')], 'C-0 D-0 H-0 S-0', header);
}

describe('Super Flower Garden', () => {
	it("deals La Belle Lucie's layout, Kings where they fall, with two redeals and no draw", () => {
		const position = deal('5', FLOWER);
		expect(position.fans.map((fan) => fan.length)).toEqual([...Array.from({length: 17}, () => 3), 1]);
		expect([position.redeals, position.draws]).toEqual([2, 0]);
		expect(rulesName(FLOWER)).toBe('Super Flower Garden');
		expect(canDraw({...position, redeals: 0})).toBe(false);
	});

	it('builds down one rank in any suit, with no limit on a fan', () => {
		const position = flower(['8S 9H', '8C', '7H', 'QC KD']);
		expect(applyMove(position, m('7H', 2, 1)).ok).toBe(true);
		const tall = flower(['KS QH JC TD 9S 8H', '7C', 'AD']);
		expect(applyMove(tall, m('7C', 1, 0)).ok).toBe(true);
	});

	it('refuses a card one rank too high or too low, and an empty fan, naming the rule', () => {
		const position = flower(['8S', '9C', '7H', '-', 'AC']);
		const up = applyMove(position, m('9C', 1, 0));
		expect(up.ok).toBe(false);
		if (!up.ok) expect(describeRefusal(up.error)).toMatch(/one rank higher/);
		const empty = applyMove(position, m('7H', 2, 3));
		expect(empty.ok).toBe(false);
		// Only the 7H onto the 8S and the AC home are legal (and the 8S onto the 9C).
		expect(legalMoves(position).map((move) => move.card)).toEqual([card('8S'), card('7H'), card('AC')]);
	});

	it('has no draw: the draw is refused, and a board file with a Draw: line is an error', () => {
		const position = flower(['8S 9H', '7C']);
		const draw = applyMove(position, {...m('8S', 0, 1), draw: true});
		expect(draw.ok).toBe(false);
		if (!draw.ok) expect(describeRefusal(draw.error)).toBe('Super Flower Garden has no draw.');
		const text = makeBoard(deal('3', FLOWER));
		expect(text).toMatch(/^Redeals: 2$/m);
		expect(text).not.toMatch(/^Draw:/m);
		expect(parseBoard(text).ok && parseBoard(text)).toEqual({ok: true, value: deal('3', FLOWER)});
		const withDraw = parseBoard(text.replace('Redeals: 2', 'Redeals: 2\nDraw: 0'));
		expect(withDraw.ok).toBe(false);
		if (!withDraw.ok)
			expect(withDraw.error).toEqual({line: 4, message: 'Super Flower Garden has no draw: leave out Draw:'});
		expect(parseStep('draw 7H 1->F', deal('3', FLOWER)).ok).toBe(true);
	});

	it('redeals twice, in threes, from the position alone, and is stuck only with no redeal left', () => {
		const start = deal('8', FLOWER);
		const once = applyStep(start, REDEAL);
		expect(once.ok && once.value).toEqual(redealt(start));
		if (!once.ok) return;
		expect(once.value.redeals).toBe(1);
		expect(once.value.fans.slice(0, -1).every((fan) => fan.length === 3)).toBe(true);
		// Each King covers the lower cards of its suit, and no card has anywhere to go.
		const climb = (suit: string) => [...'A23456789TJQK'].map((rank) => rank + suit).join(' ');
		const hopeless = board([climb('C'), climb('D')], 'C-0 D-0 H-K S-K', 'Variant: superflowergarden\nRedeals: 1');
		expect(legalMoves(hopeless)).toEqual([]);
		expect(isStuck(hopeless)).toBe(false);
		expect(isStuck({...hopeless, redeals: 0})).toBe(true);
		expect(applyStep({...hopeless, redeals: 0}, REDEAL).ok).toBe(false);
	});
});
