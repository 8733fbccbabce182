import {type Move, type Position, applyLegalMove, canRedeal, positionKey, sameLayout} from '../engine/index.js';
import {type SolvePause, type SolveResult, shortenWinningLine, solving} from '../solver/index.js';
import {HINT_BUDGET_MS, type HintAnswer} from './types.js';

/**
 * The lines behind the latest hints, position by position. A player who follows the hints stays
 * on them, and each next hint is the next move of the same line: solving afresh each time can
 * pick a different line every move, and hints that swap between lines can lead a player in
 * circles. The winning line is recalled without solving again; the guessed line of a position the
 * solver cannot settle only after a new try to settle it.
 */
export class HintMemory {
	private winning: RememberedLine | undefined;
	private guessed: RememberedLine | undefined;
	private readonly verdicts = new Map<string, boolean>();

	/**
	 * Whether a position seen before was proved winnable (true) or lost (false); undefined when
	 * never settled. A position on the remembered winning line is winnable.
	 */
	verdictOf(position: Position): boolean | undefined {
		const key = positionKey(position);
		return this.verdicts.get(key) ?? (this.winning?.has(key) === true ? true : undefined);
	}

	/** Keeps a position's proved verdict; the oldest go first past MAX_VERDICTS (a Map keeps insertion order). */
	learn(position: Position, winnable: boolean): void {
		const key = positionKey(position);
		this.verdicts.delete(key);
		this.verdicts.set(key, winnable);
		if (this.verdicts.size > MAX_VERDICTS) this.verdicts.delete(this.verdicts.keys().next().value as string);
	}

	/** The hint for `position` if it lies on the remembered winning line (before its end). */
	recall(position: Position): HintAnswer | undefined {
		const line = this.winning;
		const at = line?.indexOf(position) ?? -1;
		if (line === undefined || at < 0) return undefined;
		return {verdict: 'won', move: line.moves[at], movesLeft: line.moves.length - at};
	}

	remember(start: Position, moves: readonly Move[]): void {
		this.winning = new RememberedLine(start, moves);
	}

	/** The next move of the remembered guessed line, if `position` lies on it (before its end). */
	recallGuess(position: Position): Move | undefined {
		const at = this.guessed?.indexOf(position) ?? -1;
		return at < 0 ? undefined : this.guessed?.moves[at];
	}

	rememberGuess(start: Position, moves: readonly Move[]): void {
		this.guessed = new RememberedLine(start, moves);
	}
}

/** Verdicts kept (about 100 bytes each): enough for every position of many games, small beside the solver's tables. */
const MAX_VERDICTS = 100_000;

/** A line of moves and the key of every position along it, from its start to its end. */
class RememberedLine {
	private readonly keys: string[];

	constructor(
		start: Position,
		readonly moves: readonly Move[],
	) {
		const keys = [positionKey(start)];
		let position = start;
		for (const move of moves) {
			position = applyLegalMove(position, move);
			keys.push(positionKey(position));
		}
		this.keys = keys;
	}

	has(key: string): boolean {
		return this.keys.includes(key);
	}

	/** Where `position` lies on the line, as the index of the move to play from it; -1 when not on it or at its end. */
	indexOf(position: Position): number {
		const at = this.keys.indexOf(positionKey(position));
		return at < this.moves.length ? at : -1;
	}
}

/** What a thought paused (see `thinking`) offers. */
export interface ThinkPause {
	/** The hint as it stands now: what h would be told if the thought stopped here. */
	readonly answerNow: () => HintAnswer;
	/**
	 * Said once, as soon as it is known and before the thought ends: the position can be won (its
	 * line may still be on its way), or is lost (the look-back for where it was lost goes on).
	 */
	readonly news?: 'won' | 'lost';
}

export interface ThinkOptions {
	readonly cancel?: Int32Array;
	readonly memory?: HintMemory;
	/** Asked every few hundred microseconds: true pauses the thought (see `solving`). */
	readonly pause?: () => boolean;
}

