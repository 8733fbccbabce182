import {type Move, type Position, applyMove, homeCount, isWon} from '../engine/index.js';
import {toEngineMove} from './board.js';
import {BestFirst, NEEDED_PORTFOLIO, PORTFOLIO} from './best-first.js';
import {DepthFirst, type Search} from './dfs.js';
import {DEFAULT_MAX_STATES, LooseCardSearch, LooseCardVerdicts} from './loose.js';
import {Restarts} from './restarts.js';
import {shortenLine} from './shorten.js';

export type Verdict = 'won' | 'lost' | 'unknown' | 'cancelled';

export interface SolveOptions {
	/** Stop with `unknown` after this many milliseconds (default: no limit). */
	readonly timeBudgetMs?: number;
	/** Stop with `unknown` after this many positions expanded (default: no limit). */
	readonly nodeBudget?: number;
	/** Stop with `cancelled` as soon as cancel[0] is not 0 (checked every NODES_PER_CHECK positions). */
	readonly cancel?: Int32Array;
	/**
	 * Most positions all searches together may keep (default 2,000,000, about 90 MB at most), and
	 * most abstract states the loose-card abstraction may keep (at most 2,000,000, about 72 MB more).
	 * When every search is full the verdict is `unknown`.
	 */
	readonly maxPositions?: number;
	/** Whether to take the detours out of a winning line (default true). */
	readonly shorten?: boolean;
	/** Whether an `unknown` verdict comes with a guess (default false: it takes up to GUESS_SHORTEN_MS more). */
	readonly guess?: boolean;
}

export interface SolveResult {
	readonly verdict: Verdict;
	/** For `won`: a winning line from the position, engine moves (fans from 0); empty otherwise. */
	readonly moves: Move[];
	/** Positions expanded, all searches together. */
	readonly nodes: number;
	readonly ms: number;
	/**
	 * For `unknown`, what ran out: the budget (time or nodes), or the memory (every search full,
	 * when a larger budget would not help).
	 */
	readonly limit?: 'budget' | 'memory';
	/**
	 * For `unknown`, when the options ask for it: a line to the most cards home that a search
	 * reached in a position not proved lost (never empty). A guess, not a proof: the game offers
	 * its moves as one on hard positions.
	 */
	readonly guess?: Move[];
}

/** Positions expanded between two looks at the clock and the cancel flag: well under a millisecond. */
export const NODES_PER_CHECK = 1024;
const DEFAULT_MAX_POSITIONS = 2_000_000;
/** Time shortening may always take, even when the search used the whole budget. */
const MIN_SHORTEN_MS = 50;
/** Time shortening may take at most: past it the line gains little (see the benchmark). */
const MAX_SHORTEN_MS = 300;

/**
 * Proves a position won (with a winning line) or lost, within the budgets.
 *
 * A portfolio (see `portfolio`) runs in interleaved slices under one budget: an exhaustive
 * depth-first search, which proves losses, and searches that find wins, each on different deals.
 * The first to settle the position settles it: any of them reaching a win has a winning line
 * (shortened, then replayed through the engine), and any of them exhausting its reachable space
 * has proved a loss, since each keeps every position it has seen and prunes only by the rules of
 * SOUNDNESS.md. Slices double each round. Budgets count nodes (positions generated) and
 * milliseconds; node budgets make a verdict independent of the machine's speed.
 */
