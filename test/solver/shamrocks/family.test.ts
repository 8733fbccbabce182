import {describe, expect, it} from 'vitest';
import {deal} from '../../../source/engine/index.js';
import {solve} from '../../../source/solver/index.js';
import {SHAMROCKS_FAMILY} from '../../../source/solver/shamrocks/family.js';
import {replaysToWin} from '../replay.js';

const asDealt = {variant: 'shamrocks', kings: 'as-dealt'} as const;
const KEPT = 'depth-first kept to abstract wins';

function entryNames(seed: string, kings: 'bottom' | 'as-dealt'): string[] {
	const {entries} = SHAMROCKS_FAMILY.portfolio(deal(seed, {variant: 'shamrocks', kings}), 10_000);
	return entries.map((entry) => entry.name);
}

describe('the Shamrocks portfolio', () => {
	it('wins deal 644 of Kings as dealt within 1.5 million positions, and its moves replay to a win', () => {
		// Unknown at 2.5 million positions before the depth-first search kept to abstract wins; won
		// by it after about 1.1 million in the portfolio.
		const position = deal('644', asDealt);
		const result = solve(position, {nodeBudget: 1_500_000, shorten: false});
		expect(result.verdict).toBe('won');
		expect(result.settledBy).toBe(KEPT);
		expect(replaysToWin(position, result.moves)).toBe(true);
	}, 120_000);

	it('runs the search kept to abstract wins only where a King lies above other cards', () => {
		// Deal 644 as dealt has Kings above other cards; with Kings to the bottom none is, and the
		// default's portfolio stays as it was.
		expect(entryNames('644', 'as-dealt')).toContain(KEPT);
		expect(entryNames('644', 'bottom')).not.toContain(KEPT);
	});
});
