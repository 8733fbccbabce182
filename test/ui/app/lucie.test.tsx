import {stripVTControlCharacters} from 'node:util';
import {afterEach, describe, expect, it} from 'vitest';
import React from 'react';
import {cleanup, render} from 'ink-testing-library';
import {
	type Position,
	cardName,
	currentPosition,
	deal,
	fanAt,
	parseBoard,
	parseCard,
	positionKey,
} from '../../../source/engine/index.js';
import {DEFAULT_SETTINGS} from '../../../source/io/settings.js';
import {type DealInfo, type PlayCommand, type PlayState, reducePlay, startPlay} from '../../../source/ui/play/index.js';
import {fanColumn} from '../../../source/ui/board/fan-layout.js';
import {legendFor} from '../../../source/ui/board/legend.js';
import {helpLines} from '../../../source/ui/help/help.js';
import {PlayView} from '../../../source/ui/board/play-view.js';
import {play, seeded} from '../helpers.js';

afterEach(() => cleanup());

const LUCIE = {variant: 'labellelucie', kings: 'as-dealt'} as const;

function lucie(fans: readonly string[], foundations: string, redeals: number, draws = 1): Position {
	const parsed = parseBoard(
		[`Variant: labellelucie`, `Foundations: ${foundations}`, `Redeals: ${redeals}`, `Draw: ${draws}`, ...fans].join(
			'\n',
		),
	);
	if (!parsed.ok) throw new Error(parsed.error.message);
	return parsed.value;
}

function dealOf(position: Position): DealInfo {
	return {title: 'board test', rules: LUCIE, position};
}

function run(state: PlayState, ...commands: PlayCommand[]): PlayState {
	return commands.reduce((current, command) => reducePlay(current, {...command, now: 0}), state);
}

const SETTINGS = {...DEFAULT_SETTINGS, autoComplete: false};
// Nothing moves: the Aces and Twos are covered, no top card is one below another of its suit.
const BLOCKED = ['AC 3C', 'AD 3D', '2C 4C 5C 6C 7C 8C 9C TC JC QC KC', '2D 4D 5D 6D 7D 8D 9D TD JD QD KD'];
// Every nine home; fan 1's TC lies under the JC, fan 3's QD under the JD.
const ENDGAME = ['KC QC TC JC', 'TD KH', 'QD JD', 'KD', 'QH JH TH', 'KS QS JS TS'];

const fanText = (state: PlayState, fan: number) => currentPosition(state.game).fans[fan].map(cardName).join(' ');

describe('the redeal (reducer)', () => {
	it('says a position with no move but a redeal is not stuck, and g redeals it', () => {
		let state = startPlay(dealOf(lucie(BLOCKED, 'C-0 D-0 H-K S-K', 1)), SETTINGS, 0);
		expect(state.message?.text).toBe('No move left: press g to redeal, 1 redeal left.');
		const before = currentPosition(state.game);
		state = run(state, {type: 'redeal'});
		const after = currentPosition(state.game);
		expect(after.redeals).toBe(0);
		expect(state.message?.text).toMatch(/^Redealt: 26 cards in 9 fans\. That was the last/);
		state = run(state, {type: 'undo'});
		expect(currentPosition(state.game)).toBe(before);
		// Back where nothing moves: that says more than the undo.
		expect(state.message?.text).toBe('No move left: press g to redeal, 1 redeal left.');
		state = run(state, {type: 'redo'});
		expect(positionKey(currentPosition(state.game))).toBe(positionKey(after));
	});

	it('refuses g where no redeal is left, naming why', () => {
		const state = run(startPlay(dealOf(lucie(ENDGAME, 'C-9 D-9 H-9 S-9', 0)), SETTINGS, 0), {type: 'redeal'});
		expect(state.message?.text).toBe('No redeal left: there are two a game.');
	});

	it('keeps the aim on a fan that is still there after a redeal deals fewer fans', () => {
		let state = startPlay(seeded('5', LUCIE), SETTINGS, 0);
		state = run(state, {type: 'aim', to: 'last'});
		expect(state.cursor).toEqual(fanAt(17));
		state = run(state, {type: 'redeal'});
		const fans = currentPosition(state.game).fans.length;
		expect(state.cursor).toEqual(fanAt(0));
		state = run(state, {type: 'aim', to: 'last'}, {type: 'undo'});
		expect(state.cursor).toEqual(fanAt(fans - 1));
	});
});

