import {stripVTControlCharacters} from 'node:util';
import {afterEach, describe, expect, it} from 'vitest';
import React from 'react';
import {cleanup, render} from 'ink-testing-library';
import {type DealRules, currentPosition, legalMoves, moveCount, playLegalMoves} from '../../../source/engine/index.js';
import {ruleChoices, rulesShortName} from '../../../source/engine/index.js';
import {type Foresight} from '../../../source/solver-service/types.js';
import {DEFAULT_SETTINGS} from '../../../source/io/settings.js';
import {type PlayState, reducePlay, startPlay} from '../../../source/ui/play/index.js';
import {PlayView} from '../../../source/ui/board/play-view.js';
import {layStatusLine} from '../../../source/ui/board/status-layout.js';
import {seeded} from '../helpers.js';

afterEach(() => cleanup());

/** The deal's titles a player shares: a short seed, a random seed, a long one, a winnable deal's, a daily deal. */
const TITLES = ['deal 12345', 'deal 4829104811', 'deal 4829104811/12', `deal ${'7'.repeat(30)}`, 'daily 2026-11-29'];
const LONG_BOARD = 'board /home/player/games/shamrocks/saved/positions/a-rather-tricky-one.txt';

const NO_WIN_HERE: Foresight = {verdict: 'redeal', answer: {verdict: 'redeal'}};

/** What the thinking ahead may say, the longest marks among them. */
const NEWS: ReadonlyArray<Foresight | undefined> = [
	undefined,
	{verdict: 'unknown', answer: {verdict: 'unknown', thoughtMs: 11_200, final: true}},
	{verdict: 'redeal', answer: {verdict: 'redeal'}},
	{verdict: 'lost', answer: {verdict: 'lost', undo: 1, lostSince: 1}},
	{verdict: 'lost', answer: {verdict: 'lost', undo: undefined, sinceRedeal: true}},
];

/** A game of `rules` under `title`, a dozen moves in (as far as it goes), with that news and clock. */
function game(rules: DealRules, title: string, news: Foresight | undefined, hours: boolean): PlayState {
	const now = Date.now();
	// A board file has no seed.
	const board = title.startsWith('board') ? {seed: undefined} : {};
	let state = startPlay({...seeded('12', rules), title, ...board}, {...DEFAULT_SETTINGS, autoComplete: false}, now);
	let played = state.game;
	for (let move = 0; move < 12; move++) {
		const [next] = legalMoves(currentPosition(played)).filter((each) => each.draw !== true);
		if (next === undefined) break;
		played = playLegalMoves(played, [next]);
	}
	state = {...state, game: played};
	state = reducePlay(state, {type: 'thinkSent', id: 1, game: state.game, now});
	if (news !== undefined) state = reducePlay(state, {type: 'foresight', id: 1, news, now});
	return hours ? {...state, clock: {playedMs: 3_600_000 + 59_000, since: undefined}} : state;
}

function statusLine(state: PlayState, columns: number): string {
	const {lastFrame, unmount} = render(<PlayView state={state} rows={24} columns={columns} />);
	const line = stripVTControlCharacters(lastFrame() ?? '').split('\n')[1];
	unmount();
	return line;
}

describe('the status line', () => {
	it('keeps the deal whole at 80 columns in every game, with the moves and the clock, whatever else it says', () => {
		for (const rules of ruleChoices()) {
			for (const title of TITLES) {
				for (const news of NEWS) {
					// Past an hour the clock takes its widest room; under an hour, once a deal.
					for (const hours of news === undefined ? [false, true] : [true]) {
						const state = game(rules, title, news, hours);
						const line = statusLine(state, 80);
						const what = `${rulesShortName(rules)}, ${title}, ${news?.verdict ?? 'thinking'}: ${line}`;
						expect(line.length, what).toBeLessThanOrEqual(79);
						expect(line, what).toContain(` ${title} · `);
						expect(line, what).toContain(` · ${moveCount(state.game)} move`);
						expect(line, what).toMatch(hours ? / · 1:00:59\b/ : / · 00:0\d\b/);
					}
				}
			}
		}
		// Every rule set of the registry, each title, each answer: a minute's work on a loaded machine.
	}, 180_000);

	it('keeps the deal whole in Trefoil at 69 columns, the least it plays in', () => {
		const trefoil = ruleChoices().find((rules) => rules.variant === 'trefoil') as DealRules;
		for (const title of TITLES.filter((each) => each.length < 30)) {
			for (const news of NEWS) {
				const line = statusLine(game(trefoil, title, news, true), 69);
				expect(line.length, line).toBeLessThanOrEqual(68);
				expect(line, line).toContain(` ${title} · `);
			}
		}
	});

	it('cuts only a title too long for any line, in the middle, keeping its file name', () => {
		for (const rules of ruleChoices()) {
			for (const news of NEWS) {
				const line = statusLine(game(rules, LONG_BOARD, news, true), 80);
				expect(line.length, line).toBeLessThanOrEqual(79);
				expect(line, line).toMatch(/ board \/home.*…[a-z-]*one\.txt · \d+ moves · 1:00:59/);
			}
		}
	});

	it('gives the mark and the counts their short words first, and keeps the game’s name where there is room', () => {
		const lucie = ruleChoices().find((rules) => rules.variant === 'labellelucie') as DealRules;
		// The line: La Belle Lucie, deal 12345, no moves, no win in the first layout.
		const fresh = startPlay({...seeded('12345', lucie)}, DEFAULT_SETTINGS, Date.now());
		const sent = reducePlay(fresh, {type: 'thinkSent', id: 1, game: fresh.game, now: 0});
		const told = reducePlay(sent, {type: 'foresight', id: 1, news: NO_WIN_HERE, now: 0});
		const start = ' · deal 12345 · 0 moves · 00:0';
		expect(statusLine(told, 80)).toMatch(
			new RegExp(`^ {2}Lucie${start}\\d · 2 redeals, 1 draw · no win in layout$`),
		);
		expect(statusLine(fresh, 80)).toMatch(
			new RegExp(`^ {2}La Belle Lucie${start}\\d · 2 redeals, 1 draw · thinking…$`),
		);
	});

	it('counts only the redeals in a game that has no draw', () => {
		const flower = ruleChoices().find((rules) => rules.variant === 'superflowergarden') as DealRules;
		const fresh = startPlay({...seeded('11', flower)}, DEFAULT_SETTINGS, Date.now());
		expect(statusLine(fresh, 80)).toMatch(/^ {2}Super Flower Garden · deal 11 · 0 moves · 00:0\d · 2 redeals · /);
		expect(statusLine(fresh, 80)).not.toMatch(/draw/);
	});

	it('gives a part back its longer words where the room left over holds them', () => {
		const parts = {
			name: ['Trefoil'],
			title: 'deal 741294717/2',
			cuttable: false,
			moves: '0 moves',
			clockWidth: 5,
			steps: ['2 redeals, 1 draw', '2r 1d'],
			mark: ['winnable with redeals', 'winnable w/ redeals', 'winnable'],
			dot: ' · ',
			ascii: false,
		};
		const line = layStatusLine(parts, 77);
		expect(line).toEqual({
			name: 'Trefoil',
			title: 'deal 741294717/2',
			steps: '2r 1d',
			mark: 'winnable with redeals',
		});
	});
});
