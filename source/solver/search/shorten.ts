import {type SearchBoard} from './search.js';
import {KeySet, PRESENT} from './table.js';
import {FruitlessWays, type Shortcut, takeLongShortcuts, withShortcuts} from './shortcuts.js';

/** Makes a fresh board of the root position of a line (the line's own family's board). */
export type BoardMaker = () => SearchBoard;

/**
 * Takes the detours out of a winning line (depth-first and greedy searches wander: a card goes
 * to a fan and back, a fan is built and unbuilt). Three kinds of cut, each keeping the line a
 * legal win from the same root:
 * 1. cycles: when a position comes back later in the line, the moves in between are cut;
 * 2. a card moved twice: it goes straight to its second place, or waits for its second move
 *    (see `removeDetours`);
 * 3. shortcuts: from each position of the line, a walk through every line of moves up to
 *    `depth` moves looks for a later position of the line that it reaches in fewer moves than the
 *    line takes, and splices in the shorter way (the one that saves the most moves);
 * 4. long shortcuts, once the others have done what they can: the same, to positions up to
 *    `reach` moves ahead, by a search that the board's lower bound on the moves left keeps on
 *    course (see `takeLongShortcuts`). They take out what the others cannot see: cards rotated
 *    among the same places, a card that steps aside and comes back, stretches that a few moves
 *    in another order do in fewer.
 * The caller replays the result through the engine before trusting it.
 */
export function shortenLine(root: BoardMaker, line: readonly number[], options: ShortenOptions = {}): number[] {
	const deadline = options.deadline ?? Infinity;
	const passes = options.passes ?? 3;
	// One pass of the cheap cuts: shortcuts first, since a raw depth-first line may be thousands of
	// moves long and they take those out fastest; a detour cut may make a position come back, so
	// cycles go last. The long shortcuts' passes take out what a second pass would, and more: over
	// Kings as dealt's 228 won lines of deals 1..300, one pass shortened them in 16% less time,
	// to 19,061 moves in all instead of 19,075 (docs/solver.md).
	let best = removeCycles(root, line);
	best = removeCycles(root, takeShortcuts(root, best, options.depth ?? 2, deadline));
	best = removeCycles(root, removeDetours(root, best, deadline));
	// Long shortcuts cost the most per move of the line: they come once the line is short.
	const work = {left: options.work ?? DEFAULT_LONG_WORK};
	const fruitless = new FruitlessWays(options.remember ?? true);
	for (let pass = 0; pass < passes && Date.now() < deadline && work.left > 0; pass++) {
		// A long shortcut may pass through a position the line comes to later: cycles go first,
		// since shortcuts index the positions of a line without one.
		const long = removeCycles(
			root,
			takeLongShortcuts(root(), best, options.reach ?? DEFAULT_REACH, work, deadline, fruitless),
		);
		// Short shortcuts are long ones too (within reach): only the detours need another look.
		const shorter = removeCycles(root, removeDetours(root, long, deadline));
		if (shorter.length >= best.length) break;
		best = shorter;
	}
	return best;
}

/**
 * Moves ahead a long shortcut may reach at most (see `takeLongShortcuts`). Over the won lines of
 * deals 1..100, 16 took the mean line from 78.7 moves to 72.6 in 16 ms a line (median); 24 to
 * 69.6 in 49 ms, 32 to 68.2 in 290 ms, with no fewer lines going round in circles.
 */
const DEFAULT_REACH = 16;
/** Positions the long shortcuts of one line may visit in all. */
const DEFAULT_LONG_WORK = 2_000_000;

export interface ShortenOptions {
	/** Moves each shortcut search looks ahead (default 2). */
	readonly depth?: number;
	/** Passes of long shortcuts and the cuts after them, while they still gain (default 3). */
	readonly passes?: number;
	/** Date.now() after which no new shortcut search starts; the line so far is kept. */
	readonly deadline?: number;
	/** Moves ahead a long shortcut may reach (default 16). */
	readonly reach?: number;
	/**
	 * Positions the long shortcuts may visit in all (default 2,000,000): a budget that does not depend on the
	 * machine's speed.
	 */
	readonly work?: number;
	/**
	 * Whether long shortcuts remember the searches that found no way, and what follows from them
	 * (default true), so that none is made in vain (see FruitlessWays and `longShortcut`). They
	 * change no line, only its time: false makes every search, for the tests that show it.
	 */
	readonly remember?: boolean;
}

/** The line with every stretch between two visits of one position cut out. */
export function removeCycles(root: BoardMaker, line: readonly number[]): number[] {
	const board = root();
	const key = new Int32Array(board.keyWords);
	const result: number[] = [];
	// Every position met, by id; a position belongs to the kept line while `idAt` at the index in
	// `result` after which it stood still holds its id (a cut loop's positions lose theirs as the
	// line grows back over them). A table of keys rather than a map of strings: it runs on every
	// line a solve shortens, several times.
	const seen = new KeySet(line.length + 1, board.keyWords, 64);
	const indexOf: number[] = [];
	const idAt: number[] = [];
	const visit = (): number | undefined => {
		board.writeKey(key, 0);
		const added = seen.add(key, 0);
		const id = added === PRESENT ? seen.get(key, 0) : added;
		const earlier = indexOf[id];
		if (added === PRESENT && earlier <= result.length && idAt[earlier] === id) return earlier;
		indexOf[id] = result.length;
		idAt[result.length] = id;
		return undefined;
	};
	visit();
	for (const move of line) {
		board.play(move);
		result.push(move);
		const earlier = visit();
		// Back at a position of the kept line: forget the loop.
		if (earlier !== undefined) result.length = earlier;
	}
	return result;
}

