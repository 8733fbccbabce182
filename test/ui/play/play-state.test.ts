import {describe, expect, it} from 'vitest';
import {
	currentPosition,
	destinationsOf,
	fanAt,
	isFan,
	lastMove,
	moveCount,
	newGame,
	parseCard,
	pileAt,
	playLegalMoves,
	undo,
} from '../../../source/engine/index.js';
import {DEFAULT_SETTINGS} from '../../../source/io/settings.js';
import {type PlayCommand, type PlayState, position, reducePlay, startPlay} from '../../../source/ui/play/index.js';
import {formatDuration} from '../../../source/ui/board/clock.js';
import {playedMs} from '../../../source/ui/play/play-clock.js';
import {
	MANY_PLACES,
	ONE_FROM_FINISH,
	ONE_FROM_STUCK,
	ONE_PLACE,
	ONE_TO_WIN,
	READY_TO_FINISH,
	STUCK,
} from '../boards.js';
import {deal, fanLabels, firstBlocked} from '../deal-facts.js';
import {seeded} from '../helpers.js';

const DEAL_42 = deal('42');

function run(state: PlayState, ...commands: Array<PlayCommand & {now?: number}>): PlayState {
	return commands.reduce((current, command) => reducePlay(current, {now: 0, ...command}), state);
}

/** The cards of 0-based fan `fan` as the board writes them, bottom first. */
function fan(state: PlayState, index: number): string[] {
	return fanLabels(currentPosition(state.game), index);
}

function said(state: PlayState): string | undefined {
	return state.message?.text;
}

const RIGHT = {type: 'aim', to: 'right'} as const;

describe('aiming', () => {
	it('moves along all 18 fans, empty ones too, and stops at the ends', () => {
		const start = startPlay(seeded('42'), DEFAULT_SETTINGS, 0);
		expect(run(start, {type: 'aim', to: 'left'}).cursor).toEqual(fanAt(0));
		expect(run(start, RIGHT, RIGHT).cursor).toEqual(fanAt(2));
		const end = run(start, {type: 'aim', to: 'last'});
		expect(end.cursor).toEqual(fanAt(17));
		expect(run(end, RIGHT).cursor).toEqual(fanAt(17));
		expect(run(end, {type: 'aim', to: 'first'}).cursor).toEqual(fanAt(0));
	});

	it('steps Up and Down to the previous and next fan whose card can move where the piles cannot be aimed at (Shamrocks)', () => {
		const start = startPlay(seeded('42'), DEFAULT_SETTINGS, 0);
		const movable = (state: PlayState) =>
			isFan(state.cursor) && destinationsOf(position(state), state.cursor).length > 0;
		const up = run(start, {type: 'aim', to: 'up'});
		const down = run(start, {type: 'aim', to: 'down'});
		expect(movable(up) && movable(down)).toBe(true);
		expect(up.cursor).toEqual(run(start, {type: 'aim', to: 'previousPlayable'}).cursor);
		expect(down.cursor).toEqual(run(start, {type: 'aim', to: 'nextPlayable'}).cursor);
		// Every fan between fan 1 and the one Down lands on has no card that can move.
		const landed = isFan(down.cursor) ? down.cursor.fan : -1;
		for (let fan = 1; fan < landed; fan++) expect(destinationsOf(position(start), fanAt(fan))).toEqual([]);
	});
});

