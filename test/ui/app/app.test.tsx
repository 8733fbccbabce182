import {afterEach, describe, expect, it, vi} from 'vitest';
import {cleanup} from 'ink-testing-library';
import {type HintService} from '../../../source/solver-service/types.js';
import {type GameProgress} from '../../../source/ui/app/app.js';
import {MANY_PLACES, ONE_FROM_FINISH, ONE_FROM_STUCK, ONE_TO_WIN, READY_TO_FINISH} from '../boards.js';
import {deal, fanLabels, firstClick} from '../deal-facts.js';
import {KEYS, type Table, aimedFan, countingDealer, fansOnScreen, play, seeded, settle, until} from '../helpers.js';
import {type GameResult, NO_RECORDS, recordGame} from '../../../source/stats/records.js';

/**
 * The whole app through real keys, for what lies between the reducers: keys reaching the screen
 * they were typed on, the menus' and settings' wiring, the game kept, terminal sizes, timers. What
 * a key does to the game is tested on the reducer (play-state.test.ts), what the board shows of a
 * state in play-view.test.tsx, and the key maps in keys.test.ts.
 */

const DEAL_42 = deal('42');

afterEach(() => cleanup());

/** Every line fits 80 columns with one to spare, and the frame stays below the 24th row. */
function expectFits(table: Table) {
	const lines = table.frame().split('\n');
	expect(lines.length).toBeLessThanOrEqual(23);
	for (const line of lines) expect(line.length).toBeLessThanOrEqual(79);
}

describe('the board', () => {
	it('shows the deal: 18 numbered fans bottom card first, the foundations and the seed', async () => {
		const table = await play(seeded('42'));
		const frame = table.frame();
		expect(frame).toContain('Shamrocks · deal 42 · 0 moves · 00:0');
		expect(frame).toMatch(/ {3}1 {3}2 {3}3 .* 17 {2}18/);
		expect(frame).toContain('·♣  ·♦  ·♥  ·♠');
		// Deal 42 as the engine deals it: three cards a fan, the last card alone on fan 18.
		const fans = fansOnScreen(frame);
		expect(fans).toEqual(DEAL_42.fans.map((_, fan) => fanLabels(DEAL_42, fan)));
		expect(fans[17]).toHaveLength(1);
		expect(fans.flat()).toHaveLength(52);
		expect(frame).toContain('←→ aim  ⏎ play  m pick  h hint');
		expectFits(table);
	});

	it('moves the aim through all 18 fans with Left/Right, Home and End, and not past the ends', async () => {
		const table = await play(seeded('42'));
		expect(aimedFan(table.frame())).toBe(1);
		await table.press(KEYS.left);
		expect(aimedFan(table.frame())).toBe(1);
		await table.press(KEYS.right, KEYS.right);
		expect(aimedFan(table.frame())).toBe(3);
		await table.press(KEYS.end);
		expect(aimedFan(table.frame())).toBe(18);
		await table.press(KEYS.right);
		expect(aimedFan(table.frame())).toBe(18);
		await table.press(KEYS.home);
		expect(aimedFan(table.frame())).toBe(1);
	});
});

describe('click: Enter plays the aimed card', () => {
	it('plays it to the first fan it fits, follows it there, and Enter again tries the next place', async () => {
		const table = await play(MANY_PLACES);
		await table.press(KEYS.enter);
		expect(table.frame()).toContain('J♣ to fan 2. Enter again: to fan 3.');
		expect(table.frame()).toContain('1 move ·');
		expect(fansOnScreen(table.frame())[1]).toEqual(['K♦', 'Q♦', 'J♣']);
		expect(aimedFan(table.frame())).toBe(2);

		await table.press(KEYS.enter);
		expect(fansOnScreen(table.frame())[1]).toEqual(['K♦', 'Q♦']);
		expect(fansOnScreen(table.frame())[2]).toEqual(['K♥', '10♥', 'J♣']);
		expect(table.frame()).toContain('1 move ·'); // re-routed, not a second move
		expect(aimedFan(table.frame())).toBe(3);
	});
});

