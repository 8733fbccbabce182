/**
 * Rule sets as data. Shamrocks and its relatives (see shared/rules.md) differ only in these
 * parameters; the move logic reads them and never asks which game it is playing.
 *
 * Implemented today: Shamrocks, with its two historical options (`mm-kings`, no King moves onto a
 * fan). The relatives are described here so that adding one is a matter of data plus the
 * foundation/redeal features they need; they are not registered as playable variants yet.
 */

export type VariantId = 'shamrocks';

/** How a fan accepts a card on its top card. */
export interface FanBuilding {
	/** 'up-or-down': one rank higher or lower (Shamrocks); 'down': one rank lower only. */
	readonly direction: 'up-or-down' | 'down';
	/** 'any': any suit; 'same': the same suit only (La Belle Lucie, Trefoil). */
	readonly suit: 'any' | 'same';
}

/** Where Kings go after the deal. */
export type KingPlacement =
	/** Kings stay where they were dealt (Scotch, La Belle Lucie). */
	| 'as-dealt'
	/** Every King not at the bottom goes to the bottom, two Kings keeping their dealt order. */
	| 'bottom'
	/** Morehead and Mott-Smith: a King above a lower card of its suit goes just beneath the lowest such card. */
	| 'mm-kings';

export interface RuleSet {
	readonly id: VariantId;
	readonly name: string;
	/** Number of fans in the deal; the last one may be short. */
	readonly fanCount: number;
	/** Cards dealt to each fan (the last fan gets what is left). */
	readonly dealtPerFan: number;
	/** Most cards a fan may hold at any time (Infinity for no limit). */
	readonly fanCapacity: number;
	readonly building: FanBuilding;
	readonly kingPlacement: KingPlacement;
	/** False under the "no King moves" option: a King then leaves its fan only for its foundation. */
	readonly kingMovesToFan: boolean;
	/** Foundations build up by suit from the Ace (all variants implemented so far). */
	readonly foundations: 'by-suit';
	/** Whether an empty fan may receive a card again (never, in this family). */
	readonly fillEmptyFans: boolean;
}

export const SHAMROCKS: RuleSet = {
	id: 'shamrocks',
	name: 'Shamrocks',
	fanCount: 18,
	dealtPerFan: 3,
	fanCapacity: 3,
	building: {direction: 'up-or-down', suit: 'any'},
	kingPlacement: 'bottom',
	kingMovesToFan: true,
	foundations: 'by-suit',
	fillEmptyFans: false,
};

const VARIANTS: Readonly<Record<VariantId, RuleSet>> = {
	shamrocks: SHAMROCKS,
};

export const VARIANT_IDS = Object.keys(VARIANTS) as VariantId[];

export function rulesFor(variant: VariantId): RuleSet {
	return VARIANTS[variant];
}

/** Looks up a variant by the name written in a board file (case-insensitive). */
export function findVariant(name: string): VariantId | undefined {
	const id = name.trim().toLowerCase();
	return (VARIANT_IDS as string[]).includes(id) ? (id as VariantId) : undefined;
}
