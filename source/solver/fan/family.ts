import {type Position, rulesFor} from '../../engine/index.js';
import {BestFirst} from '../search/best-first.js';
import {DepthFirst} from '../search/dfs.js';
import {type Family, type Portfolio, type PortfolioEntry} from '../family.js';
import {bestFirstRestarts, depthFirstRestarts} from '../search/restarts.js';
import {type Weighting} from '../search/search.js';
import {FanBoard} from './board.js';
import {CloverBoard} from './clover-board.js';
import {ClusterProof} from './clusters.js';

/**
 * Weightings of the Fan finders: cards home; cards above a lower card of their suit (`blocking`:
 * each must move before that card can go home); fans not yet descending (`ascents`, none left
 * means won); empty fans (`room`: each takes a King, which frees what it covered); cards above the
 * next card each foundation needs (`needed`).
 */
export const FAN_PORTFOLIO: readonly Weighting[] = [
	{home: 1, trapped: 0, blocking: 2, room: 1, ascents: 1},
	{home: 2, trapped: 0, blocking: 1, room: 2, ascents: 2},
	{home: 1, trapped: 0, blocking: 1, room: 0, ascents: 4},
	{home: 2, trapped: 0, blocking: 1, room: 1, ascents: 1, needed: 2},
	{home: 1, trapped: 0, blocking: 0, room: 2, ascents: 1, needed: 1},
];

/**
 * Box Fan's plain best-first finders. Its deals are buried by runs built on cards above a low card
 * of another suit, which `blocking` does not count and `covering` does (covering.ts). `depth`, a
 * cost per move from the root, is what decides its hard deals: the cards that go back and forth
 * between their two targets make many positions of equal value, and a greedy search digs down one
 * line of them into a trap. How much it costs matters more than anything else in the weighting: a
 * search at depth 3.5 wins deal 244 in under 1,000 positions, where the finders at depths 0 to 2
 * had not won it in 40 million, and each cost wins hard deals the others do not (one finder alone
 * on the 23 deals that 1..1000 and 100001..101000 left unknown at 2 s, 300,000 positions: 4 won
 * at depth 2, 6 at 2.5, 9 at 3, 10 at 3.5, 6 at 4, 3 at 5, none at 6 and more). So the finders
 * spread it from 2 to 4.
 */
export const BOX_FAN_PORTFOLIO: readonly Weighting[] = [2, 2.5, 3, 3.5, 4].map((depth) => ({
	home: 4,
	trapped: 0,
	blocking: 0,
	room: 2,
	covering: 3,
	needed: 1,
	depth,
}));

/**
 * Box Fan's restarts take turns with these too, the weightings its plain finders had before: with
 * little or no cost per move, and lighter on covering. Of the 31 deals of 1..1000 and
 * 100001..101000 that some portfolio tried left unknown at 3 million positions, 12 stay unknown
 * with them, 16 without.
 */
const BOX_FAN_RESTARTS_TOO: readonly Weighting[] = [
	{home: 4, trapped: 0, blocking: 0, room: 2, covering: 3, needed: 1, depth: 1},
	{home: 4, trapped: 0, blocking: 0, room: 2, covering: 2, needed: 1, depth: 1},
	{home: 2, trapped: 0, blocking: 0, room: 2, covering: 2, ascents: 1},
	{home: 1, trapped: 0, blocking: 0, room: 1, covering: 1},
	{home: 4, trapped: 0, blocking: 0, room: 2, covering: 3, needed: 1, depth: 2},
];

/**
 * Shares of each round. Half of Fan's deals are lost, in spaces of up to a few hundred thousand
 * positions, and its wins come early: the exhaustive search gets the most work there (over deals
 * 1..1000's hardest, 12 shares took half the positions 2 did). Box Fan's deals are nearly all won,
 * so its finders get as much as in Fan's other searches.
 */
