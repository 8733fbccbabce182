import {
	type Place,
	cardsAt,
	click,
	homeMove,
	isFan,
	isPile,
	refuseLift,
	refuseMove,
	samePlace,
	topCard,
} from '../../engine/index.js';
import {leavingAim, canAimAt, aimAt, aimAfter, cardsOn} from './aim.js';
import {playDraw, drawHome} from './draw.js';
import {enter, pick, heldMove, emptyHand, dragTo, cancel} from './hand.js';
import {type PlayState, type BoardSpot, position} from './state.js';
import {refused} from './words.js';

/** The mouse on the board: a press, a drag and a release, as a click or a drag and drop. */

/** The spot where it is a place of this board: one read off a board of more fans (a redeal deals fewer) is none. */
function onBoard(state: PlayState, spot: BoardSpot | undefined): BoardSpot | undefined {
	return spot !== undefined && cardsAt(position(state), spot.place) !== undefined ? spot : undefined;
}

/**
 * The mouse's button pressed on the board: the aim goes there (where the aim can go), and the
 * press waits for its release, or for the mouse to move on (a drag). A card under another one
 * cannot move: the engine says why, and nothing is pressed.
 */
export function press(state: PlayState, given: BoardSpot): PlayState {
	const spot = onBoard(state, given);
	if (spot === undefined) return state;
	if (spot.covered !== undefined) {
		const refusal = refuseLift(position(state), spot.place, spot.covered);
		return refusal === undefined ? state : {...refused(state, refusal), pointer: undefined};
	}
	return {...aimable(state, spot.place), pointer: {from: spot.place, dragging: false}};
}

/**
 * The aim set to `place` where the aim can go there (a fan, a free cell; a pile whose cards come
 * back), else left as it is.
 */
function aimable(state: PlayState, place: Place): PlayState {
	return canAimAt(state, place) ? aimAt(leavingAim(state), place) : state;
}

/**
 * The mouse moved with its button down: once it leaves the place pressed on, the card there is
 * picked up (a drag), and the aim follows the mouse, the card with it, as with m and the arrows.
 */
export function drag(state: PlayState, given: BoardSpot | undefined): PlayState {
	const spot = onBoard(state, given);
	const pointer = state.pointer;
	if (pointer === undefined || spot === undefined || (!pointer.dragging && samePlace(spot.place, pointer.from)))
		return state;
	const lifted = pointer.dragging ? state : liftForDrag(state, pointer.from);
	if (lifted.held === undefined) return {...lifted, pointer: undefined};
	return {...aimable(lifted, spot.place), pointer: {from: pointer.from, dragging: true}};
}

/** The card a drag starts from, in hand: picked up, or kept in hand when m had picked it up already. */
function liftForDrag(state: PlayState, from: Place): PlayState {
	if (state.held !== undefined) return state;
	const card = topCard(cardsOn(state, from));
	// No card, or one that stays home for good, as the engine says, is not lifted: the release says why.
	if (card === undefined || refuseLift(position(state), from, card) !== undefined) return state;
	return pick(aimAt(state, from));
}

/**
 * The mouse's button released: where it was pressed, a click (what Enter does there); elsewhere
 * a drag, and the card dropped there. A drop the engine refuses says why and puts the card back,
 * since the drag is over; away from the board, the card is put back.
 */
export function release(state: PlayState, given: BoardSpot | undefined): PlayState {
	const spot = onBoard(state, given);
	const pointer = state.pointer;
	if (pointer === undefined) return state;
	const done = {...state, pointer: undefined};
	if (spot === undefined) return pointer.dragging ? cancel(done) : done;
	if (!pointer.dragging && samePlace(spot.place, pointer.from)) return clickAt(done, spot.place);
	const lifted = pointer.dragging ? done : liftForDrag(done, pointer.from);
	if (lifted.held === undefined) return pointer.dragging ? lifted : clickAt(lifted, pointer.from);
	const dropped = dropOn(lifted, spot.place);
	return dropped.held === undefined ? dropped : {...dropped, held: undefined};
}

/**
 * A click on a place: the aim goes there and Enter is pressed. Where the aim cannot go (a pile whose
 * cards stay home), the engine says why.
 */
function clickAt(state: PlayState, place: Place): PlayState {
	// In the draw a click says where the chosen card goes, as Enter on the aimed place does.
	if (state.drawing !== undefined)
		return isFan(place)
			? playDraw(aimAt(leavingAim(state), place), state.drawing, place)
			: drawHome(state, state.drawing);
	if (state.held !== undefined) return dropOn(state, place);
	if (canAimAt(state, place)) return enter(aimAt(leavingAim(state), place));
	const clicked = click(state.game, place);
	return clicked.ok ? state : refused(state, clicked.error);
}

/**
 * The card in hand dropped on `place`. On a pile: that pile if it takes the card, else the first
 * pile that does (a player aims at the foundations, not at one pile of them), else the refusal
 * for that pile. A refused drop keeps the card in hand, as Enter does.
 */
function dropOn(state: PlayState, place: Place): PlayState {
	const held = state.held as Place;
	if (samePlace(place, held)) return cancel(state);
	const move = heldMove(state, held, place);
	if (move === undefined) return emptyHand(state);
	if (!isPile(place)) return dragTo(aimAt(state, place), move, aimAfter(state, move));
	const refusal = refuseMove(position(state), move);
	if (refusal === undefined) return dragTo(state, move, aimAfter(state, move));
	const home = homeMove(position(state), held);
	return home.ok ? dragTo(state, home.value, aimAfter(state, home.value)) : refused(state, refusal);
}
