import {
	type Move,
	type Position,
	applyLegalMove,
	applyMove,
	canRedeal,
	homeCount,
	isWon,
	rulesFor,
	samePlace,
} from '../engine/index.js';
import {DepthFirst} from './search/dfs.js';
import {BestFirst} from './search/best-first.js';
import {type Family, type PortfolioEntry} from './family.js';
import {FAN_FAMILY} from './fan/family.js';
import {FLOWER_FAMILY, LUCIE_FAMILY} from './lucie/family.js';
import {SCOTCH_FAMILY} from './scotch/family.js';
import {type Search, type SearchBoard, type Weighting} from './search/search.js';
import {SHAMROCKS_FAMILY} from './shamrocks/family.js';
import {type BoardMaker, shortenLine} from './search/shorten.js';

export type Verdict = 'won' | 'lost' | 'unknown' | 'cancelled';

export interface SolveOptions {
	/** Stop with `unknown` after this many milliseconds (default: no limit). */
	readonly timeBudgetMs?: number;
	/** Stop with `unknown` after this many positions expanded (default: no limit). */
	readonly nodeBudget?: number;
	/** Stop with `cancelled` as soon as cancel[0] is not 0 (checked every NODES_PER_CHECK positions). */
	readonly cancel?: Int32Array;
	/**
	 * Most positions all searches together may keep (default: `defaultMaxPositions`, 2,000,000 at
	 * most, about 90 MB), and so what a solve's tables may take: the loose-card abstraction keeps
	 * four abstract states per position (8,000,000 and 128 MB more by default; only solves of ten
	 * seconds and more come near it). When every search is full the verdict is `unknown`.
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
	/** For `won` and `lost`: the name of the search in the portfolio that settled it. */
	readonly settledBy?: string;
	/**
	 * For `unknown`, when the options ask for it: a line to the most cards home that a search
	 * reached in a position not proved lost (never empty). A guess, not a proof: the game offers
	 * its moves as one on hard positions. For `lost` where a redeal is left (no win in this
	 * layout), when the options ask for it: the line to the most cards home in this layout that a
	 * search found (absent when none gets a card home), to play out before the redeal.
	 */
	readonly guess?: Move[];
}

/** Positions expanded between two looks at the clock and the cancel flag: well under a millisecond. */
export const NODES_PER_CHECK = 1024;
const DEFAULT_MAX_POSITIONS = 2_000_000;
/**
 * The positions kept under a time budget: 500,000 a second, between 1,000,000 and the default. At
 * 2 s the searches that do not settle a hard deal would fill 2 million within the clock and hold
 * them all at once; with 1 million the census peaks 65 to 80 MB lower and settles about as many
 * deals (docs/solver.md, "A cap on the positions kept under the clock"). Longer budgets, such as
 * a hint's later efforts, keep the default, and so does a node budget alone (verdicts the same on
 * every machine).
 */
const POSITIONS_PER_MS = 500;
const MIN_TIMED_POSITIONS = 1_000_000;

export function defaultMaxPositions(timeBudgetMs: number | undefined): number {
	if (timeBudgetMs === undefined) return DEFAULT_MAX_POSITIONS;
	const kept = Math.round(timeBudgetMs * POSITIONS_PER_MS);
	return Math.min(DEFAULT_MAX_POSITIONS, Math.max(MIN_TIMED_POSITIONS, kept));
}

/**
 * Time shortening may always take, even when the search used the whole budget: a hint's line is
 * the one its player follows, and a line cut short may still send cards back and forth. Over the
 * won lines of deals 1..1000 shortening takes 5 ms at the median and 21 ms at p95 (`npm run
 * bench:lines`, 2026-12-06), so a hint that settles its position at the end of its budget comes
 * at most this much later, and seldom that much.
 */
const MIN_SHORTEN_MS = 150;
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
	// Never paused, the steps run to their end in one go.
	const done = solving(position, options).next();
	if (done.done !== true) throw new Error('solve paused with no pause asked for');
	return done.value;
}

/** What a solve paused by `solving` offers about the position so far. */
export interface SolvePause {
	/** Positions expanded so far, all searches together. */
	readonly nodes: number;
	/** The guess `solve` would give if it stopped now (see SolveOptions.guess); it costs up to GUESS_SHORTEN_MS. */
	readonly guess: () => Move[] | undefined;
}

/**
 * `solve` as steps that pause: whenever `pause()` answers true (asked every NODES_PER_CHECK
 * positions at most), it yields what it knows so far, and the next `next()` goes on exactly where
 * it stopped, so a thread that thinks ahead can take in messages between slices of one search.
 * The budgets count from the first step, pauses included. It returns the result `solve` gives.
 */