describe('the game kept between runs', () => {
	it('reports the game after each move and on the way out, to keep it; nothing for a deal only looked at; forgets a won one', async () => {
		const reports: Array<number | undefined> = [];
		const onProgress = (progress: GameProgress | undefined) => {
			reports.push(progress === undefined ? undefined : progress.game.current);
		};
		const table = await play(MANY_PLACES, {onProgress});
		await table.press(KEYS.enter);
		await until(() => reports.length > 0, table.frame);
		// The move's report, and nothing before it: a deal only looked at keeps nothing and forgets nothing.
		expect(reports).toEqual([1]);
		await table.press('u');
		await until(() => reports.length > 1, table.frame);
		expect(reports).toEqual([1, 0]);
		// Once more on the way out, for the time played since.
		table.unmount();
		expect(reports).toEqual([1, 0, 0]);
		reports.length = 0;
		const winning = await play(ONE_TO_WIN, {onProgress, settings: {autoComplete: false}});
		await winning.press(KEYS.enter);
		expect(winning.frame()).toContain('You won');
		await until(() => reports.length > 0, winning.frame);
		expect(reports).toEqual([undefined]);
	});
});

describe('keys typed faster than the screen redraws', () => {
	it('takes each of several keys that arrive in one read, as key repeat and fast typing send them', async () => {
		const table = await play(MANY_PLACES);
		await table.press(KEYS.enter);
		await table.press('ur');
		expect(table.frame()).toContain('Redone: J♣ to fan 2.');
		expect(table.frame()).toContain('1 move ·');
		await table.press('uu');
		expect(table.frame()).toContain('Nothing to undo');
		// Enter twice in one read: the card goes, then on to its next place.
		await table.press(KEYS.enter + KEYS.enter);
		expect(table.frame()).toMatch(/J♣ (on )?to fan (?!2\.)\d+/);
	});
});

describe('the menu', () => {
	it('restarts the deal, deals a new one, and closes with Esc', async () => {
		const table = await play(seeded('42'));
		const first = fansOnScreen(table.frame());
		await table.press('n');
		expect(table.frame()).toContain('New deal');
		expect(table.frame()).toContain('Restart this deal');
		expectFits(table);
		await table.press(KEYS.escape);
		expect(table.frame()).toContain('deal 42');

		const click = firstClick(DEAL_42);
		for (let fan = 0; fan < click.fan; fan++) await table.press(KEYS.right);
		await table.press(KEYS.enter);
		expect(table.frame()).toContain(`${click.card} to ${click.place}.`);
		expect(table.frame()).toContain('1 move ·');
		// Restart ends the game in progress (lost, restarted): it asks first, as a new deal does.
		await table.press('n', KEYS.down, KEYS.down, KEYS.down, KEYS.enter);
		expect(table.frame()).toContain('This ends the game in progress: choose it again to restart, Esc keeps it.');
		await table.press(KEYS.enter);
		expect(table.frame()).toContain('Back to the deal; r redoes the moves.');
		expect(fansOnScreen(table.frame())).toEqual(first);

		// The restarted game still has a move to redo: a new deal asks first.
		// New deal lists the variants, on the one being played.
		await table.press('n', KEYS.enter);
		expect(table.frame()).toContain('❯ Shamrocks  (this game)');
		expect(table.frame()).toContain('Scotch');
		await table.press(KEYS.enter);
		expect(table.frame()).toContain('This ends the game in progress: choose it again to deal, Esc keeps the game.');
		expectFits(table);
		await table.press(KEYS.escape);
		expect(table.frame()).toContain('deal 42');
		await table.press('n', KEYS.enter, KEYS.enter, KEYS.down, KEYS.up);
		expect(table.frame()).not.toContain('This ends the game in progress');
		await table.press(KEYS.enter);
		expect(table.frame()).toContain('This ends the game in progress');
		await table.press(KEYS.enter);
		expect(table.frame()).toContain('deal 1000');
		expect(fansOnScreen(table.frame())).not.toEqual(first);
		// A fresh deal with nothing played is left at once.
		await table.press('n', KEYS.enter, KEYS.enter);
		expect(table.frame()).toContain('deal 1001');
	});

	it('says so when a winnable deal cannot be had, and keeps the game', async () => {
		const table = await play(seeded('42'));
		await table.press('n', KEYS.down, KEYS.enter);
		await until(() => table.frame().includes('No new deal'), table.frame);
		expect(table.frame()).toContain('No new deal: no solver in this test');
		expect(table.frame()).toContain('deal 42');
	});

	it('opens statistics, help and settings from the menu', async () => {
		const table = await play(seeded('42'));
		await table.press('n', KEYS.down, KEYS.down, KEYS.down, KEYS.down, KEYS.down, KEYS.down, KEYS.enter);
		expect(table.frame()).toContain('Shamrocks: how to play');
		expectFits(table);
		await table.press(KEYS.escape, 'n', KEYS.down, KEYS.down, KEYS.down, KEYS.down, KEYS.down, KEYS.enter);
		expect(table.frame()).toContain('Autoplay: on');
		await table.press(KEYS.escape, 'n', KEYS.down, KEYS.down, KEYS.down, KEYS.down, KEYS.enter);
		expect(table.frame()).toContain('Statistics: Shamrocks');
		expectFits(table);
	});
});

