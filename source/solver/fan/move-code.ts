/**
 * Moves of the Fan board (board.ts), one integer each: card | kind << 6 | to << 7 | from << 12.
 * A move to an empty fan is a fan move like any other. Cards as the engine numbers them. The free
 * cells (Free Fan) are one place, `CELLS`, as `to` or `from`: they are a set (the key does not tell
 * them apart), so a move into the cells names none, and the engine's move takes an empty one.
 */

/** `to` or `from` of a move into or out of the cells: no fan has this number (at most 18 fans). */
export const CELLS = 31;

export const KIND_HOME = 0;
export const KIND_FAN = 1;

export function moveCardOf(move: number): number {
	return move & 63;
}

export function kindOf(move: number): number {
	return (move >>> 6) & 1;
}

export function toOf(move: number): number {
	return (move >>> 7) & 31;
}

export function fromOf(move: number): number {
	return (move >>> 12) & 31;
}

export function encode(card: number, kind: number, to: number, from: number): number {
	return card | (kind << 6) | (to << 7) | (from << 12);
}

/** 1 to 13. */
export const rank = (card: number): number => (card % 13) + 1;
export const suit = (card: number): number => Math.floor(card / 13);
