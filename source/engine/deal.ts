import seedrandom from 'seedrandom';
import {type Card, KING, orderedDeck, rankOf, suitOf} from './cards.js';
import {type Position} from './position.js';
import {type RuleSet, type VariantId, rulesFor} from './rules.js';

/**
 * Seeded deals. The same seed gives the same deal on every machine and every run, so the shuffle
 * below is part of the game's contract: golden tests in test/engine/deal.test.ts pin it.
 *
 * The shuffle: seedrandom(`shamrocks:<length of seed>:<seed>`) (ARC4, the library's default), then
 * Fisher-Yates over the ordered deck (C A..K, D, H, S) from the last index down:
 * j = floor(rng() * (i + 1)), swap i and j.
 *
 * Why the prefix: ARC4 repeats its key, so plain seedrandom gives the same stream for "2", "22"
 * and "222". With the seed's length in front, no key is a repetition of another's and every seed
 * (up to seedrandom's 256-character key) has its own deal.
 * The shuffled deck is dealt in order: cards 1-3 to fan 1 (the first at its bottom), 4-6 to fan 2,
 * ... and the last card alone to fan 18.
 */
export function shuffledDeck(seed: string): Card[] {
	const random = seedrandom(`shamrocks:${seed.length}:${seed}`);
	const deck = orderedDeck();
	for (let i = deck.length - 1; i > 0; i--) {
		const j = Math.floor(random() * (i + 1));
		[deck[i], deck[j]] = [deck[j], deck[i]];
	}
	return deck;
}

export function deal(seed: string, variant: VariantId = 'shamrocks'): Position {
	const rules = rulesFor(variant);
	const deck = shuffledDeck(seed);
	const fans: Card[][] = [];
	for (let fan = 0; fan < rules.fanCount; fan++) {
		const dealt = deck.slice(fan * rules.dealtPerFan, (fan + 1) * rules.dealtPerFan);
		fans.push(placeKings(dealt, rules));
	}
	return {variant, fans, foundations: [0, 0, 0, 0]};
}

/** Moves Kings within one freshly dealt fan as the rule set says. */
export function placeKings(fan: readonly Card[], rules: RuleSet): Card[] {
	switch (rules.kingPlacement) {
		case 'as-dealt':
			return fan.slice();
		case 'bottom':
			return kingsToBottom(fan);
		case 'mm-kings':
			return mmKings(fan);
	}
}

function isKing(card: Card): boolean {
	return rankOf(card) === KING;
}

/** Every King to the bottom, Kings in their dealt order, the other cards in theirs. */
function kingsToBottom(fan: readonly Card[]): Card[] {
	return [...fan.filter(isKing), ...fan.filter((card) => !isKing(card))];
}

/**
 * Morehead and Mott-Smith: a King lying above a lower card of its own suit goes directly beneath
 * the lowest (nearest the bottom) such card; any other King not at the bottom goes to the bottom.
 * Kings are placed in dealt order, bottom first.
 */
function mmKings(fan: readonly Card[]): Card[] {
	let result = fan.filter((card) => !isKing(card));
	const bottomKings: Card[] = [];
	for (const king of fan.filter(isKing)) {
		const dealtIndex = fan.indexOf(king);
		const below = fan.slice(0, dealtIndex).filter((card) => !isKing(card) && suitOf(card) === suitOf(king));
		if (below.length > 0) {
			const at = result.indexOf(below[0]);
			result = [...result.slice(0, at), king, ...result.slice(at)];
		} else {
			bottomKings.push(king);
		}
	}
	return [...bottomKings, ...result];
}
