import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {
	type DealRules,
	type Game,
	type Position,
	allCards,
	canRedeal,
	canUndo,
	cellAt,
	click,
	currentPosition,
	deal,
	fanAt,
	isRed,
	isStuck,
	isWon,
	legalMoves,
	makeBoard,
	newGame,
	parseBoard,
	pileAt,
	playMove,
	positionKey,
	rankOf,
	redealGame,
	ruleChoices,
	rulesFor,
	rulesShortName,
	sameLayout,
	suitOf,
	undo,
} from '../../source/engine/index.js';

/**
 * A game played from a random seed by a list of random choices (each picks one legal move, or the
 * redeal where one is left), with the draw allowed early when `drawEarly` is set.
 */
function randomPlay(rules: DealRules, seed: string, choices: readonly number[], drawEarly = false): Game {
	let game = newGame(deal(seed, rules, {drawEarly}));
	for (const choice of choices) {
		const position = currentPosition(game);
		const moves = legalMoves(position);
		const steps = moves.length + (canRedeal(position) ? 1 : 0);
		if (steps === 0) break;
		const pick = choice % steps;
		const played = pick === moves.length ? redealGame(game) : playMove(game, moves[pick]);
		if (!played.ok) throw new Error(`a legal step was refused: ${played.error.reason}`);
		game = played.value;
	}
	return game;
}

/** Whether every pile follows the variant's foundation rule, checked here from rules.md's words. */
function pilesFollowTheRule(position: Position): boolean {
	const {building, downSuits = []} = rulesFor(position.variant).foundation;
	const bySuit = building === 'by-suit';
	return position.foundations.every((pile, index) =>
		pile.every((card, height) => {
			// Clover Leaf's hearts and diamonds: from the King down to the Ace.
			if (rankOf(card) !== (downSuits.includes(index) ? 13 - height : height + 1)) return false;
			if (bySuit) return suitOf(card) === index;
			return height === 0 || isRed(card) !== isRed(pile[height - 1]);
		}),
	);
}

function expectSoundPosition(position: Position): void {
	const variant = rulesFor(position.variant);
	const cards = allCards(position);
	expect(cards.length).toBe(52);
	expect(new Set(cards).size).toBe(52);
	expect(cards.every((card) => Number.isInteger(card) && card >= 0 && card < 52)).toBe(true);
	// A redeal deals the cards left again in threes, so fewer fans.
	if (position.redeals === variant.redeal.redeals) expect(position.fans.length).toBe(variant.layout.fans);
	else expect(position.fans.length).toBeLessThanOrEqual(variant.layout.fans);
	expect(position.foundations.length).toBe(4);
	expect(position.fans.every((fan) => fan.length <= variant.fan.capacity)).toBe(true);
	// Free cells only where the game has them, each holding a card or nothing.
	expect(position.cells?.length).toBe(variant.cells);
	expect(pilesFollowTheRule(position)).toBe(true);
}

/**
 * The number of legal moves, counted from rules.md's words with nothing of the engine's move code:
 * each top card of a fan onto each pile that takes it and each other non-empty fan with room whose
 * top it builds on, or each other empty fan where the rules fill one with its rank, and to each empty
 * free cell; each cell's card onto each pile and fan that takes it (never to another cell); each
 * pile's top, where piles give cards back, onto each such fan.
 */
function independentMoveCount(position: Position): number {
	const variant = rulesFor(position.variant);
	const down = variant.foundation.downSuits ?? [];
	const takesOnPile = (pile: readonly number[], index: number, card: number) => {
		// By suit: up from the Ace; or, for the suits built down (Clover Leaf), down from the King.
		if (variant.foundation.building === 'by-suit')
			return (
				suitOf(card) === index && pile.length === (down.includes(index) ? 13 - rankOf(card) : rankOf(card) - 1)
			);
		const top = pile.at(-1);
		return top === undefined ? rankOf(card) === 1 : rankOf(card) === rankOf(top) + 1 && isRed(card) !== isRed(top);
	};
	const takesOnFan = (fan: readonly number[], card: number) => {
		const top = fan.at(-1);
		// Fan and Box Fan: an empty fan takes a King; Clover Leaf: an Ace or a King.
		if (top === undefined) return (variant.fan.emptyTakes ?? []).includes(rankOf(card));
		if (fan.length >= variant.fan.capacity) return false;
		if (variant.fan.suit === 'same' && suitOf(top) !== suitOf(card)) return false;
		if (variant.fan.suit === 'alternating' && isRed(top) === isRed(card)) return false;
		const step = rankOf(top) - rankOf(card);
		return step === 1 || (variant.fan.direction === 'up-or-down' && step === -1);
	};
	let count = 0;
	const cells = position.cells ?? [];
	const emptyCells = cells.filter((card) => card === undefined).length;
	position.fans.forEach((fan, from) => {
		const card = fan.at(-1);
		if (card === undefined) return;
		count += position.foundations.filter((pile, index) => takesOnPile(pile, index, card)).length;
		count += position.fans.filter((other, to) => to !== from && takesOnFan(other, card)).length;
		count += emptyCells;
	});
	for (const card of cells) {
		if (card === undefined) continue;
		count += position.foundations.filter((pile, index) => takesOnPile(pile, index, card)).length;
		count += position.fans.filter((fan) => takesOnFan(fan, card)).length;
	}
	if (variant.foundation.returns) {
		for (const pile of position.foundations) {
			const card = pile.at(-1);
			if (card !== undefined) count += position.fans.filter((fan) => takesOnFan(fan, card)).length;
		}
	}
	// The draw, once one is left and no redeal is (or the house rule allows it early): any covered
	// card to the top of its own fan, or to each place it fits. A top card's draw is its plain move.
	// Three Shuffles and a Draw's, at any time: the card just beneath a top card, home or onto
	// another fan, never back onto its own.
	const beneathTop = variant.redeal.drawTakes === 'beneath-top';
	const drawNow =
		position.draws > 0 &&
		(position.redeals === 0 || position.drawEarly === true || variant.redeal.drawAnyTime === true);
	if (drawNow) {
		position.fans.forEach((fan, from) => {
			for (const card of beneathTop ? fan.slice(-2, -1) : fan.slice(0, -1)) {
				if (beneathTop && fan.length < 2) continue;
				if (!beneathTop) count += 1;
				count += position.foundations.filter((pile, index) => takesOnPile(pile, index, card)).length;
				count += position.fans.filter((other, to) => to !== from && takesOnFan(other, card)).length;
			}
		});
	}
	return count;
}

