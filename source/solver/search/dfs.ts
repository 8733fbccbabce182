import {type LostPositions, type Search, type SearchBoard, type SearchStatus, type Weighting} from './search.js';
import {FULL, KeySet} from './table.js';

/**
 * Exhaustive depth-first search with a table of every position seen (exact keys), on an explicit
 * stack so that it can stop after any node and resume. It proves `lost` by visiting every
 * position reachable under the moves the board generates, which keep a winning line whenever one
 * exists (SOUNDNESS.md); the table makes it finish where moves can be undone (Scotch's cards come
 * back from the piles: the positions form a graph with cycles). Positions ready for auto complete
 * count as won at once.
 */
export class DepthFirst<B extends SearchBoard> implements Search {
	private readonly seen: KeySet;
	private readonly key: Int32Array;
	/** Moves of every frame, stacked; frame d's moves are moves[starts[d] .. ends[d]). */
	private moves = new Int32Array(1 << 10);
	private readonly starts: number[] = [];
	private readonly ends: number[] = [];
	/** The move played to enter frame d + 1, for d = 0 .. depth - 1. */
	private readonly path: number[] = [];
	private readonly values: Float64Array;
	private status: SearchStatus = 'running';
	nodes = 0;
	line: number[] = [];
	/** The most cards home in a position reached so far, and the line to the first such position. */
	furthestHome: number;
	private furthest: number[] = [];

	constructor(
		/** A fresh board of the root position; the search owns it. */
		private readonly board: B,
		maxPositions: number,
		/** Shuffles the moves of each new frame: for restarts over a portfolio of move orders. */
		private readonly random?: () => number,
		/** Orders the moves of each new frame by the value of the position they lead to, best first. */
		private readonly weighting?: Weighting,
		/** Positions proved lost by other means, to drop (shared by several searches). */
		private readonly verdicts?: LostPositions<NoInfer<B>>,
		/**
		 * Searches past dead ends too: for the line to the most cards home of a position with no
		 * win (a dead end is lost, but may still lead to more cards home).
		 */
		private readonly pastDeadEnds = false,
	) {
		this.furthestHome = board.homeCount;
		this.seen = new KeySet(maxPositions, board.keyWords);
		this.key = new Int32Array(board.keyWords);
		this.values = new Float64Array(board.maxMoves);
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

	/** Insertion sort of moves[start..end) by the value of the position each leads to, best first. */
	private orderByValue(start: number, end: number, weighting: Weighting): void {
		const {board, moves, values} = this;
		for (let index = start; index < end; index++) {
			board.play(moves[index]);
			values[index - start] = board.value(weighting);
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

	/**
	 * The line to the first position reached with `furthestHome` cards home (empty when none has more than the
	 * root).
	 */
	furthestLine(): readonly number[] {
		return this.furthest;
	}

	/** Whether the board just reached is lost by a rule of SOUNDNESS.md (a dead end, or by the verdicts). */
	private isProvedLost(): boolean {
		const {board, path} = this;
		if (this.pastDeadEnds) return false;
		if (path.length === 0) return board.isDeadEnd();
		const move = path[path.length - 1];
		return board.isDeadEndAfter(move) || this.verdicts?.isLostAfter(board, move) === true;
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
		if (id < 0) return false;
		if (board.homeCount > this.furthestHome) {
			this.furthestHome = board.homeCount;
			this.furthest = [...this.path];
		}
		if (this.isProvedLost()) return false;
		const start = this.ends.length === 0 ? 0 : this.ends[this.ends.length - 1];
		if (start + board.maxMoves > this.moves.length) {
			const moves = new Int32Array(this.moves.length * 2);
			moves.set(this.moves);
			this.moves = moves;
		}
		const end = board.generateMoves(this.moves, start);
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
