import {type Position} from '../../engine/index.js';
import {BestFirst} from '../search/best-first.js';
import {DepthFirst} from '../search/dfs.js';
import {type Family, type Portfolio, type PortfolioEntry} from '../family.js';
import {LucieBoard} from './board.js';
import {FlowerBoard} from './flower-board.js';
import {
	type BuiltMoves,
	BuiltCardSearch,
	BuiltCardVerdicts,
	DEFAULT_MAX_BUILT_STATES,
} from '../search/built-verdicts.js';
import {fromOf, isHome, kindOf, moveCardOf} from './move-code.js';
import {bestFirstRestarts} from '../search/restarts.js';
import {FinderOnly} from '../search/finder-only.js';
import {type LostPositions, type Weighting} from '../search/search.js';

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
/** How the board's moves read, for the abstraction's verdicts. */
const FLOWER_MOVES: BuiltMoves = {card: moveCardOf, from: fromOf, home: (move) => isHome(kindOf(move))};

/**
 * Super Flower Garden's built-card abstraction (search/built-game.ts): it proves no win where the
 * exhaustive search cannot finish, and on a layout with a win its restarts reach an abstract win
 * within a few thousand states and it stops, so a large share costs little there. It waits for the
 * layouts the others settle at once.
 */
const BUILT_SHARE = 16;
const BUILT_STARTS_AFTER = 50_000;
/**
 * Its share once BUILT_GROWS_AFTER abstract states have gone by without an abstract win for the
 * root: its restarts find one within 100,000 states on the winnable deals of 1..1000 (deal 642,
 * the slowest, after 80,000), so one still running by then is most likely lost. At 2 million
 * positions a deal, 16 of the hardest layouts: 8 proved lost instead of 7, each sooner.
 */
const BUILT_LATE_SHARE = 128;
const BUILT_GROWS_AFTER = 100_000;

/**
 * The searches for a layout of La Belle Lucie, Trefoil or Super Flower Garden: the exhaustive
 * depth-first search, which proves there is no win in this layout (half the memory), greedy
 * best-first searches under each weighting, and best-first searches restarted in new orders of
 * ties (restarts.ts).
 */
function portfolio<B extends LucieBoard | FlowerBoard>(
	board: () => B,
	maxPositions: number,
	/**
	 * Positions proved lost by other means, for the finders to drop (Super Flower Garden's
	 * abstraction; the exhaustive search gained nothing from them on its hardest layouts).
	 */
	verdicts?: LostPositions<B>,
): PortfolioEntry[] {
	const finderPositions = finderPositionsOf(maxPositions);
	return [
		{
			name: 'exhaustive depth-first',
			search: new DepthFirst(board(), Math.floor(maxPositions / 2)),
			share: EXHAUSTIVE_SHARE,
		},
		...LUCIE_PORTFOLIO.map((weighting, index) => ({
			name: `best-first ${index + 1}`,
			search: new BestFirst(board(), weighting, finderPositions, false, verdicts),
			share: 1,
		})),
		{
			name: 'best-first restarts',
			search: bestFirstRestarts(board, LUCIE_PORTFOLIO, finderPositions, undefined, verdicts),
			share: RESTARTS_SHARE,
		},
	];
}

/** Positions each finder keeps: half the memory, shared by La Belle Lucie's weightings and restarts. */
function finderPositionsOf(maxPositions: number): number {
	return Math.floor(maxPositions / 2 / (LUCIE_PORTFOLIO.length + 1));
}

/**
 * Super Flower Garden's searches: La Belle Lucie's, a finder on the board where built cards stay
 * (for wins only), and the built-card abstraction, whose verdicts the finders share.
 */
function flowerPortfolio(position: Position, maxPositions: number): Portfolio {
	const verdicts = new BuiltCardVerdicts<FlowerBoard>(
		position,
		FLOWER_MOVES,
		Math.min(DEFAULT_MAX_BUILT_STATES, 2 * maxPositions),
	);
	const finderPositions = finderPositionsOf(maxPositions);
	const built = new BuiltCardSearch(position, verdicts);
	const wideBoard = () => new FlowerBoard(position, false, false, true);
	const stayBoard = () => new FlowerBoard(position, true, false);
	const entries: PortfolioEntry[] = [
		...portfolio(() => new FlowerBoard(position), maxPositions, verdicts),
		{
			name: 'best-first restarts, built cards stay',
			search: new FinderOnly(bestFirstRestarts(stayBoard, LUCIE_PORTFOLIO, finderPositions, undefined, verdicts)),
			share: 1,
		},
		{
			// Rule G1's wide form (SOUNDNESS.md): on the whole portfolio it made longer lines win first,
			// but as one more finder it wins layouts the others miss (deal 340: 154,000 positions).
			name: 'best-first restarts, wide home',
			search: bestFirstRestarts(wideBoard, LUCIE_PORTFOLIO, finderPositions, undefined, verdicts),
			share: 1,
		},
		{
			name: 'built-card abstraction',
			search: built,
			share: () => (built.expanded > BUILT_GROWS_AFTER ? BUILT_LATE_SHARE : BUILT_SHARE),
			startsAfter: BUILT_STARTS_AFTER,
		},
	];
	// The verdicts wait like the abstraction itself: most layouts are settled sooner.
	verdicts.enabled = false;
	const tick = (nodes: number) => {
		if (!verdicts.enabled && nodes >= BUILT_STARTS_AFTER) verdicts.enabled = true;
	};
	return {entries, tick};
}

export const LUCIE_FAMILY: Family = {
	holds: (position) => LucieBoard.holds(position),
	board: (position) => new LucieBoard(position),
	portfolio: (position, maxPositions) => ({entries: portfolio(() => new LucieBoard(position), maxPositions)}),
};

/** Super Flower Garden: La Belle Lucie's searches on a board whose fans build in any suit (flower-board.ts). */
export const FLOWER_FAMILY: Family = {
	holds: (position) => FlowerBoard.holds(position),
	board: (position) => new FlowerBoard(position),
	portfolio: flowerPortfolio,
	guessBoard: (position) => new FlowerBoard(position, true),
};
