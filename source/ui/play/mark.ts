import {moveCount} from '../../engine/index.js';
import {type Foresight} from '../../solver-service/types.js';
import {type Settings} from '../../io/settings.js';
import {losingMove} from './lost-move.js';
import {type PlayState} from './state.js';
import {say} from './words.js';

/** The winnable mark: what thinking ahead found, and b offered as soon as a position is known lost. */

/**
 * The settings changed: the game follows at once. The mark switched on shows what is known
 * already, the look-back included.
 */
export function withSettings(state: PlayState, settings: Settings): PlayState {
	const next = {...state, settings, markOn: state.markOn || settings.winnableMark};
	return settings.winnableMark && !state.settings.winnableMark ? offerLookBack(next, false) : next;
}

/** What the solver thinking ahead found out about this position, taken in. */
export function foreseen(state: PlayState, news: Foresight): PlayState {
	if (news.verdict === 'failed') return {...state, foresight: {...state.foresight, verdict: 'failed'}};
	return offerLookBack(
		{...state, foresight: {id: state.foresight.id, verdict: news.verdict, answer: news.answer}},
		true,
	);
}

/**
 * With the mark on, a lost position's look-back is offered as soon as it is known, as a hint
 * would offer it: b goes back to the latest winnable position. When the move just played is the
 * one that lost the game, the message line says so (`sayIt`), so that a newcomer learns it on
 * that move; later moves only keep the offer.
 */
function offerLookBack(state: PlayState, sayIt: boolean): PlayState {
	const answer = state.foresight.answer;
	if (
		!state.settings.winnableMark ||
		answer?.verdict !== 'lost' ||
		answer.undo === undefined ||
		answer.undo === 0 ||
		state.won
	)
		return state;
	const offered = {...state, rewind: answer.undo};
	const lostBy = losingMove(answer, moveCount(state.game));
	const asking = state.hintPending !== undefined || state.demo !== undefined;
	if (!sayIt || lostBy !== moveCount(state.game) || asking) return offered;
	return say(offered, `Move ${lostBy} lost the game: press b (or u) to take it back.`, 'warn');
}
