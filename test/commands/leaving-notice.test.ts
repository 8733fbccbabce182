import {describe, expect, it} from 'vitest';
import {deal, defaultRules} from '../../source/engine/index.js';
import {type GameKeeper} from '../../source/io/kept-games.js';
import {type KeptGame} from '../../source/io/saved-game.js';
import {NO_RECORDS, recordGame} from '../../source/stats/records.js';
import {orResumed} from '../../source/commands/play/start.js';
import {type CliFlags} from '../../source/commands/flags.js';
import {keptGame} from '../io/kept-game-fixtures.js';

/** A keeper whose games wait: only `waiting` is asked when a flag asks for a deal. */
function keeperOf(games: readonly KeptGame[]): GameKeeper {
	const waiting = async () => games;
	// The rest of the keeper is never reached on this path; a call would throw here.
	return {waiting} as unknown as GameKeeper;
}

const ASKED = {
	deal: () => ({title: 'deal 7', rules: defaultRules('boxfan'), position: deal('7', defaultRules('boxfan'))}),
};
const FLAGS = {variant: 'boxfan'} as CliFlags;

describe('the notice of a deal asked for by a flag while a game is kept', () => {
	const kept: KeptGame = {...keptGame('kept-1', '241', 5), savedAt: new Date().toISOString()};

	it('says the kept game counts as lost once a move is played here', async () => {
		const start = await orResumed(ASKED, FLAGS, keeperOf([kept]), NO_RECORDS);
		expect(start.notice?.text).toBe(
			'Your game of deal 241 is kept: a move here leaves it (counted as lost); quit now and plain shamrocks takes it up.',
		);
	});

	it('says nothing of a kept game counted already (won, then moves taken back): leaving it counts nothing', async () => {
		const won = recordGame(NO_RECORDS, {
			id: 'kept-1',
			title: 'deal 241',
			seed: '241',
			rules: kept.rules,
			outcome: 'won',
			moves: 60,
			timeMs: 1000,
			assisted: true,
			at: new Date().toISOString(),
		});
		expect((await orResumed(ASKED, FLAGS, keeperOf([kept]), won)).notice).toBeUndefined();
	});
});
