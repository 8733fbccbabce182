import {type Position, rulesFor} from '../../engine/index.js';
import {BestFirst} from '../search/best-first.js';
import {DepthFirst} from '../search/dfs.js';
import {type Family, type Portfolio, type PortfolioEntry} from '../family.js';
import {bestFirstRestarts, depthFirstRestarts} from '../search/restarts.js';
import {type Weighting} from '../search/search.js';
import {FanBoard} from './board.js';
import {CloverBoard} from './clover-board.js';
import {EagerFanBoard} from './eager.js';
import {FinderOnly} from '../search/finder-only.js';

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
 * Box Fan's weightings. Its deals are buried by runs built on cards above a low card of another
 * suit, which `blocking` does not count and `covering` does (covering.ts); `depth` (a cost per
 * move from the root) keeps a search from digging down one line of the many positions of equal
 * value that cards going back and forth between their two targets make. Over sixteen deals of
 * 1..250 that Box Fan's census left unknown, each of these won three to seven at 100,000 positions
 * a search, the Fan weightings none to two. The plain best-first searches and the restarts use
 * them; the home-first finders keep Fan's weightings (deals 1..200 at 400,000 positions: 6 left
 * unknown so, 8 with these everywhere, 11 with Fan's everywhere).
 */
export const BOX_FAN_PORTFOLIO: readonly Weighting[] = [
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
 * Box Fan's restarts (best-first and, half as much, depth-first) get the most work, its finders
 * that play home first (eager.ts) as much as a plain one. Of 20 of the 24 deals of 1..1000 its
 * census left unknown at 2 s, 12 were won at up to 6 million positions: 8 by the restarts, 4 by
 * plain best-first searches, none by the home-first ones. Deals 1..1000 at 2 million positions a
 * deal: 22 unknown with shares 2, 1 and 3 for these; 19 with the home-first ones at 1; 15 with
 * the restarts at 4 and 2 (6 and 3: 15 again).
 */
const BOX_FAN_RESTARTS_SHARE = 4;
const EAGER_SHARE = 1;

/**
 * The searches for a Fan or Box Fan position: the exhaustive depth-first search, which proves
 * losses (half the memory), greedy best-first searches under each weighting, best-first searches
 * restarted in new orders of ties, and depth-first runs in random orders with restarts; in Box
 * Fan also greedy best-first searches that play every card home that fits, which prove nothing lost.
 */
function portfolio(position: Position, maxPositions: number): Portfolio {
	const board = () => fanBoard(position);
	const clover = CloverBoard.holds(position);
	const boxFan = rulesFor(position.variant).fan.suit === 'alternating';
	// Box Fan's home-first finders keep Fan's weightings: together the two sets win the most deals.
	const weightings = boxFan ? BOX_FAN_PORTFOLIO : FAN_PORTFOLIO;
	// Where a card may go on two cards of other suits (Box Fan), finders that play home first too
	// (eager.ts); Clover Leaf's board plays home first already (rule C2).
	const finders = weightings.length + (boxFan ? FAN_PORTFOLIO.length : 0) + 2;
	const finderPositions = Math.floor(maxPositions / 2 / finders);
	const entries: PortfolioEntry[] = [
		{
			name: 'exhaustive depth-first',
			search: new DepthFirst(board(), Math.floor(maxPositions / 2)),
			share: clover ? CLOVER_EXHAUSTIVE_SHARE : EXHAUSTIVE_SHARE[rulesFor(position.variant).fan.suit],
		},
		...weightings.map((weighting, index) => ({
			name: `best-first ${index + 1}`,
			search: new BestFirst(board(), weighting, finderPositions, false),
			share: 1,
		})),
		{
			name: 'best-first restarts',
			search: bestFirstRestarts(board, weightings, finderPositions),
			share: boxFan ? BOX_FAN_RESTARTS_SHARE : RESTARTS_SHARE,
		},
		{
			name: 'depth-first restarts',
			search: depthFirstRestarts(board, finderPositions),
			share: boxFan ? BOX_FAN_RESTARTS_SHARE / 2 : 1,
		},
		...(boxFan
			? FAN_PORTFOLIO.map((weighting, index) => ({
					name: `best-first, home first, ${index + 1}`,
					search: new FinderOnly(
						new BestFirst(new EagerFanBoard(position), weighting, finderPositions, false),
					),
					share: EAGER_SHARE,
				}))
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
