import {type Card, type Position} from '../../source/engine/index.js';

/**
 * Small random positions of Scotch and La Belle Lucie, for judges that search every line (the
 * brute force of test/solver/brute-force.ts); Shamrocks' are `randomSmallPosition` there.
 */

/** Shuffled in place with `random`, and returned. */
function shuffled(cards: Card[], random: () => number): Card[] {
	for (let index = cards.length - 1; index > 0; index--) {
		const other = Math.floor(random() * (index + 1));
		[cards[index], cards[other]] = [cards[other], cards[index]];
	}
	return cards;
}

/** Heights of four piles, 13 each less `cardsLeft` taken one at a time from piles picked at random. */
function heights(random: () => number, cardsLeft: number): number[] {
	const left = [13, 13, 13, 13];
	for (let taken = 0; taken < cardsLeft; taken++) {
		const open = [0, 1, 2, 3].filter((pile) => left[pile] > 0);
		left[open[Math.floor(random() * open.length)]]--;
	}
	return left;
}

function notHome(foundations: readonly Card[][]): Card[] {
	const home = new Set(foundations.flat());
	return Array.from({length: 52}, (_, card) => card).filter((card) => !home.has(card));
}

/**
 * A small Scotch position: piles built up by Ace colour to random heights (the first pile of a
 * colour takes clubs or diamonds, the second spades or hearts), the other cards spread at random
 * over two to four fans.
 */
export function smallScotch(random: () => number, cardsLeft: number): Position {
	const suitFor = (pile: number, height: number) => {
		const red = pile >= 2 !== (height % 2 === 0);
		const second = pile % 2 === 1;
		return red ? (second ? 2 : 1) : second ? 3 : 0;
	};
	const foundations = heights(random, cardsLeft).map((height, pile) =>
		Array.from({length: height}, (_, index) => suitFor(pile, index + 1) * 13 + index),
	);
	const fans: Card[][] = Array.from({length: 18}, () => []);
	const used = Array.from({length: 18}, (_, fan) => fan)
		.sort(() => random() - 0.5)
		.slice(0, 2 + Math.floor(random() * 3));
	for (const card of shuffled(notHome(foundations), random))
		fans[used[Math.floor(random() * used.length)]].push(card);
	return {variant: 'scotch', fans, foundations, redeals: 0, draws: 0};
}

/**
 * A small layout of La Belle Lucie (or Trefoil, whose rules are the same once its Aces are home):
 * each suit home to a random height, the rest over two to five fans.
 */
export function smallLucie(
	random: () => number,
	cardsLeft: number,
	redeals: number,
	draws: number,
	variant: 'labellelucie' | 'trefoil' = 'labellelucie',
): Position {
	const foundations = heights(random, cardsLeft).map((height, suit) =>
		Array.from({length: height}, (_, rank) => suit * 13 + rank),
	);
	const fans: Card[][] = Array.from({length: 2 + Math.floor(random() * 4)}, () => []);
	for (const card of shuffled(notHome(foundations), random)) fans[Math.floor(random() * fans.length)].push(card);
	return {variant, fans, foundations, redeals, draws};
}
