import {afterEach, describe, expect, it, vi} from 'vitest';
import {cleanup} from 'ink-testing-library';
import {type GameProgress} from '../../../source/ui/app/app.js';
import {MANY_PLACES, ONE_TO_WIN} from '../boards.js';
import {KEYS, TERMINAL, play, until} from '../helpers.js';

afterEach(() => {
	cleanup();
	vi.useRealTimers();
});

/** The game's clock is set by hand (Date alone is faked: Ink and the keys keep their real timers). */
function setClock(ms: number): void {
	vi.setSystemTime(ms);
}

describe('the clock counts only while the board can be played', () => {
	it('stands behind a terminal too small and behind the menu, and the game kept has that time', async () => {
		vi.useFakeTimers({toFake: ['Date'], now: 0});
		const kept: number[] = [];
		const table = await play(MANY_PLACES, {
			onProgress: (progress: GameProgress | undefined) => void (progress && kept.push(progress.elapsedMs)),
		});
		setClock(5000);
		table.rerender({size: {columns: 70, rows: 24}});
		await until(() => table.frame().includes('Make the terminal'), table.frame);
		setClock(14_000);
		table.rerender({size: TERMINAL});
		await until(() => table.frame().includes('Shamrocks ·'), table.frame);
		await table.press('n');
		expect(table.frame()).toContain('Restart this deal');
		setClock(23_000);
		await table.press(KEYS.escape, KEYS.enter);
		expect(table.frame()).toMatch(/1 move · 00:05/);
		expect(kept).toEqual([5000]);
	});

	it('stands on the win panel: undone nine seconds later, the time goes on from the win', async () => {
		vi.useFakeTimers({toFake: ['Date'], now: 0});
		const table = await play(ONE_TO_WIN, {settings: {autoComplete: false}});
		setClock(3000);
		await table.press(KEYS.enter);
		expect(table.frame()).toContain('Board one-to-win in 1 move and 00:03.');
		setClock(12_000);
		await table.press('u');
		expect(table.frame()).toMatch(/0 moves · 00:03/);
	});
});
