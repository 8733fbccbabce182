import React from 'react';
import {Text} from 'ink';

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
					<Text bold color={color ? 'cyan' : undefined}>
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
export type LegendContext = 'play' | 'holding' | 'drawing' | 'redeal' | 'stuck' | 'stuckFromTheDeal' | 'lost' | 'won' | 'watching';

/** Keys of the position's own steps, shown while they may be played: g while a redeal is left, d while the draw may be played. */
export interface LegendSteps {
	readonly redeal: boolean;
	readonly draw: boolean;
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
	return entries.reduce((sum, entry, index) => sum + (index > 0 ? 2 : 0) + [...entry.key].length + 1 + entry.text.length, 0);
}

/** The fullest cut of the legend that fits `width` (the last cut when none does). */
function fitted(entries: readonly Giving[], width: number): LegendEntry[] {
	const cuts = Math.max(...entries.map((giving) => Math.max(giving.from ?? 0, giving.until ?? 0)));
	let cut: LegendEntry[] = [];
	for (let at = 0; at <= cuts; at++) {
		cut = entries.filter(({from = 0, until = Number.POSITIVE_INFINITY}) => from <= at && at < until).map(({entry}) => entry);
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
export function legendFor(context: LegendContext, ascii: boolean, autoplay = true, piles = false, steps: LegendSteps = {redeal: false, draw: false}, width = LEGEND_WIDTH): LegendEntry[] {
	return fitted(legendEntries(context, ascii, autoplay, piles, steps), width);
}

function legendEntries(context: LegendContext, ascii: boolean, autoplay: boolean, piles: boolean, steps: LegendSteps): Giving[] {
	const aim = {entry: {key: ascii ? (piles ? '<>^v' : '<->') : piles ? '←→↑↓' : '←→', text: 'aim'}};
	const enter = ascii ? 'Enter' : '⏎';
	const quit = {entry: {key: 'q', text: 'quit'}};
	const help = (until: number) => ({entry: {key: '?', text: 'help'}, until});
	const menu = (until: number) => ({entry: {key: 'n', text: 'menu'}, until});
	const own = [...(steps.redeal ? [{entry: {key: 'g', text: 'redeal'}}] : []), ...(steps.draw ? [{entry: {key: 'd', text: 'draw'}}] : [])];
	switch (context) {
		case 'play': {
			const enterKeys = autoplay ? [{entry: {key: enter, text: 'play'}}, {entry: {key: 'm', text: 'pick'}, until: 1}] : [{entry: {key: 'm', text: 'pick up'}}];
			const undo = [{entry: {key: 'u/r', text: 'undo/redo'}, until: 2}, {entry: {key: 'u', text: 'undo'}, from: 2}];
			return [aim, ...enterKeys, {entry: {key: 'h', text: 'hint'}}, ...undo, ...own, menu(4), help(3), quit];
		}
		case 'drawing':
			return [
				{entry: {key: ascii ? 'Up Dn' : '↑↓', text: 'choose card'}},
				{entry: {key: ascii ? '<->' : '←→', text: 'aim'}},
				{entry: {key: enter, text: 'play it there'}, until: 2},
				{entry: {key: enter, text: 'play'}, from: 2},
				{entry: {key: 'f', text: 'home'}},
				{entry: {key: 'Esc', text: 'cancel'}},
				help(1),
				quit,
			];
		case 'redeal':
			return [{entry: {key: 'g', text: 'redeal'}}, {entry: {key: 'u', text: 'undo'}}, {entry: {key: 'h', text: 'hint'}}, aim, menu(2), help(1), quit];
		case 'holding':
			return [aim, {entry: {key: enter, text: 'drop here'}}, {entry: {key: 'f', text: 'to foundation'}}, {entry: {key: 'Esc', text: 'put back'}}, help(1), quit];
		case 'stuck':
			return [{entry: {key: 'u', text: 'undo'}}, {entry: {key: 'n', text: 'menu: new deal'}}, {entry: {key: 'h', text: 'hint'}}, aim, help(1), quit];
		case 'stuckFromTheDeal':
			return [{entry: {key: 'n', text: 'menu: new deal'}}, {entry: {key: 'h', text: 'hint'}}, aim, help(1), quit];
		case 'lost':
			return [{entry: {key: 'b', text: 'back to winnable'}}, {entry: {key: 'u', text: 'undo'}}, {entry: {key: 'h', text: 'hint'}}, aim, menu(2), help(1), quit];
		case 'watching':
			return [{entry: {key: 'any key', text: 'gives you the game where it stands'}}, quit];
		case 'won':
			return [{entry: {key: enter, text: 'new deal'}}, {entry: {key: 'u', text: 'undo'}}, {entry: {key: 'n', text: 'menu'}}, help(1), quit];
	}
}
