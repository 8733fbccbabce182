import {describe, expect, it} from 'vitest';
import {
	type Move,
	currentPosition,
	destinationsOf,
	fanAt,
	isFan,
	moveCount,
	pileAt,
	playMove,
	refuseMove,
} from '../../../source/engine/index.js';
import {DEFAULT_SETTINGS, type Settings} from '../../../source/io/settings.js';
import {
	type DealInfo,
	type PlayCommand,
	type PlayState,
	QUICK_AIM_PAUSE_MS,
	position,
	reducePlay,
	startPlay,
} from '../../../source/ui/play/index.js';
import {boardSpotAt, winnableMark} from '../../../source/ui/board/play-view.js';
import {BLUNDER, MANY_PLACES, ONE_FROM_FINISH} from '../boards.js';
import {deal, firstClick} from '../deal-facts.js';
import {board, seeded} from '../helpers.js';

/** The reducer's answers to the new play: quick aim, the winnable mark, the demo and the mouse. */

function run(state: PlayState, ...commands: Array<PlayCommand & {now?: number}>): PlayState {
	return commands.reduce(
		(current, {now = 0, ...command}) => reducePlay(current, {...command, now} as PlayCommand & {now: number}),
		state,
	);
}

function started(deal: DealInfo, settings: Partial<Settings> = {}): PlayState {
	return startPlay(deal, {...DEFAULT_SETTINGS, ...settings}, 0);
}

const aimed = (state: PlayState) => (isFan(state.cursor) ? state.cursor.fan + 1 : undefined);

describe('quick aim', () => {
	it('aims at a fan by its digit, and at fan 10 to 18 by two digits typed within the pause', () => {
		const start = started(seeded('42'));
		expect(aimed(run(start, {type: 'aimFan', digit: 7}))).toBe(7);
		expect(
			aimed(run(start, {type: 'aimFan', digit: 1, now: 0}, {type: 'aimFan', digit: 4, now: QUICK_AIM_PAUSE_MS})),
		).toBe(14);
		expect(aimed(run(start, {type: 'aimFan', digit: 1, now: 0}, {type: 'aimFan', digit: 0, now: 10}))).toBe(10);
		// Too late for the second digit: 4 is fan 4.
		expect(
			aimed(
				run(start, {type: 'aimFan', digit: 1, now: 0}, {type: 'aimFan', digit: 4, now: QUICK_AIM_PAUSE_MS + 1}),
			),
		).toBe(4);
		// No fan 25: 2 then 5 is fan 5; 1 then 9 is fan 9.
		expect(aimed(run(start, {type: 'aimFan', digit: 2}, {type: 'aimFan', digit: 5}))).toBe(5);
		expect(aimed(run(start, {type: 'aimFan', digit: 1}, {type: 'aimFan', digit: 9}))).toBe(9);
		// Another key between the digits starts afresh.
		expect(
			aimed(run(start, {type: 'aimFan', digit: 1}, {type: 'aim', to: 'right'}, {type: 'aimFan', digit: 4})),
		).toBe(4);
	});

	it('aims at fan 10 by 0 alone, the tenth key of the row', () => {
		expect(aimed(run(started(seeded('42')), {type: 'aimFan', digit: 0}))).toBe(10);
		const late = {type: 'aimFan', digit: 0, now: QUICK_AIM_PAUSE_MS + 1} as const;
		expect(aimed(run(started(seeded('42')), {type: 'aimFan', digit: 7}, late))).toBe(10);
	});

	it('says there is no fan 10 where a layout has fewer, and keeps the aim', () => {
		// La Belle Lucie half played: four fans left.
		const fans = ['AC 3C', 'AD 3D', '2C 4C 5C 6C 7C 8C 9C TC JC QC KC', '2D 4D 5D 6D 7D 8D 9D TD JD QD KD'];
		const text = ['Variant: labellelucie', 'Foundations: C-0 D-0 H-K S-K', 'Redeals: 0', 'Draw: 0', ...fans].join(
			'\n',
		);
		const rules = {variant: 'labellelucie', kings: 'as-dealt'} as const;
		const fewer = {title: 'board four fans', rules, position: board(text)};
		const zero = run(started(fewer), {type: 'aim', to: 'right'}, {type: 'aimFan', digit: 0});
		expect(zero.message?.text).toBe('There is no fan 10: this layout has 4 fans, 1 to 4.');
		expect(aimed(zero)).toBe(2);
		const five = run(started(fewer), {type: 'aimFan', digit: 5});
		expect(five.message?.text).toBe('There is no fan 5: this layout has 4 fans, 1 to 4.');
	});

	it('Tab and Shift-Tab go round the fans whose top card can move, skipping the others', () => {
		const start = started(seeded('42'));
		const movable = start.game.entries[0].position.fans.map(
			(_, fan) => destinationsOf(position(start), fanAt(fan)).length > 0,
		);
		let state = start;
		const visited: number[] = [];
		for (let tab = 0; tab < movable.filter(Boolean).length; tab++) {
			state = run(state, {type: 'aim', to: 'nextPlayable'});
			visited.push(aimed(state)! - 1);
		}
		expect(visited.every((fan) => movable[fan])).toBe(true);
		expect(new Set(visited).size).toBe(visited.length);
		expect([...visited].sort((a, b) => a - b)).toEqual(movable.flatMap((can, fan) => (can ? [fan] : [])));
		const back = run(state, {type: 'aim', to: 'previousPlayable'});
		expect(aimed(back)! - 1).toBe(visited.at(-2));
	});

	it('with a card in hand, Tab goes to the fans that take it', () => {
		const holding = run(started(MANY_PLACES), {type: 'pick'});
		const now = position(holding);
		const takers = now.fans.flatMap((_, fan) =>
			fan > 0 && refuseMove(now, {card: now.fans[0][1], from: fanAt(0), to: fanAt(fan)}) === undefined
				? [fan + 1]
				: [],
		);
		expect(takers.length).toBeGreaterThan(2);
		const stops = takers.map((_, index) =>
			aimed(run(holding, ...Array.from({length: index + 1}, () => ({type: 'aim', to: 'nextPlayable'}) as const))),
		);
		expect(stops).toEqual(takers);
	});
});

