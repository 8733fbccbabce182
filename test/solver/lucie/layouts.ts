import {type Card, type Position} from '../../../source/engine/index.js';

/**
 * Foundations with `cardsLeft` cards not home, from the tops of random suits, each keeping at least
 * `least` cards home (Box Fan's Aces start there); and those cards, shuffled.
 */
export function homeAndLeft(random: () => number, cardsLeft: number, least = 0): {foundations: Card[][]; left: Card[]} {
	const heights = [13, 13, 13, 13];
	for (let left = 0; left < cardsLeft; left++) {
		const open = [0, 1, 2, 3].filter((suit) => heights[suit] > least);
		heights[open[Math.floor(random() * open.length)]]--;
	}
	const foundations: Card[][] = heights.map((height, suit) =>
		Array.from({length: height}, (_, at) => suit * 13 + at),
	);
	const home = new Set(foundations.flat());
	const left = Array.from({length: 52}, (_, card) => card).filter((card) => !home.has(card));
	for (let index = left.length - 1; index > 0; index--) {
		const other = Math.floor(random() * (index + 1));
		[left[index], left[other]] = [left[other], left[index]];
	}
	return {foundations, left};
}

/**
 * A random small layout of La Belle Lucie with no redeal: the cards not home over two to six fans,
 * some of them dealt on their successors (runs), as play leaves them.
 */
export function layout(random: () => number, cardsLeft: number, draws: number): Position {
	const {foundations, left} = homeAndLeft(random, cardsLeft);
	const fans: Card[][] = Array.from({length: 2 + Math.floor(random() * 5)}, () => []);
	for (const card of left) {
		const onSuccessor = fans.find((fan) => fan.at(-1) === card + 1 && card % 13 !== 12);
		const fan =
			onSuccessor !== undefined && random() < 0.5 ? onSuccessor : fans[Math.floor(random() * fans.length)];
		fan.push(card);
	}
	return {variant: 'labellelucie', fans, foundations, redeals: 0, draws};
}

/**
 * A random small layout of Super Flower Garden: the cards not home over `fewestFans` to
 * `fewestFans` + 3 fans, some of them dealt onto a card one rank higher of any suit (runs, as play
 * leaves them), each where one is free with the chance `onHigher`.
 */
export function flowerLayout(
	random: () => number,
	cardsLeft: number,
	redeals: number,
	fewestFans = 2,
	onHigher = 0.5,
): Position {
	const {foundations, left} = homeAndLeft(random, cardsLeft);
	const fans: Card[][] = Array.from({length: fewestFans + Math.floor(random() * 4)}, () => []);
	for (const card of left) {
		const higher = fans.find((fan) => fan.length > 0 && fan.at(-1)! % 13 === (card % 13) + 1);
		const fan = higher !== undefined && random() < onHigher ? higher : fans[Math.floor(random() * fans.length)];
		fan.push(card);
	}
	return {variant: 'superflowergarden', fans, foundations, redeals, draws: 0};
}