const seeds = fc.oneof(fc.nat({max: 1_000_000}).map(String), fc.string({minLength: 1, maxLength: 12}));
const choices = fc.array(fc.nat({max: 1000}), {maxLength: 120});

for (const rules of ruleChoices()) {
	const returns = rulesFor(rules.variant).foundation.returns;

	describe(`engine properties: ${rulesShortName(rules)}`, () => {
		it('random legal play never loses, duplicates or invents a card, nor fills a fan past its capacity', () => {
			fc.assert(
				fc.property(seeds, choices, (seed, picks) => {
					const game = randomPlay(rules, seed, picks);
					for (const entry of game.entries) expectSoundPosition(entry.position);
				}),
				{numRuns: 150},
			);
		});

		const fills = rulesFor(rules.variant).fan.emptyTakes ?? [];
		it(
			fills.length === 0
				? 'an emptied fan stays empty for the rest of the game'
				: 'an emptied fan takes again only a card of a rank the rules fill it with',
			() => {
				fc.assert(
					fc.property(seeds, choices, (seed, picks) => {
						const game = randomPlay(rules, seed, picks);
						const emptied = new Set<number>();
						for (const [index, entry] of game.entries.entries()) {
							// A redeal deals every fan anew.
							if (index > 0 && !sameLayout(entry.position, game.entries[index - 1].position))
								emptied.clear();
							for (const fan of emptied) {
								const cards = entry.position.fans[fan];
								if (cards.length === 0) continue;
								expect(fills).toContain(rankOf(cards[0]));
								emptied.delete(fan);
							}
							entry.position.fans.forEach((fan, at) => fan.length === 0 && emptied.add(at));
						}
					}),
					{numRuns: 100},
				);
			},
		);

		it(
			returns
				? 'a card comes back from a pile only as its top, onto a fan'
				: 'a card on a foundation never comes back',
			() => {
				fc.assert(
					fc.property(seeds, choices, (seed, picks) => {
						const game = randomPlay(rules, seed, picks);
						for (let index = 1; index < game.entries.length; index++) {
							const before = game.entries[index - 1].position.foundations;
							const after = game.entries[index].position.foundations;
							const shrunk = after.filter((pile, at) => pile.length < before[at].length).length;
							expect(shrunk).toBe(returns ? shrunk : 0);
							expect(shrunk).toBeLessThanOrEqual(1);
							// Any pile that lost a card lost exactly its top one.
							after.forEach(
								(pile, at) =>
									pile.length < before[at].length && expect(pile).toEqual(before[at].slice(0, -1)),
							);
						}
					}),
					{numRuns: 100},
				);
			},
		);

		it('undo after any sequence of moves and clicks restores the start exactly', () => {
			fc.assert(
				fc.property(
					seeds,
					fc.array(fc.tuple(fc.nat({max: 3}), fc.nat({max: 1000})), {maxLength: 80}),
					(seed, steps) => {
						const start = deal(seed, rules);
						let game = newGame(start);
						for (const [kind, pick] of steps) {
							const place =
								kind === 0 ? fanAt(pick % 18) : kind === 1 ? pileAt(pick % 4) : cellAt(pick % 2);
							const result = kind !== 2 ? click(game, place) : playMoveOrNothing(game, pick);
							if (result !== undefined && result.ok) game = result.value;
						}
						const key = positionKey(start);
						while (canUndo(game)) game = undo(game);
						expect(currentPosition(game)).toBe(start);
						expect(positionKey(currentPosition(game))).toBe(key);
					},
				),
				{numRuns: 100},
			);
		});

		it('reading a printed reachable position gives back the same position', () => {
			fc.assert(
				fc.property(seeds, choices, (seed, picks) => {
					const position = currentPosition(randomPlay(rules, seed, picks));
					const parsed = parseBoard(makeBoard(position, ['round trip']));
					expect(parsed.ok).toBe(true);
					if (parsed.ok) expect(parsed.value).toEqual(position);
				}),
				{numRuns: 150},
			);
		});

		it('lists exactly the moves an independent count of the rules finds, and is stuck exactly when there is none', () => {
			fc.assert(
				fc.property(
					seeds,
					fc.array(fc.nat({max: 1000}), {maxLength: 200}),
					fc.boolean(),
					(seed, picks, drawEarly) => {
						const game = randomPlay(rules, seed, picks, drawEarly);
						for (const entry of game.entries) {
							const count = independentMoveCount(entry.position);
							expect(legalMoves(entry.position).length).toBe(count);
							const redealLeft = entry.position.redeals > 0 && !isWon(entry.position);
							expect(isStuck(entry.position)).toBe(count === 0 && !isWon(entry.position) && !redealLeft);
						}
					},
				),
				{numRuns: 60},
			);
		});
	});
}

function playMoveOrNothing(game: Game, pick: number) {
	const moves = legalMoves(currentPosition(game));
	return moves.length === 0 ? undefined : playMove(game, moves[pick % moves.length]);
}
