import {type Card, cardName, suitOf} from './cards.js';
import {buildsDown, hasDownSuits} from './home-order.js';
import {type Place, isFan, isPile} from './position.js';
import {type Variant, type VariantId, rulesFor} from './rules.js';
import {capitalise} from './words.js';

/** Why a move, a redeal or the draw is refused, and the words that tell the player. */

export type RefusalReason =
	| 'no-such-fan'
	| 'no-such-pile'
	| 'empty-fan'
	| 'empty-pile'
	| 'not-top-card'
	| 'same-place'
	| 'pile-does-not-take'
	| 'pile-to-pile'
	| 'stays-home'
	| 'target-empty'
	| 'target-full'
	| 'rank-does-not-fit'
	| 'no-move'
	| 'no-draw-left'
	| 'draw-not-yet'
	| 'draw-not-beneath-top'
	| 'draw-onto-own-fan'
	| 'not-in-fan'
	| 'already-on-top'
	| 'no-redeal-left'
	| 'redeal-when-won'
	| 'no-cells'
	| 'no-such-cell'
	| 'empty-cell'
	| 'not-in-cell'
	| 'cell-full'
	| 'cell-to-cell';

/** Why a move was refused, with what a message needs to name. */
export interface Refusal {
	readonly reason: RefusalReason;
	readonly variant: VariantId;
	readonly card?: Card;
	readonly place?: Place;
}

/** A one-line explanation for the player; `label` lets the UI write cards with suit glyphs. */
export function describeRefusal(refusal: Refusal, label: (card: Card) => string = cardName): string {
	const variant = rulesFor(refusal.variant);
	const card = refusal.card === undefined ? 'that card' : label(refusal.card);
	const place = refusal.place === undefined ? 'that place' : placeName(refusal.variant, refusal.place);
	switch (refusal.reason) {
		case 'no-such-fan':
		case 'no-such-pile':
			return `There is no ${place}.`;
		case 'empty-fan':
		case 'empty-pile':
			return `${capitalise(place)} is empty.`;
		case 'not-top-card':
			return `${card} is not the top card of ${place}.`;
		case 'same-place':
			return `${card} is already on ${place}.`;
		case 'pile-does-not-take':
			if (variant.foundation.building === 'by-suit')
				return `${card} cannot go to its foundation yet${pileOrderText(refusal)}.`;
			return refusal.place === undefined
				? `No foundation pile takes ${card} yet.`
				: `${capitalise(place)} does not take ${card}: ${pileRuleText()}.`;
		case 'pile-to-pile':
			return `${card} can leave its foundation pile only for a fan.`;
		case 'stays-home':
			return `${card} is home: in ${variant.name} a card never leaves its foundation.`;
		case 'target-empty':
			return `${capitalise(place)} is empty, and ${emptyFanText(variant)}.`;
		case 'target-full':
			return `${capitalise(place)} already holds ${numberWord(variant.fan.capacity)} cards.`;
		case 'rank-does-not-fit':
			return `${card} does not fit on ${place}: ${fanRuleText(variant)}.`;
		case 'no-move':
			return `${card} has nowhere to go.`;
		case 'no-draw-left':
			return variant.redeal.draws === 0
				? `${variant.name} has no draw.`
				: 'The draw is spent: there is one a game.';
		case 'draw-not-yet':
			return 'The draw comes after the last redeal.';
		case 'draw-not-beneath-top':
			return `The draw takes only the card just beneath the top card of a fan, and ${card} is not.`;
		case 'draw-onto-own-fan':
			return `The drawn card goes home or onto another fan, never back onto its own.`;
		case 'not-in-fan':
			return `${card} is not in ${place}.`;
		case 'already-on-top':
			return `${card} is already the top card of ${place}.`;
		case 'no-redeal-left':
			return variant.redeal.redeals === 0
				? `${variant.name} has no redeal.`
				: `No redeal left: there are ${numberWord(variant.redeal.redeals)} a game.`;
		case 'redeal-when-won':
			return 'The game is won: there is nothing to redeal.';
		case 'no-cells':
			return `${variant.name} has no free cells.`;
		case 'no-such-cell':
			return `There is no ${place}: there are ${numberWord(variant.cells ?? 0)}.`;
		case 'empty-cell':
			return `${capitalise(place)} is empty.`;
		case 'not-in-cell':
			return `${card} is not in ${place}.`;
		case 'cell-full':
			return `${capitalise(place)} already holds a card: a cell holds one card.`;
		case 'cell-to-cell':
			return `A card never goes from one cell to the other: ${card} goes home or onto a fan.`;
	}
}

/** Where some suits build down (Clover Leaf), which way the card's own suit goes: `: hearts build down ...`. */
function pileOrderText(refusal: Refusal): string {
	if (refusal.card === undefined || !hasDownSuits(refusal.variant)) return '';
	const suit = suitOf(refusal.card);
	const name = ['clubs', 'diamonds', 'hearts', 'spades'][suit];
	return buildsDown(refusal.variant, suit)
		? `: ${name} build down from the King here`
		: `: ${name} build up from the Ace here`;
}

function pileRuleText(): string {
	return 'an Ace starts a pile, then one rank up in the other colour';
}

function fanRuleText(variant: Variant): string {
	const rank = variant.fan.direction === 'up-or-down' ? 'one rank higher or lower' : 'one rank higher';
	const suit = {any: '', same: ' and of its suit', alternating: ' and of the other colour'}[variant.fan.suit];
	return `the top card there must be ${rank}${suit}`;
}

/** What an empty fan takes: `an empty fan takes only a King`, or that it is never filled again. */
function emptyFanText(variant: Variant): string {
	const ranks = variant.fan.emptyTakes ?? [];
	if (ranks.length === 0) return 'an empty fan is never filled again';
	const names = ranks.map((rank) => (rank === 13 ? 'a King' : rank === 1 ? 'an Ace' : `a ${rank}`));
	return `an empty fan takes only ${names.join(' or ')}`;
}

function numberWord(count: number): string {
	return ['no', 'one', 'two', 'three', 'four', 'five'][count] ?? String(count);
}

/**
 * A place as the player reads it: `fan 4`, `cell 1`; a pile is `its foundation` where the
 * foundations go by suit (a card has only one), else `foundation pile 2`.
 */
export function placeName(variant: VariantId, place: Place): string {
	if (isFan(place)) return `fan ${place.fan + 1}`;
	if (!isPile(place)) return `cell ${place.cell + 1}`;
	return rulesFor(variant).foundation.building === 'by-suit' ? 'its foundation' : `foundation pile ${place.pile + 1}`;
}
