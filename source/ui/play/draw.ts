import {
	type Move,
	type Place,
	canDraw,
	currentPosition,
	drawDepths,
	fanAt,
	isFan,
	pileAt,
	pilesFor,
	playMove,
	redealGame,
	samePlace,
} from '../../engine/index.js';
import {aim, aimAt} from './aim.js';
import {type Message, type PlayState, type Drawing, type AimDirection, position} from './state.js';
import {afterPlayerMove} from './table.js';
import {say, label, nameOf, refused, redealsLeft} from './words.js';

/** The redeal (g) and the draw (d, then the chosen card played), where the variant has them. */

/** A hinted draw played as the hint says (Enter on its fan). */
export function playDrawn(state: PlayState, move: Move): PlayState {
	const played = playMove(state.game, move);
	if (!played.ok) return refused(state, played.error);
	const where = samePlace(move.from, move.to) ? `the top of ${nameOf(state, move.to)}` : nameOf(state, move.to);
	return afterPlayerMove(state, played.value, isFan(move.to) ? move.to : move.from, {
		text: `Drawn: ${label(state)(move.card)} to ${where}.`,
		tone: 'info',
	});
}

/** g: the redeal, a step of the history like a move (u takes it back, and r deals it the same again). */
export function redealNow(state: PlayState): PlayState {
	const redealt = redealGame(state.game);
	if (!redealt.ok) return refused(state, redealt.error);
	const now = currentPosition(redealt.value);
	const cards = now.fans.reduce((sum, fan) => sum + fan.length, 0);
	const after =
		now.redeals === 0
			? canDraw(now)
				? 'That was the last: the draw (d) is yours now.'
				: 'That was the last.'
			: `${redealsLeft(now.redeals)} left.`;
	return afterPlayerMove(state, redealt.value, fanAt(0), {
		text: `Redealt: ${cards} cards in ${now.fans.length} fans. ${after}`,
		tone: 'info',
	});
}

/**
 * d: the draw starts on the aimed fan, on the highest card the draw may take there (its top card
 * where it takes any, and Up and Down then choose another).
 */
export function startDraw(state: PlayState): PlayState {
	const now = position(state);
	if (!canDraw(now)) {
		const refusal = playMove(state.game, {card: 0, from: fanAt(0), to: fanAt(0), draw: true});
		return refusal.ok ? state : refused(state, refusal.error);
	}
	if (!isFan(state.cursor) || (now.fans[state.cursor.fan]?.length ?? 0) === 0)
		return say(state, 'The draw takes a card of a fan: aim at one that has cards.', 'info');
	const fan = state.cursor.fan;
	const depth = drawDepths(now, fan).at(-1);
	if (depth === undefined)
		return say(
			state,
			"The draw takes the card just beneath a fan's top: aim at a fan of two cards or more.",
			'info',
		);
	const drawing = {fan, depth};
	return {...state, held: undefined, hint: undefined, drawing, message: drawMessage(state, drawing)};
}

function drawMessage(state: PlayState, drawing: Drawing): Message {
	const card = position(state).fans[drawing.fan][drawing.depth];
	const up = state.settings.ascii ? 'Up Down' : '↑↓';
	if (drawDepths(position(state), drawing.fan).length === 1)
		return {
			text: `The draw: ${label(state)(card)}. Aim at another fan, then Enter (or f plays it home); Esc cancels.`,
			tone: 'info',
		};
	return {
		text:
			`The draw: ${label(state)(card)}. ${up} choose a card, Enter brings it to the top ` +
			'(or aim, then Enter or f plays it there), Esc cancels.',
		tone: 'info',
	};
}

/**
 * Up and Down choose the card of the draw's fan (Up towards its bottom card, drawn higher); the other
 * arrows aim where it goes.
 */
export function aimInDraw(state: PlayState, drawing: Drawing, to: AimDirection): PlayState {
	if (to !== 'up' && to !== 'down') return aim(state, to);
	// The cards the draw may take there, bottom first: Up towards the bottom, Down towards the top.
	const depths = drawDepths(position(state), drawing.fan);
	const at = Math.max(0, depths.indexOf(drawing.depth));
	const depth = depths[Math.min(depths.length - 1, Math.max(0, at + (to === 'up' ? -1 : 1)))] ?? drawing.depth;
	const chosen = {...drawing, depth};
	// Choosing a card brings the aim back to its fan, where Enter brings it to the top.
	return {...aimAt(state, fanAt(drawing.fan)), drawing: chosen, message: drawMessage(state, chosen)};
}

/**
 * Enter in the draw: the chosen card to the top of its own fan, or to the aimed place. A top card
 * simply moves, and the draw is kept.
 */
export function playDraw(state: PlayState, drawing: Drawing, to: Place): PlayState {
	const cards = position(state).fans[drawing.fan];
	const card = cards[drawing.depth];
	const onTop = drawing.depth === cards.length - 1;
	const from = fanAt(drawing.fan);
	if (onTop && samePlace(from, to))
		return say(
			state,
			`${label(state)(card)} is on top already: ${state.settings.ascii ? 'Up' : '↑'} chooses a covered card.`,
			'info',
		);
	const move: Move = onTop ? {card, from, to} : {card, from, to, draw: true};
	const played = playMove(state.game, move);
	if (!played.ok) return refused(state, played.error);
	const where = samePlace(from, to) ? `the top of ${nameOf(state, to)}` : nameOf(state, to);
	return afterPlayerMove(state, played.value, isFan(to) ? to : from, {
		text: `${onTop ? '' : 'Drawn: '}${label(state)(card)} to ${where}.`,
		tone: 'info',
	});
}

/** f in the draw: the chosen card home, where a pile takes it. */
export function drawHome(state: PlayState, drawing: Drawing): PlayState {
	const now = position(state);
	const card = now.fans[drawing.fan][drawing.depth];
	const [pile] = pilesFor(now, card);
	if (pile === undefined) return say(state, `${label(state)(card)} does not go home yet.`, 'warn');
	return playDraw(state, drawing, pileAt(pile));
}
