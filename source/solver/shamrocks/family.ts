import {type Move, type Position} from '../../engine/index.js';
import {BestFirst} from '../search/best-first.js';
import {Board} from './board.js';
import {CAPACITY, CARDS, FANS, encodeMove, fitsBoard, moveCard, moveFrom, moveTo, toEngineMove} from './move-code.js';
import {DepthFirst} from '../search/dfs.js';
import {LooseCardSearch, LooseCardVerdicts} from './loose.js';
import {ParkedSearch} from './parked.js';
import {generateMoves, isLegalMove} from './candidate-moves.js';
import {isDeadEnd, isDeadEndAfter} from './prune.js';
import {depthFirstRestarts} from '../search/restarts.js';
import {kingCoversOthers} from './kings.js';
import {type MovesBound, type SearchBoard, type Weighting} from '../search/search.js';
import {type Family, type PortfolioEntry} from '../family.js';

/**
 * The Shamrocks family: 18 fans of at most three cards building up or down in any suit, and
 * foundations by suit whose cards never come back (every Kings rule: they only change the deal).
 * Its board (board.ts) keys a position by the cards above each fan's fixed bottom card, and its
 * proved pruning (SOUNDNESS.md, rules 1 to 3) includes the loose-card abstraction (loose.ts).
 */
export class ShamrocksBoard extends Board implements SearchBoard {
	readonly keyWords = KEY_WORDS_SHAMROCKS;
	/** At most 4 foundation moves, and each of 18 top cards onto at most 17 other fans. */
	readonly maxMoves = 4 + FANS * 17;

	generateMoves(out: Int32Array, start: number): number {
		return generateMoves(this, out, start);
	}

	isLegalMove(move: number): boolean {
		return isLegalMove(this, move);
	}

	isDeadEnd(): boolean {
		return isDeadEnd(this);
	}

	isDeadEndAfter(move: number): boolean {
		return isDeadEndAfter(this, move);
	}

	value(weighting: Weighting): number {
		return evaluate(this, weighting);
	}

	moveCard(move: number): number {
		return moveCard(move);
	}

	/** A card from A to B then on from B to C: straight from A to C (back on A: both moves go). */
	straightMove(first: number, second: number): {readonly move: number; readonly goesBack: boolean} {
		const move = encodeMove(moveFrom(first), moveTo(second), moveCard(first));
		return {move, goesBack: moveFrom(move) === moveTo(move)};
	}

	movesToBound(key: Int32Array, offset: number): MovesBound {
		const goal = new Int8Array(CARDS);
		this.placesInKey(key, offset, goal);
		return {now: () => this.movesAtLeast(goal), change: (move) => this.movesChange(goal, move)};
	}

	toEngineMove(move: number, _position: Position): Move {
		return toEngineMove(move);
	}
}

/** Words of the Shamrocks key: 18 fan codes of 12 bits (see Board.writeKey). */
const KEY_WORDS_SHAMROCKS = 7;

export const PORTFOLIO: readonly Weighting[] = [
	{home: 10, trapped: 8, blocking: 2, room: 1},
	{home: 10, trapped: 3, blocking: 0, room: 4},
	{home: 4, trapped: 12, blocking: 4, room: 1},
	{home: 10, trapped: 0, blocking: 5, room: 2},
	{home: 3, trapped: 3, blocking: 1, room: 8},
];

/**
 * Weightings for best-first search only, led by the cards lying above the next card each
 * foundation needs. Each wins deals that none of PORTFOLIO wins within the budget.
 */
export const NEEDED_PORTFOLIO: readonly Weighting[] = [
	{home: 10, trapped: 4, blocking: 1, room: 1, needed: 3},
	{home: 6, trapped: 6, blocking: 2, room: 1, needed: 6},
	{home: 10, trapped: 0, blocking: 0, room: 1, needed: 5},
	{home: 10, trapped: 2, blocking: 0, room: 3, needed: 2},
	{home: 10, trapped: 1, blocking: 3, room: 1, needed: 3},
	{home: 10, trapped: 4, blocking: 1, room: 1, needed: 3, ascents: 3},
];

