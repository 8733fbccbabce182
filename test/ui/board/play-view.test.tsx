import {stripVTControlCharacters} from 'node:util';
import React from 'react';
import {afterEach, describe, expect, it} from 'vitest';
import {cleanup, render} from 'ink-testing-library';
import {fanAt, newGame, parseCard, playLegalMoves} from '../../../source/engine/index.js';
import {DEFAULT_SETTINGS, type Settings} from '../../../source/io/settings.js';
import {type DealInfo, type PlayCommand, type PlayState, reducePlay, startPlay} from '../../../source/ui/play/index.js';
import {PlayView} from '../../../source/ui/board/play-view.js';
import {MANY_PLACES, ONE_FROM_FINISH, ONE_FROM_STUCK, ONE_TO_WIN, STUCK} from '../boards.js';
import {deal, fanLabels} from '../deal-facts.js';
import {fansOnScreen, seeded} from '../helpers.js';

afterEach(() => cleanup());

const DEAL_42 = deal('42');
const RIGHT = {type: 'aim', to: 'right'} as const;

/** A game dealt now, after `commands`: the state the board is drawn from. */
function game(start: DealInfo, settings: Partial<Settings>, ...commands: PlayCommand[]): PlayState {
	const now = Date.now();
	return commands.reduce(
		(state, command) => reducePlay(state, {...command, now}),
		startPlay(start, {...DEFAULT_SETTINGS, ...settings}, now),
	);
}

/** The board of `state` as a player sees it at 80x24, ANSI codes stripped. */
function board(state: PlayState): string {
	return stripVTControlCharacters(render(<PlayView state={state} rows={24} />).lastFrame() ?? '');
}

/** Every line fits 80 columns with one to spare, and the frame stays below the 24th row. */
function expectFits(frame: string) {
	const lines = frame.split('\n');
	expect(lines.length).toBeLessThanOrEqual(23);
	for (const line of lines) expect(line.length).toBeLessThanOrEqual(79);
}

describe('the board drawn from the game state', () => {
	it('keeps the moves and the clock in view after a long deal title, cut in the middle', () => {
		const title = 'board /home/player/games/shamrocks/saved/positions/tricky-one.txt';
		// A board file's deal: no seed, its path for its title.
		const frame = board(game({...seeded('42'), title, seed: undefined}, {winnableMark: false}));
		expect(frame).toMatch(/^ {2}Shamrocks · board \/home\/player\/\S+…\S*\/tricky-one\.txt · 0 moves · 00:0\d$/m);
		expectFits(frame);
		// With the winnable mark, the title gives it room.
		const marked = board(game({...seeded('42'), title, seed: undefined}, {}));
		expect(marked).toMatch(
			/^ {2}Shamrocks · board \/home\/\S*…\S*\/tricky-one\.txt · 0 moves · 00:0\d · thinking…$/m,
		);
		expectFits(marked);
	});

	it('writes cards as in board files with --ascii', () => {
		const frame = board(game(seeded('42'), {ascii: true}));
		const fans = fansOnScreen(frame);
		expect(fans).toEqual(DEAL_42.fans.map((_, fan) => fanLabels(DEAL_42, fan, true)));
		expect(fans.flat()).toContain('TC');
		expect(fans.flat()).not.toContain('10C');
		expect(frame).toContain('.C  .D  .H  .S');
		expectFits(frame);
	});

	it('shows a foundation’s new top card', () => {
		expect(board(game(MANY_PLACES, {}))).toContain('9♣  9♦  9♥  9♠');
		const frame = board(game(MANY_PLACES, {}, RIGHT, RIGHT, RIGHT, RIGHT, {type: 'play'}));
		expect(frame).toContain('10♣  9♦  9♥  9♠');
		expect(fansOnScreen(frame)[4]).toEqual([]);
	});

	it('shows a saved game taken up again with its moves and its time', () => {
		const jack = parseCard('JC') as number;
		const moved = playLegalMoves(newGame(MANY_PLACES.position), [{card: jack, from: fanAt(0), to: fanAt(1)}]);
		expect(
			board(
				game(
					{
						...MANY_PLACES,
						resumed: {game: moved, elapsedMs: 65_000, id: 'resumed', assisted: false, started: true},
					},
					{},
				),
			),
		).toMatch(/1 move · 01:0\d/);
	});

	it('breaks a long message between words, its second row as far left as the first', () => {
		// A word that ends right at the edge of the first row: Ink's own wrapping moved the space after it to the second.
		const frame = board(
			game(seeded('42'), {}, {type: 'say', message: {text: `${'x'.repeat(76)} next`, tone: 'info'}}),
		);
		expect(frame).toContain(`\n ${'x'.repeat(76)}\n next\n`);
	});

	it('cuts a message longer than its two rows at the end, with …, and keeps its start', () => {
		const words = Array.from({length: 40}, (_, index) => `word${index}`).join(' ');
		const frame = board(game(seeded('42'), {}, {type: 'say', message: {text: `Start: ${words}`, tone: 'info'}}));
		expect(frame).toMatch(/\n Start: word0 word1 [^\n]*\n [^\n]*…\n/);
		expectFits(frame);
	});
});

