import {type DealRules, type Position, deal, rulesName, rulesOptions} from '../engine/index.js';
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
		const options = rulesOptions(rules);
		const replay = choice.random
			? ` (random; replay with ${options === '' ? '' : `${options} `}--seed ${choice.seed})`
			: '';
		return {
			seed: choice.seed,
			rules,
			position: deal(choice.seed, rules),
			comments: fitComments([`${name}, deal ${choice.seed}${replay}`]),
		};
	}
	const from = choice.kind === 'daily' ? dailySeed(choice.date) : choice.seed;
	const found = findWinnableDeal(from, {shorten: false, rules});
	if (found === undefined) throw new Error('the search for a winnable deal was cancelled');
	const how =
		choice.kind === 'daily'
			? dailyHow(choice.date, found.reshuffles)
			: winnableHow(`${from}${choice.random ? ' (random)' : ''}`, found.reshuffles);
	return {
		seed: found.seed,
		rules,
		position: found.position,
		comments: fitComments([`${name}, deal ${found.seed}`, how]),
	};
}

/** How --winnable found its deal: the seed's own deal when it is winnable, else after how many reshuffles. */
function winnableHow(seed: string, reshuffles: number): string {
	return reshuffles === 0
		? `the deal of seed ${seed}, proved winnable as dealt`
		: `the first deal proved winnable from seed ${seed}, after ${plural(reshuffles, 'reshuffle')}`;
}

/** The daily deal's seed is on the line above: say the date, and how it was found. */
function dailyHow(date: string, reshuffles: number): string {
	const how = reshuffles === 0 ? 'as dealt' : `after ${plural(reshuffles, 'reshuffle')}`;
	return `the daily deal of ${date}, proved winnable ${how}`;
}

function plural(count: number, word: string): string {
	return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** Board files are read in 80 columns: each comment, after its `# `, is broken between words to fit. */
const COMMENT_WIDTH = 78;

function fitComments(comments: readonly string[]): string[] {
	return comments.flatMap((comment) => {
		const lines: string[] = [];
		for (const word of comment.split(' ')) {
			const last = lines.at(-1);
			if (last !== undefined && last.length + 1 + word.length <= COMMENT_WIDTH)
				lines[lines.length - 1] = `${last} ${word}`;
			else lines.push(word);
		}
		return lines;
	});
}
