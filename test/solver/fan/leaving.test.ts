import {describe, expect, it} from 'vitest';
import {type VariantId, deal, defaultRules} from '../../../source/engine/index.js';
import {FanBoard} from '../../../source/solver/fan/board.js';
import {CloverBoard} from '../../../source/solver/fan/clover-board.js';
import {lcg} from '../brute-force.js';

const SLOTS = 52;

/**
 * Rule F4 (SOUNDNESS.md) straight from its statement, as a check on the board's own: the cards
 * that may leave their places, grown until nothing changes; a position is blocked when some card
 * on a fan is not among them. Depths come from the fans as they lie, not from the board's records.
 */
function blockedByDefinition(board: FanBoard): boolean {
	const fans = Array.from({length: board.fans}, (_, fan) =>
		Array.from(board.cards.subarray(fan * SLOTS, fan * SLOTS + board.lengths[fan])),
	);
	const fanOf = new Map<number, number>();
	fans.forEach((cards, fan) => cards.forEach((card) => fanOf.set(card, fan)));
	const leaves = new Set<number>();
	const allAboveLeave = (fan: number, depth: number) => fans[fan].slice(depth + 1).every((card) => leaves.has(card));
	const mayLeave = (card: number, fan: number): boolean => {
		const suit = Math.floor(card / 13);
		const lower = Array.from({length: card % 13}, (_, rank) => suit * 13 + rank);
		if (lower.every((other) => !fanOf.has(other) || leaves.has(other))) return true;
		for (const target of board.targets[card]) {
			const at = fanOf.get(target);
			if (at === undefined) continue;
			const depth = fans[at].indexOf(target);
			if (at === fan && depth < fans[fan].indexOf(card)) continue;
			if (allAboveLeave(at, depth)) return true;
		}
		return board.fills[card] && fans.some((cards, other) => other !== fan && cards.every((one) => leaves.has(one)));
	};
	for (let changed = true; changed;) {
		changed = false;
		fans.forEach((cards, fan) => {
			for (let depth = cards.length - 1; depth >= 0; depth--) {
				if (leaves.has(cards[depth])) continue;
				if (!allAboveLeave(fan, depth) || !mayLeave(cards[depth], fan)) break;
				leaves.add(cards[depth]);
				changed = true;
			}
		});
	}
	return fans.some((cards) => cards.some((card) => !leaves.has(card)));
}

const GAMES: ReadonlyArray<[VariantId, (seed: string) => FanBoard]> = [
	['fan', (seed) => new FanBoard(deal(seed, defaultRules('fan')))],
	['boxfan', (seed) => new FanBoard(deal(seed, defaultRules('boxfan')))],
	['cloverleaf', (seed) => new CloverBoard(deal(seed, defaultRules('cloverleaf')))],
];

describe('rule F4 on the Fan board', () => {
	for (const [variant, boardOf] of GAMES) {
		it(`${variant}: after every move, and on a position read from its key, answers as the rule's statement`, () => {
			const random = lcg(7);
			const counts = {blocked: 0, free: 0};
			for (let seed = 1; seed <= 40; seed++) {
				const board = boardOf(String(seed));
				const copy = boardOf(String(seed));
				const moves = new Int32Array(board.maxMoves);
				const key = new Int32Array(board.keyWords);
				if (blockedByDefinition(board)) continue;
				for (let step = 0; step < 120; step++) {
					const count = board.generateMoves(moves, 0);
					const free: number[] = [];
					for (let index = 0; index < count; index++) {
						const move = moves[index];
						board.play(move);
						const expected = blockedByDefinition(board);
						// The search asks this only after a move from a position not blocked, as here.
						expect(board.isDeadEndAfter(move), `deal ${seed}, step ${step}`).toBe(expected);
						board.writeKey(key, 0);
						copy.readKey(key, 0);
						expect(copy.isDeadEnd()).toBe(expected);
						counts[expected ? 'blocked' : 'free']++;
						if (!expected) free.push(move);
						board.unplay(move);
					}
					if (free.length === 0) break;
					board.play(free[Math.floor(random() * free.length)]);
				}
			}
			// Both answers, many times each: the check is not idle.
			expect(counts.blocked).toBeGreaterThan(100);
			expect(counts.free).toBeGreaterThan(1000);
		});
	}
});
