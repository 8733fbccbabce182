import {
	type Game,
	type Place,
	autoCompleteMoves,
	currentPosition,
	fanAt,
	isAutoCompleteReady,
	isFan,
	isWon,
	playLegalMoves,
} from '../../engine/index.js';
import {aimAt} from './aim.js';
import {type Message, type PlayState, THINKING, position} from './state.js';
import {begun} from './tally.js';
import {stuckMessage, AUTO_COMPLETE_MESSAGE} from './words.js';

/** What every move does to the table: what was lit or pending goes, the aim is kept in range, auto complete starts. */

/**
 * A new game state after a move or an undo: anything lit or pending belonged to the old position,
 * so the hint, its request and any picked card are dropped (a late hint answer is then ignored).
 */
export function changed(state: PlayState, game: Game, cursor: Place, message: Message | undefined): PlayState {
	const said = stuckMessage(game) ?? message;
	const cleared: PlayState = {
		...state,
		game,
		message: said,
		held: undefined,
		hint: undefined,
		advice: undefined,
		hintEffort: 0,
		hintPending: undefined,
		typedAhead: [],
		autoCompleting: false,
		rewind: undefined,
		foresight: THINKING,
		quickAim: undefined,
		pointer: undefined,
		drawing: undefined,
		redealAdvised: false,
	};
	// A redeal (or its undo) changes how many fans there are.
	const fans = currentPosition(game).fans.length;
	return aimAt(cleared, isFan(cursor) && cursor.fan >= fans ? fanAt(Math.max(0, fans - 1)) : cursor);
}

/** After the player's own move: start auto complete when every fan is descending (if it is on). */
export function afterPlayerMove(state: PlayState, game: Game, cursor: Place, message: Message | undefined): PlayState {
	const next = begun(changed(state, game, cursor, message));
	const now = currentPosition(game);
	if (!state.settings.autoComplete || isWon(now) || !isAutoCompleteReady(now)) return next;
	return {...next, autoCompleting: true, message: AUTO_COMPLETE_MESSAGE};
}

export function autoStep(state: PlayState): PlayState {
	if (!state.autoCompleting) return state;
	const [move] = autoCompleteMoves(position(state));
	if (move === undefined) return {...state, autoCompleting: false};
	const game = playLegalMoves(state.game, [move]);
	// Each step says again what is going on (a key pressed meanwhile may have said something
	// else), and the last leaves the line to the win panel.
	const message = isWon(currentPosition(game)) ? undefined : AUTO_COMPLETE_MESSAGE;
	return begun(
		aimAt(
			{
				...state,
				game,
				held: undefined,
				hint: undefined,
				advice: undefined,
				hintEffort: 0,
				hintPending: undefined,
				typedAhead: [],
				message,
				foresight: THINKING,
			},
			move.from,
		),
	);
}