/**
 * Cuts the moves that only carry a card through a stop on its way: when a card moves from A to B
 * and its next move takes it from B on to C, either move may be pointless. The line tries the
 * card going from A straight to C at its first move, then the card staying on A until its second
 * (A to C then; both moves go when C is A), and keeps the first of the two in which every move is
 * still legal and the position after the second move is the line's own (it is not when a card
 * put on C meanwhile now lies under the card): from there on the positions are those of the
 * line, so it still wins, one or two moves shorter.
 * Repeated until no card's moves can be cut, or the deadline. Each try replays only the stretch
 * between the two moves, from the position before the first (kept for every index).
 */
export function removeDetours(root: BoardMaker, line: readonly number[], deadline = Infinity): number[] {
	const result = [...line];
	const board = root();
	const words = board.keyWords;
	// The position before each move of `result`, and after its last: `words` words each.
	let before = new Int32Array((result.length + 1) * words);
	board.writeKey(before, 0);
	const replayFrom = (index: number): void => {
		board.readKey(before, index * words);
		for (let at = index; at < result.length; at++) {
			board.play(result[at]);
			board.writeKey(before, (at + 1) * words);
		}
	};
	replayFrom(0);
	for (let later = 1; later < result.length && Date.now() < deadline; later++) {
		const card = board.moveCard(result[later]);
		let earlier = later - 1;
		while (earlier >= 0 && board.moveCard(result[earlier]) !== card) earlier--;
		if (earlier < 0) continue;
		const combined = board.straightMove(result[earlier], result[later]);
		if (combined === undefined) continue;
		const {move: straight, goesBack} = combined;
		// The straight move goes at the earlier move if it can, else at the later one (when the
		// card goes back where it was, waiting means leaving it there: the same as the first try).
		const fits = (at: number) => isLegalStretch(board, before, result, earlier, later, at, straight, goesBack);
		const at = fits(earlier) ? earlier : !goesBack && fits(later) ? later : undefined;
		if (at === undefined) continue;
		if (goesBack) {
			result.splice(later, 1);
			result.splice(earlier, 1);
		} else {
			result[at] = straight;
			result.splice(at === earlier ? later : earlier, 1);
		}
		before = before.subarray(0, (result.length + 1) * words);
		replayFrom(earlier);
		// Look again from the card's first move: the cut may open others before the later move.
		later = Math.max(0, earlier - 1);
	}
	return result;
}

/**
 * Whether the moves from `earlier` to `later` are legal in turn from the position before
 * `earlier`, with the card's two moves there replaced by `straight` at index `at` (by nothing when
 * the straight move would put the card back where it was).
 */
function isLegalStretch(
	board: SearchBoard,
	before: Int32Array,
	line: readonly number[],
	earlier: number,
	later: number,
	at: number,
	straight: number,
	goesBack: boolean,
): boolean {
	const words = board.keyWords;
	board.readKey(before, earlier * words);
	for (let index = earlier; index <= later; index++) {
		const move = index === at ? straight : line[index];
		if (index === earlier || index === later) {
			if (index !== at || goesBack) continue;
		}
		if (!board.isLegalMove(move)) return false;
		board.play(move);
	}
	// The card may have reached C under a card that the line put there before it came: then the
	// positions differ after all, and the rest of the line may not fit.
	const key = new Int32Array(words);
	board.writeKey(key, 0);
	for (let word = 0; word < words; word++) if (key[word] !== before[(later + 1) * words + word]) return false;
	return true;
}

function takeShortcuts(root: BoardMaker, line: readonly number[], depth: number, deadline: number): number[] {
	const board = root();
	const key = new Int32Array(board.keyWords);
	// Every position of the line, by index: ids in this set are indexes (the line has no cycle).
	const onLine = new KeySet(line.length + 1, board.keyWords, 64);
	board.writeKey(key, 0);
	onLine.add(key, 0);
	for (const move of line) {
		board.play(move);
		board.writeKey(key, 0);
		onLine.add(key, 0);
	}
	return withShortcuts(line, (at) => {
		board.readKey(onLine.store, at * board.keyWords);
		const shortcut = Date.now() < deadline ? findShortcut(board, onLine, at, depth) : undefined;
		return shortcut !== undefined && shortcut.moves.length > 0 ? shortcut : undefined;
	});
}

/**
 * Every line of up to `depth` moves from line position `from` (on the board, which it leaves as it
 * found it); the line position with the largest saving (line moves skipped minus moves taken), if
 * any saves a move. A plain depth-first walk with play and unplay: at depth 2 a position met twice
 * costs less than a table of the positions met would.
 */
function findShortcut(board: SearchBoard, onLine: KeySet, from: number, depth: number): Shortcut {
	const key = new Int32Array(board.keyWords);
	const path: number[] = [];
	let best: Shortcut = {moves: [], reaches: from};
	let bestSaving = 0;
	const walk = (level: number): void => {
		if ((moveBuffers[level]?.length ?? 0) < board.maxMoves) moveBuffers[level] = new Int32Array(board.maxMoves);
		const buffer = moveBuffers[level];
		// Pruned moves suffice: rule 1 of SOUNDNESS.md shows a lone card's fan move never shortens a win.
		const count = board.generateMoves(buffer, 0);
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
