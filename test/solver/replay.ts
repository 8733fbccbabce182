import {type Move, type Position, applyMove, isWon} from '../../source/engine/index.js';

/** Whether `moves` replay legally through the engine from `start` to a win: the check a won verdict must pass. */
export function replaysToWin(start: Position, moves: readonly Move[]): boolean {
	let position = start;
	for (const move of moves) {
		const next = applyMove(position, move);
		if (!next.ok) return false;
		position = next.value;
	}
	return isWon(position);
}