describe('the draw (reducer)', () => {
	it('comes at once with the house rule of the settings, from the deal dealt after it is chosen', () => {
		const early = startPlay(seeded('5', LUCIE), {...SETTINGS, drawEarly: true}, 0);
		expect(currentPosition(early.game).drawEarly).toBe(true);
		expect(run(early, {type: 'draw'}).drawing).toBeDefined();
		// Switched on in the middle of a game: that game keeps its rule, the next deal takes it.
		const plain = startPlay(seeded('5', LUCIE), SETTINGS, 0);
		const switched = run(plain, {type: 'settings', settings: {...SETTINGS, drawEarly: true}});
		expect(run(switched, {type: 'draw'}).message?.text).toBe('The draw comes after the last redeal.');
		const next = run(switched, {type: 'newDeal', deal: seeded('6', LUCIE)});
		expect(currentPosition(next.game).drawEarly).toBe(true);
	});

	it('is refused before the last redeal', () => {
		const state = run(startPlay(dealOf(lucie(ENDGAME, 'C-9 D-9 H-9 S-9', 1)), SETTINGS, 0), {type: 'draw'});
		expect(state.drawing).toBeUndefined();
		expect(state.message?.text).toBe('The draw comes after the last redeal.');
	});

	it('chooses any card of the aimed fan with Up and Down, and Enter brings it to the top', () => {
		let state = startPlay(dealOf(lucie(BLOCKED, 'C-0 D-0 H-K S-K', 0)), SETTINGS, 0);
		expect(state.message?.text).toMatch(/^No move left but the draw: press d/);
		state = run(state, {type: 'aim', to: 'right'}, {type: 'aim', to: 'right'}, {type: 'draw'});
		expect(state.drawing).toEqual({fan: 2, depth: 10});
		state = run(
			state,
			{type: 'aim', to: 'up'},
			{type: 'aim', to: 'up'},
			{type: 'aim', to: 'down'},
			{type: 'aim', to: 'up'},
		);
		expect(state.drawing).toEqual({fan: 2, depth: 8});
		expect(state.message?.text).toMatch(/^The draw: J♣/);
		state = run(state, {type: 'play'});
		expect(fanText(state, 2)).toBe('2C 4C 5C 6C 7C 8C 9C TC QC KC JC');
		expect(currentPosition(state.game).draws).toBe(0);
		expect(state.drawing).toBeUndefined();
		// Still nothing to play, and the draw is spent.
		expect(state.message?.text).toBe('Stuck: no card can move. Press u to undo, or n for a new deal.');
	});

	it('plays the chosen card onto the aimed fan, or home with f', () => {
		let state = startPlay(dealOf(lucie(ENDGAME, 'C-9 D-9 H-9 S-9', 0)), SETTINGS, 0);
		// Fan 3's covered QD onto fan 4's KD.
		state = run(
			state,
			{type: 'aim', to: 'right'},
			{type: 'aim', to: 'right'},
			{type: 'draw'},
			{type: 'aim', to: 'up'},
			{type: 'aim', to: 'right'},
			{type: 'play'},
		);
		expect(fanText(state, 3)).toBe('KD QD');
		expect(fanText(state, 2)).toBe('JD');
		// Again from the start, fan 1's TC home with f.
		state = startPlay(dealOf(lucie(ENDGAME, 'C-9 D-9 H-9 S-9', 0)), SETTINGS, 0);
		state = run(state, {type: 'draw'}, {type: 'aim', to: 'up'}, {type: 'dropHome'});
		expect(currentPosition(state.game).foundations[0].length).toBe(10);
		expect(fanText(state, 0)).toBe('KC QC JC');
	});

	it('takes a mouse click as Enter on the place clicked: the chosen card goes there', () => {
		let state = startPlay(dealOf(lucie(ENDGAME, 'C-9 D-9 H-9 S-9', 0)), SETTINGS, 0);
		state = run(
			state,
			{type: 'aim', to: 'right'},
			{type: 'aim', to: 'right'},
			{type: 'draw'},
			{type: 'aim', to: 'up'},
		);
		state = run(state, {type: 'press', spot: {place: fanAt(3)}}, {type: 'release', spot: {place: fanAt(3)}});
		expect(fanText(state, 3)).toBe('KD QD');
		expect(state.drawing).toBeUndefined();
	});

	it('is put off by Esc, and stays to be played', () => {
		let state = startPlay(dealOf(lucie(ENDGAME, 'C-9 D-9 H-9 S-9', 0)), SETTINGS, 0);
		state = run(state, {type: 'draw'}, {type: 'aim', to: 'up'}, {type: 'pick'});
		expect(state.held).toBeUndefined();
		expect(state.drawing).toBeDefined();
		state = run(state, {type: 'cancel'});
		expect(state.drawing).toBeUndefined();
		expect(currentPosition(state.game).draws).toBe(1);
		expect(state.message?.text).toBe('The draw is put off: it is still yours to play.');
	});

	it('moves a top card chosen for the draw as a plain move, keeping the draw', () => {
		let state = startPlay(dealOf(lucie(ENDGAME, 'C-9 D-9 H-9 S-9', 0)), SETTINGS, 0);
		state = run(state, {type: 'aim', to: 'last'}, {type: 'draw'}, {type: 'dropHome'});
		expect(fanText(state, 5)).toBe('KS QS JS');
		expect(currentPosition(state.game).draws).toBe(1);
	});
});

