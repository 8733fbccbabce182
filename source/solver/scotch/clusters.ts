import {type Position} from '../../engine/index.js';
import {type Search, type SearchStatus} from '../search/search.js';
import {StateTable} from '../search/state-table.js';
import {Arrangements} from './arrangements.js';
import {kingsCanAllGoHome} from './kings.js';
import {classOf, typeColour, typeOf, typeRank} from './move-code.js';
import {canonicalHeight, prefixTable} from './prefixes.js';

/**
 * Rule S6 (SOUNDNESS.md): the fixed parts of a few fans that can never all leave.
 *
 * A Scotch position's cards off the fixed parts (each fan's prefix still as dealt, less the cards
 * on its top lying on a card one rank higher) can be shuffled in so many ways that a hard deal's
 * space has tens of millions of positions. The *relaxed* game forgets where those cards are: its
 * state is the fixed heights of the fans of a *cluster*, and a fixed top may leave (home, or onto a
 * fan) whenever some arrangement of the other cards lets it (arrangements.ts). The fans outside
 * the cluster are *ghosts*: their cards never cover anything, never need a host and may be home
 * whenever a pile wants them. The Kings' order (rule S3) is asked of every state. Every real line
 * maps to a relaxed line, so when no relaxed line empties the cluster's fans, no real line wins.
 *
 * The clusters grow one fan at a time, in five orders of the fans side by side (`FAN_ORDERS`): which
 * fans hold a proof differs from deal to deal. Scotch deal 217 is
 * proved lost by six fans in 392 relaxed states; 60 million nodes of search had not settled it.
 */
export class ScotchClusterProof implements Search {
	nodes = 0;
	readonly line: readonly number[] = [];
	private status: SearchStatus = 'running';
	/**
	 * One growing run of clusters per order of the fans, searched side by side, those not done yet;
	 * made at the first step, as most solves end before this search starts (see scotch/family.ts).
	 */
	private sequences: ClusterSequence[] | undefined;
	/** Whose turn it is, and the states it has expanded in this turn so far. */
	private turn = 0;
	private turnStates = 0;

	constructor(private readonly position: Position) {}

	get bytes(): number {
		return (this.sequences ?? []).reduce((bytes, sequence) => bytes + sequence.bytes, 0);
	}

	/**
	 * Searches clusters until `budget` nodes of work are spent: `lost` on a proof, `full` when none is
	 * left. The orders take turns of SLICE states each, a turn going on from one call to the next, so
	 * that the work done keeps to the budget however small.
	 */
	step(budget: number): SearchStatus {
		const sequences = (this.sequences ??= this.sequencesOf(ClusterRoot.of(this.position)));
		const until = this.nodes + budget;
		while (this.status === 'running' && this.nodes < until) {
			const sequence = sequences[this.turn];
			const states = Math.min(SLICE - this.turnStates, Math.ceil((until - this.nodes) / NODES_PER_STATE));
			const before = sequence.expanded;
			const outcome = sequence.run(states);
			const spent = sequence.expanded - before;
			this.nodes += spent * NODES_PER_STATE + 1;
			this.turnStates += Math.max(1, spent);
			if (outcome === 'lost') this.status = 'lost';
			else if (outcome === 'done') {
				sequences.splice(this.turn, 1);
				this.nextTurn(sequences.length);
				if (sequences.length === 0) this.status = 'full';
			} else if (this.turnStates >= SLICE) this.nextTurn(sequences.length, 1);
		}
		return this.status;
	}

	private sequencesOf(root: ClusterRoot): ClusterSequence[] {
		const started = new Set<string>();
		return FAN_ORDERS.map((order) => new ClusterSequence(root, clustersOf(root, order), started));
	}

	/** The next order's turn among `left` (`by` 0 when the order whose turn it was has just been taken out). */
	private nextTurn(left: number, by = 0): void {
		this.turnStates = 0;
		this.turn = left === 0 ? 0 : (this.turn + by) % left;
	}
}

/** Clusters searched one after another, each to its end (a proof, a relaxed win, or the cap on states). */
class ClusterSequence {
	/** Relaxed states expanded, by every cluster of the sequence. */
	expanded = 0;
	private next = 0;
	private current: ClusterSearch | undefined;