describe('the winnable mark', () => {
	/** The state after use-play sent the thought about the position on the table, as thought 1. */
	const thinking = (state: PlayState, id = 1) => run(state, {type: 'thinkSent', id, game: state.game});

	it('says thinking, then winnable, then not settled, from what the solver says of this position', () => {
		const start = thinking(started(seeded('42')));
		expect(winnableMark(start)?.forms[0]).toBe('thinking…');
		const won = run(start, {type: 'foresight', id: 1, news: {verdict: 'won'}});
		expect(winnableMark(won)).toEqual({forms: ['winnable'], tone: 'good'});
		const unsettled = run(start, {
			type: 'foresight',
			id: 1,
			news: {verdict: 'unknown', answer: {verdict: 'unknown', thoughtMs: 11_200, final: true}},
		});
		expect(winnableMark(unsettled)?.forms[0]).toBe('not settled');
		// News of a thought about another position is stale.
		expect(winnableMark(run(start, {type: 'foresight', id: 2, news: {verdict: 'won'}}))?.forms[0]).toBe(
			'thinking…',
		);
	});

	it('says at b that no undo helps when the game was lost from the deal, as the mark says', () => {
		const start = thinking(started(seeded('42')));
		const told = run(start, {
			type: 'foresight',
			id: 1,
			news: {verdict: 'lost', answer: {verdict: 'lost', undo: undefined, final: true}},
		});
		expect(winnableMark(told)?.forms[0]).toBe('lost from the deal');
		const pressed = run(told, {type: 'rewind'});
		expect(pressed.message?.text).toBe("This position is lost, and so was the game's first one: no undo can help.");
		expect(pressed.game).toBe(told.game);
		// Before anything is known, b says what it is for.
		expect(run(start, {type: 'rewind'}).message?.text).toMatch(/^b goes back to a winnable position once/);
	});

	it('says on the very move that lost the game which it was, and b takes it back', () => {
		const start = started(BLUNDER, {autoComplete: false});
		const blunder = run(start, {type: 'play'});
		expect(moveCount(blunder.game)).toBe(1);
		expect(currentPosition(blunder.game).fans[1]).toHaveLength(2);
		const told = run(thinking(blunder), {
			type: 'foresight',
			id: 1,
			news: {verdict: 'lost', answer: {verdict: 'lost', undo: 1, lostSince: 1, final: true}},
		});
		const forms = ['lost since move 1: b goes back', 'lost since move 1', 'lost'];
		expect(winnableMark(told)).toEqual({forms, tone: 'warn'});
		expect(told.message?.text).toBe('Move 1 lost the game: press b (or u) to take it back.');
		const back = run(told, {type: 'rewind'});
		expect(moveCount(back.game)).toBe(0);
		expect(back.tally.assisted).toBe(true);
	});

	it('says nothing, and offers no b, with the setting off; switched on, it shows what is known', () => {
		const start = started(BLUNDER, {autoComplete: false, winnableMark: false});
		const told = run(thinking(run(start, {type: 'play'})), {
			type: 'foresight',
			id: 1,
			news: {verdict: 'lost', answer: {verdict: 'lost', undo: 1, lostSince: 1, final: true}},
		});
		expect(winnableMark(told)).toBeUndefined();
		expect(told.rewind).toBeUndefined();
		expect(told.markOn).toBe(false);
		const on = run(told, {type: 'settings', settings: {...told.settings, winnableMark: true}});
		expect(winnableMark(on)?.forms[0]).toBe('lost since move 1: b goes back');
		expect(on.rewind).toBe(1);
		expect(on.markOn).toBe(true);
	});

	it('answers h at once from a thought that is over', () => {
		const start = thinking(started(seeded('42')));
		const move = currentMoves(start)[0];
		const over = run(start, {
			type: 'foresight',
			id: 1,
			news: {verdict: 'won', answer: {verdict: 'won', move, movesLeft: 60}},
		});
		const hinted = run(over, {type: 'hint'});
		expect(hinted.hintPending).toBeUndefined();
		expect(hinted.hint).toEqual(move);
		expect(hinted.message?.text).toMatch(/^Hint: .* \(winnable in 60 moves\)\.$/);
	});

	it('says winnable while auto complete plays the rest home', () => {
		const right = {type: 'aim', to: 'right'} as const;
		const finishing = run(started(ONE_FROM_FINISH), right, right, right, right, {type: 'play'});
		expect(finishing.autoCompleting).toBe(true);
		expect(winnableMark(finishing)).toEqual({forms: ['winnable'], tone: 'good'});
	});

	it('starts again on every new position: a move makes it thinking once more', () => {
		const over = run(thinking(started(seeded('42'))), {type: 'foresight', id: 1, news: {verdict: 'won'}});
		const moved = run(over, {type: 'aimFan', digit: firstClick(deal('42')).fan + 1}, {type: 'play'});
		expect(moveCount(moved.game)).toBe(1);
		expect(winnableMark(moved)?.forms[0]).toBe('thinking…');
	});
});