describe('click: Enter plays the aimed card', () => {
	it('plays it to the first fan it fits, follows it there, and Enter again tries the next place', () => {
		const clicked = run(startPlay(MANY_PLACES, DEFAULT_SETTINGS, 0), {type: 'play'});
		expect(said(clicked)).toBe('J♣ to fan 2. Enter again: to fan 3.');
		expect(moveCount(clicked.game)).toBe(1);
		expect(fan(clicked, 1)).toEqual(['K♦', 'Q♦', 'J♣']);
		expect(clicked.cursor).toEqual(fanAt(1));
		const again = run(clicked, {type: 'play'});
		expect(fan(again, 1)).toEqual(['K♦', 'Q♦']);
		expect(fan(again, 2)).toEqual(['K♥', '10♥', 'J♣']);
		expect(moveCount(again.game)).toBe(1); // re-routed, not a second move
		expect(again.cursor).toEqual(fanAt(2));
	});

	it('plays a card to its foundation first, the aim staying on the fan it left', () => {
		const home = run(startPlay(MANY_PLACES, DEFAULT_SETTINGS, 0), RIGHT, RIGHT, RIGHT, RIGHT, {type: 'play'});
		expect(said(home)).toBe('10♣ to its foundation.');
		expect(fan(home, 4)).toEqual([]);
		expect(currentPosition(home.game).foundations[0]).toHaveLength(10);
		expect(home.cursor).toEqual(fanAt(4));
	});

	it('says why when the card has nowhere to go, or the fan is empty, and moves nothing', () => {
		const blocked = firstBlocked(DEAL_42)!;
		const start = startPlay(seeded('42'), DEFAULT_SETTINGS, 0);
		const refused = run(start, ...Array.from({length: blocked.fan}, () => RIGHT), {type: 'play'});
		expect(said(refused)).toBe(`${blocked.card} has nowhere to go.`);
		expect(refused.game).toBe(start.game);
		expect(said(run(startPlay(MANY_PLACES, DEFAULT_SETTINGS, 0), {type: 'aim', to: 'last'}, {type: 'play'}))).toBe(
			'Fan 18 is empty.',
		);
	});

	it('says with Autoplay off that Enter moves no card, and the drag still does', () => {
		const start = startPlay(MANY_PLACES, {...DEFAULT_SETTINGS, autoplay: false}, 0);
		const refused = run(start, {type: 'play'});
		expect(said(refused)).toBe('Autoplay is off: pick the card up with m, aim, then drop it with Enter.');
		expect(refused.game).toBe(start.game);
		expect(moveCount(run(start, {type: 'pick'}, RIGHT, {type: 'play'}).game)).toBe(1);
	});

	it('follows a setting changed in the game at once', () => {
		const off = run(
			startPlay(MANY_PLACES, DEFAULT_SETTINGS, 0),
			{type: 'settings', settings: {...DEFAULT_SETTINGS, autoplay: false}},
			{type: 'play'},
		);
		expect(said(off)).toContain('Autoplay is off');
	});
});

describe('a key that does nothing on the board', () => {
	it('says which keys work, and changes nothing', () => {
		const start = startPlay(seeded('42'), DEFAULT_SETTINGS, 0);
		const x = run(start, {type: 'unmappedKey', name: '"x"'});
		expect(said(x)).toBe('"x" does nothing here: ←→ aim at a fan, Enter plays its top card, ? lists every key.');
		expect(x.game).toBe(start.game);
		expect(x.cursor).toEqual(fanAt(0));
		const ascii = run(startPlay(seeded('42'), {...DEFAULT_SETTINGS, ascii: true}, 0), {
			type: 'unmappedKey',
			name: 'Tab',
		});
		expect(said(ascii)).toBe(
			'Tab does nothing here: <-> aim at a fan, Enter plays its top card, ? lists every key.',
		);
	});

	it('with a card in hand, says Enter drops it', () => {
		const holding = run(
			startPlay(seeded('42'), DEFAULT_SETTINGS, 0),
			{type: 'pick'},
			{type: 'unmappedKey', name: '"x"'},
		);
		expect(said(holding)).toBe(
			'"x" does nothing here: ←→ aim at a fan, Enter drops the card there, Esc puts it back, ? lists every key.',
		);
	});
});

