import {type DealRules, type Position, type SeedProblem, MAX_SEED_LENGTH, deal, seedProblem} from '../engine/index.js';
import {type DealName} from './game-record.js';
import {isDate} from './text.js';

/**
 * A deal's name as the status line shows it, and the same name read back where a player types it
 * (the menu's Deal number): what the status line says is what gets that deal again. A seeded deal
 * and a winnable one are `deal SEED` (a winnable deal's seed is the one dealt, `42/3`); the daily
 * deal is `daily DATE`. One place makes the names and reads them, so they cannot drift apart.
 */

export function seedTitle(seed: string): string {
	return `deal ${seed}`;
}

export function dailyTitle(date: string): string {
	return `daily ${date}`;
}

/** A deal typed by the player: a seed, or the daily deal of a date (undefined: today's). */
export type TypedDeal =
	{readonly kind: 'seed'; readonly seed: string} | {readonly kind: 'daily'; readonly date?: string};

/** Why a player's text names no deal, in a line that fits 80 columns. */
const NO_DEAL: Record<SeedProblem | 'date', string> = {
	empty: 'Type a deal number (any number or word), or daily YYYY-MM-DD.',
	unprintable: 'A deal number is printable characters: no tabs, controls or direction marks.',
	long: `A deal number takes at most ${MAX_SEED_LENGTH} characters.`,
	date: "A daily deal is daily YYYY-MM-DD (daily alone: today's).",
};

/**
 * The deal a player's text names, or why it names none (a line to show). `deal S` is seed S, as
 * the status line names it (so `deal deal 7` is the seed `deal 7`); `daily` is today's daily deal
 * and `daily YYYY-MM-DD` that date's; any other text is a seed as `--seed` takes it (the same
 * check), exactly as typed. The two words are read in any case (`Deal 42`).
 */
export function readDealName(text: string): TypedDeal | string {
	const named = /^deal (.*)$/is.exec(text);
	if (named === null) {
		const daily = /^daily(?: (.*))?$/is.exec(text);
		if (daily !== null) {
			const date = daily[1];
			if (date === undefined) return {kind: 'daily'};
			return isDate(date) ? {kind: 'daily', date} : NO_DEAL.date;
		}
	}
	const seed = named === null ? text : named[1];
	const problem = seedProblem(seed);
	return problem === undefined ? {kind: 'seed', seed} : NO_DEAL[problem];
}

/** The deal of a seed under its rules, named as the status line names it. */
export function seededDeal(
	seed: string,
	rules: DealRules,
): DealName & {readonly seed: string; readonly position: Position} {
	return {title: seedTitle(seed), seed, rules, position: deal(seed, rules)};
}
