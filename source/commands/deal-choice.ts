import {randomInt} from 'node:crypto';
import {
	type DealRules,
	type SeedProblem,
	type Position,
	type VariantId,
	KING_RULES,
	MAX_SEED_LENGTH,
	VARIANT_IDS,
	allowingDrawEarly,
	defaultRules,
	parseDealRules,
	quoteToken,
	rulesFor,
	seedProblem,
	shown,
} from '../engine/index.js';
import {UsageError} from './errors.js';
import {readBoardFile, sourceName} from '../io/board-file.js';
import {localDate} from '../stats/text.js';

/** Which deal the player asked for with --seed, --winnable and --daily, under which rules. */
export type DealChoice = {readonly rules: DealRules} &
	/** Exactly the deal of this seed. `random` when no seed was given and one was drawn. */
	(
		| {readonly kind: 'seed'; readonly seed: string; readonly random: boolean}
		/** The first proved-winnable deal in the derived-seed sequence starting at this seed. */
		| {readonly kind: 'winnable'; readonly seed: string; readonly random: boolean}
		/** The daily deal of this local date (YYYY-MM-DD). */
		| {readonly kind: 'daily'; readonly date: string}
	);

export interface RuleFlags {
	readonly variant?: string;
	readonly kings?: string;
}

export interface DealFlags extends RuleFlags {
	readonly seed?: string;
	readonly winnable: boolean;
	readonly daily?: string;
}

/**
 * The rules --variant and --kings ask for, checked: one line naming the problem otherwise.
 * Undefined when neither is given (the caller's default: Shamrocks, or the game's last choice).
 */
export function flagRules(flags: RuleFlags): DealRules | undefined {
	if (flags.variant === undefined && flags.kings === undefined) return undefined;
	if (flags.variant?.trim() === '') throw new UsageError(`--variant needs a value (${VARIANT_IDS.join(' or ')})`);
	if (flags.kings?.trim() === '') throw new UsageError(`--kings needs a value (${KING_RULES.join(', ')})`);
	const rules = parseDealRules(flags.variant, flags.kings);
	// The engine's message quotes the name as given: shown, since it came from the command line.
	const named = (error: string): string =>
		error.replace(/^unknown variant/, '--variant: $&').replace(/^unknown Kings/, '--kings: $&');
	if (!rules.ok) throw new UsageError(named(shown(rules.error)));
	// A variant with one Kings rule has none to choose: --kings there is a mistake, even naming that one.
	const variant = rulesFor(rules.value.variant);
	if (flags.kings !== undefined && variant.kingRules.length === 1)
		throw new UsageError(`${variant.name} has no Kings rules to choose: its Kings stay where they are dealt`);
	return rules.value;
}

/**
 * The position of a board file (`-` for stdin), read and checked against the rule flags: a bad
 * file or a flag that contradicts it is a usage error of one line.
 */
export async function readBoard(path: string, flags: RuleFlags): Promise<Position> {
	const board = await readBoardFile(path, process.stdin, flagRules(flags)?.variant);
	if (!board.ok) throw new UsageError(board.error);
	checkBoardRules(sourceName(path), board.value, flags);
	return board.value;
}

/**
 * Checks the rule flags against a board file (`name`, its path as given), whose `Variant:` line
 * decides its variant: a --variant that contradicts it, or a --kings (a board is dealt already),
 * is a mistake to say.
 */
function checkBoardRules(name: string, position: Position, flags: RuleFlags): void {
	if (flags.kings !== undefined) {
		throw new UsageError(`--kings chooses how a deal is dealt, and ${shown(name)} is a board already dealt`);
	}
	const rules = flagRules(flags);
	if (rules !== undefined && rules.variant !== position.variant) {
		const board = `${shown(name)} is a ${rulesFor(position.variant).name} board (its Variant: line)`;
		throw new UsageError(`${board}, but --variant ${shown(flags.variant ?? '')} was given`);
	}
}

/**
 * --draw-early on a position: the house rule that allows the draw before the last redeal. Refused
 * by name where the game has no draw, or one already allowed at any time (it would change nothing,
 * and says the player expects it to).
 */
export function withDrawEarly(position: Position, drawEarly: boolean): Position {
	return checkDrawEarly(position.variant, drawEarly) ? allowingDrawEarly(position) : position;
}

/** --draw-early for a game of `variant`: whether it is given, refused where it would change nothing. */
export function checkDrawEarly(variant: VariantId, drawEarly: boolean): boolean {
	const rules = rulesFor(variant);
	if (drawEarly && rules.redeal.draws === 0)
		throw new UsageError(`--draw-early: ${rules.name} has no draw (La Belle Lucie and Trefoil have one)`);
	// A draw that may be played at any time has nothing to allow early: the flag would say otherwise.
	if (drawEarly && rules.redeal.drawAnyTime === true)
		throw new UsageError(`--draw-early: ${rules.name}'s draw may be played at any time already`);
	return drawEarly;
}

/** A fresh seed for a random deal: a whole number, short enough to read out and type again. */
export function randomSeed(): string {
	return String(randomInt(1, 1_000_000_000));
}

function checkDate(text: string): string {
	const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
	const date =
		match === null ? undefined : new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
	if (match === null || date === undefined || date.toISOString().slice(0, 10) !== text) {
		throw new UsageError(`--daily takes a date as YYYY-MM-DD, not ${quoteToken(text)}`);
	}
	return text;
}

const SEED_PROBLEMS: Record<SeedProblem, string> = {
	empty: '--seed needs a value (any number or word)',
	unprintable: '--seed takes printable characters on one line (no tabs, newlines, control or direction characters)',
	long: `--seed takes at most ${MAX_SEED_LENGTH} characters`,
};

/** The seed --seed gives, checked as the menu's Deal number checks it (engine/seed.ts). */
function checkSeed(seed: string): void {
	const problem = seedProblem(seed);
	if (problem !== undefined) throw new UsageError(SEED_PROBLEMS[problem]);
}

/** The deal the flags ask for; `fallback` rules when no --variant or --kings is given. */
export function dealChoice(flags: DealFlags, fallback: DealRules = defaultRules('shamrocks')): DealChoice {
	const rules = flagRules(flags) ?? fallback;
	if (flags.seed !== undefined) checkSeed(flags.seed);
	if (flags.daily !== undefined) {
		if (flags.seed !== undefined || flags.winnable)
			throw new UsageError('--daily cannot be combined with --seed or --winnable');
		return {rules, kind: 'daily', date: flags.daily === '' ? localDate() : checkDate(flags.daily)};
	}
	const seed = flags.seed ?? randomSeed();
	const random = flags.seed === undefined;
	return flags.winnable ? {rules, kind: 'winnable', seed, random} : {rules, kind: 'seed', seed, random};
}

export function wantsDeal(flags: DealFlags): boolean {
	return flags.seed !== undefined || flags.winnable || flags.daily !== undefined;
}