describe('settings', () => {
	it('switches Autoplay off: Enter then only says so, and drag still moves', async () => {
		const table = await play(MANY_PLACES);
		await table.press('s');
		expect(table.frame()).toContain('Autoplay: on');
		expectFits(table);
		await table.press(KEYS.enter);
		expect(table.frame()).toContain('Autoplay: off');
		await table.press(KEYS.escape, KEYS.enter);
		expect(table.frame()).toContain('Autoplay is off');
		expect(table.frame()).toContain('0 moves');
		// The legend no longer offers Enter to play a card.
		expect(table.frame()).toContain('←→ aim  m pick up  h hint');
		await table.press('m', KEYS.right, KEYS.enter);
		expect(table.frame()).toContain('1 move ·');
	});

	it('switches card glyphs to letters and back, keeping the cursor on its line', async () => {
		const table = await play(seeded('42'));
		await table.press('s', KEYS.down, KEYS.down, KEYS.enter);
		expect(table.frame()).toContain('Card glyphs: letters');
		await table.press(KEYS.enter);
		expect(table.frame()).toContain('Card glyphs: suit symbols');
		await table.press(KEYS.enter, KEYS.down, KEYS.enter);
		expect(table.frame()).toContain('Colour: off');
		await table.press(KEYS.escape);
		expect(fansOnScreen(table.frame())[0]).toEqual(fanLabels(DEAL_42, 0, true));
	});

	it('switches the line a digit picks, and the marker goes to that line', async () => {
		const table = await play(seeded('42'));
		await table.press('s', '3');
		// Letters on: the marker is in ASCII too.
		expect(table.frame()).toContain('> Card glyphs: letters');
		await table.press('2');
		expect(table.frame()).toContain('> Auto complete: off');
		expect(table.frame()).not.toContain('> Card glyphs');
	});

	it('says what the saving of a change had to say (a damaged file moved aside)', async () => {
		const table = await play(seeded('42'), {
			notice: {text: 'Settings file s.json could not be used (not JSON); using the defaults.', tone: 'warn'},
			onSettingsChange: async () => 'Settings saved. The file that could not be used is kept as s.json.damaged.',
		});
		expect(table.frame()).toContain('could not be used (not JSON)');
		await table.press('s', KEYS.down, KEYS.enter, KEYS.escape);
		await until(() => table.frame().includes('kept as s.json.damaged'), table.frame);
	});

	it('tells the settings change to its owner (to save them)', async () => {
		const changes: unknown[] = [];
		const table = await play(seeded('42'), {onSettingsChange: (settings) => void changes.push(settings)});
		await table.press('s', KEYS.down, KEYS.enter);
		expect(changes).toEqual([
			{
				autoplay: true,
				autoComplete: false,
				ascii: false,
				color: true,
				winnableMark: true,
				showPlayable: true,
				mouse: true,
				demoPace: 4,
				drawEarly: false,
				autoDrop: false,
				board: 'roomy',
				rules: {variant: 'shamrocks', kings: 'bottom'},
			},
		]);
	});
});