/**
 * The hint for the last position of a game's history, under one time budget: the first move of
 * a shortened winning line, or, when the position is proved lost, how many undos lead back to the
 * latest position of the history that the solver proves winnable.
 */
export function adviseFromHistory(
	history: readonly Position[],
	budgetMs: number,
	cancel?: Int32Array,
	memory?: HintMemory,
): HintAnswer {
	const steps = thinking(history, budgetMs, {cancel, memory});
	for (;;) {
		// Never paused: it stops only to say its news.
		const step = steps.next();
		if (step.done === true) return step.value;
	}
}

/**
 * `adviseFromHistory` as a thought that pauses (see `solving`), for a thread that thinks ahead
 * and answers h from what it knows so far. What the memory knows comes first: a position of the
 * remembered winning line is answered at once; a position after one proved lost is lost (every
 * position reached from a lost one is), so only the look-back is left to do; one before a
 * winnable one is winnable. Everything it proves, it keeps in the memory for the next thought.
 */
export function* thinking(
	history: readonly Position[],
	budgetMs: number,
	options: ThinkOptions = {},
): Generator<ThinkPause, HintAnswer, void> {
	if (history.length === 0) throw new Error('a hint needs at least the current position');
	// Where there are redeals the thought looks at this layout only (see HintAnswer's sinceRedeal).
	const layout = sinceRedeal(history);
	const answer = yield* thinkingInLayout(layout, budgetMs, options);
	return answer.verdict === 'lost' && layout.length < history.length ? {...answer, sinceRedeal: true} : answer;
}

/** The positions of the history since its last redeal: what came before was another layout. */
function sinceRedeal(history: readonly Position[]): readonly Position[] {
	const current = history[history.length - 1];
	let first = history.length - 1;
	while (first > 0 && sameLayout(history[first - 1], current)) first--;
	return first === 0 ? history : history.slice(first);
}

function* thinkingInLayout(
	history: readonly Position[],
	budgetMs: number,
	options: ThinkOptions,
): Generator<ThinkPause, HintAnswer, void> {
	const memory = options.memory ?? new HintMemory();
	const thought: Thought = {
		history,
		memory,
		cancel: options.cancel,
		pause: options.pause ?? (() => false),
		started: Date.now(),
		budgetMs,
	};
	const last = history.length - 1;
	const position = history[last];
	const recalled = memory.recall(position);
	if (recalled !== undefined) return recalled;
	const known = history.map((each) => memory.verdictOf(each));
	const lostAt = known.indexOf(false);
	const wonAt = known.lastIndexOf(true, lostAt < 0 ? last : lostAt);
	// With a redeal left a layout without a win is no lost game: it is solved again for its line home.
	if (lostAt >= 0 && !canRedeal(position)) {
		yield {
			news: 'lost',
			answerNow: () => ({
				verdict: 'lost',
				undo: wonAt >= 0 ? last - wonAt : undefined,
				thoughtMs: elapsed(thought),
			}),
		};
		return yield* lookingBack(thought, wonAt, lostAt);
	}
	if (wonAt === last) yield {news: 'won', answerNow: () => ({verdict: 'unknown', thoughtMs: elapsed(thought)})};
	const result = yield* paused(
		solving(position, {timeBudgetMs: budgetMs, cancel: thought.cancel, guess: true}, thought.pause),
		(pause) => () => unsettled(thought, pause.guess()),
	);
	switch (result.verdict) {
		case 'won':
			if (result.moves.length === 0) return {verdict: 'unknown', thoughtMs: 0}; // already won: nothing to advise
			memory.remember(position, result.moves);
			// Every position of the history leads here: all are winnable.
			for (const each of history) memory.learn(each, true);
			return {verdict: 'won', move: result.moves[0], movesLeft: result.moves.length};
		case 'unknown':
			return {verdict: 'unknown', thoughtMs: budgetMs, ...guessed(position, result.guess, memory)};
		case 'cancelled':
			return {verdict: 'cancelled'};
		case 'lost':
			memory.learn(position, false);
			// No win in this layout, and a redeal is left: play out the line to the most cards home, then redeal.
			if (canRedeal(position)) return {verdict: 'redeal', ...guessed(position, result.guess, memory)};
			yield {news: 'lost', answerNow: () => ({verdict: 'lost', undo: undefined, thoughtMs: elapsed(thought)})};
			return yield* lookingBack(thought, wonAt, last);
	}
}

