import {type Card, type Position, applyLegalMove, isWon, legalMoves, positionKey} from '../../source/engine/index.js';
import {shamrocksPosition} from '../engine/helpers.js';

/**
 * An independent judge for small positions: plain exhaustive search over the engine's own
 * immutable positions and legal moves, with no pruning, no canonical keys and nothing shared
 * with the solver. Answers whether any sequence of legal moves wins.
 */
export function bruteForceWinnable(
	start: Position,
	limit = 2_000_000,
	keyOf: (position: Position) => string = positionKey,
): boolean {
	const seen = new Set<string>([keyOf(start)]);
	const stack: Position[] = [start];
	while (stack.length > 0) {
		const position = stack.pop() as Position;
		if (isWon(position)) return true;
		for (const move of legalMoves(position)) {
			const next = applyLegalMove(position, move);
			const key = keyOf(next);
			if (seen.has(key)) continue;
			if (seen.size >= limit) throw new Error('brute force: position too large for the judge');
			seen.add(key);
			stack.push(next);
		}
	}
	return false;
}

/**
 * A position's key with its foundation piles in sorted order: no rule looks at which pile is
 * which, so a judge may take two positions that differ only in the order of their piles as one
 * (the one symmetry it uses, plain to see; fans keep their order and cards their suits).
 */
export function keyWithPilesSorted(position: Position): string {
	// A character per card: quick to build, and a set of such strings is quick to search.
	const text = (cards: readonly number[]) => String.fromCharCode(...cards.map((card) => 48 + card));
	const piles = position.foundations.map(text).sort().join('/');
	return `${piles}|${position.fans.map(text).join('/')}`;
}

/** A small random number generator, so that tests draw the same positions on every run. */
export function lcg(seed: number): () => number {
	let state = seed >>> 0;
	return () => {
		state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
		return state / 2 ** 32;
	};
}

/**
 * A random position with few cards left: each suit's foundation holds all but its top `left`
 * ranks or so, and the remaining cards are spread over a few fans of at most three.
 */
export function smallPosition(random: () => number, cardsLeft: number, fansUsed: number): Position {
	const foundations = [13, 13, 13, 13];
	const remaining: Card[] = [];
	while (remaining.length < cardsLeft) {
		const suit = Math.floor(random() * 4);
		if (foundations[suit] === 0) continue;
		remaining.push(suit * 13 + foundations[suit] - 1);
		foundations[suit]--;
	}
	for (let index = remaining.length - 1; index > 0; index--) {
		const other = Math.floor(random() * (index + 1));
		[remaining[index], remaining[other]] = [remaining[other], remaining[index]];
	}
	const fans: Card[][] = Array.from({length: 18}, () => []);
	const chosen = Array.from({length: 18}, (_, fan) => fan)
		.sort(() => random() - 0.5)
		.slice(0, fansUsed);
	for (const card of remaining) {
		const open = chosen.filter((fan) => fans[fan].length < 3);
		fans[open[Math.floor(random() * open.length)]].push(card);
	}
	return shamrocksPosition(fans, foundations);
}

/** A small position of `fewest` to `most` cards on a few fans, for the brute force to judge. */
export function randomSmallPosition(random: () => number, fewest: number, most: number): Position {
	const cardsLeft = fewest + Math.floor(random() * (most - fewest + 1));
	return smallPosition(random, cardsLeft, Math.ceil(cardsLeft / 3) + Math.floor(random() * 3));
}
