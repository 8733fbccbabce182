import {type Position} from '../../engine/index.js';
import {type LostPositions, type SearchBoard} from './search.js';
import {AbstractionSearch} from './abstraction-search.js';
import {StateTable} from './state-table.js';
import {seededRandom} from './random.js';
import {BuiltCardGame, type BuiltView, type StateView} from './built-game.js';

/** How a board's move reads, as far as the verdicts need: its card, the fan it left, and whether it went home. */
export interface BuiltMoves {
	card(move: number): number;
	from(move: number): number;
	home(move: number): boolean;
}

/**
 * The searches of the built-card abstraction (built-game.ts, SOUNDNESS.md rule G6): the question
 * about the root, which proves a position has no win, and the questions the finders ask about the
 * positions they reach, which lets them drop those whose abstract state has no abstract win, with
 * all they lead to. Both share one table of settled states.
 *
 * Abstract moves are irreversible (each puts a card home or shortens a fixed part), so the states
 * form a directed acyclic graph, and a depth-first search that marks a state lost once every
 * successor is lost, and every state on its stack won once it reaches an abstract win, gives
 * exact abstract verdicts, kept for every later question.
 */
export class BuiltCardVerdicts<B extends BuiltView & SearchBoard> implements LostPositions<B> {
	readonly game: BuiltCardGame;
	/** Settled states: true when lost (no abstract win), false when it has one. */
	private readonly settled = new StateTable();
	/** States whose question outgrew its allowance: asked again, they answer "not proved". */
	private readonly tooBig = new Set<number>();
	/** The stack of the finders' questions, which run to their end within one call. */
	private readonly sharedFrames: Frame[] = [];
	/** Abstract states expanded so far, all questions together; and their work in nodes. */
	expanded = 0;
	work = 0;
	/** While false, isLostAfter answers "not proved" at no cost (family.ts turns it on). */
	enabled = true;

	constructor(
		position: Position,
		/** How the finders' boards write their moves. */
		private readonly moves: BuiltMoves,
		/** Most states kept settled. */
		private readonly maxStates = DEFAULT_MAX_BUILT_STATES,
		/** Most states one of the finders' questions may expand. */
		private readonly perQuestion = DEFAULT_PER_QUESTION,
	) {
		this.game = new BuiltCardGame(position);
	}

	get usable(): boolean {
		return this.game.usable;
	}

	get bytes(): number {
		return this.settled.bytes + this.tooBig.size * BYTES_PER_STATE;
	}

	/** The question about the root: without an allowance, and restarted in new orders (see `run`). */
	rootQuestion(): Question {
		return {
			root: this.game.root,
			frames: [],
			depth: 0,
			allowance: Infinity,
			restarts: {runs: 0, left: FIRST_RUN, random: seededRandom(RESTART_SEED)},
		};
	}

	/**
	 * Whether the position `move` just led to is proved lost: its abstract state has no abstract
	 * win. Not asked where a loose card moved onto a fan, which leaves the state as it was.
	 */
	isLostAfter(board: B, move: number): boolean {
		if (!this.enabled || !this.game.usable) return false;
		if (!this.moves.home(move)) {
			const from = this.moves.from(move);
			if (!this.game.wasFixed(this.moves.card(move), from, board.lengths[from])) return false;
		}
		const state = this.game.stateOf(board);
		const known = this.settled.get(state);
		if (known !== undefined) return known;
		if (this.tooBig.has(state)) return false;
		const question = {root: state, frames: this.sharedFrames, depth: 0, allowance: this.perQuestion};
		return this.run(question, Infinity) === true;
	}

	/**
	 * Runs a question until it has an answer or the work reaches `until`: true (lost), false (an
	 * abstract win), undefined (given up: its allowance or the table ran out), null (not yet).
	 */
	run(question: Question, until: number): boolean | undefined | null {
		if (question.depth === 0) {
			const known = this.settled.get(question.root);
			if (known !== undefined) return known;
			if (this.push(question, question.root)) return this.won(question);
		}
		while (this.work < until) {
			const restarts = question.restarts;
			if (restarts !== undefined && restarts.left <= 0) {
				restarts.runs++;
				restarts.left = FIRST_RUN * 2 ** Math.min(restarts.runs, 30);
				question.depth = 0;
				if (this.push(question, question.root)) return this.won(question);
				continue;
			}
			const frame = question.frames[question.depth - 1];
			if (frame.next < frame.count) {
				const next = frame.next++;
				const state = frame.successors[next];
				const known = this.settled.get(state);
				if (known === true) continue;
				if (known === false) return this.won(question);
				if (question.allowance <= 0 || this.settled.size >= this.maxStates) return this.giveUp(question);
				if (this.push(question, state, frame, frame.moves[next])) return this.won(question);
				continue;
			}
			this.settled.set(frame.view.state, true);
			question.depth--;
			if (question.depth === 0) return true;
		}
		return null;
	}