describe('drag: m picks up, Enter drops', () => {
	it('carries the card under the aim, refuses a full fan, then drops where it fits', () => {
		const held = run(startPlay(MANY_PLACES, DEFAULT_SETTINGS, 0), {type: 'pick'});
		expect(said(held)).toBe('Holding J♣ from fan 1: aim at a fan and press Enter to drop it.');
		expect(held.held).toEqual(fanAt(0));
		const full = run(held, RIGHT, RIGHT, RIGHT, {type: 'play'});
		expect(said(full)).toBe('Fan 4 already holds three cards.');
		expect(full.held).toEqual(fanAt(0)); // still holding
		const dropped = run(full, RIGHT, RIGHT, {type: 'play'});
		expect(fan(dropped, 5)).toEqual(['Q♣', 'J♣']);
		expect(said(dropped)).toBe('J♣ to fan 6.');
		expect(dropped.held).toBeUndefined();
		expect(dropped.cursor).toEqual(fanAt(5));
	});

	it('puts the card back with Esc (or m on its own fan), and f drops it on its foundation', () => {
		const start = startPlay(MANY_PLACES, DEFAULT_SETTINGS, 0);
		const back = run(start, {type: 'pick'}, RIGHT, {type: 'cancel'});
		expect(said(back)).toBe('J♣ stays on fan 1.');
		expect(back.held).toBeUndefined();
		expect(back.game).toBe(start.game);
		expect(said(run(start, {type: 'pick'}, {type: 'pick'}))).toBe('J♣ stays on fan 1.');
		const home = run(back, RIGHT, RIGHT, RIGHT, {type: 'pick'}, {type: 'dropHome'});
		expect(said(home)).toBe('10♣ to its foundation.');
		expect(home.cursor).toEqual(fanAt(4));
		expect(said(run(home, {type: 'aim', to: 'first'}, RIGHT, {type: 'dropHome'}))).toBe(
			'Q♦ cannot go to its foundation yet.',
		);
	});

	it('says so when there is nothing to pick up', () => {
		expect(said(run(startPlay(MANY_PLACES, DEFAULT_SETTINGS, 0), {type: 'aim', to: 'last'}, {type: 'pick'}))).toBe(
			'Fan 18 is empty: nothing to pick up.',
		);
	});
});

describe('undo and redo', () => {
	it('takes moves back and plays them again, saying which', () => {
		const undone = run(startPlay(MANY_PLACES, DEFAULT_SETTINGS, 0), {type: 'play'}, {type: 'undo'});
		expect(said(undone)).toBe('Undone: J♣ back to fan 1.');
		expect(moveCount(undone.game)).toBe(0);
		expect(fan(undone, 0)).toEqual(['K♣', 'J♣']);
		expect(undone.cursor).toEqual(fanAt(0));
		expect(said(run(undone, {type: 'undo'}))).toBe('Nothing to undo: this is the deal.');
		const redone = run(undone, {type: 'redo'});
		expect(said(redone)).toBe('Redone: J♣ to fan 2.');
		expect(moveCount(redone.game)).toBe(1);
		expect(said(run(redone, {type: 'redo'}))).toBe('Nothing to redo.');
	});

	it('restarts the deal with the moves left to redo', () => {
		const restarted = run(startPlay(MANY_PLACES, DEFAULT_SETTINGS, 0), {type: 'play'}, {type: 'restart'});
		expect(said(restarted)).toBe('Back to the deal; r redoes the moves.');
		expect(currentPosition(restarted.game)).toEqual(MANY_PLACES.position);
		expect(said(run(restarted, {type: 'redo'}))).toBe('Redone: J♣ to fan 2.');
		// With no move made, there is nothing to redo, and it does not say there is.
		expect(said(run(startPlay(MANY_PLACES, DEFAULT_SETTINGS, 0), {type: 'restart'}))).toBe('Back to the deal.');
	});

	it('takes a saved game up where it was left, with its undo and its redo', () => {
		let game = newGame(MANY_PLACES.position);
		const jack = parseCard('JC') as number;
		game = playLegalMoves(game, [
			{card: jack, from: fanAt(0), to: fanAt(1)},
			{card: jack, from: fanAt(1), to: fanAt(2)},
		]);
		const resumed = startPlay(
			{
				...MANY_PLACES,
				resumed: {game: undo(game), elapsedMs: 65_000, id: 'resumed', assisted: true, started: true},
			},
			DEFAULT_SETTINGS,
			0,
		);
		expect(moveCount(resumed.game)).toBe(1);
		expect(formatDuration(playedMs(resumed.clock, 0))).toBe('01:05');
		const redone = run(resumed, {type: 'redo'});
		expect(said(redone)).toBe('Redone: J♣ to fan 3.');
		expect(moveCount(run(redone, {type: 'undo'}, {type: 'undo'}).game)).toBe(0);
	});
});

