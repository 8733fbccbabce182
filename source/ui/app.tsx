import React, {useCallback, useEffect, useLayoutEffect, useRef, useState} from 'react';
import {Box, Text, useApp} from 'ink';
import {type HintService} from '../hint/types.js';
import {Help, lastHelpTop} from './help.js';
import {useKeys} from './keys.js';
import {MENU_CHOICES, Menu, type MenuChoice} from './menu.js';
import {type DealInfo, type Message, type PlayState} from './play-state.js';
import {type DealRules, type Game} from '../engine/index.js';
import {DealMenu, dealLine} from './deal-menu.js';
import {PlayView} from './play-view.js';
import {playedMs} from './play-clock.js';
import {type SettingName, type Settings, toggleSetting} from '../io/settings.js';
import {SettingsMenu} from './settings-menu.js';
import {Spinner} from './spinner.js';
import {TooSmall, fits} from './too-small.js';
import {type Dealer, type PlayControls, type PlayTiming, DEFAULT_TIMING, usePlay} from './use-play.js';
import {useScreen} from './use-screen.js';
import {useSessionKeys} from './use-session-keys.js';
import {useCleanRedraw} from './use-clean-redraw.js';
import {type TerminalSize, useTerminalSize} from './use-terminal-size.js';

/** The game in progress, as the App reports it to be kept. */
export interface GameProgress {
	readonly deal: DealInfo;
	readonly game: Game;
	/** Time played so far. */
	readonly elapsedMs: number;
}

export interface AppProps {
	/** The first deal, or its promise (a winnable or daily deal the solver is still proving). */
	readonly start: DealInfo | Promise<DealInfo>;
	/** What the spinner says while `start` is pending. */
	readonly startText?: string;
	readonly dealer: Dealer;
	/** The solver's hint service; without it, hints and winnable deals say they are unavailable. */
	readonly hints?: HintService;
	readonly settings: Settings;
	/**
	 * Told the game in progress after every change, to keep it for the next run: undefined when
	 * there is nothing to keep (no move played yet, or the game won).
	 */
	readonly onProgress?: (progress: GameProgress | undefined) => void | Promise<void>;
	/**
	 * Told of each change of the settings (a switch in the Settings menu, the rules of a New
	 * deal), to save it: a rejection, or a note it answers, is shown to the player.
	 */
	readonly onSettingsChange?: (settings: Settings, changed: keyof Settings) => void | Promise<string | undefined | void>;
	/** A message for the first screen: a file that could not be read (a warning), or a game taken up again. */
	readonly notice?: Message;
	/** The terminal size, for tests; the real terminal's size (and its resizes) otherwise. */
	readonly size?: TerminalSize;
	/** The game has the screen to itself (the alternate screen): each resize then redraws it clean. */
	readonly ownsScreen?: boolean;
	readonly timing?: PlayTiming;
	/** The first deal starts with the solver playing it (--demo). */
	readonly demo?: boolean;
	/** Turns the terminal's mouse reporting on or off, as the Mouse setting goes (on the alternate screen only). */
	readonly mouseReporting?: (on: boolean) => void;
}

type Opening = {readonly kind: 'waiting'} | {readonly kind: 'ready'; readonly deal: DealInfo} | {readonly kind: 'failed'; readonly error: string};

function isPromise(start: DealInfo | Promise<DealInfo>): start is Promise<DealInfo> {
	return typeof (start as Promise<DealInfo>).then === 'function';
}

