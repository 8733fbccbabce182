import {stripVTControlCharacters} from 'node:util';
import React from 'react';
import chalk from 'chalk';
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {cleanup, render} from 'ink-testing-library';
import {defaultRules} from '../../../source/engine/index.js';
import {DEFAULT_SETTINGS, type Settings} from '../../../source/io/settings.js';
import {type DealInfo, type PlayCommand, type PlayState, reducePlay, startPlay} from '../../../source/ui/play/index.js';
import {PlayView} from '../../../source/ui/board/play-view.js';
import {ONE_PLACE, ONE_TO_WIN} from '../boards.js';
import {board} from '../helpers.js';

/**
 * Show playable: the top cards that can move are marked, and while a card is in hand, the places
 * that take it. With colour a colour behind the card says it; with colour off, and in ASCII, a
 * glyph just left of the card (▸, or >) says it as well.
 */

afterEach(() => cleanup());

// Ink colours through chalk, which sees no terminal here: colour is forced for the tests of the colours.
const level = chalk.level;
beforeAll(() => {
	chalk.level = 1;
});
afterAll(() => {
	chalk.level = level;
});

const RIGHT = {type: 'aim', to: 'right'} as const;
const NO_COLOUR = {color: false} as const;

function game(start: DealInfo, settings: Partial<Settings>, ...commands: PlayCommand[]): PlayState {
	const now = Date.now();
	return commands.reduce(
		(state, command) => reducePlay(state, {...command, now}),
		startPlay(start, {...DEFAULT_SETTINGS, ...settings}, now),
	);
}

function drawn(state: PlayState): string {
	return render(<PlayView state={state} rows={24} />).lastFrame() ?? '';
}

function frame(state: PlayState): string {
	return stripVTControlCharacters(drawn(state));
}

/** The fans' rows of a frame (those of cards, above the aim's row and the numbers). */
function fanRows(text: string): string[] {
	const lines = text.split('\n');
	const numbers = lines.findIndex((line) => /\s1\s+2\s+3\s+4/.test(line));
	return lines.slice(4, numbers - 1);
}

/** The 1-based fans whose cell, in any row, holds the mark. */
function markedFans(text: string, mark: string): number[] {
	const fans = new Set<number>();
	for (const row of fanRows(text)) {
		for (let fan = 0; fan < 18; fan++) if (row.slice(2 + fan * 4, 6 + fan * 4).includes(mark)) fans.add(fan + 1);
	}
	return [...fans].sort((a, b) => a - b);
}