describe('the end of a game', () => {
	it('says at once when no card can move, offering undo and a new deal', () => {
		const stuck = run(startPlay(ONE_FROM_STUCK, DEFAULT_SETTINGS, 0), RIGHT, {type: 'play'});
		expect(said(stuck)).toBe('Stuck: no card can move. Press u to undo, or n for a new deal.');
		expect(said(run(stuck, {type: 'undo'}))).toBe('Undone: J♠ back to fan 2.');
	});

	it('says a deal stuck from the start is, and answers u there', () => {
		const stuck = startPlay(STUCK, DEFAULT_SETTINGS, 0);
		expect(said(stuck)).toBe('Stuck from the deal: no card can move. Press n for a new deal.');
		expect(said(run(stuck, {type: 'undo'}))).toBe('Nothing to undo: this is the deal.');
	});

	it('undoes a win', () => {
		const won = run(startPlay(ONE_TO_WIN, {...DEFAULT_SETTINGS, autoComplete: false}, 0), {type: 'play'});
		expect(won.won).toBe(true);
		const undone = run(won, {type: 'undo'});
		expect(undone.won).toBe(false);
		expect(fan(undone, 0)).toEqual(['K♠']);
	});

	it('starts auto complete once a move makes every fan descending, and plays it to the win', () => {
		let state = run(startPlay(ONE_FROM_FINISH, DEFAULT_SETTINGS, 0), RIGHT, RIGHT, RIGHT, RIGHT, {type: 'play'});
		expect(state.autoCompleting).toBe(true);
		expect(said(state)).toBe('Every fan is descending: playing the rest home.');
		const steps: number[] = [];
		while (state.autoCompleting) {
			state = run(state, {type: 'autoStep'});
			steps.push(currentPosition(state.game).fans.flat().length);
		}
		// Card by card: one fewer on the fans at each step.
		expect(steps).toEqual(Array.from({length: 13}, (_, step) => 12 - step));
		expect(state.won).toBe(true);
		expect(moveCount(state.game)).toBe(14);
	});

	it('leaves the cards alone with Auto complete off', () => {
		const start = startPlay(READY_TO_FINISH, {...DEFAULT_SETTINGS, autoComplete: false}, 0);
		expect(start.autoCompleting).toBe(false);
		expect(run(start, {type: 'autoStep'}).game).toBe(start.game);
	});

	it('stops auto complete on undo: steps after it change nothing', () => {
		const started = run(startPlay(READY_TO_FINISH, DEFAULT_SETTINGS, 0), {type: 'autoStep'}, {type: 'autoStep'});
		const undone = run(started, {type: 'undo'});
		expect(undone.autoCompleting).toBe(false);
		expect(currentPosition(undone.game).fans.flat()).toHaveLength(12);
		expect(run(undone, {type: 'autoStep'}).game).toBe(undone.game);
	});

	it('asks no hint while auto complete plays, and leaves no hint or message of a key on the win', () => {
		let state = run(
			startPlay(ONE_FROM_FINISH, DEFAULT_SETTINGS, 0),
			RIGHT,
			RIGHT,
			RIGHT,
			RIGHT,
			{type: 'play'},
			{type: 'hint'},
		);
		expect(said(state)).toBe('Nothing to hint: the rest is playing home by itself.');
		expect(state.hintPending).toBeUndefined();
		state = run(state, {type: 'autoStep'}, RIGHT, RIGHT, {type: 'play'});
		expect(said(state)).toBe('Fan 7 is empty.');
		while (state.autoCompleting) state = run(state, {type: 'autoStep'});
		expect(state.won).toBe(true);
		expect(state.message).toBeUndefined();
		expect(state.hint).toBeUndefined();
	});
});