describe('the key legend says what the keys do now', () => {
	it('while playing, holding a card, and with Autoplay off', () => {
		expect(board(game(MANY_PLACES, {}))).toContain(
			'←→ aim  ⏎ play  m pick  h hint  u/r undo/redo  n menu  ? help  q quit',
		);
		expect(board(game(MANY_PLACES, {}, {type: 'pick'}))).toContain('⏎ drop here  f to foundation  Esc put back');
		expect(board(game(MANY_PLACES, {autoplay: false}))).toContain('←→ aim  m pick up  h hint');
	});

	it('when no card can move: undo first, or only a new deal when stuck from the deal', () => {
		expect(board(game(ONE_FROM_STUCK, {}, RIGHT, {type: 'play'}))).toContain('u undo  n menu: new deal');
		const fromTheDeal = board(game(STUCK, {}));
		expect(fromTheDeal).toContain('n menu: new deal  h hint');
		expect(fromTheDeal).not.toContain('u undo');
	});
});

describe('the win panel', () => {
	it('shows the moves, the time and the seed, in place of the fans, and Enter for a new deal', () => {
		const frame = board(game(ONE_TO_WIN, {autoComplete: false}, {type: 'play'}));
		expect(frame).toContain('You won! All 52 cards are home.');
		expect(frame).toMatch(/Board one-to-win in 1 move and 00:0\d\. Replay it with --seed one\./);
		expect(frame).toContain('⏎ new deal  u undo  n menu');
		expect(frame).toContain('K♣  K♦  K♥  K♠');
		expect(fansOnScreen(frame)).toEqual([]);
		expectFits(frame);
	});

	it('says whether the winnable mark was on during the game', () => {
		expect(board(game(ONE_TO_WIN, {autoComplete: false}, {type: 'play'}))).toContain(
			'You won! All 52 cards are home. The winnable mark was on.',
		);
		const without = board(game(ONE_TO_WIN, {autoComplete: false, winnableMark: false}, {type: 'play'}));
		expect(without).toContain('You won! All 52 cards are home.');
		expect(without).not.toContain('winnable mark');
	});

	it('counts the moves auto complete played', () => {
		let state = game(ONE_FROM_FINISH, {}, RIGHT, RIGHT, RIGHT, RIGHT, {type: 'play'});
		while (state.autoCompleting) state = reducePlay(state, {type: 'autoStep', now: Date.now()});
		expect(board(state)).toContain('in 14 moves');
	});

	it('gives a long replay seed a line of its own, not a cut one, quoted as a shell needs it', () => {
		expect(board(game({...ONE_TO_WIN, seed: "it's here"}, {autoComplete: false}, {type: 'play'}))).toContain(
			"Replay it with --seed 'it'\\''s here'.",
		);
		const daily = board(
			game(
				{...ONE_TO_WIN, title: 'daily 2026-12-25', seed: 'daily-2026-12-25/3'},
				{autoComplete: false},
				{type: 'play'},
			),
		);
		expect(daily).toMatch(/Daily 2026-12-25 in 1 move and 00:0\d\./);
		expect(daily).toContain('Replay it with --seed daily-2026-12-25/3.');
		expect(daily).not.toContain('…');
		expectFits(daily);
	});

	it('gives the fans back when the win is undone', () => {
		const frame = board(game(ONE_TO_WIN, {autoComplete: false}, {type: 'play'}, {type: 'undo'}));
		expect(frame).not.toContain('You won');
		expect(fansOnScreen(frame)[0]).toEqual(['K♠']);
	});
});
