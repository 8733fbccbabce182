import React from 'react';
import {shown} from '../engine/index.js';
import {dailyWonNote} from '../stats/figures.js';
import {type GameResult} from '../stats/records.js';
import {createHintService} from '../solver-service/client.js';
import type {HintService} from '../solver-service/types.js';
import type {DealInfo} from '../ui/play/index.js';
import type {GameProgress} from '../ui/app/app.js';
import {savedGamePath} from '../io/saved-game.js';
import {gameKeeper} from '../io/kept-games.js';
import {loadRecords, recordResults, statsPath} from '../io/stats-file.js';
import type {Settings} from '../io/settings.js';
import {loadSettings, settingsPath} from '../io/settings-file.js';
import {removeStaleTemporaries} from '../io/own-files.js';
import type {CliFlags} from './flags.js';
import {UsageError} from './errors.js';
import {inTurn, lastSaves, settingsSaver} from './play/saves.js';
import {progressKeeper, resultsWriter} from './play/results.js';
import {openedStart, openingSave} from './play/open.js';
import {saveShelf, savesFolder} from '../io/save-folder.js';
import {
	asksForDeal,
	firstScreenNotice,
	leftResult,
	makeDealer,
	orResumed,
	startingDeal,
	withDailyNote,
} from './play/start.js';
import {
	type EndingSignal,
	endByHangup,
	enterAlternateScreen,
	forgetCi,
	hasAlternateScreen,
	keepKeysOffTheScreen,
	keepTextStyles,
	mouseSwitch,
	statusOf,
	watchForTheEnd,
	writeError,
} from './play/terminal.js';

/**
 * `shamrocks` (play): the game on a terminal. Its parts are in play/: the deal it starts with
 * (start.ts), the saves as it goes (saves.ts), and the terminal around it (terminal.ts).
 */

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
		autoDrop: saved.autoDrop || flags.autoDrop,
		ascii: flags.ascii ?? (saved.ascii || !isUtf8Locale(env)),
		color: saved.color && flags.color && !noColor,
		winnableMark: saved.winnableMark && flags.winnableMark,
		showPlayable: saved.showPlayable,
		mouse: saved.mouse && flags.mouse,
		demoPace: saved.demoPace,
		board: saved.board,
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
	let end: PlayEnd;
	try {
		end = await playWith(flags, hints);
	} finally {
		await hints.close();
	}
	if (end.signal === 'SIGHUP') endByHangup();
	// What could not be saved on the way out was said in a line: the exit says it too.
	return end.signal === undefined ? (end.unsaved ? 1 : 0) : statusOf(end.signal);
}

interface PlayEnd {
	/** The signal that ended the game; undefined for q. */
	readonly signal: EndingSignal | undefined;
	/** Whether the last saves failed (the game, the statistics). */
	readonly unsaved: boolean;
}

/** Plays until q, or a signal. */
async function playWith(flags: CliFlags, hints: HintService): Promise<PlayEnd> {
	// The settings first: a deal asked for without --variant is dealt under the rules last chosen.
	const path = settingsPath();
	const saved = await loadSettings(path);
	// --open NAME: the saved game, read and checked now, as a deal flag is; else the deal the flags ask for.
	const opening = await openingSave(flags);
	const begin =
		opening === undefined
			? ({kind: 'deal', asked: await startingDeal(flags, hints, saved.settings.rules)} as const)
			: ({kind: 'open', opening} as const);
	if (!process.stdin.isTTY || !process.stdout.isTTY) {
		throw new UsageError(
			'play needs an interactive terminal; for scripts use `shamrocks print` or `shamrocks solve`',
		);
	}
	const gamePath = savedGamePath();
	const recordsPath = statsPath();
	// Before this game saves anything: what a kill -9 in the middle of an earlier save left behind.
	await removeStaleTemporaries([path, gamePath, recordsPath]);
	const loadedRecords = await loadRecords(recordsPath);
	const recorder = resultsWriter((results: readonly GameResult[]) => recordResults(recordsPath, results));
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
	const progress = progressKeeper(keeper, recorder);
	const keeping = inTurn((now: GameProgress | undefined) => progress.keep(now));
	const {
		deal: dealFirst,
		text,
		notice,
	} = begin.kind === 'open'
		? await openedStart(begin.opening, keeper, loadedRecords.records)
		: await orResumed(begin.asked, flags, keeper, loadedRecords.records);
	const daily = begin.kind === 'deal' ? begin.asked.daily : undefined;
	const dailyNote = daily === undefined ? undefined : dailyWonNote(loadedRecords.records, daily.rules, daily.date);
	const ending = watchForTheEnd();
	try {
		keepKeysOffTheScreen();
		const start = dealFirst();
		// The App reports a failed start on screen; this keeps Node from calling it unhandled meanwhile.
		if (start instanceof Promise) start.catch(() => undefined);
		forgetCi();
		const [{render}, {App}] = await Promise.all([import('ink'), import('../ui/app/app.js')]);
		// Stopped while Ink loaded: nothing was drawn yet, nothing played.
		if (ending.signal() !== undefined) return {signal: ending.signal(), unsaved: false};
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
				saves={saveShelf(savesFolder(), (id) => keeper.playedElsewhere(id))}
			/>,
			{exitOnCtrlC: true},
		);
		ending.onEnd(() => app.unmount());
		let unsaved: string | undefined;
		try {
			await app.waitUntilExit();
		} finally {
			mouse?.off();
			leave();
			unsaved = await lastSaves(keeping, recorder, progress, keeper);
			if (unsaved !== undefined) writeError(`shamrocks: ${unsaved}\n`);
		}
		return {signal: ending.signal(), unsaved: unsaved !== undefined};
	} finally {
		ending.release();
	}
}