describe('the play reducer', () => {
	it('keeps the engine in charge: a click is exactly the engine click, a refused move changes nothing', () => {
		const start = startPlay(MANY_PLACES, DEFAULT_SETTINGS, 0);
		const clicked = run(start, {type: 'play'});
		expect(clicked.game.current).toBe(1);
		expect(clicked.cursor).toEqual(fanAt(1));
		const refused = run(
			start,
			{type: 'pick'},
			{type: 'aim', to: 'right'},
			{type: 'aim', to: 'right'},
			{type: 'aim', to: 'right'},
			{type: 'play'},
		);
		expect(refused.game).toBe(start.game);
		expect(refused.held).toEqual(fanAt(0));
	});

	it('times the game from the deal to the win, and forgets the win when it is undone', () => {
		const start = startPlay(ONE_TO_WIN, {...DEFAULT_SETTINGS, autoComplete: false}, 1000);
		const won = run(start, {type: 'play', now: 61_000});
		expect(won.won).toBe(true);
		expect(formatDuration(playedMs(won.clock, 61_000))).toBe('01:00');
		expect(run(won, {type: 'undo', now: 70_000}).won).toBe(false);
	});

	it('stops the clock on the win panel: nine seconds there, then u, and the time goes on from the win', () => {
		const won = run(startPlay(ONE_TO_WIN, {...DEFAULT_SETTINGS, autoComplete: false}, 0), {
			type: 'play',
			now: 30_000,
		});
		expect(playedMs(won.clock, 39_000)).toBe(30_000);
		const undone = run(won, {type: 'undo', now: 39_000});
		expect(playedMs(undone.clock, 39_000)).toBe(30_000);
		expect(playedMs(undone.clock, 41_000)).toBe(32_000);
	});

	it('stops the clock while the board is hidden (a menu, help, a terminal too small), and no other time', () => {
		const start = startPlay(MANY_PLACES, DEFAULT_SETTINGS, 0);
		const hidden = run(start, {type: 'boardShown', shown: false, now: 10_000});
		expect(playedMs(hidden.clock, 25_000)).toBe(10_000);
		const shown = run(hidden, {type: 'boardShown', shown: true, now: 30_000});
		expect(playedMs(shown.clock, 40_000)).toBe(20_000);
		// A deal started behind the menu waits for the board too.
		const dealt = run(hidden, {type: 'newDeal', deal: seeded('5'), now: 12_000});
		expect(playedMs(dealt.clock, 20_000)).toBe(0);
		expect(playedMs(run(dealt, {type: 'boardShown', shown: true, now: 20_000}).clock, 21_000)).toBe(1000);
	});

	it('goes on from the time a saved game was left with', () => {
		const game = newGame(MANY_PLACES.position);
		const resumed = startPlay(
			{...MANY_PLACES, resumed: {game, elapsedMs: 65_000, id: 'resumed', assisted: false, started: false}},
			DEFAULT_SETTINGS,
			1000,
		);
		expect(playedMs(resumed.clock, 3000)).toBe(67_000);
	});

	it('ignores a deal that arrives after another was asked for', () => {
		const start = startPlay(MANY_PLACES, DEFAULT_SETTINGS, 0);
		const asked = run(
			start,
			{type: 'dealAsked', id: 1, text: 'Finding'},
			{type: 'dealAsked', id: 2, text: 'Finding'},
		);
		expect(run(asked, {type: 'dealArrived', id: 1, deal: seeded('1')})).toBe(asked);
		expect(run(asked, {type: 'dealArrived', id: 2, deal: seeded('2')}).deal.title).toBe('deal 2');
	});

	it('plays auto complete one card per step, lowest first, and stops at the win', () => {
		let state = startPlay(READY_TO_FINISH, DEFAULT_SETTINGS, 0);
		expect(state.autoCompleting).toBe(true);
		state = run(state, {type: 'autoStep'});
		expect(currentPosition(state.game).foundations[0].length).toBe(1);
		for (let step = 0; step < 20; step++) state = run(state, {type: 'autoStep'});
		expect(state.game.current).toBe(13);
		expect(state.autoCompleting).toBe(false);
		expect(state.won).toBe(true);
	});

	it('says a card the click just placed has nowhere else to go, and one never moved has nowhere to go', () => {
		const start = startPlay(ONE_PLACE, DEFAULT_SETTINGS, 0);
		const placed = run(start, {type: 'aim', to: 'right'}, {type: 'play'});
		expect(placed.message?.text).toBe('5♥ to fan 3.');
		expect(run(placed, {type: 'play'}).message?.text).toBe('5♥ has nowhere else to go.');
		expect(run(start, {type: 'play'}).message?.text).toBe('J♥ has nowhere to go.');
	});

	it('drops a hint answer that is not for the request in flight', () => {
		const start = startPlay(MANY_PLACES, DEFAULT_SETTINGS, 0);
		const asked = run(start, {type: 'hint'}, {type: 'hintSent', id: 7});
		const answer = {verdict: 'won', move: {card: 9, from: fanAt(4), to: pileAt(0)}, movesLeft: 3} as const;
		expect(run(asked, {type: 'hintAnswered', id: 6, answer})).toBe(asked);
		expect(run(asked, {type: 'play'}, {type: 'hintAnswered', id: 7, answer}).hint).toBeUndefined();
		expect(run(asked, {type: 'hintAnswered', id: 7, answer}).hint).toEqual(answer.move);
	});
});

