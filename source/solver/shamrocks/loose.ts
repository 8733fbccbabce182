import {type Position} from '../../engine/index.js';
import {type Board} from './board.js';
import {HOME, moveCard, moveFrom, moveTo, rankOf} from './move-code.js';
import {AbstractionSearch} from '../search/abstraction-search.js';
import {placementStepsSoFar} from './placement.js';
import {AbstractGame, type Candidates, newCandidates} from './abstract-game.js';
import {decode, isAbstractWin} from './abstract-state.js';
import {type Frame, type Question, type Restarts, newOrder, shuffledOrder} from './loose-stack.js';
import {seededRandom} from '../search/random.js';
import {StateTable} from '../search/state-table.js';
import {GivenUp} from './given-up.js';

/**
 * The loose-card abstraction: a cheap proof of loss for deals whose reachable space is huge.
 *
 * A card lying on a card of a neighbouring rank is *loose*: moving it to another fan can be
 * undone at once (it can go straight back), so the loose cards of a position can be shuffled
 * among the fans in many ways, and those shuffles are where the reachable spaces of hard deals
 * explode (millions of positions with the same cards home). Below the loose cards, each fan has a
 * *fixed* part: its bottom card up to the highest card that does not lie on a neighbouring rank.
 * A fixed part is always a prefix of the fan as dealt, and it changes only by an irreversible
 * move: its top card going home, or moving onto another fan (where it lies on a neighbouring rank,
 * so it becomes loose).
 *
 * The abstract state is the fixed heights of the fans and the foundations; the loose cards are the
 * rest. An abstract move is an irreversible move that *some* placement of the loose cards allows
 * (placement-cache.ts), whether or not the real shuffles can reach that placement. So every real line
 * maps to an abstract line, and when no abstract line puts every card home, no real line does:
 * an exhausted abstract space is a proof of loss (SOUNDNESS.md, rule 3). An abstract win proves
 * nothing, and the search then stops without a verdict.
 *
 * Moving a fixed top card onto any fan gives the same abstract state (it becomes loose wherever it
 * lands), so the abstract space is tiny next to the real one: one state per set of cards home and
 * prefixes still fixed.
 */
export class LooseCardSearch extends AbstractionSearch {
	/** The question about the root: how the whole abstract space is searched, in slices. */
	private readonly question: Question;

	constructor(
		position: Position,
		/** Verdicts shared with other searches (see LooseCardVerdicts): each side settles states for the other. */
		private readonly verdicts = new LooseCardVerdicts(position),
	) {
		super(verdicts);
		this.question = verdicts.rootQuestion();
	}

	/** Abstract states expanded, by this search and by the questions of others. */
	get states(): number {
		return this.verdicts.expanded;
	}

	/** Expands abstract states until the work reaches `until` nodes (see `workInNodes`). */
	protected advance(until: number): boolean | undefined | null {
		const answer = this.verdicts.advance(this.question, until - this.verdicts.work);
		return answer === 'running' ? null : answer;
	}
}

/**
 * Whether the loose-card abstraction proves the position lost within `maxStates` abstract states
 * (`searchFirst`: the question about the root searches successors first from the start, see
 * LooseCardVerdicts.advance; else as in a solve).
 */
export function provesLossByLooseCards(
	position: Position,
	maxStates = DEFAULT_MAX_STATES,
	searchFirst = false,
): boolean {
	const verdicts = new LooseCardVerdicts(position, maxStates, undefined, searchFirst ? 0 : undefined);
	const search = new LooseCardSearch(position, verdicts);
	while (search.step(1 << 20) === 'running');
	return search.outcome === 'lost';
}

/**
 * Verdicts of the abstraction for the positions another search meets: a position whose abstract
 * state has no abstract win is lost (SOUNDNESS.md, rule 3), so that search may drop it with all
 * it leads to. Abstract moves are irreversible (each puts a card home or shortens a fixed part),
 * so the abstract states form a directed acyclic graph, and a depth-first search that settles
 * each state after its successors gives exact abstract verdicts, kept for every later question.
 * The question about the root (LooseCardSearch) uses the same verdicts, so a state settled for one
 * is never searched again for the other.
 */
export class LooseCardVerdicts {
	private readonly game: AbstractGame;
	/** Settled abstract states: true when it has no abstract win (lost), false when it has one. */
	private readonly lost = new StateTable();
	/** States whose questions outgrew their allowance, asked again once met often enough. */
	private readonly givenUp: GivenUp;
	/** Abstract states expanded so far, all questions together. */
	expanded = 0;
	/** The work of all questions so far, in nodes (see `workInNodes`). */
	work = 0;
	/** While false, isLost answers "not proved" at no cost (see solve.ts); the root question runs. */
	enabled = true;
	/** Answers of the placement programme so far (see `searchesFirstIn`). */
	private answers = 0;
	/** The stack of the questions from other searches, which never overlap (see `isLost`). */
	private readonly sharedFrames: Frame[] = [];

