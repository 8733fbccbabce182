import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {deal, firstClick} from '../ui/deal-facts.js';
import {KEY, PlayedTerminal, noPty} from './terminal.js';

/** Save this game in the menu, quit, and `shamrocks --open NAME` takes it up again: what a player sees. */
const describeInPty = describe.skipIf(noPty !== undefined);

const running: PlayedTerminal[] = [];

afterEach(() => {
	for (const game of running.splice(0)) game.kill();
});

function start(args: string[], env: Record<string, string> = {}): PlayedTerminal {
	const game = new PlayedTerminal(args, 80, 24, env);
	running.push(game);
	return game;
}

async function playOne(game: PlayedTerminal, position: ReturnType<typeof deal>, count: string): Promise<void> {
	const click = firstClick(position);
	for (let fan = 0; fan < click.fan; fan++) await game.press(KEY.right);
	await game.press(KEY.enter);
	await game.waitFor(count);
}

describeInPty('a saved game, as a player sees it', () => {
	it('is saved from the menu, and after a quit --open takes it up, history and all', async () => {
		const first = start(['--seed', '42']);
		await first.waitFor('deal 42 · 0 moves');
		const dealt = deal('42');
		await playOne(first, dealt, '1 move ·');
		// The menu's ninth line; q in the field types a q (a name of the player's own).
		await first.press('n', '9');
		await first.waitFor('Save this game');
		for (const character of 'quick lunch') await first.press(character);
		await first.waitFor('Name  quick lunch');
		await first.press(KEY.enter);
		await first.waitFor('Saved as quick lunch');
		expect(readdirSync(join(first.dataDir, 'saves'))).toEqual(['quick lunch.json']);
		// Taken back after the save: the save keeps the game as it was.
		await first.press('u');
		await first.waitFor('deal 42 · 0 moves');
		await first.press('q');
		await first.exitsWith(0);

		const env = {SHAMROCKS_CONFIG_DIR: first.configDir, SHAMROCKS_DATA_DIR: first.dataDir};
		const second = start(['--open', 'quick lunch'], env);
		await second.waitFor('quick lunch taken up: deal 42 as saved, 1 move in.');
		await second.waitFor('deal 42 · 1 move ·');
		await second.press('u');
		await second.waitFor('deal 42 · 0 moves');
		await second.press('r');
		await second.waitFor('deal 42 · 1 move ·');
		await second.press('q');
		await second.exitsWith(0);
	});
});