describe('hints in La Belle Lucie (reducer)', () => {
	it('says a hinted draw in words, and Enter on its fan plays it', () => {
		// Fan 1's TC lies under the JC: the only win draws it home first.
		let state = startPlay(
			dealOf(lucie(['KC QC TC JC', 'KD QD JD TD', 'KH QH JH TH', 'KS QS JS TS'], 'C-9 D-9 H-9 S-9', 0)),
			SETTINGS,
			0,
		);
		const draw = {card: parseCard('TC') as number, from: fanAt(0), to: {pile: 0}, draw: true as const};
		state = run(
			state,
			{type: 'hint'},
			{type: 'hintSent', id: 7},
			{type: 'hintAnswered', id: 7, answer: {verdict: 'won', move: draw, movesLeft: 16}},
		);
		expect(state.message?.text).toBe(
			'Hint: draw 10♣ from fan 1 to its foundation (the draw: d) (winnable in 16 moves).',
		);
		state = run(state, {type: 'play'});
		expect(currentPosition(state.game).foundations[0].length).toBe(10);
		expect(currentPosition(state.game).draws).toBe(0);
	});

	it('after a hint to redeal with nothing to play out first, Enter redeals', () => {
		let state = startPlay(dealOf(lucie(BLOCKED, 'C-0 D-0 H-K S-K', 1)), SETTINGS, 0);
		state = run(
			state,
			{type: 'hint'},
			{type: 'hintSent', id: 3},
			{type: 'hintAnswered', id: 3, answer: {verdict: 'redeal'}},
		);
		expect(state.message?.text).toBe(
			'No win in this layout, and no move gets a card home: press g (or Enter) to redeal.',
		);
		state = run(state, {type: 'play'});
		expect(currentPosition(state.game).redeals).toBe(0);
	});

	it('watching the solver, redeals where a layout has no win and nothing to play out, and watches on', () => {
		let state = startPlay(dealOf(lucie(BLOCKED, 'C-0 D-0 H-K S-K', 1)), SETTINGS, 0);
		state = run(
			state,
			{type: 'watch'},
			{type: 'hintSent', id: 5},
			{type: 'hintAnswered', id: 5, answer: {verdict: 'redeal'}},
		);
		expect(state.demo).toEqual({move: 'redeal'});
		expect(state.message?.text).toBe(
			'Watching the solver: no win in this layout and nothing more to bring home, so it redeals.',
		);
		// The redeal waits for the demo's next step, as a move does.
		expect(currentPosition(state.game).redeals).toBe(1);
		state = run(state, {type: 'demoStep'});
		expect(currentPosition(state.game).redeals).toBe(0);
		expect(state.demo).toEqual({move: undefined});
		expect(state.hintPending).toBeDefined();
		expect(state.tally.assisted).toBe(true);
		// Any key in between still gives the game back before the redeal.
		const stopped = run(
			startPlay(dealOf(lucie(BLOCKED, 'C-0 D-0 H-K S-K', 1)), SETTINGS, 0),
			{type: 'watch'},
			{type: 'hintSent', id: 6},
			{type: 'hintAnswered', id: 6, answer: {verdict: 'redeal'}},
			{type: 'stopDemo'},
		);
		expect(stopped.demo).toBeUndefined();
		expect(currentPosition(stopped.game).redeals).toBe(1);
	});

	it('says a layout lost since the last redeal as such, not the whole game', () => {
		const state = run(
			startPlay(dealOf(lucie(BLOCKED, 'C-0 D-0 H-K S-K', 0, 0)), SETTINGS, 0),
			{type: 'hint'},
			{type: 'hintSent', id: 4},
			{
				type: 'hintAnswered',
				id: 4,
				answer: {verdict: 'lost', undo: undefined, sinceRedeal: true},
			},
		);
		expect(state.message?.text).toBe(
			'This position is lost, and so was this layout from the last redeal on: no undo in it can help.',
		);
	});
});

