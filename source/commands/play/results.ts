import {type GameResult, NO_RECORDS, notCounted} from '../../stats/records.js';
import type {GameProgress} from '../../ui/app/app.js';
import {type GameKeeper} from '../../io/kept-games.js';
import {type RecordedGames} from '../../io/stats-file.js';

/**
 * The games' results written to the statistics as the game goes, and the kept game that waits for
 * its result to be written. A result that could not be written (the file's lock held by another
 * copy, a full disk) is kept, and written with the next one or on the way out: it used to be
 * dropped, while the records on screen counted it.
 */
export interface ResultsWriter {
	/**
	 * Writes these results, with those kept from before, after the writes asked for earlier.
	 * Rejects, the first time in a row of failures, with an Error whose message can be shown.
	 */
	readonly run: (results: readonly GameResult[]) => Promise<RecordedGames | undefined>;
	/** Waits for the writes asked for so far. */
	readonly flushed: () => Promise<void>;
	/** Tries the results kept once more (the lock looked at afresh, not the last try's verdict). */
	readonly retry: () => Promise<void>;
	/** Whether the result of the game of `id`, a win, waits to be written. */
	readonly holdsWin: (id: string) => boolean;
	/** The results that wait to be written. */
	readonly waiting: () => readonly GameResult[];
	/** Why the results waiting could not be written; undefined when none waits. */
	readonly failure: () => Error | undefined;
}

export function resultsWriter(write: (results: readonly GameResult[]) => Promise<RecordedGames>): ResultsWriter {
	let last: Promise<unknown> = Promise.resolve();
	// Changed only by the write in turn, one at a time.
	let kept: readonly GameResult[] = [];
	let failure: Error | undefined;
	const attempt = async (results: readonly GameResult[]): Promise<RecordedGames | undefined> => {
		// A game that counts nowhere whatever the file holds (practice, the solver's) waits for no lock.
		const all = [...kept, ...results.filter((result) => notCounted(NO_RECORDS, result) === undefined)];
		if (all.length === 0) return undefined;
		try {
			const answer = await write(all);
			const before = kept.length;
			kept = [];
			failure = undefined;
			return before === 0 ? answer : withNote(answer, savedNow(before));
		} catch (error) {
			const first = failure === undefined;
			kept = all;
			failure = error as Error;
			// Said once in a row of failures: the records on screen stand meanwhile.
			if (!first) return undefined;
			const said = all.length === 1 ? 'the result is kept' : `the ${all.length} results are kept`;
			throw new Error(`${failure.message}; ${said}, to be saved with the next game or at q`);
		}
	};
	const run = (results: readonly GameResult[]) => {
		const writing = last.then(() => attempt(results));
		last = writing.catch(() => undefined);
		return writing;
	};
	return {
		run,
		flushed: () => last.then(() => undefined),
		retry: () =>
			run([]).then(
				() => undefined,
				() => undefined,
			),
		holdsWin: (id) => kept.some((result) => result.id === id && result.outcome === 'won'),
		waiting: () => kept,
		failure: () => (kept.length === 0 ? undefined : failure),
	};
}

function savedNow(games: number): string {
	const them = games === 1 ? 'the game' : `the ${games} games`;
	return `The statistics are saved now, with ${them} that could not be saved before.`;
}

function withNote(answer: RecordedGames, note: string): RecordedGames {
	return {...answer, problem: answer.problem === undefined ? note : `${answer.problem} ${note}`};
}

export interface ProgressKeeper {
	/** Keeps the game in progress; undefined: the game is over (won, or left), forget it. */
	readonly keep: (progress: GameProgress | undefined) => Promise<string | undefined>;
	/** Forgets the won games kept for their results, those whose results are written now. */
	readonly forgetWritten: () => Promise<void>;
	/** How many won games stay kept, their results not written. */
	readonly held: () => number;
}

/**
 * The game kept as it is played (kept-games.ts). A won game is forgotten only once its result is
 * written: while it waits, the game stays kept, given up by this copy, so that a win the
 * statistics never got (the game killed, or the lock still held at q) can be taken up at the next
 * start and won again. Its result carries the game's id: it counts once, whichever copy writes it.
 */
export function progressKeeper(keeper: GameKeeper, recorder: ResultsWriter): ProgressKeeper {
	let keptId: string | undefined;
	const held = new Set<string>();
	const forgetWritten = async () => {
		for (const id of [...held]) {
			if (recorder.holdsWin(id)) continue;
			await keeper.forget(id);
			held.delete(id);
		}
	};
	return {
		keep: async (progress) => {
			// A game over: its result was asked to be written before this (use-game-record.ts).
			if (progress === undefined && keptId !== undefined) {
				await recorder.flushed();
				if (recorder.holdsWin(keptId)) {
					held.add(keptId);
					keptId = undefined;
					await keeper.letGo();
					return undefined;
				}
			}
			// Not to hold up this save: a game that cannot be forgotten now is tried again with the next.
			await forgetWritten().catch(() => undefined);
			keptId = progress?.id;
			return keeper.keep(progress);
		},
		forgetWritten,
		held: () => held.size,
	};
}
