import {describe, expect, it} from 'vitest';
import {
	type Move,
	type Position,
	applyLegalMove,
	applyMove,
	deal,
	fanAt,
	isWon,
	legalMoves,
	parseMove,
	positionKey,
	samePlace,
} from '../../source/engine/index.js';
import {HintMemory, adviseFromHistory} from '../../source/solver-service/advice.js';
import {solve} from '../../source/solver/index.js';
import {seededRandom} from '../../source/solver/search/random.js';
import {wanderOf} from '../bench/returns.js';
import {card, randomGame} from '../engine/helpers.js';
import {DEAL_803932251_GAME} from './games.js';

/**
 * The thought for a hint that must settle: a time, so generous that a busy machine still settles
 * these positions (each takes well under a second alone); an answer ends the thought at once.
 */
const THOUGHT_MS = 30_000;
/** Time for a test of many such hints, a bound on the machine's load, not on the solver. */
const LOADED = {timeout: 300_000};

function follow(position: Position, memory: HintMemory): Position {
	const answer = adviseFromHistory([position], THOUGHT_MS, undefined, memory);
	if (answer.verdict !== 'won') throw new Error(`expected a winning hint, got ${answer.verdict}`);
	const next = applyMove(position, answer.move);
	if (!next.ok) throw new Error('a hint was an illegal move');
	return next.value;
}

describe('hints along one line', LOADED, () => {
	it('a player who follows every hint wins in exactly the moves the first hint announced', () => {
		for (const seed of ['7', '42', '1']) {
			const memory = new HintMemory();
			const first = adviseFromHistory([deal(seed)], THOUGHT_MS, undefined, memory);
			expect(first.verdict).toBe('won');
			if (first.verdict !== 'won') continue;
			let position = deal(seed);
			let moves = 0;
			while (!isWon(position) && moves <= first.movesLeft) {
				position = follow(position, memory);
				moves++;
			}
			expect(isWon(position)).toBe(true);
			expect(moves).toBe(first.movesLeft);
		}
	});

	it('never sends a card back where it was, nor round in circles', () => {
		// Deal 375160500 after the guess of its first hint (QS 11->18): the hints moved three Jacks
		// round four Queens and swapped 7♦ and 7♣ back and forth (hints 40 to 62). Deals 6 and 8
		// from the deal: 6♦ and 4♦ stepped aside and came back, Sevens and Eights swapped.
		const start = deal('375160500');
		const guessed = applyLegalMove(start, {card: card('QS'), from: fanAt(10), to: fanAt(17)});
		for (const history of [[start, guessed], [deal('6')], [deal('8')]]) {
			const memory = new HintMemory();
			const first = history[history.length - 1];
			let position = first;
			const hinted: Move[] = [];
			while (!isWon(position) && hinted.length < 200) {
				const answer = adviseFromHistory([...history.slice(0, -1), position], THOUGHT_MS, undefined, memory);
				if (answer.verdict !== 'won') throw new Error(`expected a winning hint, got ${answer.verdict}`);
				hinted.push(answer.move);
				position = applyLegalMove(position, answer.move);
			}
			expect(isWon(position)).toBe(true);
			expect(wanderOf(first, hinted)).toEqual({returns: [], rotations: []});
		}
	});

	it('solves afresh once the player leaves the line', () => {
		const memory = new HintMemory();
		const start = deal('7');
		const first = adviseFromHistory([start], THOUGHT_MS, undefined, memory);
		if (first.verdict !== 'won') throw new Error('deal 7 should be winnable');
		const elsewhere = legalMoves(start).find(
			(move) => move.card !== first.move.card || !samePlace(move.to, first.move.to),
		);
		expect(elsewhere).toBeDefined();
		const off = applyMove(start, elsewhere!);
		if (!off.ok) throw new Error('a legal move was refused');
		expect(memory.recall(off.value)).toBeUndefined();
		const fresh = adviseFromHistory([off.value], THOUGHT_MS, undefined, memory);
		expect(['won', 'lost', 'unknown']).toContain(fresh.verdict);
		if (fresh.verdict === 'won') expect(memory.recall(off.value)).toEqual(fresh);
	});
});

describe('guesses on positions the solver cannot settle', () => {
	it('a player who follows the guesses is never led back to a position: each guessed line is followed to its end', () => {
		// Deal 160 is settled neither way even in minutes. A new guess at every move used to send a
		// card to a fan and the next guess brought it back (a cycle within 10 moves).
		const memory = new HintMemory();
		let position = deal('160');
		const seen = new Set<string>();
		for (let move = 0; move < 16; move++) {
			seen.add(positionKey(position));
			const answer = adviseFromHistory([position], 100, undefined, memory);
			if (answer.verdict !== 'unknown' || answer.guess === undefined) break;
			// While on the remembered line, the guess is its next move.
			expect(memory.recallGuess(position)).toEqual(answer.guess);
			const next = applyMove(position, answer.guess);
			if (!next.ok) throw new Error('a guess was an illegal move');
			position = next.value;
			expect(seen.has(positionKey(position)), `after ${move + 1} guesses`).toBe(false);
		}
		expect(seen.size).toBeGreaterThan(10);
	});
});