describe('the status line of La Belle Lucie', () => {
	it('keeps the winnable mark in view at 80 columns beside the redeals and draws, however long the title', () => {
		for (const title of ['daily 2026-12-01', 'deal 185159179', 'board /tmp/a-long-name-of-a-board-file.txt']) {
			// The clock on screen reads the real time: the game starts now.
			const now = Date.now();
			// A board file has no seed: its path is no deal's number, and gives way before the counts and the mark.
			const board = title.startsWith('board') ? {seed: undefined} : {};
			let state = startPlay({...seeded('12', LUCIE), title, ...board}, SETTINGS, now);
			state = reducePlay(state, {type: 'thinkSent', id: 1, game: state.game, now});
			state = reducePlay(state, {
				type: 'foresight',
				id: 1,
				news: {verdict: 'redeal', answer: {verdict: 'redeal'}},
				now,
			});
			const {lastFrame, unmount} = render(<PlayView state={state} rows={24} />);
			const line = stripVTControlCharacters(lastFrame() ?? '').split('\n')[1];
			expect(line.length, title).toBeLessThanOrEqual(79);
			expect(line, title).toMatch(/ · (2 redeals, 1 draw|2r 1d) · no win in (this )?layout$/);
			if (!title.startsWith('board')) expect(line, title).toContain(` ${title} · `);
			unmount();
		}
	});

	it('keeps the mark in view past an hour of play with no redeal or draw left, the title whole', () => {
		const now = Date.now();
		const spent = {...deal('227087488', LUCIE), redeals: 0, draws: 0};
		for (const verdict of ['unknown', 'redeal', 'won'] as const) {
			let state = startPlay({...seeded('227087488', LUCIE), position: spent}, SETTINGS, now);
			state = reducePlay(state, {type: 'thinkSent', id: 1, game: state.game, now});
			const answer =
				verdict === 'unknown'
					? {verdict, thoughtMs: 700}
					: verdict === 'redeal'
						? {verdict}
						: {verdict, move: {card: 0, from: fanAt(0), to: fanAt(1)}, movesLeft: 9};
			state = {
				...reducePlay(state, {type: 'foresight', id: 1, news: {verdict, answer}, now} as PlayCommand & {
					now: number;
				}),
				clock: {playedMs: 3_600_000 + 59_000, since: undefined},
			};
			const {lastFrame, unmount} = render(<PlayView state={state} rows={24} />);
			const line = stripVTControlCharacters(lastFrame() ?? '').split('\n')[1];
			unmount();
			expect(line.length, verdict).toBeLessThanOrEqual(79);
			const mark = '(not settled|no win in (this )?layout|winnable)';
			expect(line, verdict).toMatch(new RegExp(`1:00:59 · (0 redeals, 0 draws|0r 0d) · ${mark}$`));
		}
	});

	it('keeps the verdict of a layout lost since the redeal in view at 80 columns', () => {
		const now = Date.now();
		let state = startPlay(seeded('7', LUCIE), SETTINGS, now);
		state = reducePlay(state, {type: 'thinkSent', id: 1, game: state.game, now});
		state = reducePlay(state, {
			type: 'foresight',
			id: 1,
			news: {verdict: 'lost', answer: {verdict: 'lost', undo: undefined, sinceRedeal: true}},
			now,
		});
		const {lastFrame, unmount} = render(<PlayView state={state} rows={24} />);
		const line = stripVTControlCharacters(lastFrame() ?? '').split('\n')[1];
		unmount();
		expect(line.length).toBeLessThanOrEqual(79);
		// "lost since the redeal" does not fit beside the game's full name and the counts: the short name does.
		expect(line).toMatch(/^ {2}Lucie · deal 7 · .* · 2 redeals, 1 draw · lost since the redeal$/);
		const crowded = startPlay(
			{...seeded('7', LUCIE), title: 'daily 2026-12-01', position: {...deal('7', LUCIE), redeals: 0}},
			SETTINGS,
			now,
		);
		state = reducePlay(reducePlay(crowded, {type: 'thinkSent', id: 1, game: crowded.game, now}), {
			type: 'foresight',
			id: 1,
			news: {verdict: 'lost', answer: {verdict: 'lost', undo: undefined, sinceRedeal: true}},
			now,
		});
		const second = render(<PlayView state={state} rows={24} />);
		const crowdedLine = stripVTControlCharacters(second.lastFrame() ?? '').split('\n')[1];
		second.unmount();
		expect(crowdedLine.length).toBeLessThanOrEqual(79);
		expect(crowdedLine).toMatch(/ daily 2026-12-01 · .* · (0 redeals, 1 draw|0r 1d) · lost since (the )?redeal$/);
	});
});

