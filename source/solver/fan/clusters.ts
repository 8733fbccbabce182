import {type Search, type SearchStatus} from '../search/search.js';
import {HOME_FAN} from './board.js';
import {type FanView} from './moves.js';

/**
 * Rule F6 (SOUNDNESS.md): a few fans that can never all be cleared, looked at alone.
 *
 * Take some fans of the root position, a *cluster*, and call the other cards *ghosts*. The relaxed
 * game plays the cluster's cards by the rules, except that a ghost never covers anything, is a
 * target whenever it is not home at the root, and never holds a foundation back, and that an empty
 * fan is always there for a card that an empty fan takes. Every line of the real game is a line of
 * the relaxed one (what a ghost does is left out), so when the relaxed game cannot put every card
 * of the cluster home, no real line wins. (Where there are free cells, a card may always step
 * into one: in the relaxed game, onto the floor.)
 *
 * A cluster's relaxed space is tiny (a dozen cards), yet it catches the rings of fans that keep
 * Clover Leaf's hard deals lost: deal 271's 4♣ lies under 8♣, whose only places are 7♣ (under 3♦
 * and 4♦) and 9♣, which covers J♦, the card 4♦ waits for. Its exhaustive search took 56 million
 * positions to see that; the cluster of those three fans takes under 2,000 relaxed states.
 */
export class ClusterProof implements Search {
	nodes = 0;
	readonly line: readonly number[] = [];
	private status: SearchStatus = 'running';
	/** The clusters still to look at, each a list of fans, smallest first. */
	private readonly clusters: number[][];
	private next = 0;

	constructor(private readonly root: ClusterView) {
		this.clusters = connectedClusters(root, MAX_FANS);
	}

	get bytes(): number {
		return this.clusters.length * 64;
	}

	/** Looks at clusters until `budget` relaxed states are spent: `lost` on a proof, `full` when none is left. */
	step(budget: number): SearchStatus {
		const until = this.nodes + budget;
		while (this.status === 'running' && this.nodes < until) {
			if (this.next >= this.clusters.length) {
				this.status = 'full';
				break;
			}
			const {blocked, states} = clusterBlocked(this.root, this.clusters[this.next++]);
			this.nodes += states;
			if (blocked) this.status = 'lost';
		}
		return this.status;
	}
}

/** What the proof reads of a Fan board (board.ts): its fans, where each card lies, the rules' tables, the cells. */
export type ClusterView = Pick<
	FanView,
	'fans' | 'cards' | 'lengths' | 'fanOf' | 'targets' | 'holders' | 'fills' | 'cells'
>;

/** Fans in a cluster at most: four prove every deal of Clover Leaf's 1..1000 that three leave (23, 474). */
const MAX_FANS = 4;
/** Cards in a cluster at most: a state is 4 bits a card in a whole number below 2^53. */
const MAX_CARDS = 12;
/** Relaxed states one cluster may take before it is left unproved (a won deal's take a few dozen). */
const MAX_STATES = 20_000;
/** Where a card of the cluster lies in a relaxed state, besides on another card of it (its index). */
const FLOOR = 13;
const HOME = 14;
/** Cards of a fan at most, as board.ts lays them out. */
const FAN_SLOTS = 52;

/**
 * The clusters of one to `most` non-empty fans, smallest first, whose fans are linked: each reached
 * from the others through cards that may lie on one another. An unlinked cluster is no stronger
 * than its parts, since nothing in one part can move for the other.
 */
export function connectedClusters(view: ClusterView, most: number): number[][] {
	const linked = Array.from({length: view.fans}, () => new Array<boolean>(view.fans).fill(false));
	for (let fan = 0; fan < view.fans; fan++) {
		for (let depth = 0; depth < view.lengths[fan]; depth++) {
			const card = view.cards[fan * FAN_SLOTS + depth];
			for (const other of [...view.targets[card], ...view.holders[card]]) {
				const at = view.fanOf[other];
				if (at >= 0 && at !== fan) linked[fan][at] = linked[at][fan] = true;
			}
		}
	}
	const fans = Array.from({length: view.fans}, (_, fan) => fan).filter((fan) => view.lengths[fan] > 0);
	const clusters: number[][] = [];
	const grow = (cluster: number[], from: number, size: number): void => {
		if (cluster.length === size) {
			if (isConnected(cluster, linked)) clusters.push([...cluster]);
			return;
		}
		for (let at = from; at < fans.length; at++) {
			cluster.push(fans[at]);
			grow(cluster, at + 1, size);
			cluster.pop();
		}
	};
	for (let size = 1; size <= most; size++) grow([], 0, size);
	return clusters;
}

