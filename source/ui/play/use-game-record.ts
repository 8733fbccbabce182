import {randomUUID} from 'node:crypto';
import {useEffect, useRef} from 'react';
import {type SavedGame} from '../../io/saved-game.js';
import {dealNameOf} from '../../stats/game-record.js';
import {type GameResult, type Records, recordGame} from '../../stats/records.js';
import {GameIds, endedSince, quitWhileStuck, resultOf} from './game-record.js';
import {playedMs} from './play-clock.js';
import {type PlayState} from './index.js';
import {type PlayControls} from './use-play.js';

/** The game in progress, as the App reports it to be kept: the form the keeper keeps. */
export type GameProgress = SavedGame;

export interface RecordTargets {
	/**
	 * Told the game in progress after every change, to keep it for the next run: undefined when
	 * there is nothing to keep (no move played yet, or the game over). A rejection, or a note it
	 * answers, is shown to the player.
	 */
	readonly onProgress?: (progress: GameProgress | undefined) => void | Promise<string | undefined | void>;
	/**
	 * Told each game that ended, to count it; answers the records then (with other copies' games),
	 * or nothing when the count failed again (said once already: the records on screen stand).
	 */
	readonly onResult?: (
		result: GameResult,
	) => Promise<{readonly records: Records; readonly problem?: string} | undefined>;
	/** The records on screen, changed at once (the file's answer replaces them when it comes). */
	readonly setRecords: (update: (records: Records) => Records) => void;
	readonly newId?: () => string;
}

/**
 * Reports the game on the table: after each change of its history (a move, an undo, a new deal)
 * to keep it, and each game that ended (won, left, restarted, quit while stuck) to count it.
 * Answers the id of the game on the table.
 */
export function useGameRecord(controls: PlayControls, targets: RecordTargets): () => string {
	const {deal, game, won, ended} = controls.state;
	const {latest, dispatch} = controls;
	const ids = useRef<GameIds | undefined>(undefined);
	ids.current ??= new GameIds(targets.newId ?? randomUUID);
	const idOf = (state: PlayState) => (ids.current as GameIds).of(state.deal, state.tally.round);
	const reported = useRef(0);
	const latestTargets = useRef(targets);
	latestTargets.current = targets;
	const say = (text: string) => dispatch({type: 'say', message: {text, tone: 'warn'}});

	const count = (result: GameResult) => {
		const {onResult, setRecords} = latestTargets.current;
		setRecords((records) => recordGame(records, result));
		onResult?.(result).then(
			(answer) => {
				if (answer === undefined) return;
				setRecords(() => answer.records);
				if (answer.problem !== undefined) say(answer.problem);
			},
			(error: unknown) => say(`The game plays on, but ${(error as Error).message}.`),
		);
	};

	// Games that ended: counted before the game that follows is kept, so a game is never both.
	useEffect(() => {
		const state = latest();
		for (const game of endedSince(state, reported.current)) {
			reported.current = game.seq;
			const id = (ids.current as GameIds).of(game.deal, game.round);
			// Left for a save of itself (Open a saved game…), a game goes back there: it has not ended.
			if (game.cause === 'left' && id === idOf(state)) continue;
			count(resultOf(game, id, new Date()));
		}
	}, [ended, latest]);

	// Whether the last report was a game in progress: a fresh deal that replaces one ends it (the
	// menu asked the player first), so that game is forgotten rather than taken up next time.
	const reportedAGame = useRef(false);
	useEffect(() => {
		const found = progressOf(latest(), idOf);
		const progress = found === 'untouched' && reportedAGame.current ? undefined : found;
		const {onProgress} = latestTargets.current;
		if (onProgress === undefined || progress === 'untouched') return;
		reportedAGame.current = progress !== undefined;
		Promise.resolve(onProgress(progress)).then(
			(note) => note && dispatch({type: 'say', message: {text: note, tone: 'warn'}}),
			(error: unknown) => say(`The game plays on, but ${(error as Error).message}.`),
		);
	}, [deal, game, won, latest, dispatch]);

	// Once more on the way out: the time played since the last move; or, quit while stuck, the game is lost and over.
	useEffect(
		() => () => {
			const state = latest();
			const stuck = quitWhileStuck(state, idOf(state), Date.now());
			if (stuck !== undefined) latestTargets.current.onResult?.(stuck).catch(() => undefined);
			const progress = stuck === undefined ? progressOf(state, idOf) : undefined;
			const {onProgress} = latestTargets.current;
			if (
				onProgress !== undefined &&
				progress !== 'untouched' &&
				(progress !== undefined || reportedAGame.current)
			)
				void Promise.resolve(onProgress(progress)).catch(() => undefined);
		},
		[latest],
	);
	return () => idOf(latest());
}

/**
 * What to keep of a game: undefined once won (forget it); 'untouched' for a deal with no move of
 * the player's own, which keeps nothing and forgets nothing: a deal only looked at, or only watched
 * as the solver plays it (`--demo`, Watch the solver), must not cost the game kept from before.
 */
function progressOf(state: PlayState, idOf: (state: PlayState) => string): GameProgress | undefined | 'untouched' {
	if (state.game.entries.length === 1 || !state.tally.started) return 'untouched';
	if (state.won) return undefined;
	const {assisted, started} = state.tally;
	const elapsedMs = playedMs(state.clock, Date.now());
	return {...dealNameOf(state.deal), id: idOf(state), game: state.game, elapsedMs, assisted, started};
}
