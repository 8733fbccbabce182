import {describe, expect, it} from 'vitest';
import {fanAt, newGame, parseCard, playLegalMoves} from '../../source/engine/index.js';
import {DEFAULT_SETTINGS} from '../../source/io/settings.js';
import {GameIds, endedSince, quitWhileStuck, resultOf} from '../../source/ui/game-record.js';
import {type PlayCommand, type PlayState, reducePlay, startPlay} from '../../source/ui/play-state.js';
import {MANY_PLACES, ONE_FROM_STUCK, ONE_TO_WIN, STUCK} from './boards.js';
import {seeded} from './helpers.js';

function run(state: PlayState, ...commands: Array<PlayCommand & {now?: number}>): PlayState {
	return commands.reduce((current, command) => reducePlay(current, {now: 0, ...command}), state);
}

function counter(): () => string {
	let next = 0;
	return () => `id-${++next}`;
}

describe('which game is which', () => {
	it('gives each deal and each restart of it a game id of its own, the same every time it is asked', () => {
		const ids = new GameIds(counter());
		const deal = seeded('42');
		expect(ids.of(deal, 0)).toBe('id-1');
		expect(ids.of(deal, 0)).toBe('id-1');
		expect(ids.of(deal, 1)).toBe('id-2');
		// The same seed dealt again is another game.
		expect(ids.of(seeded('42'), 0)).toBe('id-3');
	});

	it('keeps the id of a game taken up again (counted once however often it comes back); its restarts are new games', () => {
		const ids = new GameIds(counter());
		const game = newGame(MANY_PLACES.position);
		const kept = {...MANY_PLACES, resumed: {game, elapsedMs: 0, id: 'kept-1', assisted: false, started: true}};
		expect(ids.of(kept, 0)).toBe('kept-1');
		expect(ids.of(kept, 1)).toBe('id-1');
	});
});

describe('the results of the games that ended', () => {
	it('are each given once, from the one last reported on', () => {
		const played = run(startPlay(MANY_PLACES, DEFAULT_SETTINGS, 0), {type: 'play'}, {type: 'restart'}, {type: 'play'}, {type: 'newDeal', deal: seeded('7')});
		expect(endedSince(played, 0).map((game) => game.cause)).toEqual(['restarted', 'left']);
		expect(endedSince(played, 1).map((game) => game.cause)).toEqual(['left']);
		expect(endedSince(played, 2)).toEqual([]);
	});

	it('say what the records need: the deal to replay, the date of a daily deal, how it ended', () => {
		const daily = {...ONE_TO_WIN, title: 'daily 2026-12-01', seed: 'daily-2026-12-01', daily: '2026-12-01'};
		const won = run(startPlay(daily, DEFAULT_SETTINGS, 0), {type: 'play', now: 2500});
		expect(resultOf(won.ended[0], 'g', new Date('2026-12-01T12:00:00Z'))).toEqual({
			id: 'g',
			rules: ONE_TO_WIN.rules,
			title: 'daily 2026-12-01',
			seed: 'daily-2026-12-01',
			daily: '2026-12-01',
			outcome: 'won',
			moves: 1,
			timeMs: 2500,
			assisted: false,
			at: '2026-12-01T12:00:00.000Z',
		});
	});
});

describe('quitting', () => {
	it('loses a game quit while no card can move', () => {
		const stuck = run(startPlay(ONE_FROM_STUCK, DEFAULT_SETTINGS, 0), {type: 'aim', to: 'right'}, {type: 'play'});
		expect(quitWhileStuck(stuck, 'g', 5000)).toMatchObject({id: 'g', outcome: 'lost', cause: 'stuck', moves: 1, timeMs: 5000});
	});

	it('leaves open a game that can go on, one not begun, and one won', () => {
		const jack = parseCard('JC') as number;
		const going = startPlay({...MANY_PLACES, resumed: {game: playLegalMoves(newGame(MANY_PLACES.position), [{card: jack, from: fanAt(0), to: fanAt(1)}]), elapsedMs: 0, id: 'k', assisted: false, started: true}}, DEFAULT_SETTINGS, 0);
		expect(quitWhileStuck(going, 'g', 0)).toBeUndefined();
		// Stuck from the deal on, but never moved: no game was played.
		expect(quitWhileStuck(startPlay(STUCK, DEFAULT_SETTINGS, 0), 'g', 0)).toBeUndefined();
		expect(quitWhileStuck(run(startPlay(ONE_TO_WIN, DEFAULT_SETTINGS, 0), {type: 'play'}), 'g', 0)).toBeUndefined();
	});
});
