import {type Move, type Position, applyLegalMove, canRedeal, positionKey, sameLayout} from '../engine/index.js';
import {shortenWinningLine, solve} from '../solver/index.js';
import {type HintAnswer} from './types.js';

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

	/** Where `position` lies on the line, as the index of the move to play from it; -1 when not on it or at its end. */
	indexOf(position: Position): number {
		const at = this.keys.indexOf(positionKey(position));
		return at < this.moves.length ? at : -1;
	}
}

/**
 * The hint for the last position of a game's history, under one time budget: the first move of
 * a shortened winning line, or, when the position is proved lost, how many undos lead back to the
 * latest position of the history that the solver proves winnable.
 */
export function adviseFromHistory(history: readonly Position[], budgetMs: number, cancel?: Int32Array, memory?: HintMemory): HintAnswer {
	if (history.length === 0) throw new Error('a hint needs at least the current position');
	const position = history[history.length - 1];
	const recalled = memory?.recall(position);
	if (recalled !== undefined) return recalled;
	const started = Date.now();
	const current = solve(position, {timeBudgetMs: budgetMs, cancel, guess: true});
	switch (current.verdict) {
		case 'won':
			if (current.moves.length === 0) return {verdict: 'unknown', thoughtMs: 0}; // already won: nothing to advise
			memory?.remember(position, current.moves);
			return {verdict: 'won', move: current.moves[0], movesLeft: current.moves.length};
		case 'unknown': {
			const guess = guessFor(position, current.guess, memory);
			return {verdict: 'unknown', thoughtMs: budgetMs, ...(guess === undefined ? {} : {guess})};
		}
		case 'cancelled':
			return {verdict: 'cancelled'};
		case 'lost': {
			if (canRedeal(position)) {
				const guess = guessFor(position, current.guess, memory);
				return {verdict: 'redeal', ...(guess === undefined ? {} : {guess})};
			}
			const layout = sinceRedeal(history);
			const answer = findUndo(layout, started + budgetMs, budgetMs, cancel, memory);
			return answer.verdict === 'lost' && layout.length < history.length ? {...answer, sinceRedeal: true} : answer;
		}
	}
}

/** The positions of the history since its last redeal: the look back stops there (see HintAnswer). */
function sinceRedeal(history: readonly Position[]): readonly Position[] {
	const current = history[history.length - 1];
	let first = history.length - 1;
	while (first > 0 && sameLayout(history[first - 1], current)) first--;
	return history.slice(first);
}

/**
 * The guess to offer on a position the solver could not settle: the next move of the guessed
 * line the player is following, else the first move of the solver's new guess (remembered). A
 * new guess at every move can send a card to a fan and the next one bring it back, for ever;
 * each guessed line instead ends with more cards home than it started with, so a player who
 * follows the guesses always gets somewhere.
 */
function guessFor(position: Position, line: readonly Move[] | undefined, memory: HintMemory | undefined): Move | undefined {
	const followed = memory?.recallGuess(position);
	if (followed !== undefined || line === undefined) return followed;
	memory?.rememberGuess(position, line);
	return line[0];
}

/**
 * Finds, before the deadline, the latest position of the history that the solver proves winnable.
 * A position reached from a lost one is lost, and one from which a winnable one was reached is
 * winnable, so the history is winnable up to some move and lost after it: the search gallops
 * back from the end (1, 2, 4, 8... moves, since a player's mistake is most often recent) until a
 * winnable position is found, then bisects. Each solve gets what is left of the budget divided by
 * the solves still needed at least, so that one hard position does not starve the rest; a
 * position left unsettled is passed over, and tried again with the time left once no other is.
 * When time runs short with a winnable position known but a later one unsettled, that winnable
 * one is the answer. Its winning line, shortened, is remembered: a player who goes back there (b)
 * asks for a hint next, and solving that position afresh might not settle it in the hint's time.
 */
function findUndo(history: readonly Position[], deadline: number, budgetMs: number, cancel?: Int32Array, memory?: HintMemory): HintAnswer {
	const last = history.length - 1;
	let winnable = -1; // the latest index proved winnable (-1: none yet)
	let winningLine: readonly Move[] = []; // from history[winnable], unshortened
	let lost = last; // the earliest index proved lost
	const unsettled = new Set<number>();
	const retried = new Set<number>();
	let back = 1;
	for (;;) {
		const left = deadline - Date.now();
		if (left <= 0) break;
		const between: number[] = [];
		for (let index = winnable + 1; index < lost; index++) between.push(index);
		const open = between.filter((index) => !unsettled.has(index));
		let probe: number;
		let timeBudgetMs: number;
		if (open.length > 0) {
			probe = open[Math.floor(open.length / 2)];
			if (winnable < 0) {
				probe = nearest(open, last - back);
				back *= 2;
			}
			timeBudgetMs = Math.max(20, left / Math.ceil(Math.log2(open.length + 1)));
		} else {
			// Each position left between them was unsettled in its share: try the latest again with
			// all the time left, rather than answer with an earlier winnable one too soon.
			const again = between.filter((index) => !retried.has(index));
			if (again.length === 0) break;
			probe = again[again.length - 1];
			retried.add(probe);
			timeBudgetMs = left;
		}
		const result = solve(history[probe], {timeBudgetMs, cancel, shorten: false});
		if (result.verdict === 'cancelled') return {verdict: 'cancelled'};
		if (result.verdict === 'won') {
			winnable = probe;
			winningLine = result.moves;
		} else if (result.verdict === 'lost') lost = probe;
		else unsettled.add(probe);
	}
	if (winnable >= 0) {
		memory?.remember(history[winnable], shortenWinningLine(history[winnable], winningLine, deadline));
		return {verdict: 'lost', undo: last - winnable};
	}
	// Every earlier position proved lost: the game was lost from its first position on.
	if (lost === 0) return {verdict: 'lost', undo: undefined};
	// The player is told the time of the whole hint, as for a position left unsettled.
	return {verdict: 'lost', undo: undefined, thoughtMs: budgetMs};
}

/** The value of a non-empty ascending list nearest to `target` (the lower one on a tie). */
function nearest(sorted: readonly number[], target: number): number {
	let best = sorted[0];
	for (const value of sorted) if (Math.abs(value - target) < Math.abs(best - target)) best = value;
	return best;
}
