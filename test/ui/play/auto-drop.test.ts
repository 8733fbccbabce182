import {describe, expect, it} from 'vitest';
import {cardName, currentPosition, homeCount} from '../../../source/engine/index.js';
import {DEFAULT_SETTINGS, type Settings} from '../../../source/io/settings.js';
import {type DealInfo, type PlayCommand, type PlayState, reducePlay, startPlay} from '../../../source/ui/play/index.js';
import {board} from '../helpers.js';

/** Auto drop on the table: after the player's move, cards no longer of use go home one per step, each a move. */

function run(state: PlayState, ...commands: PlayCommand[]): PlayState {
	return commands.reduce((current, command) => reducePlay(current, {...command, now: 0}), state);
}

const EMPTY = Array.from({length: 14}, () => '-').join('\n');

/** Q♠ on K♠ (fan 4) keeps every King on the fans: once it is home, no card can be laid on a King. */
const QUEEN_LAST: DealInfo = {
	title: 'board queen-last',
	rules: {variant: 'shamrocks', kings: 'bottom'},
	position: board(`Foundations: C-Q D-Q H-Q S-J
KC
KD
KH
KS QS
${EMPTY}`),
};

// Auto complete would play the Kings home too: off, the drops are seen alone.
const DROPPING: Settings = {...DEFAULT_SETTINGS, autoDrop: true, autoComplete: false, ascii: true};

/** The Q♠ played home by Enter on fan 4. */
function queenHome(settings: Settings): PlayState {
	return run(startPlay(QUEEN_LAST, settings, 0), {type: 'aimFan', digit: 4}, {type: 'play'});
}

describe('auto drop', () => {
	it('sends the cards home one at a time after the move, each a move of its own, to the win', () => {
		let state = queenHome(DROPPING);
		expect(state.autoDropping).toBe(true);
		expect(state.game.current).toBe(1);
		const dropped: string[] = [];
		for (let step = 0; step < 4; step++) {
			const before = homeCount(currentPosition(state.game));
			state = run(state, {type: 'autoStep'});
			expect(homeCount(currentPosition(state.game))).toBe(before + 1);
			expect(state.game.current).toBe(step + 2);
			const move = state.game.entries[state.game.current].move;
			dropped.push(cardName(move?.card ?? -1));
			if (step < 3)
				expect(state.message?.text).toBe(
					`${dropped[step]} went home by itself: it can be of no more use on the fans.`,
				);
		}
		expect(dropped).toEqual(['KC', 'KD', 'KH', 'KS']);
		expect(state.won).toBe(true);
		expect(state.autoDropping).toBe(false);
	});

	it('does nothing with the setting off', () => {
		const state = queenHome({...DROPPING, autoDrop: false});
		expect(state.autoDropping).toBe(false);
		expect(run(state, {type: 'autoStep'}).game).toBe(state.game);
	});

	it('leaves the deal as dealt: the first drop follows the first move', () => {
		const allQueens: DealInfo = {
			...QUEEN_LAST,
			position: board(`Foundations: C-Q D-Q H-Q S-Q\nKC\nKD\nKH\nKS\n${EMPTY}`),
		};
		const state = startPlay(allQueens, DROPPING, 0);
		expect(state.autoDropping).toBe(false);
		expect(run(state, {type: 'autoStep'}).game.current).toBe(0);
	});

	it('has each drop undone on its own by u, and sends nothing home again until the next move', () => {
		const dropped = run(queenHome(DROPPING), {type: 'autoStep'}, {type: 'autoStep'});
		const undone = run(dropped, {type: 'undo'});
		expect(undone.game.current).toBe(2);
		expect(undone.autoDropping).toBe(false);
		expect(undone.message?.text).toBe('Undone: KD back to fan 2.');
		expect(run(undone, {type: 'autoStep'}).game).toBe(undone.game);
		// r plays the drop again, as any move, and starts no more of them.
		const redone = run(undone, {type: 'redo'});
		expect(redone.game.current).toBe(3);
		expect(redone.autoDropping).toBe(false);
		// The player's next move (K♣ home by hand): the cards still of no use go home after it.
		const moved = run(undone, {type: 'undo'}, {type: 'aimFan', digit: 1}, {type: 'play'});
		expect(moved.game.current).toBe(2);
		expect(cardName(moved.game.entries[moved.game.current].move?.card ?? -1)).toBe('KC');
		expect(moved.autoDropping).toBe(true);
	});

	it('says which move lost the game when cards went home by themselves after it, and b takes them all back', () => {
		const dropped = run(queenHome(DROPPING), {type: 'autoStep'});
		expect(dropped.game.current).toBe(2);
		// Thinking ahead about the position after the drop: lost since move 1 (a made-up verdict, as the mark takes it).
		const told = run(
			dropped,
			{type: 'thinkSent', id: 1, game: dropped.game},
			{
				type: 'foresight',
				id: 1,
				news: {verdict: 'lost', answer: {verdict: 'lost', undo: 2, lostSince: 1, final: true}},
			},
		);
		expect(told.message?.text).toBe(
			'Move 1 lost the game: press b to take it back, with the card gone home after it.',
		);
		expect(run(told, {type: 'rewind'}).game.current).toBe(0);
		// News naming a move before the deal (about another position) says nothing, and breaks nothing.
		const stale = run(
			dropped,
			{type: 'thinkSent', id: 2, game: dropped.game},
			{type: 'foresight', id: 2, news: {verdict: 'lost', answer: {verdict: 'lost', undo: 5, lostSince: 1}}},
		);
		expect(stale.message).toBe(dropped.message);
	});

	it('answers h while cards go home with a word to wait, and hands over to auto complete when it can', () => {
		const dropping = queenHome(DROPPING);
		const asked = run(dropping, {type: 'hint'});
		expect(asked.hintPending).toBeUndefined();
		expect(asked.message?.text).toBe('Cards are going home by themselves: h again in a moment.');
		// With auto complete on it finishes the game at once: every fan descends.
		const completing = queenHome({...DROPPING, autoComplete: true});
		expect(completing.autoCompleting).toBe(true);
		expect(completing.autoDropping).toBe(false);
	});
});
