import {describe, expect, it} from 'vitest';
import {currentPosition, defaultRules, positionsEqual} from '../../../source/engine/index.js';
import {DEFAULT_SETTINGS} from '../../../source/io/settings.js';
import {type PlayCommand, type PlayState, reducePlay, startPlay} from '../../../source/ui/play/index.js';
import {MANY_PLACES} from '../boards.js';
import {seeded} from '../helpers.js';

/** U and R: every move back to the deal, and every move taken back played again, the history kept. */

function run(state: PlayState, ...commands: PlayCommand[]): PlayState {
	return commands.reduce((current, command) => reducePlay(current, {...command, now: 0}), state);
}

const SETTINGS = {...DEFAULT_SETTINGS, ascii: true};

/** Three clicks on MANY_PLACES: J♣ of fan 1 onto fan 2, T♣ of fan 5 home, then J♥ of fan 10. */
function threeMoves(): PlayState {
	const start = startPlay(MANY_PLACES, SETTINGS, 0);
	const played = run(
		start,
		{type: 'aimFan', digit: 1},
		{type: 'play'},
		{type: 'aimFan', digit: 5},
		{type: 'play'},
		{type: 'aimFan', digit: 0},
		{type: 'play'},
	);
	expect(played.game.current).toBe(3);
	return played;
}

describe('undo all (U) and redo all (R)', () => {
	it('take every move back to the deal, and play them all again, the history unchanged', () => {
		const played = threeMoves();
		const undone = run(played, {type: 'undoAll'});
		expect(undone.game.current).toBe(0);
		expect(undone.game.entries).toBe(played.game.entries);
		expect(positionsEqual(currentPosition(undone.game), MANY_PLACES.position)).toBe(true);
		expect(undone.message?.text).toBe('Undone: all 3 moves, back to the deal. R redoes them all.');
		// r plays the first move again, and only that one.
		const first = run(undone, {type: 'redo'});
		expect(first.game.current).toBe(1);
		expect(first.game.entries[1]).toBe(played.game.entries[1]);
		// R plays the rest; u then takes back only the last.
		const redone = run(first, {type: 'redoAll'});
		expect(redone.game.current).toBe(3);
		expect(currentPosition(redone.game)).toBe(currentPosition(played.game));
		expect(redone.message?.text).toBe('Redone: all 2 moves taken back. U takes them all back again.');
		expect(run(redone, {type: 'undo'}).game.current).toBe(2);
	});

	it('say so when there is nothing to take back or play again, and count one move as one', () => {
		const start = startPlay(MANY_PLACES, SETTINGS, 0);
		expect(run(start, {type: 'undoAll'}).message?.text).toBe('Nothing to undo: this is the deal.');
		expect(run(threeMoves(), {type: 'redoAll'}).message?.text).toBe('Nothing to redo.');
		const one = run(start, {type: 'aimFan', digit: 1}, {type: 'play'}, {type: 'undoAll'});
		expect(one.message?.text).toBe('Undone: the one move, back to the deal. R redoes them all.');
	});

	it('count as an undo for the records, and begin no new game as Restart does', () => {
		const undone = run(threeMoves(), {type: 'undoAll'});
		expect(undone.tally).toMatchObject({round: 0, started: true, assisted: true});
		expect(undone.ended).toEqual([]);
	});

	it('take a redeal back and play it again as a move', () => {
		const lucie = startPlay(seeded('5', defaultRules('labellelucie')), {...SETTINGS, autoComplete: false}, 0);
		const redealt = run(lucie, {type: 'redeal'}, {type: 'redeal'});
		expect(redealt.game.current).toBe(2);
		const undone = run(redealt, {type: 'undoAll'});
		expect(currentPosition(undone.game).redeals).toBe(2);
		const redone = run(undone, {type: 'redoAll'});
		expect(currentPosition(redone.game)).toBe(currentPosition(redealt.game));
		expect(currentPosition(run(redone, {type: 'undo'}).game).redeals).toBe(1);
	});
});
