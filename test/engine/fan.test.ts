import {describe, expect, it} from 'vitest';
import {
	type Position,
	applyMove,
	autoCompleteMoves,
	click,
	currentPosition,
	deal,
	describeBoardError,
	describeRefusal,
	destinationsOf,
	fanAt,
	homeCount,
	isAutoCompleteReady,
	isStuck,
	isWon,
	legalMoves,
	makeBoard,
	newGame,
	parseBoard,
	pileAt,
	rankOf,
	refuseMove,
} from '../../source/engine/index.js';
import {card, m} from './helpers.js';

const FAN = {variant: 'fan', kings: 'as-dealt'} as const;
const BOX_FAN = {variant: 'boxfan', kings: 'as-dealt'} as const;

/** A position of Fan or Box Fan through the real parser: fan lines padded with empty fans to the deal's count. */
function position(variant: 'fan' | 'boxfan', fans: readonly string[], foundations: string): Position {
	const count = variant === 'fan' ? 18 : 16;
	const lines = [...fans, ...Array.from({length: count - fans.length}, () => '-')];
	const parsed = parseBoard(`Variant: ${variant}\nFoundations: ${foundations}\n${lines.join('\n')}\n`);
	if (!parsed.ok) throw new Error(`bad fixture: ${describeBoardError(parsed.error)}`);
	return parsed.value;
}

function refusal(at: Position, move: ReturnType<typeof m>): string | undefined {
	const refused = refuseMove(at, move);
	return refused === undefined ? undefined : describeRefusal(refused);
}

// Most of the deck home, so that a few fans say all a test needs.
const HOME_TO_NINE = 'C-9 D-9 H-9 S-9';

describe('Fan', () => {
	it('deals 17 fans of three and one of one, nothing home, Kings where they fall', () => {
		const start = deal('1', FAN);
		expect(start.fans.map((fan) => fan.length)).toEqual([...Array.from({length: 17}, () => 3), 1]);
		expect(homeCount(start)).toBe(0);
		// Seed 1 deals the King of diamonds in the middle of fan 1 (7C KD AC): it stays there.
		expect(start.fans[0]).toEqual([card('7C'), card('KD'), card('AC')]);
	});

	// The sixteen cards left by HOME_TO_NINE.
	const SPREAD = ['KC JD', 'QD KD TD', 'TH', 'KS', 'QS', 'QC JC TC', 'KH QH JH', 'JS TS'];

	it('builds down in suit, without a size limit', () => {
		const at = position('fan', SPREAD, HOME_TO_NINE);
		expect(refusal(at, m('TD', 1, 0))).toBe(undefined);
		expect(refusal(at, m('TH', 2, 0))).toBe(
			'TH does not fit on fan 1: the top card there must be one rank higher and of its suit.',
		);
		expect(refusal(at, m('QS', 4, 3))).toBe(undefined);
		expect(refusal(at, m('KS', 3, 4))).toMatch(/does not fit on fan 5/);
	});

	it('fills an empty fan with a King only, a lone King too, and says so when it refuses', () => {
		const at = position(
			'fan',
			['KC JD', 'QD KD TD', 'TH KH', 'KS', 'QS', 'QC JC TC', 'QH JH', 'JS TS'],
			HOME_TO_NINE,
		);
		expect(refusal(at, m('KH', 2, 8))).toBe(undefined);
		expect(refusal(at, m('KS', 3, 8))).toBe(undefined);
		expect(refusal(at, m('QS', 4, 8))).toBe('Fan 9 is empty, and an empty fan takes only a King.');
		// A top King can go to each of the ten empty fans, each a move of its own.
		expect(destinationsOf(at, fanAt(2)).length).toBe(10);
		const moved = applyMove(at, m('KH', 2, 8));
		expect(moved.ok && moved.value.fans[2]).toEqual([card('TH')]);
	});

	it('sends a clicked King to the first empty fan when nothing else takes it', () => {
		const at = position(
			'fan',
			['KC JD', 'QD KD TD', 'TH KH', '-', 'QS', 'QC JC TC', 'QH JH', 'JS TS KS'],
			HOME_TO_NINE,
		);
		const clicked = click(newGame(at), fanAt(2));
		expect(clicked.ok && currentPosition(clicked.value).fans[3]).toEqual([card('KH')]);
	});

	it('is stuck only when no King has an empty fan to go to either', () => {
		const blocked = position('fan', ['KC TC QD JD', 'KD TD QC JC', 'KH TH QS JS', 'KS TS QH JH'], HOME_TO_NINE);
		expect(legalMoves(blocked).length).toBe(0);
		expect(isStuck(blocked)).toBe(true);
		const kingOnTop = position('fan', ['TC QD JD KC', 'KD TD QC JC', 'KH TH QS JS', 'KS TS QH JH'], HOME_TO_NINE);
		expect(isStuck(kingOnTop)).toBe(false);
		expect(legalMoves(kingOnTop).length).toBe(14);
		expect(legalMoves(kingOnTop).every((move) => rankOf(move.card) === 13)).toBe(true);
	});

	it('auto completes once every fan descends', () => {
		const at = position('fan', ['KC QC JC TC', 'KD QD JD TD', 'KH QH JH TH', 'KS QS JS TS'], HOME_TO_NINE);
		expect(isAutoCompleteReady(at)).toBe(true);
		let end = at;
		for (const move of autoCompleteMoves(at)) {
			const next = applyMove(end, move);
			expect(next.ok).toBe(true);
			if (next.ok) end = next.value;
		}
		expect(isWon(end)).toBe(true);
	});
});

