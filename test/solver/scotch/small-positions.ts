import {type Position} from '../../../source/engine/index.js';
import {bruteForceWinnable, keyWithPilesSorted} from '../brute-force.js';

/** The brute force's answer, or undefined when the position is too large for it. */
export function judge(root: Position): boolean | undefined {
	try {
		return bruteForceWinnable(root, 4_000, keyWithPilesSorted);
	} catch {
		return undefined;
	}
}
