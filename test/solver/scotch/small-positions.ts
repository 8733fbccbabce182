import {type Card, type Position} from '../../../source/engine/index.js';
import {bruteForceWinnable, keyWithPilesSorted} from '../brute-force.js';

/**
 * A random small Scotch position: piles built up by Ace colour to random heights, the other cards
 * spread at random over a few fans (no size limit), Kings anywhere.
 */
export function smallScotch(random: () => number, cardsLeft: number): Position {
	// Pile heights, two per Ace colour, lowered one card at a time until cardsLeft are off them.
	const heights = [13, 13, 13, 13];
	for (let left = 0; left < cardsLeft; left++) {
		const open = [0, 1, 2, 3].filter((pile) => heights[pile] > 0);
		heights[open[Math.floor(random() * open.length)]]--;
	}
	// Pile p holds, at each height, the card of the colour its Ace starts with there; the first
	// pile of a colour takes clubs/diamonds, the second spades/hearts.
	const suitFor = (pile: number, height: number) => {
		const aceRed = pile >= 2;
		const red = aceRed !== (height % 2 === 0);
		const second = pile % 2 === 1;
		return red ? (second ? 2 : 1) : second ? 3 : 0;
	};
	const foundations: Card[][] = heights.map((height, pile) =>
		Array.from({length: height}, (_, index) => suitFor(pile, index + 1) * 13 + index),
	);
	const home = new Set(foundations.flat());
	const remaining = Array.from({length: 52}, (_, card) => card).filter((card) => !home.has(card));
	for (let index = remaining.length - 1; index > 0; index--) {
		const other = Math.floor(random() * (index + 1));
		[remaining[index], remaining[other]] = [remaining[other], remaining[index]];
	}
	const fans: Card[][] = Array.from({length: 18}, () => []);
	const used = Array.from({length: 18}, (_, fan) => fan)
		.sort(() => random() - 0.5)
		.slice(0, 2 + Math.floor(random() * 3));
	for (const card of remaining) fans[used[Math.floor(random() * used.length)]].push(card);
	return {variant: 'scotch', fans, foundations, redeals: 0, draws: 0};
}

/** The brute force's answer, or undefined when the position is too large for it. */
export function judge(root: Position, limit = 4_000): boolean | undefined {
	try {
		return bruteForceWinnable(root, limit, keyWithPilesSorted);
	} catch {
		return undefined;
	}
}