	constructor(
		private readonly root: ClusterRoot,
		private readonly clusters: readonly number[][],
		/** The clusters any sequence has taken up, so that one met in several orders is searched once. */
		private readonly started: Set<string>,
	) {}

	get bytes(): number {
		return this.current?.bytes ?? 0;
	}

	/** Expands up to `states` states: `lost` on a proof, `done` when every cluster has ended without one. */
	run(states: number): 'lost' | 'done' | 'running' {
		for (let left = states; left > 0;) {
			if (this.current === undefined) {
				const cluster = this.nextCluster();
				if (cluster === undefined) return 'done';
				this.current = new ClusterSearch(this.root, cluster);
			}
			const before = this.current.expanded;
			const outcome = this.current.run(left);
			left -= Math.max(1, this.current.expanded - before);
			this.expanded += this.current.expanded - before;
			if (outcome === 'lost') return 'lost';
			if (outcome !== 'running') this.current = undefined;
		}
		return 'running';
	}

	private nextCluster(): number[] | undefined {
		while (this.next < this.clusters.length) {
			const cluster = this.clusters[this.next++];
			const key = [...cluster].sort((a, b) => a - b).join(' ');
			if (this.started.has(key)) continue;
			this.started.add(key);
			return cluster;
		}
		return undefined;
	}
}

/**
 * What every cluster of one root shares: its fans as card types, their fixed heights, the fans
 * whose fixed parts hold a King (in every cluster), and rule S3's answers by those fans' heights,
 * which are the same whatever the cluster, since the ghosts hold no King.
 */
export class ClusterRoot {
	/** Per fan and prefix height: the prefix's fixed height (canonical). */
	readonly canonical: Uint8Array[];
	readonly heights: number[];
	readonly kingFans: number[];
	private readonly kings = new Map<number, boolean>();
	private readonly parts: Int8Array[];

	/** The root of a position: its fans as card types. */
	static of(position: Position): ClusterRoot {
		return new ClusterRoot(position.fans.map((fan) => Int8Array.from(fan, typeOf)));
	}

	constructor(readonly fans: readonly Int8Array[]) {
		this.canonical = fans.map((fan) => prefixTable(fan, canonicalHeight));
		this.heights = fans.map((fan, index) => this.canonical[index][fan.length]);
		this.kingFans = fans.flatMap((fan, index) =>
			Array.from(fan.subarray(0, this.heights[index])).some((type) => typeRank(type) === 13) ? [index] : [],
		);
		this.parts = fans.map(() => new Int8Array(0));
	}

	/**
	 * Rule S3 over a cluster's fixed heights, where `kingIndex` gives each King fan's place in the
	 * cluster: the ghosts hold no King, so their fans count as empty.
	 */
	kingsFit(heights: Uint8Array, kingIndex: readonly number[]): boolean {
		let key = 0;
		for (const index of kingIndex) key = key * 16 + heights[index];
		let fits = this.kings.get(key);
		if (fits === undefined) {
			this.kingFans.forEach(
				(fan, king) => (this.parts[fan] = this.fans[fan].subarray(0, heights[kingIndex[king]])),
			);
			fits = kingsCanAllGoHome(this.parts);
			this.kings.set(key, fits);
		}
		return fits;
	}
}

/** The relaxed game of one cluster (see ScotchClusterProof), searched depth first from the root's fixed heights. */
export class ClusterSearch {
	expanded = 0;
	private readonly seen = new StateTable();
	private readonly stack: number[] = [];
	/** The cluster's fans as dealt in the root, one after another, `width` places each. */
	private readonly cards: Int8Array;
	private readonly width: number;
	/** Per cluster fan and fixed height (fan * width + height): the fixed height once its top has gone. */
	private readonly lower: Uint8Array;
	/** Per cluster fan and fixed height: the top's rank, and its pile class. */
	private readonly topRank: Uint8Array;
	private readonly topClass: Uint8Array;
	/** A state packs `bits` bits per fan, the first `lowFans` fans in its low 26 bits, the rest above. */
	private readonly bits: number;
	private readonly lowFans: number;
	/** What one step of fixed height of each cluster fan is worth in a state. */
	private readonly place: Float64Array;
	private readonly fits: boolean;
	private readonly ghosts = new Int8Array(26);
	private readonly arrangements = new Arrangements();
	private readonly heights: Uint8Array;
	/** Where each of the root's King fans lies in the cluster (every cluster holds them all). */
	private readonly kingIndex: number[];

