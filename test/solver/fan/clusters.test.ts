import {describe, expect, it} from 'vitest';
import {type Position, type VariantId, deal, defaultRules, makeBoard} from '../../../source/engine/index.js';
import {solve} from '../../../source/solver/index.js';
import {FanBoard} from '../../../source/solver/fan/board.js';
import {CloverBoard} from '../../../source/solver/fan/clover-board.js';
import {ClusterProof, clusterBlocked, connectedClusters} from '../../../source/solver/fan/clusters.js';
import {lcg} from '../brute-force.js';
import {judge, smallCloverPosition, smallFanPosition} from './small-positions.js';

/** Runs the proof by clusters to its end: true when some cluster can never be cleared. */
function provedLost(board: FanBoard): boolean {
	const proof = new ClusterProof(board);
	let status = proof.step(1 << 20);
	while (status === 'running') status = proof.step(1 << 20);
	return status === 'lost';
}

const GAMES: ReadonlyArray<[VariantId, (random: () => number) => Position, (position: Position) => FanBoard]> = [
	['fan', (random) => smallFanPosition('fan', random, 6 + Math.floor(random() * 8)), (p) => new FanBoard(p)],
	['boxfan', (random) => smallFanPosition('boxfan', random, 6 + Math.floor(random() * 8)), (p) => new FanBoard(p)],
	['cloverleaf', (random) => smallCloverPosition(random, 6 + Math.floor(random() * 8)), (p) => new CloverBoard(p)],
];

describe('rule F6: clusters of fans that can never be cleared', () => {
	for (const [variant, position, board] of GAMES) {
		it(`${variant}: proves lost only positions an independent brute force finds lost`, () => {
			const random = lcg(2026_12_05);
			let proofs = 0;
			let judged = 0;
			for (let trial = 0; trial < 400; trial++) {
				const root = position(random);
				const winnable = judge(root);
				if (winnable === undefined) continue;
				judged++;
				if (!provedLost(board(root))) continue;
				proofs++;
				expect(winnable, makeBoard(root)).toBe(false);
			}
			expect(judged).toBeGreaterThan(300);
			// The rule must fire on a good share of the lost ones, or this test proves nothing.
			expect(proofs).toBeGreaterThan(20);
		});
	}

	it("proves Clover Leaf's deal 271 lost by its three fans in a ring, and not its fans one or two at a time", () => {
		// Fans 3, 8 and 9: 7♣ 3♦ 4♦ / J♦ 5♦ 9♣ / T♣ 4♣ 8♣. The 4♣ waits for the 8♣, whose places are
		// the 7♣ (under 3♦ and 4♦) and the 9♣ (on the J♦, which the 4♦ waits for).
		const board = new CloverBoard(deal('271', defaultRules('cloverleaf')));
		expect(clusterBlocked(board, [2, 7, 8]).blocked).toBe(true);
		for (const cluster of [[2], [7], [8], [2, 7], [2, 8], [7, 8]])
			expect(clusterBlocked(board, cluster).blocked).toBe(false);
	});

	it('looks only at clusters whose fans are linked by cards that may lie on one another', () => {
		const board = new CloverBoard(deal('271', defaultRules('cloverleaf')));
		const clusters = connectedClusters(board, 2);
		expect(clusters.filter((cluster) => cluster.length === 1)).toHaveLength(16);
		// Fans 8 and 9 (9♣ and 8♣, T♣) are linked; fans 1 and 3 (T♦ Q♠ 2♥, 7♣ 3♦ 4♦) are not.
		expect(clusters).toContainEqual([7, 8]);
		expect(clusters).not.toContainEqual([0, 2]);
	});

	it('settles the deals the searches could not: Clover Leaf 23 and 474, Box Fan 259, each lost', () => {
		for (const [variant, seed] of [
			['cloverleaf', '23'],
			['cloverleaf', '474'],
			['boxfan', '259'],
		] as const) {
			const result = solve(deal(seed, defaultRules(variant)), {nodeBudget: 400_000});
			expect(result.verdict, `${variant} ${seed}`).toBe('lost');
			expect(result.settledBy).toBe('fan clusters');
		}
	});

	it('finds no blocked cluster in a won deal', () => {
		for (const seed of ['1', '2', '3']) {
			const position = deal(seed, defaultRules('cloverleaf'));
			expect(solve(position, {nodeBudget: 400_000}).verdict).toBe('won');
			expect(provedLost(new CloverBoard(position))).toBe(false);
		}
	});
});
