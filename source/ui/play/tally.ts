import {isWon, moveCount} from '../../engine/index.js';
import {playedMs, runClock} from './play-clock.js';
import {type EndedGame, ENDED_KEPT, type PlayState, position} from './state.js';

/** The clock, the win, and the games that end (won, left, restarted), for the records. */

/**
 * Records the win (or forgets it when the win was undone), and runs the clock only while the
 * board can be played: on screen, and not won. The first win of a game ends it, for the records.
 */
export function settle(state: PlayState, now: number): PlayState {
	const won = isWon(position(state));
	const settled = won === state.won ? state : {...state, won, autoCompleting: state.autoCompleting && !won};
	const clock = runClock(settled.clock, settled.boardShown && !won, now);
	const clocked = clock === settled.clock ? settled : {...settled, clock};
	if (!won || clocked.tally.won) return clocked;
	return withEnded({...clocked, tally: {...clocked.tally, won: true}}, endOf(clocked, 'won', undefined, now));
}

/** The game on the table as it ends now. */
export function endOf(
	state: PlayState,
	outcome: EndedGame['outcome'],
	cause: EndedGame['cause'],
	now: number,
): Omit<EndedGame, 'seq'> {
	const {deal, tally} = state;
	const watched = outcome === 'won' && tally.watched === true ? {watched: true} : {};
	const {round, assisted} = tally;
	const ended = {deal, round, outcome, ...(cause === undefined ? {} : {cause}), moves: moveCount(state.game)};
	return {...ended, timeMs: playedMs(state.clock, now), assisted, ...watched};
}

export function withEnded(state: PlayState, game: Omit<EndedGame, 'seq'>): PlayState {
	const seq = (state.ended.at(-1)?.seq ?? 0) + 1;
	return {...state, ended: [...state.ended, {...game, seq}].slice(-ENDED_KEPT)};
}

/** Whether leaving the game on the table now ends a game for the records: one played and not won. */
export function endsAGame(state: PlayState): boolean {
	return state.tally.started && !state.tally.won;
}

/** A move was played: it begins at the player's own; the solver's (the demo's, auto complete after it) are watched. */
export function begun(state: PlayState): PlayState {
	const watched = state.demo !== undefined || (state.autoCompleting && state.tally.watched === true);
	const started = state.tally.started || !watched;
	const same = started === state.tally.started && watched === (state.tally.watched === true);
	return same ? state : {...state, tally: {...state.tally, started, watched}};
}

/** Help was used: a hint, an undo, the look-back's b, or the solver's moves in the demo. */
export function helped(state: PlayState): PlayState {
	return state.tally.assisted ? state : {...state, tally: {...state.tally, assisted: true}};
}