describe('keys typed while the solver thinks', () => {
	const jackToFan3 = {verdict: 'won', move: {card: 10, from: fanAt(0), to: fanAt(2)}, movesLeft: 3} as const;
	const tenHome = {verdict: 'won', move: {card: 9, from: fanAt(4), to: pileAt(0)}, movesLeft: 2} as const;
	const jackHome = {verdict: 'won', move: {card: 10, from: fanAt(2), to: pileAt(0)}, movesLeft: 1} as const;

	it('keeps the keys typed after an Enter that waits for the hint, and plays them in order once it answers', () => {
		const start = startPlay(MANY_PLACES, DEFAULT_SETTINGS, 0);
		// h Enter h Enter h Enter, faster than the solver answers.
		let state = run(
			start,
			{type: 'hint'},
			{type: 'play'},
			{type: 'hint'},
			{type: 'play'},
			{type: 'hint'},
			{type: 'play'},
		);
		expect(state.game).toBe(start.game);
		expect(state.typedAhead).toEqual([
			{type: 'play'},
			{type: 'hint'},
			{type: 'play'},
			{type: 'hint'},
			{type: 'play'},
		]);
		for (const [id, answer] of [jackToFan3, tenHome, jackHome].entries()) {
			state = run(state, {type: 'hintSent', id}, {type: 'hintAnswered', id, answer});
			expect(state.game.current).toBe(id + 1);
			expect(lastMove(state.game)).toEqual(answer.move);
		}
		expect(state.typedAhead).toEqual([]);
		expect(state.hintPending).toBeUndefined();
	});

	it('plays the hint for Enter, then the arrow typed after it: h Enter Right', () => {
		const start = startPlay(MANY_PLACES, DEFAULT_SETTINGS, 0);
		const waiting = run(start, {type: 'hint'}, {type: 'play'}, {type: 'aim', to: 'right'});
		expect(waiting.cursor).toEqual(fanAt(0));
		const done = run(waiting, {type: 'hintSent', id: 1}, {type: 'hintAnswered', id: 1, answer: jackToFan3});
		expect(lastMove(done.game)).toEqual(jackToFan3.move);
		// The aim followed J♣ to fan 3, and Right took it on to fan 4.
		expect(done.cursor).toEqual(fanAt(3));
	});

	it('acts at once on keys before that Enter: an arrow after h moves the aim, and Enter then plays the aimed card', () => {
		const start = startPlay(MANY_PLACES, DEFAULT_SETTINGS, 0);
		const aimed = run(start, {type: 'hint'}, {type: 'aim', to: 'right'});
		expect(aimed.cursor).toEqual(fanAt(1));
		const played = run(aimed, {type: 'play'});
		expect(played.typedAhead).toEqual([]);
		expect(played.game.current).toBe(1);
		// The move dropped the hint: its answer is about a position that is gone.
		expect(played.hintPending).toBeUndefined();
	});

	it('runs the keys that waited even when the hint has no move to play, the Enter aside', () => {
		const start = startPlay(MANY_PLACES, DEFAULT_SETTINGS, 0);
		const waiting = run(start, {type: 'hint'}, {type: 'play'}, {type: 'aim', to: 'right'});
		const lost = run(
			waiting,
			{type: 'hintSent', id: 1},
			{type: 'hintAnswered', id: 1, answer: {verdict: 'lost', undo: 0}},
		);
		expect(lost.game).toBe(start.game);
		expect(lost.cursor).toEqual(fanAt(1));
		expect(lost.message?.text).toBe('This position is lost.');
		const failed = run(
			waiting,
			{type: 'hintSent', id: 1},
			{type: 'hintFailed', id: 1, error: 'the hint worker stopped'},
		);
		expect(failed.cursor).toEqual(fanAt(1));
		expect(failed.message?.text).toBe('No hint: the hint worker stopped');
		expect(run(waiting, {type: 'hintUnavailable'}).cursor).toEqual(fanAt(1));
	});

	it('drops the keys that waited once the hint wins the game: Enter there would deal again', () => {
		const start = startPlay(ONE_TO_WIN, {...DEFAULT_SETTINGS, autoComplete: false}, 0);
		const waiting = run(start, {type: 'hint'}, {type: 'play'}, {type: 'play'});
		const won = run(
			waiting,
			{type: 'hintSent', id: 1},
			{
				type: 'hintAnswered',
				id: 1,
				answer: {verdict: 'won', move: {card: 51, from: fanAt(0), to: pileAt(3)}, movesLeft: 1},
			},
		);
		expect(won.won).toBe(true);
		// Not "Fan 1 is empty.": the second Enter never ran.
		expect(won.message?.text).toBe('K♠ to its foundation.');
	});

	it('asks no hint about a won game or while auto complete plays, and asks once while one is on its way', () => {
		const won = run(
			startPlay(ONE_TO_WIN, {...DEFAULT_SETTINGS, autoComplete: false}, 0),
			{type: 'play'},
			{type: 'hint'},
		);
		expect(won.hintPending).toBeUndefined();
		expect(won.message?.text).toBe('Nothing left to hint: the game is won.');
		const finishing = run(startPlay(READY_TO_FINISH, DEFAULT_SETTINGS, 0), {type: 'hint'});
		expect(finishing.hintPending).toBeUndefined();
		expect(finishing.message?.text).toBe('Nothing to hint: the rest is playing home by itself.');
		const asked = run(startPlay(MANY_PLACES, DEFAULT_SETTINGS, 0), {type: 'hint'}, {type: 'hintSent', id: 1});
		expect(run(asked, {type: 'hint'})).toBe(asked);
	});
});

