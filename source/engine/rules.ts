import {type Result, fail, ok} from './result.js';
import {BOX_FAN, CLOVER_LEAF, FAN, FREE_FAN} from './variants-fan.js';
import {SUPER_FLOWER_GARDEN, THREE_SHUFFLES} from './variants-lucie.js';

/**
 * The fan family as data (docs/rules.md): one object per variant in one registry. The move
 * logic, the deal, the board format, the solver and the UI read these parameters; none of them
 * asks which variant it is playing. Adding a relative means adding an entry here (and, where it
 * needs a new kind of move, the engine support for that kind).
 */

export type VariantId =
	| 'shamrocks'
	| 'scotch'
	| 'labellelucie'
	| 'trefoil'
	| 'fan'
	| 'freefan'
	| 'boxfan'
	| 'cloverleaf'
	| 'superflowergarden'
	| 'threeshuffles';

/** Where Kings go once a fan is dealt. */
export type KingRule =
	/** Every King not at the bottom goes to the bottom, two Kings keeping their dealt order (Shamrocks). */
	| 'bottom'
	/**
	 * Morehead and Mott-Smith: a King lying above a lower card of its own suit goes directly
	 * beneath the lowest (nearest the bottom) such card; any other King goes to the bottom, two
	 * such Kings keeping their dealt order.
	 */
	| 'mm'
	/** Kings stay where they were dealt. */
	| 'as-dealt';

export const KING_RULES: readonly KingRule[] = ['bottom', 'mm', 'as-dealt'];

/** What a fan accepts on its top card. */
export interface FanRule {
	/** 'up-or-down': one rank higher or lower (Shamrocks); 'down': one rank lower only. */
	readonly direction: 'up-or-down' | 'down';
	/** 'any': any suit; 'same': the same suit only; 'alternating': the other colour only (Box Fan). */
	readonly suit: 'any' | 'same' | 'alternating';
	/** Most cards a fan may hold (Infinity: no limit). */
	readonly capacity: number;
	/**
	 * The ranks an empty fan takes (13: a King, in Fan and Box Fan); absent or empty where an
	 * empty fan is never filled again.
	 */
	readonly emptyTakes?: readonly number[];
}

/**
 * The foundations: always four piles.
 * - 'by-suit': pile i belongs to suit i (C D H S) and builds from its Ace up to its King; a card
 *   has exactly one pile it can ever go to.
 * - 'alternating': any Ace starts an empty pile, which then builds up by one rank in the other
 *   colour each time (a red 2 on a black Ace, a black 3 on it ...), at most 13 cards (Scotch).
 */
export interface FoundationRule {
	readonly building: 'by-suit' | 'alternating';
	/** Whether a pile's top card may come back into play, onto a fan that accepts it. */
	readonly returns: boolean;
	/**
	 * By suit: the suits (0 to 3, C D H S) whose pile builds down from its King to its Ace
	 * (Clover Leaf's hearts and diamonds); the others build up from the Ace. Absent: all up.
	 */
	readonly downSuits?: readonly number[];
}

export interface Layout {
	/** Fans in the deal; every fan gets `perFan` cards but the last, which gets what is left. */
	readonly fans: number;
	readonly perFan: number;
	/**
	 * Whether each foundation's first card starts on it (then the other 48 cards are dealt): the
	 * four Aces, or, for a suit built down (`FoundationRule.downSuits`), its King instead.
	 */
	readonly acesHome: boolean;
}

/**
 * Redeals and the draw (La Belle Lucie, Trefoil). A redeal gathers the fans, shuffles them and
 * deals them again in fans of `perFan` (deal.ts says how the shuffle is seeded). The draw takes
 * any one card of any fan, covered or not, to the top of its own fan or wherever it fits; by the
 * traditional rule only once no redeal is left (a position may allow it earlier, see Position).
 * Zero and zero where the variant has neither.
 */
export interface RedealRule {
	/** Redeals a game starts with. */
	readonly redeals: number;
	/** Draws a game starts with. */
	readonly draws: number;
	/**
	 * Which card the draw takes: 'any' card of a fan, to the top of its own fan or where it fits
	 * (La Belle Lucie, the default); or only the card 'beneath-top', just beneath a fan's top card,
	 * home or onto another fan, the top card staying (Three Shuffles and a Draw).
	 */
	readonly drawTakes?: 'any' | 'beneath-top';
	/** Whether the draw may be played at any time, redeals left or not (default: after the last redeal). */
	readonly drawAnyTime?: boolean;
}

