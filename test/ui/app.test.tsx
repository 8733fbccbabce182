import {afterEach, describe, expect, it} from 'vitest';
import {cleanup} from 'ink-testing-library';
import {MANY_PLACES, ONE_FROM_FINISH, ONE_FROM_STUCK, ONE_TO_WIN, READY_TO_FINISH, STUCK} from './boards.js';
import {deal, fanLabels, firstBlocked, firstClick} from './deal-facts.js';
import {KEYS, type Table, aimedFan, fansOnScreen, play, seeded, until, wait} from './helpers.js';
import {fanAt, newGame, parseCard, playLegalMoves, undo} from '../../source/engine/index.js';
import {type GameProgress} from '../../source/ui/app.js';

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

	it('keeps the moves and the clock in view after a long deal title, cut in the middle', async () => {
		const long = {...seeded('42'), title: 'board /home/player/games/shamrocks/saved/positions/tricky-one.txt'};
		const table = await play(long);
		expect(table.frame()).toMatch(/· board \/home\/player\/…tions\/tricky-one\.txt · 0 moves · 00:0\d/);
		expectFits(table);
	});

	it('writes cards as in board files with --ascii', async () => {
		const table = await play(seeded('42'), {settings: {ascii: true}});
		const fans = fansOnScreen(table.frame());
		expect(fans).toEqual(DEAL_42.fans.map((_, fan) => fanLabels(DEAL_42, fan, true)));
		expect(fans.flat()).toContain('TC');
		expect(fans.flat()).not.toContain('10C');
		expect(table.frame()).toContain('.C  .D  .H  .S');
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

	it('plays a card to its foundation first, and Space does the same as Enter', async () => {
		const table = await play(MANY_PLACES);
		await table.press(KEYS.right, KEYS.right, KEYS.right, KEYS.right, ' ');
		expect(table.frame()).toContain('10♣ to its foundation.');
		expect(table.frame()).toContain('10♣  9♦  9♥  9♠');
		expect(fansOnScreen(table.frame())[4]).toEqual([]);
	});

	it('says why when the card has nowhere to go, or the fan is empty', async () => {
		const blocked = firstBlocked(DEAL_42)!;
		const table = await play(seeded('42'));
		for (let fan = 0; fan < blocked.fan; fan++) await table.press(KEYS.right);
		await table.press(KEYS.enter);
		expect(table.frame()).toContain(`${blocked.card} has nowhere to go.`);
		expect(table.frame()).toContain('0 moves');
		const empty = await play(MANY_PLACES);
		await empty.press(KEYS.end, KEYS.enter);
		expect(empty.frame()).toContain('Fan 18 is empty.');
	});

	it('breaks a long message between words, its second row as far left as the first', async () => {
		// A word that ends right at the edge of the first row: Ink's own wrapping moved the space after it to the second.
		const table = await play(seeded('42'), {notice: {text: `${'x'.repeat(76)} next`, tone: 'info'}});
		expect(table.frame()).toContain(`\n ${'x'.repeat(76)}\n next\n`);
	});

	it('cuts a message longer than its two rows at the end, with …, and keeps its start', async () => {
		const words = Array.from({length: 40}, (_, index) => `word${index}`).join(' ');
		const table = await play(seeded('42'), {notice: {text: `Start: ${words}`, tone: 'info'}});
		expect(table.frame()).toMatch(/\n Start: word0 word1 [^\n]*\n [^\n]*…\n/);
		expectFits(table);
	});

	it('says which keys work when a key does nothing on the board, and changes nothing', async () => {
		const table = await play(seeded('42'));
		const before = table.frame();
		await table.press('x');
		const said = () => table.frame().replaceAll(/\s+/g, ' ');
		expect(said()).toContain('"x" does nothing here: ←→ aim at a fan, Enter plays its top card, ? lists every key.');
		await table.press(KEYS.up);
		expect(said()).toContain('Shamrocks never plays a card back from the foundations: ←→ aim at a fan.');
		await table.press('7');
		expect(said()).toContain('"7" does nothing here:');
		// The board is as it was: no move, the aim where it was.
		expect(fansOnScreen(table.frame())).toEqual(fansOnScreen(before));
		expect(table.frame()).toContain('0 moves');
		expect(aimedFan(table.frame())).toBe(1);
		// With a card in hand, Enter drops it.
		await table.press('m', 'x');
		expect(said()).toContain('"x" does nothing here: ←→ aim at a fan, Enter drops the card there, Esc puts it back, ? lists every key.');
	});
});

