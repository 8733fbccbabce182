import {writeSync} from 'node:fs';
import {constants} from 'node:os';
import chalk from 'chalk';
import React from 'react';
import {type DealRules, currentPosition, deal, defaultRules, isStuck, moveCount, shown} from '../engine/index.js';
import {dailyWonNote} from '../stats/figures.js';
import {dealNameOf, gameSoFarOf} from '../stats/game-record.js';
import {type GameResult} from '../stats/records.js';
import {createHintService} from '../solver-service/client.js';
import type {HintService} from '../solver-service/types.js';
import {dailySeed} from '../solver/index.js';
import {readBoardFile} from '../io/board-file.js';
import type {DealInfo, Message} from '../ui/play/index.js';
import type {GameProgress} from '../ui/app/app.js';
import {shortTitle} from '../ui/theme/deal-title.js';
import {type SavedGame, savedGamePath} from '../io/saved-game.js';
import {type GameKeeper, type TakenUp, gameKeeper} from '../io/kept-games.js';
import {loadRecords, recordResults, statsPath} from '../io/stats-file.js';
import type {Settings} from '../io/settings.js';
import {loadSettings, saveSettings, settingsPath} from '../io/settings-file.js';
import {removeStaleTemporaries} from '../io/own-files.js';
import {endWaitsWithin} from '../io/lock-file.js';
import type {Dealer} from '../ui/play/use-play.js';
import type {CliFlags} from './flags.js';
import {type DealChoice, checkBoardRules, checkDrawEarly, dealChoice, randomSeed, wantsDeal} from './deal-choice.js';
import {localDate} from '../stats/text.js';
import {BOARD_STDIN, UsageError} from './errors.js';
import {endOnOutputFailure} from './output.js';

function seededDeal(seed: string, rules: DealRules): DealInfo {
	return {title: `deal ${seed}`, seed, rules, position: deal(seed, rules)};
}

async function winnableDeal(hints: HintService, seed: string, rules: DealRules, title: (seed: string) => string, daily?: string): Promise<DealInfo> {
	const found = await hints.winnableDeal(seed, rules);
	return {title: title(found.seed), seed: found.seed, rules, position: found.position, ...(daily === undefined ? {} : {daily})};
}

export function makeDealer(hints: HintService): Dealer {
	return {
		random: (rules) => seededDeal(randomSeed(), rules),
		winnable: (rules) => winnableDeal(hints, randomSeed(), rules, (seed) => `deal ${seed}`),
		daily: (rules) => {
			const date = localDate();
			return winnableDeal(hints, dailySeed(date), rules, () => `daily ${date}`, date);
		},
	};
}

interface Start {
	/** Deals the first game; called once the terminal is known to be fit to play in. */
	readonly deal: () => DealInfo | Promise<DealInfo>;
	/** What the spinner says while the solver proves the deal winnable. */
	readonly text?: string;
	/** What the first screen says about it: a game taken up again, or a saved one that could not be. */
	readonly notice?: Message;
	/** A daily deal's date and rules: the first screen says when it was won already. */
	readonly daily?: {readonly date: string; readonly rules: DealRules};
}

/** What the first screen says: the files that could not be used, then what the start says. */
function firstScreenNotice(problems: ReadonlyArray<string | undefined>, start: Message | undefined): Message | undefined {
	const said = problems.filter((problem) => problem !== undefined);
	if (said.length === 0) return start;
	return {text: [...said, ...(start === undefined ? [] : [start.text])].join(' '), tone: 'warn'};
}

/** The first screen's notice with what it says of a daily deal won already. */
function withDailyNote(notice: Message | undefined, note: string | undefined): Message | undefined {
	if (note === undefined) return notice;
	return notice === undefined ? {text: note, tone: 'good'} : {text: `${note} ${notice.text}`, tone: notice.tone};
}

/** Whether the flags ask for a deal (or a board): then the game kept waits for a plain start. */
function asksForDeal(flags: CliFlags): boolean {
	// --variant or --kings alone asks for a deal of that game too, and --demo a deal to watch.
	return wantsDeal(flags) || flags.board !== undefined || flags.variant !== undefined || flags.kings !== undefined || flags.demo;
}

