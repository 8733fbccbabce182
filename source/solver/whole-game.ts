import {type Position, type Step, REDEAL, applyLegalMove, canRedeal, redealt} from '../engine/index.js';
import {type SolveOptions, type SolveResult, solve} from './solve.js';

/** One layout of a game the solver played out: its verdict and what settling it took. */
export interface LayoutPlay {
	readonly verdict: SolveResult['verdict'];
	readonly nodes: number;
	readonly ms: number;
}

export interface WholeGame {
	/** `won` when the game was won; else the verdict of its last layout (`lost`: proved, with no redeal left). */
	readonly verdict: SolveResult['verdict'];
	/** Every step played from the start, the redeals among them: a win, replayed through the engine, when won. */
	readonly steps: Step[];
	/** Each layout played, the first one first. */
	readonly layouts: LayoutPlay[];
}

/**
 * The solver playing a whole game where there are redeals (La Belle Lucie, Trefoil), as a
 * player would who never peeks at a shuffle to come: in each layout it plays a winning line if
 * it finds one; else the line to the most cards home it finds there, then redeals; in the last
 * layout (with the draw) the same, without a redeal. Where there are no redeals this is one
 * solve. Every step is legal (each line was replayed through the engine), so a `won` game is a
 * proof that the deal can be won. With node budgets only (no time budget) the same position is
 * always played the same way on every machine.
 */
export function playWholeGame(start: Position, options: SolveOptions = {}): WholeGame {
	const steps: Step[] = [];
	const layouts: LayoutPlay[] = [];
	let position = start;
	for (;;) {
		// A guess is needed only to play out a layout before its redeal.
		const result = solve(position, {...options, guess: canRedeal(position)});
		layouts.push({verdict: result.verdict, nodes: result.nodes, ms: result.ms});
		if (result.verdict === 'won') return {verdict: 'won', steps: [...steps, ...result.moves], layouts};
		if (result.verdict === 'cancelled' || !canRedeal(position)) return {verdict: result.verdict, steps, layouts};
		for (const move of result.guess ?? []) {
			steps.push(move);
			position = applyLegalMove(position, move);
		}
		steps.push(REDEAL);
		position = redealt(position);
	}
}
