import {describe, expect, it} from 'vitest';
import {
	type Card,
	type Move,
	type Position,
	applyLegalMove,
	autoDropMove,
	cardName,
	fanAt,
	legalMoves,
	makeBoard,
	pileAt,
	pilesFor,
	positionKey,
	topCard,
} from '../../source/engine/index.js';
import {solve} from '../../source/solver/index.js';
import {bruteForceWinnable, lcg, randomSmallPosition} from '../solver/brute-force.js';
import {card, shamrocksPosition} from './helpers.js';
import {smallLucie, smallScotch} from './small-positions.js';

/** Fans written as card names, bottom first. */
function fans(...lines: string[]): Card[][] {
	return lines.map((line) => (line === '-' ? [] : line.split(' ').map(card)));
}

/** The name of the card auto drop would send home, or undefined. */
function dropped(position: Position): string | undefined {
	const move = autoDropMove(position);
	return move === undefined ? undefined : cardName(move.card);
}

/*
 * The positions below hold only the cards that matter: a card neither home nor shown lies on some
 * fan not shown, which is all the rule asks of it (it is not home).
 */
describe('auto drop in Shamrocks: a card goes home when nothing can ever be laid on it', () => {
	it('sends a King home once every Queen is, and not before', () => {
		expect(dropped(shamrocksPosition(fans('9D KC'), [12, 13, 13, 13]))).toBe('KC');
		// The Queen of diamonds could still lie on it (a card holds one rank above or below).
		expect(dropped(shamrocksPosition(fans('9D KC'), [12, 11, 13, 13]))).toBeUndefined();
	});

	it('keeps a card that fits home while a card of a neighbouring rank of another suit may need it', () => {
		// 5H fits (hearts are at 4), but 6C, 6D and 6S are not home: any could park on it.
		expect(dropped(shamrocksPosition(fans('8C 5H'), [4, 5, 4, 5]))).toBeUndefined();
	});

	it('drops a card whose only neighbour left is its successor when that cannot reach it', () => {
		// Every 4 and every 6 but 6H is home. 6H beneath 5H cannot move onto it.
		const ranks = [6, 6, 4, 6];
		expect(dropped(shamrocksPosition(fans('6H 9C 5H'), ranks))).toBe('5H');
		// On a full fan nothing can be laid on it either.
		expect(dropped(shamrocksPosition(fans('9C 8C 5H', 'TC 6H'), ranks))).toBe('5H');
		// With room on its fan, 6H could park on it.
		expect(dropped(shamrocksPosition(fans('9C 5H', 'TC 6H'), ranks))).toBeUndefined();
	});

	it('takes the first fan of two', () => {
		expect(dropped(shamrocksPosition(fans('KD', 'KC'), [12, 12, 13, 13]))).toBe('KD');
	});
});

describe('auto drop in La Belle Lucie and Trefoil: every top card that fits goes home', () => {
	it('sends home a card whose predecessor is home, with the draw left or not', () => {
		for (const draws of [0, 1]) {
			const position: Position = {
				...shamrocksPosition(fans('KH 3H', '4H 2C'), [0, 0, 2, 0]),
				variant: 'labellelucie',
				redeals: 1,
				draws,
			};
			expect(dropped(position)).toBe('3H');
			expect(dropped({...position, variant: 'trefoil'})).toBe('3H');
		}
	});

	it('takes the lowest card first', () => {
		const position: Position = {
			...shamrocksPosition(fans('KH 3H', '4H 2C'), [1, 0, 2, 0]),
			variant: 'labellelucie',
		};
		expect(dropped(position)).toBe('2C');
	});
});