	constructor(
		position: Position,
		/** Most abstract states it may keep settled (and as given up, up to MAX_GIVEN_UP). */
		private readonly maxStates = DEFAULT_MAX_STATES,
		/** Most abstract states one question from another search may expand at first (GivenUp). */
		perQuestion = DEFAULT_PER_QUESTION,
		/** Answers of the placement programme before searching successors first; 0: from the start. */
		private readonly searchFirstAfter = SEARCH_FIRST_AFTER,
	) {
		this.game = new AbstractGame(position);
		this.givenUp = new GivenUp(perQuestion);
	}

	get bytes(): number {
		return this.lost.bytes + this.givenUp.bytes + this.game.bytes;
	}

	/**
	 * Whether the abstraction proves lost a board reached from the root position by `move`, from a
	 * board it did not prove lost.
	 */
	isLostAfter(board: Board, move: number): boolean {
		if (!this.enabled) return false;
		const state = this.game.stateOf(board);
		// A loose card moving onto a fan keeps the abstract state (fact 2 of rule 3), asked about where it
		// left (a card that moved lay on a neighbouring rank exactly when it was loose: a card that once
		// moved lies on one, a fixed top does not); but it may be settled since, or given up (GivenUp).
		const loose =
			moveTo(move) !== HOME && Math.abs(rankOf(moveCard(move)) - rankOf(board.top(moveFrom(move)))) === 1;
		if (loose && !this.givenUp.has(state)) return this.lost.get(state) === true;
		return this.verdictOf(state);
	}

	/** Whether the abstraction proves lost a board reached from the root position. */
	isLost(board: Board): boolean {
		return this.enabled && this.verdictOf(this.game.stateOf(board));
	}

	private verdictOf(state: number): boolean {
		const known = this.lost.get(state);
		if (known !== undefined) return known;
		// Past either cap no question is asked: its answer or its giving up could not be kept.
		const givenUpFull = this.givenUp.size >= Math.min(this.maxStates, MAX_GIVEN_UP) && !this.givenUp.has(state);
		if (this.lost.size >= this.maxStates || givenUpFull) return false;
		const allowance = this.givenUp.allowanceFor(state);
		if (allowance === 0) return false;
		// Such a question runs to its end within this call, so all of them share one stack.
		const question = {root: state, frames: this.sharedFrames, depth: 0, allowance, granted: allowance};
		return this.advance(question, Infinity) === true;
	}

	/** Abstract states settled so far, by verdict (for `npm run bench:hard`). */
	settled(): {readonly lost: number; readonly won: number} {
		return this.lost.counts();
	}

	/**
	 * The settled abstract states by foundation profile (for `npm run bench:hard`): how many of them
	 * have each profile (the ranks home per suit, as "C,D,H,S"), and the highest rank each suit
	 * reaches in any of them.
	 */
	profiles(): {readonly counts: ReadonlyMap<string, number>; readonly highest: readonly number[]} {
		const counts = new Map<string, number>();
		const highest = [0, 0, 0, 0];
		this.lost.forEach((state) => {
			const {home} = decode(state);
			home.forEach((rank, suit) => (highest[suit] = Math.max(highest[suit], rank)));
			const profile = home.join(',');
			counts.set(profile, (counts.get(profile) ?? 0) + 1);
		});
		return {counts, highest};
	}

	/** The abstract state of a board reached from the root, and its cards home (for `npm run bench:hard`). */
	stateOf(board: Board): {readonly state: number; readonly home: number} {
		const state = this.game.stateOf(board);
		return {state, home: decode(state).home.reduce((sum, rank) => sum + rank, 0)};
	}

	/** The question about the root position, with no allowance but the cap on states, and with restarts. */
	rootQuestion(): Question {
		const restarts = {runs: 0, left: FIRST_RUN};
		return {root: this.game.root, frames: [], depth: 0, allowance: Infinity, granted: Infinity, restarts};
	}

