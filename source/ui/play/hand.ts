import {
	type Move,
	type Place,
	canRedo,
	canUndo,
	cellsOf,
	click,
	fanAt,
	homeMove,
	isCell,
	lastMove,
	playMove,
	redo,
	redoAll,
	samePlace,
	topCard,
	undo,
	undoAll,
	capitalise,
} from '../../engine/index.js';
import {pilesAimable, aimAfter, cardsOn} from './aim.js';
import {playDrawn, redealNow} from './draw.js';
import {type PlayState, position} from './state.js';
import {changed, afterPlayerMove} from './table.js';
import {lostFromTheStart} from './lost-move.js';
import {begun, helped} from './tally.js';
import {say, label, lostText, nameOf, refused} from './words.js';

/** Playing cards by hand: Enter's click, the card picked up and dropped, f, Esc, undo and redo (one or all), b. */

/**
 * Enter: play the aimed card (a click), or drop the card in hand on the aimed place. h then
 * Enter, typed faster than the solver answers, the aim left where it was: Enter is for the hint's
 * move, and waits for it. With the aim moved, Enter plays that card (and drops the hint).
 */
export function enter(state: PlayState): PlayState {
	if (state.held === undefined && state.hintPending !== undefined && samePlace(state.cursor, state.hintPending.aim))
		return {...state, typedAhead: [{type: 'play'}]};
	if (state.held === undefined) {
		// Enter follows the hint where a click cannot: a hinted draw on its fan, an advised redeal.
		const {advice} = state;
		if (advice?.draw === true && samePlace(advice.from, state.cursor)) return playDrawn(state, advice);
		if (state.redealAdvised && advice === undefined) return redealNow(state);
	}
	return state.held === undefined ? playAimed(state) : drop(state);
}

/**
 * Enter on a card: the engine's click, led by a hint on that card. The aim follows the card so a
 * second Enter re-routes it.
 */
export function playAimed(state: PlayState): PlayState {
	if (!state.settings.autoplay) {
		return say(state, 'Autoplay is off: pick the card up with m, aim, then drop it with Enter.', 'info');
	}
	// Enter on a hinted card follows the hint, so a player who takes hints plays the solver's line.
	const {advice} = state;
	const hinted = advice !== undefined && samePlace(advice.from, state.cursor) ? advice.to : undefined;
	const clicked = click(state.game, state.cursor, hinted);
	if (!clicked.ok)
		return clicked.error.reason === 'no-move' && clickLanded(state)
			? noOtherPlace(state)
			: refused(state, clicked.error);
	const game = clicked.value;
	const move = lastMove(game) as Move;
	const record = game.entries[game.current].click;
	const text = `${label(state)(move.card)} to ${nameOf(state, move.to)}.`;
	const cursor = aimAfter(state, move);
	// Enter again re-routes the card only where the aim followed it.
	if (record !== undefined && record.candidates.length > 1 && samePlace(cursor, move.to)) {
		const next = record.candidates[(record.index + 1) % record.candidates.length];
		return afterPlayerMove(state, game, cursor, {
			text: `${text} Enter again: to ${nameOf(state, next)}.`,
			tone: 'info',
			ofTheAim: true,
		});
	}
	return afterPlayerMove(state, game, cursor, {text, tone: 'info'});
}

/** Whether the aimed card is the one the last click put there: Enter on it again asks for another place. */
function clickLanded(state: PlayState): boolean {
	const entry = state.game.entries[state.game.current];
	return entry.click !== undefined && entry.move !== undefined && samePlace(entry.move.to, state.cursor);
}

/**
 * Enter again on a card that had only the one place it went to (the engine's "nowhere to go" would
 * read as if it had none).
 */
function noOtherPlace(state: PlayState): PlayState {
	const move = lastMove(state.game) as Move;
	return say(state, `${label(state)(move.card)} has nowhere else to go.`, 'warn');
}

export function pick(state: PlayState): PlayState {
	if (state.held !== undefined) return samePlace(state.held, state.cursor) ? cancel(state) : drop(state);
	const card = topCard(cardsOn(state, state.cursor));
	if (card === undefined)
		return say(state, `${capitalise(nameOf(state, state.cursor))} is empty: nothing to pick up.`, 'warn');
	const name = label(state)(card);
	const cells = cellsOf(position(state)).length > 0;
	const where = pilesAimable(state) ? 'a fan or pile' : cells && !isCell(state.cursor) ? 'a fan or a cell' : 'a fan';
	return {
		...state,
		held: state.cursor,
		hint: undefined,
		message: {
			text: `Holding ${name} from ${nameOf(state, state.cursor)}: aim at ${where} and press Enter to drop it.`,
			tone: 'info',
		},
	};
}

export function heldMove(state: PlayState, held: Place, to: Place): Move | undefined {
	const card = topCard(cardsOn(state, held));
	return card === undefined ? undefined : {card, from: held, to};
}