describe('help', () => {
	it('lists the rules and every key, and goes back with ?', async () => {
		const table = await play(seeded('42'));
		await table.press('?');
		// At 80 x 24 the help scrolls: every line comes into view with Down.
		let seen = table.frame();
		expectFits(table);
		for (let line = 0; line < 14; line++) {
			await table.press(KEYS.down);
			seen += table.frame();
		}
		const aims = ['Home End', '1 to 9, 0', '0 for fan 10', '1 then 4 (typed quickly) for fan 14', 'Tab  Shift-Tab'];
		const undoes = ['undo, redo', 'Ctrl+Z  Ctrl+Y undo, redo', 'Backspace undoes too', 'back to winnable'];
		const plays = ['Enter  Space', 'pick the card up', 'hint', 'watch the solver', 'drag it'];
		for (const words of ['Goal:', ...aims, ...plays, ...undoes, 'quit']) expect(seen).toContain(words);
		await table.press('?');
		expect(table.frame()).toContain('deal 42');
	});

	it('fits the narrowest terminal the game takes, and tells the two facts of strategy', async () => {
		const table = await play(seeded('42'), {size: {columns: 77, rows: 30}});
		await table.press('?');
		expect(table.frame()).not.toContain('…');
		expect(table.frame()).toContain('A card that can go home need not');
		expect(table.frame()).toContain('A King leaves only for home or a Queen with room.');
	});

	it('scrolls when the terminal is short', async () => {
		const table = await play(seeded('42'), {size: {columns: 80, rows: 16}});
		await table.press('?');
		expect(table.frame().split('\n').length).toBeLessThanOrEqual(15);
		expect(table.frame()).toContain('scroll');
		expect(table.frame()).not.toContain('q  Ctrl+C');
		for (let i = 0; i < 40; i++) await table.press(KEYS.down);
		expect(table.frame()).toContain('q  Ctrl+C');
	});

	it('goes to its ends with Home and End, a page with Page Up/Down or Space, and scrolls with the wheel', async () => {
		const table = await play(seeded('42'), {size: {columns: 80, rows: 16}});
		await table.press('?');
		const top = table.frame();
		await table.press(KEYS.end);
		expect(table.frame()).toContain('q  Ctrl+C');
		await table.press(KEYS.home);
		expect(table.frame()).toBe(top);
		await table.press(' ');
		const page = table.frame();
		expect(page).not.toBe(top);
		await table.press('\u001B[5~');
		expect(table.frame()).toBe(top);
		await table.press('\u001B[6~');
		expect(table.frame()).toBe(page);
		// The wheel: 64 up, 65 down, at any cell.
		await table.press('\u001B[<64;10;5M');
		expect(table.frame()).not.toBe(page);
		await table.press('\u001B[<65;10;5M');
		expect(table.frame()).toBe(page);
	});
});

describe('a terminal too small', () => {
	it('asks for a bigger one instead of drawing a broken board, and the game survives a resize', async () => {
		const table = await play(MANY_PLACES);
		await table.press(KEYS.enter);
		table.rerender({size: {columns: 60, rows: 20}});
		await until(() => table.frame().includes('Make the terminal'), table.frame);
		expect(table.frame()).toContain('Make the terminal at least 77 x 15 to play (it is 60 x 20).');
		expect(table.frame()).not.toContain('Shamrocks ·');
		await table.press(KEYS.enter, 'u'); // keys do nothing to the hidden board
		table.rerender({size: {columns: 80, rows: 14}});
		await until(() => table.frame().includes('it is 80 x 14'), table.frame);
		table.rerender({size: {columns: 12, rows: 3}});
		await until(() => table.frame().includes('Need 77x15'), table.frame);
		table.rerender({size: {columns: 80, rows: 24}});
		await until(() => table.frame().includes('Shamrocks ·'), table.frame);
		expect(table.frame()).toContain('1 move ·');
		expect(fansOnScreen(table.frame())[1]).toEqual(['K♦', 'Q♦', 'J♣']);
	});
});

describe('the end of a game', () => {
	it('shows the win screen, and Enter deals again', async () => {
		const table = await play(ONE_TO_WIN, {settings: {autoComplete: false}});
		expect(table.frame()).not.toContain('You won');
		await table.press(KEYS.enter);
		expect(table.frame()).toContain('You won! All 52 cards are home.');
		expect(table.frame()).toContain('⏎ new deal  u undo  n menu');
		await table.press(KEYS.enter);
		expect(table.frame()).toContain('deal 1000 · 0 moves');
	});
});

/** A solver that never answers, and counts what it is asked. */
function silentHints(): HintService & {readonly asked: () => number} {
	let asked = 0;
	return {
		asked: () => asked,
		think: () => undefined,
		hint: () => {
			asked++;
			return new Promise<never>(() => undefined);
		},
		winnableDeal: () => Promise.reject(new Error('not asked for in these tests')),
		close: async () => undefined,
	};
}

