import {type MouseEvent} from '../input/keys.js';

/**
 * A click acts on the screen it was aimed at. A press that opens another screen (a menu line, a
 * choice that goes back to the board) is often the first of a double click: the second press
 * comes at the same cell before the player has seen the new screen, and it was aimed at the old
 * one. So the press right after one that changed the screen, at the same cell with no other
 * input between, is dropped with its release. Counted in input events, not time: any key, or a
 * press elsewhere, ends the guard.
 */
export interface ClickGuard {
	/** The cell of the press that changed the screen, while nothing else has come since. */
	readonly openedAt: {readonly x: number; readonly y: number} | undefined;
	/** A dropped press whose release (and moves) are dropped too. */
	readonly dropping: boolean;
}

export const NO_GUARD: ClickGuard = {openedAt: undefined, dropping: false};

/** Whether `event` reaches the screen, and the guard after it (before any screen it opens). */
export function screened(guard: ClickGuard, event: MouseEvent): {readonly passes: boolean; readonly guard: ClickGuard} {
	if (event.kind === 'press') {
		const again = guard.openedAt !== undefined && guard.openedAt.x === event.x && guard.openedAt.y === event.y;
		return again ? {passes: false, guard: {openedAt: undefined, dropping: true}} : {passes: true, guard: NO_GUARD};
	}
	if (guard.dropping) return {passes: false, guard: event.kind === 'release' ? NO_GUARD : guard};
	return {passes: true, guard};
}

/** The guard after a press that reached the screen: set when that press changed the screen. */
export function pressed(guard: ClickGuard, event: MouseEvent, changedScreen: boolean): ClickGuard {
	return event.kind === 'press' && changedScreen ? {openedAt: {x: event.x, y: event.y}, dropping: false} : guard;
}
