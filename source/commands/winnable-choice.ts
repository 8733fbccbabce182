import {type Position, deal} from '../engine/index.js';
import {dailySeed, findWinnableDeal} from '../solver/index.js';
import {type DealChoice} from './deal-choice.js';

/** The deal a choice of --seed, --winnable or --daily stands for, with the comments that name it. */
export interface ChosenDeal {
	/** The seed actually dealt: `--seed` with it replays this very deal. */
	readonly seed: string;
	readonly position: Position;
	/** Board-file comment lines: the deal's own seed first, then how it was chosen. */
	readonly comments: string[];
}

/** Deals the chosen deal; for --winnable and --daily, runs the solver until a deal is proved winnable. */
export function chosenDeal(choice: DealChoice): ChosenDeal {
	if (choice.kind === 'seed') {
		const replay = choice.random ? ` (random; replay with --seed ${choice.seed})` : '';
		return {seed: choice.seed, position: deal(choice.seed), comments: [`Shamrocks, deal ${choice.seed}${replay}`]};
	}
	const from = choice.kind === 'daily' ? dailySeed(choice.date) : choice.seed;
	const found = findWinnableDeal(from, {shorten: false});
	if (found === undefined) throw new Error('the search for a winnable deal was cancelled');
	const how =
		choice.kind === 'daily'
			? `daily deal of ${choice.date}: the first deal proved winnable from seed ${from}, after ${plural(found.reshuffles, 'reshuffle')}`
			: `the first deal proved winnable from seed ${from}${choice.random ? ' (random)' : ''}, after ${plural(found.reshuffles, 'reshuffle')}`;
	return {seed: found.seed, position: found.position, comments: [`Shamrocks, deal ${found.seed}`, how]};
}

function plural(count: number, word: string): string {
	return `${count} ${word}${count === 1 ? '' : 's'}`;
}
