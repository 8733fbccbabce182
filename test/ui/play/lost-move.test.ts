import {describe, expect, it} from 'vitest';
import {moveCount} from '../../../source/engine/index.js';
import {adviseFromHistory} from '../../../source/solver-service/advice.js';
import {DEFAULT_SETTINGS} from '../../../source/io/settings.js';
import {type PlayCommand, type PlayState, reducePlay, startPlay} from '../../../source/ui/play/index.js';
import {winnableMark} from '../../../source/ui/board/winnable-mark.js';
import {seeded} from '../helpers.js';

const LUCIE = {variant: 'labellelucie', kings: 'as-dealt'} as const;

function run(state: PlayState, ...commands: PlayCommand[]): PlayState {
	return commands.reduce((current, command) => reducePlay(current, {...command, now: 0}), state);
}

/** What the solver thinking ahead says of the position on the table, as use-play hands it over. */
function foreseen(state: PlayState): PlayState {
	const history = state.game.entries.slice(0, state.game.current + 1).map((entry) => entry.position);
	// Time enough to settle this small layout on a busy machine; the answer, not the time, is tested.
	const answer = adviseFromHistory(history, 20_000);
	if (answer.verdict === 'cancelled') throw new Error('the solver was cancelled');
	const sent = run(state, {type: 'thinkSent', id: 1, game: state.game});
	return run(sent, {type: 'foresight', id: 1, news: {verdict: answer.verdict, answer}});
}

describe('the move that lost the game, where there are redeals', () => {
	it('is numbered as the game counts moves (redeals, the draw) on the status line, by h, b and the message', () => {
		// La Belle Lucie, deal 7: both redeals, then the draw of fan 1's card under its top: move 3 loses.
		const start = startPlay(seeded('7', LUCIE), {...DEFAULT_SETTINGS, autoComplete: false}, 0);
		const drawn = run(
			start,
			{type: 'redeal'},
			{type: 'redeal'},
			{type: 'draw'},
			{type: 'aim', to: 'up'},
			{type: 'play'},
		);
		expect(moveCount(drawn.game)).toBe(3);
		const told = foreseen(drawn);
		expect(told.foresight.answer).toMatchObject({verdict: 'lost', undo: 1});
		expect(winnableMark(told)?.forms[0]).toBe('lost since move 3: b goes back');
		expect(told.message?.text).toBe('Move 3 lost the game: press b (or u) to take it back.');
		const hinted = run(told, {type: 'hint'});
		expect(hinted.message?.text).toBe('This position is lost: press b to undo 1 move, back to a winnable one.');
		const back = run(told, {type: 'rewind'});
		expect(back.message?.text).toBe('Back 1 move: this position can still be won. h for a hint.');
		expect(moveCount(back.game)).toBe(2);
	});
});