describe('the clock', () => {
	it('writes minutes and seconds, and hours past the hour', () => {
		expect(formatDuration(0)).toBe('00:00');
		expect(formatDuration(67_900)).toBe('01:07');
		expect(formatDuration(3_723_000)).toBe('1:02:03');
	});
});

describe('the tally of the game on the table, for the statistics', () => {
	const start = () => startPlay(MANY_PLACES, DEFAULT_SETTINGS, 0);

	it('is played from its first move, and helped by an undo or a hint', () => {
		expect(start().tally).toEqual({round: 0, started: false, assisted: false, won: false});
		const moved = run(start(), {type: 'play'});
		expect(moved.tally).toMatchObject({started: true, assisted: false});
		expect(run(moved, {type: 'undo'}).tally).toMatchObject({started: true, assisted: true});
		expect(run(moved, {type: 'hint'}).tally).toMatchObject({started: true, assisted: true});
		expect(moved.ended).toEqual([]);
	});

	it('ends a game played and not won as lost when it is restarted, and begins a new game of the deal', () => {
		const restarted = run(
			start(),
			{type: 'play', now: 0},
			{type: 'undo'},
			{type: 'redo'},
			{type: 'restart', now: 4000},
		);
		expect(restarted.ended).toEqual([
			{
				seq: 1,
				deal: MANY_PLACES,
				round: 0,
				outcome: 'lost',
				cause: 'restarted',
				moves: 1,
				timeMs: 4000,
				assisted: true,
			},
		]);
		expect(restarted.tally).toEqual({round: 1, started: false, assisted: false, won: false});
		// Redoing the moves plays the new game: it is begun, not helped.
		expect(run(restarted, {type: 'redo'}).tally).toMatchObject({round: 1, started: true, assisted: false});
		// A restart before any move ends nothing.
		expect(run(restarted, {type: 'restart'}).ended).toHaveLength(1);
	});

	it('ends a game played and not won as left when another deal takes its place, and nothing for a deal only looked at', () => {
		const other = seeded('7');
		const left = run(start(), {type: 'play'}, {type: 'newDeal', deal: other});
		expect(left.ended).toMatchObject([{seq: 1, deal: MANY_PLACES, outcome: 'lost', cause: 'left', moves: 1}]);
		expect(left.deal).toBe(other);
		expect(left.tally).toEqual({round: 0, started: false, assisted: false, won: false});
		expect(run(left, {type: 'newDeal', deal: seeded('8')}).ended).toHaveLength(1);
		const arrived = run(
			left,
			{type: 'play'},
			{type: 'dealAsked', id: 1, text: 'Finding'},
			{type: 'dealArrived', id: 1, deal: seeded('9')},
		);
		expect(arrived.ended.map((game) => [game.seq, game.deal.title, game.cause])).toEqual([
			[1, 'board many-places', 'left'],
			[2, 'deal 7', 'left'],
		]);
	});

	it('ends a game as won at its first win only: a win undone and won again is the same win', () => {
		const won = run(startPlay(ONE_TO_WIN, DEFAULT_SETTINGS, 0), {type: 'play', now: 3000});
		expect(won.won).toBe(true);
		expect(won.ended).toEqual([
			{seq: 1, deal: ONE_TO_WIN, round: 0, outcome: 'won', moves: 1, timeMs: 3000, assisted: false},
		]);
		const again = run(won, {type: 'undo'}, {type: 'play'});
		expect(again.won).toBe(true);
		expect(again.ended).toHaveLength(1);
		// Nor does the deal that follows lose it.
		expect(run(again, {type: 'undo'}, {type: 'newDeal', deal: seeded('7')}).ended).toHaveLength(1);
	});

	it('takes up a kept game with its tally: started, and helped if it was', () => {
		const game = playLegalMoves(newGame(MANY_PLACES.position), [
			{card: parseCard('JC') as number, from: fanAt(0), to: fanAt(1)},
		]);
		const resumed = startPlay(
			{...MANY_PLACES, resumed: {game, elapsedMs: 1000, id: 'kept', assisted: true, started: true}},
			DEFAULT_SETTINGS,
			0,
		);
		expect(resumed.tally).toEqual({round: 0, started: true, assisted: true, won: false});
		expect(run(resumed, {type: 'restart'}).ended).toMatchObject([
			{outcome: 'lost', cause: 'restarted', assisted: true},
		]);
	});
});