/** One thought: its history, what it may use, and when it started. */
interface Thought {
	readonly history: readonly Position[];
	readonly memory: HintMemory;
	readonly cancel: Int32Array | undefined;
	readonly pause: () => boolean;
	readonly started: number;
	readonly budgetMs: number;
}

function elapsed(thought: Thought): number {
	return Date.now() - thought.started;
}

/** A solve run to its end, each of its pauses passed on with what h would be told meanwhile. */
function* paused(
	steps: Generator<SolvePause, SolveResult, void>,
	answerNow: (pause: SolvePause) => () => HintAnswer,
): Generator<ThinkPause, SolveResult, void> {
	for (;;) {
		const step = steps.next();
		if (step.done === true) return step.value;
		yield {answerNow: answerNow(step.value)};
	}
}

/** What h is told about a position still being solved: not settled so far, with the best guess yet. */
function unsettled(thought: Thought, line: readonly Move[] | undefined): HintAnswer {
	const position = thought.history[thought.history.length - 1];
	return {verdict: 'unknown', thoughtMs: elapsed(thought), ...guessed(position, line, thought.memory)};
}

function guessed(position: Position, line: readonly Move[] | undefined, memory: HintMemory): {guess?: Move} {
	const guess = guessFor(position, line, memory);
	return guess === undefined ? {} : {guess};
}

/**
 * The guess to offer on a position the solver could not settle: the next move of the guessed
 * line the player is following, else the first move of the solver's new guess (remembered). A
 * new guess at every move can send a card to a fan and the next one bring it back, for ever;
 * each guessed line instead ends with more cards home than it started with, so a player who
 * follows the guesses always gets somewhere.
 */
function guessFor(position: Position, line: readonly Move[] | undefined, memory: HintMemory): Move | undefined {
	const followed = memory.recallGuess(position);
	if (followed !== undefined || line === undefined) return followed;
	memory.rememberGuess(position, line);
	return line[0];
}

/**
 * The time each look-back probe gets at first, shared out as the probes still needed: a hint's
 * first budget, so that a player who asks early gets as good an answer as before the thoughts
 * ran ahead. A probe left unsettled in its share gets all the time left once no other is open.
 */
const PROBE_SHARE_MS = HINT_BUDGET_MS;

/**
 * Finds, before the deadline, the latest position of the history that the solver proves winnable,
 * knowing that the position at `lostIndex` is lost and the one at `winnableIndex` (if not -1)
 * winnable. A position reached from a lost one is lost, and one from which a winnable one was
 * reached is winnable, so the history is winnable up to some move and lost after it: the search
 * gallops back from the end (1, 2, 4, 8... moves, since a player's mistake is most often recent)
 * until a winnable position is found, then bisects. Each solve gets PROBE_SHARE_MS (or what is
 * left of the budget, when less) divided by the solves still needed at least, so that one hard
 * position does not starve the rest; a position left unsettled is passed over, and tried again
 * with the time left once no other is. When time runs short with a winnable position known but a
 * later one unsettled, that winnable one is the answer. Its winning line, shortened, is
 * remembered: a player who goes back there (b) asks for a hint next, and solving that position
 * afresh might not settle it in the hint's time. When the latest winnable position is followed by
 * the earliest lost one, the answer says which move lost the game (`lostSince`).
 */