	/**
	 * Searches depth-first for the answer to a question, until it is settled or `budget` nodes of
	 * work are spent ('running': call again to go on). The answer is true (lost), false (an abstract
	 * win), or undefined when the question outgrew its allowance or the cap on states was reached.
	 * Each frame goes through its candidate moves last first, so moves home are tried first; in a
	 * question with restarts, every run after the first goes through them in a random order.
	 *
	 * Once `searchesFirstIn` holds, the question about the root searches a successor
	 * before asking whether the move to it is allowed (the placement programme), and asks only once
	 * the successor turns out to have an abstract win: a proof of loss settles every successor
	 * anyway, and a move whose successor is lost needs no answer at all. It then searches some states
	 * no allowed move leads to, whose verdicts stand all the same (see `winBelow`); one that no
	 * placement can hold is settled lost at once.
	 */
	advance(question: Question, budget: number): boolean | undefined | 'running' {
		const {frames, restarts} = question;
		const start = this.work;
		const isRoot = question.allowance === Infinity;
		if (question.depth === 0) {
			const known = this.lost.get(question.root);
			if (known !== undefined) return known;
			if (isAbstractWin(question.root)) return false;
			if (!this.open(question, question.root)) return this.giveUp(question);
		}
		while (question.depth > 0) {
			if (this.work - start >= budget) return 'running';
			if (restarts !== undefined && restarts.left <= 0) {
				this.restart(question, restarts);
				continue;
			}
			const frame = frames[question.depth - 1];
			if (frame.index < 0) {
				question.depth--;
				this.remember(frame.candidates.state, true);
				continue;
			}
			const index = frame.shuffled ? (frame.order as Int8Array)[frame.index--] : frame.index--;
			const {candidates} = frame;
			const allowed = this.game.allows(candidates, index, true);
			if (allowed === false) continue;
			const next = this.game.next(candidates, index);
			const known = this.lost.get(next);
			// A successor already lost adds nothing, so whether the move is allowed need not be worked out.
			if (known === true) continue;
			const unchecked = allowed === undefined;
			if (known === false || isAbstractWin(next)) {
				if (unchecked && !this.allows(candidates, index)) continue;
				if (this.winBelow(question)) return false;
				continue;
			}
			// Read afresh each time: an answer within this call may turn it on, and the search must not
			// depend on how its work is sliced into calls.
			const searchFirst = this.searchesFirstIn(question);
			if (unchecked && !searchFirst && !this.allows(candidates, index)) continue;
			// Only the root question, or one that may expand more states, may search a state another gave up on.
			if ((!isRoot && !this.givenUp.mayEnter(next, question.allowance)) || !this.open(question, next, index))
				return this.giveUp(question);
			const child = frames[question.depth - 1];
			child.entry = index;
			child.unchecked = unchecked && searchFirst;
			// A state no placement holds holds no position: lost, with nothing to search.
			if (child.unchecked && this.game.hasNoPlacement(child.candidates)) child.index = -1;
		}
		return this.lost.get(question.root) ?? this.giveUp(question);
	}

	/**
	 * The top frame's state has an abstract win: so has each state below it on the stack, down to
	 * one entered by a move not yet known to be allowed. Asked now; where it is not allowed, the
	 * search goes on in that move's state, and the states above it keep their verdicts, which are
	 * about those states whether or not any allowed move leads there. True when the win reaches the
	 * question's root. (A state no placement holds may get a wrong verdict here, since questions
	 * about its full fans are answered yes unasked; but no allowed move leads to such a state and no
	 * position has it, so no verdict anyone reads depends on it.)
	 */
	private winBelow(question: Question): boolean {
		const {frames} = question;
		for (let depth = question.depth - 1; depth > 0; depth--) {
			const frame = frames[depth];
			this.remember(frame.candidates.state, false);
			if (frame.unchecked && !this.allows(frames[depth - 1].candidates, frame.entry)) {
				question.depth = depth;
				return false;
			}
		}
		this.remember(frames[0].candidates.state, false);
		question.depth = 0;
		return true;
	}

	/**
	 * Starts the question's search again from its root, in a new random order, with twice the
	 * states for the run. Depth-first search into the abstract space is heavy-tailed like real
	 * play: on a winnable deal one early choice can lead it through hundreds of thousands of lost
	 * states before its first abstract win, which a fresh order finds within a few thousand
	 * (deals 409, 489: 280,000 and 490,000 states in one run, 1,200 and 7,700 with restarts). Nothing settled is
	 * lost: a state is marked only once all its candidates were looked at, in whatever order, so
	 * a proof of loss costs hardly more (deal 10: 87,148 states in one run, about 87,250 with
	 * restarts; only the states on the stack are expanded again).
	 */
	private restart(question: Question, restarts: Restarts): void {
		question.depth = 0;
		restarts.runs++;
		restarts.left = FIRST_RUN * 2 ** restarts.runs;
		restarts.random ??= seededRandom(RESTART_SEED);
		const known = this.lost.get(question.root);
		// Settled since the last look: the stack is empty, so `advance` answers at once.
		if (known !== undefined) return;
		if (!this.open(question, question.root)) this.giveUp(question);
	}

