/**
 * The games of the fan family whose empty fans are filled again (docs/rules.md, "Fan", "Free Fan",
 * "Box Fan" and "Clover Leaf"): registry entries of rules.ts, kept here so that each family of games has its own file.
 * This file imports nothing, so that rules.ts may import it; the registry there checks each entry
 * against its type (`as const` keeps the words it needs, as 'down', exact).
 */

const KING = 13;

export const FAN = {
	id: 'fan',
	name: 'Fan',
	layout: {fans: 18, perFan: 3, acesHome: false},
	fan: {direction: 'down', suit: 'same', capacity: Infinity, emptyTakes: [KING]},
	foundation: {building: 'by-suit', returns: false},
	kingRules: ['as-dealt'],
	redeal: {redeals: 0, draws: 0},
	summary: [
		'Goal: play all 52 cards to the four foundations, up by suit, Ace to King.',
		"Only a fan's top card moves, one at a time: to its foundation, or onto a",
		'fan whose top card is one rank higher of the same suit (a 7H on the 8H).',
		'Fans have no size limit. An empty fan takes only a King.',
		'Kings are dealt where they fall. A card never leaves its foundation.',
	],
} as const;

export const FREE_FAN = {
	...FAN,
	id: 'freefan',
	name: 'Free Fan',
	cells: 2,
	summary: [
		'Goal: play all 52 cards to the four foundations, up by suit, Ace to King.',
		"Only a fan's top card moves, one at a time: to its foundation, onto a fan",
		'whose top card is one rank higher of the same suit (a 7H on the 8H), or to',
		'an empty free cell. There are two cells, each holding one card; a card in',
		'a cell goes home or onto a fan, never to the other cell.',
		'Fans have no size limit. An empty fan takes only a King.',
		'Kings are dealt where they fall. A card never leaves its foundation.',
	],
} as const;

export const BOX_FAN = {
	id: 'boxfan',
	name: 'Box Fan',
	layout: {fans: 16, perFan: 3, acesHome: true},
	fan: {direction: 'down', suit: 'alternating', capacity: Infinity, emptyTakes: [KING]},
	foundation: {building: 'by-suit', returns: false},
	kingRules: ['as-dealt'],
	redeal: {redeals: 0, draws: 0},
	summary: [
		'Goal: play all 52 cards to the four foundations, up by suit. The Aces',
		'start there; the other 48 cards are dealt in 16 fans of three.',
		"Only a fan's top card moves, one at a time: to its foundation, or onto a",
		'fan whose top card is one rank higher in the other colour (a red 7 on a',
		'black 8). Fans have no size limit. An empty fan takes only a King.',
		'Kings are dealt where they fall. A card never leaves its foundation.',
	],
} as const;

const ACE = 1;
const HEARTS = 2;
const DIAMONDS = 1;

export const CLOVER_LEAF = {
	id: 'cloverleaf',
	name: 'Clover Leaf',
	layout: {fans: 16, perFan: 3, acesHome: true},
	fan: {direction: 'up-or-down', suit: 'same', capacity: Infinity, emptyTakes: [ACE, KING]},
	foundation: {building: 'by-suit', returns: false, downSuits: [DIAMONDS, HEARTS]},
	kingRules: ['as-dealt'],
	redeal: {redeals: 0, draws: 0},
	summary: [
		'Goal: play all 52 cards home: clubs and spades up from the Ace, hearts and',
		'diamonds down from the King. The black Aces and the red Kings start home;',
		'the other 48 cards are dealt in 16 fans of three.',
		"Only a fan's top card moves, one at a time: to its foundation, or onto a",
		'fan whose top card is one rank higher or lower of the same suit (a 7H on',
		'the 8H or the 6H). Fans have no size limit. An empty fan takes only an Ace',
		'or a King. A card never leaves its foundation.',
	],
} as const;