export interface Variant {
	readonly id: VariantId;
	/** The name players know it by. */
	readonly name: string;
	/** A shorter name, for a status line short of room (`Lucie`); the name itself where there is none. */
	readonly shortName?: string;
	readonly layout: Layout;
	readonly fan: FanRule;
	readonly foundation: FoundationRule;
	/** The Kings rules a deal may use, the default first: one entry where Kings are not moved. */
	readonly kingRules: readonly KingRule[];
	readonly redeal: RedealRule;
	/**
	 * Free cells (Free Fan: two): each holds one card, which comes from a fan's top and goes home or
	 * onto a fan that takes it, never to another cell. Absent (no cells) in every other game.
	 */
	readonly cells?: number;
	/**
	 * The rules in a few lines of at most 75 columns, for the help screen and `--help`. Each
	 * variant says its own, so nothing outside the engine describes a rule.
	 */
	readonly summary: readonly string[];
}

/*
 * Won, stuck and auto complete are the same tests in every variant (moves.ts): won when all 52
 * cards are home; stuck when no move is legal; ready for auto complete when every fan descends
 * (each card lower than the one beneath it). Why the last one always finishes depends on the
 * foundation rule, and is argued beside `isAutoCompleteReady`.
 */

export const SHAMROCKS: Variant = {
	id: 'shamrocks',
	name: 'Shamrocks',
	layout: {fans: 18, perFan: 3, acesHome: false},
	fan: {direction: 'up-or-down', suit: 'any', capacity: 3},
	foundation: {building: 'by-suit', returns: false},
	kingRules: ['bottom', 'mm', 'as-dealt'],
	redeal: {redeals: 0, draws: 0},
	summary: [
		'Goal: play all 52 cards to the four foundations, up by suit, Ace to King.',
		"Only a fan's top card moves (the lowest card in its column), one at a time:",
		'to its foundation, or onto another fan holding fewer than three cards',
		'whose top card is one rank higher or lower, any suit (no K-A wrap).',
		'An empty fan stays empty. A card never leaves its foundation.',
		'A card that can go home need not: on a fan it can hold a card one rank',
		'above or below it. A King leaves only for home or a Queen with room.',
	],
};

export const SCOTCH: Variant = {
	id: 'scotch',
	name: 'Scotch',
	layout: {fans: 18, perFan: 3, acesHome: false},
	fan: {direction: 'down', suit: 'any', capacity: Infinity},
	foundation: {building: 'alternating', returns: true},
	kingRules: ['as-dealt'],
	redeal: {redeals: 0, draws: 0},
	summary: [
		'Goal: play all 52 cards to the four foundation piles. Any Ace starts a',
		'pile, which builds up in alternating colours (a red 2 on a black Ace).',
		"Only a fan's top card moves (the lowest card in its column), one at a time:",
		'onto a foundation pile that takes it, or onto another fan whose top card',
		'is one rank higher, any suit (a 7 on an 8). Fans have no size limit.',
		"An empty fan stays empty. A pile's top card may come back onto a fan.",
		'Kings stay where they were dealt.',
	],
};

const SAME_SUIT_SUMMARY = [
	"Only a fan's top card moves, one at a time: to its foundation (up by suit)",
	'or onto a fan whose top card is one rank higher of the same suit (a 7H on',
	'the 8H). Fans have no size limit; an empty fan stays empty.',
	'Redeal (twice): gather the fans, shuffle, deal again in threes.',
	'The draw (once, after the last redeal): take any card of any fan, covered',
	'or not, to the top of its own fan or to any place it fits.',
];

export const LA_BELLE_LUCIE: Variant = {
	id: 'labellelucie',
	name: 'La Belle Lucie',
	shortName: 'Lucie',
	layout: {fans: 18, perFan: 3, acesHome: false},
	fan: {direction: 'down', suit: 'same', capacity: Infinity},
	foundation: {building: 'by-suit', returns: false},
	kingRules: ['as-dealt'],
	redeal: {redeals: 2, draws: 1},
	summary: [
		'Goal: play all 52 cards to the four foundations, up by suit, Ace to King.',
		...SAME_SUIT_SUMMARY,
		'Kings stay where they were dealt.',
	],
};

export const TREFOIL: Variant = {
	...LA_BELLE_LUCIE,
	id: 'trefoil',
	name: 'Trefoil',
	shortName: 'Trefoil',
	layout: {fans: 16, perFan: 3, acesHome: true},
	summary: [
		'Goal: play all 52 cards to the four foundations, up by suit. The Aces',
		'start there; the other 48 cards are dealt in 16 fans of three.',
		...SAME_SUIT_SUMMARY,
	],
};

const VARIANTS: Readonly<Record<VariantId, Variant>> = {
	shamrocks: SHAMROCKS,
	scotch: SCOTCH,
	labellelucie: LA_BELLE_LUCIE,
	trefoil: TREFOIL,
	fan: FAN,
	freefan: FREE_FAN,
	boxfan: BOX_FAN,
	cloverleaf: CLOVER_LEAF,
	superflowergarden: SUPER_FLOWER_GARDEN,
	threeshuffles: THREE_SHUFFLES,
};