const EXHAUSTIVE_SHARE = {same: 12, alternating: 2, any: 2} as const;
/** Clover Leaf's deals are nearly all won (196 of deals 1..200): its finders get the work, as Box Fan's. */
const CLOVER_EXHAUSTIVE_SHARE = 2;
const RESTARTS_SHARE = 2;
/**
 * Box Fan's restarts (best-first and, half as much, depth-first) get the most work: of 20 of the
 * 24 deals of 1..1000 its census once left unknown at 2 s, 12 were won at up to 6 million
 * positions, 8 of them by the restarts.
 */
const BOX_FAN_RESTARTS_SHARE = 4;
/**
 * The part of the positions a solve may keep that goes to the exhaustive search: half, but a tenth
 * in Box Fan. Its losses are few (2 of 1,000 deals) and proved in small spaces, while its finders
 * win hard deals only with room: the finder at depth 3 wins 9 of those 23 deals in tables of
 * 100,000 positions, 4 in the 41,000 that half of a 2 s solve's million left each.
 */
const EXHAUSTIVE_PART = {same: 0.5, alternating: 0.1, any: 0.5} as const;

/**
 * The proof by clusters of fans (clusters.ts, rule F6): it proves lost every deal of Clover Leaf's
 * 1..1000 that the other searches left unknown, and Box Fan's 259, in a few thousand relaxed
 * states each, but on a won deal it looks at every cluster in vain (30,000 to 50,000 states). So
 * it waits until the others have worked this many nodes (most deals are won by then), and then
 * takes most of the work until it ends.
 */
const CLUSTERS_AFTER = 50_000;
const CLUSTER_SHARE = 64;

/**
 * The searches for a Fan, Box Fan or Clover Leaf position: the exhaustive depth-first search,
 * which proves losses, greedy best-first searches under each weighting, best-first searches
 * restarted in new orders of ties, and depth-first runs in random orders with restarts.
 */
function portfolio(position: Position, maxPositions: number): Portfolio {
	const board = () => fanBoard(position);
	const clover = CloverBoard.holds(position);
	const {fan, cells = 0} = rulesFor(position.variant);
	const {suit} = fan;
	const boxFan = suit === 'alternating';
	const weightings = boxFan ? BOX_FAN_PORTFOLIO : FAN_PORTFOLIO;
	const exhaustivePositions = Math.floor(maxPositions * EXHAUSTIVE_PART[suit]);
	const finderPositions = Math.floor((maxPositions - exhaustivePositions) / (weightings.length + 2));
	const entries: PortfolioEntry[] = [
		{
			name: 'exhaustive depth-first',
			search: new DepthFirst(board(), exhaustivePositions),
			share: clover ? CLOVER_EXHAUSTIVE_SHARE : EXHAUSTIVE_SHARE[suit],
		},
		...weightings.map((weighting, index) => ({
			name: `best-first ${index + 1}`,
			search: new BestFirst(board(), weighting, finderPositions, false),
			share: 1,
		})),
		{
			name: 'best-first restarts',
			search: bestFirstRestarts(
				board,
				boxFan ? [...BOX_FAN_PORTFOLIO, ...BOX_FAN_RESTARTS_TOO] : weightings,
				finderPositions,
			),
			share: boxFan ? BOX_FAN_RESTARTS_SHARE : RESTARTS_SHARE,
		},
		{
			name: 'depth-first restarts',
			search: depthFirstRestarts(board, finderPositions),
			share: boxFan ? BOX_FAN_RESTARTS_SHARE / 2 : 1,
		},
		// Free cells let any card step aside, so no cluster is ever proved blocked there.
		...(cells === 0
			? [
					{
						name: 'fan clusters',
						search: new ClusterProof(board()),
						share: CLUSTER_SHARE,
						startsAfter: CLUSTERS_AFTER,
					},
				]
			: []),
	];
	return {entries};
}

/** The board of the position's rules: Fan's, or Clover Leaf's (its cards in home order, fans both ways). */
function fanBoard(position: Position): FanBoard {
	return CloverBoard.holds(position) ? new CloverBoard(position) : new FanBoard(position);
}

export const FAN_FAMILY: Family = {
	holds: (position) => FanBoard.holds(position) || CloverBoard.holds(position),
	board: fanBoard,
	portfolio,
};