	constructor(
		private readonly root: ClusterRoot,
		cluster: readonly number[],
	) {
		const {fans, canonical, heights: rootHeights} = root;
		const tallest = Math.max(1, ...cluster.map((fan) => rootHeights[fan]));
		this.width = tallest + 1;
		this.bits = Math.ceil(Math.log2(tallest + 1));
		this.lowFans = Math.floor(HALF_BITS / this.bits);
		this.fits = cluster.length <= 2 * this.lowFans;
		this.place = Float64Array.from(cluster, (_, index) =>
			index < this.lowFans
				? 2 ** (index * this.bits)
				: 2 ** HALF_BITS * 2 ** ((index - this.lowFans) * this.bits),
		);
		const size = cluster.length * this.width;
		this.cards = new Int8Array(size);
		this.lower = new Uint8Array(size);
		this.topRank = new Uint8Array(size);
		this.topClass = new Uint8Array(size);
		cluster.forEach((fan, index) => {
			for (let height = 0; height <= rootHeights[fan]; height++) {
				const at = index * this.width + height;
				if (height < rootHeights[fan]) this.cards[at] = fans[fan][height];
				if (height === 0) continue;
				const top = fans[fan][height - 1];
				this.lower[at] = canonical[fan][height - 1];
				this.topRank[at] = typeRank(top);
				this.topClass[at] = classOf(typeRank(top), typeColour(top));
			}
		});
		fans.forEach((fan, index) => {
			if (!cluster.includes(index))
				for (let depth = 0; depth < rootHeights[index]; depth++) this.ghosts[fan[depth]]++;
		});
		this.heights = Uint8Array.from(cluster, (fan) => rootHeights[fan]);
		this.kingIndex = root.kingFans.map((fan) => cluster.indexOf(fan));
		const start = this.encode(this.heights);
		this.seen.set(start, true);
		this.stack.push(start);
	}

	get bytes(): number {
		return this.seen.bytes + this.stack.length * 8;
	}

	/**
	 * Expands up to `states` relaxed states: `lost` once every reachable one is expanded with none
	 * emptying the cluster, `won` at a relaxed win (no proof), `full` at the cap, else `running`.
	 */
	run(states: number): 'lost' | 'won' | 'full' | 'running' {
		if (!this.fits) return 'full';
		const {heights, stack, width, arrangements} = this;
		for (let left = states; left > 0; left--) {
			const state = stack.pop();
			if (state === undefined) return 'lost';
			// Every fixed height 0: every cluster fan empty.
			if (state === 0) return 'won';
			if (++this.expanded > MAX_STATES) return 'full';
			this.decode(state, heights);
			if (!this.root.kingsFit(heights, this.kingIndex) || !this.setUp(heights)) continue;
			for (let index = 0; index < heights.length; index++) {
				const height = heights[index];
				if (height === 0) continue;
				const at = index * width + height;
				const rank = this.topRank[at];
				// A lone card never moves onto a fan (rule S1), and a King only goes home.
				if (!arrangements.canLeave(rank, this.topClass[at], height >= 2 && rank < 13)) continue;
				const next = state - (height - this.lower[at]) * this.place[index];
				if (this.seen.get(next) === undefined) {
					this.seen.set(next, true);
					stack.push(next);
				}
			}
		}
		return stack.length === 0 ? 'lost' : 'running';
	}

	/** Sets the arrangements up for these fixed heights: whether any exists. */
	private setUp(heights: Uint8Array): boolean {
		const {free, pool, tops} = this.arrangements;
		const {cards, width} = this;
		pool.fill(2);
		tops.fill(0);
		for (let index = 0; index < heights.length; index++) {
			const height = heights[index];
			const first = index * width;
			for (let depth = 0; depth < height; depth++) pool[cards[first + depth]]--;
			if (height > 0) tops[this.topRank[first + height]]++;
		}
		for (let type = 0; type < 26; type++) free[type] = pool[type] - this.ghosts[type];
		return this.arrangements.settle();
	}

