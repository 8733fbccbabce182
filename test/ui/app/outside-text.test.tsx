import {afterEach, describe, expect, it} from 'vitest';
import React from 'react';
import {cleanup, render} from 'ink-testing-library';
import {DEFAULT_SETTINGS} from '../../../source/io/settings.js';
import {App} from '../../../source/ui/app/app.js';
import {reducePlay, startPlay} from '../../../source/ui/play/index.js';
import {PlayView} from '../../../source/ui/board/play-view.js';
import {ONE_TO_WIN} from '../boards.js';
import {countingDealer, play, seeded, until} from '../helpers.js';

/** Every string from outside (a path, a saved title, an error quoting either) is shown with its controls escaped. */

afterEach(() => cleanup());

const RAW = 'a\u001B]2;PWNED\u0007\u001B[31m\u009B\u202Eb';
const ESCAPED = 'a\\e]2;PWNED\\x07\\e[31m\\x9B\\u202Eb';

/** The frame as Ink wrote it, the program's own colours and all: none of RAW's bytes may be in it. */
function expectNoneOf(frame: string) {
	for (const raw of ['\u0007', '\u009B', '\u202E', '\u001B]2;']) {
		expect(frame.includes(raw), JSON.stringify(raw)).toBe(false);
	}
}

describe('text from outside on screen', () => {
	it('is escaped in a message, as a notice about a file that quotes its path', async () => {
		const table = await play(seeded('42'), {notice: {text: `Could not read ${RAW}.`, tone: 'warn'}});
		expect(table.frame()).toContain(`Could not read ${ESCAPED}.`);
		table.unmount();
	});

	it('is escaped on the win panel, in the title of a game taken up again', () => {
		const start = startPlay({...ONE_TO_WIN, title: `board ${RAW}`}, {...DEFAULT_SETTINGS, autoComplete: false}, 0);
		const won = reducePlay(start, {type: 'play', now: 0});
		const {lastFrame} = render(<PlayView state={won} rows={24} />);
		expect(lastFrame()).toContain(`Board ${ESCAPED}`);
		expectNoneOf(lastFrame() ?? '');
	});

	it('is escaped in an error about the first deal', async () => {
		const start = Promise.reject(new Error(`no such file ${RAW}`));
		const size = {columns: 80, rows: 24};
		const {lastFrame} = render(
			<App start={start} dealer={countingDealer()} settings={DEFAULT_SETTINGS} size={size} />,
		);
		await until(
			() => (lastFrame() ?? '').includes('Could not get that deal'),
			() => lastFrame() ?? '',
		);
		expect(lastFrame()).toContain(`no such file ${ESCAPED}`);
		expectNoneOf(lastFrame() ?? '');
	});
});
