import {describe, expect, it} from 'vitest';
import {
	type Move,
	applyMove,
	autoCompleteMoves,
	cardName,
	click,
	currentPosition,
	deal,
	describeBoardError,
	describeRefusal,
	destinationsOf,
	fanAt,
	formatMove,
	isAutoCompleteReady,
	isWon,
	lastMove,
	legalMoves,
	makeBoard,
	moveToJson,
	newGame,
	parseBoard,
	parseMove,
	pileAt,
	refuseMove,
} from '../../source/engine/index.js';
import {card, scotch} from './helpers.js';

const move = (name: string, from: number | 'F1' | 'F2' | 'F3' | 'F4', to: number | 'F1' | 'F2' | 'F3' | 'F4'): Move => {
	const place = (at: number | string) => (typeof at === 'number' ? fanAt(at) : pileAt(Number(at.slice(1)) - 1));
	return {card: card(name), from: place(from), to: place(to)};
};

// Most cards home; a few left on fans to play with. Piles: black A♣ pile up to 9♣ (A♣ 2♦ 3♣ ...),
// black A♠ pile up to 8♥, red A♦ pile up to 10♠, red A♥ pile up to 9♥.
const PILES =
	'AC 2D 3C 4D 5C 6D 7C 8D 9C | AS 2H 3S 4H 5S 6H 7S 8H | AD 2C 3D 4C 5D 6C 7D 8C 9D TC | AH 2S 3H 4S 5H 6S 7H 8S 9H';
const FANS = ['KC QD JC TD', 'KS QH JS TH 9S', 'KD QC JD TS', 'KH QS JH'];

describe('Scotch: fans', () => {
	const position = scotch(FANS, PILES);

	it('build down by one rank, any suit, with no size limit', () => {
		// 9S (fan 2, five cards) onto TD (fan 1, four cards): one rank down, another suit; fans grow past three.
		const after = applyMove(position, move('9S', 1, 0));
		expect(after.ok && after.value.fans[0].map(cardName)).toEqual(['KC', 'QD', 'JC', 'TD', '9S']);
		// Not one rank up, as Shamrocks would allow.
		expect(refuseMove(position, move('TD', 0, 1))?.reason).toBe('rank-does-not-fit');
		expect(describeRefusal(refuseMove(position, move('TD', 0, 1))!)).toBe(
			'TD does not fit on fan 2: the top card there must be one rank higher.',
		);
	});

	it('never fills an empty fan, and moves only top cards', () => {
		expect(refuseMove(position, move('TD', 0, 10))?.reason).toBe('target-empty');
		expect(refuseMove(position, move('JC', 0, 2))?.reason).toBe('not-top-card');
	});
});

describe('Scotch: foundation piles', () => {
	const position = scotch(FANS, PILES);

	it('build up by one rank in the other colour, on whichever pile takes the card', () => {
		// TD (red) goes on 9C (black, pile 1) but not on 8H (pile 2) nor on TC (pile 3).
		expect(refuseMove(position, move('TD', 0, 'F1'))).toBeUndefined();
		expect(refuseMove(position, move('TD', 0, 'F2'))?.reason).toBe('pile-does-not-take');
		expect(refuseMove(position, move('TD', 0, 'F3'))?.reason).toBe('pile-does-not-take');
		expect(describeRefusal(refuseMove(position, move('TD', 0, 'F3'))!)).toBe(
			'Foundation pile 3 does not take TD: an Ace starts a pile, then one rank up in the other colour.',
		);
		// 9S goes on 8H (pile 2) only, or onto a 10: TD (fan 1) or TS (fan 3).
		expect(destinationsOf(position, fanAt(1))).toEqual([pileAt(1), fanAt(0), fanAt(2)]);
	});

	it('give their top card back onto a fan that takes it, and only their top card', () => {
		// TC, pile 3's top, comes back onto JH (fan 4); 9D under it does not.
		const back = applyMove(position, move('TC', 'F3', 3));
		expect(back.ok && back.value.fans[3].map(cardName)).toEqual(['KH', 'QS', 'JH', 'TC']);
		expect(back.ok && back.value.foundations[2].map(cardName).at(-1)).toBe('9D');
		expect(refuseMove(position, move('9D', 'F3', 0))?.reason).toBe('not-top-card');
		// Never from one pile to another.
		expect(refuseMove(position, move('9H', 'F4', 'F2'))?.reason).toBe('pile-to-pile');
		expect(legalMoves(position).some((m) => m.card === card('TC') && 'pile' in m.from)).toBe(true);
	});

	it('are started by any Ace, on any empty pile', () => {
		// The red Aces' piles are full; the black Aces' cards wait on two descending fans.
		const position = scotch(
			['KC QD JC TD 9C 8D 7C 6D 5C 4D 3C 2D AC', 'KS QH JS TH 9S 8H 7S 6H 5S 4H 3S 2H AS'],
			'- | AD 2C 3D 4C 5D 6C 7D 8C 9D TC JD QC KD | AH 2S 3H 4S 5H 6S 7H 8S 9H TS JH QS KH | -',
		);
		// Either empty pile takes AC; a click tries the first only, as the empty piles are alike.
		expect(
			legalMoves(position)
				.filter((m) => m.card === card('AC'))
				.map((m) => m.to),
		).toEqual([pileAt(0), pileAt(3)]);
		expect(destinationsOf(position, fanAt(0))).toEqual([pileAt(0)]);
		const onFour = applyMove(position, move('AC', 0, 'F4'));
		expect(onFour.ok && refuseMove(onFour.value, move('AS', 1, 'F1'))).toBeUndefined();
	});
});

