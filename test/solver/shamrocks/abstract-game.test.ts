import {describe, expect, it} from 'vitest';
import {deal} from '../../../source/engine/index.js';
import {
	AbstractGame,
	type Candidates,
	newCandidates,
	readCandidate,
} from '../../../source/solver/shamrocks/abstract-game.js';
import {Board} from '../../../source/solver/shamrocks/board.js';
import {VECTOR_STEP, WALKABLE, vectorIndex, walkableVectors} from '../../../source/solver/shamrocks/home-order.js';
import {CAPACITY, rankOf, suitOf} from '../../../source/solver/shamrocks/move-code.js';
import {type Want, placeByRanks} from '../../../source/solver/shamrocks/placement.js';
import {lcg} from '../brute-force.js';
import {profileCounts} from './profile-counts.js';

const DEALS = [
	['211', 'bottom'],
	['690', 'mm'],
	['165', 'as-dealt'],
	['75', 'as-dealt'],
	['38', 'as-dealt'],
	['1', 'as-dealt'],
] as const;

/** A candidate to follow: half the time the last (moves home come last), so that lines go deep. */
function pick(candidates: Candidates, random: () => number): number {
	return random() < 0.5 ? candidates.count - 1 : Math.floor(random() * candidates.count);
}

function movesOf(candidates: Candidates): number[] {
	return [...candidates.moves.subarray(0, candidates.count)];
}

/**
 * Whether the placement programme, asked afresh from counts made apart from the code under test,
 * allows a fixed top to leave its fan: released onto a card of a neighbouring rank, or home.
 */
function programmeAllows(
	fans: readonly (readonly number[])[],
	candidates: Candidates,
	fan: number,
	released: boolean,
): boolean {
	const {heights, home} = candidates;
	const {count, fansA, fansB} = profileCounts(fans, heights, home);
	const height = heights[fan];
	const rank = rankOf(fans[fan][height - 1]);
	// The fan left bare is no parent (as the placement cache takes it out).
	if (height === 1) fansB[rank]--;
	if (height === 2) fansA[rank]--;
	const want: Want = released
		? {bareFan: -1, topRank: -1, targetLow: rank - 1, targetHigh: rank + 1}
		: {bareFan: -1, topRank: -1, targetLow: -1, targetHigh: -1};
	return height === CAPACITY && !released ? true : placeByRanks(fansA, fansB, count, want);
}

describe('the candidate moves of an abstract state', () => {
	it('are the same reached from the state before or decoded afresh, along random abstract lines', () => {
		const random = lcg(5);
		let compared = 0;
		// States the Kings' order proves lost (no candidates) where candidates before them had some.
		let deadlocked = 0;
		for (const [seed, kings] of DEALS) {
			const game = new AbstractGame(deal(seed, {variant: 'shamrocks', kings}));
			for (let line = 0; line < 30; line++) {
				let from = game.candidates(game.root, newCandidates());
				for (let step = 0; step < 60 && from.count > 0; step++) {
					const via = pick(from, random);
					const next = game.next(from, via);
					// The counts (and so the masks) of `from` are worked out as a search would.
					game.hasNoPlacement(from);
					const reached = game.candidates(next, newCandidates(), from, via);
					const afresh = game.candidates(next, newCandidates());
					expect(movesOf(reached), `${seed} ${kings} ${next}`).toEqual(movesOf(afresh));
					expect(game.hasNoPlacement(reached)).toBe(game.hasNoPlacement(afresh));
					compared++;
					if (afresh.count === 0 && !game.hasNoPlacement(afresh)) deadlocked++;
					from = reached;
				}
			}
		}
		expect(compared).toBeGreaterThan(1000);
		expect(deadlocked).toBeGreaterThan(10);
	});

	it('leave out only moves of fixed tops that no placement allows, or home where no walk goes on', () => {
		const random = lcg(9);
		const seen = {left: 0, kept: 0, unwalkable: 0};
		for (const [seed, kings] of DEALS) {
			const position = deal(seed, {variant: 'shamrocks', kings});
			const game = new AbstractGame(position);
			const walkable = walkableVectors(Board.fromPosition(position));
			const {fans} = position;
			for (let line = 0; line < 10; line++) {
				let from = game.candidates(game.root, newCandidates());
				for (let step = 0; step < 40 && from.count > 0; step++) {
					const moves = movesOf(from).map(readCandidate);
					const has = (kind: string, fan: number) =>
						moves.some((move) => move.kind === kind && move.which === fan);
					from.heights.forEach((height, fan) => {
						if (height === 0) return;
						const top = fans[fan][height - 1];
						const goes = from.home[suitOf(top)] === rankOf(top);
						const cases = [...(height >= 2 ? [true] : []), ...(goes ? [false] : [])];
						for (const released of cases) {
							const kept = has(released ? 'release' : 'fixed home', fan);
							const vector = vectorIndex(from.home);
							if (kept) seen.kept++;
							else if (!released && walkable[vector + VECTOR_STEP[suitOf(top)]] !== WALKABLE)
								seen.unwalkable++;
							else {
								seen.left++;
								expect(programmeAllows(fans, from, fan, released), `${seed} ${from.state} ${fan}`).toBe(
									false,
								);
							}
						}
					});
					const via = pick(from, random);
					from = game.candidates(game.next(from, via), newCandidates(), from, via);
				}
			}
		}
		expect(seen.left).toBeGreaterThan(500);
		expect(seen.kept).toBeGreaterThan(500);
		expect(seen.unwalkable).toBeGreaterThan(0);
	});
});