describe('auto drop in Scotch: a card goes home when every lower card is', () => {
	const scotchPosition = (lines: string[], piles: string[][]): Position => ({
		variant: 'scotch',
		fans: fans(...lines),
		foundations: piles.map((pile) => pile.map(card)),
		redeals: 0,
		draws: 0,
	});

	it('sends an Ace home at once', () => {
		expect(dropped(scotchPosition(['9C AD'], [[], [], [], []]))).toBe('AD');
	});

	it('sends a 2 home only once every Ace is', () => {
		expect(dropped(scotchPosition(['9C 2D', 'AS'], [['AC'], ['AH'], [], []]))).toBe('AS');
		expect(dropped(scotchPosition(['9C 2D', 'AS 5S'], [['AC'], ['AH'], [], []]))).toBeUndefined();
		const allAces = scotchPosition(['9C 2D'], [['AC'], ['AH'], ['AS'], ['AD']]);
		const move = autoDropMove(allAces);
		expect(move?.card).toBe(card('2D'));
		// Onto a black Ace's pile.
		expect(move && 'pile' in move.to ? allAces.foundations[move.to.pile][0] : undefined).toBe(card('AC'));
	});
});

/** The position after `move`. */
function after(position: Position, move: Move): Position {
	return applyLegalMove(position, move);
}

/** The brute force's answer, or undefined when the position is too large for it. */
function bruteForce(limit: number): Judge {
	return (position) => {
		try {
			return bruteForceWinnable(position, limit);
		} catch {
			return undefined;
		}
	};
}

/** The solver's verdict (won or lost), or undefined when it leaves the position unsettled in its budget. */
const solver: Judge = (position) => {
	const {verdict} = solve(position, {nodeBudget: 200_000, shorten: false});
	return verdict === 'won' ? true : verdict === 'lost' ? false : undefined;
};

/** Whether a position is winnable (in its layout), or undefined when the judge cannot say. */
type Judge = (position: Position) => boolean | undefined;

interface Tally {
	dropped: number;
	won: number;
	lost: number;
	/** Positions some judge could not settle: left out, and counted. */
	unsettled: number;
}

/**
 * From every position of `positions`, auto drop's cards one after another, as the game sends them:
 * at each drop, each judge's verdict is the same after it as before it, and the judges agree.
 */
function judgeDrops(positions: Iterable<Position>, judges: readonly Judge[]): Tally {
	const tally: Tally = {dropped: 0, won: 0, lost: 0, unsettled: 0};
	for (const start of positions) {
		let position = start;
		for (let move = autoDropMove(position); move !== undefined; move = autoDropMove(position)) {
			tally.dropped++;
			const next = after(position, move);
			const verdicts = judges.flatMap((judge) => [judge(position), judge(next)]);
			if (verdicts.includes(undefined)) tally.unsettled++;
			else {
				expect(new Set(verdicts).size, `${makeBoard(position)}\ndrop ${cardName(move.card)}: ${verdicts}`).toBe(
					1,
				);
				tally[verdicts[0] === true ? 'won' : 'lost']++;
			}
			position = next;
		}
	}
	return tally;
}

function* generated(count: number, make: () => Position): Generator<Position> {
	for (let trial = 0; trial < count; trial++) yield make();
}

