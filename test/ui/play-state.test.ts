import {describe, expect, it} from 'vitest';
import {currentPosition, fanAt, pileAt} from '../../source/engine/index.js';
import {DEFAULT_SETTINGS} from '../../source/io/settings.js';
import {type PlayCommand, type PlayState, reducePlay, startPlay} from '../../source/ui/play-state.js';
import {formatDuration} from '../../source/ui/clock.js';
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
		expect(won.wonAt).toBe(61_000);
		expect(formatDuration(won.wonAt! - won.startedAt)).toBe('01:00');
		expect(run(won, {type: 'undo', now: 70_000}).wonAt).toBeUndefined();
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
		expect(state.wonAt).toBe(0);
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
		const asked = run(start, {type: 'hintAsked', id: 7});
		const answer = {verdict: 'won', move: {card: 9, from: fanAt(4), to: pileAt(0)}, movesLeft: 3} as const;
		expect(run(asked, {type: 'hintAnswered', id: 6, answer})).toBe(asked);
		expect(run(asked, {type: 'play'}, {type: 'hintAnswered', id: 7, answer}).hint).toBeUndefined();
		expect(run(asked, {type: 'hintAnswered', id: 7, answer}).hint).toEqual(answer.move);
	});
});

describe('the clock', () => {
	it('writes minutes and seconds, and hours past the hour', () => {
		expect(formatDuration(0)).toBe('00:00');
		expect(formatDuration(67_900)).toBe('01:07');
		expect(formatDuration(3_723_000)).toBe('1:02:03');
	});
});
