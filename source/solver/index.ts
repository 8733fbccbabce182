/** The solver's public face: pure search over the engine, no threads, no I/O. */
export {
	solve,
	solving,
	checkedLine,
	shortenWinningLine,
	NODES_PER_CHECK,
	type SolveOptions,
	type SolvePause,
	type SolveResult,
	type Verdict,
} from './solve.js';
export {
	derivedSeed,
	dailySeed,
	findWinnableDeal,
	WINNABLE_NODE_BUDGET,
	MAX_RESHUFFLES,
	type WinnableDealResult,
	type WinnableOptions,
} from './seeds.js';
export {positionsForMemory} from './memory.js';
export {playWholeGame, type WholeGame, type LayoutPlay} from './whole-game.js';
