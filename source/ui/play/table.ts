import {
	type Game,
	type Place,
	autoCompleteMoves,
	autoDropMove,
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
import {stuckMessage, label, AUTO_COMPLETE_MESSAGE} from './words.js';

/**
 * What every move does to the table: what was lit or pending goes, the aim is kept in range, auto
 * complete or auto drop starts.
 */

/** What belonged to the position a move left: the card held, the hint and its thought, keys typed for it. */
const POSITION_LEFT = {
	held: undefined,
	hint: undefined,
	advice: undefined,
	hintEffort: 0,
	hintPending: undefined,
	typedAhead: [],
	foresight: THINKING,
} as const satisfies Partial<PlayState>;

/**
 * A new game state after a move or an undo: anything lit or pending belonged to the old position,
 * so the hint, its request and any picked card are dropped (a late hint answer is then ignored).
 */
export function changed(state: PlayState, game: Game, cursor: Place, message: Message | undefined): PlayState {
	const said = stuckMessage(game) ?? message;
	const cleared: PlayState = {
		...state,
		...POSITION_LEFT,
		game,
		message: said,
		autoCompleting: false,
		autoDropping: false,
		rewind: undefined,
		quickAim: undefined,
		pointer: undefined,
		drawing: undefined,
		redealAdvised: false,
	};
	// A redeal (or its undo) changes how many fans there are.
	const fans = currentPosition(game).fans.length;
	return aimAt(cleared, isFan(cursor) && cursor.fan >= fans ? fanAt(Math.max(0, fans - 1)) : cursor);
}

/**
 * After the player's own move (a redeal and the draw among them): auto complete starts when every
 * fan is descending, else auto drop when a card can go home by itself (each where it is on).
 */
export function afterPlayerMove(state: PlayState, game: Game, cursor: Place, message: Message | undefined): PlayState {
	return autoPlayNext(begun(changed(state, game, cursor, message)));
}

/** What plays by itself next: auto complete, once it may; else auto drop, while it has a card to send. */
function autoPlayNext(state: PlayState): PlayState {
	const now = position(state);
	if (isWon(now)) return {...state, autoDropping: false};
	if (state.settings.autoComplete && isAutoCompleteReady(now))
		return {...state, autoCompleting: true, autoDropping: false, message: AUTO_COMPLETE_MESSAGE};
	const dropping = state.settings.autoDrop && autoDropMove(now) !== undefined;
	return dropping === state.autoDropping ? state : {...state, autoDropping: dropping};
}

/** The next card of auto complete or auto drop, played as a move of its own (u takes it back alone). */
export function autoStep(state: PlayState): PlayState {
	if (state.autoDropping) return dropStep(state);
	if (!state.autoCompleting) return state;
	const [move] = autoCompleteMoves(position(state));
	if (move === undefined) return {...state, autoCompleting: false};
	const game = playLegalMoves(state.game, [move]);
	// Each step says again what is going on (a key pressed meanwhile may have said something
	// else), and the last leaves the line to the win panel.
	const message = isWon(currentPosition(game)) ? undefined : AUTO_COMPLETE_MESSAGE;
	return begun(aimAt({...playedByItself(state, game), message}, move.from));
}

/**
 * Auto drop's card home. The aim stays where the player left it, and the drop begins no game: it
 * follows the move that did (a drop at once on a deal would leave it as dealt but for the move).
 */
function dropStep(state: PlayState): PlayState {
	const move = autoDropMove(position(state));
	if (move === undefined || !state.settings.autoDrop) return {...state, autoDropping: false};
	const game = playLegalMoves(state.game, [move]);
	const text = `${label(state)(move.card)} went home by itself: it can be of no more use on the fans.`;
	return autoPlayNext({...playedByItself(state, game), message: stuckMessage(game) ?? {text, tone: 'info'}});
}

/** The game after a card that went home by itself: what was lit, held or asked about the last position goes. */
function playedByItself(state: PlayState, game: Game): PlayState {
	return {...state, ...POSITION_LEFT, game};
}