export function solve(position: Position, options: SolveOptions = {}): SolveResult {
	const started = Date.now();
	const elapsed = () => Date.now() - started;
	if (isWon(position)) return {verdict: 'won', moves: [], nodes: 0, ms: elapsed()};
	const maxPositions = options.maxPositions ?? DEFAULT_MAX_POSITIONS;
	const {entries, verdicts} = portfolio(position, maxPositions);
	const searches = entries.map((entry) => entry.search);
	// The abstraction's verdicts wait like the abstraction itself: most deals are settled sooner.
	verdicts.enabled = false;
	const active = searches.map(() => true);
	const startsAfter = entries.map((entry) => entry.startsAfter ?? 0);
	// A search waits for its start only while another has started and is still running.
	const hasStarted = (index: number) => nodes() >= startsAfter[index];
	const waits = (index: number) => !hasStarted(index) && active.some((on, other) => on && hasStarted(other));
	const deadline = options.timeBudgetMs === undefined ? Infinity : started + options.timeBudgetMs;
	const nodeBudget = options.nodeBudget ?? Infinity;
	const nodes = () => searches.reduce((sum, search) => sum + search.nodes, 0);
	const stopReason = (): Verdict | undefined => {
		if (options.cancel !== undefined && Atomics.load(options.cancel, 0) !== 0) return 'cancelled';
		if (Date.now() >= deadline || nodes() >= nodeBudget) return 'unknown';
		return undefined;
	};
	const unsettled = (limit: 'budget' | 'memory'): SolveResult => {
		const guess = options.guess === true ? furthestLine(position, searches) : undefined;
		return {verdict: 'unknown', moves: [], nodes: nodes(), ms: elapsed(), limit, ...(guess === undefined ? {} : {guess})};
	};
	for (let round = 0; ; round++) {
		const slice = 64 * 2 ** Math.min(round, 14);
		for (let index = 0; index < searches.length; index++) {
			if (!active[index] || waits(index)) continue;
			if (!verdicts.enabled && nodes() >= LOOSE_STARTS_AFTER) verdicts.enabled = true;
			let quota = slice * shareOf(entries[index]);
			while (quota > 0) {
				const stop = stopReason();
				if (stop === 'cancelled') return {verdict: stop, moves: [], nodes: nodes(), ms: elapsed()};
				if (stop !== undefined) return unsettled('budget');
				const chunk = Math.min(quota, NODES_PER_CHECK, nodeBudget - nodes());
				quota -= chunk;
				const status = searches[index].step(chunk);
				if (status === 'lost') return {verdict: 'lost', moves: [], nodes: nodes(), ms: elapsed()};
				if (status === 'won') {
					// Shortening gets what is left of the time budget (at most MAX_SHORTEN_MS), and at least a little.
					const shortenDeadline = Math.max(Math.min(deadline, Date.now() + MAX_SHORTEN_MS), Date.now() + MIN_SHORTEN_MS);
					const line = options.shorten === false ? searches[index].line : shortenLine(position, searches[index].line, {deadline: shortenDeadline});
					return {verdict: 'won', moves: checkedLine(position, line), nodes: nodes(), ms: elapsed()};
				}
				if (status === 'full') {
					active[index] = false;
					break;
				}
			}
		}
		if (!active.includes(true)) return unsettled('memory');
	}
}

/** The exhaustive search's share of each round; every other search gets 1 but the abstraction. */
const EXHAUSTIVE_SHARE = 4;
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
 * settle as many within 2M nodes.
 */
const LOOSE_LATE_SHARE = 256;
const LOOSE_GROWS_AFTER = 20_000;

interface Entry {
	readonly search: Search;
	/** Slices per round: the work it gets relative to the others (a function: it may change). */
	readonly share: number | (() => number);
	/** Nodes all searches together must have used before this one starts (default 0). */
	readonly startsAfter?: number;
}

function shareOf(entry: Entry): number {
	return typeof entry.share === 'number' ? entry.share : entry.share();
}

/**
 * The searches that run side by side, and their shares of the work. The exhaustive depth-first
 * search proves losses; it gets the largest share and half the memory. The loose-card
 * abstraction (loose.ts) proves losses too, in spaces the exhaustive search cannot finish. The
 * others find wins, each on different deals: depth-first searches that try the best-valued move
 * first (one per weighting), greedy best-first searches (one per weighting of PORTFOLIO and of
 * NEEDED_PORTFOLIO, which wins deals PORTFOLIO misses) and depth-first runs in random orders with
 * restarts. The value-led finders share the abstraction's verdicts and drop every position they
 * prove lost, which keeps them out of dead parts of hard deals. Any search may settle the
 * position, won or lost.
 */
