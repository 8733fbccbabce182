import {describe, expect, it} from 'vitest';
import {
	type Move,
	type Position,
	applyLegalMove,
	autoDropMove,
	canRedeal,
	cardName,
	deal,
	defaultRules,
	isFan,
	isWon,
	legalMoves,
	makeBoard,
	redealt,
	refuseMove,
	rulesName,
	VARIANT_IDS,
} from '../../source/engine/index.js';
import {solve} from '../../source/solver/index.js';
import {lcg} from '../solver/brute-force.js';

/**
 * Auto drop along random games, judged by the real solver: the verdict of the position before
 * each drop is the verdict after it (won stays won, lost stays lost; "no win in this layout" is
 * the solver's lost where a redeal is left, and a drop keeps the layout). Positions the solver
 * leaves unsettled in its budget are left out, and counted.
 */

type Known = 'won' | 'lost' | undefined;

function verdictOf(position: Position): Known {
	const {verdict} = solve(position, {nodeBudget: 30_000, shorten: false});
	return verdict === 'won' || verdict === 'lost' ? verdict : undefined;
}

interface Tally {
	drops: number;
	won: number;
	lost: number;
	unknown: number;
}

/**
 * A game from `start` with auto drop on: after every move, each card it names goes home, one at a
 * time, as in the game. The moves are the solver's where it has a win, but a random legal one
 * (more often a move home than not) a fifth of the time, or where it has none: so games get far
 * enough for cards to drop, and are lost along the way as often as not. A redeal is made when
 * nothing else is left.
 */
function playRandomly(start: Position, random: () => number, tally: Tally): void {
	let position = start;
	let line: Move[] = [];
	for (let step = 0; step < 200 && !isWon(position); step++) {
		for (let move = autoDropMove(position); move !== undefined; move = autoDropMove(position)) {
			const next = applyLegalMove(position, move);
			const before = verdictOf(position);
			const after = verdictOf(next);
			tally.drops++;
			if (before === undefined || after === undefined) tally.unknown++;
			else {
				expect(after, `${makeBoard(position)}\ndrop ${cardName(move.card)}`).toBe(before);
				tally[before]++;
			}
			position = next;
		}
		if (random() < 0.8) {
			if (line.length === 0 || refuseMove(position, line[0]) !== undefined) {
				const solved = solve(position, {nodeBudget: 30_000});
				line = solved.verdict === 'won' ? solved.moves : [];
			}
			const move = line.shift();
			if (move !== undefined) {
				position = applyLegalMove(position, move);
				continue;
			}
		}
		line = [];
		const moves = legalMoves(position);
		if (moves.length === 0) {
			if (!canRedeal(position)) return;
			position = redealt(position);
		} else {
			const home = moves.filter((move) => !isFan(move.to));
			const pool = home.length > 0 && random() < 0.6 ? home : moves;
			position = applyLegalMove(position, pool[Math.floor(random() * pool.length)]);
		}
	}
}

describe('auto drop keeps the solver’s verdict along random games', () => {
	// One rule set a game: the Kings rules of Shamrocks change only the deal, and the drops are judged on the
	// positions (those of small positions, every rule set alike, are in auto-drop.test.ts).
	for (const rules of VARIANT_IDS.map(defaultRules)) {
		it(`in ${rulesName(rules)}`, () => {
			const tally: Tally = {drops: 0, won: 0, lost: 0, unknown: 0};
			const random = lcg(29 + rules.variant.length * 7 + rules.kings.length);
			for (let game = 1; tally.won + tally.lost < 15 && game <= 20; game++)
				playRandomly(deal(String(game), rules), random, tally);
			expect(tally.won + tally.lost).toBeGreaterThanOrEqual(15);
			expect(tally.unknown).toBeLessThan(tally.drops / 2);
		});
	}
});