/** The value of a board under a weighting; higher is better. */
export function evaluate(board: Board, weighting: Weighting): number {
	// Free places in non-empty fans: their capacity less the cards on the fans.
	const room = CAPACITY * (FANS - board.emptyFans) - (CARDS - board.homeCount);
	let value =
		weighting.home * board.homeCount -
		weighting.trapped * board.trapped -
		weighting.blocking * board.blocking +
		weighting.room * room;
	const needed = weighting.needed ?? 0;
	if (needed !== 0) value -= needed * cardsAboveNeeded(board);
	if (weighting.ascents !== undefined) value -= weighting.ascents * board.ascents;
	return value;
}

/** Cards lying above the next card each foundation needs, over the four suits. */
function cardsAboveNeeded(board: Board): number {
	const {lengths} = board;
	let above = 0;
	for (let suit = 0; suit < 4; suit++) {
		const rank = board.home[suit];
		if (rank === 13) continue;
		const at = board.where[suit * 13 + rank];
		const fan = (at / CAPACITY) | 0;
		above += lengths[fan] - 1 - (at - fan * CAPACITY);
	}
	return above;
}

/** The exhaustive search's share of each round; every other search gets 1 but the abstraction. */
const EXHAUSTIVE_SHARE = 4;
/**
 * The part of the positions a solve may keep that goes to the exhaustive search, the rest to the
 * finders. Its own losses are proved in small spaces (the large ones are the abstraction's),
 * while the finders win hard deals only with room, as in Box Fan; but a finder with room runs
 * longer before its table is full, and the abstraction gets its time later. In-process at 2 s (one
 * million positions), deals 1..1000 and 100001..101000, unknown with a half / 0.35 / a quarter:
 * Kings to the bottom 7 and 17 / 7 and 14 / 8 and 13 (the quarter loses deal 240, which the
 * abstraction proves lost at 1.9 to 2 s); Morehead and Mott-Smith 9 and 17 / 7 and 15 / 7 and 14;
 * Kings as dealt, 1..1000: 57 / 54 / 55.
 */
const EXHAUSTIVE_PART = 0.35;
/**
 * The loose-card abstraction's share: it proves losses whose reachable spaces are far beyond the
 * exhaustive search, and on most winnable positions it stops by itself within a few thousand
 * states (an abstract win), so its share counts only on deals where it grinds. There, the states
 * it settles also let the finders drop more dead positions. (Measured when it had no restarts:
 * share 64 settled one deal more than 8 or 128 at 2.2M nodes per deal over deals 1..1000.)
 */
const LOOSE_SHARE = 64;
/**
 * It waits until the others have used this many nodes: nine deals in ten are settled by then, and
 * on those it would only spend time reaching an abstract win, which proves nothing.
 */
const LOOSE_STARTS_AFTER = 100_000;
/**
 * Its share once LOOSE_GROWS_AFTER abstract states have been expanded (by it and by the finders'
 * questions) without an abstract win for the root. Its restarts find an abstract win within a few
 * thousand states on most winnable deals, so one still running by then is more likely lost: at
 * 2.2M nodes per deal, deal 10 is proved lost in 1.40M nodes instead of 1.68M, and deals 1..3000
 * settle as many within 2M nodes. 1024 rather than 256 (the others keep 3% of the work, not 9%):
 * at 2 s deal 690 is proved lost (default and Morehead and Mott-Smith), and Kings as dealt
 * settles as many (746 won, 187 lost of deals 1..1000 either way).
 */
