import {type Move, type Position, applyLegalMove, positionKey} from '../engine/index.js';
import {solve} from '../solver/index.js';
import {type HintAnswer} from './types.js';

/**
 * The winning line behind the latest hint, position by position. A player who follows the hints
 * stays on it, and each next hint is the next move of the same line: solving afresh each time can
 * pick a different line every move, and hints that swap between lines can lead a player in circles.
 */
export class HintMemory {
	private keys: string[] = [];
	private moves: readonly Move[] = [];

	/** The hint for `position` if it lies on the remembered line (before its end). */
	recall(position: Position): HintAnswer | undefined {
		const at = this.keys.indexOf(positionKey(position));
		if (at < 0 || at >= this.moves.length) return undefined;
		return {verdict: 'won', move: this.moves[at], movesLeft: this.moves.length - at};
	}

	remember(start: Position, moves: readonly Move[]): void {
		const keys = [positionKey(start)];
		let position = start;
		for (const move of moves) {
			position = applyLegalMove(position, move);
			keys.push(positionKey(position));
		}
		this.keys = keys;
		this.moves = moves;
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
	const current = solve(position, {timeBudgetMs: budgetMs, cancel});
	switch (current.verdict) {
		case 'won':
			if (current.moves.length === 0) return {verdict: 'unknown', thoughtMs: 0}; // already won: nothing to advise
			memory?.remember(position, current.moves);
			return {verdict: 'won', move: current.moves[0], movesLeft: current.moves.length};
		case 'unknown':
			return {verdict: 'unknown', thoughtMs: budgetMs};
		case 'cancelled':
			return {verdict: 'cancelled'};
		case 'lost':
			return findUndo(history, budgetMs - (Date.now() - started), cancel);
	}
}

/**
 * Walks back through the history, latest first, until a position is proved winnable; each gets
 * an equal share of what is left of the budget at least, so that one hard position does not
 * starve the rest. `undo` stays undefined when none was proved winnable in time.
 */
function findUndo(history: readonly Position[], budgetMs: number, cancel?: Int32Array): HintAnswer {
	const deadline = Date.now() + Math.max(budgetMs, 0);
	for (let undo = 1; undo < history.length; undo++) {
		const left = deadline - Date.now();
		if (left <= 0) break;
		const result = solve(history[history.length - 1 - undo], {timeBudgetMs: Math.max(20, left / 4), cancel, shorten: false});
		if (result.verdict === 'cancelled') return {verdict: 'cancelled'};
		if (result.verdict === 'won') return {verdict: 'lost', undo};
	}
	return {verdict: 'lost', undo: undefined};
}
