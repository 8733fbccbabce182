import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {deal, defaultRules, makeBoard} from '../../source/engine/index.js';
import {PlayedTerminal, noPty} from './terminal.js';

/**
 * Text from outside on screen: a board file whose name holds ESC, BEL, a C1 control and a bidi
 * override, played in a real terminal. None of those bytes reaches the terminal; the status line
 * shows them escaped.
 */

const describeInPty = describe.skipIf(noPty !== undefined);

let running: PlayedTerminal | undefined;

afterEach(() => running?.kill());

/** Sets the window's title to PWNED, turns the text red, then a C1 CSI and a right-to-left override. */
const NAME = 'x\u001B]2;PWNED\u0007\u001B[31m\u009B\u202E.txt';
/** The same name as the status line must show it. */
const ESCAPED = 'x\\e]2;PWNED\\x07\\e[31m\\x9B\\u202E.txt';

describeInPty('a board file with control characters in its name', () => {
	it('is shown escaped on the status line, and none of its bytes reaches the terminal', async () => {
		const folder = mkdtempSync(join(tmpdir(), 'shamrocks-shown-'));
		const path = join(folder, NAME);
		writeFileSync(path, makeBoard(deal('42', defaultRules('shamrocks'))));
		// Wide enough for the whole path on the status line.
		const game = new PlayedTerminal(['--board', path], 160, 24);
		running = game;
		const titles: string[] = [];
		game.terminal.onTitleChange((title) => titles.push(title));
		await game.waitFor('q quit');
		await game.waitFor(ESCAPED);
		expect(game.screen().split('\n')[1]).toContain(`board ${folder}/${ESCAPED} · 0 moves`);
		await game.press('q');
		await game.exitsWith(0);
		// The program's own escape sequences are there; the name's are not, nor its other controls.
		for (const raw of ['\u001B]2;PWNED', '\u0007', '\u009B', '\u202E', NAME]) {
			expect(game.output.includes(raw), JSON.stringify(raw)).toBe(false);
		}
		expect(titles).not.toContain('PWNED');
	});
});
