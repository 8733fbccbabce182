import {describe, expect, it} from 'vitest';
import {
	type Position,
	type Step,
	REDEAL,
	applyMove,
	applyStep,
	deal,
	isWon,
	redealt,
} from '../../source/engine/index.js';
import {HintMemory, adviseFromHistory} from '../../source/solver-service/advice.js';
import {solve} from '../../source/solver/index.js';

const LUCIE = {variant: 'labellelucie', kings: 'as-dealt'} as const;

describe('hints in La Belle Lucie', () => {
	it('on a hopeless layout with a redeal left, says redeal, with a legal move to more cards home first', () => {
		// Deal 5's first layout has no win (proved), and its best line brings cards home.
		const start = deal('5', LUCIE);
		expect(solve(start, {nodeBudget: 200_000}).verdict).toBe('lost');
		const answer = adviseFromHistory([start], 5000);
		expect(answer.verdict).toBe('redeal');
		if (answer.verdict !== 'redeal' || answer.guess === undefined)
			throw new Error('expected a line before the redeal');
		expect(applyMove(start, answer.guess).ok).toBe(true);
	});

	it('a player who follows every hint, redealing when told, plays only legal steps to the end of the game', () => {
		const memory = new HintMemory();
		let history: Position[] = [deal('3', LUCIE)];
		let redeals = 0;
		for (let steps = 0; steps < 400; steps++) {
			const position = history[history.length - 1];
			if (isWon(position)) break;
			const answer = adviseFromHistory(history, 5000, undefined, memory);
			let step: Step;
			if (answer.verdict === 'won' || answer.verdict === 'unknown') {
				if (answer.verdict === 'unknown' && answer.guess === undefined) break;
				step = answer.verdict === 'won' ? answer.move : answer.guess!;
			} else if (answer.verdict === 'redeal') {
				step = answer.guess ?? REDEAL;
				if (answer.guess === undefined) redeals++;
			} else break;
			const next = applyStep(position, step);
			expect(next.ok).toBe(true);
			if (!next.ok) return;
			history = [...history, next.value];
		}
		expect(redeals).toBeLessThanOrEqual(2);
		const last = history[history.length - 1];
		// Either won, or lost with no redeal left: a hint never leaves a redeal unplayed.
		expect(isWon(last) || last.redeals === 0).toBe(true);
	});

	it('looks back no further than the last redeal: what came before was another layout', () => {
		// Deal 66 with one redeal left: that layout can be won, the one its redeal deals cannot.
		const before = {...deal('66', LUCIE), redeals: 1};
		expect(solve(before, {nodeBudget: 200_000}).verdict).toBe('won');
		const after = redealt(before);
		expect(solve(after, {nodeBudget: 200_000}).verdict).toBe('lost');
		expect(adviseFromHistory([before, after], 5000)).toEqual({verdict: 'lost', undo: undefined, sinceRedeal: true});
	});
});
