import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {isDeepStrictEqual} from 'node:util';
import {afterEach, describe, expect, it} from 'vitest';
import {topCard} from '../../source/engine/index.js';
import {SETTING_NAMES} from '../../source/io/settings.js';
import {cardLabel} from '../../source/ui/theme/card-text.js';
import {deal, firstClick} from '../ui/deal-facts.js';
import {fansOnScreen} from '../ui/helpers.js';
import {SLOT, SLOTS_LEFT, roomyFans, slotIndex} from '../ui/board/roomy-frames.js';
import {KEY, PlayedTerminal, noPty} from './terminal.js';

const describeInPty = describe.skipIf(noPty !== undefined);

const DEAL_42 = deal('42');
const LABELS = DEAL_42.fans.map((fan) => fan.map((card) => cardLabel(card, false)));

let running: PlayedTerminal | undefined;
afterEach(() => running?.kill());

/** The settings' line of the board's size, from 0: the last before Back. */
const BOARD_LINE = SETTING_NAMES.indexOf('board');

describeInPty('the roomy board in a real 120x36 terminal', () => {
	it('draws the cards as boxes, plays a card clicked on its box, turns compact when the terminal shrinks', async () => {
		const game = new PlayedTerminal(['--seed', '42'], 120, 36);
		running = game;
		await game.waitFor('Shamrocks · deal 42 · 0 moves');
		// The first row of boxes shows before the rest of the frame has come through the terminal.
		await game.waitFor((screen) => isDeepStrictEqual(roomyFans(screen, 18), LABELS));
		expect(roomyFans(game.screen(), 18)).toEqual(LABELS);
		// Show playable's grey behind the cards that can move (the background of bright black).
		expect(game.output).toContain('\u001B[100m');

		const click = firstClick(DEAL_42);
		const rows = game.screen().split('\n');
		const top = cardLabel(topCard(DEAL_42.fans[click.fan]) as number, false);
		const y = rows.findLastIndex((row) => slotIndex(row, click.fan)?.label === top);
		const x = SLOTS_LEFT + click.fan * SLOT + 3;
		await game.press(`\u001B[<0;${x + 1};${y + 1}M`, `\u001B[<0;${x + 1};${y + 1}m`);
		await game.waitFor(`${click.card} to ${click.place}.`);
		await game.press('u');
		await game.waitFor('0 moves');

		game.resize(80, 24);
		await game.waitFor('  1   2   3   4   5');
		await game.waitFor((screen) => isDeepStrictEqual(fansOnScreen(screen), LABELS));
		expect(fansOnScreen(game.screen())).toEqual(LABELS);
		game.resize(120, 36);
		await game.waitFor('╭───╮');

		// Board compact, from the settings, keeps the compact board at any size, and is saved.
		await game.press('s', ...Array.from({length: BOARD_LINE}, () => KEY.down), KEY.enter);
		await game.waitFor('Board: compact');
		await game.press(KEY.escape);
		await game.waitFor('  1   2   3   4   5');
		expect(game.screen()).not.toContain('╭───╮');
		await game.press('q');
		await game.exitsWith(0);
		expect(JSON.parse(readFileSync(join(game.configDir, 'settings.json'), 'utf8'))).toMatchObject({
			board: 'compact',
		});
	});
});