export function* solving(
	position: Position,
	options: SolveOptions = {},
	pause: () => boolean = () => false,
): Generator<SolvePause, SolveResult, void> {
	const started = Date.now();
	const elapsed = () => Date.now() - started;
	if (isWon(position)) return {verdict: 'won', moves: [], nodes: 0, ms: elapsed()};
	const maxPositions = options.maxPositions ?? defaultMaxPositions(options.timeBudgetMs);
	const family = familyOf(position);
	const board: BoardMaker = () => family.board(position);
	const {entries, tick} = family.portfolio(position, maxPositions);
	const searches = entries.map((entry) => entry.search);
	const active = searches.map(() => true);
	const startsAfter = entries.map((entry) => entry.startsAfter ?? 0);
	// A search waits for its start only while another has started and is still running. One whose
	// share is 0 waits on the others (the second parked abstraction) and keeps none waiting or alive.
	const hasStarted = (index: number) => nodes() >= startsAfter[index];
	const runs = (index: number) => active[index] && shareOf(entries[index]) > 0;
	const waits = (index: number) => !hasStarted(index) && entries.some((_, other) => runs(other) && hasStarted(other));
	const deadline = options.timeBudgetMs === undefined ? Infinity : started + options.timeBudgetMs;
	const nodeBudget = options.nodeBudget ?? Infinity;
	const nodes = () => searches.reduce((sum, search) => sum + search.nodes, 0);
	const stopReason = (): Verdict | undefined => {
		if (options.cancel !== undefined && Atomics.load(options.cancel, 0) !== 0) return 'cancelled';
		if (Date.now() >= deadline || nodes() >= nodeBudget) return 'unknown';
		return undefined;
	};
	const guess = () => furthestLine(position, board, searches);
	const unsettled = (limit: 'budget' | 'memory'): SolveResult => {
		const guessed = options.guess === true ? guess() : undefined;
		return {
			verdict: 'unknown',
			moves: [],
			nodes: nodes(),
			ms: elapsed(),
			limit,
			...(guessed === undefined ? {} : {guess: guessed}),
		};
	};
	for (let round = 0; ; round++) {
		const slice = 64 * 2 ** Math.min(round, 14);
		for (let index = 0; index < searches.length; index++) {
			if (!active[index] || waits(index)) continue;
			tick?.(nodes());
			let quota = slice * shareOf(entries[index]);
			while (quota > 0) {
				if (pause()) yield {nodes: nodes(), guess};
				const stop = stopReason();
				if (stop === 'cancelled') return {verdict: stop, moves: [], nodes: nodes(), ms: elapsed()};
				if (stop !== undefined) return unsettled('budget');
				const chunk = Math.min(quota, NODES_PER_CHECK, nodeBudget - nodes());
				quota -= chunk;
				const status = searches[index].step(chunk);
				if (status === 'lost') {
					const guess =
						options.guess === true && canRedeal(position)
							? mostHomeLine(position, board, guessBoardOf(family, position) ?? board, {
									maxPositions,
									deadline,
									nodeBudget,
									cancel: options.cancel,
								})
							: undefined;
					return {
						verdict: 'lost',
						moves: [],
						nodes: nodes(),
						ms: elapsed(),
						settledBy: entries[index].name,
						...(guess === undefined ? {} : {guess}),
					};
				}
				if (status === 'won') {
					const line =
						options.shorten === false
							? searches[index].line
							: shortenLine(board, searches[index].line, {deadline: shortenDeadline(deadline)});
					const moves = checkedLine(position, line);
					return {verdict: 'won', moves, nodes: nodes(), ms: elapsed(), settledBy: entries[index].name};
				}
				if (status === 'full') {
					active[index] = false;
					break;
				}
			}
		}
		if (!entries.some((_, index) => runs(index))) return unsettled('memory');
	}
}

/** Shortening gets what is left of the time budget (at most MAX_SHORTEN_MS), and at least MIN_SHORTEN_MS. */
function shortenDeadline(deadline: number): number {
	const now = Date.now();
	return Math.max(Math.min(deadline, now + MAX_SHORTEN_MS), now + MIN_SHORTEN_MS);
}

/**
 * A winning line from `position` that `solve` gave with `shorten: false`, shortened as `solve`
 * shortens its own (by `deadline`, as far as MAX_SHORTEN_MS and MIN_SHORTEN_MS allow) and
 * replayed through the engine: a look back that proved a position winnable keeps its line for
 * the hints that follow, at the cost of shortening one line, not every one it found. The moves are
 * read back as the board's own (the move it tries whose engine move is the same); a line it
 * cannot read back is returned as it is.
 */
export function shortenWinningLine(position: Position, moves: readonly Move[], deadline = Infinity): Move[] {
	const family = familyOf(position);
	const board = family.board(position);
	const buffer = new Int32Array(board.maxMoves);
	const line: number[] = [];
	let at = position;
	for (const move of moves) {
		const count = board.generateMoves(buffer, 0);
		const own = buffer.subarray(0, count).find((candidate) => sameMove(board.toEngineMove(candidate, at), move));
		if (own === undefined) return [...moves];
		line.push(own);
		board.play(own);
		at = applyLegalMove(at, move);
	}
	return checkedLine(
		position,
		shortenLine(() => family.board(position), line, {deadline: shortenDeadline(deadline)}),
	);
}

