import {shown} from './shown.js';

/** Longest seed taken: a seed is read out, typed again and printed in a board file's comment. */
export const MAX_SEED_LENGTH = 100;

/** Why text is no seed: nothing in it, a character that would not show as itself, too long. */
export type SeedProblem = 'empty' | 'unprintable' | 'long';

/**
 * Why text cannot be a seed, or undefined when it can. A seed must survive a board file's comment
 * line and the status line as it is: one line, nothing that `shown` would escape (controls,
 * direction marks), not too long. `--seed` and the menu's Deal number both ask this (each in its
 * own words), so that a deal one takes the other takes too.
 */
export function seedProblem(seed: string): SeedProblem | undefined {
	if (seed.trim() === '') return 'empty';
	if (shown(seed) !== seed) return 'unprintable';
	if (seed.length > MAX_SEED_LENGTH) return 'long';
	return undefined;
}
