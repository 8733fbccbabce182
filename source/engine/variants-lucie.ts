/**
 * La Belle Lucie's relatives of issue 31 (docs/rules.md): its layout and its two redeals, with
 * other fan rules or another draw. Kept apart from rules.ts so that each game's data stays small
 * to read; rules.ts names them in the registry, which holds each to the type `Variant` (this file
 * does not import it: rules.ts imports this one).
 */

export const SUPER_FLOWER_GARDEN = {
	id: 'superflowergarden',
	name: 'Super Flower Garden',
	shortName: 'Flower Garden',
	layout: {fans: 18, perFan: 3, acesHome: false},
	fan: {direction: 'down', suit: 'any', capacity: Infinity},
	foundation: {building: 'by-suit', returns: false},
	kingRules: ['as-dealt'],
	redeal: {redeals: 2, draws: 0},
	summary: [
		'Goal: play all 52 cards to the four foundations, up by suit, Ace to King.',
		"Only a fan's top card moves, one at a time: to its foundation (up by suit)",
		'or onto a fan whose top card is one rank higher, any suit (a 7H on the 8S).',
		'Fans have no size limit; an empty fan stays empty.',
		'Redeal (twice): gather the fans, shuffle, deal again in threes.',
		'Kings stay where they were dealt.',
	],
} as const;

export const THREE_SHUFFLES = {
	id: 'threeshuffles',
	name: 'Three Shuffles and a Draw',
	shortName: 'Three Shuffles',
	layout: {fans: 18, perFan: 3, acesHome: false},
	fan: {direction: 'down', suit: 'same', capacity: Infinity},
	foundation: {building: 'by-suit', returns: false},
	kingRules: ['as-dealt'],
	redeal: {redeals: 2, draws: 1, drawTakes: 'beneath-top', drawAnyTime: true},
	summary: [
		'Goal: play all 52 cards to the four foundations, up by suit, Ace to King.',
		"Only a fan's top card moves, one at a time: to its foundation (up by suit)",
		'or onto a fan whose top card is one rank higher of the same suit (a 7H on',
		'the 8H). Fans have no size limit; an empty fan stays empty.',
		'Redeal (twice): gather the fans, shuffle, deal again in threes.',
		'The draw (once a game, at any time): the card just beneath a top card goes',
		'home or onto another fan that takes it; the top card stays.',
		'Kings stay where they were dealt.',
	],
} as const;
