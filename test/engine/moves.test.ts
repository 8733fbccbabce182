import {describe, expect, it} from 'vitest';
import {
	type Move,
	applyMove,
	autoCompleteMoves,
	cardName,
	destinationsOf,
	fanAt,
	formatMove,
	isFan,
	parseMove,
	isAutoCompleteReady,
	isStuck,
	isWon,
	legalMoves,
	moveToJson,
	pileAt,
	refuseMove,
	refuseLift,
} from '../../source/engine/index.js';
import {board, card, m, ranksHome} from './helpers.js';

function describeMoves(moves: Move[]): string[] {
	return moves.map((move) => formatMove('shamrocks', move));
}

/** The fan a move goes to, from 0; -1 for a foundation. */
function targetFan(move: Move): number {
	return isFan(move.to) ? move.to.fan : -1;
}

const CLUBS_AND_DIAMONDS = [
	'KS 2C AC',
	'QS 3C 2D',
	'KC 4C 3D',
	'QC 5C 4D',
	'JC 6C 5D',
	'TC 7C 6D',
	'9C 8C 7D',
	'KD 8D 9D',
	'QD JD TD',
];

describe('moves: foundations', () => {
	it('takes an Ace to an empty foundation and the next card of its suit after it', () => {
		const position = board(CLUBS_AND_DIAMONDS, 'C-0 D-A H-K S-J');
		expect(refuseMove(position, m('AC', 0, 'F'))).toBeUndefined();
		const afterAce = applyMove(position, m('AC', 0, 'F'));
		expect(afterAce.ok && ranksHome(afterAce.value)).toEqual([1, 1, 13, 11]);
		expect(refuseMove(position, m('2D', 1, 'F'))).toBeUndefined();
	});

	it('refuses a card whose foundation is not one below it', () => {
		const position = board(CLUBS_AND_DIAMONDS, 'C-0 D-A H-K S-J');
		expect(refuseMove(position, m('3D', 2, 'F'))?.reason).toBe('pile-does-not-take');
		expect(refuseMove(position, m('3C', 1, 'F'))?.reason).toBe('not-top-card');
	});

	it('never brings a foundation card back: no legal move starts from a foundation', () => {
		const position = board(CLUBS_AND_DIAMONDS, 'C-0 D-A H-K S-J');
		const moves = legalMoves(position);
		expect(moves.every((move) => isFan(move.from) && position.fans[move.from.fan].length > 0)).toBe(true);
		expect(refuseMove(position, m('JS', pileAt(3), 0))?.reason).toBe('stays-home');
		const after = applyMove(position, m('AC', 0, 'F'));
		expect(after.ok).toBe(true);
		if (after.ok) expect(after.value.fans.flat()).not.toContain(card('AC'));
	});
});

