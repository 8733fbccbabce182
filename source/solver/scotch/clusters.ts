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
 * The clusters grow one fan at a time, highest cards first (`clustersOf`): high cards have few
 * hosts, so their fans are where room runs out. Scotch deal 217 is proved lost by six fans in 392
 * relaxed states; 60 million nodes of search had not settled it.
 */
export class ScotchClusterProof implements Search {
	nodes = 0;
	readonly line: readonly number[] = [];
	private status: SearchStatus = 'running';
	private readonly root: Int8Array[];
	private readonly clusters: number[][];
	private next = 0;
	private current: ClusterSearch | undefined;

	constructor(position: Position) {
		this.root = position.fans.map((fan) => Int8Array.from(fan, typeOf));
		this.clusters = clustersOf(this.root);
	}

	get bytes(): number {
		return this.current?.bytes ?? 0;
	}

	/** Searches clusters until `budget` nodes of work are spent: `lost` on a proof, `full` when none is left. */
	step(budget: number): SearchStatus {
		const until = this.nodes + budget;
		while (this.status === 'running' && this.nodes < until) {
			if (this.current === undefined) {
				if (this.next >= this.clusters.length) {
					this.status = 'full';
					break;
				}
				this.current = new ClusterSearch(this.root, this.clusters[this.next++]);
			}
			const states = Math.max(1, Math.ceil((until - this.nodes) / NODES_PER_STATE));
			const before = this.current.expanded;
			const outcome = this.current.run(states);
			this.nodes += (this.current.expanded - before) * NODES_PER_STATE + 1;
			if (outcome === 'lost') this.status = 'lost';
			else if (outcome !== 'running') this.current = undefined;
		}
		return this.status;
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
	/** The Kings' order's answers, by the fixed heights of the cluster's fans that hold Kings. */
	private readonly kings = new Map<number, boolean>();
	private readonly kingFans: number[];
	private readonly parts: Int8Array[];

	constructor(
		private readonly fans: readonly Int8Array[],
		private readonly cluster: readonly number[],
	) {
		const canonical = fans.map((fan) => prefixTable(fan, canonicalHeight));
		const rootHeights = fans.map((fan, index) => canonical[index][fan.length]);
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
		this.kingFans = cluster.flatMap((fan, index) => (hasKing(fans[fan], rootHeights[fan]) ? [index] : []));
		this.parts = fans.map(() => new Int8Array(0));
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
			if (!this.kingsFit(heights) || !this.setUp(heights)) continue;
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

	/** Rule S3 over the fixed parts: the ghosts hold no King, so their fans count as empty. */
	private kingsFit(heights: Uint8Array): boolean {
		let key = 0;
		for (const index of this.kingFans) key = key * 16 + heights[index];
		let fits = this.kings.get(key);
		if (fits === undefined) {
			this.cluster.forEach((fan, index) => {
				this.parts[fan] = this.fans[fan].subarray(0, heights[index]);
			});
			fits = kingsCanAllGoHome(this.parts);
			this.kings.set(key, fits);
		}
		return fits;
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
 * The clusters to try, smallest first: the fans in order of their fixed parts' ranks, highest
 * first (a King's fan first of all), taking one more fan each time, from the Kings' fans (which
 * every cluster holds, for rule S3) to every fan. A relaxed win with few fans comes within a few
 * dozen states, so the small clusters cost little; the ones that prove a deal lost are mostly
 * of 6 to 15 fans.
 */
export function clustersOf(fans: readonly Int8Array[]): number[][] {
	const ranks = fans.map((fan) =>
		Array.from(fan.subarray(0, canonicalHeight(fan, fan.length)), typeRank).sort((a, b) => b - a),
	);
	const order = fans
		.map((_, index) => index)
		.filter((index) => ranks[index].length > 0)
		.sort((a, b) => compareRanks(ranks[a], ranks[b]) || a - b);
	const kingFans = order.filter((index) => ranks[index][0] === 13).length;
	return Array.from({length: order.length - Math.max(1, kingFans) + 1}, (_, more) =>
		order.slice(0, Math.max(1, kingFans) + more),
	);
}

/** Highest ranks first: which of two fans' ranks (each sorted down) comes first. */
function compareRanks(a: readonly number[], b: readonly number[]): number {
	for (let index = 0; index < Math.max(a.length, b.length); index++) {
		const difference = (b[index] ?? 0) - (a[index] ?? 0);
		if (difference !== 0) return difference;
	}
	return 0;
}

function hasKing(fan: Int8Array, height: number): boolean {
	return Array.from(fan.subarray(0, height)).some((type) => typeRank(type) === 13);
}

/** Relaxed states one cluster may expand. */
const MAX_STATES = 1_500_000;
/** What a relaxed state costs in nodes of the other searches' work, about. */
const NODES_PER_STATE = 2;
