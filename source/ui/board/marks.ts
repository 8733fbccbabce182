import {type Place, cardsAt, fanAt, placesTaking, placesThatMove, samePlace, topCard} from '../../engine/index.js';
import {type PlayState, position} from '../play/index.js';
import {type Mark} from './card-cell.js';

/**
 * What Show playable marks, as the engine says it: the places whose top card can move; while a
 * card is in hand (or chosen for the draw), the places that take it instead. Nothing while the
 * setting is off, the game is won or the solver plays.
 */
export interface Marks {
	readonly mark: Exclude<Mark, undefined>;
	readonly places: readonly Place[];
}

export function marksOf(state: PlayState): Marks | undefined {
	if (!state.settings.showPlayable || state.won || state.demo !== undefined) return undefined;
	const now = position(state);
	if (state.drawing !== undefined) {
		const {fan, depth} = state.drawing;
		const cards = now.fans[fan] ?? [];
		const card = cards[depth];
		if (card === undefined) return undefined;
		// A chosen top card simply moves (draw.ts): the draw is for the cards under it.
		return {mark: 'takes', places: placesTaking(now, card, fanAt(fan), depth < cards.length - 1)};
	}
	if (state.held !== undefined) {
		const card = topCard(cardsAt(now, state.held) ?? []);
		return {mark: 'takes', places: card === undefined ? [] : placesTaking(now, card, state.held)};
	}
	return {mark: 'playable', places: placesThatMove(now)};
}

/** The mark on `place`, if any. */
export function markOn(marks: Marks | undefined, place: Place): Mark {
	return marks !== undefined && marks.places.some((marked) => samePlace(marked, place)) ? marks.mark : undefined;
}
