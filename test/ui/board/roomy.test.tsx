import React from 'react';
import {afterEach, describe, expect, it} from 'vitest';
import {cleanup, render} from 'ink-testing-library';
import {
	type Position,
	VARIANT_IDS,
	cardName,
	cellAt,
	cellsOf,
	defaultRules,
	fanAt,
	pileAt,
} from '../../../source/engine/index.js';
import {DEFAULT_SETTINGS, type Settings} from '../../../source/io/settings.js';
import {type DealInfo, type PlayCommand, type PlayState, reducePlay, startPlay} from '../../../source/ui/play/index.js';
import {PlayView, boardSpotAt} from '../../../source/ui/board/play-view.js';
import {cardLabel} from '../../../source/ui/theme/card-text.js';
import {ONE_PLACE, ONE_TO_WIN} from '../boards.js';
import {board, fansOnScreen, seeded} from '../helpers.js';
import {cleanupWide, renderWide} from '../wide-render.js';
import {SLOT, SLOTS_LEFT, lines, markedSlots, numbersRow, roomyFans, slotIndex} from './roomy-frames.js';

/**
 * The roomy board: at 120 x 36 and more (the Board setting roomy), every game's cards as boxes,
 * each fan's cards all there in order, the frame within the terminal; below that size, or with
 * Board compact, the compact board exactly as before.
 */

afterEach(() => {
	cleanup();
	cleanupWide();
});

const ROOMY = {columns: 120, rows: 36};

function game(start: DealInfo, settings: Partial<Settings>, ...commands: PlayCommand[]): PlayState {
	const now = Date.now();
	return commands.reduce(
		(state, command) => reducePlay(state, {...command, now}),
		startPlay(start, {...DEFAULT_SETTINGS, ...settings}, now),
	);
}

function frame(state: PlayState, size: {columns: number; rows: number} = ROOMY): string {
	const view = <PlayView state={state} rows={size.rows} columns={size.columns} />;
	const drawn = size.columns > 100 ? renderWide(view, size.columns) : render(view);
	return lines(drawn.lastFrame() ?? '').join('\n');
}

/** Every line within the terminal with a column to spare, and the frame a row shorter than it. */
function expectWithin(text: string, size: {columns: number; rows: number}) {
	const all = text.split('\n');
	expect(all.length).toBeLessThanOrEqual(size.rows - 1);
	for (const line of all) expect(line.length).toBeLessThanOrEqual(size.columns - 1);
}

function labels(position: Position, ascii = false): string[][] {
	return position.fans.map((fan) => fan.map((card) => cardLabel(card, ascii)));
}

function positionOf(state: PlayState): Position {
	return state.game.entries[state.game.current].position;
}

/** A Scotch board: its piles line, then its fans (padded to 18). */
function scotch(piles: string, fans: readonly string[]): DealInfo {
	const padded = [...fans, ...Array.from({length: 18 - fans.length}, () => '-')];
	const position = board(['Variant: scotch', `Foundations: ${piles}`, ...padded].join('\n'));
	return {title: 'board scotch', rules: defaultRules('scotch'), position};
}

/** Two fans of twelve and ten, each card a rank below the one beneath. */
const TALL = scotch('AD 2C | AH | - | -', [
	'KS QH JS TH 9S 8H 7S 6H 5S 4H 3S 2H',
	'KH QS JH TS 9H 8S 7H 6S 5H 4S',
	'KC QD JC TD 9C 8D 7C 6D 5C 4D 3C 2D',
	'KD QC JD TC 9D 8C 7D 6C 5D 4C 3D',
	'AC 2S 3H',
	'AS',
]);

/** One fan of 44 cards: more than even one row a card fits. */
const TALLER = scotch('- | - | - | -', [
	[
		'KS QH JS TH 9S 8H 7S 6H 5S 4H 3S 2H KH QS JH TS 9H 8S 7H 6S 5H 4S',
		'KC QD JC TD 9C 8D 7C 6D 5C 4D 3C 2D KD QC JD TC 9D 8C 7D 6C 5D 4C',
	].join(' '),
	'AC AD AH AS 3D 3H 2C 2S',
]);