describe('moves: fans', () => {
	// Hearts and spades are mostly home; the fans hold clubs and diamonds to play with.
	const base = 'C-0 D-0 H-K S-K';
	const fans = [
		'KC 9C 8D',
		'QC 7C',
		'KD QD JC',
		'TC 9D',
		'8C 7D 6C',
		'JD TD 5C',
		'AC 2C 3C',
		'AD 2D 3D',
		'4C 4D 5D',
		'6D',
	];

	it('moves only the top card of a fan', () => {
		const position = board(fans, base);
		expect(refuseMove(position, m('9C', 0, 3))?.reason).toBe('not-top-card');
	});

	it('says why a card cannot be lifted (not the top card, a card home for good), and lifts a top card with nowhere to go', () => {
		const position = board(fans, base);
		expect(refuseLift(position, fanAt(0), card('9C'))?.reason).toBe('not-top-card');
		expect(refuseLift(position, fanAt(0), card('8D'))).toBeUndefined();
		expect(refuseLift(position, pileAt(2), card('KH'))?.reason).toBe('stays-home');
		expect(refuseLift(board(fans, base), fanAt(10), card('KH'))?.reason).toBe('empty-fan');
	});

	it('builds one rank up or down, any suit', () => {
		const position = board(fans, base);
		// 8D (fan 1) onto 7C (fan 2): one rank up from 7, other suit.
		expect(refuseMove(position, m('8D', 0, 1))).toBeUndefined();
		// 9D (fan 4) onto 8D (fan 1)? fan 1 is full. 9D onto 8... none. 6D (fan 10) onto 7C (fan 2): one rank down.
		expect(refuseMove(position, m('6D', 9, 1))).toBeUndefined();
		// 9D onto 7C: two ranks apart.
		expect(refuseMove(position, m('9D', 3, 1))?.reason).toBe('rank-does-not-fit');
	});

	it('never puts a fourth card on a fan', () => {
		const position = board(fans, base);
		// 9D (fan 4) would fit on 8D by rank, but fan 1 already holds three cards.
		expect(refuseMove(position, m('9D', 3, 0))?.reason).toBe('target-full');
		for (const move of legalMoves(position)) {
			if (targetFan(move) >= 0) expect(position.fans[targetFan(move)].length).toBeLessThan(3);
		}
	});

	it('has no wrap between King and Ace', () => {
		const position = board(['KC', 'AD', 'KD QD JD', 'TD 9D 8D', '7D 6D 5D', '4D 3D 2D'], 'C-Q D-0 H-K S-K');
		expect(refuseMove(position, m('KC', 0, 1))?.reason).toBe('rank-does-not-fit');
		expect(refuseMove(position, m('AD', 1, 0))?.reason).toBe('rank-does-not-fit');
	});

	it('never fills an empty fan again', () => {
		const position = board(['KC 7D', '-', 'QC 8D', 'KD QD JD', 'TD 9D'], 'C-J D-6 H-K S-K');
		expect(refuseMove(position, m('7D', 0, 1))?.reason).toBe('target-empty');
		expect(destinationsOf(position, fanAt(0))).toEqual([pileAt(1), fanAt(2)]);
		const moved = applyMove(position, m('7D', 0, 'F'));
		expect(moved.ok).toBe(true);
		if (!moved.ok) return;
		const emptied = applyMove(moved.value, m('8D', 2, 'F'));
		expect(emptied.ok).toBe(true);
		if (!emptied.ok) return;
		// Fan 3 now holds QC alone; an emptied fan 1 would never be a destination.
		expect(
			legalMoves(emptied.value).some(
				(move) => targetFan(move) >= 0 && emptied.value.fans[targetFan(move)].length === 0,
			),
		).toBe(false);
	});

	it('lets a fan change direction as it grows: a 7 on an 8, then an 8 on that 7', () => {
		const growing = board(
			['9C 8C', '7D', '8S', 'KS KH QH', 'KC QC JC', 'TC 9S TS', 'JS QS', 'KD QD JD', 'TD 9D 8D'],
			'C-7 D-6 H-J S-7',
		);
		const onEight = applyMove(growing, m('7D', 1, 2));
		expect(onEight.ok).toBe(true);
		if (!onEight.ok) return;
		const eightOnSeven = applyMove(onEight.value, m('8C', 0, 2));
		expect(eightOnSeven.ok).toBe(true);
		if (eightOnSeven.ok) expect(eightOnSeven.value.fans[2].map(cardName)).toEqual(['8S', '7D', '8C']);
	});

	it('lets a King leave its fan only to its foundation or onto a Queen with room', () => {
		const position = board(['KS KH', 'QD', 'JC QC', 'KD JD TD', 'KC'], 'C-T D-9 H-Q S-Q');
		const kingMoves = legalMoves(position).filter((move) => move.card === card('KH'));
		expect(describeMoves(kingMoves)).toEqual(['KH 1->F', 'KH 1->2', 'KH 1->3']);
		// The King of spades, under KH, cannot move at all.
		expect(legalMoves(position).some((move) => move.card === card('KS'))).toBe(false);
	});

	it('keeps two Kings in one fan: the top one moves first', () => {
		const position = board(['KS KH', 'QD QC JC', 'KD JD TD', 'QS QH', 'KC'], 'C-T D-9 H-J S-J');
		expect(legalMoves(position).some((move) => move.card === card('KS'))).toBe(false);
		const moved = applyMove(position, m('KH', 0, 3));
		expect(moved.ok).toBe(true);
		if (moved.ok)
			expect(describeMoves(legalMoves(moved.value)).filter((move) => move.startsWith('KS'))).toEqual([]);
		if (moved.ok) expect(moved.value.fans[0].map(cardName)).toEqual(['KS']);
	});
});

