import {describe, expect, it} from 'vitest';
import {type Position, applyMove, applyStep, deal, homeCount, isWon} from '../../source/engine/index.js';
import {HintMemory, adviseFromHistory} from '../../source/solver-service/advice.js';
import {findWinnableDeal, solve} from '../../source/solver/index.js';
import {seededRandom} from '../../source/solver/search/random.js';
import {randomGame} from '../engine/helpers.js';

const SCOTCH = {variant: 'scotch', kings: 'as-dealt'} as const;

describe('hints in Scotch', () => {
	it('a player who follows every hint wins in exactly the moves the first hint announced', () => {
		const memory = new HintMemory();
		const start = deal('9', SCOTCH);
		const first = adviseFromHistory([start], 5000, undefined, memory);
		if (first.verdict !== 'won') throw new Error(`expected a winning hint, got ${first.verdict}`);
		let position: Position = start;
		let moves = 0;
		while (!isWon(position) && moves <= first.movesLeft) {
			const answer = adviseFromHistory([position], 5000, undefined, memory);
			if (answer.verdict !== 'won') throw new Error(`expected a winning hint, got ${answer.verdict}`);
			const next = applyMove(position, answer.move);
			if (!next.ok) throw new Error('a hint was an illegal move');
			position = next.value;
			moves++;
		}
		expect(isWon(position)).toBe(true);
		expect(moves).toBe(first.movesLeft);
	});

	it('looks back through a lost game for the latest winnable position, as a scan of every position finds it', () => {
		// Random play from Scotch deal 10 stays winnable for 18 moves, then loses (checked by the scan).
		const history = randomGame('10', 40, seededRandom(10), SCOTCH);
		const verdicts = history.map((position) => solve(position, {nodeBudget: 300_000, shorten: false}).verdict);
		const latestWinnable = verdicts.lastIndexOf('won');
		expect(verdicts.slice(0, latestWinnable + 1).every((verdict) => verdict === 'won')).toBe(true);
		expect(verdicts.slice(latestWinnable + 1).every((verdict) => verdict === 'lost')).toBe(true);
		expect(latestWinnable).toBeGreaterThan(5);
		expect(adviseFromHistory(history, 5000)).toEqual({
			verdict: 'lost',
			undo: history.length - 1 - latestWinnable,
			lostSince: latestWinnable + 1,
		});
	});

	it('guesses on a deal it cannot settle quickly: a legal line to more cards home', () => {
		// Scotch deal 35 is left unknown even after 175 million positions (60 s): every cluster of its
		// fans reaches a relaxed win, so rule S6 cannot prove it either (deal 20, used before, now can).
		const start = deal('35', SCOTCH);
		const answer = adviseFromHistory([start], 300);
		expect(answer.verdict).toBe('unknown');
		if (answer.verdict !== 'unknown' || answer.guess === undefined) throw new Error('expected a guess');
		expect(applyMove(start, answer.guess).ok).toBe(true);
		const result = solve(start, {nodeBudget: 100_000, guess: true});
		let position = start;
		for (const move of result.guess ?? []) {
			const next = applyMove(position, move);
			if (!next.ok) throw new Error('a guessed line was illegal');
			position = next.value;
		}
		expect(homeCount(position)).toBeGreaterThan(homeCount(start));
	});

	it('finds winnable and daily deals of Scotch, each replayed to a win', () => {
		const found = findWinnableDeal('7', {rules: SCOTCH});
		expect(found?.position).toEqual(deal(found!.seed, SCOTCH));
		let position = found!.position;
		for (const step of found!.steps) {
			const next = applyStep(position, step);
			if (!next.ok) throw new Error('an illegal move in the winning line');
			position = next.value;
		}
		expect(isWon(position)).toBe(true);
	});
});