/** Waits for the first deal (a spinner meanwhile), then hands over to the game session. */
export function App(props: AppProps) {
	const {exit} = useApp();
	const size = useTerminalSize(props.size);
	useCleanRedraw(props.ownsScreen ?? false, size);
	const [settings, setSettings] = useState(props.settings);
	// Two toggles in one burst of keys must build on each other, not on the last render's settings.
	const latestSettings = useRef(settings);
	const {mouseReporting} = props;
	useEffect(() => mouseReporting?.(settings.mouse), [mouseReporting, settings.mouse]);
	const [opening, setOpening] = useState<Opening>(() => (isPromise(props.start) ? {kind: 'waiting'} : {kind: 'ready', deal: props.start}));
	useEffect(() => {
		if (!isPromise(props.start)) return undefined;
		let live = true;
		props.start.then(
			(deal) => live && setOpening({kind: 'ready', deal}),
			(error: unknown) => live && setOpening({kind: 'failed', error: error instanceof Error ? error.message : String(error)}),
		);
		return () => {
			live = false;
		};
	}, [props.start]);
	useKeys((input, key) => {
		// Ctrl+C alone is Ink's; inside a run of fast keys it reaches us as a key (see keyPresses).
		if (input === 'q' || (key.ctrl && input === 'c')) exit();
		else if (opening.kind === 'failed' && key.return) setOpening({kind: 'ready', deal: props.dealer.random(latestSettings.current.rules)});
	});
	const onChange = useCallback(
		(update: (settings: Settings) => Settings, name: keyof Settings) => {
			const next = update(latestSettings.current);
			latestSettings.current = next;
			setSettings(next);
			return {settings: next, saved: Promise.resolve(props.onSettingsChange?.(next, name))};
		},
		[props.onSettingsChange],
	);

	if (opening.kind === 'ready') {
		return <Session {...props} deal={opening.deal} size={size} settings={settings} onChange={onChange} />;
	}
	if (!fits(size)) return <TooSmall size={size} />;
	if (opening.kind === 'failed') {
		return (
			<Box flexDirection="column" paddingLeft={1}>
				<Text color={settings.color ? 'yellow' : undefined}>Could not get that deal: {opening.error}</Text>
				<Text>Press Enter for a random deal instead, or q to quit.</Text>
			</Box>
		);
	}
	return (
		<Box paddingLeft={1}>
			<Text>
				<Spinner ascii={settings.ascii} color={settings.color} /> {props.startText ?? 'Dealing'}
				{settings.ascii ? '...' : '…'}
			</Text>
		</Box>
	);
}

interface SessionProps extends AppProps {
	readonly deal: DealInfo;
	readonly size: TerminalSize;
	/** Changes a setting: the new settings at once, and the saving of them. */
	readonly onChange: (update: (settings: Settings) => Settings, name: keyof Settings) => {readonly settings: Settings; readonly saved: Promise<string | undefined | void>};
}

/**
 * One sitting at the table: the game state lives here, so the menus, help and even a too-small
 * terminal come and go without losing it.
 */