/** Without a deal asked for (a flag or a board), the game left at the last run goes on. */
async function orResumed(asked: Start, flags: CliFlags, keeper: GameKeeper): Promise<Start> {
	if (asksForDeal(flags)) {
		const leaving = leavingNotice(await keeper.waiting());
		return leaving === undefined ? asked : {...asked, notice: asked.notice === undefined ? leaving : {text: `${asked.notice.text} ${leaving.text}`, tone: 'warn'}};
	}
	const taken = await keeper.takeUp();
	if (taken.saved !== undefined) return resumedStart(taken.saved, taken);
	const elsewhere = taken.inPlayElsewhere > 0 ? 'Your kept game is open in another copy of shamrocks: here is a new deal (each copy keeps its own game).' : undefined;
	const text = [taken.problem, elsewhere].filter((part) => part !== undefined).join(' ');
	return text === '' ? asked : {...asked, notice: {text, tone: 'warn'}};
}

/** What a deal asked for by a flag says of the games kept: the first move here leaves them (counted as lost). */
function leavingNotice(waiting: readonly SavedGame[]): Message | undefined {
	const played = waiting.filter((game) => game.started);
	if (played.length === 0) return undefined;
	const which = played.length === 1 ? `Your game of ${shortTitle(played[0].title)} is kept` : `${played.length} kept games wait`;
	const them = played.length === 1 ? 'it' : 'them';
	return {text: `${which}: a move here leaves ${them} (counted as lost); quit now and plain shamrocks takes ${them} up.`, tone: 'warn'};
}

/** The game saved at the last run, taken up where it was left. */
function resumedStart(saved: SavedGame, taken: TakenUp): Start {
	const moves = moveCount(saved.game);
	const dealt: DealInfo = {...dealNameOf(saved), position: saved.game.entries[0].position, resumed: gameSoFarOf(saved)};
	const stuck = isStuck(currentPosition(saved.game)) ? ' No card can move: u undoes.' : '';
	const more = taken.waiting === 0 ? '' : ` ${taken.waiting === 1 ? 'One more kept game waits' : `${taken.waiting} more kept games wait`} for the next start.`;
	const text = `Welcome back: ${shortTitle(saved.title)} as you left it, ${moves} move${moves === 1 ? '' : 's'} in.${stuck} n for a new deal.${more}`;
	// What could not be used of the file (other games kept aside) is said too.
	const {problem} = taken;
	const notice: Message = problem === undefined ? {text, tone: 'good'} : {text: `${problem} ${text}`, tone: 'warn'};
	return {deal: () => dealt, notice};
}

/** A kept game that a new deal took the place of: left, so lost. */
function leftResult(saved: SavedGame, at: Date): GameResult {
	const end = {outcome: 'lost', cause: 'left', moves: moveCount(saved.game), timeMs: Math.round(saved.elapsedMs)} as const;
	return {id: saved.id, ...dealNameOf(saved), ...end, assisted: saved.assisted, at: at.toISOString()};
}

interface InTurn<A, R> {
	readonly run: (arg: A) => Promise<R | undefined>;
	readonly flushed: () => Promise<void>;
	/** The failure of the last save, if it failed. */
	readonly failure: () => Error | undefined;
}

/**
 * Runs saves one after another, in the order they were asked for (each under its file's lock);
 * `flushed` waits for the last. A failure is said once (the game plays on).
 */
function inTurn<A, R>(save: (arg: A) => Promise<R>): InTurn<A, R> {
	let last: Promise<unknown> = Promise.resolve();
	let warned = false;
	let failure: Error | undefined;
	const run = (arg: A) => {
		const saving = last.then(() => save(arg));
		last = saving.then(
			() => {
				failure = undefined;
			},
			(error: unknown) => {
				failure = error as Error;
			},
		);
		return saving.catch((error: unknown) => {
			if (warned) return undefined;
			warned = true;
			throw error;
		});
	};
	return {run, flushed: () => last.then(() => undefined), failure: () => failure};
}

/** The longest the saves on the way out wait for a lock another copy holds: q quits within a second. */
const QUIT_WAIT_MS = 800;
/** And the longest they take in all, whatever holds them up. */
const QUIT_SAVES_MS = 2000;