	/**
	 * Expands `state` onto the question's stack, from the frame below by `move` where there is one
	 * (a few counts change), else afresh; true when it is an abstract win.
	 */
	private push(question: Question, state: number, parent?: Frame, move = 0): boolean {
		const {frames} = question;
		if (question.depth === frames.length)
			frames.push({view: this.game.newView(), successors: [], moves: [], count: 0, next: 0});
		const frame = frames[question.depth++];
		if (parent === undefined) this.game.load(state, frame.view);
		else this.game.apply(parent.view, move, state, frame.view);
		frame.next = 0;
		frame.count = this.game.successors(frame.view, frame.successors, frame.moves);
		const restarts = question.restarts;
		if (restarts !== undefined) {
			restarts.left--;
			if (restarts.runs > 0) shuffle(frame.successors, frame.moves, frame.count, restarts.random);
		}
		question.allowance--;
		this.expanded++;
		this.work += WORK_PER_STATE;
		return frame.count < 0;
	}

	/** Every state on the stack leads to an abstract win: each is kept as won, and the question ends. */
	private won(question: Question): false {
		for (let depth = 0; depth < question.depth; depth++) this.settled.set(question.frames[depth].view.state, false);
		question.depth = 0;
		return false;
	}

	/** Ends a question without an answer; what it settled on the way is kept. */
	private giveUp(question: Question): undefined {
		question.depth = 0;
		if (this.tooBig.size < MAX_GIVEN_UP) this.tooBig.add(question.root);
		return undefined;
	}
}

/**
 * The question about the root: `lost` once every abstract state reached is settled without an
 * abstract win (a proof, SOUNDNESS.md rule G6); `full` at an abstract win (no proof either way) or
 * at the cap on states.
 */
export class BuiltCardSearch extends AbstractionSearch {
	private readonly question: Question;

	constructor(
		position: Position,
		/** Verdicts shared with the finders: each side settles states for the other. */
		private readonly verdicts: BuiltCardVerdicts<BuiltView & SearchBoard> = new BuiltCardVerdicts(
			position,
			NO_MOVES,
		),
	) {
		super(verdicts);
		this.question = verdicts.rootQuestion();
		if (!verdicts.usable) this.end('full');
	}

	/** Abstract states expanded, by this search and by the finders' questions. */
	get expanded(): number {
		return this.verdicts.expanded;
	}

	protected advance(until: number): boolean | undefined | null {
		return this.verdicts.run(this.question, until);
	}
}

/** Whether the built-card abstraction proves a position has no win, within `maxStates` states. */
export function provesNoWinByBuiltCards(position: Position, maxStates = DEFAULT_MAX_BUILT_STATES): boolean {
	const search = new BuiltCardSearch(position, new BuiltCardVerdicts(position, NO_MOVES, maxStates));
	while (search.step(1 << 20) === 'running');
	return search.outcome === 'lost';
}

/** A question to BuiltCardVerdicts: whether an abstract state has no abstract win. */
export interface Question {
	readonly root: number;
	/** The depth-first search's stack: its first `depth` frames, and spare ones above. */
	readonly frames: Frame[];
	depth: number;
	/** States it may still expand. */
	allowance: number;
	/**
	 * The root's question starts again from the root in a new random order after runs of 500,
	 * 1,000, 2,000, ... states, keeping every state settled: one early choice can lead a run through
	 * millions of lost states before an abstract win that another order reaches at once. Since each
	 * run may expand twice as many states as the last, one is long enough to finish, with the
	 * verdict a single run would give.
	 */
	readonly restarts?: {runs: number; left: number; readonly random: () => number};
}

interface Frame {
	/** The state expanded, with its counts. */
	readonly view: StateView;
	/** Its successors' states and the abstract moves to them, in the order they are looked at. */
	readonly successors: number[];
	readonly moves: number[];
	count: number;
	next: number;
}

/** For verdicts that no finder asks (the root's question alone). */
const NO_MOVES: BuiltMoves = {card: () => -1, from: () => -1, home: () => true};

/** Work in nodes for one abstract state expanded: about the time the board's searches take for a position. */
const WORK_PER_STATE = 1;
/** Abstract states kept at most by default (a StateTable of 8 bytes a slot, at most half full: 64 MB). */
export const DEFAULT_MAX_BUILT_STATES = 4_000_000;
/** States one of the finders' questions may expand by default. */
const DEFAULT_PER_QUESTION = 200;
/** States whose questions were given up, kept at most: a Set, about 40 bytes each. */
const MAX_GIVEN_UP = 200_000;
const BYTES_PER_STATE = 40;
const FIRST_RUN = 500;
const RESTART_SEED = 1;

/** The first `count` successors in a random order (Fisher-Yates), each with its move. */
function shuffle(states: number[], moves: number[], count: number, random: () => number): void {
	for (let index = count - 1; index > 0; index--) {
		const other = Math.floor(random() * (index + 1));
		const state = states[index];
		states[index] = states[other];
		states[other] = state;
		const move = moves[index];
		moves[index] = moves[other];
		moves[other] = move;
	}
}
