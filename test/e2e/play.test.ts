import {spawnSync} from 'node:child_process';
import {existsSync, lstatSync, mkdtempSync, readFileSync, symlinkSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {deal, firstClick, firstRow} from '../ui/deal-facts.js';
import {canMakeFifo, hasDevZero, makeFifo} from '../io/special-files.js';
import {recordResults, statsPath} from '../../source/io/stats-file.js';
import {KEY, PlayedTerminal, drawnOverJunk, noPty} from './terminal.js';

// Where this platform has no pseudo-terminal binary, every test here skips, and says why once.
if (noPty !== undefined) console.warn(`end-to-end tests skipped: ${noPty}`);
const describeInPty = describe.skipIf(noPty !== undefined);

const DEAL_42 = deal('42');

let running: PlayedTerminal | undefined;

afterEach(() => running?.kill());

async function until(check: () => boolean, ms = 10_000): Promise<void> {
	const deadline = Date.now() + ms;
	while (!check()) {
		if (Date.now() > deadline) throw new Error('waited in vain');
		await new Promise((resolve) => setTimeout(resolve, 25));
	}
}

/** Plays the first card of the deal that can move, by keys. */
async function playFirstClick(game: PlayedTerminal, position: ReturnType<typeof deal>): Promise<void> {
	const click = firstClick(position);
	for (let fan = 0; fan < click.fan; fan++) await game.press(KEY.right);
	await game.press(KEY.enter);
}

function keptGames(path: string): Array<{title: string; current: number}> {
	return existsSync(path)
		? (JSON.parse(readFileSync(path, 'utf8')) as {games: Array<{title: string; current: number}>}).games
		: [];
}

function start(args: string[], columns?: number, rows?: number, env?: Record<string, string>): PlayedTerminal {
	running = new PlayedTerminal(args, columns, rows, env);
	return running;
}

describeInPty('the built game in a real 80x24 terminal', () => {
	it('starts a seeded deal, plays by keys, and quits with q leaving the terminal as it was', async () => {
		const game = start(['--seed', '42']);
		await game.waitFor('Shamrocks · deal 42 · 0 moves');
		// The title comes first in a frame: wait for its last line (the key legend) before reading it whole.
		await game.waitFor('q quit');
		expect(game.bufferType()).toBe('alternate');
		const screen = game.screen();
		expect(screen).toMatch(/ {3}1 {3}2 {3}3 .* 17 {2}18/);
		expect(screen).toContain(firstRow(DEAL_42, false));
		// Never taller than rows - 1 (a full-height frame makes Ink clear and flicker).
		expect(screen.split('\n').at(-1)).toBe('');

		const click = firstClick(DEAL_42);
		for (let fan = 0; fan < click.fan; fan++) await game.press(KEY.right);
		await game.press(KEY.enter);
		await game.waitFor(`${click.card} to ${click.place}.`);
		await game.waitFor('1 move ·');
		await game.press('u');
		await game.waitFor(`Undone: ${click.card} back to fan ${click.fan + 1}.`);

		await game.press('?');
		await game.waitFor('Shamrocks: how to play');
		await game.press('?');
		await game.waitFor('0 moves');

		await game.press('q');
		await game.exitsWith(0);
		expect(game.bufferType()).toBe('normal');
		expect(game.screen()).not.toContain('Shamrocks ·');
		expect(game.output).toContain('\u001B[?25h'); // the cursor is shown again
	});

	it('plays Scotch: its name on the status line, its rules in the help, the aim up on its piles', async () => {
		const game = start(['--variant', 'scotch', '--seed', '9']);
		await game.waitFor('Scotch · deal 9 · 0 moves');
		await game.waitFor('q quit');
		expect(game.screen()).toContain('Foundation piles F1 to F4');
		expect(game.screen()).toContain('←→↑↓ aim');
		await game.press(KEY.up, 'm');
		await game.waitFor('Foundation pile 1 is empty: nothing to pick up.');
		await game.press(KEY.down, '?');
		await game.waitFor('Scotch: how to play');
		expect(game.screen()).toContain('Any Ace starts a');
		await game.press('?', 'q');
		await game.exitsWith(0);
	});

	it('quits on Ctrl+C the same way', async () => {
		const game = start(['--seed', '7']);
		await game.waitFor('deal 7');
		await game.press(KEY.ctrlC);
		await game.exitsWith(0);
		expect(game.output).toContain('\u001B[?1049l');
		expect(game.bufferType()).toBe('normal');
	});

	it('draws every frame even with CI=true in the environment (Ink would hold them back)', async () => {
		const game = start(['--seed', '7'], 80, 24, {CI: 'true'});
		await game.waitFor('deal 7 · 0 moves');
		await game.press(KEY.right);
		await game.waitFor(/ {3}1 {3}2 .*\n/);
		await game.press('q');
		await game.exitsWith(0);
	});

	it('leaves the terminal clean and keeps the game on SIGINT, SIGTERM and SIGHUP, exit 128 + the signal', async () => {
		for (const [signal, status] of [
			['SIGINT', 130],
			['SIGTERM', 143],
			['SIGHUP', 129],
		] as const) {
			const game = start(['--seed', '42']);
			await game.waitFor('deal 42 · 0 moves');
			const click = firstClick(DEAL_42);
			for (let fan = 0; fan < click.fan; fan++) await game.press(KEY.right);
			await game.press(KEY.enter);
			await game.waitFor('1 move ·');
			game.signal(signal);
			await game.exitsWith(status);
			expect(game.output).toContain('\u001B[?1049l');
			expect(game.bufferType()).toBe('normal');
			// The terminal no longer reports the mouse, as before the game.
			expect(game.terminal.modes.mouseTrackingMode).toBe('none');
			expect(
				(
					JSON.parse(readFileSync(join(game.configDir, 'game.json'), 'utf8')) as {
						games: Array<{current: number}>;
					}
				).games[0].current,
			).toBe(1);
		}
	});

	it('keeps the game when its terminal is closed, and ends by SIGHUP, not by a crash', async () => {
		const statusFile = join(mkdtempSync(join(tmpdir(), 'shamrocks-e2e-')), 'status');
		const game = new PlayedTerminal(['--seed', '42'], 80, 24, {}, statusFile);
		running = game;
		await game.waitFor('deal 42 · 0 moves');
		const click = firstClick(DEAL_42);
		for (let fan = 0; fan < click.fan; fan++) await game.press(KEY.right);
		await game.press(KEY.enter);
		await game.waitFor('1 move ·');
		game.hangUp();
		// Node 20's own exit aborted here (134), on the terminal that was gone.
		await until(() => existsSync(statusFile) && readFileSync(statusFile, 'utf8').endsWith('\n'));
		expect(readFileSync(statusFile, 'utf8')).toBe('129\n');
		expect(
			(JSON.parse(readFileSync(join(game.configDir, 'game.json'), 'utf8')) as {games: Array<{current: number}>})
				.games[0].current,
		).toBe(1);
	});

	it('asks for a bigger terminal when it is too small, and draws the board after a resize', async () => {
		const game = start(['--seed', '42'], 60, 20);
		await game.waitFor('Make the terminal at least 77 x 15');
		game.resize(80, 24);
		await game.waitFor('Shamrocks · deal 42');
		await game.press('q');
		await game.exitsWith(0);
	});

	it('redraws the whole screen after every resize, whatever the terminal did to the old frame', async () => {
		const game = start(['--seed', '5']);
		await game.waitFor('q quit');
		// Narrower than the game, wider, taller, back: each time the game draws afresh from the top.
		for (const [columns, rows, shows] of [
			[70, 24, 'Make the terminal'],
			[80, 24, 'q quit'],
			[100, 30, 'q quit'],
			[80, 20, 'q quit'],
		] as const) {
			const written = game.output.length;
			const cursor = game.cursor();
			game.resize(columns, rows);
			await game.waitFor(shows);
			// A terminal that rewraps lines on a resize (tmux does) keeps no part of the old frame
			// where the game's erasing expects it: what the game writes from the resize on must
			// draw the whole screen by itself. Drawn over junk, it shows what the game's terminal does.
			const deadline = Date.now() + 10_000;
			for (;;) {
				const overJunk = await drawnOverJunk(game.output.slice(written), columns, rows, cursor);
				if (overJunk === game.screen()) break;
				if (Date.now() > deadline)
					throw new Error(`after the resize to ${columns}x${rows}, junk stays on screen:\n${overJunk}`);
				await new Promise((resolve) => setTimeout(resolve, 50));
			}
		}
		await game.press('q');
		await game.exitsWith(0);
	});

	it('honours NO_COLOR and --ascii: cards as in board files, no colour codes', async () => {
		const game = start(['--seed', '42', '--ascii'], 80, 24, {NO_COLOR: '1'});
		await game.waitFor(firstRow(DEAL_42, true));
		expect(game.output).not.toMatch(/\u001B\[3[1-7]m/); // no foreground colours
		await game.press('q');
		await game.exitsWith(0);
	});

	it('draws nothing but ASCII where the locale is not UTF-8, and glyphs with --no-ascii', async () => {
		const locales: Array<Record<string, string>> = [
			{LANG: 'C'},
			{LC_ALL: 'C', LANG: 'en_US.UTF-8'},
			{LC_CTYPE: 'en_US.ISO-8859-1'},
		];
		for (const locale of locales) {
			const game = start(['--seed', '42'], 80, 24, locale);
			await game.waitFor(firstRow(DEAL_42, true));
			await game.waitFor('q quit');
			expect(game.screen()).toContain('+-----');
			expect(game.screen()).not.toMatch(/[^\x00-\x7f]/);
			await game.press('n');
			await game.waitFor('> New deal');
			expect(game.screen()).not.toMatch(/[^\x00-\x7f]/);
			await game.press(KEY.escape, 'q');
			await game.exitsWith(0);
		}
		const forced = start(['--seed', '42', '--no-ascii'], 80, 24, {LANG: 'C'});
		await forced.waitFor(firstRow(DEAL_42, false));
		expect(forced.screen()).toContain('╭');
		await forced.press('q');
		await forced.exitsWith(0);
	});

	it('keeps to the main screen on a dumb terminal (TERM=dumb)', async () => {
		const game = start(['--seed', '42'], 80, 24, {TERM: 'dumb'});
		await game.waitFor('deal 42');
		await game.press('q');
		await game.exitsWith(0);
		expect(game.output).not.toContain('\u001B[?1049');
	});

	it('keeps the cursor in inverse video with --no-color, with no colour codes at all', async () => {
		const game = start(['--seed', '42', '--no-color']);
		await game.waitFor('Shamrocks · deal 42');
		expect(game.output).toContain('\u001B[7m'); // inverse video: the cursor
		expect(game.output).not.toMatch(/\u001B\[(3[0-7]|4[0-7]|9[0-7])m/);
		await game.press('q');
		await game.exitsWith(0);
	});

	it('saves a setting changed in the game, and uses it next time', async () => {
		const first = start(['--seed', '42']);
		await first.waitFor('deal 42');
		await first.press('s', KEY.down, KEY.down, KEY.enter);
		await first.waitFor('Card glyphs: letters');
		await first.press('q');
		await first.exitsWith(0);
		expect(JSON.parse(readFileSync(join(first.configDir, 'settings.json'), 'utf8'))).toMatchObject({ascii: true});

		const second = start(['--seed', '42'], 80, 24, {SHAMROCKS_CONFIG_DIR: first.configDir});
		await second.waitFor(firstRow(DEAL_42, true));
		await second.press('q');
		await second.exitsWith(0);
	});

	it('takes the game up again where it was quit, or even killed, when started without a deal', async () => {
		const first = start(['--seed', '42']);
		await first.waitFor('deal 42 · 0 moves');
		const click = firstClick(DEAL_42);
		for (let fan = 0; fan < click.fan; fan++) await first.press(KEY.right);
		await first.press(KEY.enter);
		await first.waitFor('1 move ·');
		await first.press('q');
		await first.exitsWith(0);

		const second = start([], 80, 24, {SHAMROCKS_CONFIG_DIR: first.configDir});
		await second.waitFor('Welcome back: deal 42 as you left it, 1 move in.');
		await second.waitFor('deal 42 · 1 move ·');
		await second.press('u');
		await second.waitFor('0 moves');
		await second.press('r');
		await second.waitFor('1 move ·');
		// Kept after each move, not only at the end: a kill gives no time to save.
		const kept = join(first.configDir, 'game.json');
		await until(
			() => (JSON.parse(readFileSync(kept, 'utf8')) as {games: Array<{current: number}>}).games[0].current === 1,
		);
		second.signal('SIGKILL');
		await second.exit();

		const third = start([], 80, 24, {SHAMROCKS_CONFIG_DIR: first.configDir});
		await third.waitFor('deal 42 · 1 move ·');
		await third.press('q');
		await third.exitsWith(0);

		// --variant alone asks for a deal of that game; looked at only, it leaves the kept game alone.
		const fourth = start(['--variant', 'scotch'], 80, 24, {SHAMROCKS_CONFIG_DIR: first.configDir});
		await fourth.waitFor(/Scotch · deal \d+ · 0 moves/);
		await fourth.press('q');
		await fourth.exitsWith(0);
		const fifth = start([], 80, 24, {SHAMROCKS_CONFIG_DIR: first.configDir});
		await fifth.waitFor('deal 42 · 1 move ·');
		await fifth.press('q');
		await fifth.exitsWith(0);
	});

	it('loses no move of either of two copies played at once: each keeps its own game, and each comes back', async () => {
		const first = new PlayedTerminal(['--seed', '42']);
		const env = {SHAMROCKS_CONFIG_DIR: first.configDir};
		const second = new PlayedTerminal(['--seed', '7'], 80, 24, env);
		const both = [first, second];
		try {
			await first.waitFor('deal 42 · 0 moves');
			await second.waitFor('deal 7 · 0 moves');
			await playFirstClick(first, DEAL_42);
			await first.waitFor('1 move ·');
			await playFirstClick(second, deal('7'));
			await second.waitFor('1 move ·');
			await first.press('u', 'r');
			await first.waitFor('Redone:');
			// Each has its own game in the file, as its last move left it.
			const kept = join(first.configDir, 'game.json');
			await until(() => keptGames(kept).length === 2);
			await first.press('q');
			await second.press('q');
			await first.exitsWith(0);
			await second.exitsWith(0);
			expect(
				keptGames(kept)
					.map((game) => [game.title, game.current])
					.sort(),
			).toEqual([
				['deal 42', 1],
				['deal 7', 1],
			]);
		} finally {
			for (const one of both) one.kill();
		}

		// Two plain starts take up one each, never the same one.
		const third = new PlayedTerminal([], 80, 24, env);
		const fourth = new PlayedTerminal([], 80, 24, env);
		try {
			await third.waitFor(/Welcome back: deal (42|7) as you left it, 1 move in/);
			const taken = /Welcome back: deal (42|7)/.exec(third.screen())?.[1];
			await fourth.waitFor(`Welcome back: deal ${taken === '42' ? '7' : '42'} as you left it, 1 move in`);
			// A third plain start finds both in play, and deals afresh rather than play one twice.
			const fifth = new PlayedTerminal([], 80, 24, env);
			try {
				await fifth.waitFor(/open in another\s+copy/);
				await fifth.press('q');
				await fifth.exitsWith(0);
			} finally {
				fifth.kill();
			}
			await third.press('q');
			await fourth.press('q');
			await third.exitsWith(0);
			await fourth.exitsWith(0);
		} finally {
			third.kill();
			fourth.kill();
		}
	});

	it('says on the first screen of a daily deal won already when and how it was won', async () => {
		const configDir = mkdtempSync(join(tmpdir(), 'shamrocks-e2e-'));
		const won = {
			id: 'won-before',
			rules: {variant: 'shamrocks', kings: 'bottom'},
			title: 'daily 2026-11-30',
			seed: 'daily-2026-11-30',
			daily: '2026-11-30',
			outcome: 'won',
			moves: 76,
			timeMs: 121_000,
			assisted: false,
			at: '2026-11-30T20:00:00.000Z',
		} as const;
		await recordResults(statsPath({SHAMROCKS_DATA_DIR: configDir}), [won]);
		const game = start(['--daily', '2026-11-30'], 80, 24, {SHAMROCKS_CONFIG_DIR: configDir});
		await game.waitFor(/You won 2026-11-30 in 76 moves, 02:01\.\s+A replay does not count again\./);
		await game.waitFor('daily 2026-11-30 · 0 moves');
		await game.press('q');
		await game.exitsWith(0);
	});

	it('plays on and says so when its folder cannot be made, and still quits (/proc/nope)', async () => {
		const game = start(['--seed', '42'], 80, 24, {SHAMROCKS_CONFIG_DIR: '/proc/nope'});
		await game.waitFor('deal 42 · 0 moves');
		const click = firstClick(DEAL_42);
		for (let fan = 0; fan < click.fan; fan++) await game.press(KEY.right);
		await game.press(KEY.enter);
		await game.waitFor(/The game plays on, but could not save the game to\s+\/proc\/nope\/game\.json:\s+ENOENT\./);
		await game.waitFor('1 move ·');
		await game.press('s', KEY.down, KEY.down, KEY.enter);
		await game.waitFor('Card glyphs: letters');
		await game.press(KEY.escape);
		await game.waitFor(/could not save the settings to\s+\/proc\/nope\/settings\.json:\s+ENOENT/);
		await game.press('q');
		// The game could not be kept on the way out either: one line, and the exit says so.
		await game.exitsWith(1);
		expect(game.screen().replaceAll('\n', '')).toMatch(/on the way out, could not save the game to \/proc\/nope/);
	});

	it.skipIf(!canMakeFifo || !hasDevZero)(
		'starts, says so and quits with a named pipe and a device in place of its files',
		async () => {
			const configDir = mkdtempSync(join(tmpdir(), 'shamrocks-e2e-'));
			makeFifo(join(configDir, 'settings.json'));
			symlinkSync('/dev/zero', join(configDir, 'game.json'));
			const game = start([], 80, 24, {SHAMROCKS_CONFIG_DIR: configDir});
			await game.waitFor(
				/could\s+not\s+be\s+used\s+\(not\s+a\s+regular\s+file\s+\(a\s+named\s+pipe\)\);\s+using\s+the\s+defaults\./,
			);
			await game.waitFor(/Shamrocks · deal \d+ · 0 moves/);
			await game.press('q');
			await game.exitsWith(0);
			// The link is kept aside, as a damaged file is: the next game can be saved.
			expect(lstatSync(join(configDir, 'game.json.damaged')).isSymbolicLink()).toBe(true);
		},
	);

	it('removes the temporary files a killed save left behind, and not those of a save under way', async () => {
		const configDir = mkdtempSync(join(tmpdir(), 'shamrocks-e2e-'));
		const stale = join(configDir, 'game.json.3141592653');
		const fresh = join(configDir, 'settings.json.2718281828');
		writeFileSync(stale, '{"version": 2, "ti');
		writeFileSync(fresh, '{"autoplay"');
		const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
		utimesSync(stale, twoHoursAgo, twoHoursAgo);
		const game = start(['--seed', '42'], 80, 24, {SHAMROCKS_CONFIG_DIR: configDir});
		await game.waitFor('deal 42 · 0 moves');
		expect(existsSync(stale)).toBe(false);
		expect(existsSync(fresh)).toBe(true);
		await game.press('q');
		await game.exitsWith(0);
	});

	it('keeps a damaged statistics file aside and says so on the first screen', async () => {
		const configDir = mkdtempSync(join(tmpdir(), 'shamrocks-e2e-'));
		writeFileSync(join(configDir, 'stats.json'), '{"version": 1, "gam');
		const game = start(['--seed', '42'], 80, 24, {SHAMROCKS_CONFIG_DIR: configDir});
		await game.waitFor(/statistics\s+file\s+could\s+not\s+be\s+used\s+\(not\s+JSON\);\s+it\s+is\s+kept\s+as/);
		await game.waitFor(/a\s+fresh\s+one\s+starts\./);
		await game.press('q');
		await game.exitsWith(0);
		expect(readFileSync(join(configDir, 'stats.json.damaged'), 'utf8')).toBe('{"version": 1, "gam');
	});

	it('plays on with the defaults when the settings file is damaged, and says so', async () => {
		const configDir = mkdtempSync(join(tmpdir(), 'shamrocks-e2e-'));
		writeFileSync(join(configDir, 'settings.json'), '{"ascii": tru');
		const game = start(['--seed', '42'], 80, 24, {SHAMROCKS_CONFIG_DIR: configDir});
		// The message wraps onto the second message row wherever the folder's name puts it.
		await game.waitFor(/could\s+not\s+be\s+used\s+\(not\s+JSON\);\s+using\s+the\s+defaults\./);
		await game.waitFor(firstRow(DEAL_42, false));
		await game.press('q');
		await game.exitsWith(0);
	});
});

describeInPty('the built game with the solver', () => {
	it('finds a winnable deal with --winnable, then gives a hint from the worker', async () => {
		const game = start(['--winnable', '--seed', '5']);
		await game.waitFor(/Shamrocks · deal 5(\/\d+)? · 0 moves/);
		await game.press('h');
		await game.waitFor(/Hint: move \S+ from fan \d+ to/);
		await game.press('q');
		await game.exitsWith(0);
		expect(game.bufferType()).toBe('normal');
	});
});

function hasTmux(): boolean {
	return spawnSync('tmux', ['-V']).status === 0;
}

/** The SGR report of the left button pressed (M) or released (m) at a cell counted from 0, as xterm and tmux send it. */
function click(x: number, y: number): string[] {
	return [`\u001B[<0;${x + 1};${y + 1}M`, `\u001B[<0;${x + 1};${y + 1}m`];
}

describeInPty('the mouse in a real terminal', () => {
	it('turns mouse reporting on, plays the card clicked, picks a menu line clicked, and turns it off on q', async () => {
		const game = start(['--seed', '42']);
		await game.waitFor('q quit');
		// Presses, releases and drags (1000, 1002), in SGR form (1006), from the first frame's effects on.
		await until(() => game.terminal.modes.mouseTrackingMode === 'drag');
		expect(game.output).toContain('\u001B[?1000h\u001B[?1002h\u001B[?1006h');
		const first = firstClick(DEAL_42);
		// The fans' cells are four columns wide from column 2; deal 42's top cards are in the third fan row.
		await game.press(...click(2 + first.fan * 4 + 2, 5 + DEAL_42.fans[first.fan].length - 1));
		await game.waitFor(`${first.card} to ${first.place}.`);
		await game.waitFor('1 move ·');
		await game.press('n');
		await game.waitFor('Watch the solver');
		// Help, the seventh line of the menu (after Statistics and Settings), which starts on the third row.
		await game.press(...click(4, 2 + 6));
		await game.waitFor('how to play');
		await game.press(KEY.escape, 'q');
		await game.exitsWith(0);
		expect(game.output).toContain('\u001B[?1006l\u001B[?1002l\u001B[?1000l');
		expect(game.terminal.modes.mouseTrackingMode).toBe('none');
		expect(game.bufferType()).toBe('normal');
	});

	it('leaves the mouse to the terminal with --no-mouse: no reporting, and a click plays nothing', async () => {
		const game = start(['--seed', '42', '--no-mouse']);
		await game.waitFor('q quit');
		expect(game.output).not.toContain('\u001B[?1006h');
		expect(game.terminal.modes.mouseTrackingMode).toBe('none');
		const first = firstClick(DEAL_42);
		await game.press(...click(2 + first.fan * 4 + 2, 5 + DEAL_42.fans[first.fan].length - 1), 'u');
		// u said there is nothing to undo: the click played nothing before it.
		await game.waitFor('Nothing to undo');
		expect(game.screen()).toContain('0 moves ·');
		await game.press('q');
		await game.exitsWith(0);
	});

	it.runIf(hasTmux())("works inside tmux, which hands the outer terminal's clicks on to the game", async () => {
		const socket = `shamrocks-e2e-${process.pid}`;
		try {
			// A row more for tmux's status line: the game's pane is 80 x 24.
			const game = new PlayedTerminal(['--seed', '42'], 80, 25, {}, undefined, socket);
			running = game;
			await game.waitFor('q quit');
			// tmux asks the outer terminal for the mouse because the game asked tmux for it.
			await until(() => game.terminal.modes.mouseTrackingMode !== 'none');
			const first = firstClick(DEAL_42);
			await game.press(...click(2 + first.fan * 4 + 2, 5 + DEAL_42.fans[first.fan].length - 1));
			await game.waitFor(`${first.card} to ${first.place}.`);
			await game.press('q');
			await game.exitsWith(0);
			expect(game.terminal.modes.mouseTrackingMode).toBe('none');
		} finally {
			spawnSync('tmux', ['-L', socket, 'kill-server']);
		}
	});

	it('turns it off on Ctrl+C too', async () => {
		const game = start(['--seed', '42']);
		await game.waitFor('q quit');
		await game.press(KEY.ctrlC);
		await game.exitsWith(0);
		expect(game.terminal.modes.mouseTrackingMode).toBe('none');
	});
});

describeInPty('the demo from the command line', () => {
	it('starts the deal with the solver playing it, and any key hands it back', async () => {
		const game = start(['--demo', '--seed', '42']);
		await game.waitFor('Watching the solver');
		await game.waitFor(/[1-9]\d* moves? ·/);
		await game.press('x');
		await game.waitFor(/The game is yours again, \d+ moves? in\./);
		await game.press('q');
		await game.exitsWith(0);
	});
});