const LOOSE_LATE_SHARE = 1024;
/**
 * The parked abstraction's share (parked.ts): it proves most of the losses the loose-card
 * abstraction takes millions of states for in a few thousand, within 20 to 250 ms, and on a
 * winnable deal it stops at an abstract win within a few milliseconds, so it goes first once it
 * starts. Its questions try at most PARKED_WAYS ways of parking (past them they answer yes); a
 * second search that tries PARKED_MORE_WAYS proves a few more (Kings as dealt 27, 245 and 735) in
 * 0.3 to 0.5 s, and runs beside the loose-card abstraction, at its share, once the first has
 * stopped at an abstract win and while that one has not: there the deal is most likely lost. Of the
 * 23 hard lost deals of Kings as dealt 1..1000, 256 ways prove 19, 2,048 22, and 65,536 also 165;
 * on a winnable deal each doubling costs more (deal 541: 0.25 s at 1,024 ways, 0.4 s at 2,048,
 * 0.57 s at 4,096; docs/solver.md).
 */
const PARKED_SHARE = 4096;
const PARKED_WAYS = 256;
const PARKED_MORE_WAYS = 2048;
const LOOSE_GROWS_AFTER = 20_000;

/**
 * The depth-first restarts' share once the searches have used RESTARTS_GROW_AFTER nodes and the
 * abstraction has stopped at an abstract win, where some King covers a card not a King. Such a deal
 * is most likely won, but hard, and there the restarts are the finder that wins: of Kings as
 * dealt's deals 1..1000 left unknown at 2 s and won at 30 s, 10 of 12. Alone they win 28, 363, 510
 * and 644 in 0.2 to 1 s, which a share of 1 in 23 did not give them. No proof waits on them: the
 * abstraction is done, and the exhaustive search proves its losses within 100,000 nodes. At 2 s
 * Kings as dealt left 33 and 41 deals unknown of 1..1000 and 100001..101000 with a share of 1, 30
 * and 28 with 64. Where no King covers others (the other Kings rules, mostly) it gained 6 deals of
 * 4,000, while the restarts' wandering lines took the place of shorter ones on 10 hard deals of
 * 1..1000 each, and the hints of one (375160500) sent cards back where they were: there it stays 1.
 * 256 rather than 64 once the parked abstraction settles the hard losses: Kings as dealt's hard wins
 * take a quarter fewer nodes (499: 5.2 million against 7.7; 978: 4.5 against 6.1; 981: 7.4 against
 * 8.3; docs/solver.md).
 */
const RESTARTS_LATE_SHARE = 256;
const RESTARTS_GROW_AFTER = 300_000;

/**
 * Abstract states the abstraction may keep per position the searches may keep: 4 million at the
 * census's 2 s (1 million positions), which it never comes near in 2 s, and 8 million (128 MB)
 * from budgets of 4 s and node budgets on, where a long solve proves lost deals that need more than
 * 4 million (Kings as dealt 72, 160 and 434 in 11 to 17 s alone). A caller that keeps more
 * positions (SolveOptions.maxPositions) gives it more: Kings as dealt's deals 105, 451 and 576 need
 * 19, 16 and 31 million states, 34 to 64 s alone (docs/solver.md).
 */
const STATES_PER_POSITION = 4;

/** Abstract states the abstraction may keep when the searches may keep `maxPositions` positions. */
export function abstractStatesKept(maxPositions: number): number {
	return STATES_PER_POSITION * maxPositions;
}

/**
 * The searches that run side by side for a Shamrocks position, and their shares of the work. The
 * exhaustive depth-first search proves losses; it gets the largest share and a third of the
 * memory. The loose-card abstraction (loose.ts) proves losses too, in spaces the exhaustive search
 * cannot finish. The others find wins, each on different deals: depth-first searches that try the
 * best-valued move first (one per weighting), greedy best-first searches (one per weighting of
 * PORTFOLIO and of NEEDED_PORTFOLIO, which wins deals PORTFOLIO misses) and depth-first runs in
 * random orders with restarts, which take most of the work where a King covers other cards, once a
 * deal turns out hard and the abstraction has stopped at an abstract win. Every finder shares the
 * abstraction's verdicts and drops every position they prove lost, which keeps them out of dead
 * parts of hard deals.
 */