/** The moves the engine allows from the aimed position's fans, in fan order. */
function currentMoves(state: PlayState): Move[] {
	const now = position(state);
	return now.fans.flatMap((fan, index) =>
		destinationsOf(now, fanAt(index)).map((to) => ({card: fan.at(-1)!, from: fanAt(index), to})),
	);
}

describe('the demo', () => {
	it('asks the solver as h does, lights its move, plays it at the next step, and asks again', () => {
		const start = started(seeded('42'));
		const watching = run(start, {type: 'watch'});
		expect(watching.demo).toEqual({move: undefined});
		expect(watching.hintPending).toBeDefined();
		expect(watching.message?.text).toBe('Watching the solver: any key gives the game back to you.');
		const move = currentMoves(start)[0];
		const shown = run(
			watching,
			{type: 'hintSent', id: 7},
			{type: 'hintAnswered', id: 7, answer: {verdict: 'won', move, movesLeft: 60}},
		);
		expect(shown.demo).toEqual({move});
		expect(shown.hint).toEqual(move);
		expect(shown.cursor).toEqual(move.from);
		const stepped = run(shown, {type: 'demoStep'});
		expect(moveCount(stepped.game)).toBe(1);
		const played = playMove(start.game, move);
		expect(played.ok && currentPosition(played.value)).toEqual(position(stepped));
		expect(stepped.demo).toEqual({move: undefined});
		expect(stepped.hintPending).toBeDefined();
		expect(stepped.tally.assisted).toBe(true);
	});

	it('plays a best guess and says it is one; stops on a lost position with the look-back offered', () => {
		const start = run(started(seeded('42')), {type: 'watch'}, {type: 'hintSent', id: 1});
		const guess = currentMoves(start)[0];
		const guessed = run(start, {type: 'hintAnswered', id: 1, answer: {verdict: 'unknown', thoughtMs: 700, guess}});
		expect(guessed.demo).toEqual({move: guess});
		expect(guessed.message?.text).toMatch(/^Watching the solver's best guess, not proved: /);
		const lost = run(start, {type: 'hintAnswered', id: 1, answer: {verdict: 'lost', undo: 3}});
		expect(lost.demo).toBeUndefined();
		expect(lost.message?.text).toBe(
			'Watching stopped. This position is lost: press b to undo 3 moves, back to a winnable one.',
		);
		expect(lost.rewind).toBe(3);
	});

	it('asks again for twice as long, as h again would, when an answer settles nothing and offers no guess', () => {
		const start = run(started(seeded('42')), {type: 'watch'}, {type: 'hintSent', id: 1});
		const unsettled = {verdict: 'unknown', thoughtMs: 700} as const;
		const again = run(start, {type: 'hintAnswered', id: 1, answer: unsettled});
		expect(again.demo).toEqual({move: undefined});
		expect(again.hintPending).toEqual({aim: again.cursor, id: undefined});
		expect(again.hintEffort).toBe(start.hintEffort + 1);
		expect(again.message?.text).toBe('Watching: no move found in 0.7 s, so the solver thinks twice as long.');
		// The thought over (or the longest hint reached), it stops and says why.
		const sent = run(again, {type: 'hintSent', id: 2});
		const over = run(sent, {type: 'hintAnswered', id: 2, answer: {...unsettled, thoughtMs: 1400, final: true}});
		expect(over.demo).toBeUndefined();
		expect(over.hintPending).toBeUndefined();
		expect(over.message?.text).toBe(
			'Watching stopped: the solver cannot settle this position in 1.4 s, and has no guess.',
		);
	});

	it('gives the game back where it stands on stopDemo (any key)', () => {
		const start = started(seeded('42'));
		const move = currentMoves(start)[0];
		const shown = run(
			start,
			{type: 'watch'},
			{type: 'hintSent', id: 1},
			{type: 'hintAnswered', id: 1, answer: {verdict: 'won', move, movesLeft: 60}},
			{type: 'demoStep'},
		);
		const stopped = run(shown, {type: 'stopDemo'});
		expect(stopped.demo).toBeUndefined();
		expect(stopped.hintPending).toBeUndefined();
		expect(moveCount(stopped.game)).toBe(1);
		expect(stopped.message?.text).toBe('The game is yours again, 1 move in.');
		// A late answer to the demo's last ask is dropped.
		expect(run(stopped, {type: 'hintAnswered', id: 2, answer: {verdict: 'won', move, movesLeft: 59}})).toEqual(
			stopped,
		);
	});
});

describe('the mouse on the board', () => {
	/** Fan `fan`'s top card on the screen of an 80 x 24 terminal (fans from row 5, cells of four from column 2). */
	const topOf = (state: PlayState, fan: number) => ({
		x: 2 + fan * 4 + 2,
		y: 5 + Math.max(0, position(state).fans[fan].length - 1),
	});

	it('finds the places where the view draws them', () => {
		const state = started(MANY_PLACES);
		expect(boardSpotAt(state, 24, topOf(state, 0).x, topOf(state, 0).y)).toEqual({place: fanAt(0)});
		// K♣ under J♣ on fan 1.
		expect(boardSpotAt(state, 24, 4, 5)).toEqual({place: fanAt(0), covered: position(state).fans[0][0]});
		// The aim's row and the numbers' row stand for the fan's top card.
		expect(boardSpotAt(state, 24, 2 + 17 * 4, 5 + 3)).toEqual({place: fanAt(17)});
		expect(boardSpotAt(state, 24, 2 + 17 * 4, 5 + 4)).toEqual({place: fanAt(17)});
		// The foundations end at the table's right edge: the last of 18 cells is the fourth pile.
		expect(boardSpotAt(state, 24, 2 + 17 * 4 + 1, 3)).toEqual({place: pileAt(3)});
		expect(boardSpotAt(state, 24, 2 + 14 * 4, 3)).toEqual({place: pileAt(0)});
		expect(boardSpotAt(state, 24, 10, 3)).toBeUndefined();
		expect(boardSpotAt(state, 24, 0, 5)).toBeUndefined();
		expect(boardSpotAt(state, 24, 4, 1)).toBeUndefined();
	});

	it('a press and release on a top card is the click, what Enter does there', () => {
		const state = started(MANY_PLACES);
		const spot = {place: fanAt(0)};
		const clicked = run(state, {type: 'press', spot}, {type: 'release', spot});
		expect(clicked.pointer).toBeUndefined();
		const entered = run(state, {type: 'play'});
		expect(position(clicked)).toEqual(position(entered));
		expect(clicked.message).toEqual(entered.message);
		expect(clicked.message?.text).toMatch(/^J♣ to fan 2\./);
	});

	it('a press on one fan and a release on another is the drag: the card goes there', () => {
		const state = started(MANY_PLACES);
		const pressed = run(state, {type: 'press', spot: {place: fanAt(0)}});
		const dragged = run(pressed, {type: 'drag', spot: {place: fanAt(6)}});
		expect(dragged.held).toEqual(fanAt(0));
		expect(dragged.cursor).toEqual(fanAt(6));
		const dropped = run(dragged, {type: 'release', spot: {place: fanAt(6)}});
		expect(dropped.message?.text).toBe('J♣ to fan 7.');
		expect(position(dropped).fans[6].at(-1)).toBe(position(state).fans[0][1]);
		// Without a move in between (a terminal that reports no motion), the release alone drags.
		expect(position(run(pressed, {type: 'release', spot: {place: fanAt(6)}}))).toEqual(position(dropped));
	});

	it('a drag to the foundations sends the card home; a drop refused says why and puts the card back', () => {
		const state = started(MANY_PLACES);
		// 10♣ of fan 5 goes home, on any pile of the row.
		const home = run(state, {type: 'press', spot: {place: fanAt(4)}}, {type: 'release', spot: {place: pileAt(2)}});
		expect(home.message?.text).toBe('10♣ to its foundation.');
		// J♣ of fan 1 onto J♥ of fan 10.
		const refused = run(
			state,
			{type: 'press', spot: {place: fanAt(0)}},
			{type: 'release', spot: {place: fanAt(9)}},
		);
		expect(refused.message?.text).toBe(
			'J♣ does not fit on fan 10: the top card there must be one rank higher or lower.',
		);
		expect(refused.held).toBeUndefined();
		expect(position(refused)).toEqual(position(state));
	});

	it('a drag from an empty foundation moves nothing, and the aim stays on the fans (found by no-crash.test.tsx)', () => {
		const state = started(seeded('42'));
		const dragged = run(
			state,
			{type: 'press', spot: {place: pileAt(0)}},
			{type: 'release', spot: {place: fanAt(0)}},
		);
		expect(isFan(dragged.cursor)).toBe(true);
		expect(dragged.held).toBeUndefined();
		expect(position(dragged)).toEqual(position(state));
		expect(dragged.message?.tone).toBe('warn');
	});

	it('a press on a card under another says why it cannot move', () => {
		const state = started(MANY_PLACES);
		const covered = run(state, {type: 'press', spot: {place: fanAt(0), covered: position(state).fans[0][0]}});
		expect(covered.message?.text).toBe('K♣ is not the top card of fan 1.');
		expect(covered.pointer).toBeUndefined();
	});
});