/**
 * The last saves, then the kept game given up for the next start (or another copy), all bounded;
 * answers what could not be saved, for one line once the game's screen is gone.
 */
async function lastSaves(
	keeping: InTurn<GameProgress | undefined, unknown>,
	recorder: InTurn<readonly GameResult[], unknown>,
	keeper: GameKeeper,
): Promise<string | undefined> {
	endWaitsWithin(QUIT_WAIT_MS);
	const saves = (async () => {
		await Promise.all([keeping.flushed(), recorder.flushed()]);
		await keeper.release().catch(() => undefined);
		return 'done';
	})();
	let timer: NodeJS.Timeout | undefined;
	const late = new Promise<'late'>((resolve) => {
		timer = setTimeout(() => resolve('late'), QUIT_SAVES_MS);
	});
	const outcome = await Promise.race([saves, late]);
	clearTimeout(timer);
	if (outcome === 'late') {
		return `on the way out, the last saves took longer than ${QUIT_SAVES_MS / 1000} s: the last moves may not be kept.`;
	}
	const failed = [keeping.failure(), recorder.failure()].filter((error) => error !== undefined);
	return failed.length === 0 ? undefined : `on the way out, ${failed.map((error) => error.message).join('; ')}.`;
}

/**
 * The first deal the flags ask for, checked (bad flags and board files fail here, before Ink).
 * Without --variant or --kings it is dealt under `lastRules`, the rules the player last chose.
 */
async function startingDeal(flags: CliFlags, hints: HintService, lastRules: DealRules): Promise<Start> {
	if (flags.board !== undefined) {
		if (flags.seed !== undefined || flags.winnable || flags.daily !== undefined) throw new UsageError('--board cannot be combined with --seed, --winnable or --daily');
		if (flags.board === '-') throw new UsageError(BOARD_STDIN);
		if (flags.board.trim() === '') throw new UsageError('--board needs a board FILE');
		const board = await readBoardFile(flags.board);
		if (!board.ok) throw new UsageError(board.error);
		checkBoardRules(flags.board, board.value, flags);
		checkDrawEarly(board.value.variant, flags.drawEarly);
		const position = board.value;
		return {deal: () => ({title: `board ${flags.board}`, rules: defaultRules(position.variant), position})};
	}
	const choice: DealChoice = dealChoice(flags, lastRules);
	const {rules} = choice;
	// Checked now, against the game asked for: a wrong flag stops before the screen opens. Without
	// a deal asked for, the kept game goes on under its own rule, and the flag is for new deals.
	if (asksForDeal(flags)) checkDrawEarly(rules.variant, flags.drawEarly);

	switch (choice.kind) {
		case 'seed':
			return {deal: () => seededDeal(choice.seed, rules)};
		case 'winnable':
			return {deal: () => winnableDeal(hints, choice.seed, rules, (seed) => `deal ${seed}`), text: `Finding a winnable deal from seed ${choice.seed}`};
		case 'daily':
			return {deal: () => winnableDeal(hints, dailySeed(choice.date), rules, () => `daily ${choice.date}`, choice.date), text: `Finding the daily deal of ${choice.date}`, daily: {date: choice.date, rules}};
	}
}

/**
 * This game's settings: the saved ones, with what the flags ask for on top (for this game only:
 * a flag is not saved). NO_COLOR (any non-empty value) turns colour off like --no-color. A
 * terminal whose locale is not UTF-8 (LANG=C) gets letters and a frame of ASCII, as with
 * --ascii, unless --no-ascii asks for glyphs.
 */
export function withFlags(saved: Settings, flags: CliFlags, env: NodeJS.ProcessEnv = process.env): Settings {
	const noColor = env['NO_COLOR'] !== undefined && env['NO_COLOR'] !== '';
	return {
		autoplay: saved.autoplay && flags.autoplay,
		autoComplete: saved.autoComplete && flags.autoComplete,
		ascii: flags.ascii ?? (saved.ascii || !isUtf8Locale(env)),
		color: saved.color && flags.color && !noColor,
		winnableMark: saved.winnableMark && flags.winnableMark,
		mouse: saved.mouse && flags.mouse,
		demoPace: saved.demoPace,
		// --draw-early for this run's deals; the setting for every run.
		drawEarly: saved.drawEarly || flags.drawEarly,
		// A deal flag's rules are for that game; New deal keeps offering the player's own.
		rules: saved.rules,
	};
}

