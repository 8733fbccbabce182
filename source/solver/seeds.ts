import {type DealRules, type Position, type Step, deal, defaultRules} from '../engine/index.js';
import {playWholeGame} from './whole-game.js';

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
 * Where there are redeals (La Belle Lucie, Trefoil), a deal is proved winnable by the solver
 * playing the whole game (whole-game.ts): a line in each layout, a redeal, and so on, that ends
 * in a win. The redeals are part of the play (the same play gives the same redeal), so such a
 * game is a win anyone can replay; a player who plays otherwise gets other layouts.
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

/** Positions the solver may expand per deal (per layout, where there are redeals) while looking for a winnable one. */
export const WINNABLE_NODE_BUDGET = 400_000;
/**
 * Deals tried before giving up: never reached in practice. Over 95% of Shamrocks deals are
 * winnable; of La Belle Lucie's, the fewest, the solver wins about one in eight, so 200 deals
 * all failing has a chance below 1e-11.
 */
export const MAX_RESHUFFLES = 200;

export interface WinnableDealResult {
	/** The seed asked for, where the sequence started. */
	readonly from: string;
	/** The seed actually dealt: derivedSeed(from, reshuffles). */
	readonly seed: string;
	readonly reshuffles: number;
	readonly position: Position;
	/** A winning line from the deal (its redeals among the steps, where there are any). */
	readonly steps: Step[];
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
		const game = playWholeGame(position, {
			nodeBudget: WINNABLE_NODE_BUDGET,
			cancel: options.cancel,
			shorten: options.shorten,
		});
		if (game.verdict === 'cancelled') return undefined;
		if (game.verdict === 'won') return {from: seed, seed: dealt, reshuffles, position, steps: game.steps};
	}
	throw new Error(`no winnable deal among ${MAX_RESHUFFLES + 1} deals from seed ${seed}`);
}
