import {type HintAnswer} from '../../solver-service/types.js';

/**
 * The move that lost the game, numbered as the game counts its moves (the redeals and the draw
 * are moves), or undefined when the look-back did not name one. The solver looks at the layout
 * since the last redeal only, so its own `lostSince` counts from there; `undo` counts back from
 * the position on the table, which is the same whatever the solver looked at. The move after the
 * position b goes back to lost it.
 */
export function losingMove(answer: HintAnswer | undefined, moves: number): number | undefined {
	if (answer?.verdict !== 'lost' || answer.lostSince === undefined || answer.undo === undefined) return undefined;
	return moves - answer.undo + 1;
}

/**
 * Whether the answer proves every earlier position lost too (the look-back ran to the deal, or to
 * the last redeal, without finding a winnable one): no undo can help.
 */
export function lostFromTheStart(answer: HintAnswer | undefined): boolean {
	return answer?.verdict === 'lost' && answer.undo === undefined && answer.thoughtMs === undefined;
}
