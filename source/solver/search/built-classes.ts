import {type Position, type Variant, rulesFor} from '../../engine/index.js';
import {fanTables} from '../fan/tables.js';

/**
 * What the built-card abstraction (built-game.ts) needs of a game's fan rule: the cards grouped in
 * *classes* of hosts, so that a placement of loose cards is a count per class. It holds where the
 * fans have no size limit, every card may lie on exactly the cards of one class (or on none), and
 * the cards that may lie on a class are exactly one class: Super Flower Garden (a class per rank),
 * Box Fan (per rank and colour), Fan (per card). Elsewhere (Clover Leaf: a card lies one rank up or
 * down) `classesOf` gives undefined and the abstraction is not used.
 */
export interface BuildClasses {
	/** Per card, its class. */
	readonly classOf: Uint8Array;
	/** Per class, the class its cards may lie on, or NO_CLASS (a King: onto an empty fan at most). */
	readonly targetOf: Int8Array;
	/** Per class, the class of the cards that may lie on it, or NO_CLASS. */
	readonly holderOf: Int8Array;
	/** Per card, whether an empty fan takes it (Fan and Box Fan: a King). */
	readonly fills: readonly boolean[];
	/**
	 * Whether a lone card may move onto a card of another fan: where empty fans take a card again
	 * (an emptied fan may be of use); never where they stay empty (rule G2).
	 */
	readonly loneMoves: boolean;
	/**
	 * Whether rule G1's wide form holds (Super Flower Garden: any suit, empty fans never filled): a
	 * card that fits home, with every card two ranks below it home, goes home before anything else.
	 */
	readonly eagerHome: boolean;
}

export const NO_CLASS = -1;

/** Read once per game, as the fan tables are: every solve of a layout makes a game of the abstraction. */
const cache = new Map<Variant, BuildClasses | undefined>();

export function classesOf(position: Position): BuildClasses | undefined {
	const variant = rulesFor(position.variant);
	if (!cache.has(variant)) cache.set(variant, readClasses(variant));
	return cache.get(variant);
}

function readClasses(variant: Variant): BuildClasses | undefined {
	// A card in a free cell is neither fixed nor on a host: the abstraction has no place for it.
	if (Number.isFinite(variant.fan.capacity) || (variant.cells ?? 0) > 0) return undefined;
	const cards = Array.from({length: 52}, (_, card) => card);
	const {holders, targets, fills} = fanTables(variant);
	// A class: the cards with the same holders and the same targets.
	const names = new Map<string, number>();
	const classOf = Uint8Array.from(cards, (card) => {
		const name = `${holders[card].join(',')}|${targets[card].join(',')}`;
		if (!names.has(name)) names.set(name, names.size);
		return names.get(name)!;
	});
	const members = Array.from(names.values(), (found) => cards.filter((card) => classOf[card] === found));
	const classOfSet = (set: readonly number[]): number | undefined => {
		if (set.length === 0) return NO_CLASS;
		const found = classOf[set[0]];
		return members[found].length === set.length && set.every((card) => classOf[card] === found) ? found : undefined;
	};
	const targetOf = new Int8Array(names.size).fill(NO_CLASS);
	const holderOf = new Int8Array(names.size).fill(NO_CLASS);
	for (const card of cards) {
		const target = classOfSet(targets[card]);
		const holder = classOfSet(holders[card]);
		if (target === undefined || holder === undefined) return undefined;
		const own = classOf[card];
		targetOf[own] = target;
		holderOf[own] = holder;
	}
	const refilled = fills.some(Boolean);
	return {
		classOf,
		targetOf,
		holderOf,
		fills,
		loneMoves: refilled,
		eagerHome: variant.fan.suit === 'any' && !refilled && variant.fan.direction === 'down',
	};
}