describe('drag: m picks up, Enter drops', () => {
	it('carries the card under the aim, refuses a full fan, then drops where it fits', async () => {
		const table = await play(MANY_PLACES);
		await table.press('m');
		expect(table.frame()).toContain('Holding J♣ from fan 1');
		expect(table.frame()).toContain('⏎ drop here  f to foundation  Esc put back');
		await table.press(KEYS.right, KEYS.right, KEYS.right, KEYS.enter);
		expect(table.frame()).toContain('Fan 4 already holds three cards.');
		expect(table.frame()).toContain('Esc put back'); // still holding
		await table.press(KEYS.right, KEYS.right, KEYS.enter);
		expect(fansOnScreen(table.frame())[5]).toEqual(['Q♣', 'J♣']);
		expect(table.frame()).toContain('J♣ to fan 6.');
		expect(table.frame()).toContain('⏎ play  m pick');
	});

	it('puts the card back with Esc, and f drops it on its foundation', async () => {
		const table = await play(MANY_PLACES);
		await table.press('m', KEYS.right, KEYS.escape);
		expect(table.frame()).toContain('J♣ stays on fan 1.');
		expect(table.frame()).toContain('0 moves');
		await table.press(KEYS.right, KEYS.right, KEYS.right, 'm', 'f');
		expect(table.frame()).toContain('10♣ to its foundation.');
		await table.press(KEYS.home, KEYS.right, 'f');
		expect(table.frame()).toContain('Q♦ cannot go to its foundation yet.');
	});
});

describe('undo and redo', () => {
	it('takes moves back and plays them again', async () => {
		const table = await play(MANY_PLACES);
		await table.press(KEYS.enter, 'u');
		expect(table.frame()).toContain('Undone: J♣ back to fan 1.');
		expect(table.frame()).toContain('0 moves');
		expect(fansOnScreen(table.frame())[0]).toEqual(['K♣', 'J♣']);
		await table.press('u');
		expect(table.frame()).toContain('Nothing to undo');
		await table.press('r');
		expect(table.frame()).toContain('Redone: J♣ to fan 2.');
		expect(table.frame()).toContain('1 move ·');
		await table.press('r');
		expect(table.frame()).toContain('Nothing to redo.');
	});
});

