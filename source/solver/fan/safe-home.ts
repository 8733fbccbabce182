/** What the test reads of a Fan board (board.ts). */
export interface SafeHomeView {
	/** The fan each card lies in, -1 once home. */
	readonly fanOf: Int8Array;
	readonly holders: ReadonlyArray<readonly number[]>;
	fitsHome(card: number): boolean;
}

/**
 * Rule F1 of SOUNDNESS.md: whether a card that fits home may go there at once, alone. It may when
 * every card that may lie on it is home or fits home now, and so on up: every card that may lie on
 * one of those (and is not home) fits home now too. Then a winning line that would lay such a card
 * on another of them can send it home instead. In Fan a card's only holder is its predecessor,
 * home once it fits; in Box Fan, a red 5 may go home once the black 3s and the other red 2 are.
 */
export function homeIsSafe(view: SafeHomeView, card: number): boolean {
	for (const holder of view.holders[card]) {
		if (view.fanOf[holder] < 0) continue;
		// A holder ranks one lower, so this ends; it visits at most a few cards (two per rank in Box Fan).
		if (!view.fitsHome(holder) || !homeIsSafe(view, holder)) return false;
	}
	return true;
}