describe('Scotch: board files', () => {
	it('write the piles bottom to top, separated by |, and read them back', () => {
		const position = scotch(FANS, PILES);
		const text = makeBoard(position);
		expect(text.split('\n')[1]).toBe(`Foundations: ${PILES}`);
		const parsed = parseBoard(text);
		expect(parsed.ok && parsed.value).toEqual(position);
	});

	it('refuse a pile that breaks the colour rule, one that does not start with an Ace, or a wrong count of piles', () => {
		const error = (piles: string) => {
			const parsed = parseBoard(`Variant: scotch\nFoundations: ${piles}\n${'-\n'.repeat(18)}`);
			return parsed.ok ? 'accepted' : describeBoardError(parsed.error);
		};
		expect(error('AS 2S | - | - | -')).toBe(
			'line 2: pile 1: 2S does not go on AS (a pile builds up by one rank in the other colour)',
		);
		expect(error('AS 3H | - | - | -')).toBe(
			'line 2: pile 1: 3H does not go on AS (a pile builds up by one rank in the other colour)',
		);
		expect(error('- | 2H | - | -')).toBe('line 2: pile 2 starts with 2H: a foundation pile starts with an Ace');
		expect(error('- | - | -')).toBe(
			'line 2: 3 foundation piles, but there are exactly 4, separated by | (as AS 2H | - | - | -)',
		);
		expect(error('AS 2H | AC 2H | - | -')).toBe('line 2: 2H appears twice on the foundations');
		// The by-suit form is not Scotch's.
		expect(error('C-0 D-0 H-0 S-0')).toMatch(/^line 2: 1 foundation pile, but there are exactly 4/);
		expect(error('AS 2H | AD | | -')).toBe('line 2: pile 3 is blank: write - for an empty pile');
	});
});

describe('Scotch: move notation', () => {
	const position = scotch(FANS, PILES);

	it('names the pile, in text and JSON, and reads F alone as the first pile that takes the card', () => {
		expect(formatMove('scotch', move('TD', 0, 'F1'))).toBe('TD 1->F1');
		expect(formatMove('scotch', move('TC', 'F3', 3))).toBe('TC F3->4');
		expect(moveToJson('scotch', move('TD', 0, 'F1'))).toEqual({card: 'TD', from: 1, to: 'F1'});
		expect(moveToJson('scotch', move('TC', 'F3', 3))).toEqual({card: 'TC', from: 'F3', to: 4});
		expect(parseMove('TD 1->F', position)).toEqual({ok: true, value: move('TD', 0, 'F1')});
		expect(parseMove('9s 2 -> f', position)).toEqual({ok: true, value: move('9S', 1, 'F2')});
		expect(parseMove('tc f3->4', position)).toEqual({ok: true, value: move('TC', 'F3', 3)});
		expect(parseMove('TC F->4', position).ok).toBe(false);
		expect(parseMove('TD 1->F5', position).ok).toBe(false);
		expect(parseMove('QD 1->F', position)).toEqual({ok: false, error: 'no foundation pile takes QD'});
	});
});

describe('Scotch: click and auto complete', () => {
	it('sends a card to the first pile that takes it, and on to the next with a second click', () => {
		// 2H takes either black Ace's pile: pile 1 at the first click, pile 2 at the second (clicked
		// where it now lies), back to pile 1 at the third.
		const position = scotch(
			['KC QD JC TD 9C 8D 7C 6D 5C 4D 3C 2D', 'KS QH JS TH 9S 8H 7S 6H 5S 4H 3S 2H'],
			'AC | AS | AD 2C 3D 4C 5D 6C 7D 8C 9D TC JD QC KD | AH 2S 3H 4S 5H 6S 7H 8S 9H TS JH QS KH',
		);
		const show = (game: ReturnType<typeof newGame>) => formatMove('scotch', lastMove(game)!);
		const expectOk = <T>(result: {ok: true; value: T} | {ok: false}) => {
			if (!result.ok) throw new Error('refused');
			return result.value;
		};
		let game = expectOk(click(newGame(position), fanAt(1)));
		expect(show(game)).toBe('2H 2->F1');
		game = expectOk(click(game, pileAt(0)));
		expect(show(game)).toBe('2H 2->F2');
		game = expectOk(click(game, pileAt(1)));
		expect(show(game)).toBe('2H 2->F1');
		expect(game.current).toBe(1);
		// A pile's top clicked afresh goes back onto a fan that takes it: AC onto 2D (fan 1).
		expect(show(expectOk(click(newGame(position), pileAt(0))))).toBe('AC F1->1');
	});

	it('finishes any position whose fans all descend, lowest card first', () => {
		const ready = scotch(['KC QD JC TD', 'KS QH JS TH 9S', 'KD QC JD TS', 'KH QS JH'], PILES);
		expect(isAutoCompleteReady(ready)).toBe(true);
		let position = ready;
		for (const step of autoCompleteMoves(ready)) {
			const next = applyMove(position, step);
			expect(next.ok).toBe(true);
			if (next.ok) position = next.value;
		}
		expect(isWon(position)).toBe(true);
	});

	it('plays deal 42 of Scotch by clicks without breaking a rule', () => {
		let game = newGame(deal('42', {variant: 'scotch', kings: 'as-dealt'}));
		for (let fan = 0; fan < 18; fan++) {
			const clicked = click(game, fanAt(fan));
			if (clicked.ok) game = clicked.value;
		}
		expect(lastMove(game)).toBeDefined();
		expect(currentPosition(game).fans.flat().length + currentPosition(game).foundations.flat().length).toBe(52);
	});
});