describe('auto complete, on a fake clock (each step is a timer the test runs)', () => {
	afterEach(() => vi.useRealTimers());

	const cardsOnFans = (table: Table) => fansOnScreen(table.frame()).flat().length;

	/** The next step's timer run, and what it set going (the timer for the step after). */
	async function step(ms: number): Promise<void> {
		await vi.advanceTimersByTimeAsync(ms);
		await settle();
	}

	it('plays the rest home card by card once every fan is descending, and counts its moves', async () => {
		vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout']});
		const table = await play(ONE_FROM_FINISH, {timing: {autoCompleteMs: 70, hintLightMs: 10_000}});
		await table.press(KEYS.right, KEYS.right, KEYS.right, KEYS.right, KEYS.enter);
		expect(table.frame()).toContain('Every fan is descending: playing the rest home.');
		expect(cardsOnFans(table)).toBe(13);
		// Visibly, one card a step: not all at once, and not before its time.
		await step(69);
		expect(cardsOnFans(table)).toBe(13);
		await step(1);
		expect(cardsOnFans(table)).toBe(12);
		for (let left = 12; left > 0; left--) await step(70);
		expect(table.frame()).toContain('You won!');
		expect(table.frame()).toContain('in 14 moves');
	});

	it('asks no hint while it plays, and leaves no message of a key pressed meanwhile under the win panel', async () => {
		vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout']});
		const hints = silentHints();
		const table = await play(ONE_FROM_FINISH, {hints, timing: {autoCompleteMs: 70, hintLightMs: 10_000}});
		await table.press(KEYS.right, KEYS.right, KEYS.right, KEYS.right, KEYS.enter, 'h');
		expect(table.frame()).toContain('Nothing to hint: the rest is playing home by itself.');
		expect(table.frame()).not.toContain('Thinking');
		await step(70);
		await table.press(KEYS.right, KEYS.right, KEYS.enter);
		expect(table.frame()).toContain('Fan 7 is empty.');
		for (let left = 12; left > 0; left--) await step(70);
		expect(table.frame()).toContain('You won!');
		expect(hints.asked()).toBe(0);
		expect(table.frame()).not.toContain('is empty');
		expect(table.frame()).not.toContain('playing the rest home');
		expect(table.frame()).not.toContain('Hint:');
	});

	it('leaves the cards alone with Auto complete off: no step is ever set', async () => {
		vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout']});
		const table = await play(READY_TO_FINISH, {
			settings: {autoComplete: false},
			timing: {autoCompleteMs: 70, hintLightMs: 10_000},
		});
		expect(vi.getTimerCount()).toBe(0);
		await step(10_000);
		expect(cardsOnFans(table)).toBe(13);
		expect(table.frame()).not.toContain('You won');
	});

	it('finishes a position that starts ready, and undo stops it', async () => {
		vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout']});
		const table = await play(READY_TO_FINISH, {timing: {autoCompleteMs: 60, hintLightMs: 10_000}});
		await step(60);
		await step(60);
		expect(cardsOnFans(table)).toBe(11);
		await table.press('u');
		expect(cardsOnFans(table)).toBe(12);
		// Stopped: no step is waiting, and time brings none.
		expect(vi.getTimerCount()).toBe(0);
		await step(10_000);
		expect(cardsOnFans(table)).toBe(12);
	});
});

describe('keys in a burst', () => {
	it('takes Esc followed at once by a letter (one Alt+letter to the terminal) as both keys', async () => {
		const table = await play(seeded('42'));
		await table.press('n', '\u001Bs');
		expect(table.frame()).toContain('Autoplay: on');
		await table.press(`\u001B${KEYS.end}`); // Esc, End: back on the board, aiming at fan 18
		expect(aimedFan(table.frame())).toBe(18);
	});

	it('takes Ctrl+Q (XON, which a terminal may send of itself) for no key: the game goes on', async () => {
		const table = await play(MANY_PLACES);
		await table.press('\u0011');
		expect(table.frame()).toContain('q quit');
		// Still running: the next key opens the help.
		await table.press('?');
		await until(() => table.frame().includes('how to play'), table.frame);
	});

	it('applies every key of a burst to the screen it was typed on', async () => {
		const table = await play(MANY_PLACES);
		// One write: open the settings, go down to Auto complete, switch it, leave, play.
		await table.press(`s${KEYS.down}\r${KEYS.escape}`);
		// The Escape at the end of the burst is handed over a tick later: back on the board.
		await until(() => table.frame().includes('q quit'), table.frame);
		await table.press('s');
		expect(table.frame()).toContain('Auto complete: off');
		expect(table.frame()).toContain('Autoplay: on');
	});
});