export const VARIANT_IDS = Object.keys(VARIANTS) as VariantId[];

export function rulesFor(variant: VariantId): Variant {
	return VARIANTS[variant];
}

/** Looks up a variant by the name written in a board file or a flag (case, blanks and dashes aside). */
export function findVariant(name: string): VariantId | undefined {
	// `La Belle Lucie` and `la-belle-lucie` name labellelucie too.
	const id = name
		.trim()
		.toLowerCase()
		.replace(/[\s_-]+/g, '');
	return (VARIANT_IDS as string[]).includes(id) ? (id as VariantId) : undefined;
}

/** What a deal is dealt under: a variant and the Kings rule of that deal. */
export interface DealRules {
	readonly variant: VariantId;
	readonly kings: KingRule;
}

/** The variant with its default Kings rule. */
export function defaultRules(variant: VariantId): DealRules {
	return {variant, kings: rulesFor(variant).kingRules[0]};
}

/**
 * Deal rules from names as typed (a flag, a file): the variant (default Shamrocks), and a Kings
 * rule it allows (default its own). Fails with one line naming the problem.
 */
export function parseDealRules(
	variantName: string | undefined,
	kingsName: string | undefined,
): Result<DealRules, string> {
	const variant = variantName === undefined ? 'shamrocks' : findVariant(variantName);
	if (variant === undefined) return fail(`unknown variant "${variantName}" (known: ${VARIANT_IDS.join(', ')})`);
	if (kingsName === undefined) return ok(defaultRules(variant));
	const kings = KING_RULES.find((rule) => rule === kingsName.trim().toLowerCase());
	if (kings === undefined) return fail(`unknown Kings rule "${kingsName}" (known: ${KING_RULES.join(', ')})`);
	const allowed = rulesFor(variant).kingRules;
	if (!allowed.includes(kings)) {
		return fail(
			allowed.length === 1
				? `${rulesFor(variant).name} has no Kings rules to choose: its Kings stay where they are dealt`
				: `${rulesFor(variant).name} takes the Kings rules ${allowed.join(', ')}`,
		);
	}
	return ok({variant, kings});
}

const KING_RULE_NAMES: Record<KingRule, string> = {
	bottom: 'Kings to the bottom',
	mm: 'Morehead and Mott-Smith Kings',
	'as-dealt': 'Kings as dealt',
};

/** How the game is named on screen: `Shamrocks`, `Shamrocks (Kings as dealt)`, `Scotch`. */
export function rulesName(rules: DealRules): string {
	const variant = rulesFor(rules.variant);
	return rules.kings === variant.kingRules[0] ? variant.name : `${variant.name} (${KING_RULE_NAMES[rules.kings]})`;
}

const KING_RULE_SHORT_NAMES: Record<KingRule, string> = {
	bottom: 'Kings to the bottom',
	mm: 'M&M Kings',
	'as-dealt': 'Kings as dealt',
};

/** A short name for one line of a status bar: `Shamrocks`, `Shamrocks, M&M Kings`, `Scotch`. */
export function rulesShortName(rules: DealRules): string {
	const variant = rulesFor(rules.variant);
	return rules.kings === variant.kingRules[0]
		? variant.name
		: `${variant.name}, ${KING_RULE_SHORT_NAMES[rules.kings]}`;
}

/** What a Kings rule does, in lines of help of at most 75 columns. */
export function describeKingRule(rule: KingRule): string[] {
	switch (rule) {
		case 'bottom':
			return ['Kings start at the bottom of their fans.'];
		case 'mm':
			return [
				'A King dealt above a lower card of its suit starts just beneath the lowest',
				'such card; the other Kings start at the bottom of their fans.',
			];
		case 'as-dealt':
			return ['Kings stay where they were dealt.'];
	}
}

/**
 * The command-line words that deal under these rules, for a line that says how to replay a deal:
 * nothing for plain Shamrocks, `--variant scotch`, `--kings mm`.
 */
export function rulesOptions(rules: DealRules): string {
	const words = rules.variant === 'shamrocks' ? [] : [`--variant ${rules.variant}`];
	if (rules.kings !== rulesFor(rules.variant).kingRules[0]) words.push(`--kings ${rules.kings}`);
	return words.join(' ');
}

/** Every variant with each of its Kings rules, in registry order: what a new deal may be dealt under. */
export function ruleChoices(): DealRules[] {
	return VARIANT_IDS.flatMap((variant) => rulesFor(variant).kingRules.map((kings) => ({variant, kings})));
}

export function sameRules(a: DealRules, b: DealRules): boolean {
	return a.variant === b.variant && a.kings === b.kings;
}