function portfolio(position: Position, maxPositions: number): {entries: Entry[]; verdicts: LooseCardVerdicts} {
	const bestFirst = [...PORTFOLIO, ...NEEDED_PORTFOLIO];
	// Best-first with ties in a pseudo-random order, for two weightings: each wins deals that no
	// other search wins within the budget.
	const shuffled = [PORTFOLIO[0], PORTFOLIO[3]];
	const finders = PORTFOLIO.length + bestFirst.length + shuffled.length + 1;
	const finderPositions = Math.floor(maxPositions / 2 / finders);
	const maxStates = Math.min(DEFAULT_MAX_STATES, maxPositions);
	// One set of verdicts for the abstraction and every finder, so an abstract state is settled once for all.
	const verdicts = new LooseCardVerdicts(position, maxStates);
	const loose = new LooseCardSearch(position, verdicts);
	const looseShare = () => (loose.states > LOOSE_GROWS_AFTER ? LOOSE_LATE_SHARE : LOOSE_SHARE);
	const entries = [
		{search: new DepthFirst(position, Math.floor(maxPositions / 2)), share: EXHAUSTIVE_SHARE},
		{search: loose, share: looseShare, startsAfter: LOOSE_STARTS_AFTER},
		...PORTFOLIO.map((weighting) => ({search: new DepthFirst(position, finderPositions, undefined, weighting, verdicts), share: 1})),
		...bestFirst.map((weighting) => ({search: new BestFirst(position, weighting, finderPositions, false, verdicts), share: 1})),
		...shuffled.map((weighting) => ({search: new BestFirst(position, weighting, finderPositions, true, verdicts), share: 1})),
		{search: new Restarts(position, finderPositions), share: 1},
	];
	return {entries, verdicts};
}

/** Time the guess of an unsettled position may take to take the detours out of its line. */
const GUESS_SHORTEN_MS = 30;

/**
 * The line to the position with the most cards home that a best-first search kept (the first
 * search to reach that many wins ties), when it has more than the position: a guess for a
 * position no search settled. It is shortened, so that it makes no detour (a card moved to one
 * fan, then on to another), and replayed through the engine. Following such lines can never go
 * round in circles: each ends with more cards home than it started with.
 */
function furthestLine(position: Position, searches: readonly Search[]): Move[] | undefined {
	// Only a search that got more cards home than the position has a line to offer.
	let best: BestFirst | undefined;
	let most = homeCount(position);
	for (const search of searches) {
		if (!(search instanceof BestFirst) || search.furthestHome <= most) continue;
		best = search;
		most = search.furthestHome;
	}
	if (best === undefined) return undefined;
	const line = shortenLine(position, best.furthestLine(), {deadline: Date.now() + GUESS_SHORTEN_MS});
	return line.length === 0 ? undefined : replayed(position, line).moves;
}

/**
 * The line as engine moves and the position it ends in, after replaying it through the engine.
 * An illegal move is a solver bug, never a verdict, so it throws.
 */
function replayed(position: Position, line: readonly number[]): {readonly moves: Move[]; readonly end: Position} {
	const moves = line.map(toEngineMove);
	let end = position;
	for (const [index, move] of moves.entries()) {
		const next = applyMove(end, move);
		if (!next.ok) throw new Error(`solver bug: move ${index + 1} of its line is illegal (${next.error.reason})`);
		end = next.value;
	}
	return {moves, end};
}

/**
 * The line as engine moves, after replaying it through the engine: every move must be legal and
 * the last must win. A failure here is a solver bug, never a verdict, so it throws.
 */
export function checkedLine(position: Position, line: readonly number[]): Move[] {
	const {moves, end} = replayed(position, line);
	if (!isWon(end)) throw new Error('solver bug: its winning line does not win');
	return moves;
}

