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

/**
 * What the keys do right now; each line fits 75 columns in both glyph and ascii style. With
 * Autoplay off Enter plays nothing, so the board's line leads with m instead. The redeal and the
 * draw, while they may be played, take the room of q, m and redo (? lists every key). Where the piles can
 * be aimed at (their cards come back into play), Up and Down join the arrows.
 */
export function legendFor(context: LegendContext, ascii: boolean, autoplay = true, piles = false, steps: LegendSteps = {redeal: false, draw: false}): LegendEntry[] {
	const aim = {key: ascii ? (piles ? '<>^v' : '<->') : piles ? '←→↑↓' : '←→', text: 'aim'};
	const enter = ascii ? 'Enter' : '⏎';
	const own = [...(steps.redeal ? [{key: 'g', text: 'redeal'}] : []), ...(steps.draw ? [{key: 'd', text: 'draw'}] : [])];
	switch (context) {
		case 'play': {
			const enterKeys = autoplay ? [{key: enter, text: 'play'}, {key: 'm', text: 'pick'}] : [{key: 'm', text: 'pick up'}];
			if (own.length > 0) return [aim, enterKeys[0], {key: 'h', text: 'hint'}, {key: 'u', text: 'undo'}, ...own, {key: 'n', text: 'menu'}, {key: '?', text: 'help'}];
			return [aim, ...enterKeys, {key: 'h', text: 'hint'}, {key: 'u/r', text: 'undo/redo'}, {key: 'n', text: 'menu'}, {key: '?', text: 'help'}, {key: 'q', text: 'quit'}];
		}
		case 'drawing':
			return [{key: ascii ? 'Up Dn' : '↑↓', text: 'choose card'}, {key: ascii ? '<->' : '←→', text: 'aim'}, {key: enter, text: 'play it there'}, {key: 'f', text: 'home'}, {key: 'Esc', text: 'cancel'}, {key: '?', text: 'help'}];
		case 'redeal':
			return [{key: 'g', text: 'redeal'}, {key: 'u', text: 'undo'}, {key: 'h', text: 'hint'}, aim, {key: 'n', text: 'menu'}, {key: '?', text: 'help'}, {key: 'q', text: 'quit'}];
		case 'holding':
			return [aim, {key: enter, text: 'drop here'}, {key: 'f', text: 'to foundation'}, {key: 'Esc', text: 'put back'}, {key: '?', text: 'help'}, {key: 'q', text: 'quit'}];
		case 'stuck':
			return [{key: 'u', text: 'undo'}, {key: 'n', text: 'menu: new deal'}, {key: 'h', text: 'hint'}, aim, {key: '?', text: 'help'}, {key: 'q', text: 'quit'}];
		case 'stuckFromTheDeal':
			return [{key: 'n', text: 'menu: new deal'}, {key: 'h', text: 'hint'}, aim, {key: '?', text: 'help'}, {key: 'q', text: 'quit'}];
		case 'lost':
			return [{key: 'b', text: 'back to winnable'}, {key: 'u', text: 'undo'}, {key: 'h', text: 'hint'}, aim, {key: 'n', text: 'menu'}, {key: '?', text: 'help'}, {key: 'q', text: 'quit'}];
		case 'watching':
			return [{key: 'any key', text: 'gives you the game where it stands'}, {key: 'q', text: 'quit'}];
		case 'won':
			return [{key: enter, text: 'new deal'}, {key: 'u', text: 'undo'}, {key: 'n', text: 'menu'}, {key: '?', text: 'help'}, {key: 'q', text: 'quit'}];
	}
}
