import {type Card, type Position, type Suit, type VariantId, homePile, rulesFor} from '../../../source/engine/index.js';
import {bruteForceWinnable} from '../brute-force.js';
import {homeAndLeft} from '../lucie/layouts.js';

/**
 * A random small position: each suit home to a random height (at least its Ace in Box Fan, whose
 * Aces start home), the other cards shuffled over two to five fans of any size, some of them
 * often empty, so that Kings have somewhere to go. In Free Fan each cell holds one of them, or
 * nothing, by a toss.
 */
export function smallFanPosition(variant: VariantId, random: () => number, cardsLeft: number): Position {
	const {foundations, left: remaining} = homeAndLeft(random, cardsLeft, variant === 'boxfan' ? 1 : 0);
	const cells = Array.from({length: rulesFor(variant).cells ?? 0}, () =>
		random() < 0.5 ? undefined : remaining.pop(),
	);
	const fans: Card[][] = Array.from({length: 2 + Math.floor(random() * 4)}, () => []);
	const used = 1 + Math.floor(random() * fans.length);
	for (const card of remaining) fans[Math.floor(random() * used)].push(card);
	return {variant, fans, foundations, redeals: 0, draws: 0, ...(cells.length > 0 ? {cells} : {})};
}

/**
 * A random small Clover Leaf position: each suit home to a random depth in its own order (at least
 * its first card, as at the deal: the black Aces, the red Kings), the other cards shuffled over two
 * to five fans of any size, some often empty, so that Aces and Kings have somewhere to go.
 */
export function smallCloverPosition(random: () => number, cardsLeft: number): Position {
	const counts = [13, 13, 13, 13];
	for (let left = 0; left < cardsLeft; left++) {
		const open = [0, 1, 2, 3].filter((suit) => counts[suit] > 1);
		counts[open[Math.floor(random() * open.length)]]--;
	}
	const foundations = counts.map((count, suit) => homePile('cloverleaf', suit as Suit, count));
	const home = new Set(foundations.flat());
	const remaining = Array.from({length: 52}, (_, card) => card).filter((card) => !home.has(card));
	for (let index = remaining.length - 1; index > 0; index--) {
		const other = Math.floor(random() * (index + 1));
		[remaining[index], remaining[other]] = [remaining[other], remaining[index]];
	}
	const fans: Card[][] = Array.from({length: 2 + Math.floor(random() * 4)}, () => []);
	const used = 1 + Math.floor(random() * fans.length);
	for (const card of remaining) fans[Math.floor(random() * used)].push(card);
	return {variant: 'cloverleaf', fans, foundations, redeals: 0, draws: 0};
}

/** The brute force's verdict on a small position, or undefined when it is too large for the judge. */
export function judge(root: Position): boolean | undefined {
	try {
		return bruteForceWinnable(root, 300_000);
	} catch {
		return undefined;
	}
}
