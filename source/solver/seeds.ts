import {type DealRules, type Move, type Position, deal, defaultRules} from '../engine/index.js';
import {solve} from './solve.js';

/**
 * Winnable deals and the daily deal.
 *
 * The derived-seed sequence of a seed S is S, S/1, S/2, S/3, ... : derivedSeed(S, 0) is S itself
 * and derivedSeed(S, n) is `${S}/${n}` for n > 0. Each is an ordinary seed: `--seed S/2` deals the
 * very same cards. The winnable deal of S is the first deal of that sequence the solver proves
 * won within WINNABLE_NODE_BUDGET positions. The budget counts positions, not milliseconds, so
 * the choice does not depend on the speed of the machine: everyone running the same version of
 * shamrocks gets the same winnable deal from the same seed.
 *
 * The daily deal of a date D (YYYY-MM-DD) is the winnable deal of the seed `daily-D`. Both are
 * per rules: the sequence is dealt under the rules asked for (each variant shuffles its own way,
 * see deal.ts), so the daily Scotch deal is another deal than the daily Shamrocks one.
 */

export function derivedSeed(seed: string, n: number): string {
	return n === 0 ? seed : `${seed}/${n}`;
}

export function dailySeed(date: string): string {
	return `daily-${date}`;
}

/** Positions the solver may expand per deal while looking for a winnable one. */
export const WINNABLE_NODE_BUDGET = 400_000;
/** Deals tried before giving up: with over 95% of deals winnable, never reached in practice. */
export const MAX_RESHUFFLES = 200;

export interface WinnableDealResult {
	/** The seed asked for, where the sequence started. */
	readonly from: string;
	/** The seed actually dealt: derivedSeed(from, reshuffles). */
	readonly seed: string;
	readonly reshuffles: number;
	readonly position: Position;
	/** A winning line from the deal. */
	readonly moves: Move[];
}

export interface WinnableOptions {
	/** The rules to deal under (default Shamrocks). */
	readonly rules?: DealRules;
	/** Stops the search (the result is then undefined) when cancel[0] is not 0. */
	readonly cancel?: Int32Array;
	/** Whether to shorten the winning line (default true; the choice of deal does not depend on it). */
	readonly shorten?: boolean;
}

/** The first proved-winnable deal of the derived-seed sequence of `seed`; undefined if cancelled. */
export function findWinnableDeal(seed: string, options: WinnableOptions = {}): WinnableDealResult | undefined {
	const rules = options.rules ?? defaultRules('shamrocks');
	for (let reshuffles = 0; reshuffles <= MAX_RESHUFFLES; reshuffles++) {
		const dealt = derivedSeed(seed, reshuffles);
		const position = deal(dealt, rules);
		const result = solve(position, {nodeBudget: WINNABLE_NODE_BUDGET, cancel: options.cancel, shorten: options.shorten});
		if (result.verdict === 'cancelled') return undefined;
		if (result.verdict === 'won') return {from: seed, seed: dealt, reshuffles, position, moves: result.moves};
	}
	throw new Error(`no winnable deal among ${MAX_RESHUFFLES + 1} deals from seed ${seed}`);
}
