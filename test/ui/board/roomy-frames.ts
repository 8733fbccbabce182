import {stripVTControlCharacters} from 'node:util';

/**
 * Reading the roomy board off a frame as a player reads it: each fan's slot of six columns (a
 * gap, then the card's box) from column 2, its cards' indices in its boxes' index rows and in
 * the top edges of covered cards drawn a row each.
 */

/** Where the table's slots start: the view's margin and the frame. */
export const SLOTS_LEFT = 2;
export const SLOT = 6;

export function lines(frame: string): string[] {
	return stripVTControlCharacters(frame).split('\n');
}

/** The row of the fan numbers, counted from the frame's top. */
export function numbersRow(frame: string): number {
	return lines(frame).findIndex((line) => /^ [│|] {3}1 {5}2 {5}3 /.test(line));
}

/** What a slot's row says: the card index in it (an index row or a covered card's top edge), and its mark. */
export function slotIndex(line: string, slot: number): {label: string; mark: string} | undefined {
	const cell = line.slice(SLOTS_LEFT + slot * SLOT, SLOTS_LEFT + (slot + 1) * SLOT);
	const found = /^(.)[│|╭+]([^─┄-]{3})[│|╮+]$/u.exec(cell);
	// A blank body row, or the row that says how many cards a tall fan hides (+5).
	if (found === null || found[2].trim() === '' || found[2].trim().startsWith('+')) return undefined;
	return {label: found[2].trim(), mark: found[1]};
}

/** Each fan's cards as the roomy board shows them, bottom first (an empty fan: none). */
export function roomyFans(frame: string, fans: number): string[][] {
	const all = lines(frame);
	const numbers = numbersRow(frame);
	const shown: string[][] = Array.from({length: fans}, () => []);
	for (const line of all.slice(7, numbers - 1)) {
		for (let fan = 0; fan < fans; fan++) {
			const index = slotIndex(line, fan);
			if (index !== undefined && index.label !== '··' && index.label !== '..') shown[fan].push(index.label);
		}
	}
	return shown;
}

/** The 1-based fans whose index row carries `mark` in its gap. */
export function markedSlots(frame: string, fans: number, mark: string): number[] {
	const marked = new Set<number>();
	for (const line of lines(frame).slice(7, numbersRow(frame) - 1)) {
		for (let fan = 0; fan < fans; fan++) if (slotIndex(line, fan)?.mark === mark) marked.add(fan + 1);
	}
	return [...marked].sort((a, b) => a - b);
}
