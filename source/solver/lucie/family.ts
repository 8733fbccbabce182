import {type Position} from '../../engine/index.js';
import {BestFirst} from '../search/best-first.js';
import {DepthFirst} from '../search/dfs.js';
import {type Family, type Portfolio, type PortfolioEntry} from '../family.js';
import {LucieBoard} from './board.js';
import {FlowerBoard} from './flower-board.js';
import {BuiltCardSearch, DEFAULT_MAX_BUILT_STATES} from './flower-abstract.js';
import {bestFirstRestarts} from '../search/restarts.js';
import {FinderOnly} from '../search/finder-only.js';
import {type Weighting} from '../search/search.js';

/**
 * Weightings of the La Belle Lucie finders: cards home; cards above a lower card of their suit
 * (`blocking`: each must find its successor free before that card can go home); fans not yet
 * descending (`ascents`, none left means won).
 */
export const LUCIE_PORTFOLIO: readonly Weighting[] = [
	{home: 1, trapped: 0, blocking: 2, room: 0, ascents: 1},
	{home: 2, trapped: 0, blocking: 1, room: 0, ascents: 2},
	{home: 1, trapped: 0, blocking: 1, room: 0, ascents: 4},
];

/** The exhaustive search settles most layouts alone (no move is ever taken back): it gets the most work. */
const EXHAUSTIVE_SHARE = 4;
const RESTARTS_SHARE = 2;
/**
 * Super Flower Garden's built-card abstraction (flower-abstract.ts): it proves no win where the
 * exhaustive search cannot finish, and on a layout with a win its restarts reach an abstract win
 * within a few thousand states and it stops, so a large share costs little there. It waits for the
 * layouts the others settle at once.
 */
const BUILT_SHARE = 16;
const BUILT_STARTS_AFTER = 50_000;

/**
 * The searches for a layout of La Belle Lucie, Trefoil or Super Flower Garden: the exhaustive
 * depth-first search, which proves there is no win in this layout (half the memory), greedy
 * best-first searches under each weighting, and best-first searches restarted in new orders of
 * ties (restarts.ts).
 */
function portfolio<B extends LucieBoard | FlowerBoard>(
	board: () => B,
	maxPositions: number,
	/** Super Flower Garden's: finders on a board that tries fewer moves, for wins only, and the abstraction. */
	flower?: {readonly stayBoard: () => FlowerBoard; readonly position: Position},
): Portfolio {
	const finders = LUCIE_PORTFOLIO.length + 1;
	const finderPositions = Math.floor(maxPositions / 2 / finders);
	const entries: PortfolioEntry[] = [
		{
			name: 'exhaustive depth-first',
			search: new DepthFirst(board(), Math.floor(maxPositions / 2)),
			share: EXHAUSTIVE_SHARE,
		},
		...LUCIE_PORTFOLIO.map((weighting, index) => ({
			name: `best-first ${index + 1}`,
			search: new BestFirst(board(), weighting, finderPositions, false),
			share: 1,
		})),
		{
			name: 'best-first restarts',
			search: bestFirstRestarts(board, LUCIE_PORTFOLIO, finderPositions),
			share: RESTARTS_SHARE,
		},
	];
	if (flower !== undefined)
		entries.push(
			{
				name: 'best-first restarts, built cards stay',
				search: new FinderOnly(bestFirstRestarts(flower.stayBoard, LUCIE_PORTFOLIO, finderPositions)),
				share: 1,
			},
			{
				name: 'built-card abstraction',
				search: new BuiltCardSearch(flower.position, Math.min(DEFAULT_MAX_BUILT_STATES, 2 * maxPositions)),
				share: BUILT_SHARE,
				startsAfter: BUILT_STARTS_AFTER,
			},
		);
	return {entries};
}

export const LUCIE_FAMILY: Family = {
	holds: (position) => LucieBoard.holds(position),
	board: (position) => new LucieBoard(position),
	portfolio: (position, maxPositions) => portfolio(() => new LucieBoard(position), maxPositions),
};

/** Super Flower Garden: La Belle Lucie's searches on a board whose fans build in any suit (flower-board.ts). */
export const FLOWER_FAMILY: Family = {
	holds: (position) => FlowerBoard.holds(position),
	board: (position) => new FlowerBoard(position),
	portfolio: (position, maxPositions) =>
		portfolio(() => new FlowerBoard(position), maxPositions, {
			stayBoard: () => new FlowerBoard(position, true, false),
			position,
		}),
	guessBoard: (position) => new FlowerBoard(position, true),
};
