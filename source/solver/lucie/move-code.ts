/**
 * Moves of the La Belle Lucie board (board.ts), one integer each: card | kind << 6 | to << 9 |
 * from << 14 | depth << 19, `depth` being the card's index in its fan `from` before the move (a
 * draw needs it to be undone). Cards as the engine numbers them: rank and suit below.
 */

export const KIND_HOME = 0;
export const KIND_FAN = 1;
/** The draw: to the top of the card's own fan, home, or onto its successor on another fan. */
export const KIND_DRAW_TOP = 2;
export const KIND_DRAW_HOME = 3;
export const KIND_DRAW_FAN = 4;

export function moveCardOf(move: number): number {
	return move & 63;
}

export function kindOf(move: number): number {
	return (move >>> 6) & 7;
}

export function toOf(move: number): number {
	return (move >>> 9) & 31;
}

export function fromOf(move: number): number {
	return (move >>> 14) & 31;
}

export function depthOf(move: number): number {
	return (move >>> 19) & 63;
}

export function encode(card: number, kind: number, to: number, from: number, depth: number): number {
	return card | (kind << 6) | (to << 9) | (from << 14) | (depth << 19);
}

export function isDraw(kind: number): boolean {
	return kind >= KIND_DRAW_TOP;
}

export function isHome(kind: number): boolean {
	return kind === KIND_HOME || kind === KIND_DRAW_HOME;
}

/** 1 to 13. */
export const rank = (card: number): number => (card % 13) + 1;
export const suit = (card: number): number => Math.floor(card / 13);