describe('the roomy board of each game', () => {
	it('draws every card of the deal in its fan, in boxes, within 120 x 36', () => {
		for (const variant of VARIANT_IDS) {
			for (const ascii of [false, true]) {
				const state = game(seeded('5', defaultRules(variant)), {ascii});
				const shown = frame(state);
				expect(shown).toContain(ascii ? '+---+' : '╭───╮');
				expect(roomyFans(shown, 18)).toEqual(
					[...labels(positionOf(state), ascii), ...Array.from({length: 18}, () => [])].slice(0, 18),
				);
				expectWithin(shown, ROOMY);
				if (ascii) expect(shown).not.toMatch(/[^\x00-\x7f]/);
			}
		}
	});

	it('draws Scotch’s tall fans a row a covered card where two would not fit, every card in view', () => {
		const shown = frame(game(TALL, {}));
		expect(roomyFans(shown, 18)).toEqual(labels(TALL.position));
		// The covered cards' top edges carry their index; the top card is whole.
		expect(shown).toContain('╭ K♠╮ ╭ K♥╮');
		expect(shown).toMatch(/╭───╮ [│ ]  *[│ ]/);
		expectWithin(shown, ROOMY);
	});

	it('compresses a fan taller still, as the compact board does: its bottom, how many are hidden, its top', () => {
		const shown = frame(game(TALLER, {}));
		const first = roomyFans(shown, 18)[0];
		const fan = labels(TALLER.position)[0];
		expect(first.slice(0, 3)).toEqual(fan.slice(0, 3));
		expect(first.at(-1)).toBe(fan.at(-1));
		expect(shown).toMatch(new RegExp(`│\\+${fan.length - first.length}│`));
		expectWithin(shown, ROOMY);
	});

	it('deals a redeal’s fewer fans in the same table, and shows the draw’s chosen card where it lies', () => {
		const head = ['Variant: labellelucie', 'Foundations: C-0 D-0 H-K S-K', 'Redeals: 1', 'Draw: 1'];
		const fans = ['AC 3C', 'AD 3D', '2C 4C 5C 6C 7C 8C 9C TC JC QC KC', '2D 4D 5D 6D 7D 8D 9D TD JD QD KD'];
		const start = {
			title: 'board half',
			rules: defaultRules('labellelucie'),
			position: board([...head, ...fans].join('\n')),
		};
		const before = frame(game(start, {}));
		expect(roomyFans(before, 18).slice(0, 4)).toEqual(labels(start.position));
		const redealt = game(start, {}, {type: 'redeal'});
		const after = frame(redealt);
		expect(after).toContain('Redealt: 26 cards in 9 fans.');
		expect(roomyFans(after, 9)).toEqual(labels(positionOf(redealt)));
		// The table keeps its width: the piles stay where they were.
		expect(lines(after)[4].indexOf('·♣')).toBe(lines(before)[4].indexOf('·♣'));
		expect(lines(after)[2].length).toBe(lines(before)[2].length);
		expect(after).toMatch(/^ │ {3}1 {5}2 {5}3 {5}4 {5}5 {5}6 {5}7 {5}8 {5}9 +│$/m);
		// The draw, after the last redeal: Up chooses the card under the top one, and the draw shows it.
		const drawing = game(start, {}, {type: 'redeal'}, {type: 'draw'}, {type: 'aim', to: 'up'});
		const card = positionOf(drawing).fans[0].at(-2) as number;
		expect(frame(drawing)).toContain(`The draw: ${cardLabel(card, false)}.`);
	});

	it('keeps the draw’s chosen card in view in the hidden middle of a compressed fan', () => {
		const head = ['Variant: labellelucie', 'Foundations: C-0 D-0 H-0 S-0', 'Redeals: 0', 'Draw: 1'];
		const deck = Array.from({length: 52}, (_, card) => cardName(card));
		const start = {
			title: 'board tall lucie',
			rules: defaultRules('labellelucie'),
			position: board([...head, deck.slice(0, 40).join(' '), deck.slice(40).join(' ')].join('\n')),
		};
		const ups = Array.from({length: 20}, () => ({type: 'aim', to: 'up'}) as const);
		const drawing = game(start, {}, {type: 'draw'}, ...ups);
		const chosen = cardLabel(positionOf(drawing).fans[0][19], false);
		const shown = frame(drawing);
		expect(shown).toContain(`The draw: ${chosen}.`);
		expect(roomyFans(shown, 18)[0]).toContain(chosen);
		expect(shown.match(/│ ?\+\d+│/g)).toHaveLength(2);
		expectWithin(shown, ROOMY);
	});

	it('shows the win in the fans’ place, the table as tall as before', () => {
		const before = frame(game(ONE_TO_WIN, {autoComplete: false}));
		const won = frame(game(ONE_TO_WIN, {autoComplete: false}, {type: 'play'}));
		expect(won).toContain('You won! All 52 cards are home.');
		expect(won).toContain('╭───╮ ╭───╮ ╭───╮ ╭───╮');
		expect(lines(won).length).toBe(lines(before).length);
	});
});

describe('the board’s size', () => {
	it('stays compact, exactly as before, below 120 x 36, and with Board compact', () => {
		for (const size of [
			{columns: 80, rows: 24},
			{columns: 119, rows: 36},
			{columns: 120, rows: 35},
		]) {
			const roomy = frame(game(seeded('42'), {board: 'roomy'}), size);
			expect(roomy).toBe(frame(game(seeded('42'), {board: 'compact'}), size));
			expect(fansOnScreen(roomy)).toEqual(labels(seeded('42').position));
		}
		const compact = frame(game(seeded('42'), {board: 'compact'}), ROOMY);
		expect(fansOnScreen(compact)).toEqual(labels(seeded('42').position));
		expect(compact).not.toContain('╭───╮');
	});
});

