import {describe, expect, it} from 'vitest';
import {type Position, deal, makeBoard} from '../../../source/engine/index.js';
import {solve} from '../../../source/solver/index.js';
import {kingsCanAllGoHome, typeOf} from '../../../source/solver/scotch/board.js';
import {ClusterRoot, ClusterSearch, ScotchClusterProof, clustersOf} from '../../../source/solver/scotch/clusters.js';
import {canonicalHeight} from '../../../source/solver/scotch/prefixes.js';
import {lcg} from '../brute-force.js';
import {smallScotch} from '../../engine/small-positions.js';
import {judge} from './small-positions.js';

const SCOTCH = {variant: 'scotch', kings: 'as-dealt'} as const;

/** Runs the proof by clusters to its end: true when some cluster's fixed parts can never all leave. */
function provedLost(position: Position): boolean {
	const proof = new ScotchClusterProof(position);
	let status = proof.step(1 << 20);
	while (status === 'running') status = proof.step(1 << 20);
	return status === 'lost';
}

/** Whether rule S3 alone proves the position lost at once (the Kings' order over its fixed parts). */
function kingsLocked(position: Position): boolean {
	const fans = position.fans.map((fan) => Int8Array.from(fan, typeOf));
	return !kingsCanAllGoHome(fans.map((fan) => fan.subarray(0, canonicalHeight(fan, fan.length))));
}

describe('rule S6: the fixed parts of a few Scotch fans that can never all leave', () => {
	it('proves lost only positions an independent brute force finds lost', {timeout: 300_000}, () => {
		const random = lcg(2026_12_05);
		let judged = 0;
		let proofs = 0;
		let beyondKings = 0;
		for (let trial = 0; trial < 600; trial++) {
			const root = smallScotch(random, 3 + Math.floor(random() * 5));
			const winnable = judge(root);
			if (winnable === undefined) continue;
			judged++;
			if (!provedLost(root)) continue;
			proofs++;
			if (!kingsLocked(root)) beyondKings++;
			expect(winnable, makeBoard(root)).toBe(false);
		}
		expect(judged).toBeGreaterThan(150);
		// It must fire, and beyond what the Kings' order proves at once, or this test proves nothing.
		// (The arrangements themselves are checked question by question in arrangements.test.ts.)
		expect(proofs).toBeGreaterThan(40);
		expect(beyondKings).toBeGreaterThan(2);
	});

	it('proves deal 217 lost with six fans, and no cluster of fewer', () => {
		const root = ClusterRoot.of(deal('217', SCOTCH));
		const clusters = clustersOf(root);
		// The Kings' three fans first, then one more fan at a time, highest ranks first.
		expect(clusters[0]).toHaveLength(3);
		expect(clusters.map((cluster) => cluster.length)).toEqual(clusters.map((_, index) => index + 3));
		const outcomes = clusters.slice(0, 4).map((cluster) => {
			const search = new ClusterSearch(root, cluster);
			let outcome = search.run(1 << 20);
			while (outcome === 'running') outcome = search.run(1 << 20);
			return outcome;
		});
		expect(outcomes).toEqual(['won', 'won', 'won', 'lost']);
	});

	it('settles deals no search could (20, 123, 217, 504 and 697), each lost', () => {
		// 504 is proved by fans in order of their spread of ranks in 37,000 relaxed states, by highest
		// cards first only after a million: the orders run side by side.
		for (const seed of ['20', '123', '217', '504', '697']) {
			const result = solve(deal(seed, SCOTCH), {nodeBudget: 600_000});
			expect(result.verdict, seed).toBe('lost');
			expect(result.settledBy, seed).toBe('fixed-part clusters');
		}
	});

	it('keeps to the work it is given, so that the other searches get their share', () => {
		const proof = new ScotchClusterProof(deal('861', SCOTCH));
		for (let call = 0; call < 200; call++) {
			const before = proof.nodes;
			expect(proof.step(1_000)).toBe('running');
			// A call may finish the relaxed state it is on: a few nodes over, never a slice of states.
			expect(proof.nodes - before).toBeLessThanOrEqual(1_010);
			expect(proof.nodes - before).toBeGreaterThanOrEqual(1_000);
		}
	});

	it('finds a relaxed win in every cluster of a won deal', () => {
		for (const seed of ['5', '6', '256']) {
			const position = deal(seed, SCOTCH);
			expect(provedLost(position), seed).toBe(false);
		}
		expect(solve(deal('5', SCOTCH), {nodeBudget: 400_000}).verdict).toBe('won');
	});
});
