import {afterEach, describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {cleanup} from 'ink-testing-library';
import {
	allCards,
	cardsAt,
	currentPosition,
	deal,
	fanAt,
	isCell,
	isPile,
	newGame,
	pileAt,
	ruleChoices,
	rulesFor,
} from '../../../source/engine/index.js';
import {DEFAULT_SETTINGS} from '../../../source/io/settings.js';
import {type PlayCommand, reducePlay, startPlay} from '../../../source/ui/play/index.js';
import {KEYS, play, seeded} from '../helpers.js';

afterEach(() => cleanup());

/** Stands for the game on the table in a generated command: the loop puts the state's game there. */
const THE_GAME_ON_THE_TABLE = newGame(deal('1'));

const COMMANDS: fc.Arbitrary<PlayCommand> = fc.oneof(
	fc.constantFrom<PlayCommand>(
		{type: 'aim', to: 'left'},
		{type: 'aim', to: 'right'},
		{type: 'aim', to: 'first'},
		{type: 'aim', to: 'last'},
		{type: 'aim', to: 'up'},
		{type: 'aim', to: 'down'},
		{type: 'play'},
		{type: 'pick'},
		{type: 'dropHome'},
		{type: 'cancel'},
		{type: 'undo'},
		{type: 'redo'},
		{type: 'undoAll'},
		{type: 'redoAll'},
		{type: 'restart'},
		{type: 'redeal'},
		{type: 'draw'},
		{type: 'hintAnswered', id: 1, answer: {verdict: 'redeal'}},
		{type: 'autoStep'},
		{type: 'hintFaded'},
		// A hint asked, sent and answered, with keys typed ahead of the answer in between.
		{type: 'hint'},
		{type: 'hintSent', id: 1},
		{type: 'hintAnswered', id: 1, answer: {verdict: 'lost', undo: 1}},
		{type: 'hintAnswered', id: 1, answer: {verdict: 'unknown', thoughtMs: 700}},
		{type: 'hintFailed', id: 1, error: 'the worker stopped'},
		{type: 'hintUnavailable'},
		{type: 'boardShown', shown: false},
		{type: 'boardShown', shown: true},
		{type: 'aim', to: 'nextPlayable'},
		{type: 'aim', to: 'previousPlayable'},
		// The demo started, its answers, its steps, and stopped.
		{type: 'watch'},
		{type: 'demoStep'},
		{type: 'stopDemo'},
		{type: 'hintSent', id: 2},
		{type: 'hintAnswered', id: 2, answer: {verdict: 'unknown', thoughtMs: 700}},
		{type: 'foresight', id: 1, news: {verdict: 'lost', answer: {verdict: 'lost', undo: 2, lostSince: 3}}},
		{type: 'foresight', id: 1, news: {verdict: 'won'}},
		{type: 'release', spot: undefined},
		{type: 'drag', spot: undefined},
	),
	fc.record({type: fc.constant('aimFan' as const), digit: fc.integer({min: 0, max: 9})}),
	// The mouse on any place, or any card under another, real or not (the engine must say why not).
	fc.record({
		type: fc.constantFrom('press' as const, 'drag' as const, 'release' as const),
		spot: fc.record({
			place: fc.oneof(
				fc.integer({min: 0, max: 17}).map((fan) => fanAt(fan)),
				fc.integer({min: 0, max: 3}).map((pile) => pileAt(pile)),
			),
			covered: fc.option(fc.integer({min: 0, max: 51}), {nil: undefined}),
		}),
	}),
	// use-play's thought sent about the game on the table (its game filled in as the loop runs).
	fc.constant<PlayCommand>({type: 'noSolver', game: THE_GAME_ON_THE_TABLE}),
	fc.record({
		type: fc.constant('settings' as const),
		settings: fc.record({
			autoplay: fc.boolean(),
			autoComplete: fc.boolean(),
			autoDrop: fc.boolean(),
			ascii: fc.boolean(),
			color: fc.boolean(),
			winnableMark: fc.boolean(),
			showPlayable: fc.boolean(),
			mouse: fc.boolean(),
			demoPace: fc.constantFrom(1, 2, 4, 8),
			drawEarly: fc.boolean(),
			board: fc.constantFrom('roomy' as const, 'compact' as const),
			rules: fc.constantFrom(...ruleChoices()),
		}),
	}),
);

describe('nothing a player does breaks the game', () => {
	it('any sequence of actions keeps a legal board, the aim on a place there is, a held card on its place', () => {
		fc.assert(
			fc.property(
				fc.constantFrom(...ruleChoices()),
				fc.integer({min: 1, max: 10_000}),
				fc.array(COMMANDS, {maxLength: 300}),
				(rules, seed, commands) => {
					let state = startPlay(seeded(String(seed), rules), DEFAULT_SETTINGS, 0);
					const variant = rulesFor(rules.variant);
					for (const generated of commands) {
						// The thought about the game on the table, as use-play sends it (then news about it is taken in).
						const command: PlayCommand =
							generated.type === 'noSolver' ? {type: 'thinkSent', id: 1, game: state.game} : generated;
						state = reducePlay(state, {...command, now: 0});
						const position = currentPosition(state.game);
						expect(new Set(allCards(position)).size).toBe(52);
						expect(position.fans.every((fan) => fan.length <= variant.fan.capacity)).toBe(true);
						expect(cardsAt(position, state.cursor)).toBeDefined();
						// Piles are aimed at only where their cards come back into play; cells only where there are some.
						expect(!isPile(state.cursor) || variant.foundation.returns).toBe(true);
						expect(!isCell(state.cursor) || (variant.cells ?? 0) > 0).toBe(true);
						if (state.held !== undefined) expect(cardsAt(position, state.held)?.length).toBeGreaterThan(0);
					}
				},
			),
			{numRuns: 300},
		);
	});

	it('survives a mash of keys on every screen, and still draws a board after Esc', async () => {
		const keys = [
			KEYS.left,
			KEYS.right,
			KEYS.up,
			KEYS.down,
			KEYS.home,
			KEYS.end,
			KEYS.enter,
			' ',
			'm',
			'f',
			'u',
			'r',
			'h',
			'n',
			's',
			'?',
			'j',
			'k',
			'1',
			'3',
			'7',
			'x',
			'Q',
			'\t',
			'\u007F',
			// Keys Ink 6.8 cannot read (Ctrl+F1, a pasted colour code, a status report): on any screen.
			'\u001B[1;5P',
			'\u001B[31m',
			'\u001B[0n',
			// Ctrl+letters, which are not the letters' commands.
			'\u0007',
			'\u000E',
		];
		const sequence = fc.sample(fc.array(fc.constantFrom(...keys), {minLength: 150, maxLength: 150}), {
			numRuns: 1,
			seed: 42,
		})[0];
		const table = await play(seeded('7'));
		for (const key of sequence) await table.press(key);
		await table.press(KEYS.escape, KEYS.escape);
		// Whatever happened, the game is still there: a board, or the win panel.
		expect(table.frame()).toMatch(/Shamrocks [·-] \S+ \S+ [·-] \d+ moves? [·-]/);
	}, 60_000);
});
