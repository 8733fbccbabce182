import {
	type Move,
	type Place,
	cardsAt,
	cellAt,
	cellsOf,
	destinationsOf,
	fanAt,
	isCell,
	isFan,
	isPile,
	pileAt,
	refuseMove,
	rulesFor,
	samePlace,
	topCard,
} from '../../engine/index.js';
import {noSuchFan} from './aim-words.js';
import {type PlayState, type AimDirection, position} from './state.js';
import {say, label} from './words.js';

/** Where the player aims: the arrows, Home and End, Tab to the next playable fan, a fan's number. */

/** A message about the aimed card would mislead once the aim is elsewhere: it goes when the aim moves. */
export function leavingAim(state: PlayState): PlayState {
	return state.message?.ofTheAim === true ? {...state, message: undefined} : state;
}

/**
 * The aim moved by an arrow: along the fans, or along the piles or the free cells where they can
 * be aimed at. Up and Down go to the cells (Free Fan) or the piles (where their cards come back
 * into play) and back; where neither can be aimed at (Shamrocks), Up and Down step to the
 * previous and next fan whose card can move, as Shift-Tab and Tab do, so that the four arrows are
 * all of use.
 */
export function aim(moving: PlayState, to: AimDirection): PlayState {
	const now = position(moving);
	const state = leavingAim(moving);
	const {cursor} = state;
	if (to === 'nextPlayable' || to === 'previousPlayable') return aimPlayable(state, to === 'nextPlayable');
	if (to === 'up' || to === 'down') {
		const upper = cellsOf(now).length > 0 ? cellAt(0) : pilesAimable(state) ? pileAt(0) : undefined;
		if (upper === undefined) return aimPlayable(state, to === 'down');
		return to === 'up'
			? {...state, cursor: isFan(cursor) ? upper : cursor}
			: {...state, cursor: fanAt(state.fanAim)};
	}
	const count = isFan(cursor) ? now.fans.length : isPile(cursor) ? now.foundations.length : cellsOf(now).length;
	const at = isFan(cursor) ? cursor.fan : isPile(cursor) ? cursor.pile : cursor.cell;
	const next =
		to === 'left'
			? Math.max(0, at - 1)
			: to === 'right'
				? Math.min(count - 1, at + 1)
				: to === 'first'
					? 0
					: count - 1;
	if (isFan(cursor)) return {...state, cursor: fanAt(next), fanAim: next};
	return {...state, cursor: isPile(cursor) ? pileAt(next) : cellAt(next)};
}

/**
 * Tab (forward) and Shift-Tab: the aim to the next fan round the table whose top card can move,
 * as the engine says, or, with a card in hand, that takes it. From the piles, it starts from the
 * fan last aimed at.
 */
function aimPlayable(state: PlayState, forward: boolean): PlayState {
	const now = position(state);
	const count = now.fans.length;
	const from = isFan(state.cursor) ? state.cursor.fan : state.fanAim;
	const {held} = state;
	const card = held === undefined ? undefined : topCard(cardsOn(state, held));
	const playable = (fan: number): boolean => {
		if (held === undefined || card === undefined) return destinationsOf(now, fanAt(fan)).length > 0;
		return !samePlace(held, fanAt(fan)) && refuseMove(now, {card, from: held, to: fanAt(fan)}) === undefined;
	};
	for (let step = 1; step <= count; step++) {
		const fan = (from + (forward ? step : count - step)) % count;
		if (playable(fan)) return aimAt(state, fanAt(fan));
	}
	if (card === undefined) return say(state, 'No card can move.', 'info');
	return say(state, `No fan takes ${label(state)(card)}: f sends it home if it fits, Esc puts it back.`, 'info');
}

/**
 * How long after a fan's first digit the next one still counts as its second: 1 then 4 is fan
 * 14. Long enough for two keys typed one after the other, short enough that a player who types
 * 1, looks, then types 5 for fan 5 does not land on 15.
 */
export const QUICK_AIM_PAUSE_MS = 700;

/**
 * A digit: the aim to that fan, or after a 1 typed just before, to fan 10 to 18 (where there are
 * that many). 0 alone is fan 10: the tenth key of the row.
 */
export function aimAtNumber(moving: PlayState, given: number, now: number): PlayState {
	const state = leavingAim(moving);
	const fans = position(state).fans.length;
	const first = state.quickAim;
	const two = first === undefined ? 0 : first.fan * 10 + given;
	if (first !== undefined && now - first.at <= QUICK_AIM_PAUSE_MS && two <= fans)
		return {...aimAt(state, fanAt(two - 1)), quickAim: undefined};
	const digit = given === 0 ? 10 : given;
	if (digit > fans) return say({...state, quickAim: undefined}, noSuchFan(digit, fans), 'info');
	// A second digit can follow only where ten times this one is a fan.
	return {...aimAt(state, fanAt(digit - 1)), quickAim: digit * 10 <= fans ? {fan: digit, at: now} : undefined};
}

/** Whether the aim can go to the foundation piles: where their top cards can come back into play. */
export function pilesAimable(state: PlayState): boolean {
	return rulesFor(position(state).variant).foundation.returns;
}

/** Whether the aim can go to `place`: a fan, a free cell, or a pile whose cards come back. */
export function canAimAt(state: PlayState, place: Place): boolean {
	return !isPile(place) || pilesAimable(state);
}

/** The aim set to a place (remembering the fan, for Down from the piles). */
export function aimAt(state: PlayState, place: Place): PlayState {
	return isFan(place) ? {...state, cursor: place, fanAim: place.fan} : {...state, cursor: place};
}

/**
 * Where the aim goes after a move: with the card, so that Enter again re-routes it; to its own
 * place when it went to a foundation that cannot be aimed at (its cards never come back).
 */
export function aimAfter(state: PlayState, move: Move): Place {
	return isFan(move.to) || isCell(move.to) || pilesAimable(state) ? move.to : move.from;
}

export function cardsOn(state: PlayState, place: Place): readonly number[] {
	const now = position(state);
	return cardsAt(now, place) ?? [];
}
