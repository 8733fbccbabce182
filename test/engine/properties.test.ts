import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {
	type Game,
	type Position,
	allCards,
	canUndo,
	click,
	currentPosition,
	deal,
	isStuck,
	isWon,
	legalMoves,
	makeBoard,
	newGame,
	parseBoard,
	playMove,
	positionKey,
	undo,
} from '../../source/engine/index.js';

/** A game played from a random seed by a list of random choices (each picks one legal move). */
function randomPlay(seed: string, choices: readonly number[]): Game {
	let game = newGame(deal(seed));
	for (const choice of choices) {
		const moves = legalMoves(currentPosition(game));
		if (moves.length === 0) break;
		const played = playMove(game, moves[choice % moves.length]);
		if (!played.ok) throw new Error(`a legal move was refused: ${played.error.reason}`);
		game = played.value;
	}
	return game;
}

function expectSoundPosition(position: Position): void {
	const cards = allCards(position);
	expect(cards.length).toBe(52);
	expect(new Set(cards).size).toBe(52);
	expect(cards.every((card) => Number.isInteger(card) && card >= 0 && card < 52)).toBe(true);
	expect(position.fans.length).toBe(18);
	expect(position.fans.every((fan) => fan.length <= 3)).toBe(true);
}

const seeds = fc.oneof(fc.nat({max: 1_000_000}).map(String), fc.string({minLength: 1, maxLength: 12}));
const choices = fc.array(fc.nat({max: 1000}), {maxLength: 120});

describe('engine properties', () => {
	it('random legal play never loses, duplicates or invents a card, nor fills a fan past three', () => {
		fc.assert(
			fc.property(seeds, choices, (seed, picks) => {
				const game = randomPlay(seed, picks);
				for (const entry of game.entries) expectSoundPosition(entry.position);
			}),
			{numRuns: 300},
		);
	});

	it('an emptied fan stays empty for the rest of the game', () => {
		fc.assert(
			fc.property(seeds, choices, (seed, picks) => {
				const game = randomPlay(seed, picks);
				const emptied = new Set<number>();
				for (const entry of game.entries) {
					for (const fan of emptied) expect(entry.position.fans[fan]).toEqual([]);
					entry.position.fans.forEach((fan, index) => fan.length === 0 && emptied.add(index));
				}
			}),
			{numRuns: 200},
		);
	});

	it('a card on a foundation never comes back', () => {
		fc.assert(
			fc.property(seeds, choices, (seed, picks) => {
				const game = randomPlay(seed, picks);
				for (let index = 1; index < game.entries.length; index++) {
					const before = game.entries[index - 1].position.foundations;
					const after = game.entries[index].position.foundations;
					after.forEach((rank, suit) => expect(rank).toBeGreaterThanOrEqual(before[suit]));
				}
			}),
			{numRuns: 200},
		);
	});

	it('undo after any sequence of moves and clicks restores the start exactly', () => {
		fc.assert(
			fc.property(seeds, fc.array(fc.tuple(fc.boolean(), fc.nat({max: 1000})), {maxLength: 80}), (seed, steps) => {
				const start = deal(seed);
				let game = newGame(start);
				for (const [byClick, pick] of steps) {
					const result = byClick ? click(game, pick % 18) : playMoveOrNothing(game, pick);
					if (result !== undefined && result.ok) game = result.value;
				}
				const key = positionKey(start);
				while (canUndo(game)) game = undo(game);
				expect(currentPosition(game)).toBe(start);
				expect(positionKey(currentPosition(game))).toBe(key);
			}),
			{numRuns: 200},
		);
	});

	it('reading a printed reachable position gives back the same position', () => {
		fc.assert(
			fc.property(seeds, choices, (seed, picks) => {
				const position = currentPosition(randomPlay(seed, picks));
				const parsed = parseBoard(makeBoard(position, ['round trip']));
				expect(parsed.ok).toBe(true);
				if (parsed.ok) expect(parsed.value).toEqual(position);
			}),
			{numRuns: 300},
		);
	});

	it('a position with no legal move is stuck or won, never both', () => {
		fc.assert(
			fc.property(seeds, fc.array(fc.nat({max: 1000}), {minLength: 200, maxLength: 200}), (seed, picks) => {
				const position = currentPosition(randomPlay(seed, picks));
				if (legalMoves(position).length === 0) expect(isStuck(position) !== isWon(position)).toBe(true);
				else expect(isStuck(position)).toBe(false);
			}),
			{numRuns: 100},
		);
	});
});

function playMoveOrNothing(game: Game, pick: number) {
	const moves = legalMoves(currentPosition(game));
	return moves.length === 0 ? undefined : playMove(game, moves[pick % moves.length]);
}