	private encode(heights: Uint8Array): number {
		let state = 0;
		heights.forEach((height, index) => {
			state += height * this.place[index];
		});
		return state;
	}

	private decode(state: number, heights: Uint8Array): void {
		const low = state % 2 ** HALF_BITS;
		const high = (state - low) / 2 ** HALF_BITS;
		const {bits, lowFans} = this;
		const mask = (1 << bits) - 1;
		for (let index = 0; index < heights.length; index++)
			heights[index] =
				index < lowFans ? (low >> (index * bits)) & mask : (high >> ((index - lowFans) * bits)) & mask;
	}
}

/** A state's two halves: fixed heights packed in integers of this many bits, exact in a double together. */
const HALF_BITS = 26;

/**
 * What orders the fans for a growing run of clusters, from a fan's fixed ranks, highest first, and
 * its fixed top's rank: a key compared place by place, higher first.
 */
type FanOrder = (ranks: readonly number[], top: number) => readonly number[];

/**
 * The orders searched side by side, each a growing run of clusters: highest cards first; highest
 * top card first; lowest card first; second-highest card first; widest spread of ranks first.
 * Which fans hold a deal's proof differs from deal to deal. Of the deals the first order leaves
 * unknown at 2 s or proves slowly, in relaxed states: 504 takes a million highest cards first and
 * 4,600 by spread; 861 804,000 and 121,000 second-highest first; 100989 none and 25,000 lowest
 * first; 601 none and 118,000 top card first.
 */
const FAN_ORDERS: readonly FanOrder[] = [
	(ranks) => ranks,
	(ranks, top) => [top, ...ranks],
	(ranks) => [-(ranks.at(-1) ?? 0)],
	(ranks) => [ranks[1] ?? 0, ...ranks],
	(ranks) => [(ranks[0] ?? 0) - (ranks.at(-1) ?? 0), ...ranks],
];

/**
 * A growing run of clusters: the fans in `order` (ties by place), one more fan each time, from the
 * Kings' fans (which every cluster holds, for rule S3) to every fan. A relaxed win with few fans
 * comes within a few dozen states, so the small clusters cost little.
 */
export function clustersOf(root: ClusterRoot, order: FanOrder = FAN_ORDERS[0]): number[][] {
	const {fans, heights, kingFans} = root;
	const ranks = fans.map((fan, index) => Array.from(fan.subarray(0, heights[index]), typeRank).sort((a, b) => b - a));
	const keys = fans.map((fan, index) =>
		order(ranks[index], heights[index] > 0 ? typeRank(fan[heights[index] - 1]) : 0),
	);
	const kingFan = (index: number) => kingFans.includes(index);
	const fansInOrder = fans
		.map((_, index) => index)
		.filter((index) => heights[index] > 0)
		.sort((a, b) => Number(kingFan(b)) - Number(kingFan(a)) || compareKeys(keys[a], keys[b]) || a - b);
	const first = Math.max(1, kingFans.length);
	return Array.from({length: fansInOrder.length - first + 1}, (_, more) => fansInOrder.slice(0, first + more));
}

/** Which of two keys comes first: the higher at the first place they differ. */
function compareKeys(a: readonly number[], b: readonly number[]): number {
	for (let index = 0; index < Math.max(a.length, b.length); index++) {
		const difference = (b[index] ?? 0) - (a[index] ?? 0);
		if (difference !== 0) return difference;
	}
	return 0;
}

/**
 * Relaxed states one cluster may expand: the proofs met took at most 123,000 in their best order,
 * and five clusters may be under way at once (about 12 MB each at the cap).
 */
const MAX_STATES = 600_000;
/** Relaxed states each order's clusters expand in turn. */
const SLICE = 4_096;
/** What a relaxed state costs in nodes of the other searches' work, about. */
const NODES_PER_STATE = 2;