describe('auto drop keeps every verdict: the solver and the brute force say the same before and after each drop', () => {
	it('in Shamrocks (its three Kings rules differ only in the deal)', () => {
		const random = lcg(29_01);
		const tally = judgeDrops(
			generated(1500, () => randomSmallPosition(random, 4, 12)),
			[bruteForce(400_000), solver],
		);
		expect(tally.won).toBeGreaterThan(80);
		expect(tally.lost).toBeGreaterThan(15);
		expect(tally.unsettled).toBe(0);
	});

	it('in Scotch, with the solver alone (its piles giving cards back make spaces too large for the brute force)', () => {
		// The Scotch solver is held to the brute force in test/solver/scotch/board.test.ts.
		const random = lcg(29_02);
		const tally = judgeDrops(
			generated(1500, () => smallScotch(random, 3 + Math.floor(random() * 6))),
			[solver],
		);
		expect(tally.won).toBeGreaterThan(600);
		expect(tally.lost).toBeGreaterThan(80);
		// The few the solver leaves unsettled in its budget are left out, and counted.
		expect(tally.unsettled).toBeLessThan(tally.dropped / 20);
	});

	for (const variant of ['labellelucie', 'trefoil'] as const) {
		it(`in ${variant === 'trefoil' ? 'Trefoil' : 'La Belle Lucie'}, in the layout (the draw left, spent, or not yet)`, () => {
			const random = lcg(variant === 'trefoil' ? 29_05 : 29_03);
			for (const [redeals, draws] of [
				[0, 1],
				[0, 0],
				[1, 1],
			] as const) {
				// Five to twelve cards left: every Ace is home, as Trefoil deals.
				const tally = judgeDrops(
					generated(400, () => smallLucie(random, 5 + Math.floor(random() * 8), redeals, draws, variant)),
					[bruteForce(200_000), solver],
				);
				expect(tally.won, `${redeals} ${draws}`).toBeGreaterThan(100);
				expect(tally.lost, `${redeals} ${draws}`).toBeGreaterThan(50);
				expect(tally.unsettled).toBe(0);
			}
		});
	}

	it('where sending home any card that fits would lose games: the sample can tell', () => {
		// The same sample of Shamrocks, judged for the rule "it fits": some drop must lose a win.
		const random = lcg(29_01);
		const judge = bruteForce(400_000);
		let lostByFitting = 0;
		for (let trial = 0; trial < 800 && lostByFitting === 0; trial++) {
			const position = randomSmallPosition(random, 4, 12);
			const fitting = position.fans.flatMap((cards, fan) => {
				const top = topCard(cards);
				const [pile] = top === undefined ? [] : pilesFor(position, top);
				return top === undefined || pile === undefined ? [] : [{card: top, from: fanAt(fan), to: pileAt(pile)}];
			});
			if (fitting.length === 0 || judge(position) !== true) continue;
			lostByFitting += fitting.filter((move) => judge(after(position, move)) === false).length;
		}
		expect(lostByFitting).toBeGreaterThan(0);
	});
});

/**
 * Rule D1's obligation, checked without the rule: from the position, along every line the
 * search reaches (up to `limit` positions), no legal move lays a card on the dropped card (a
 * move onto the fan it tops, but for the draw of a card of that fan to its own top).
 */
function nothingEverLaidOn(start: Position, dropped: Card, limit: number): boolean {
	const seen = new Set([positionKey(start)]);
	const queue = [start];
	while (queue.length > 0 && seen.size < limit) {
		const position = queue.shift() as Position;
		for (const move of legalMoves(position)) {
			const onto = 'fan' in move.to ? topCard(position.fans[move.to.fan]) : undefined;
			const ownTop =
				move.draw === true && 'fan' in move.from && 'fan' in move.to && move.from.fan === move.to.fan;
			if (onto === dropped && !ownTop) return false;
			const next = applyLegalMove(position, move);
			const key = positionKey(next);
			if (!seen.has(key)) {
				seen.add(key);
				queue.push(next);
			}
		}
	}
	return true;
}

describe('a card auto drop sends home could never have had a card laid on it (rule D1)', () => {
	it('in Shamrocks and La Belle Lucie, along every line from it', () => {
		const random = lcg(29_04);
		let checked = 0;
		for (let trial = 0; trial < 400; trial++) {
			const position =
				trial % 2 === 0
					? randomSmallPosition(random, 5, 14)
					: smallLucie(random, 5 + Math.floor(random() * 8), trial % 4 === 1 ? 1 : 0, 1);
			const move = autoDropMove(position);
			if (move === undefined) continue;
			expect(nothingEverLaidOn(position, move.card, 3_000), makeBoard(position)).toBe(true);
			checked++;
		}
		expect(checked).toBeGreaterThan(100);
	});

	it('while a card it lets be kept may have one laid on it (the check can fail)', () => {
		// 5H fits, but 6C can park on it.
		const position = shamrocksPosition(fans('8C 5H', 'KD 6C'), [4, 5, 4, 5]);
		expect(nothingEverLaidOn(position, card('5H'), 1000)).toBe(false);
	});
});