function sameMove(a: Move, b: Move): boolean {
	return a.card === b.card && samePlace(a.from, b.from) && samePlace(a.to, b.to) && a.draw === b.draw;
}

/**
 * The rule families the solver knows, each with its own board; the first that holds the position solves it.
 * Fan's comes before La Belle Lucie's, whose board would take Fan's fans but not its empty fans filled.
 */
const FAMILIES: readonly Family[] = [SHAMROCKS_FAMILY, SCOTCH_FAMILY, FAN_FAMILY, LUCIE_FAMILY, FLOWER_FAMILY];

function familyOf(position: Position): Family {
	const family = FAMILIES.find((candidate) => candidate.holds(position));
	if (family === undefined) throw new Error(`the solver has no board for ${rulesFor(position.variant).name}`);
	return family;
}

function shareOf(entry: PortfolioEntry): number {
	return typeof entry.share === 'number' ? entry.share : entry.share();
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
function furthestLine(position: Position, board: BoardMaker, searches: readonly Search[]): Move[] | undefined {
	// Only a search that got more cards home than the position has a line to offer.
	let best: BestFirst<SearchBoard> | undefined;
	let most = homeCount(position);
	for (const search of searches) {
		if (!(search instanceof BestFirst) || search.furthestHome <= most) continue;
		best = search;
		most = search.furthestHome;
	}
	if (best === undefined) return undefined;
	const line = shortenLine(board, best.furthestLine(), {deadline: Date.now() + GUESS_SHORTEN_MS});
	return line.length === 0 ? undefined : replayed(position, line).moves;
}

/** Time the line to the most cards home of a layout with no win may take, at least, past a time budget. */
const MIN_MOST_HOME_MS = 100;

interface MostHomeLimits {
	readonly maxPositions: number;
	/** Infinity: no time limit. */
	readonly deadline: number;
	/** Infinity: no node limit; then the search alone decides, the same on every machine. */
	readonly nodeBudget: number;
	readonly cancel?: Int32Array;
}

/**
 * The line to the most cards home in a layout with no win: a depth-first search through the
 * whole layout, dead ends included (a dead end is lost, yet may still lead to more cards home),
 * until it has seen every position, or has used the solve's budgets again (and at least
 * MIN_MOST_HOME_MS under a time budget), or its memory; the best line found by then. Shortened
 * (which never changes where the line ends, so the redeal after it is the same) and replayed
 * through the engine; undefined when no line gets a card home.
 */
/** The weighting of a guess board's search: cards home first, then fewer cards in their way. */
const GUESS_WEIGHTING: Weighting = {home: 4, trapped: 0, blocking: 1, room: 0, ascents: 1};

function guessBoardOf(family: Family, position: Position): BoardMaker | undefined {
	const {guessBoard} = family;
	return guessBoard === undefined ? undefined : () => guessBoard(position);
}

function mostHomeLine(
	position: Position,
	board: BoardMaker,
	guessBoard: BoardMaker,
	limits: MostHomeLimits,
): Move[] | undefined {
	const positions = Math.floor(limits.maxPositions / 2);
	// A family's own guess board searches best first: its line follows the positions by which each
	// was first reached, not the wanderings of a depth-first stack.
	const search =
		guessBoard === board
			? new DepthFirst(board(), positions, undefined, undefined, undefined, true)
			: new BestFirst(guessBoard(), GUESS_WEIGHTING, positions);
	const until = Number.isFinite(limits.deadline)
		? Math.max(limits.deadline, Date.now() + MIN_MOST_HOME_MS)
		: Infinity;
	const stopped = () =>
		Date.now() >= until ||
		search.nodes >= limits.nodeBudget ||
		(limits.cancel !== undefined && Atomics.load(limits.cancel, 0) !== 0);
	while (!stopped() && search.step(Math.min(NODES_PER_CHECK, limits.nodeBudget - search.nodes)) === 'running');
	if (search.furthestHome <= homeCount(position)) return undefined;
	const line = shortenLine(board, search.furthestLine(), {deadline: Date.now() + GUESS_SHORTEN_MS});
	return line.length === 0 ? undefined : replayed(position, line).moves;
}

/**
 * The line as engine moves and the position it ends in, after replaying it through the engine:
 * each solver move is read in the engine's position it is played from (the family's board names
 * the engine move). An illegal move is a solver bug, never a verdict, so it throws.
 */
function replayed(position: Position, line: readonly number[]): {readonly moves: Move[]; readonly end: Position} {
	const board = familyOf(position).board(position);
	const moves: Move[] = [];
	let end = position;
	for (const [index, solverMove] of line.entries()) {
		const move = board.toEngineMove(solverMove, end);
		const next = applyMove(end, move);
		if (!next.ok) throw new Error(`solver bug: move ${index + 1} of its line is illegal (${next.error.reason})`);
		moves.push(move);
		board.play(solverMove);
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