function* lookingBack(
	thought: Thought,
	winnableIndex: number,
	lostIndex: number,
): Generator<ThinkPause, HintAnswer, void> {
	const {history, memory} = thought;
	const deadline = thought.started + thought.budgetMs;
	const last = history.length - 1;
	let winnable = winnableIndex; // the latest index proved winnable (-1: none yet)
	// From history[winnable], unshortened; undefined when the memory knew it winnable.
	let winningLine: readonly Move[] | undefined;
	let lost = lostIndex; // the earliest index proved lost
	const unsettledAt = new Set<number>();
	const retried = new Set<number>();
	const answerNow = (): HintAnswer => ({
		verdict: 'lost',
		undo: winnable >= 0 ? last - winnable : undefined,
		thoughtMs: elapsed(thought),
	});
	let back = 1;
	for (;;) {
		const left = deadline - Date.now();
		if (left <= 0) break;
		const between: number[] = [];
		for (let index = winnable + 1; index < lost; index++) between.push(index);
		const open = between.filter((index) => !unsettledAt.has(index));
		let probe: number;
		let timeBudgetMs: number;
		if (open.length > 0) {
			probe = open[Math.floor(open.length / 2)];
			if (winnable < 0) {
				probe = nearest(open, last - back);
				back *= 2;
			}
			timeBudgetMs = Math.max(20, Math.min(left, PROBE_SHARE_MS) / Math.ceil(Math.log2(open.length + 1)));
		} else {
			// Each position left between them was unsettled in its share: try the latest again with
			// all the time left, rather than answer with an earlier winnable one too soon.
			const again = between.filter((index) => !retried.has(index));
			if (again.length === 0) break;
			probe = again[again.length - 1];
			retried.add(probe);
			timeBudgetMs = left;
		}
		const known = memory.verdictOf(history[probe]);
		const result =
			known !== undefined
				? undefined
				: yield* paused(
						solving(history[probe], {timeBudgetMs, cancel: thought.cancel, shorten: false}, thought.pause),
						() => answerNow,
					);
		if (result?.verdict === 'cancelled') return {verdict: 'cancelled'};
		if (known === true || result?.verdict === 'won') {
			winnable = probe;
			winningLine = result?.moves;
			memory.learn(history[probe], true);
		} else if (known === false || result?.verdict === 'lost') {
			lost = probe;
			memory.learn(history[probe], false);
		} else unsettledAt.add(probe);
	}
	if (winnable >= 0) {
		yield* keepLine(thought, winnable, winningLine, deadline, answerNow);
		return {verdict: 'lost', undo: last - winnable, ...(lost === winnable + 1 ? {lostSince: lost} : {})};
	}
	// Every earlier position proved lost: the game was lost from its first position on.
	if (lost === 0) return {verdict: 'lost', undo: undefined};
	// The player is told the time of the whole hint, as for a position left unsettled.
	return {verdict: 'lost', undo: undefined, thoughtMs: thought.budgetMs};
}

/**
 * Remembers a winning line from the position the look-back goes back to, for the hint after b:
 * the line its probe found, shortened; or, for a position the memory knew winnable without its
 * line, one solved now, in what is left of the time.
 */
function* keepLine(
	thought: Thought,
	index: number,
	line: readonly Move[] | undefined,
	deadline: number,
	answerNow: () => HintAnswer,
): Generator<ThinkPause, void, void> {
	const position = thought.history[index];
	if (line !== undefined) {
		thought.memory.remember(position, shortenWinningLine(position, line, deadline));
		return;
	}
	if (thought.memory.recall(position) !== undefined) return;
	const solved = yield* paused(
		solving(position, {timeBudgetMs: Math.max(0, deadline - Date.now()), cancel: thought.cancel}, thought.pause),
		() => answerNow,
	);
	if (solved.verdict === 'won' && solved.moves.length > 0) thought.memory.remember(position, solved.moves);
}

/** The value of a non-empty ascending list nearest to `target` (the lower one on a tie). */
function nearest(sorted: readonly number[], target: number): number {
	let best = sorted[0];
	for (const value of sorted) if (Math.abs(value - target) < Math.abs(best - target)) best = value;
	return best;
}
