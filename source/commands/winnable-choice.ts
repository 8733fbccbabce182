import {type DealRules, type Position, deal, rulesName} from '../engine/index.js';
import {dailySeed, findWinnableDeal} from '../solver/index.js';
import {type DealChoice} from './deal-choice.js';

/** The deal a choice of --seed, --winnable or --daily stands for, with the comments that name it. */
export interface ChosenDeal {
	/** The seed actually dealt: `--seed` with it replays this very deal. */
	readonly seed: string;
	readonly rules: DealRules;
	readonly position: Position;
	/** Board-file comment lines: the deal's own seed first, then how it was chosen. */
	readonly comments: string[];
}

/** Deals the chosen deal; for --winnable and --daily, runs the solver until a deal is proved winnable. */
export function chosenDeal(choice: DealChoice): ChosenDeal {
	const {rules} = choice;
	const name = rulesName(rules);
	if (choice.kind === 'seed') {
		const replay = choice.random ? ` (random; replay with --seed ${choice.seed})` : '';
		return {seed: choice.seed, rules, position: deal(choice.seed, rules), comments: [`${name}, deal ${choice.seed}${replay}`]};
	}
	const from = choice.kind === 'daily' ? dailySeed(choice.date) : choice.seed;
	const found = findWinnableDeal(from, {shorten: false, rules});
	if (found === undefined) throw new Error('the search for a winnable deal was cancelled');
	const how =
		choice.kind === 'daily'
			? `daily deal of ${choice.date}: the first deal proved winnable from seed ${from}, after ${plural(found.reshuffles, 'reshuffle')}`
			: `the first deal proved winnable from seed ${from}${choice.random ? ' (random)' : ''}, after ${plural(found.reshuffles, 'reshuffle')}`;
	return {seed: found.seed, rules, position: found.position, comments: [`${name}, deal ${found.seed}`, how]};
}

function plural(count: number, word: string): string {
	return `${count} ${word}${count === 1 ? '' : 's'}`;
}
