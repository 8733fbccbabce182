import {type Position} from '../../engine/index.js';
import {BestFirst} from '../search/best-first.js';
import {DepthFirst} from '../search/dfs.js';
import {type Family, type Portfolio, type PortfolioEntry} from '../family.js';
import {bestFirstRestarts, depthFirstRestarts} from '../search/restarts.js';
import {ScotchBoard} from './board.js';
import {ScotchClusterProof} from './clusters.js';
import {type Weighting} from '../search/search.js';

/**
 * Weightings of the Scotch finders: cards home; cards above a lower card (`blocking`, they must
 * move before it can go home); fans not yet descending (`ascents`, none left means won); empty
 * fans (`room`: an emptied fan never takes a card again). `trapped` has no meaning here.
 */
export const SCOTCH_PORTFOLIO: readonly Weighting[] = [
	{home: 1, trapped: 0, blocking: 1, room: 0, ascents: 3},
	{home: 2, trapped: 0, blocking: 3, room: 0, ascents: 1},
	{home: 1, trapped: 0, blocking: 2, room: 1, ascents: 4},
	{home: 3, trapped: 0, blocking: 1, room: 0, ascents: 6},
];

/**
 * Shares of each round. Scotch's lost deals are mostly proved at the root (rule S3) or in small
 * spaces, so the exhaustive search gets no more than a finder; best-first restarts get the most:
 * on hard deals one order of equal values wins in thousands of positions where the others wander.
 */
const EXHAUSTIVE_SHARE = 1;
const RESTARTS_SHARE = 6;

/**
 * The proof by clusters of fixed parts (clusters.ts, rule S6): it settles lost deals whose spaces
 * are far too big to search (Scotch 861 and 601 in about 0.5 s alone), and on most won deals it
 * finds relaxed wins everywhere within a few milliseconds. So it waits until most won deals are
 * won, then takes about half the work: a share of 48 (four fifths) lost hard wins such as deal
 * 200278, won by the finders in 2.4 million nodes, and proved no more deals at 2 s.
 */
const CLUSTERS_AFTER = 100_000;
const CLUSTERS_SHARE = 16;

/**
 * The searches for a Scotch position: the exhaustive depth-first search, which proves losses
 * (half the memory), greedy best-first searches under each weighting with ties newest first,
 * best-first searches restarted in new orders of ties (restarts.ts), and depth-first
 * runs in random orders with restarts.
 */
function portfolio(position: Position, maxPositions: number): Portfolio {
	const board = () => new ScotchBoard(position);
	const finders = SCOTCH_PORTFOLIO.length + 2;
	const finderPositions = Math.floor(maxPositions / 2 / finders);
	const entries: PortfolioEntry[] = [
		{
			name: 'exhaustive depth-first',
			search: new DepthFirst(board(), Math.floor(maxPositions / 2)),
			share: EXHAUSTIVE_SHARE,
		},
		...SCOTCH_PORTFOLIO.map((weighting, index) => ({
			name: `best-first ${index + 1}`,
			search: new BestFirst(board(), weighting, finderPositions, false),
			share: 1,
		})),
		{
			name: 'best-first restarts',
			search: bestFirstRestarts(board, SCOTCH_PORTFOLIO, finderPositions),
			share: RESTARTS_SHARE,
		},
		{name: 'depth-first restarts', search: depthFirstRestarts(board, finderPositions), share: 1},
		{
			name: 'fixed-part clusters',
			search: new ScotchClusterProof(position),
			share: CLUSTERS_SHARE,
			startsAfter: CLUSTERS_AFTER,
		},
	];
	return {entries};
}

export const SCOTCH_FAMILY: Family = {
	holds: (position) => ScotchBoard.holds(position),
	board: (position) => new ScotchBoard(position),
	portfolio,
};
