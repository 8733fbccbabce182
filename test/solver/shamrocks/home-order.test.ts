import {describe, expect, it} from 'vitest';
import {type Position, applyLegalMove, applyMove, deal, legalMoves, makeBoard} from '../../../source/engine/index.js';
import {Board} from '../../../source/solver/shamrocks/board.js';
import {
	WALKABLE,
	homeOrderDeadlocked,
	vectorIndex,
	walkableVectors,
} from '../../../source/solver/shamrocks/home-order.js';
import {kingsDeadlocked} from '../../../source/solver/shamrocks/kings.js';
import {solve} from '../../../source/solver/index.js';
import {board} from '../../engine/helpers.js';
import {bruteForceWinnable, lcg, randomSmallPosition, smallPosition} from '../brute-force.js';
import {replaysToWin} from '../replay.js';

const dead = (position: Position) => homeOrderDeadlocked(Board.fromPosition(position));

/**
 * Room alone, written afresh: whether the suits can go home in some order such that the cards not
 * home always fit, three to a fan, on the fans whose bottom card (in the position) is not home.
 */
function roomWalksHome(position: Position): boolean {
	const bottoms = position.fans.filter((fan) => fan.length > 0).map((fan) => fan[0]);
	const start = position.foundations.map((pile) => pile.length);
	const seen = new Set<string>();
	const walk = (home: number[]): boolean => {
		const cardsLeft = 52 - home.reduce((sum, rank) => sum + rank, 0);
		const fans = bottoms.filter((card) => home[Math.floor(card / 13)] <= card % 13).length;
		if (cardsLeft > 3 * fans || seen.has(home.join())) return false;
		seen.add(home.join());
		if (cardsLeft === 0) return true;
		return home.some((rank, suit) => rank < 13 && walk(home.map((other, at) => (at === suit ? rank + 1 : other))));
	};
	return walk(start);
}

/** The foundations of a position as `walkableVectors` indexes them. */
const vectorOf = (position: Position) => vectorIndex(position.foundations.map((pile) => pile.length));

describe('the home order (SOUNDNESS.md, rule 5)', () => {
	it('never calls a winnable position lost, and proves every loss the Kings order does (brute force)', () => {
		const random = lcg(50_2026_12_05);
		let lost = 0;
		let proved = 0;
		let byKings = 0;
		for (let trial = 0; trial < 1500; trial++) {
			const position = randomSmallPosition(random, 6, 14);
			const deadlocked = dead(position);
			const winnable = bruteForceWinnable(position);
			if (deadlocked) expect(winnable, makeBoard(position)).toBe(false);
			// The Kings' order is this test for the Kings alone, with coarser bounds.
			if (kingsDeadlocked(Board.fromPosition(position))) {
				byKings++;
				expect(deadlocked, makeBoard(position)).toBe(true);
			}
			if (!winnable) lost++;
			if (deadlocked) proved++;
		}
		expect(lost).toBeGreaterThan(100);
		expect(proved).toBeGreaterThan(byKings);
	});

	it('counts the room on the fans: a walk home keeps the cards left within three to a fan (brute force)', () => {
		// Positions on few fans, most of them nearly full, where room is what decides.
		const random = lcg(55_2026_12_06);
		let byRoom = 0;
		for (let trial = 0; trial < 800; trial++) {
			const cards = 6 + Math.floor(random() * 9);
			const position = smallPosition(random, cards, Math.ceil(cards / 3) + Math.floor(random() * 2));
			if (roomWalksHome(position)) continue;
			byRoom++;
			expect(bruteForceWinnable(position), makeBoard(position)).toBe(false);
			expect(dead(position), makeBoard(position)).toBe(true);
		}
		expect(byRoom).toBeGreaterThan(50);
		// Kings as dealt, deal 459: every Ace lies at a fan's bottom, so the first Ace home leaves no
		// room but for 2♦ home from a top; then the next card home would need a fan it cannot have. The
		// loose-card abstraction took 991,042 states to prove it.
		const result = solve(deal('459', {variant: 'shamrocks', kings: 'as-dealt'}), {nodeBudget: 1000});
		expect(result).toMatchObject({verdict: 'lost', nodes: 0});
	});

	it('marks walkable no vector of a winnable position reached from the start (brute force)', () => {
		const random = lcg(56_2026_12_06);
		let unwalkable = 0;
		for (let trial = 0; trial < 300; trial++) {
			const cards = 6 + Math.floor(random() * 7);
			const start = smallPosition(random, cards, Math.ceil(cards / 3) + Math.floor(random() * 3));
			const walkable = walkableVectors(Board.fromPosition(start));
			// A few random lines from the start: where a vector is not walkable, no win is left.
			for (let line = 0; line < 4; line++) {
				let position = start;
				for (let step = 0; step < 12; step++) {
					const moves = legalMoves(position);
					if (moves.length === 0) break;
					position = applyLegalMove(position, moves[Math.floor(random() * moves.length)]);
					if (walkable[vectorOf(position)] === WALKABLE) continue;
					unwalkable++;
					expect(bruteForceWinnable(position), makeBoard(position)).toBe(false);
				}
			}
		}
		expect(unwalkable).toBeGreaterThan(100);
	});

	it('proves lost a deal whose last Eight to go home finds every card it could end on home', () => {
		// Kings to the bottom, deal 211: 8♣ lies on 6♠, 8♦ on A♣, 8♠ on 6♥ over A♦; the Sevens an Eight
		// can end on are the bottom 7♣ and 7♠, or any Seven once moved onto the bottom 6♦ (no Nine can
		// come to lie at depth 0 or 1). Whichever of the three Eights goes home last, 7♣, 7♦, 7♠, 6♦ and
		// a card beneath it are home by then. The loose-card abstraction took 5 s to prove it.
		const result = solve(deal('211'), {nodeBudget: 1000});
		expect(result).toMatchObject({verdict: 'lost', nodes: 0});
	});

	it('settles at once deals nothing else could settle, and leaves the won ones alone', () => {
		// Kings to the bottom, deal 16: no search proved it either way, nor the loose-card
		// abstraction in 8 million states.
		const lost = solve(deal('16'), {nodeBudget: 1000});
		expect(lost.verdict).toBe('lost');
		expect(lost.nodes).toBe(0);
		for (const kings of ['bottom', 'mm', 'as-dealt'] as const) {
			for (let seed = 1; seed <= 12; seed++) {
				let position = deal(String(seed), {variant: 'shamrocks', kings});
				const result = solve(position, {nodeBudget: 100_000});
				if (result.verdict !== 'won') continue;
				expect(replaysToWin(position, result.moves), `${kings} ${seed}`).toBe(true);
				// Every position of a won line is winnable.
				for (const move of result.moves) {
					expect(dead(position), `${kings} ${seed}`).toBe(false);
					const next = applyMove(position, move);
					if (!next.ok) throw new Error('the line does not replay');
					position = next.value;
				}
			}
		}
	});
});
