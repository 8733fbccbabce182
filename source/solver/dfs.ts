import {type Position} from '../engine/index.js';
import {Board, KEY_WORDS} from './board.js';
import {type Weighting, evaluate} from './best-first.js';
import {type LooseCardVerdicts} from './loose.js';
import {generateMoves} from './moves.js';
import {isDeadEnd, isDeadEndAfter} from './prune.js';
import {FULL, KeySet} from './table.js';

/** Where a search stands after a slice of work. */
export type SearchStatus = 'won' | 'lost' | 'running' | 'full';

/** A search that runs in slices, so several can share one budget and be stopped between slices. */
export interface Search {
	/** Expands up to `nodes` more positions; `lost` means the reachable space is exhausted. */
	step(nodes: number): SearchStatus;
	/** Positions expanded so far. */
	readonly nodes: number;
	/** Once `won`: the winning line from the root, solver moves. */
	readonly line: readonly number[];
	/** Bytes held now. */
	readonly bytes: number;
}

/** At most 4 foundation moves, and a top card fits on at most 8 other tops (4 suits, rank above or below). */
const MAX_BRANCHING = 4 + 18 * 8;

/**
 * Exhaustive depth-first search with a table of every position seen (exact keys), on an explicit
 * stack so that it can stop after any node and resume. It proves `lost` by visiting every
 * position reachable under the moves of generateMoves, which keeps a winning line whenever one
 * exists (SOUNDNESS.md). Positions ready for auto complete count as won at once.
 */
export class DepthFirst implements Search {
	private readonly board: Board;
	private readonly seen: KeySet;
	private readonly key = new Int32Array(KEY_WORDS);
	/** Moves of every frame, stacked; frame d's moves are moves[starts[d] .. ends[d]). */
	private moves = new Int32Array(1 << 10);
	private readonly starts: number[] = [];
	private readonly ends: number[] = [];
	/** The move played to enter frame d + 1, for d = 0 .. depth - 1. */
	private readonly path: number[] = [];
	private status: SearchStatus = 'running';
	nodes = 0;
	line: number[] = [];

	constructor(
		root: Position,
		maxPositions: number,
		/** Shuffles the moves of each new frame: for restarts over a portfolio of move orders. */
		private readonly random?: () => number,
		/** Orders the moves of each new frame by the value of the position they lead to, best first. */
		private readonly weighting?: Weighting,
		/** The abstraction's verdicts, to drop positions it proves lost (shared by several searches). */
		private readonly verdicts?: LooseCardVerdicts,
	) {
		this.board = Board.fromPosition(root);
		this.seen = new KeySet(maxPositions);
		this.enter();
	}

	get bytes(): number {
		return this.seen.bytes + this.moves.byteLength;
	}

	step(budget: number): SearchStatus {
		const {board, starts, ends, path} = this;
		let left = budget;
		while (this.status === 'running' && left > 0) {
			const depth = starts.length - 1;
			if (depth < 0) {
				this.status = 'lost';
				break;
			}
			if (starts[depth] === ends[depth]) {
				starts.pop();
				ends.pop();
				if (path.length > 0) board.unplay(path.pop() as number);
				continue;
			}
			const move = this.moves[starts[depth]++];
			board.play(move);
			path.push(move);
			left--;
			this.nodes++;
			const work = this.verdicts?.work ?? 0;
			if (!this.enter()) {
				board.unplay(path.pop() as number);
			}
			// The verdicts' work counts as this search's own.
			const verdictNodes = (this.verdicts?.work ?? 0) - work;
			left -= verdictNodes;
			this.nodes += verdictNodes;
		}
		return this.status;
	}

	private readonly values = new Float64Array(MAX_BRANCHING);

	/** Insertion sort of moves[start..end) by the value of the position each leads to, best first. */
	private orderByValue(start: number, end: number, weighting: Weighting): void {
		const {board, moves, values} = this;
		for (let index = start; index < end; index++) {
			board.play(moves[index]);
			values[index - start] = evaluate(board, weighting);
			board.unplay(moves[index]);
		}
		for (let index = start + 1; index < end; index++) {
			const move = moves[index];
			const value = values[index - start];
			let at = index;
			while (at > start && values[at - 1 - start] < value) {
				moves[at] = moves[at - 1];
				values[at - start] = values[at - 1 - start];
				at--;
			}
			moves[at] = move;
			values[at - start] = value;
		}
	}

	/** Whether the board just reached is lost by a rule of SOUNDNESS.md (a dead end, or by the abstraction). */
	private isProvedLost(): boolean {
		const {board, path} = this;
		if (path.length === 0) return isDeadEnd(board);
		const move = path[path.length - 1];
		return isDeadEndAfter(board, move) || this.verdicts?.isLostAfter(board, move) === true;
	}

	/**
	 * Looks at the board just reached: records it, and pushes its moves as a new frame when it is
	 * new and worth exploring. Returns whether a frame was pushed (or the search ended).
	 */
	private enter(): boolean {
		const {board} = this;
		if (board.isWon() || board.isAutoCompleteReady()) {
			this.line = [...this.path, ...board.autoCompleteMoves()];
			this.status = 'won';
			return true;
		}
		board.writeKey(this.key, 0);
		const id = this.seen.add(this.key, 0);
		if (id === FULL) {
			this.status = 'full';
			return true;
		}
		if (id < 0 || this.isProvedLost()) return false;
		const start = this.ends.length === 0 ? 0 : this.ends[this.ends.length - 1];
		if (start + MAX_BRANCHING > this.moves.length) {
			const moves = new Int32Array(this.moves.length * 2);
			moves.set(this.moves);
			this.moves = moves;
		}
		const end = generateMoves(board, this.moves, start);
		if (this.random !== undefined) shuffle(this.moves, start, end, this.random);
		if (this.weighting !== undefined) {
			this.orderByValue(start, end, this.weighting);
			// Each move valued is a position generated: count it, so node budgets weigh the work.
			this.nodes += end - start;
		}
		this.starts.push(start);
		this.ends.push(end);
		return true;
	}
}

/** Fisher-Yates over moves[start..end). */
function shuffle(moves: Int32Array, start: number, end: number, random: () => number): void {
	for (let index = end - 1; index > start; index--) {
		const other = start + Math.floor(random() * (index - start + 1));
		const move = moves[index];
		moves[index] = moves[other];
		moves[other] = move;
	}
}
