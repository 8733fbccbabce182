import {type Game, autoDropMove, moveCount, samePlace} from '../../engine/index.js';
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
	const moves = moveCount(state.game);
	const lostBy = losingMove(answer, moves);
	const asking = state.hintPending !== undefined || state.demo !== undefined;
	if (!sayIt || lostBy === undefined || asking) return offered;
	if (lostBy === moves) return say(offered, `Move ${lostBy} lost the game: press b (or u) to take it back.`, 'warn');
	// Cards that went home by themselves after it (Auto drop) came with it: b takes them back too, u only the last.
	if (!droppedSince(state.game, lostBy)) return offered;
	const cards = moves - lostBy === 1 ? 'the card' : `the ${moves - lostBy} cards`;
	return say(
		offered,
		`Move ${lostBy} lost the game: press b to take it back, with ${cards} gone home after it.`,
		'warn',
	);
}

/** Whether every move after move `since` is one Auto drop plays (the card it names, to where it sends it). */
function droppedSince(game: Game, since: number): boolean {
	// A look-back that names no move of this game (news about another position) names no drops either.
	if (since < 1 || since > game.current) return false;
	for (let index = since + 1; index <= game.current; index++) {
		const played = game.entries[index].move;
		const dropped = autoDropMove(game.entries[index - 1].position);
		if (played === undefined || dropped === undefined || played.card !== dropped.card) return false;
		if (!samePlace(played.from, dropped.from) || !samePlace(played.to, dropped.to)) return false;
	}
	return true;
}
