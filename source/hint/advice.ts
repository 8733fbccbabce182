import {type Position} from '../engine/index.js';
import {solve} from '../solver/index.js';
import {type HintAnswer} from './types.js';

/**
 * The hint for the last position of a game's history, under one time budget: the first move of
 * a shortened winning line, or, when the position is proved lost, how many undos lead back to the
 * latest position of the history that the solver proves winnable.
 */
export function adviseFromHistory(history: readonly Position[], budgetMs: number, cancel?: Int32Array): HintAnswer {
	if (history.length === 0) throw new Error('a hint needs at least the current position');
	const started = Date.now();
	const current = solve(history[history.length - 1], {timeBudgetMs: budgetMs, cancel});
	switch (current.verdict) {
		case 'won':
			if (current.moves.length === 0) return {verdict: 'unknown'}; // already won: nothing to advise
			return {verdict: 'won', move: current.moves[0], movesLeft: current.moves.length};
		case 'unknown':
		case 'cancelled':
			return {verdict: current.verdict};
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