describe('the statistics', () => {
	it('counts a game restarted after a move as lost, on the Statistics screen, and Left/Right show the other games', async () => {
		const results: GameResult[] = [];
		const table = await play(seeded('42'), {onResult: async (result) => void results.push(result)});
		const click = firstClick(DEAL_42);
		for (let fan = 0; fan < click.fan; fan++) await table.press(KEYS.right);
		await table.press(KEYS.enter, 'n', KEYS.down, KEYS.down, KEYS.down, KEYS.enter);
		// Restart asks again: the game in progress would end.
		await table.press(KEYS.enter);
		expect(table.frame()).toContain('deal 42 · 0 moves');
		expect(results).toMatchObject([{title: 'deal 42', seed: '42', outcome: 'lost', cause: 'restarted', moves: 1}]);
		await table.press('n', KEYS.down, KEYS.down, KEYS.down, KEYS.down, KEYS.enter);
		expect(table.frame()).toMatch(/Played +1/);
		expect(table.frame()).toMatch(/Win rate +0%/);
		expect(table.frame()).toMatch(/deal 42: lost \(restarted\), 1 move, \d\d:\d\d/);
		await table.press(KEYS.right);
		expect(table.frame()).toContain('Statistics: Shamrocks (Morehead and Mott-Smith Kings)');
		expect(table.frame()).toMatch(/Played +0/);
		expect(table.frame()).toContain('None yet');
		await table.press(KEYS.escape);
		expect(table.frame()).toContain('deal 42 · 0 moves');
	});

	it('says of a daily deal dealt from the menu that it was won already, and does not count the replay', async () => {
		const rules = {variant: 'shamrocks', kings: 'bottom'} as const;
		const daily = {
			title: 'daily 2026-11-30',
			seed: 'daily-2026-11-30',
			daily: '2026-11-30',
			rules,
			position: ONE_TO_WIN.position,
		};
		const before: GameResult = {
			id: 'won-before',
			rules,
			title: daily.title,
			seed: daily.seed,
			daily: daily.daily,
			outcome: 'won',
			moves: 76,
			timeMs: 121_000,
			assisted: false,
			at: '2026-11-30T20:00:00.000Z',
		};
		const results: GameResult[] = [];
		const table = await play(seeded('42'), {
			records: recordGame(NO_RECORDS, before),
			dealer: {...countingDealer(), daily: async () => daily},
			onResult: async (result) => void results.push(result),
			// One card from the win: it waits for the key that plays it.
			settings: {autoComplete: false},
		});
		await table.press('n', KEYS.down, KEYS.down, KEYS.enter);
		await until(() => table.frame().includes('daily 2026-11-30'), table.frame);
		expect(table.frame()).toMatch(/You won 2026-11-30 in 76 moves, 02:01\.\s+A replay does not count again\./);
		await table.press(KEYS.enter);
		expect(table.frame()).toContain('You won! All 52 cards are home.');
		expect(table.frame()).toContain('You had won 2026-11-30 already: this replay is not counted.');
		// Reported all the same: the records pass over a replay, in the file as on screen.
		expect(results).toMatchObject([{daily: '2026-11-30', outcome: 'won'}]);
	});

	it('counts a game quit while no card can move as lost, and keeps it no more; one that can go on stays open', async () => {
		const results: GameResult[] = [];
		const kept: Array<GameProgress | undefined> = [];
		const stuck = await play(
			{...ONE_FROM_STUCK, seed: 'stuck'},
			{onResult: async (result) => void results.push(result), onProgress: (progress) => void kept.push(progress)},
		);
		await stuck.press(KEYS.right, KEYS.enter);
		expect(stuck.frame()).toContain('Stuck: no card can move.');
		expect(kept.at(-1)?.started).toBe(true);
		stuck.unmount();
		expect(results).toMatchObject([{seed: 'stuck', outcome: 'lost', cause: 'stuck', moves: 1}]);
		expect(kept.at(-1)).toBeUndefined();

		const open = await play(
			{...MANY_PLACES, seed: 'open'},
			{onResult: async (result) => void results.push(result), onProgress: (progress) => void kept.push(progress)},
		);
		await open.press(KEYS.enter);
		open.unmount();
		expect(results).toHaveLength(1);
		expect(kept.at(-1)).toMatchObject({started: true, assisted: false});
	});
});
