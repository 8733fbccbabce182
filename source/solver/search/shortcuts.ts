import {type MovesBound, type SearchBoard} from './search.js';
import {FULL, KeySet, PRESENT} from './table.js';

/**
 * Shortcuts spliced into a winning line (shorten.ts): the walk that splices them, and the long
 * shortcuts, found by an iterative-deepening search that the board's bound keeps on course.
 */

/** Positions one search for a long shortcut may visit: past it that target is given up. */
const SHORTCUT_WORK = 20_000;

/** The line walked from its start, each stretch `shortcutAt` finds a shortcut for replaced by it. */
export function withShortcuts(line: readonly number[], shortcutAt: (at: number) => Shortcut | undefined): number[] {
	const result: number[] = [];
	let at = 0;
	while (at < line.length) {
		const shortcut = shortcutAt(at);
		if (shortcut !== undefined) {
			result.push(...shortcut.moves);
			at = shortcut.reaches;
		} else {
			result.push(line[at]);
			at++;
		}
	}
	return result;
}

export interface Shortcut {
	readonly moves: number[];
	/** Index of the line position it leads to. */
	readonly reaches: number;
}

/**
 * From each position of the line (the board at its start), the best long shortcut (see
 * `longShortcut`) is spliced in and the walk goes on from where it leads; where there is none,
 * the line's own move is kept. `work` is what is left of the positions the searches may visit,
 * shared by the passes, and so are the searches known to find nothing (`fruitless`).
 */
export function takeLongShortcuts(
	board: SearchBoard,
	line: readonly number[],
	reach: number,
	work: {left: number},
	deadline: number,
	fruitless: FruitlessWays,
): number[] {
	if (board.movesToBound === undefined) return [...line];
	const targets = new LineTargets(board, line);
	return withShortcuts(line, (at) =>
		work.left > 0 && Date.now() < deadline
			? longShortcut(board, targets, at, Math.min(line.length, at + reach), {work, deadline, fruitless})
			: undefined,
	);
}

/**
 * The searches for a way between two positions that found none, and in how many moves at most they
 * looked. A pass after the first walks a line that is mostly the last one's: the same positions
 * with the same positions ahead, but where a shortcut was spliced in. Searching those pairs again
 * would find nothing again (a search that ends within its work is exhaustive): remembering them
 * took a fifth off the time of shortening (the 74 won lines of Kings as dealt's deals 1..100).
 */
export class FruitlessWays {
	private readonly most = new Map<string, number>();

	/** `remembers` false: nothing is kept, and every search is made (see ShortenOptions.remember). */
	constructor(readonly remembers = true) {}

	/** Whether a way of at most `most` moves from `from` to `to` (position names) is known not to exist. */
	has(from: string, to: string, most: number): boolean {
		return this.remembers && (this.most.get(`${from}>${to}`) ?? -1) >= most;
	}

	add(from: string, to: string, most: number): void {
		const pair = `${from}>${to}`;
		if (this.remembers && (this.most.get(pair) ?? -1) < most) this.most.set(pair, most);
	}
}

/** The positions of a line as targets of long shortcuts: each one's key, and the board's bound on the moves to it. */
class LineTargets {
	readonly keys: Int32Array;
	/**
	 * Per line position t, a number h such that no way from line position f reaches t in h - f
	 * moves or fewer, for every f from which it has been looked for (see `longShortcut`).
	 */
	private readonly horizon: Float64Array;
	private readonly bounds: Array<MovesBound | undefined> = [];
	private readonly names: Array<string | undefined> = [];

	constructor(
		private readonly board: SearchBoard,
		line: readonly number[],
	) {
		const words = board.keyWords;
		this.horizon = new Float64Array(line.length + 1).fill(-Infinity);
		this.keys = new Int32Array((line.length + 1) * words);
		board.writeKey(this.keys, 0);
		for (const [index, move] of line.entries()) {
			board.play(move);
			board.writeKey(this.keys, (index + 1) * words);
		}
	}

	/** Line position `index` as a string, the same for the same position in any line (see FruitlessWays). */
	nameOf(index: number): string {
		const words = this.board.keyWords;
		return (this.names[index] ??= this.keys.subarray(index * words, (index + 1) * words).join(','));
	}

	/** Whether no way from line position `from` to `to` in `most` moves or fewer is known to exist. */
	knownNone(from: number, to: number, most: number): boolean {
		return most <= this.horizon[to] - from;
	}

	/** No way from line position `from` to `to` in `moves` or fewer: none from later positions in fewer. */
	noneWithin(from: number, to: number, moves: number): void {
		this.horizon[to] = Math.max(this.horizon[to], moves + from);
	}

	/** The bound on the moves to line position `index`, made the first time it is asked for. */
	boundTo(index: number): MovesBound {
		let bound = this.bounds[index];
		if (bound === undefined) {
			bound = this.board.movesToBound!(this.keys, index * this.board.keyWords);
			this.bounds[index] = bound;
		}
		return bound;
	}
}