describe('Show playable on the roomy board', () => {
	it('marks a top card that can move, and the places that take the card in hand, left of its index', () => {
		const shown = frame(game(ONE_PLACE, {color: false}));
		expect(markedSlots(shown, 18, '▸')).toEqual([2, 3, 4, 5]);
		const holding = frame(game(ONE_PLACE, {ascii: true}, {type: 'aim', to: 'right'}, {type: 'pick'}));
		expect(markedSlots(holding, 18, '>')).toEqual([3]);
		expect(frame(game(ONE_PLACE, {color: false, showPlayable: false}))).not.toContain('▸');
	});
});

describe('the mouse on the roomy board', () => {
	it('finds each card where it is drawn: a covered card’s rows, the top card’s whole box, its gap', () => {
		for (const start of [seeded('42'), seeded('5', defaultRules('trefoil')), TALL]) {
			const state = game(start, {});
			const now = positionOf(state);
			const all = lines(frame(state));
			const numbers = numbersRow(all.join('\n'));
			let covered = 0;
			for (let y = 7; y < numbers - 1; y++) {
				for (let fan = 0; fan < now.fans.length; fan++) {
					const index = slotIndex(all[y], fan);
					if (index === undefined) continue;
					const top = cardLabel(now.fans[fan].at(-1) as number, false);
					for (let x = SLOTS_LEFT + fan * SLOT; x < SLOTS_LEFT + (fan + 1) * SLOT; x++) {
						const spot = boardSpotAt(state, ROOMY.rows, x, y, ROOMY.columns);
						expect(spot?.place).toEqual(fanAt(fan));
						if (index.label === top) expect(spot?.covered).toBeUndefined();
						else expect(cardLabel(spot?.covered as number, false)).toBe(index.label);
					}
					if (index.label !== top) covered++;
				}
			}
			expect(covered).toBe(now.fans.reduce((sum, fan) => sum + Math.max(0, fan.length - 1), 0));
			// The top card's box, the aim's row and the number: the top card.
			const last = now.fans.length - 1;
			const x = SLOTS_LEFT + last * SLOT + 3;
			expect(boardSpotAt(state, ROOMY.rows, x, numbers, ROOMY.columns)).toEqual({place: fanAt(last)});
			expect(boardSpotAt(state, ROOMY.rows, x, numbers + 1, ROOMY.columns)).toBeUndefined();
		}
	});

	it('finds the piles in their boxes, and nothing beside them', () => {
		const state = game(seeded('42'), {});
		const all = lines(frame(state));
		for (let pile = 0; pile < 4; pile++) {
			const x = all[4].indexOf(['·♣', '·♦', '·♥', '·♠'][pile]);
			for (const y of [3, 4, 5])
				expect(boardSpotAt(state, ROOMY.rows, x, y, ROOMY.columns)).toEqual({place: pileAt(pile)});
		}
		expect(boardSpotAt(state, ROOMY.rows, 10, 4, ROOMY.columns)).toBeUndefined();
		expect(boardSpotAt(state, ROOMY.rows, 10, 6, ROOMY.columns)).toBeUndefined();
	});

	it('finds Free Fan’s cells where they are drawn, and a drag from a fan puts its card in one', () => {
		const state = game(seeded('3', defaultRules('freefan')), {});
		const cellsRow = lines(frame(state))[3];
		expect(cellsRow).toContain('Cells');
		// Each empty cell is four columns, its mark (··) the last two: each column is that cell, on
		// that row only; the label before them is none.
		const starts = [...cellsRow.matchAll(/··/g)].map((match) => match.index - 2).slice(0, 2);
		expect(starts).toHaveLength(2);
		starts.forEach((start, cell) => {
			for (let column = start; column < start + 4; column++) {
				expect(boardSpotAt(state, ROOMY.rows, column, 3, ROOMY.columns)).toEqual({place: cellAt(cell)});
				expect(boardSpotAt(state, ROOMY.rows, column, 4, ROOMY.columns)).toBeUndefined();
			}
		});
		expect(boardSpotAt(state, ROOMY.rows, starts[0] - 1, 3, ROOMY.columns)).toBeUndefined();
		const spot = (x: number) => boardSpotAt(state, ROOMY.rows, x, 3, ROOMY.columns) ?? {place: fanAt(-1)};
		const top = positionOf(state).fans[0].at(-1);
		const dragged = game(
			seeded('3', defaultRules('freefan')),
			{},
			{type: 'press', spot: {place: fanAt(0)}},
			{type: 'drag', spot: spot(starts[1] + 2)},
			{type: 'release', spot: spot(starts[1] + 2)},
		);
		expect(cellsOf(positionOf(dragged))).toEqual([undefined, top]);
	});
});