function portfolio(position: Position, maxPositions: number) {
	const board = (): ShamrocksBoard => ShamrocksBoard.fromPosition(position);
	const bestFirst = [...PORTFOLIO, ...NEEDED_PORTFOLIO];
	// Best-first with ties in a pseudo-random order, for two weightings: each wins deals that no
	// other search wins within the budget.
	const shuffled = [PORTFOLIO[0], PORTFOLIO[3]];
	const finders = PORTFOLIO.length + bestFirst.length + shuffled.length + 1;
	const exhaustivePositions = Math.floor(maxPositions * EXHAUSTIVE_PART);
	const finderPositions = Math.floor((maxPositions - exhaustivePositions) / finders);
	const maxStates = abstractStatesKept(maxPositions);
	// One set of verdicts for the abstraction and every finder, so an abstract state is settled once for all.
	const verdicts = new LooseCardVerdicts(position, maxStates);
	const loose = new LooseCardSearch(position, verdicts);
	const parked = new ParkedSearch(position, PARKED_WAYS);
	const parkedMore = new ParkedSearch(position, PARKED_MORE_WAYS);
	// Only once the first has stopped at an abstract win (it proves most of what this one would), and
	// while the loose-card abstraction has not: a deal where it has is most likely won. Ahead of it
	// in the portfolio, since a round's share is read at each search's turn (see PARKED_SHARE).
	const parkedMoreShare = () => (parked.outcome === 'won' && loose.outcome === 'running' ? looseShare() : 0);
	const looseShare = () => (loose.states > LOOSE_GROWS_AFTER ? LOOSE_LATE_SHARE : LOOSE_SHARE);
	let late = false;
	const kingCovers = kingCoversOthers(position.fans);
	const restartsShare = () => (kingCovers && late && loose.outcome === 'won' ? RESTARTS_LATE_SHARE : 1);
	const entries: PortfolioEntry[] = [
		{
			name: 'exhaustive depth-first',
			search: new DepthFirst(board(), exhaustivePositions),
			share: EXHAUSTIVE_SHARE,
		},
		{name: 'parked abstraction', search: parked, share: PARKED_SHARE, startsAfter: LOOSE_STARTS_AFTER},
		{name: 'parked abstraction, more ways', search: parkedMore, share: parkedMoreShare},
		{name: 'loose-card abstraction', search: loose, share: looseShare, startsAfter: LOOSE_STARTS_AFTER},
		...PORTFOLIO.map((weighting, index) => ({
			name: `weighted depth-first ${index + 1}`,
			search: new DepthFirst(board(), finderPositions, undefined, weighting, verdicts),
			share: 1,
		})),
		...bestFirst.map((weighting, index) => ({
			name: `best-first ${index + 1}`,
			search: new BestFirst(board(), weighting, finderPositions, false, verdicts),
			share: 1,
		})),
		...shuffled.map((weighting, index) => ({
			name: `best-first, ties shuffled, ${index + 1}`,
			search: new BestFirst(board(), weighting, finderPositions, true, verdicts),
			share: 1,
		})),
		{
			name: 'depth-first restarts',
			search: depthFirstRestarts(board, finderPositions, verdicts),
			share: restartsShare,
		},
	];
	// The abstraction's verdicts wait like the abstraction itself: most deals are settled sooner.
	verdicts.enabled = false;
	const tick = (nodes: number) => {
		if (!verdicts.enabled && nodes >= LOOSE_STARTS_AFTER) verdicts.enabled = true;
		if (nodes >= RESTARTS_GROW_AFTER) late = true;
	};
	return {entries, tick};
}

export const SHAMROCKS_FAMILY: Family = {
	holds: fitsBoard,
	board: (position) => ShamrocksBoard.fromPosition(position),
	portfolio,
};