/**
 * Whether the terminal's characters are UTF-8, as the locale says: the first of LC_ALL, LC_CTYPE
 * and LANG that is set, as C's setlocale reads them. None set is taken as UTF-8 (glyphs, as
 * before): most terminals are, and many containers and CI runners set no locale at all.
 */
export function isUtf8Locale(env: NodeJS.ProcessEnv): boolean {
	const locale = [env['LC_ALL'], env['LC_CTYPE'], env['LANG']].find((value) => value !== undefined && value !== '');
	return locale === undefined || /utf-?8/i.test(locale);
}

/**
 * Saves a change made in the Settings menu: that one setting, over what was saved before. Answers
 * what the player should hear besides: where a file that could not be used was moved.
 */
function settingsSaver(path: string, saved: Settings): (settings: Settings, changed: keyof Settings) => Promise<string | undefined> {
	let base = saved;
	return async (settings, changed) => {
		base = {...base, [changed]: settings[changed]};
		const {movedAside} = await saveSettings(path, base);
		return movedAside === undefined ? undefined : `Settings saved. The file that could not be used is kept as ${movedAside}.`;
	};
}

/**
 * Ink draws only the last frame, at exit, when it believes it runs in CI (is-in-ci reads CI when
 * Ink is first imported). Here stdin and stdout are a terminal, so someone is watching: forget
 * the CI variables before Ink loads (CI runs the end-to-end tests with CI=true, in a pty).
 */
function forgetCi(): void {
	for (const name of ['CI', 'CONTINUOUS_INTEGRATION']) delete process.env[name];
}

/**
 * Colour off must not take inverse video and underline with it: they carry the cursor and the
 * highlights. chalk (Ink's styling) turns every style off when it sees --no-color in argv, so on a
 * terminal we give it back the basic level; the views themselves pass no colour when it is off.
 */
function keepTextStyles(): void {
	if (chalk.level === 0 && process.stdout.isTTY && process.env['TERM'] !== 'dumb') chalk.level = 1;
}

/**
 * The alternate screen, cleared, with the cursor at its top: Ink draws from where the cursor is,
 * and some terminals (tmux) keep the cursor's row from the main screen, so after `npm install`
 * had printed a page the board started halfway down.
 */
const ENTER_ALT_SCREEN = '\u001B[?1049h\u001B[H\u001B[2J';
const LEAVE_ALT_SCREEN = '\u001B[?1049l';

/**
 * The game draws on the alternate screen so that quitting leaves the terminal as it was. Leaving
 * it is idempotent and wired to every way out: normal exit, signals, and process exit after an error.
 */
/** A dumb terminal knows no alternate screen: the sequences would only show as litter. */
function hasAlternateScreen(env: NodeJS.ProcessEnv = process.env): boolean {
	return env['TERM'] !== 'dumb';
}

function enterAlternateScreen(env: NodeJS.ProcessEnv = process.env): () => void {
	if (!hasAlternateScreen(env)) return () => {};
	let inside = true;
	writeToTerminal(ENTER_ALT_SCREEN);
	const leave = () => {
		if (!inside) return;
		inside = false;
		writeToTerminal(LEAVE_ALT_SCREEN);
	};
	process.once('exit', leave);
	return leave;
}

/**
 * The terminal's mouse reports: presses and releases (1000), moves while a button is down (1002,
 * for a drag), in SGR form (1006: ESC [ < b ; x ; y M, which tmux and xterm send for any column).
 */
const MOUSE_ON = '\u001B[?1000h\u001B[?1002h\u001B[?1006h';
const MOUSE_OFF = '\u001B[?1006l\u001B[?1002l\u001B[?1000l';

/**
 * Mouse reporting, switched as the Mouse setting goes, and off on every way out, as the alternate
 * screen is: `off` at the end of the game, and the process's exit after an error or a signal. A
 * terminal left reporting would type the mouse's moves into the shell.
 */
function mouseSwitch(): {readonly set: (on: boolean) => void; readonly off: () => void} {
	let on = false;
	const set = (wanted: boolean) => {
		if (wanted === on) return;
		on = wanted;
		writeToTerminal(wanted ? MOUSE_ON : MOUSE_OFF);
	};
	const off = () => set(false);
	process.once('exit', off);
	return {set, off};
}