function drop(state: PlayState): PlayState {
	const held = state.held as Place;
	if (samePlace(state.cursor, held)) return cancel(state);
	const move = heldMove(state, held, state.cursor);
	return move === undefined ? emptyHand(state) : dragTo(state, move, aimAfter(state, move));
}

/** f: the picked card, or else the aimed card, to its foundation (a drag, so Autoplay may be off). */
export function dropHome(state: PlayState): PlayState {
	const from = state.held ?? state.cursor;
	const move = homeMove(position(state), from);
	if (!move.ok)
		return state.held === undefined || move.error.reason === 'pile-does-not-take'
			? refused(state, move.error)
			: emptyHand(state);
	// The aim stays where the card came from: the next card there may go home too.
	return dragTo(state, move.value, move.value.from);
}

export function emptyHand(state: PlayState): PlayState {
	return say({...state, held: undefined}, `${capitalise(nameOf(state, state.cursor))} is empty.`, 'warn');
}

export function dragTo(state: PlayState, move: Move, cursor: Place): PlayState {
	const played = playMove(state.game, move);
	// A refused drop keeps the card in hand, so the player can aim somewhere else.
	if (!played.ok) return refused(state, played.error);
	return afterPlayerMove(state, played.value, cursor, {
		text: `${label(state)(move.card)} to ${nameOf(state, move.to)}.`,
		tone: 'info',
	});
}

export function cancel(state: PlayState): PlayState {
	if (state.held === undefined) return {...state, message: undefined, hint: undefined};
	const card = topCard(cardsOn(state, state.held));
	const text = card === undefined ? 'Put back.' : `${label(state)(card)} stays on ${nameOf(state, state.held)}.`;
	return {...state, held: undefined, message: {text, tone: 'info'}};
}

export function takeBack(state: PlayState): PlayState {
	if (!canUndo(state.game)) return say(state, 'Nothing to undo: this is the deal.', 'info');
	const move = lastMove(state.game);
	if (move === undefined)
		return helped(
			changed(state, undo(state.game), state.cursor, {
				text: 'Undone: the redeal. The fans are as they were.',
				tone: 'info',
			}),
		);
	const text = `Undone: ${label(state)(move.card)} back to ${nameOf(state, move.from)}.`;
	return helped(changed(state, undo(state.game), move.from, {text, tone: 'info'}));
}

/** b after a lost-position hint: the moves it counted, undone in one go (r redoes them one by one). */
export function rewindToWinnable(state: PlayState): PlayState {
	const count = state.rewind;
	const answer = state.foresight.answer;
	// Lost from the deal (or from the last redeal): there is no winnable position to go back to.
	if (count === undefined && answer?.verdict === 'lost' && lostFromTheStart(answer))
		return say(state, lostText(undefined, answer.sinceRedeal === true), 'warn');
	if (count === undefined) {
		const text = state.settings.winnableMark
			? 'b goes back to a winnable position once the mark or h says this one is lost.'
			: 'b goes back to a winnable position after a hint (h) says this one is lost.';
		return say(state, text, 'info');
	}
	let game = state.game;
	for (let undone = 0; undone < count && canUndo(game); undone++) game = undo(game);
	const cursor = lastMove(state.game)?.from ?? state.cursor;
	const text = `Back ${count} move${count === 1 ? '' : 's'}: this position can still be won. h for a hint.`;
	return helped(changed(state, game, cursor, {text, tone: 'good'}));
}

export function playAgain(state: PlayState): PlayState {
	if (!canRedo(state.game)) return say(state, 'Nothing to redo.', 'info');
	const game = redo(state.game);
	const move = lastMove(game);
	if (move === undefined)
		return begun(changed(state, game, fanAt(0), {text: 'Redone: the redeal, dealt as it was.', tone: 'info'}));
	return begun(
		changed(state, game, aimAfter(state, move), {
			text: `Redone: ${label(state)(move.card)} to ${nameOf(state, move.to)}.`,
			tone: 'info',
		}),
	);
}

/** U: every move taken back, to the deal; the history stays, so r plays the first again and R all of them. */
export function takeBackAll(state: PlayState): PlayState {
	if (!canUndo(state.game)) return say(state, 'Nothing to undo: this is the deal.', 'info');
	const moves = state.game.current;
	const undone = moves === 1 ? 'the one move' : `all ${moves} moves`;
	const text = `Undone: ${undone}, back to the deal. R redoes them all.`;
	return helped(changed(state, undoAll(state.game), state.cursor, {text, tone: 'info'}));
}

/** R: every move taken back played again, as it was; u then takes back only the last. */
export function playAllAgain(state: PlayState): PlayState {
	if (!canRedo(state.game)) return say(state, 'Nothing to redo.', 'info');
	const moves = state.game.entries.length - 1 - state.game.current;
	const redone = moves === 1 ? 'the one move' : `all ${moves} moves`;
	const text = `Redone: ${redone} taken back. U takes them all back again.`;
	return begun(changed(state, redoAll(state.game), state.cursor, {text, tone: 'info'}));
}
