import React from 'react';
import {Text} from 'ink';
import {tint} from '../theme/theme.js';

export interface LegendEntry {
	readonly key: string;
	readonly text: string;
}

/** The one-line key legend: keys in bold (and cyan with colour), two spaces between entries. */
export function Legend({entries, color}: {readonly entries: readonly LegendEntry[]; readonly color: boolean}) {
	return (
		<Text wrap="truncate">
			{entries.map((entry, index) => (
				<Text key={entry.key}>
					{index > 0 ? '  ' : ''}
					<Text bold color={tint(color, 'key')}>
						{entry.key}
					</Text>{' '}
					{entry.text}
				</Text>
			))}
		</Text>
	);
}

/**
 * `lost`: a hint said the position is lost and b can take the game back to a winnable one.
 * `drawing`: the draw is choosing its card; `redeal`: no move is left but a redeal is.
 */
export type LegendContext =
	'play' | 'holding' | 'drawing' | 'redeal' | 'stuck' | 'stuckFromTheDeal' | 'lost' | 'won' | 'watching';

/**
 * Keys of the position's own steps, shown while they may be played: g while a redeal is left, d while
 * the draw may be played; while drawing, Up and Down where the fan offers more than one card.
 */
export interface LegendSteps {
	readonly redeal: boolean;
	readonly draw: boolean;
	/** False where the draw takes one card of the fan only (the card beneath its top): nothing to choose. */
	readonly choose?: boolean;
}

/** The legend's widest line: the table's width at 80 columns. */
export const LEGEND_WIDTH = 75;

/**
 * An entry of a legend and when it is there, as the legend gives way to a narrow line: from the
 * `from`th cut on (default: the first, the full line) until the `until`th (default: always).
 */
interface Giving {
	readonly entry: LegendEntry;
	readonly from?: number;
	readonly until?: number;
}

/** The columns a legend takes. */
export function legendWidth(entries: readonly LegendEntry[]): number {
	const widths = entries.map((entry) => [...entry.key].length + 1 + entry.text.length);
	return widths.reduce((sum, width) => sum + width, 0) + 2 * Math.max(0, entries.length - 1);
}

/** Whether an entry is in the cut `at`. */
function inCut({from = 0, until = Number.POSITIVE_INFINITY}: Giving, at: number): boolean {
	return from <= at && at < until;
}

/** The fullest cut of the legend that fits `width` (the last cut when none does). */
function fitted(entries: readonly Giving[], width: number): LegendEntry[] {
	const cuts = Math.max(...entries.map((giving) => Math.max(giving.from ?? 0, giving.until ?? 0)));
	let cut: LegendEntry[] = [];
	for (let at = 0; at <= cuts; at++) {
		cut = entries.filter((giving) => inCut(giving, at)).map(({entry}) => entry);
		if (legendWidth(cut) <= width) return cut;
	}
	return cut;
}

/**
 * What the keys do right now, in `width` columns (both glyph and ascii style). With Autoplay off
 * Enter plays nothing, so the board's line leads with m instead. Where the line is short of room
 * the least needed keys give way (? lists every key), but q (quit) always stays. The redeal and
 * the draw are there while they may be played. Where the piles can be aimed at (their cards come
 * back into play), Up and Down join the arrows.
 */
export function legendFor(
	context: LegendContext,
	ascii: boolean,
	autoplay = true,
	piles = false,
	steps: LegendSteps = {redeal: false, draw: false},
	width = LEGEND_WIDTH,
): LegendEntry[] {
	return fitted(legendEntries(context, ascii, autoplay, piles, steps), width);
}

/** An entry, there from the cut `from` until the cut `until`. */
function key(name: string, text: string, from?: number, until?: number): Giving {
	return {entry: {key: name, text}, ...(from === undefined ? {} : {from}), ...(until === undefined ? {} : {until})};
}

function legendEntries(
	context: LegendContext,
	ascii: boolean,
	autoplay: boolean,
	piles: boolean,
	steps: LegendSteps,
): Giving[] {
	const aim = key(ascii ? (piles ? '<>^v' : '<->') : piles ? '←→↑↓' : '←→', 'aim');
	const arrows = key(ascii ? '<->' : '←→', 'aim');
	const enter = ascii ? 'Enter' : '⏎';
	const quit = key('q', 'quit');
	const help = (until: number) => key('?', 'help', undefined, until);
	const menu = (until: number) => key('n', 'menu', undefined, until);
	// Where a player may want to see the game again from the deal: it gives way first.
	const undoAll = key('U', 'undo all', undefined, 1);
	const own = [...(steps.redeal ? [key('g', 'redeal')] : []), ...(steps.draw ? [key('d', 'draw')] : [])];
	switch (context) {
		case 'play': {
			const enterKeys = autoplay ? [key(enter, 'play'), key('m', 'pick', undefined, 1)] : [key('m', 'pick up')];
			const undo = [key('u/r', 'undo/redo', undefined, 2), key('u', 'undo', 2)];
			return [aim, ...enterKeys, key('h', 'hint'), ...undo, ...own, menu(4), help(3), quit];
		}
		case 'drawing': {
			const choose = steps.choose === false ? [] : [key(ascii ? 'Up Dn' : '↑↓', 'choose card')];
			const play = [key(enter, 'play it there', undefined, 2), key(enter, 'play', 2)];
			return [...choose, arrows, ...play, key('f', 'home'), key('Esc', 'cancel'), help(1), quit];
		}
		case 'redeal':
			return [key('g', 'redeal'), key('u', 'undo'), key('h', 'hint'), aim, menu(2), help(1), quit];
		case 'holding':
			return [aim, key(enter, 'drop here'), key('f', 'to foundation'), key('Esc', 'put back'), help(1), quit];
		case 'stuck':
			return [key('u', 'undo'), key('n', 'menu: new deal'), undoAll, key('h', 'hint'), aim, help(1), quit];
		case 'stuckFromTheDeal':
			return [key('n', 'menu: new deal'), key('h', 'hint'), aim, help(1), quit];
		case 'lost':
			return [key('b', 'back to winnable'), key('u', 'undo'), key('h', 'hint'), aim, menu(2), help(1), quit];
		case 'watching':
			return [key('any key', 'gives you the game where it stands'), quit];
		case 'won':
			return [key(enter, 'new deal'), key('u', 'undo'), key('n', 'menu'), undoAll, help(1), quit];
	}
}