function Session({deal, size, settings, onChange, dealer, hints, notice, onProgress, demo, timing = DEFAULT_TIMING}: SessionProps) {
	const {exit} = useApp();
	const controls = usePlay(deal, settings, dealer, hints, timing);
	const [{screen, helpTop, selected, confirm}, go, currentScreen] = useScreen();
	const big = fits(size);
	// The clock runs only while the board can be played: not behind a menu, help or a terminal too
	// small. A layout effect, so it stops in the very commit that hides the board, not a tick later.
	const boardShown = big && screen === 'board';
	useLayoutEffect(() => controls.dispatch({type: 'boardShown', shown: boardShown}), [boardShown, controls.dispatch]);
	useEffect(() => {
		if (notice !== undefined) controls.dispatch({type: 'say', message: notice});
	}, [notice, controls.dispatch]);
	useProgress(controls, onProgress);
	// --demo: the solver plays the first deal from its first position.
	useEffect(() => {
		if (demo === true) controls.dispatch({type: 'watch'});
	}, [demo, controls.dispatch]);

	const change = (update: (settings: Settings) => Settings, name: keyof Settings) => {
		const {settings: next, saved} = onChange(update, name);
		// The game follows at once: Enter right after switching Autoplay off must already obey it.
		controls.dispatch({type: 'settings', settings: next});
		saved.then(
			(note) => note && controls.dispatch({type: 'say', message: {text: note, tone: 'info'}}),
			(error: unknown) => controls.dispatch({type: 'say', message: {text: `Settings changed for this game, but ${(error as Error).message}.`, tone: 'warn'}}),
		);
	};
	const toggle = (name: SettingName) => change((current) => toggleSetting(current, name), name);
	const chooseDeal = (rules: DealRules, line: number) => {
		const now = currentScreen();
		// A game in progress is only left on the second asking of the same line.
		if (isInProgress(controls.latest()) && !(now.confirm === 'new' && now.selected === line)) return go({type: 'confirm', choice: 'new', line});
		change((current) => ({...current, rules}), 'rules');
		controls.askDeal('random', rules);
		return go({type: 'back'});
	};
	const choose = useCallback(
		(choice: MenuChoice) => {
			switch (choice) {
				case 'new':
					return go({type: 'open', screen: 'deal', selected: dealLine(controls.latest().deal.rules)});
				case 'winnable':
				case 'daily':
					// A game in progress is only left on the second asking.
					if (isInProgress(controls.latest()) && currentScreen().confirm !== choice) {
						return go({type: 'confirm', choice, line: MENU_CHOICES.findIndex((line) => line.value === choice)});
					}
					controls.askDeal(choice);
					return go({type: 'back'});
				case 'restart':
					controls.dispatch({type: 'restart'});
					return go({type: 'back'});
				case 'watch':
					controls.dispatch({type: 'watch'});
					return go({type: 'back'});
				case 'settings':
				case 'help':
					return go({type: 'open', screen: choice});
				case 'quit':
					return exit();
			}
		},
		[controls.askDeal, controls.dispatch, controls.latest, currentScreen, go, exit],
	);

	useSessionKeys({active: big, screen: currentScreen, go, play: controls, choose, chooseDeal, toggle, settings, helpLast: lastHelpTop(settings.ascii, size.rows, controls.state.deal.rules), rows: size.rows});

	if (!big) return <TooSmall size={size} />;
	switch (screen) {
		case 'board':
			return <PlayView state={controls.state} rows={size.rows} />;
		case 'menu':
			return <Menu selected={selected} ascii={settings.ascii} color={settings.color} confirm={confirm} />;
		case 'deal':
			return <DealMenu current={controls.state.deal.rules} selected={selected} ascii={settings.ascii} color={settings.color} confirm={confirm === 'new'} />;
		case 'settings':
			return <SettingsMenu settings={settings} selected={selected} />;
		case 'help':
			return <Help ascii={settings.ascii} rows={size.rows} top={helpTop} rules={controls.state.deal.rules} />;
	}
}

/**
 * Reports the game after each change of its history (a move, an undo, a new deal), so that it can
 * be kept: nothing to keep before the first move or after the win.
 */
function useProgress(controls: PlayControls, onProgress: AppProps['onProgress']): void {
	const {deal, game, won} = controls.state;
	const {latest, dispatch} = controls;
	// Whether the last report was a game in progress: a fresh deal that replaces one ends it (the
	// menu asked the player first), so that game is forgotten rather than taken up next time.
	const reportedAGame = useRef(false);
	useEffect(() => {
		const found = progressOf(latest());
		const progress = found === 'untouched' && reportedAGame.current ? undefined : found;
		if (onProgress === undefined || progress === 'untouched') return;
		reportedAGame.current = progress !== undefined;
		Promise.resolve(onProgress(progress)).catch((error: unknown) =>
			dispatch({type: 'say', message: {text: `The game plays on, but ${(error as Error).message}.`, tone: 'warn'}}),
		);
	}, [deal, game, won, onProgress, latest, dispatch]);
	// Once more on the way out, for the time played since the last move.
	useEffect(
		() => () => {
			const progress = progressOf(latest());
			if (onProgress !== undefined && progress !== undefined && progress !== 'untouched') void Promise.resolve(onProgress(progress)).catch(() => undefined);
		},
		[onProgress, latest],
	);
}

/**
 * What to keep of a game: undefined once won (forget it); 'untouched' for a deal with nothing
 * played, which keeps nothing and forgets nothing (a deal only looked at must not cost the game
 * kept from before).
 */
function progressOf(state: PlayState): GameProgress | undefined | 'untouched' {
	if (state.won) return undefined;
	if (state.game.entries.length === 1) return 'untouched';
	return {deal: state.deal, game: state.game, elapsedMs: playedMs(state.clock, Date.now())};
}

/** A game with a history (moves, or moves undone that redo would play) and not won: dealing another would end it. */
function isInProgress(state: PlayState): boolean {
	return !state.won && state.game.entries.length > 1;
}