/** An error line at once; a terminal that is gone says nothing, and stops nothing. */
function writeError(text: string): void {
	try {
		writeSync(2, text);
	} catch {
		// Nobody is there to read it.
	}
}

/** Writes at once; a terminal that is gone (a hangup) must not stop the way out, and the save. */
function writeToTerminal(text: string): void {
	try {
		writeSync(1, text);
	} catch {
		// Nobody is there to see it.
	}
}

/**
 * Raw mode from the start, as Ink will set it: until Ink loads (most of a second) the terminal
 * would echo keys typed meanwhile over the screen and push the board down. They wait for Ink
 * instead. Raw mode ends with the process, whatever way it ends.
 */
function keepKeysOffTheScreen(): void {
	process.stdin.setRawMode(true);
	process.once('exit', () => {
		try {
			if (process.stdin.isTTY) process.stdin.setRawMode(false);
		} catch {
			// The terminal is gone: there is no mode left to restore.
		}
	});
}

/** The signals that end the game as q does (saved, the terminal given back). */
const ENDING_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
type EndingSignal = (typeof ENDING_SIGNALS)[number];

/**
 * The ways the game ends besides q: a signal, or a terminal that can no longer be written to,
 * which is a hangup (the window closed) whether SIGHUP or the failed write comes first. Each ends
 * the game through `stop`, so that the game is saved and the terminal given back. Watched from
 * before Ink loads: Ctrl+C is a key for Ink only once it has put the terminal in raw mode, and a
 * signal in the moment before must not kill the process with the terminal still raw. A second
 * SIGINT or SIGTERM while the game winds down (a save that hangs) exits at once.
 */
function watchForTheEnd(): {readonly signal: () => EndingSignal | undefined; readonly onEnd: (stop: () => void) => void; readonly release: () => void} {
	let ended: EndingSignal | undefined;
	let stop = () => {};
	const end = (signal: EndingSignal) => {
		if (ended !== undefined) {
			if (signal !== 'SIGHUP') process.exit(statusOf(signal));
			return;
		}
		ended = signal;
		stop();
	};
	const restoreOutput = endOnOutputFailure(() => end('SIGHUP'));
	for (const signal of ENDING_SIGNALS) process.on(signal, end);
	return {
		signal: () => ended,
		onEnd: (next) => {
			stop = next;
			if (ended !== undefined) next();
		},
		release: () => {
			restoreOutput();
			for (const signal of ENDING_SIGNALS) process.off(signal, end);
		},
	};
}

/** The exit status of a program a signal stopped, as shells give it: 128 plus its number (143 for SIGTERM). */
function statusOf(signal: EndingSignal): number {
	return 128 + constants.signals[signal];
}

/**
 * The way out after a hangup, once the game is saved: the process ends by SIGHUP itself (a shell
 * reads 129). Not by exiting: Node 20, on exit, resets the terminal it started on, and aborts
 * (status 134) when that terminal is gone (nodejs/node#51519, fixed in later versions). A death by
 * the signal runs no exit code; what the 'exit' handlers would do is done here.
 */
function endByHangup(): never {
	try {
		if (process.stdin.isTTY) process.stdin.setRawMode(false);
	} catch {
		// The terminal is gone: there is no mode left to restore.
	}
	// With no listener left, SIGHUP has its default action again: the end of the process.
	process.removeAllListeners('SIGHUP');
	process.kill(process.pid, 'SIGHUP');
	// Not reached; if the signal were somehow held back, the status still says why.
	process.exit(statusOf('SIGHUP'));
}

/**
 * Starts the solver's worker, thinking about the deal, while Ink draws the first frame: loading
 * it and warming its code took most of a second on the first hint. The game's own thought about
 * the same position joins this one. A winnable deal has started the worker already.
 */
function warmUp(hints: HintService, start: DealInfo | Promise<DealInfo>): void {
	if (start instanceof Promise) return;
	// The thought the game starts on the deal: the game's own, for the same position, joins it.
	hints.think([start.position]);
}

