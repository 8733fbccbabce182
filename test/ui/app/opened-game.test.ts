import {describe, expect, it} from 'vitest';
import {
	type Move,
	defaultRules,
	fanAt,
	newGame,
	parseCard,
	pileAt,
	playLegalMoves,
} from '../../../source/engine/index.js';
import {type KeptGame} from '../../../source/io/saved-game.js';
import {DEFAULT_SETTINGS} from '../../../source/io/settings.js';
import {type GameResult, NO_RECORDS, type Records, recordGame, recordOf} from '../../../source/stats/records.js';
import {openedDeal} from '../../../source/ui/app/opened-game.js';
import {resultOf} from '../../../source/ui/play/game-record.js';
import {type PlayCommand, type PlayState, reducePlay, startPlay} from '../../../source/ui/play/index.js';
import {board} from '../helpers.js';

/**
 * A saved game taken up keeps the statistics' rules of main: the solver's wins count nowhere, a
 * game counted once is practice after, a seeded deal counts as that deal.
 */

const RULES = defaultRules('shamrocks');
/** Q♠ then K♠ to go, under a seed's name (so that a win would count). */
const START = board(`Foundations: C-K D-K H-K S-J
QS
KS
${Array.from({length: 16}, () => '-').join('\n')}`);
const QUEEN_HOME: Move = {card: parseCard('QS') as number, from: fanAt(0), to: pileAt(3)};
const KING_HOME: Move = {card: parseCard('KS') as number, from: fanAt(1), to: pileAt(3)};
const BY_HAND = {...DEFAULT_SETTINGS, autoComplete: false};

function save(changes: Partial<KeptGame> = {}): KeptGame {
	return {
		id: 'saved-1',
		title: 'deal two',
		seed: 'two',
		rules: RULES,
		game: playLegalMoves(newGame(START), [QUEEN_HOME]),
		elapsedMs: 5000,
		assisted: false,
		started: true,
		savedAt: '2026-12-01T10:00:00.000Z',
		...changes,
	};
}

function run(state: PlayState, ...commands: PlayCommand[]): PlayState {
	return commands.reduce((current, command) => reducePlay(current, {now: 0, ...command}), state);
}

/** The solver's move, as Watch the solver plays it. */
function solverPlays(state: PlayState, move: Move): PlayState {
	const answer = {verdict: 'won', move, movesLeft: 1} as const;
	return run(
		state,
		{type: 'watch'},
		{type: 'hintSent', id: 1},
		{type: 'hintAnswered', id: 1, answer},
		{type: 'demoStep'},
	);
}

function taken(saved: KeptGame, records: Records = NO_RECORDS): PlayState {
	return startPlay(openedDeal('lunch', saved, records).deal, BY_HAND, 0);
}

function counted(state: PlayState, records: Records = NO_RECORDS): Records {
	const at = new Date('2026-12-01T12:00:00Z');
	const results: GameResult[] = state.ended.map((game) => resultOf(game, 'saved-1', at));
	return results.reduce(recordGame, records);
}

describe('a saved game taken up', () => {
	it('is the game it was saved from: its history, its id and its help', () => {
		const {deal, message} = openedDeal('lunch', save({assisted: true}), NO_RECORDS);
		expect(deal).toMatchObject({title: 'deal two', seed: 'two', resumed: {id: 'saved-1', assisted: true}});
		expect(deal.resumed?.game.current).toBe(1);
		expect(message).toEqual({text: 'lunch taken up: deal two as saved, 1 move in.', tone: 'good'});
	});

	it('won by the solver counts nowhere, whoever played before the save; won by the player, it counts', () => {
		for (const started of [false, true]) {
			const won = solverPlays(taken(save({started, assisted: !started})), KING_HOME);
			expect(won.won).toBe(true);
			expect(recordOf(counted(won), RULES)).toMatchObject({played: 0, won: 0});
		}
		const mine = run(taken(save()), {type: 'aim', to: 'right'}, {type: 'play'});
		expect(mine.won).toBe(true);
		expect(recordOf(counted(mine), RULES)).toMatchObject({played: 1, won: 1, wonWithoutHelp: 1});
	});

	it('counted already is practice: won again, it counts nowhere', () => {
		const records = counted(run(taken(save()), {type: 'aim', to: 'right'}, {type: 'play'}));
		const {deal, message} = openedDeal('lunch', save(), records);
		expect(deal.seed).toBeUndefined();
		expect(message.tone).toBe('warn');
		expect(message.text).toContain('This game is counted in the statistics already: it counts nowhere again.');
		const again = run(startPlay(deal, BY_HAND, 0), {type: 'aim', to: 'right'}, {type: 'play'});
		expect(again.won).toBe(true);
		expect(counted(again, records)).toBe(records);
	});
});
