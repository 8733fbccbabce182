import {describe, expect, it} from 'vitest';
import {type Move, currentPosition, defaultRules, fanAt, isFan, legalMoves} from '../../../source/engine/index.js';
import {newGame, parseCard, pileAt, playLegalMoves} from '../../../source/engine/index.js';
import {DEFAULT_SETTINGS} from '../../../source/io/settings.js';
import {NO_RECORDS, type GameResult, recordGame, recordOf} from '../../../source/stats/records.js';
import {GameIds, endedSince, quitWhileStuck, resultOf} from '../../../source/ui/play/game-record.js';
import {type PlayCommand, type PlayState, reducePlay, startPlay} from '../../../source/ui/play/index.js';
import {MANY_PLACES, ONE_FROM_FINISH, ONE_FROM_STUCK, ONE_TO_WIN, STUCK} from '../boards.js';
import {board, seeded} from '../helpers.js';

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
		const played = run(
			startPlay(MANY_PLACES, DEFAULT_SETTINGS, 0),
			{type: 'play'},
			{type: 'restart'},
			{type: 'play'},
			{type: 'newDeal', deal: seeded('7')},
		);
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
		expect(quitWhileStuck(stuck, 'g', 5000)).toMatchObject({
			id: 'g',
			outcome: 'lost',
			cause: 'stuck',
			moves: 1,
			timeMs: 5000,
		});
	});

	it('leaves open a game that can go on, one not begun, and one won', () => {
		const jack = parseCard('JC') as number;
		const going = startPlay(
			{
				...MANY_PLACES,
				resumed: {
					game: playLegalMoves(newGame(MANY_PLACES.position), [{card: jack, from: fanAt(0), to: fanAt(1)}]),
					elapsedMs: 0,
					id: 'k',
					assisted: false,
					started: true,
				},
			},
			DEFAULT_SETTINGS,
			0,
		);
		expect(quitWhileStuck(going, 'g', 0)).toBeUndefined();
		// Stuck from the deal on, but never moved: no game was played.
		expect(quitWhileStuck(startPlay(STUCK, DEFAULT_SETTINGS, 0), 'g', 0)).toBeUndefined();
		expect(quitWhileStuck(run(startPlay(ONE_TO_WIN, DEFAULT_SETTINGS, 0), {type: 'play'}), 'g', 0)).toBeUndefined();
	});
});

/** Two cards to go, Q♠ then K♠ to their foundation, dealt as if from a seed (so that it would count). */
const TWO_TO_WIN = {
	title: 'deal two',
	seed: 'two',
	rules: defaultRules('shamrocks'),
	position: board(`Foundations: C-K D-K H-K S-J
QS
KS
${Array.from({length: 16}, () => '-').join('\n')}`),
};

/** Auto complete off: it would play K♠ home by itself after Q♠. */
const BY_HAND = {...DEFAULT_SETTINGS, autoComplete: false};

const QUEEN_HOME: Move = {card: parseCard('QS') as number, from: fanAt(0), to: pileAt(3)};
const KING_HOME: Move = {card: parseCard('KS') as number, from: fanAt(1), to: pileAt(3)};

/** w, and the solver's move shown and played at the demo's next step. */
function watched(state: PlayState, move: Move, id: number): PlayState {
	const watching = state.demo === undefined ? run(state, {type: 'watch'}) : state;
	const answer = {verdict: 'won', move, movesLeft: 1} as const;
	return run(watching, {type: 'hintSent', id}, {type: 'hintAnswered', id, answer}, {type: 'demoStep'});
}

/** The records after the games that ended in `state`: what the Statistics screen would show. */
function counted(state: PlayState): ReturnType<typeof recordOf> {
	const at = new Date('2026-12-01T12:00:00Z');
	const results: GameResult[] = state.ended.map((game, index) => resultOf(game, `g${index}`, at));
	return recordOf(results.reduce(recordGame, NO_RECORDS), state.deal.rules);
}

describe("the solver's games", () => {
	it('a game the solver won (the demo played it to the end) counts nowhere, even after moves of the player', () => {
		const byTheSolver = watched(startPlay(TWO_TO_WIN, BY_HAND, 0), QUEEN_HOME, 1);
		const solverWon = watched(byTheSolver, KING_HOME, 2);
		expect(solverWon.won).toBe(true);
		expect(solverWon.ended).toMatchObject([{outcome: 'won', watched: true}]);
		expect(resultOf(solverWon.ended[0], 'g', new Date())).toMatchObject({watched: true});
		expect(counted(solverWon)).toMatchObject({played: 0, won: 0});
		expect(counted(solverWon).bestTimeMs).toBeUndefined();

		const playerFirst = run(startPlay(TWO_TO_WIN, BY_HAND, 0), {type: 'play'});
		expect(playerFirst.tally.started).toBe(true);
		expect(counted(watched(playerFirst, KING_HOME, 3))).toMatchObject({played: 0, won: 0});
	});

	it("so does a win that auto complete played home after the solver's move", () => {
		const deal = {...ONE_FROM_FINISH, seed: 'finish'};
		const start = startPlay(deal, DEFAULT_SETTINGS, 0);
		const two = parseCard('2C');
		const onto = (candidate: Move) => candidate.card === two && isFan(candidate.to);
		const [move] = legalMoves(currentPosition(start.game)).filter(onto);
		let state = watched(start, move, 1);
		expect(state.autoCompleting).toBe(true);
		expect(state.demo).toBeUndefined();
		while (!state.won) state = run(state, {type: 'autoStep'});
		expect(state.ended).toMatchObject([{outcome: 'won', watched: true}]);
		expect(counted(state).played).toBe(0);
	});

	it("a game the player took over and won is the player's: a win with help", () => {
		const watching = watched(startPlay(TWO_TO_WIN, BY_HAND, 0), QUEEN_HOME, 1);
		const taken = run(watching, {type: 'stopDemo'}, {type: 'aim', to: 'right'}, {type: 'play'});
		expect(taken.won).toBe(true);
		expect(taken.ended[0].watched).toBeUndefined();
		expect(counted(taken)).toMatchObject({played: 1, won: 1, wonWithoutHelp: 0});
	});

	it("a game of the solver's moves only, left, was never played; one the player played in is lost", () => {
		const onlyWatched = run(watched(startPlay(TWO_TO_WIN, BY_HAND, 0), QUEEN_HOME, 1), {type: 'stopDemo'});
		expect(onlyWatched.tally.started).toBe(false);
		expect(run(onlyWatched, {type: 'newDeal', deal: seeded('7')}).ended).toEqual([]);

		const mine = run(startPlay({...MANY_PLACES, seed: 'many'}, DEFAULT_SETTINGS, 0), {type: 'play'});
		const [solverMove] = legalMoves(currentPosition(mine.game));
		const left = run(watched(mine, solverMove, 1), {type: 'stopDemo'}, {type: 'newDeal', deal: seeded('7')});
		expect(left.ended).toMatchObject([{outcome: 'lost', cause: 'left', assisted: true}]);
		expect(left.ended[0].watched).toBeUndefined();
	});
});