describe('Box Fan', () => {
	it('deals the Aces home first, then the other 48 cards in 16 fans of three', () => {
		const start = deal('1', BOX_FAN);
		expect(start.fans.map((fan) => fan.length)).toEqual(Array.from({length: 16}, () => 3));
		expect(start.foundations.map((pile) => pile.length)).toEqual([1, 1, 1, 1]);
		expect(start.fans.flat().some((dealt) => rankOf(dealt) === 1)).toBe(false);
	});

	it('builds down in alternating colours, and an empty fan takes only a King', () => {
		const spread = ['KC JD', 'QD TC', 'TH', 'KS', 'QH', 'JC QC KD', 'TD KH JH', 'TS JS QS'];
		const at = position('boxfan', spread, HOME_TO_NINE);
		expect(refusal(at, m('TC', 1, 0))).toBe(undefined);
		expect(refusal(at, m('TH', 2, 0))).toBe(
			'TH does not fit on fan 1: the top card there must be one rank higher and of the other colour.',
		);
		expect(refusal(at, m('QH', 4, 3))).toBe(undefined);
		expect(refusal(at, m('QH', 4, 8))).toBe('Fan 9 is empty, and an empty fan takes only a King.');
		expect(refusal(at, m('KS', 3, 8))).toBe(undefined);
	});

	it('goes home by suit from the Aces', () => {
		const at = position('boxfan', ['2C', 'KC QC JC TC 9C 8C 7C 6C 5C 4C 3C'], 'C-A D-K H-K S-K');
		expect(refusal(at, {card: card('2C'), from: fanAt(0), to: pileAt(0)})).toBe(undefined);
		expect(refusal(at, {card: card('3C'), from: fanAt(1), to: pileAt(0)})).toBe(
			'3C cannot go to its foundation yet.',
		);
	});
});

describe('board files of Fan and Box Fan', () => {
	const error = (text: string) => {
		const parsed = parseBoard(text);
		return parsed.ok ? 'no error' : describeBoardError(parsed.error);
	};

	it('read back what they write, empty fans included', () => {
		const at = position(
			'fan',
			['KC JD', 'QD KD TD', 'TH KH', 'KS', 'QS', 'QC JC TC', 'QH JH', 'JS TS'],
			HOME_TO_NINE,
		);
		const read = parseBoard(makeBoard(at));
		expect(read.ok && makeBoard(read.value)).toBe(makeBoard(at));
		const box = deal('5', BOX_FAN);
		const boxRead = parseBoard(makeBoard(box));
		expect(boxRead.ok && makeBoard(boxRead.value)).toBe(makeBoard(box));
	});

	it('refuse a wrong number of fans, Aces missing from Box Fan, and headers the games have not, each in one line', () => {
		const fanLines = makeBoard(deal('1', FAN)).split('\n').slice(2);
		expect(error(['Variant: fan', ...fanLines.slice(0, 17)].join('\n'))).toBe(
			'line 18: 17 fan lines, but Fan has exactly 18',
		);
		const boxLines = makeBoard(deal('1', BOX_FAN)).split('\n').slice(2);
		expect(error(['Variant: boxfan', 'Foundations: C-A D-A H-0 S-A', ...boxLines].join('\n'))).toBe(
			'line 2: Box Fan has the four Aces home from the deal on: each suit at A or higher (as C-A)',
		);
		expect(error(['Variant: fan', 'Redeals: 1', ...fanLines].join('\n'))).toBe(
			'line 2: Fan has no redeals: leave out Redeals:',
		);
		expect(error(['Variant: boxfan', 'Cells: 7H -', ...boxLines].join('\n'))).toBe(
			'line 2: Box Fan has no free cells: leave out Cells:',
		);
	});
});
