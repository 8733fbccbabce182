import {describe, expect, it} from 'vitest';
import {DEFAULT_SETTINGS} from '../../../source/io/settings.js';
import {type PlayCommand, type PlayState, reducePlay, startPlay} from '../../../source/ui/play/index.js';
import {playedMs} from '../../../source/ui/play/play-clock.js';
import {MANY_PLACES, ONE_TO_WIN} from '../boards.js';

/** A restart begins a new game of the deal, counted on its own: its clock starts again from nothing. */

function run(state: PlayState, ...commands: Array<PlayCommand & {now: number}>): PlayState {
	return commands.reduce((current, command) => reducePlay(current, command), state);
}

describe('a restart', () => {
	it('logs each attempt with its own time, not the time of every attempt before it', () => {
		const start = startPlay(MANY_PLACES, DEFAULT_SETTINGS, 0);
		const first = run(start, {type: 'play', now: 60_000}, {type: 'restart', now: 68_000});
		expect(first.ended.map((game) => game.timeMs)).toEqual([68_000]);
		expect(playedMs(first.clock, 68_000)).toBe(0);
		const second = run(first, {type: 'redo', now: 69_000}, {type: 'restart', now: 70_000});
		expect(second.ended.map((game) => game.timeMs)).toEqual([68_000, 2_000]);
	});

	it('times a win after a restart from the restart on', () => {
		const start = startPlay(ONE_TO_WIN, {...DEFAULT_SETTINGS, autoComplete: false}, 0);
		const won = run(start, {type: 'restart', now: 50_000}, {type: 'play', now: 53_000});
		expect(won.won).toBe(true);
		expect(won.ended.at(-1)).toMatchObject({outcome: 'won', timeMs: 3_000});
	});

	it('from the menu leaves the new clock standing until the board is back', () => {
		const start = startPlay(MANY_PLACES, DEFAULT_SETTINGS, 0);
		const hide = {type: 'boardShown', shown: false, now: 6_000} as const;
		const hidden = run(start, {type: 'play', now: 5_000}, hide, {type: 'restart', now: 9_000});
		expect(playedMs(hidden.clock, 20_000)).toBe(0);
		const back = run(hidden, {type: 'boardShown', shown: true, now: 20_000});
		expect(playedMs(back.clock, 21_000)).toBe(1_000);
	});
});
