import {describe, expect, it} from 'vitest';
import {cellAt, currentPosition, fanAt, parseCard} from '../../../source/engine/index.js';
import {DEFAULT_SETTINGS} from '../../../source/io/settings.js';
import {type PlayCommand, type PlayState, reducePlay, startPlay} from '../../../source/ui/play/index.js';
import {type DealInfo} from '../../../source/ui/play/state.js';
import {board} from '../helpers.js';

/**
 * Free Fan's two cells in play, as a player reaches them: Up aims at them, Left/Right go along,
 * Down comes back; Enter, m and the mouse take cards into and out of them.
 */

// Nine and up of every suit left; 10♦ (fan 1) fits nowhere but a cell, 9♦ (fan 2) goes home.
const FANS = ['KC TD', 'QD KD JD 9D', 'TH', 'KS 9H', 'QS TS', 'QC JC TC', 'KH QH JH', 'JS 9S', '9C'];
const TEXT = [
	'Variant: freefan',
	'Foundations: C-8 D-8 H-8 S-8',
	'Cells: - -',
	...FANS,
	...Array.from({length: 18 - FANS.length}, () => '-'),
].join('\n');

function started(): PlayState {
	const position = board(TEXT);
	const deal: DealInfo = {title: 'a board', seed: 'board', rules: {variant: 'freefan', kings: 'as-dealt'}, position};
	return startPlay(deal, DEFAULT_SETTINGS, 0);
}

function run(state: PlayState, ...commands: PlayCommand[]): PlayState {
	return commands.reduce((current, command) => reducePlay(current, {now: 0, ...command}), state);
}

const cells = (state: PlayState) => currentPosition(state.game).cells;
const card = (name: string) => parseCard(name);
const UP = {type: 'aim', to: 'up'} as const;
const DOWN = {type: 'aim', to: 'down'} as const;
const RIGHT = {type: 'aim', to: 'right'} as const;

describe('the free cells by keys', () => {
	it('Up aims at the first cell, Right at the second and no further, Down back at the fan last aimed at', () => {
		const start = run(started(), RIGHT, RIGHT);
		const up = run(start, UP);
		expect(up.cursor).toEqual(cellAt(0));
		expect(run(up, RIGHT).cursor).toEqual(cellAt(1));
		expect(run(up, RIGHT, RIGHT).cursor).toEqual(cellAt(1));
		expect(run(up, DOWN).cursor).toEqual(fanAt(2));
	});

	it('Enter sends a card that fits nowhere else into a cell, and the aim goes with it', () => {
		const played = run(started(), {type: 'play'});
		expect(cells(played)).toEqual([card('TD'), undefined]);
		expect(played.cursor).toEqual(cellAt(0));
		expect(played.message?.text).toMatch(/10♦ to cell 1|TD to cell 1/);
	});

	it('m picks a card up and drops it into the aimed cell; from a cell, onto a fan or home', () => {
		// 10♥ picked from fan 3 and dropped into cell 2.
		const aimed = run(started(), {type: 'aimFan', digit: 3});
		const held = run(aimed, {type: 'pick'});
		expect(held.message?.text).toMatch(/aim at a fan or a cell/);
		const dropped = run(held, UP, RIGHT, {type: 'pick'});
		expect(cells(dropped)).toEqual([undefined, card('TH')]);
		// Picked again from the cell and dropped on fan 7's J♥.
		const back = run(dropped, {type: 'pick'}, DOWN, {type: 'aimFan', digit: 7}, {type: 'play'});
		expect(cells(back)).toEqual([undefined, undefined]);
		expect(currentPosition(back.game).fans[6].at(-1)).toBe(card('TH'));
	});

	it('refuses a card from one cell to the other, in the words of the rules', () => {
		const first = run(started(), {type: 'play'});
		const second = run(first, {type: 'aimFan', digit: 5}, {type: 'play'});
		expect(cells(second)).toEqual([card('TD'), card('TS')]);
		// The aim is on cell 2, with the 10♠: picked up, and aimed at cell 1.
		const refused = run(second, {type: 'pick'}, {type: 'aim', to: 'left'}, {type: 'play'});
		expect(refused.message?.text).toMatch(/never goes from one cell to the other/);
		expect(cells(refused)).toEqual([card('TD'), card('TS')]);
	});
});

describe('the free cells by the mouse', () => {
	it('a click on a cell plays its card (home once it fits); a drag from a fan to a cell puts it there', () => {
		const dragged = run(
			started(),
			{type: 'press', spot: {place: fanAt(0)}},
			{type: 'drag', spot: {place: cellAt(1)}},
			{type: 'release', spot: {place: cellAt(1)}},
		);
		expect(cells(dragged)).toEqual([undefined, card('TD')]);
		// 9♦ home (a click on fan 2), then a click on cell 2 sends its 10♦ home too.
		const nine = run(dragged, {type: 'press', spot: {place: fanAt(1)}}, {type: 'release', spot: {place: fanAt(1)}});
		const clicked = run(
			nine,
			{type: 'press', spot: {place: cellAt(1)}},
			{type: 'release', spot: {place: cellAt(1)}},
		);
		expect(cells(clicked)).toEqual([undefined, undefined]);
		expect(currentPosition(clicked.game).foundations[1].length).toBe(10);
	});
});