describe('the game kept between runs', () => {
	it('takes a saved game up where it was left, with its undo, its redo and its time', async () => {
		let game = newGame(MANY_PLACES.position);
		const jack = parseCard('JC') as number;
		game = playLegalMoves(game, [{card: jack, from: fanAt(0), to: fanAt(1)}, {card: jack, from: fanAt(1), to: fanAt(2)}]);
		const table = await play({...MANY_PLACES, resumed: {game: undo(game), elapsedMs: 65_000}});
		expect(table.frame()).toMatch(/1 move · 01:0\d/);
		await table.press('r');
		expect(table.frame()).toContain('Redone: J♣ to fan 3.');
		await table.press('u', 'u');
		expect(table.frame()).toContain('0 moves');
	});

	it('reports the game after each move and on the way out, to keep it; nothing for a deal only looked at; forgets a won one', async () => {
		const reports: Array<number | undefined> = [];
		const onProgress = (progress: GameProgress | undefined) => {
			reports.push(progress === undefined ? undefined : progress.game.current);
		};
		const table = await play(MANY_PLACES, {onProgress});
		// A deal only looked at keeps nothing and forgets nothing.
		expect(reports).toEqual([]);
		await table.press(KEYS.enter);
		expect(reports).toEqual([1]);
		await table.press('u');
		expect(reports).toEqual([1, 0]);
		// Once more on the way out, for the time played since.
		table.unmount();
		expect(reports).toEqual([1, 0, 0]);
		reports.length = 0;
		const winning = await play(ONE_TO_WIN, {onProgress, settings: {autoComplete: false}});
		await winning.press(KEYS.enter);
		expect(winning.frame()).toContain('You won');
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
		await table.press('n', KEYS.down, KEYS.down, KEYS.down, KEYS.enter);
		expect(table.frame()).toContain('Back to the deal');
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

	it('opens help and settings from the menu', async () => {
		const table = await play(seeded('42'));
		await table.press('n', KEYS.down, KEYS.down, KEYS.down, KEYS.down, KEYS.down, KEYS.enter);
		expect(table.frame()).toContain('Shamrocks: how to play');
		expectFits(table);
		await table.press(KEYS.escape, 'n', KEYS.down, KEYS.down, KEYS.down, KEYS.down, KEYS.enter);
		expect(table.frame()).toContain('Autoplay: on');
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
		expect(table.frame()).toContain('❯ Card glyphs: letters');
		await table.press('2');
		expect(table.frame()).toContain('❯ Auto complete: off');
		expect(table.frame()).not.toContain('❯ Card glyphs');
	});

	it('says what the saving of a change had to say (a damaged file moved aside)', async () => {
		const table = await play(seeded('42'), {notice: {text: 'Settings file s.json could not be used (not JSON); using the defaults.', tone: 'warn'}, onSettingsChange: async () => 'Settings saved. The file that could not be used is kept as s.json.damaged.'});
		expect(table.frame()).toContain('could not be used (not JSON)');
		await table.press('s', KEYS.down, KEYS.enter, KEYS.escape);
		await until(() => table.frame().includes('kept as s.json.damaged'), table.frame);
	});

	it('tells the settings change to its owner (to save them)', async () => {
		const changes: unknown[] = [];
		const table = await play(seeded('42'), {onSettingsChange: (settings) => void changes.push(settings)});
		await table.press('s', KEYS.down, KEYS.enter);
		expect(changes).toEqual([{autoplay: true, autoComplete: false, ascii: false, color: true, rules: {variant: 'shamrocks', kings: 'bottom'}}]);
	});
});

describe('help', () => {
	it('lists the rules and every key, and goes back with ?', async () => {
		const table = await play(seeded('42'));
		await table.press('?');
		const frame = table.frame();
		for (const words of ['Goal:', 'Home End', 'Enter  Space', 'pick the card up', 'hint', 'undo, redo', 'back to winnable', 'quit']) expect(frame).toContain(words);
		expectFits(table);
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
		for (let i = 0; i < 12; i++) await table.press(KEYS.down);
		expect(table.frame()).toContain('q  Ctrl+C');
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
	it('says at once when no card can move, offering undo and a new deal', async () => {
		const table = await play(ONE_FROM_STUCK);
		await table.press(KEYS.right, KEYS.enter);
		expect(table.frame()).toContain('Stuck: no card can move. Press u to undo, or n for a new deal.');
		expect(table.frame()).toContain('u undo  n menu: new deal');
		await table.press('u');
		expect(table.frame()).toContain('Undone: J♠ back to fan 2.');
	});

	it('says a deal stuck from the start is, and answers u there', async () => {
		const table = await play(STUCK);
		expect(table.frame()).toContain('Stuck from the deal: no card can move. Press n for a new deal.');
		expect(table.frame()).toContain('n menu: new deal  h hint');
		expect(table.frame()).not.toContain('u undo');
		await table.press('u');
		expect(table.frame()).toContain('Nothing to undo: this is the deal.');
	});

	it('gives a long replay seed a line of its own on the win screen, not a cut one', async () => {
		const spaced = await play({...ONE_TO_WIN, seed: "it's here"}, {settings: {autoComplete: false}});
		await spaced.press(KEYS.enter);
		// As a shell needs it typed.
		expect(spaced.frame()).toContain("Replay it with --seed 'it'\\''s here'.");
		spaced.unmount();
		const daily = {...ONE_TO_WIN, title: 'daily 2026-12-25', seed: 'daily-2026-12-25/3'};
		const table = await play(daily, {settings: {autoComplete: false}});
		await table.press(KEYS.enter);
		expect(table.frame()).toMatch(/Daily 2026-12-25 in 1 move and 00:0\d\./);
		expect(table.frame()).toContain('Replay it with --seed daily-2026-12-25/3.');
		expect(table.frame()).not.toContain('…');
		expectFits(table);
	});

	it('shows the win screen with the moves, the time and the seed, and Enter deals again', async () => {
		const table = await play(ONE_TO_WIN, {settings: {autoComplete: false}});
		expect(table.frame()).not.toContain('You won');
		await table.press(KEYS.enter);
		const frame = table.frame();
		expect(frame).toContain('You won! All 52 cards are home.');
		expect(frame).toMatch(/Board one-to-win in 1 move and 00:0\d\. Replay it with --seed one\./);
		expect(frame).toContain('⏎ new deal  u undo  n menu');
		expectFits(table);
		await table.press(KEYS.enter);
		expect(table.frame()).toContain('deal 1000 · 0 moves');
	});

	it('undoes a win', async () => {
		const table = await play(ONE_TO_WIN, {settings: {autoComplete: false}});
		await table.press(KEYS.enter, 'u');
		expect(table.frame()).not.toContain('You won');
		expect(fansOnScreen(table.frame())[0]).toEqual(['K♠']);
	});

	it('auto-completes card by card once every fan is descending', async () => {
		const table = await play(ONE_FROM_FINISH, {timing: {autoCompleteMs: 40, hintLightMs: 10_000}});
		await table.press(KEYS.right, KEYS.right, KEYS.right, KEYS.right, KEYS.enter);
		expect(table.frame()).toContain('Every fan is descending: playing the rest home.');
		// Visibly: part of the way home, not all at once. Waiting for the first card to go, rather
		// than a fixed time, holds on a busy machine too, where timers fire late.
		await until(() => fansOnScreen(table.frame()).flat().length < 13, table.frame);
		expect(fansOnScreen(table.frame()).flat().length).toBeGreaterThan(0);
		await until(() => table.frame().includes('You won!'), table.frame);
		expect(table.frame()).toContain('in 14 moves');
	});

	it('asks no hint while auto complete plays the rest home, so none is left over on the win', async () => {
		// Steps slow enough that h's message is still on screen when it is read: each step says
		// again what is going on, and 40 ms steps overtook the check on a busy machine.
		const table = await play(ONE_FROM_FINISH, {timing: {autoCompleteMs: 300, hintLightMs: 10_000}});
		await table.press(KEYS.right, KEYS.right, KEYS.right, KEYS.right, KEYS.enter, 'h');
		expect(table.frame()).toContain('Nothing to hint: the rest is playing home by itself.');
		expect(table.frame()).not.toContain('Thinking');
		await until(() => table.frame().includes('You won!'), table.frame, 15_000);
		expect(table.frame()).not.toContain('Hint:');
	});

	it('leaves no message of a key pressed during auto complete under the win panel', async () => {
		// Steps slow enough that the message of the key is on screen before the next step says
		// again what is going on, even on a busy machine.
		const table = await play(ONE_FROM_FINISH, {timing: {autoCompleteMs: 300, hintLightMs: 10_000}});
		await table.press(KEYS.right, KEYS.right, KEYS.right, KEYS.right, KEYS.enter, KEYS.right, KEYS.right, KEYS.enter);
		expect(table.frame()).toContain('is empty');
		await until(() => table.frame().includes('You won!'), table.frame, 15_000);
		expect(table.frame()).not.toContain('is empty');
		expect(table.frame()).not.toContain('playing the rest home');
	});

	it('leaves the cards alone with Auto complete off', async () => {
		const table = await play(READY_TO_FINISH, {settings: {autoComplete: false}});
		await wait(100);
		expect(fansOnScreen(table.frame()).flat()).toHaveLength(13);
		expect(table.frame()).not.toContain('You won');
	});

	it('finishes a position that starts ready, and undo stops it', async () => {
		const table = await play(READY_TO_FINISH, {timing: {autoCompleteMs: 60, hintLightMs: 10_000}});
		// Once a card or two has gone home (timers fire late on a busy machine).
		await until(() => fansOnScreen(table.frame()).flat().length < 13, table.frame);
		await table.press('u');
		const after = fansOnScreen(table.frame()).flat().length;
		expect(after).toBeGreaterThan(0);
		await wait(300);
		expect(fansOnScreen(table.frame()).flat().length).toBe(after);
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

	it('applies every key of a burst to the screen it was typed on', async () => {
		const table = await play(MANY_PLACES);
		// One write: open the settings, go down to Auto complete, switch it, leave, play.
		await table.press(`s${KEYS.down}\r${KEYS.escape}`);
		await wait(80);
		await table.press('s');
		expect(table.frame()).toContain('Auto complete: off');
		expect(table.frame()).toContain('Autoplay: on');
	});
});