/** `shamrocks [play]`: the game in the terminal, with hints from the solver's worker thread. */
export async function runPlay(args: readonly string[], flags: CliFlags): Promise<number> {
	if (args.length > 0) {
		throw new UsageError(`play takes no arguments (got "${shown(args[0])}"); use --board FILE for a position`);
	}
	// The worker starts on the first request (a winnable deal, a hint), not before.
	const hints = createHintService();
	let signal: EndingSignal | undefined;
	try {
		signal = await playWith(flags, hints);
	} finally {
		await hints.close();
	}
	if (signal === 'SIGHUP') endByHangup();
	return signal === undefined ? 0 : statusOf(signal);
}

/** Plays until q, or a signal (answered: q answers undefined). */
async function playWith(flags: CliFlags, hints: HintService): Promise<EndingSignal | undefined> {
	// The settings first: a deal asked for without --variant is dealt under the rules last chosen.
	const path = settingsPath();
	const saved = await loadSettings(path);
	const asked = await startingDeal(flags, hints, saved.settings.rules);
	if (!process.stdin.isTTY || !process.stdout.isTTY) {
		throw new UsageError('play needs an interactive terminal; for scripts use `shamrocks print` or `shamrocks solve`');
	}
	const gamePath = savedGamePath();
	const recordsPath = statsPath();
	// Before this game saves anything: what a kill -9 in the middle of an earlier save left behind.
	await removeStaleTemporaries([path, gamePath, recordsPath]);
	const loadedRecords = await loadRecords(recordsPath);
	const recorder = inTurn((results: readonly GameResult[]) => recordResults(recordsPath, results));
	const keeper = gameKeeper(gamePath, {
		replacesWaiting: asksForDeal(flags),
		// The games a new deal took the place of were left: counted as lost, in their own turn.
		onLeft: async (games) => {
			try {
				return (await recorder.run(games.map((game) => leftResult(game, new Date()))))?.problem;
			} catch (error) {
				return `The game plays on, but ${(error as Error).message}.`;
			}
		},
	});
	const keeping = inTurn((progress: GameProgress | undefined) => keeper.keep(progress));
	const {deal: dealFirst, text, notice} = await orResumed(asked, flags, keeper);
	const dailyNote = asked.daily === undefined ? undefined : dailyWonNote(loadedRecords.records, asked.daily.rules, asked.daily.date);
	const ending = watchForTheEnd();
	try {
		keepKeysOffTheScreen();
		const start = dealFirst();
		// The App reports a failed start on screen; this keeps Node from calling it unhandled meanwhile.
		if (start instanceof Promise) start.catch(() => undefined);
		forgetCi();
		const [{render}, {App}] = await Promise.all([import('ink'), import('../ui/app/app.js')]);
		// Stopped while Ink loaded: nothing was drawn yet, nothing played.
		if (ending.signal() !== undefined) return ending.signal();
		keepTextStyles();
		// Before the first frame: the game's own thought, started by its first render, must come
		// after this one (same position: it joins; another, as a game taken up again: it replaces it).
		warmUp(hints, start);
		const leave = enterAlternateScreen();
		// The mouse's cells are the screen's only where the game has the screen to itself.
		const mouse = hasAlternateScreen() ? mouseSwitch() : undefined;
		const app = render(
			<App
				start={start}
				startText={text}
				dealer={makeDealer(hints)}
				hints={hints}
				settings={withFlags(saved.settings, flags)}
				onSettingsChange={settingsSaver(path, saved.settings)}
				onProgress={keeping.run}
				records={loadedRecords.records}
				onResult={(result) => recorder.run([result])}
				notice={firstScreenNotice([saved.problem, loadedRecords.problem], withDailyNote(notice, dailyNote))}
				ownsScreen={hasAlternateScreen()}
				demo={flags.demo}
				mouseReporting={mouse?.set}
			/>,
			{exitOnCtrlC: true},
		);
		ending.onEnd(() => app.unmount());
		try {
			await app.waitUntilExit();
		} finally {
			mouse?.off();
			leave();
			const unsaved = await lastSaves(keeping, recorder, keeper);
			if (unsaved !== undefined) writeError(`shamrocks: ${unsaved}\n`);
		}
		return ending.signal();
	} finally {
		ending.release();
	}
}