	/** Expands the root, or the state candidate `via` of the top leads to, unless the allowance or cap is spent. */
	private open(question: Question, state: number, via = -1): boolean {
		if (question.allowance <= 0 || this.lost.size >= this.maxStates) return false;
		question.allowance--;
		this.expanded++;
		this.work += workInNodes(1, 0, 0);
		const {frames, restarts} = question;
		// Frames above the stack's top are kept, with their arrays, for the states expanded next.
		const frame = (frames[question.depth] ??= {
			candidates: newCandidates(),
			index: 0,
			order: undefined,
			shuffled: false,
			entry: -1,
			unchecked: false,
		});
		const parent = via >= 0 ? frames[question.depth - 1].candidates : undefined;
		question.depth++;
		frame.unchecked = false;
		// Searching first, the root question leaves the Kings' order out: on the lost deals it then
		// searches it settles next to no state (Kings as dealt 690: 1,382 of 1.65 million) and cost a
		// tenth of their time. From then on every frame of that question leaves it out, as
		// `kingsMayDeadlock` needs (SOUNDNESS.md, rule 4).
		const {count} = this.game.candidates(state, frame.candidates, parent, via, !this.searchesFirstIn(question));
		frame.index = count - 1;
		// Late runs (of 128,000 states and more) keep the first run's order: by then the deal is most
		// likely lost, whose proof takes every order alike, and a shuffle per state was 5% of its time.
		const random = restarts !== undefined && restarts.runs < UNSHUFFLED_FROM_RUN ? restarts.random : undefined;
		frame.shuffled = random !== undefined;
		if (random !== undefined) shuffledOrder(count, random, (frame.order ??= newOrder()));
		if (restarts !== undefined) restarts.left--;
		return true;
	}

	/** Asks the placement question of a candidate move, and counts its work and its answer. */
	private allows(candidates: Candidates, index: number): boolean {
		const steps = placementStepsSoFar();
		const allowed = this.game.allows(candidates, index) === true;
		this.work += workInNodes(0, 1, placementStepsSoFar() - steps);
		this.answers++;
		return allowed;
	}

	/**
	 * Whether the question searches successors before asking (see `advance`): the root question
	 * (the only one without an allowance), after
	 * `searchFirstAfter` answers. Winnable deals mostly reach their abstract win sooner (Kings as dealt
	 * 1..300: median 137 answers, at most 20,231), which searching first may take far longer to find.
	 * A deal still searching is most likely lost, and searching first proves that sooner even where
	 * half the answers are no: the states no allowed move leads to cost less than the answers would
	 * (docs/solver.md).
	 */
	private searchesFirstIn(question: Question): boolean {
		return question.allowance === Infinity && this.answers >= this.searchFirstAfter;
	}

	/** Ends a question without an answer; what it settled on the way is kept. */
	private giveUp(question: Question): undefined {
		question.depth = 0;
		this.givenUp.gaveUp(question.root, question.granted);
		return undefined;
	}

	private remember(state: number, lost: boolean): void {
		this.lost.set(state, lost);
	}
}

/** States the first run of a question with restarts may expand; each later run doubles it. */
const FIRST_RUN = 500;
const RESTART_SEED = 1;
/** The first run (counting restarts) that goes through candidates in their own order again. */
const UNSHUFFLED_FROM_RUN = 9;

/**
 * Work in nodes, the unit of node budgets (a position generated by the other searches, 0.16 to 0.26
 * microseconds on the machine of 2026-12-05): an abstract state expanded costs about 7 (1.5
 * microseconds a state searched successors first, deal 301), a question to the placement
 * programme about 4 besides its steps, and a step about a sixteenth (deal 240 asked first: 2.6 s
 * for 829,000 states, 900,000 questions and 35.8 million steps). A question was counted in the
 * state's 12 before states could be searched without one.
 */
function workInNodes(expanded: number, questions: number, steps: number): number {
	return expanded * 7 + questions * 4 + Math.ceil(steps / 16);
}

/** Answers of the placement programme before the root question searches successors first. */
const SEARCH_FIRST_AFTER = 50_000;

/** Abstract states one question to LooseCardVerdicts may expand by default. */
const DEFAULT_PER_QUESTION = 200;

/**
 * Abstract states a search keeps at most by default: a StateTable of at most 16 million slots of 8
 * bytes, so 128 MB. Hard deals need many: Kings as dealt, deals 72, 160 and 434 need 5.9M, 5.7M
 * and 7.8M (11 to 17 s), which a cap of 4 million left unknown at any budget, as caps of 200,000
 * and then 2 million did Kings to the bottom's deal 265 (2.68M, before the home order).
 */
export const DEFAULT_MAX_STATES = 8_000_000;
/** States whose questions were given up kept at most (GivenUp: about 50 bytes each). */
const MAX_GIVEN_UP = 200_000;