describe('the undo count of a lost hint', LOADED, () => {
	it('goes back to the latest winnable position of the game, as a scan of every position finds it', () => {
		// Random play from these deals stays winnable for a while, then loses: deal 22 after 11
		// moves, deal 5 after 8, deal 24 after 11 (checked by the scan below).
		for (const seed of [22, 5, 24]) {
			const history = randomGame(String(seed), 30, seededRandom(seed));
			const verdicts = history.map((position) => solve(position, {nodeBudget: 300_000, shorten: false}).verdict);
			const latestWinnable = verdicts.lastIndexOf('won');
			// Winnable up to some move, lost from the next on: the scan settled every position.
			expect(verdicts.slice(0, latestWinnable + 1).every((verdict) => verdict === 'won')).toBe(true);
			expect(verdicts.slice(latestWinnable + 1).every((verdict) => verdict === 'lost')).toBe(true);
			expect(latestWinnable).toBeGreaterThan(5);
			expect(adviseFromHistory(history, THOUGHT_MS)).toEqual({
				verdict: 'lost',
				undo: history.length - 1 - latestWinnable,
				lostSince: latestWinnable + 1,
			});
		}
	});

	it('keeps the line that proved the position it goes back to winnable, for the next hint there', () => {
		for (const seed of [22, 5, 24]) {
			const history = randomGame(String(seed), 30, seededRandom(seed));
			const memory = new HintMemory();
			const answer = adviseFromHistory(history, THOUGHT_MS, undefined, memory);
			if (answer.verdict !== 'lost' || answer.undo === undefined)
				throw new Error(`deal ${seed}: expected an undo count, got ${JSON.stringify(answer)}`);
			const back = history.slice(0, history.length - answer.undo);
			// No time to solve anything: the hint there comes from the line kept, and wins.
			expect(followedToTheWin(back[back.length - 1], memory, 1), `deal ${seed}`).toBe(true);
		}
	});

	it("after b, the next hint follows the look-back's line, even where solving afresh would not settle the position in time", () => {
		// The deal 803932251: 12 moves of a winning line, then moves of random play (seed 10)
		// until it is lost. The look-back goes back 6 moves, to a position the solver proves
		// winnable only after 3.7 million positions (about a second), while the lost positions
		// after it take 160,000 each: "Back 6 moves", then h said "Not settled in 0.7 s".
		const start = deal('803932251');
		const history = [start];
		for (const text of DEAL_803932251_GAME)
			history.push(applyLegalMove(history[history.length - 1], parsed(text, history[history.length - 1])));
		const memory = new HintMemory();
		expect(adviseFromHistory(history, 30_000, undefined, memory)).toMatchObject({verdict: 'lost', undo: 6});
		const back = history[history.length - 7];
		expect(solve(back, {nodeBudget: 1_000_000, shorten: false}).verdict).toBe('unknown');
		expect(followedToTheWin(back, memory, 1)).toBe(true);
	});

	it('says when every earlier position was lost too, with no time left unused to blame', () => {
		// Deal 126 is lost from the deal, which has a single legal move.
		const history = randomGame('126', 5, seededRandom(126));
		expect(history.length).toBeGreaterThan(1);
		expect(adviseFromHistory(history, THOUGHT_MS)).toEqual({verdict: 'lost', undo: undefined});
	});

	it('says when time ran out before any earlier position was settled', () => {
		// Deal 690 is lost, but its first positions take the solver more than a second each; the
		// last positions of this game are proved lost at once. (Deal 10, which served before, is now
		// lost at the deal: the home order counts the room on the fans.)
		const history = randomGame('690', 30, seededRandom(10));
		expect(solve(history[history.length - 1], {nodeBudget: 300_000}).verdict).toBe('lost');
		expect(adviseFromHistory(history, 1000)).toEqual({verdict: 'lost', undo: undefined, thoughtMs: 1000});
	});
});

function parsed(text: string, position: Position): Move {
	const move = parseMove(text, position);
	if (!move.ok) throw new Error(`bad move in a test: ${text}`);
	return move.value;
}

/** Whether following the hints from `position` (with `budgetMs` each) wins, in as many moves as the first hint said. */
function followedToTheWin(position: Position, memory: HintMemory, budgetMs: number): boolean {
	const first = adviseFromHistory([position], budgetMs, undefined, memory);
	if (first.verdict !== 'won') return false;
	let at = position;
	for (let move = 0; move < first.movesLeft; move++) {
		const answer = adviseFromHistory([at], budgetMs, undefined, memory);
		if (answer.verdict !== 'won') return false;
		at = applyLegalMove(at, answer.move);
	}
	return isWon(at);
}