describe('Show playable, with colour off', () => {
	it('marks each top card that can move, and no other card', () => {
		// Fan 1's J♥ (full, nothing a rank away with room) cannot move; 5♥, 6♥, 8♥ and 7♥ can.
		const shown = frame(game(ONE_PLACE, NO_COLOUR));
		expect(markedFans(shown, '▸')).toEqual([2, 3, 4, 5]);
		// Each mark just left of its card; the cards under them are never marked.
		expect(shown).toContain('│  K♥ ▸5♥ 10♥  4♥ ▸7♥  ··');
		expect(shown).toContain('│  Q♥     ▸6♥  9♥     ');
		expect(shown).toContain('│  J♥         ▸8♥     ');
	});

	it('marks, while a card is held, only the places that take it', () => {
		// 7♥ from fan 5: only 6♥ (fan 3) takes it; 8♥ is on a full fan.
		const holding = frame(game(ONE_PLACE, NO_COLOUR, RIGHT, RIGHT, RIGHT, RIGHT, {type: 'pick'}));
		expect(holding).toContain('Holding 7♥ from fan 5');
		expect(markedFans(holding, '▸')).toEqual([3]);
		// Put back, the playable cards are marked again.
		const back = frame(game(ONE_PLACE, NO_COLOUR, RIGHT, RIGHT, RIGHT, RIGHT, {type: 'pick'}, {type: 'cancel'}));
		expect(markedFans(back, '▸')).toEqual([2, 3, 4, 5]);
	});

	it('marks the foundation that takes the card in hand', () => {
		const holding = frame(game(ONE_TO_WIN, NO_COLOUR, {type: 'pick'}));
		expect(holding).toContain('Foundations');
		expect(holding).toContain(' K♣  K♦  K♥ ▸Q♠ │');
		expect(frame(game(ONE_TO_WIN, NO_COLOUR))).toContain(' K♣  K♦  K♥  Q♠ │');
	});

	it('marks Scotch piles whose top card can come back onto a fan', () => {
		const scotch = board(
			[
				'Variant: scotch',
				'Foundations: AD 2C | - | - | -',
				'KS 3C',
				'QS 3H',
				'AC 2D 3D 4C 4D 4H 4S 5C 5D 5H 5S 6C 6D 6H 6S 7C 7D 7H 7S 8C 8D 8H 8S 9C 9D 9H 9S TC TD TH TS',
				'JC JD JH JS QC QD QH KC KD KH AH AS 2H 2S 3S',
				...Array.from({length: 14}, () => '-'),
			].join('\n'),
		);
		const shown = frame(game({title: 'board piles', rules: defaultRules('scotch'), position: scotch}, NO_COLOUR));
		// 2♣ can come back onto 3♣ or 3♥; the empty piles take no top card (3♠ is no Ace).
		expect(shown).toContain('▸2♣  ··  ··  ·· │');
		// 3♥ goes onto 2♣'s pile; 3♣, 10♠ and 3♠ have nowhere to go (no 4 or Jack on top, no pile for them).
		expect(markedFans(shown, '▸')).toEqual([2]);
	});

	it('marks, during the draw, the places that take the card chosen, its own fan among them', () => {
		const lucie = board(
			[
				'Variant: labellelucie',
				'Foundations: C-A D-K H-K S-K',
				'Redeals: 0',
				'Draw: 1',
				'5C 2C 9C',
				'3C',
				'TC',
				'4C 6C 7C 8C JC QC KC',
			].join('\n'),
		);
		const start = {title: 'board draw', rules: defaultRules('labellelucie'), position: lucie};
		// d on fan 1 chooses its top card, 9♣: onto 10♣ (fan 3) only.
		const top = frame(game(start, NO_COLOUR, {type: 'draw'}));
		expect(top).toContain('The draw: 9♣.');
		expect(markedFans(top, '▸')).toEqual([3]);
		// Up chooses 2♣, under it: home (C-A), onto 3♣ (fan 2), or to the top of its own fan.
		const under = frame(game(start, NO_COLOUR, {type: 'draw'}, {type: 'aim', to: 'up'}));
		expect(under).toContain('The draw: 2♣.');
		expect(markedFans(under, '▸')).toEqual([1, 2]);
		expect(under).toContain('▸A♣  K♦  K♥  K♠ │');
	});

	it('marks nothing with the setting off', () => {
		expect(frame(game(ONE_PLACE, {...NO_COLOUR, showPlayable: false}))).not.toContain('▸');
		expect(frame(game(ONE_TO_WIN, {...NO_COLOUR, showPlayable: false}, {type: 'pick'}))).not.toContain('▸');
	});
});

describe('Show playable in ASCII', () => {
	it('marks with > what can move, and where the card in hand goes', () => {
		const shown = frame(game(ONE_PLACE, {ascii: true}));
		expect(markedFans(shown, '>')).toEqual([2, 3, 4, 5]);
		expect(shown).toContain('|  KH >5H  TH  4H >7H  ..');
		expect(shown).toContain('|  QH     >6H  9H     ');
		expect(shown).not.toMatch(/[^\x00-\x7f]/);
		const holding = frame(game(ONE_PLACE, {ascii: true}, RIGHT, {type: 'pick'}));
		// 5♥ from fan 2: onto 6♥ (fan 3) only.
		expect(markedFans(holding, '>')).toEqual([3]);
	});
});

describe('Show playable with colour', () => {
	it('marks by colour alone: a grey behind what can move, cyan behind what takes the card in hand', () => {
		const playing = drawn(game(ONE_PLACE, {}));
		expect(stripVTControlCharacters(playing)).not.toContain('▸');
		// Four top cards on grey (bright black's background), none with the setting off.
		expect(playing.match(/\u001B\[100m/g)).toHaveLength(4);
		expect(drawn(game(ONE_PLACE, {showPlayable: false}))).not.toContain('\u001B[100m');
		const holding = drawn(game(ONE_PLACE, {}, RIGHT, {type: 'pick'}));
		expect(holding).not.toContain('\u001B[100m');
		expect(holding.match(/\u001B\[46m/g)).toHaveLength(1);
	});
});