/**
 * The way from line position `from` to a later one, up to `last`, that saves the most moves over
 * the line's own, if one saves any, by `wayWithin` for each target, farthest first: each search
 * must beat the best way found so far. It ends at a position whose key is the target's, so the
 * rest of the line plays on from it as before.
 *
 * A search that finds no way from line position f to t in m moves or fewer also says there is
 * none from any later line position f + k in m - k or fewer: else the line's k moves from f and that
 * way would be one from f. So the next position of the line need not look again for the targets
 * the last one looked for, and it looks only for the one its reach adds: where a line has no
 * shortcut, one search a position instead of one for each target within reach. (The line's moves
 * are moves the search makes: the searches that found the line and the cuts that shortened it make
 * no others. A move it would not make could only cost a shortcut; the line is replayed all the same.)
 * With this and FruitlessWays, the 74 lines above took 0.8 s to shorten instead of 1.8, to the same moves.
 */
function longShortcut(
	board: SearchBoard,
	targets: LineTargets,
	from: number,
	last: number,
	limits: {readonly work: {left: number}; readonly deadline: number; readonly fruitless: FruitlessWays},
): Shortcut | undefined {
	const {work, deadline, fruitless} = limits;
	const words = board.keyWords;
	let best: Shortcut | undefined;
	let bestSaving = 0;
	// Each search leaves the board where it found it.
	board.readKey(targets.keys, from * words);
	// Up to reach searches of SHORTCUT_WORK positions each: the deadline is looked at before each.
	for (let target = last; target > from + 1 && work.left > 0 && Date.now() < deadline; target--) {
		// The most moves a way may take to save more than the best found yet.
		const most = target - from - 1 - bestSaving;
		if (fruitless.remembers && targets.knownNone(from, target, most)) continue;
		const bound = targets.boundTo(target);
		const start = bound.now();
		if (start > most || fruitless.has(targets.nameOf(from), targets.nameOf(target), most)) {
			targets.noneWithin(from, target, start > most ? start - 1 : most);
			continue;
		}
		const found = wayWithin(board, targets.keys, target * words, bound, start, most);
		work.left -= found.visits;
		// A search that ran out of work proves nothing; else it found the shortest way, or none.
		if (found.way === undefined) {
			if (found.exhaustive) {
				fruitless.add(targets.nameOf(from), targets.nameOf(target), most);
				targets.noneWithin(from, target, most);
			}
			continue;
		}
		if (found.exhaustive) targets.noneWithin(from, target, found.way.length - 1);
		best = {moves: found.way, reaches: target};
		bestSaving = target - from - found.way.length;
	}
	return best;
}

/**
 * The shortest way of at most `most` moves from the board's position (where the board is left)
 * to the position of the key at keys[offset..], as far as SHORTCUT_WORK positions visited find
 * it, the positions visited, and whether it looked at every way within `most` moves, not stopped
 * by that limit (`start` is the bound on the moves there, at most `most`). An iterative-deepening
 * search (IDA*) over the moves the search tries: a move is passed over, unplayed, when the moves
 * so far and the bound on the moves left come to more than the round allows, and a position met
 * again in a round no nearer the start than before is not searched again (a table of the positions
 * met). The first round to reach the target has the fewest moves, since the bound never
 * overestimates.
 */
function wayWithin(
	board: SearchBoard,
	keys: Int32Array,
	offset: number,
	bound: MovesBound,
	start: number,
	most: number,
): {readonly way?: number[]; readonly visits: number; readonly exhaustive: boolean} {
	const words = board.keyWords;
	const key = new Int32Array(words);
	const seen = new KeySet(SHORTCUT_WORK + 1, words, 64);
	// For each position met (by its id in `seen`): the round and the moves from the start it was met at.
	const round: number[] = [];
	const depth: number[] = [];
	const path: number[] = [];
	let visits = 0;
	let limit = 0;
	const isTarget = (): boolean => {
		for (let word = 0; word < words; word++) if (key[word] !== keys[offset + word]) return false;
		return true;
	};
	// Whether the position was met before in this round, as near the start or nearer; if not, it is now.
	const metBefore = (moves: number): boolean => {
		let id = seen.add(key, 0);
		if (id === FULL) return true;
		if (id === PRESENT) {
			id = seen.get(key, 0);
			if (round[id] === limit && depth[id] <= moves) return true;
		}
		round[id] = limit;
		depth[id] = moves;
		return false;
	};
	const walk = (level: number, left: number): boolean => {
		if ((longBuffers[level]?.length ?? 0) < board.maxMoves) longBuffers[level] = new Int32Array(board.maxMoves);
		const buffer = longBuffers[level];
		const count = board.generateMoves(buffer, 0);
		const moves = level + 1;
		for (let index = 0; index < count && visits < SHORTCUT_WORK; index++) {
			const move = buffer[index];
			const after = left + bound.change(move);
			if (moves + after > limit) continue;
			board.play(move);
			visits++;
			board.writeKey(key, 0);
			if ((after === 0 && isTarget()) || (moves < limit && !metBefore(moves) && walk(level + 1, after))) {
				path.push(move);
				board.unplay(move);
				return true;
			}
			board.unplay(move);
		}
		return false;
	};
	for (limit = Math.max(1, start); limit <= most && visits < SHORTCUT_WORK; limit++) {
		board.writeKey(key, 0);
		metBefore(0);
		// The path is pushed from the target back to the start.
		if (walk(0, start)) return {way: path.reverse(), visits, exhaustive: visits < SHORTCUT_WORK};
	}
	return {visits, exhaustive: visits < SHORTCUT_WORK};
}

/** One buffer of moves per level of `wayWithin`'s search. */
const longBuffers: Int32Array[] = [];
