import {type Position} from '../engine/index.js';
import {Board, KEY_WORDS} from './board.js';
import {generateMoves} from './moves.js';
import {KeySet} from './table.js';

/**
 * Takes the detours out of a winning line (depth-first and greedy searches wander: a card goes
 * to a fan and back, a fan is built and unbuilt). Two passes, each keeping the line a legal win
 * from the same root:
 * 1. cycles: when a position comes back later in the line, the moves in between are cut;
 * 2. shortcuts: from each position of the line, a walk through every line of moves up to
 *    `depth` moves looks for a later position of the line that it reaches in fewer moves than the
 *    line takes, and splices in the shorter way (the one that saves the most moves).
 * The caller replays the result through the engine before trusting it.
 */
export function shortenLine(root: Position, line: readonly number[], options: ShortenOptions = {}): number[] {
	const deadline = options.deadline ?? Infinity;
	let best = removeCycles(root, line);
	for (let pass = 0; pass < (options.passes ?? 3) && Date.now() < deadline; pass++) {
		const shorter = removeCycles(root, takeShortcuts(root, best, options.depth ?? 2, deadline));
		if (shorter.length >= best.length) break;
		best = shorter;
	}
	return best;
}

export interface ShortenOptions {
	/** Moves each shortcut search looks ahead (default 2). */
	readonly depth?: number;
	/** Rounds of shortcuts and cycle removal, while they still gain (default 3). */
	readonly passes?: number;
	/** Date.now() after which no new shortcut search starts; the line so far is kept. */
	readonly deadline?: number;
}

/** The line with every stretch between two visits of one position cut out. */
export function removeCycles(root: Position, line: readonly number[]): number[] {
	const board = Board.fromPosition(root);
	const key = new Int32Array(KEY_WORDS);
	const result: number[] = [];
	// The index in `result` after which each position of the kept line stands.
	const seenAt = new Map<string, number>();
	board.writeKey(key, 0);
	seenAt.set(key.join(','), 0);
	for (const move of line) {
		board.play(move);
		result.push(move);
		board.writeKey(key, 0);
		const name = key.join(',');
		const earlier = seenAt.get(name);
		if (earlier === undefined) {
			seenAt.set(name, result.length);
			continue;
		}
		// Back at a position of the kept line: forget the loop and the positions inside it.
		result.length = earlier;
		for (const [other, at] of seenAt) if (at > earlier) seenAt.delete(other);
	}
	return result;
}

function takeShortcuts(root: Position, line: readonly number[], depth: number, deadline: number): number[] {
	const board = Board.fromPosition(root);
	const key = new Int32Array(KEY_WORDS);
	// Every position of the line, by index: ids in this set are indexes (the line has no cycle).
	const onLine = new KeySet(line.length + 1, 64);
	board.writeKey(key, 0);
	onLine.add(key, 0);
	for (const move of line) {
		board.play(move);
		board.writeKey(key, 0);
		onLine.add(key, 0);
	}
	const result: number[] = [];
	let at = 0;
	while (at < line.length) {
		board.readKey(onLine.store, at * KEY_WORDS);
		const shortcut = Date.now() < deadline ? findShortcut(board, onLine, at, depth) : undefined;
		if (shortcut !== undefined && shortcut.moves.length > 0) {
			result.push(...shortcut.moves);
			at = shortcut.reaches;
		} else {
			result.push(line[at]);
			at++;
		}
	}
	return result;
}

interface Shortcut {
	readonly moves: number[];
	/** Index of the line position it leads to. */
	readonly reaches: number;
}

/**
 * Every line of up to `depth` moves from line position `from` (on the board, which it leaves as it
 * found it); the line position with the largest saving (line moves skipped minus moves taken), if
 * any saves a move. A plain depth-first walk with play and unplay: at depth 2 a position met twice
 * costs less than a table of the positions met would.
 */
function findShortcut(board: Board, onLine: KeySet, from: number, depth: number): Shortcut {
	const key = new Int32Array(KEY_WORDS);
	const path: number[] = [];
	let best: Shortcut = {moves: [], reaches: from};
	let bestSaving = 0;
	const walk = (level: number): void => {
		const buffer = (moveBuffers[level] ??= new Int32Array(MAX_MOVES));
		// Pruned moves suffice: rule 1 of SOUNDNESS.md shows a lone card's fan move never shortens a win.
		const count = generateMoves(board, buffer, 0);
		for (let index = 0; index < count; index++) {
			const move = buffer[index];
			board.play(move);
			path.push(move);
			board.writeKey(key, 0);
			const lineIndex = onLine.get(key, 0);
			const saving = lineIndex - from - path.length;
			if (lineIndex > from && saving > bestSaving) {
				best = {moves: [...path], reaches: lineIndex};
				bestSaving = saving;
			}
			if (path.length < depth) walk(level + 1);
			path.pop();
			board.unplay(move);
		}
	};
	walk(0);
	return best;
}

/** One buffer of moves per level of `findShortcut`, so a level's moves outlive the next level's. */
const moveBuffers: Int32Array[] = [];
/** At most 4 foundation moves, and each of 18 top cards onto at most 17 other fans. */
const MAX_MOVES = 4 + 18 * 17;
