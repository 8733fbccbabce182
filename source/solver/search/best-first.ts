import {type LostPositions, type Search, type SearchBoard, type SearchStatus, type Weighting} from './search.js';
import {FULL, KeySet} from './table.js';

/**
 * Arrays start small and double: most deals are won within a few hundred positions, and a census
 * solves dozens of deals a second, so large first allocations would only feed the collector.
 */
const INITIAL_SIZE = 1 << 8;

/**
 * Greedy best-first search: always expands the best-valued position seen and not yet expanded
 * (the newest among equals). It keeps every position it has seen, so when the open list runs
 * empty the reachable space is exhausted and the verdict is a proof of loss, as for DepthFirst.
 */
export class BestFirst<B extends SearchBoard> implements Search {
	private readonly seen: KeySet;
	private readonly key: Int32Array;
	private readonly buffer: Int32Array;
	private parents = new Int32Array(INITIAL_SIZE);
	private via = new Int32Array(INITIAL_SIZE);
	/** Per kept position, the moves from the root to it (only read when the weighting has `depth`). */
	private depths = new Int32Array(INITIAL_SIZE);
	/** A binary max-heap of priorities and position ids. */
	private heapPriority = new Float64Array(INITIAL_SIZE);
	private heapId = new Int32Array(INITIAL_SIZE);
	private heapSize = 0;
	/** The kept position with the most cards home, the first reached among equals (see `furthestLine`). */
	private furthestId = 0;
	private mostHome: number;
	private status: SearchStatus = 'running';
	nodes = 0;
	line: number[] = [];

	constructor(
		/** A fresh board of the root position; the search owns it. */
		private readonly board: B,
		private readonly weighting: Weighting,
		maxPositions: number,
		/**
		 * Among equal values: when false, the newest position first (the search digs); when true,
		 * a fixed pseudo-random order (a hash of the position's id), which wins other deals.
		 */
		private readonly shuffleTies = false,
		/** Positions proved lost by other means, to drop (shared by several searches). */
		private readonly verdicts?: LostPositions<NoInfer<B>>,
		/** Changes the pseudo-random order of shuffled ties: each salt is another order (default 0). */
		private readonly tieSalt = 0,
	) {
		this.mostHome = board.homeCount;
		this.seen = new KeySet(maxPositions, board.keyWords);
		this.key = new Int32Array(board.keyWords);
		this.buffer = new Int32Array(board.maxMoves);
		if (this.finished(-1, 0)) return;
		this.board.writeKey(this.key, 0);
		this.seen.add(this.key, 0);
		this.parents[0] = -1;
		this.push(0, 0);
	}

	get bytes(): number {
		return this.seen.bytes + this.parents.byteLength * 3 + this.heapPriority.byteLength + this.heapId.byteLength;
	}

	step(budget: number): SearchStatus {
		const {board, buffer, key} = this;
		let left = budget;
		while (this.status === 'running' && left > 0) {
			if (this.heapSize === 0) {
				this.status = 'lost';
				break;
			}
			const id = this.pop();
			const work = this.verdicts?.work ?? 0;
			board.readKey(this.seen.store, id * board.keyWords);
			const count = board.generateMoves(buffer, 0);
			// A node is a position generated, as in DepthFirst, so that node budgets weigh both alike.
			left -= count + 1;
			this.nodes += count + 1;
			for (let index = 0; index < count && this.status === 'running'; index++) {
				const move = buffer[index];
				board.play(move);
				if (!this.finished(id, move)) {
					board.writeKey(key, 0);
					const child = this.seen.add(key, 0);
					if (child === FULL) this.status = 'full';
					else if (
						child >= 0 &&
						!board.isDeadEndAfter(move) &&
						this.verdicts?.isLostAfter(board, move) !== true
					) {
						this.record(child, id, move);
						const depthCost = (this.weighting.depth ?? 0) * this.depths[child];
						this.push(child, board.value(this.weighting) - depthCost);
						if (board.homeCount > this.mostHome) {
							this.furthestId = child;
							this.mostHome = board.homeCount;
						}
					}
				}
				board.unplay(move);
			}
			// The verdicts' work counts as this search's own.
			const verdictNodes = (this.verdicts?.work ?? 0) - work;
			left -= verdictNodes;
			this.nodes += verdictNodes;
		}
		return this.status;
	}

	/** How far the search got without settling the position: the most cards home in a position it kept. */
	get furthestHome(): number {
		return this.mostHome;
	}

	/** The line from the root to the first kept position (none proved lost) with `furthestHome` cards home. */
	furthestLine(): number[] {
		return this.lineTo(this.furthestId);
	}

	/** The moves from the root to a kept position, by its parents. */
	private lineTo(id: number): number[] {
		const line: number[] = [];
		for (let at = id; at > 0; at = this.parents[at]) line.unshift(this.via[at]);
		return line;
	}

	/** Ends the search with a win when the board (reached from `parent` by `move`) is won. */
	private finished(parent: number, move: number): boolean {
		const {board} = this;
		if (!board.isWon() && !board.isAutoCompleteReady()) return false;
		const line = board.autoCompleteMoves();
		if (parent >= 0) line.unshift(move);
		this.line = [...this.lineTo(parent), ...line];
		this.status = 'won';
		return true;
	}

	private record(id: number, parent: number, move: number): void {
		if (id >= this.parents.length) {
			this.parents = grow(this.parents);
			this.via = grow(this.via);
			this.depths = grow(this.depths);
		}
		this.parents[id] = parent;
		this.via[id] = move;
		this.depths[id] = this.depths[parent] + 1;
	}

	private push(id: number, value: number): void {
		if (this.heapSize === this.heapId.length) {
			const priority = new Float64Array(this.heapSize * 2);
			priority.set(this.heapPriority);
			this.heapPriority = priority;
			this.heapId = grow(this.heapId);
		}
		// Newer positions first among equal values: it makes the search dig (greedy). Ids stay
		// below 2 ** 26 (the table's cap), and so does the hash (a 32-bit product shifted by 6).
		const priority = value * 2 ** 26 + (this.shuffleTies ? Math.imul(id ^ this.tieSalt, -1640531535) >>> 6 : id);
		const {heapPriority, heapId} = this;
		let at = this.heapSize++;
		while (at > 0) {
			const parent = (at - 1) >> 1;
			if (heapPriority[parent] >= priority) break;
			heapPriority[at] = heapPriority[parent];
			heapId[at] = heapId[parent];
			at = parent;
		}
		heapPriority[at] = priority;
		heapId[at] = id;
	}

	private pop(): number {
		const {heapPriority, heapId} = this;
		const top = heapId[0];
		const size = --this.heapSize;
		const lastPriority = heapPriority[size];
		const lastId = heapId[size];
		let at = 0;
		for (;;) {
			let child = 2 * at + 1;
			if (child >= size) break;
			if (child + 1 < size && heapPriority[child + 1] > heapPriority[child]) child++;
			if (heapPriority[child] <= lastPriority) break;
			heapPriority[at] = heapPriority[child];
			heapId[at] = heapId[child];
			at = child;
		}
		heapPriority[at] = lastPriority;
		heapId[at] = lastId;
		return top;
	}
}

function grow(array: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
	const bigger = new Int32Array(array.length * 2);
	bigger.set(array);
	return bigger;
}
