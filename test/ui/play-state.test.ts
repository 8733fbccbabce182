import {describe, expect, it} from 'vitest';
import {currentPosition, fanAt, lastMove, newGame, pileAt} from '../../source/engine/index.js';
import {DEFAULT_SETTINGS} from '../../source/io/settings.js';
import {type PlayCommand, type PlayState, reducePlay, startPlay} from '../../source/ui/play-state.js';
import {formatDuration} from '../../source/ui/clock.js';
import {playedMs} from '../../source/ui/play-clock.js';
import {MANY_PLACES, ONE_PLACE, ONE_TO_WIN, READY_TO_FINISH} from './boards.js';
import {seeded} from './helpers.js';

function run(state: PlayState, ...commands: Array<PlayCommand & {now?: number}>): PlayState {
	return commands.reduce((current, command) => reducePlay(current, {now: 0, ...command}), state);
}

describe('the play reducer', () => {
	it('keeps the engine in charge: a click is exactly the engine click, a refused move changes nothing', () => {
		const start = startPlay(MANY_PLACES, DEFAULT_SETTINGS, 0);
		const clicked = run(start, {type: 'play'});
		expect(clicked.game.current).toBe(1);
		expect(clicked.cursor).toEqual(fanAt(1));
		const refused = run(start, {type: 'pick'}, {type: 'aim', to: 'right'}, {type: 'aim', to: 'right'}, {type: 'aim', to: 'right'}, {type: 'play'});
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
		const won = run(startPlay(ONE_TO_WIN, {...DEFAULT_SETTINGS, autoComplete: false}, 0), {type: 'play', now: 30_000});
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
		const resumed = startPlay({...MANY_PLACES, resumed: {game, elapsedMs: 65_000}}, DEFAULT_SETTINGS, 1000);
		expect(playedMs(resumed.clock, 3000)).toBe(67_000);
	});

	it('ignores a deal that arrives after another was asked for', () => {
		const start = startPlay(MANY_PLACES, DEFAULT_SETTINGS, 0);
		const asked = run(start, {type: 'dealAsked', id: 1, text: 'Finding'}, {type: 'dealAsked', id: 2, text: 'Finding'});
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
		let state = run(start, {type: 'hint'}, {type: 'play'}, {type: 'hint'}, {type: 'play'}, {type: 'hint'}, {type: 'play'});
		expect(state.game).toBe(start.game);
		expect(state.typedAhead).toEqual([{type: 'play'}, {type: 'hint'}, {type: 'play'}, {type: 'hint'}, {type: 'play'}]);
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
		const lost = run(waiting, {type: 'hintSent', id: 1}, {type: 'hintAnswered', id: 1, answer: {verdict: 'lost', undo: 0}});
		expect(lost.game).toBe(start.game);
		expect(lost.cursor).toEqual(fanAt(1));
		expect(lost.message?.text).toBe('This position is lost.');
		const failed = run(waiting, {type: 'hintSent', id: 1}, {type: 'hintFailed', id: 1, error: 'the hint worker stopped'});
		expect(failed.cursor).toEqual(fanAt(1));
		expect(failed.message?.text).toBe('No hint: the hint worker stopped');
		expect(run(waiting, {type: 'hintUnavailable'}).cursor).toEqual(fanAt(1));
	});

	it('drops the keys that waited once the hint wins the game: Enter there would deal again', () => {
		const start = startPlay(ONE_TO_WIN, {...DEFAULT_SETTINGS, autoComplete: false}, 0);
		const waiting = run(start, {type: 'hint'}, {type: 'play'}, {type: 'play'});
		const won = run(waiting, {type: 'hintSent', id: 1}, {type: 'hintAnswered', id: 1, answer: {verdict: 'won', move: {card: 51, from: fanAt(0), to: pileAt(3)}, movesLeft: 1}});
		expect(won.won).toBe(true);
		// Not "Fan 1 is empty.": the second Enter never ran.
		expect(won.message?.text).toBe('K♠ to its foundation.');
	});

	it('asks no hint about a won game or while auto complete plays, and asks once while one is on its way', () => {
		const won = run(startPlay(ONE_TO_WIN, {...DEFAULT_SETTINGS, autoComplete: false}, 0), {type: 'play'}, {type: 'hint'});
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
