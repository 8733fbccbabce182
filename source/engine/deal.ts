import seedrandom from 'seedrandom';
import {type Card, KING, cardName, orderedDeck, rankOf, suitOf} from './cards.js';
import {startPiles} from './home-order.js';
import {type Position} from './position.js';
import {type DealRules, type KingRule, type VariantId, defaultRules, rulesFor} from './rules.js';

/**
 * Seeded deals. The same seed gives the same deal on every machine and every run, so the shuffle
 * below is part of the game's contract: golden tests in test/engine/deal.test.ts pin it, for
 * every variant.
 *
 * The shuffle: seedrandom(`<variant>:<length of seed>:<seed>`) (ARC4, the library's default),
 * then Fisher-Yates over the ordered deck (C A..K, D, H, S; without the cards that start home,
 * the Aces or Clover Leaf's black Aces and red Kings) from the last index down:
 * j = floor(rng() * (i + 1)), swap i and j. For Shamrocks this
 * is `shamrocks:<length>:<seed>`, as it always was; each other variant has its own prefix, so
 * deal 42 of Scotch is not deal 42 of Shamrocks with its Kings left alone. The Kings rules of
 * Shamrocks share its shuffle: the same seed deals the same cards, and only the Kings move
 * differently, so the rules can be compared deal by deal.
 *
 * Why the length: ARC4 repeats its key, so plain seedrandom gives the same stream for "2", "22"
 * and "222". With the seed's length in front, no key is a repetition of another's and every seed
 * (up to seedrandom's 256-character key) has its own deal.
 *
 * The shuffled deck is dealt in order: the first `perFan` cards to fan 1 (the first at its
 * bottom), the next to fan 2, ... and what is left to the last fan (one card in the 17 x 3 + 1
 * layout); then the variant's Kings rule moves Kings within each fan.
 */
export function shuffledDeck(seed: string, variant: VariantId = 'shamrocks'): Card[] {
	const home = new Set(startPiles(variant).flat());
	const deck = orderedDeck().filter((card) => !home.has(card));
	return shuffle(deck, `${variant}:${seed.length}:${seed}`);
}

/** Fisher-Yates over `cards` with seedrandom(key), from the last index down (see above). */
function shuffle(cards: Card[], key: string): Card[] {
	const random = seedrandom(key);
	for (let i = cards.length - 1; i > 0; i--) {
		const j = Math.floor(random() * (i + 1));
		[cards[i], cards[j]] = [cards[j], cards[i]];
	}
	return cards;
}

/** Options of a deal beyond its rules: the house rule that allows the draw early (Position.drawEarly). */
export interface DealOptions {
	readonly drawEarly?: boolean;
}

export function deal(seed: string, rules: DealRules = defaultRules('shamrocks'), options: DealOptions = {}): Position {
	const variant = rulesFor(rules.variant);
	const {perFan} = variant.layout;
	const fans = dealInFans(shuffledDeck(seed, rules.variant), perFan, variant.layout.fans).map((fan) =>
		placeKings(fan, rules.kings),
	);
	const foundations = startPiles(variant);
	const {redeals, draws} = variant.redeal;
	return {
		variant: rules.variant,
		fans,
		foundations,
		redeals,
		draws,
		...(variant.cells === undefined ? {} : {cells: Array.from({length: variant.cells}, () => undefined)}),
		...(options.drawEarly === true && draws > 0 ? {drawEarly: true} : {}),
	};
}

/** The position with the house rule that allows the draw early, where there is a draw to allow. */
export function allowingDrawEarly(position: Position): Position {
	return position.draws > 0 || rulesFor(position.variant).redeal.draws > 0
		? {...position, drawEarly: true}
		: position;
}

/**
 * Cards dealt in order, `perFan` to a fan (the first at its bottom), into `count` fans; the last fan
 * gets what is left.
 */
function dealInFans(cards: readonly Card[], perFan: number, count: number): Card[][] {
	return Array.from({length: count}, (_, fan) =>
		cards.slice(fan * perFan, fan === count - 1 ? cards.length : (fan + 1) * perFan),
	);
}

/**
 * The redeal (La Belle Lucie, Trefoil): the cards of the fans are gathered fan by fan in order,
 * each fan from its bottom card up, shuffled as a deal is (Fisher-Yates above) with the key
 * `redeal:<variant>:<redeals left before it>:<the gathered cards>` (cards as in board files, as
 * `KS5H2D`), and dealt again in order in fans of `perFan`, the last fan holding what is left
 * (one or two cards, or a full fan). Kings are not moved. The key is the position itself, so
 * the same position always redeals the same way: the same deal and the same play give the same
 * redeal, whether the game began from a seed or a board file, before a save or after it. Fans
 * the new deal does not need are gone: a layout of 35 cards has 12 fans. Spends one redeal.
 * The caller checks that a redeal is left (refuseRedeal).
 */
export function redealt(position: Position): Position {
	const gathered = position.fans.flat();
	const key = `redeal:${position.variant}:${position.redeals}:${gathered.map(cardName).join('')}`;
	const {perFan} = rulesFor(position.variant).layout;
	const fans = dealInFans(shuffle(gathered, key), perFan, Math.ceil(gathered.length / perFan));
	return {...position, fans, redeals: position.redeals - 1};
}

/** Moves Kings within one freshly dealt fan as the Kings rule says. */
export function placeKings(fan: readonly Card[], rule: KingRule): Card[] {
	switch (rule) {
		case 'as-dealt':
			return fan.slice();
		case 'bottom':
			return kingsToBottom(fan);
		case 'mm':
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
 * the lowest (nearest the bottom) such card, so that it covers none of them; any other King goes
 * to the bottom, beneath every other card (a King placed beneath a card of its suit included:
 * dealt J♥ K♥ K♣ gives K♣ K♥ J♥). Kings are placed in dealt order, bottom first, so two Kings bound
 * for the bottom keep their dealt order there (dealt K♠ 4♥ K♦ gives K♠ K♦ 4♥).
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