describe('moves: end of game', () => {
	it('knows a won position', () => {
		const won = board([], 'C-K D-K H-K S-K');
		expect(isWon(won)).toBe(true);
		expect(isStuck(won)).toBe(false);
		expect(legalMoves(won)).toEqual([]);
	});

	it('says stuck when no card has a legal move', () => {
		// Every fan is full, and no top card fits its foundation (5C, the next club, is buried).
		const stuck = board(['5C 8C 6C', 'KC 9C 7C', 'KD QD TC', 'QC JD JC'], 'C-4 D-T H-K S-K');
		expect(legalMoves(stuck)).toEqual([]);
		expect(isStuck(stuck)).toBe(true);
	});

	it('is not stuck while one move remains', () => {
		const position = board(['5C 8C 6C', 'KC 9C 7C', 'KD QD TC', 'QC JC', 'JD'], 'C-4 D-T H-K S-K');
		expect(describeMoves(legalMoves(position))).toEqual(['TC 3->4', 'TC 3->5', 'JD 5->F']);
		expect(isStuck(position)).toBe(false);
	});

	it('detects when every fan is descending, ready for auto complete, and finishes it', () => {
		const ready = board(
			['KC 9C 2D', 'KD 5D AC', 'QC 8C', '7C 3C', 'JD TD 4D', '6C 5C', 'TC 4C 3D', 'QD JC 2C', '9D 8D 7D', '6D'],
			'C-0 D-A H-K S-K',
		);
		expect(isAutoCompleteReady(ready)).toBe(true);
		const moves = autoCompleteMoves(ready);
		expect(moves.length).toBe(25);
		let position = ready;
		for (const move of moves) {
			const next = applyMove(position, move);
			expect(next.ok).toBe(true);
			if (next.ok) position = next.value;
		}
		expect(isWon(position)).toBe(true);
	});

	it('is not ready while a card lies on a lower card', () => {
		const notReady = board(['KC 9C TC', 'KD', 'QC', 'QD', 'JC', 'JD'], 'C-8 D-T H-K S-K');
		expect(isAutoCompleteReady(notReady)).toBe(false);
		expect(autoCompleteMoves(notReady)).toEqual([]);
	});
});

describe('move notation', () => {
	const deal = board(['KS'], 'C-K D-K H-K S-Q');

	it('writes fans from 1 and F for the foundation, in text and JSON', () => {
		expect(formatMove('shamrocks', m('4H', 2, 'F'))).toBe('4H 3->F');
		expect(formatMove('shamrocks', m('QS', 11, 6))).toBe('QS 12->7');
		expect(moveToJson('shamrocks', m('QS', 11, 6))).toEqual({card: 'QS', from: 12, to: 7});
		expect(moveToJson('shamrocks', m('4H', 2, 'F'))).toEqual({card: '4H', from: 3, to: 'F'});
	});

	it('reads back what it writes, and nothing that is not a move', () => {
		for (const move of [m('4H', 2, 'F'), m('QS', 11, 6), m('TD', 17, 0)]) {
			expect(parseMove(formatMove('shamrocks', move), deal)).toEqual({ok: true, value: move});
		}
		expect(parseMove('10h 3 -> f', deal)).toEqual({ok: true, value: m('TH', 2, 'F')});
		for (const text of [
			'',
			'4H',
			'4H 3->',
			'4H 0->F',
			'ZZ 3->F',
			'4H 3->0',
			'4H 3-F',
			'4H 3->F extra',
			'4H 3->F2',
			'4H 19->F',
		])
			expect(parseMove(text, deal).ok).toBe(false);
	});
});