function isConnected(cluster: readonly number[], linked: readonly (readonly boolean[])[]): boolean {
	const reached = [cluster[0]];
	for (let at = 0; at < reached.length; at++) {
		for (const fan of cluster) if (!reached.includes(fan) && linked[reached[at]][fan]) reached.push(fan);
	}
	return reached.length === cluster.length;
}

/**
 * Whether the relaxed game of a cluster (see ClusterProof) can never put all its cards home, and
 * the relaxed states it looked at. A cluster with too many cards, or whose relaxed space outgrows
 * MAX_STATES, proves nothing.
 */
export function clusterBlocked(view: ClusterView, cluster: readonly number[]): {blocked: boolean; states: number} {
	const cards: number[] = [];
	for (const fan of cluster) {
		for (let depth = 0; depth < view.lengths[fan]; depth++) cards.push(view.cards[fan * FAN_SLOTS + depth]);
	}
	if (cards.length > MAX_CARDS) return {blocked: false, states: 0};
	const index = new Map(cards.map((card, at) => [card, at]));
	// Each card lies on the card beneath it in its fan, or on the fan's floor.
	const start = cards.map((card, at) => (at > 0 && view.fanOf[cards[at - 1]] === view.fanOf[card] ? at - 1 : FLOOR));
	const seen = new Set<number>([encode(start)]);
	const stack = [encode(start)];
	const under = new Array<number>(cards.length);
	const covered = new Array<boolean>(cards.length);
	let states = 0;
	while (stack.length > 0) {
		if (states >= MAX_STATES) return {blocked: false, states};
		states++;
		decode(stack.pop() as number, under);
		if (under.every((place) => place === HOME)) return {blocked: false, states};
		covered.fill(false);
		for (const place of under) if (place < FLOOR) covered[place] = true;
		const visit = (card: number, place: number): void => {
			const was = under[card];
			under[card] = place;
			const key = encode(under);
			under[card] = was;
			if (!seen.has(key)) {
				seen.add(key);
				stack.push(key);
			}
		};
		for (let at = 0; at < cards.length; at++) {
			if (under[at] === HOME || covered[at]) continue;
			const card = cards[at];
			if (mayGoHome(cards, under, at)) visit(at, HOME);
			for (const target of view.targets[card]) {
				const other = index.get(target);
				if (other === undefined) {
					// A ghost, a target whenever it is not home at the root.
					if (view.fanOf[target] !== HOME_FAN && under[at] !== FLOOR) visit(at, FLOOR);
				} else if (under[other] !== HOME && !covered[other] && under[at] !== other) visit(at, other);
			}
			if ((view.fills[card] || view.cells > 0) && under[at] !== FLOOR) visit(at, FLOOR);
		}
	}
	return {blocked: true, states};
}

/** Whether a card of the cluster may go home: every card of its suit in the cluster that goes before it is home. */
function mayGoHome(cards: readonly number[], under: readonly number[], at: number): boolean {
	const card = cards[at];
	const suit = Math.floor(card / 13);
	for (let other = 0; other < cards.length; other++) {
		const lower = cards[other];
		if (Math.floor(lower / 13) === suit && lower < card && under[other] !== HOME) return false;
	}
	return true;
}

/** A relaxed state as one number: 4 bits per card of the cluster, where it lies. */
function encode(under: readonly number[]): number {
	let key = 0;
	for (let at = under.length - 1; at >= 0; at--) key = key * 16 + under[at];
	return key;
}

function decode(key: number, under: number[]): void {
	let rest = key;
	for (let at = 0; at < under.length; at++) {
		under[at] = rest % 16;
		rest = Math.floor(rest / 16);
	}
}
