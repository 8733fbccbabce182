import {describe, expect, it} from 'vitest';
import {
	type Card,
	type Position,
	type VariantId,
	parseCard,
	applyLegalMove,
	deal,
	legalMoves,
	makeBoard,
	rulesFor,
} from '../../../source/engine/index.js';
import {solve} from '../../../source/solver/index.js';
import {FanBoard} from '../../../source/solver/fan/board.js';
import {bruteForceWinnable, lcg} from '../brute-force.js';
import {replaysToWin} from '../replay.js';
import {judge, smallFanPosition} from './small-positions.js';

const GAMES: readonly VariantId[] = ['fan', 'boxfan', 'freefan'];

describe('the Fan board', () => {
	for (const variant of GAMES) {
		it(`${variant}: plays and unplays every move exactly, and each of its moves is legal in the engine`, () => {
			const random = lcg(31);
			for (let seed = 1; seed <= 30; seed++) {
				let position = deal(String(seed), {variant, kings: 'as-dealt'});
				const board = new FanBoard(position);
				const played: number[] = [];
				const before: string[] = [];
				const key = () => {
					const words = new Int32Array(board.keyWords);
					board.writeKey(words, 0);
					return words.join(',');
				};
				for (let step = 0; step < 80; step++) {
					const buffer = new Int32Array(board.maxMoves);
					const count = board.generateMoves(buffer, 0);
					if (count === 0) break;
					const move = buffer[Math.floor(random() * count)];
					expect(board.isLegalMove(move)).toBe(true);
					const engineMove = board.toEngineMove(move, position);
					const legal = legalMoves(position).some(
						(other) => JSON.stringify(other) === JSON.stringify(engineMove),
					);
					expect(legal, `${makeBoard(position)}\n${JSON.stringify(engineMove)}`).toBe(true);
					before.push(key());
					board.play(move);
					played.push(move);
					position = applyLegalMove(position, engineMove);
					expect(board.homeCount).toBe(position.foundations.flat().length);
					// The key kept move by move is the one a board built afresh writes, and read back is the same position.
					const copy = new FanBoard(position);
					const words = new Int32Array(board.keyWords);
					board.writeKey(words, 0);
					const fresh = new Int32Array(board.keyWords);
					copy.writeKey(fresh, 0);
					expect(words.join(',')).toBe(fresh.join(','));
					copy.readKey(words, 0);
					const again = new Int32Array(board.keyWords);
					copy.writeKey(again, 0);
					expect(again.join(',')).toBe(words.join(','));
				}
				while (played.length > 0) {
					board.unplay(played.pop()!);
					expect(key()).toBe(before.pop());
				}
			}
		});
	}
});

describe("the Fan board's free cells", () => {
	it('key the cells as a set: which cell holds which card is not part of the position', () => {
		const start = deal('3', {variant: 'freefan', kings: 'as-dealt'});
		const [first, second] = [start.fans[0].at(-1), start.fans[1].at(-1)];
		const withCells = (cells: Array<Card | undefined>): Position => ({
			...start,
			fans: start.fans.map((fan, index) => (index < 2 ? fan.slice(0, -1) : fan)),
			cells,
		});
		const key = (position: Position) => {
			const words = new Int32Array(new FanBoard(position).keyWords);
			new FanBoard(position).writeKey(words, 0);
			return words.join(',');
		};
		expect(key(withCells([first, second]))).toBe(key(withCells([second, first])));
		expect(key(withCells([first, second]))).not.toBe(key(start));
	});
});

describe('the Fan solver', () => {
	for (const variant of GAMES) {
		it(`${variant}: agrees with an independent brute force on small positions, won and lost`, () => {
			const random = lcg(2026_12_02 + variant.length);
			const tally = {won: 0, lost: 0};
			for (let trial = 0; trial < 300; trial++) {
				const root = smallFanPosition(variant, random, 5 + Math.floor(random() * 9));
				const winnable = judge(root);
				if (winnable === undefined) continue;
				const result = solve(root, {nodeBudget: 2_000_000});
				expect(result.verdict, makeBoard(root)).toBe(winnable ? 'won' : 'lost');
				if (result.verdict === 'won') expect(replaysToWin(root, result.moves), makeBoard(root)).toBe(true);
				tally[winnable ? 'won' : 'lost']++;
			}
			expect(tally.won).toBeGreaterThan(30);
			// Two free cells win most small positions: fewer lost ones come up.
			expect(tally.lost).toBeGreaterThan(variant === 'freefan' ? 15 : 30);
		});

		it(`${variant}: wins deals by lines that replay through the engine, and proves others lost`, () => {
			const tally = {won: 0, lost: 0};
			for (let seed = 1; seed <= 30; seed++) {
				const root = deal(String(seed), {variant, kings: 'as-dealt'});
				const result = solve(root, {nodeBudget: 300_000});
				if (result.verdict === 'won') {
					tally.won++;
					expect(replaysToWin(root, result.moves), `seed ${seed}`).toBe(true);
				}
				if (result.verdict === 'lost') tally.lost++;
			}
			expect(tally.won).toBeGreaterThan(10);
			if (variant === 'fan') expect(tally.lost).toBeGreaterThan(5);
		});
	}
});

describe('Box Fan, where a card that fits home may still be needed on the fans', () => {
	// 9H fits home, but 8S must go onto it first to free 7S (9D is home): home first loses the win.
	const cards = (text: string) => text.split(' ').map((name) => parseCard(name) as Card);
	const suit = (letter: string, ranks: number) =>
		Array.from({length: ranks}, (_, rank) => cards(`A${letter}`)[0] + rank);
	const root: Position = {
		variant: 'boxfan',
		fans: [cards('9H'), cards('7S 8S'), cards('KH QH JH TH'), cards('KS QS JS TS 9S')],
		foundations: [suit('C', 13), suit('D', 13), suit('H', 8), suit('S', 6)],
		redeals: 0,
		draws: 0,
	};

	it('is solved won, by a line that keeps the card on its fan', () => {
		expect(bruteForceWinnable(root)).toBe(true);
		const result = solve(root, {nodeBudget: 100_000});
		expect(result.verdict).toBe('won');
		expect(replaysToWin(root, result.moves)).toBe(true);
		const eightLeaves = result.moves.findIndex((move) => move.card === cards('8S')[0]);
		const nineGoesHome = result.moves.findIndex((move) => move.card === cards('9H')[0] && 'pile' in move.to);
		expect(eightLeaves).toBeGreaterThanOrEqual(0);
		expect(eightLeaves).toBeLessThan(nineGoesHome);
	});
});
