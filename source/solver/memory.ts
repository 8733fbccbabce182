import {StateTable} from './search/state-table.js';
import {abstractStatesKept} from './shamrocks/family.js';

/**
 * The most positions a solve may keep (SolveOptions.maxPositions) for its tables to stay within
 * `bytes`, counted for the family that keeps the most per position, Shamrocks: a kept position
 * takes about 45 bytes (2 million about 90 MB), and the loose-card abstraction keeps states in
 * proportion (abstractStatesKept) in a StateTable (StateTable.peakBytes). At least 1,000.
 */
export function positionsForMemory(bytes: number): number {
	const fits = (positions: number) =>
		positions * BYTES_PER_POSITION + StateTable.peakBytes(abstractStatesKept(positions)) <= bytes;
	if (!fits(MIN_KEPT_POSITIONS)) return MIN_KEPT_POSITIONS;
	// The bytes grow with the positions: double past the answer, then halve the gap down to it.
	let fitting = MIN_KEPT_POSITIONS;
	let tooMany = 2 * fitting;
	while (fits(tooMany)) [fitting, tooMany] = [tooMany, 2 * tooMany];
	while (tooMany - fitting > 1) {
		const middle = Math.floor((fitting + tooMany) / 2);
		if (fits(middle)) fitting = middle;
		else tooMany = middle;
	}
	return fitting;
}
const BYTES_PER_POSITION = 45;
const MIN_KEPT_POSITIONS = 1000;