describe('tall fans and the draw on screen', () => {
	it('keep the table as wide as the deal once a redeal deals a few fans', async () => {
		const table = await play(dealOf(lucie(['KC QC JC TC', 'KD QD JD TD'], 'C-9 D-9 H-K S-K', 0, 0)), {
			settings: {autoComplete: false},
		});
		const lines = table.frame().split('\n');
		const foundations = lines.find((line) => line.includes('Foundations'));
		expect(foundations).toMatch(/Foundations +.+♣.+♦.+♥.+♠ │$/);
		expect(lines.every((line) => line.length <= 80)).toBe(true);
		table.unmount();
	});

	it('never hide the card chosen for the draw', () => {
		const fan = 'KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH'.split(' ').map((name) => parseCard(name) as number);
		for (let depth = 0; depth < fan.length; depth++) {
			const cells = fanColumn(fan, 6, depth);
			expect(cells).toHaveLength(6);
			const chosen = cells.filter((cell) => cell.kind === 'card' && cell.chosen === true);
			expect(
				chosen.map((cell) => (cell.kind === 'card' ? cell.card : -1)),
				`depth ${depth}`,
			).toEqual([fan[depth]]);
			// The top card stays in view too.
			expect(cells.some((cell) => cell.kind === 'card' && cell.top && cell.card === fan.at(-1))).toBe(true);
		}
	});

	it('name g and d in the legend while they may be played, within 75 columns, and in the help', () => {
		for (const ascii of [false, true]) {
			const line = legendFor('play', ascii, true, false, {redeal: true, draw: true})
				.map((entry) => `${entry.key} ${entry.text}`)
				.join('  ');
			expect(line).toMatch(/g redeal {2}d draw/);
			expect(line.length).toBeLessThanOrEqual(75);
			const drawing = legendFor('drawing', ascii)
				.map((entry) => `${entry.key} ${entry.text}`)
				.join('  ');
			expect(drawing.length).toBeLessThanOrEqual(75);
			expect(helpLines(ascii, LUCIE).every((text) => text.length <= 75)).toBe(true);
		}
		expect(helpLines(false, LUCIE).some((text) => text.startsWith('g '))).toBe(true);
	});
});

describe('La Belle Lucie by keys', () => {
	it('redeals with g, undoes it with u, and draws with d, Up and Enter after the last redeal', async () => {
		const table = await play(seeded('5', LUCIE), {settings: {autoComplete: false}});
		expect(table.frame()).toMatch(/2 redeals, 1 draw\b/);
		await table.press('g');
		expect(table.frame()).toMatch(/1 redeal, 1 draw\b/);
		expect(table.frame()).toMatch(/Redealt: \d+ cards in \d+ fans\. 1 redeal left\./);
		await table.press('u');
		expect(table.frame()).toMatch(/2 redeals, 1 draw\b/);
		await table.press('g', 'g');
		expect(table.frame()).toMatch(/0 redeals, 1 draw\b/);
		expect(table.frame()).toMatch(/d draw/);
		await table.press('d', '\u001B[A', '\r');
		expect(table.frame()).toMatch(/Drawn: .+ to the top of fan 1\./);
		expect(table.frame()).toMatch(/0 redeals, 0 draws/);
		table.unmount();
	});

	it('offers the redeal in the menu while one is left', async () => {
		const table = await play(seeded('5', LUCIE), {settings: {autoComplete: false}});
		await table.press('n');
		const lines = table.frame().split('\n');
		const line = lines.findIndex((text) => text.includes('Redeal (gather the fans, shuffle, deal again)'));
		expect(line).toBeGreaterThan(0);
		expect(lines[line - 1]).toMatch(/Restart this deal/);
		// The fifth line, under Restart this deal.
		await table.press('5');
		expect(table.frame()).toMatch(/1 redeal, 1 draw\b/);
		await table.press('g', 'n');
		expect(table.frame()).not.toMatch(/Redeal \(gather/);
		table.unmount();
	});

	it('deals the same redeal again from the same position after the game is dealt again', () => {
		const one = run(startPlay(seeded('5', LUCIE), SETTINGS, 0), {type: 'redeal'});
		const two = run(startPlay(seeded('5', LUCIE), SETTINGS, 0), {type: 'redeal'});
		expect(positionKey(currentPosition(one.game))).toBe(positionKey(currentPosition(two.game)));
		expect(positionKey(currentPosition(one.game))).not.toBe(positionKey(deal('5', LUCIE)));
	});
});
