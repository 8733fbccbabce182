import {
	type Game,
	type Move,
	type Place,
	type Refusal,
	canDraw,
	canRedeal,
	canUndo,
	currentPosition,
	describeRefusal,
	hasLegalMove,
	isStuck,
	isWon,
	legalMoves,
	placeName,
	samePlace,
} from '../../engine/index.js';
import {labeller} from '../theme/card-text.js';
import {type Tone, type Message, type PlayState, position} from './state.js';

/** What the player is told: every sentence the play state says, and the names of cards and places in it. */

export function say(state: PlayState, text: string, tone: Tone): PlayState {
	return {...state, message: {text, tone}};
}

export function arrows(state: PlayState): string {
	return state.settings.ascii ? '<->' : '←→';
}

export function label(state: PlayState) {
	return labeller(state.settings.ascii);
}

export function nameOf(state: PlayState, place: Place): string {
	return placeName(position(state).variant, place);
}

export function refused(state: PlayState, refusal: Refusal): PlayState {
	return say(state, describeRefusal(refusal, label(state)), 'warn');
}

/**
 * Said at once when no card can move. It is the message of the move that got there, so what the
 * player does next (h, u) has its own say.
 */
export function stuckMessage(game: Game): Message | undefined {
	const now = currentPosition(game);
	if (isWon(now)) return undefined;
	if (!hasLegalMove(now) && canRedeal(now))
		return {text: `No move left: press g to redeal, ${redealsLeft(now.redeals)} left.`, tone: 'warn'};
	if (canDraw(now) && legalMoves(now).every((move) => move.draw === true)) {
		return {text: 'No move left but the draw: press d, choose any card of a fan with Up and Down.', tone: 'warn'};
	}
	if (!isStuck(now)) return undefined;
	if (!canUndo(game)) return {text: 'Stuck from the deal: no card can move. Press n for a new deal.', tone: 'warn'};
	return {text: 'Stuck: no card can move. Press u to undo, or n for a new deal.', tone: 'warn'};
}

export function redealsLeft(count: number): string {
	return `${count} redeal${count === 1 ? '' : 's'}`;
}

export const AUTO_COMPLETE_MESSAGE: Message = {text: 'Every fan is descending: playing the rest home.', tone: 'good'};

export function moveText(state: PlayState, move: Move): string {
	if (move.draw === true) {
		const where = samePlace(move.from, move.to) ? 'the top of its fan' : nameOf(state, move.to);
		return `draw ${label(state)(move.card)} from ${nameOf(state, move.from)} to ${where} (the draw: d)`;
	}
	return `move ${label(state)(move.card)} from ${nameOf(state, move.from)} to ${nameOf(state, move.to)}`;
}

export function seconds(ms: number): string {
	return `${(ms / 1000).toFixed(1)} s`;
}

export function lostText(undoCount: number | undefined, sinceRedeal = false): string {
	// Undefined here means every earlier position was proved lost (see undoNotFound for the rest).
	if (undoCount === undefined && sinceRedeal)
		return 'This position is lost, and so was this layout from the last redeal on: no undo in it can help.';
	if (undoCount === undefined) return "This position is lost, and so was the game's first one: no undo can help.";
	if (undoCount === 0) return 'This position is lost.';
	const moves = `${undoCount} move${undoCount === 1 ? '' : 's'}`;
	return `This position is lost: press b to undo ${moves}, back to a winnable one.`;
}

/** Said while the demo waits for the solver's next move. */
export const WATCHING: Message = {text: 'Watching the solver: any key gives the game back to you.', tone: 'info'};

/** A key that does nothing on the board: which keys do. `piles`: the aim can go to the piles. */
export function unmappedKeyText(state: PlayState, name: string, piles: boolean): string {
	const upDown = state.settings.ascii ? 'Up Down' : '↑↓';
	const aim = piles ? `${arrows(state)} ${upDown} aim at a fan or pile` : `${arrows(state)} aim at a fan`;
	const enter =
		state.held === undefined ? 'Enter plays its top card' : 'Enter drops the card there, Esc puts it back';
	return `${name} does nothing here: ${aim}, ${enter}, ? lists every key.`;
}
