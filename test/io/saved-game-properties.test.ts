import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {type Game, currentPosition, deal, legalMoves} from '../../source/engine/index.js';
import {newGame, playMove, redo, undo} from '../../source/engine/index.js';
import {newOwner} from '../../source/io/lock-file.js';
import {type KeptGame, makeKeptGames, parseKeptGames} from '../../source/io/saved-game.js';
import {jsonKey, jsonText, objectText} from './json-text.js';

function played(seed: string, moves: number, undone: number): Game {
	let game = newGame(deal(seed));
	for (let index = 0; index < moves; index++) {
		const options = legalMoves(currentPosition(game));
		if (options.length === 0) break;
		const next = playMove(game, options[(index * 7) % options.length]);
		if (next.ok) game = next.value;
	}
	for (let index = 0; index < undone; index++) game = undo(game);
	return game;
}

const shape = fc.record({
	seed: fc.constantFrom('1', '2', '42'),
	moves: fc.nat(14),
	undone: fc.nat(3),
	board: fc.boolean(),
	id: fc.uuid(),
});
const keptGame = shape.map(({seed, moves, undone, board, id}): KeptGame => ({
	id,
	title: board ? `board /tmp/${'x'.repeat(moves * 9)}/\u001b]0;t\u0007.txt` : `deal ${seed}`,
	...(board ? {} : {seed}),
	rules: {variant: 'shamrocks', kings: 'bottom'},
	game: played(seed, moves, undone),
	elapsedMs: moves * 1000,
	assisted: undone > 0,
	started: true,
	savedAt: '2026-12-01T12:00:00.000Z',
}));

/** A game.json as the game writes it, pretty or compact, some of its fields replaced by any JSON (`__proto__` too). */
const keptText = fc
	.record({
		games: fc.array(keptGame, {minLength: 1, maxLength: 3}),
		changes: fc.array(fc.tuple(fc.nat(2), jsonKey, jsonText), {maxLength: 2}),
		pretty: fc.boolean(),
	})
	.map(({games, changes, pretty}) => {
		const file = JSON.parse(makeKeptGames(games)) as {games: Array<Record<string, unknown>>};
		type Field = [string, string];
		const fields = (entry: Record<string, unknown>) =>
			Object.entries(entry).map(([key, value]): Field => [key, JSON.stringify(value)]);
		const changed = (index: number) =>
			changes.filter(([at]) => at === index).map(([, key, value]): Field => [key, value]);
		const entries = file.games.map((entry, index) => objectText([...fields(entry), ...changed(index)]));
		const text = `{"version":3,"games":[${entries.join(',')}]}`;
		return pretty ? JSON.stringify(JSON.parse(text), null, '\t') : text;
	});

/** What the player could do next to the first game: undo, redo, a move, or take it up (a claim). */
const change = fc.constantFrom('undo', 'redo', 'move', 'claim');

function changed(games: readonly KeptGame[], how: string): KeptGame[] {
	const [first, ...rest] = games;
	const {game} = first;
	const [move] = legalMoves(currentPosition(game));
	const moved = how === 'move' && move !== undefined ? playMove(game, move) : undefined;
	const after = how === 'undo' ? undo(game) : how === 'redo' ? redo(game) : moved?.ok === true ? moved.value : game;
	return [{...first, game: after, ...(how === 'claim' ? {playing: newOwner()} : {})}, ...rest];
}

/** What of a game must come back: who it is, what it is called, where it stands. */
function essence(game: KeptGame): unknown {
	const positions = game.game.entries.map((entry) => entry.position);
	return {id: game.id, title: game.title, seed: game.seed, daily: game.daily, positions, current: game.game.current};
}

describe('the kept games reader, fuzzed', () => {
	it('never throws on any JSON, and what it accepts it writes back as the same games', () => {
		fc.assert(
			fc.property(fc.oneof(jsonText, keptText), (text) => {
				const parsed = parseKeptGames(text, () => 'fresh');
				if (typeof parsed === 'string') return;
				const back = parseKeptGames(makeKeptGames(parsed.games), () => 'fresh');
				if (typeof back === 'string') throw new Error(back);
				expect(back.unusable).toEqual([]);
				expect(back.games.map(essence)).toEqual(parsed.games.map(essence));
			}),
			{numRuns: 300},
		);
	});
});

describe('what the game writes of its kept games, it reads back', () => {
	it('for any file it accepts, after one more change: within the limit, or nothing written and that said', () => {
		let writes = 0;
		let compact = 0;
		fc.assert(
			// The limit just above the file's size: pretty-printed after the change, it would be past it.
			fc.property(keptText, fc.nat(400), change, (text, slack, how) => {
				const limit = Buffer.byteLength(text) + slack;
				const parsed = parseKeptGames(text, () => 'fresh', limit);
				if (typeof parsed === 'string' || parsed.games.length === 0) return;
				const after = changed(parsed.games, how);
				let written: string;
				try {
					written = makeKeptGames(after, limit);
				} catch (error) {
					expect((error as Error).message).toMatch(/would be past the \d+ bytes the game reads back/);
					// Only where even compact (and its newline) it would be.
					expect(Buffer.byteLength(`${JSON.stringify(JSON.parse(makeKeptGames(after)))}\n`)).toBeGreaterThan(
						limit,
					);
					return;
				}
				writes++;
				if (!written.includes('\n\t')) compact++;
				expect(Buffer.byteLength(written)).toBeLessThanOrEqual(limit);
				const back = parseKeptGames(written, () => 'fresh', limit);
				if (typeof back === 'string') throw new Error(back);
				expect(back.games.map(essence)).toEqual(after.map(essence));
			}),
			{numRuns: 200},
		);
		expect(writes).toBeGreaterThan(100);
		expect(compact).toBeGreaterThan(0);
	});
});
