import React, {useCallback, useEffect, useLayoutEffect, useRef, useState} from 'react';
import {Box, Text, useApp} from 'ink';
import {type HintService} from '../../solver-service/types.js';
import {Help, lastHelpTop} from '../help/help.js';
import {quitKey, useKeys} from '../input/keys.js';
import {Menu, type MenuChoice, menuChoices} from '../menu/menu.js';
import {type DealInfo, type Message, type PlayState, position} from '../play/index.js';
import {type DealRules, shown} from '../../engine/index.js';
import {dailyWonNote, figuresOf, winLine} from '../../stats/figures.js';
import {NO_RECORDS, type Records} from '../../stats/records.js';
import {localDate} from '../../stats/text.js';
import {DealMenu, dealLine} from '../menu/deal-menu.js';
import {PlayView} from '../board/play-view.js';
import {type SettingName, type Settings, toggleSetting} from '../../io/settings.js';
import {SettingsMenu} from '../menu/settings-menu.js';
import {StatsScreen, statsLine} from '../stats/stats-screen.js';
import {type GameProgress, type RecordTargets, useGameRecord} from '../play/use-game-record.js';
import {Spinner} from '../board/spinner.js';
import {LEAST_SIZE, TooSmall, fits, minSize} from './too-small.js';
import {type Dealer, type PlayControls, type PlayTiming, DEFAULT_TIMING, usePlay} from '../play/use-play.js';
import {useScreen} from './use-screen.js';
import {useSessionKeys} from './use-session-keys.js';
import {type FormTargets, isInProgress, openNumber, openSave, openSaves} from './form-keys.js';
import {type SaveShelf} from '../../io/save-folder.js';
import {FormScreen} from '../menu/form-screen.js';
import {useCleanRedraw} from './use-clean-redraw.js';
import {type TerminalSize, useTerminalSize} from './use-terminal-size.js';
import {glyph, tint} from '../theme/theme.js';

export type {GameProgress} from '../play/use-game-record.js';

export interface AppProps {
	/**
	 * The first deal, or its promise (a winnable or daily deal the solver is still proving: it comes proved
	 * winnable).
	 */
	readonly start: DealInfo | Promise<DealInfo>;
	/** What the spinner says while `start` is pending. */
	readonly startText?: string;
	readonly dealer: Dealer;
	/** The solver's hint service; without it, hints and winnable deals say they are unavailable. */
	readonly hints?: HintService;
	readonly settings: Settings;
	/**
	 * Told the game in progress after every change, to keep it for the next run: undefined when
	 * there is nothing to keep (no move played yet, or the game over).
	 */
	readonly onProgress?: (progress: GameProgress | undefined) => void | Promise<string | undefined | void>;
	/** The records when the game starts (none by default): the Statistics screen and the win panel show them. */
	readonly records?: Records;
	/** Told each game that ended, to count it in the records' file. */
	readonly onResult?: RecordTargets['onResult'];
	/**
	 * Told of each change of the settings (a switch in the Settings menu, the rules of a New
	 * deal), to save it: a rejection, or a note it answers, is shown to the player.
	 */
	readonly onSettingsChange?: (
		settings: Settings,
		changed: keyof Settings,
	) => void | Promise<string | undefined | void>;
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
	/** The saved games of the menu's Save this game… and Open a saved game…; none: they are not kept. */
	readonly saves?: SaveShelf;
}

type Opening =
	| {readonly kind: 'waiting'}
	| {readonly kind: 'ready'; readonly deal: DealInfo}
	| {readonly kind: 'failed'; readonly error: string};

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
	const [opening, setOpening] = useState<Opening>(() =>
		isPromise(props.start) ? {kind: 'waiting'} : {kind: 'ready', deal: props.start},
	);
	useEffect(() => {
		if (!isPromise(props.start)) return undefined;
		let live = true;
		props.start.then(
			// A first deal the solver had to prove is a winnable or daily one: proved winnable.
			(deal) => live && setOpening({kind: 'ready', deal: {...deal, proved: true}}),
			(error: unknown) =>
				live && setOpening({kind: 'failed', error: error instanceof Error ? error.message : String(error)}),
		);
		return () => {
			live = false;
		};
	}, [props.start]);
	useKeys((input, key) => {
		// Once the game is up its keys quit (q types a q in a field there); Ctrl+C alone is Ink's.
		if (opening.kind === 'ready') return;
		if (quitKey(input, key) !== undefined) exit();
		else if (opening.kind === 'failed' && key.return)
			setOpening({kind: 'ready', deal: props.dealer.random(latestSettings.current.rules)});
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
	// Before the first deal the screen shows a line or two: the smallest game's terminal will do.
	if (!fits(size, LEAST_SIZE)) return <TooSmall size={size} least={LEAST_SIZE} />;
	if (opening.kind === 'failed') {
		return (
			<Box flexDirection="column" paddingLeft={1}>
				{/* The error may quote a path or a seed: its control characters are shown, never sent. */}
				<Text color={tint(settings.color, 'warn')}>Could not get that deal: {shown(opening.error)}</Text>
				<Text>Press Enter for a random deal instead, or q to quit.</Text>
			</Box>
		);
	}
	return (
		<Box paddingLeft={1}>
			<Text>
				<Spinner ascii={settings.ascii} color={settings.color} /> {shown(props.startText ?? 'Dealing')}
				{glyph(settings.ascii, 'ellipsis')}
			</Text>
		</Box>
	);
}

interface SessionProps extends AppProps {
	readonly deal: DealInfo;
	readonly size: TerminalSize;
	/** Changes a setting: the new settings at once, and the saving of them. */
	readonly onChange: (
		update: (settings: Settings) => Settings,
		name: keyof Settings,
	) => {readonly settings: Settings; readonly saved: Promise<string | undefined | void>};
}

/**
 * One sitting at the table: the game state lives here, so the menus, help and even a too-small
 * terminal come and go without losing it.
 */
function Session({
	deal,
	size,
	settings,
	onChange,
	dealer,
	hints,
	notice,
	onProgress,
	onResult,
	demo,
	saves,
	timing = DEFAULT_TIMING,
	...props
}: SessionProps) {
	const {exit} = useApp();
	const controls = usePlay(deal, settings, dealer, hints, timing);
	const [records, setRecords] = useState(props.records ?? NO_RECORDS);
	const [{screen, helpTop, selected, confirm, form}, go, currentScreen] = useScreen();
	// Each game asks for the terminal its own table needs (Trefoil's 16 fans take less than 18).
	const least = minSize(position(controls.state));
	const big = fits(size, least);
	// The clock runs only while the board can be played: not behind a menu, help or a terminal too
	// small. A layout effect, so it stops in the very commit that hides the board, not a tick later.
	const boardShown = big && screen === 'board';
	useLayoutEffect(() => controls.dispatch({type: 'boardShown', shown: boardShown}), [boardShown, controls.dispatch]);
	useEffect(() => {
		if (notice !== undefined) controls.dispatch({type: 'say', message: notice});
	}, [notice, controls.dispatch]);
	const gameId = useGameRecord(controls, {onProgress, onResult, setRecords});
	const latestRecords = useRef(records);
	latestRecords.current = records;
	useDailyNote(controls, deal, records);
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
			(error: unknown) =>
				controls.dispatch({
					type: 'say',
					message: {text: `Settings changed for this game, but ${(error as Error).message}.`, tone: 'warn'},
				}),
		);
	};
	const toggle = (name: SettingName) => change((current) => toggleSetting(current, name), name);
	const forms: FormTargets = {
		screen: currentScreen,
		go,
		play: controls,
		saves,
		gameId,
		records: () => latestRecords.current,
		chooseRules: (rules) => change((current) => ({...current, rules}), 'rules'),
		rows: size.rows,
	};
	const chooseDeal = (rules: DealRules | 'number', line: number) => {
		if (rules === 'number') return openNumber(forms);
		const now = currentScreen();
		// A game in progress is only left on the second asking of the same line.
		if (isInProgress(controls.latest()) && !(now.confirm === 'new' && now.selected === line))
			return go({type: 'confirm', choice: 'new', line});
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
				case 'restart':
					// A game in progress is only left on the second asking (a restart counts it lost too).
					if (isInProgress(controls.latest()) && currentScreen().confirm !== choice) {
						return go({
							type: 'confirm',
							choice,
							line: menuChoices(position(controls.latest())).findIndex((line) => line.value === choice),
						});
					}
					if (choice === 'restart') controls.dispatch({type: choice});
					else controls.askDeal(choice);
					return go({type: 'back'});
				case 'redeal':
				case 'undoAll':
				case 'redoAll':
					controls.dispatch({type: choice});
					return go({type: 'back'});
				case 'stats':
					return go({type: 'open', screen: 'stats', selected: statsLine(controls.latest().deal.rules)});
				case 'watch':
					controls.dispatch({type: 'watch'});
					return go({type: 'back'});
				case 'settings':
				case 'help':
					return go({type: 'open', screen: choice});
				case 'save':
					return openSave(forms);
				case 'open':
					return openSaves(forms);
				case 'quit':
					return exit();
			}
		},
		// `forms` is made afresh each render: its parts are the stable ones listed, and the shelf.
		[controls.askDeal, controls.dispatch, controls.latest, currentScreen, go, exit, saves],
	);

	const helpLast = lastHelpTop(settings.ascii, size.rows, controls.state.deal.rules, size.columns);
	useSessionKeys({
		active: big,
		screen: currentScreen,
		go,
		play: controls,
		choose,
		chooseDeal,
		toggle,
		settings,
		helpLast,
		rows: size.rows,
		forms,
		columns: size.columns,
	});

	if (!big) return <TooSmall size={size} least={least} />;
	const record = controls.state.won ? recordLine(records, controls.state, gameId()) : undefined;
	switch (screen) {
		case 'board':
			return <PlayView state={controls.state} rows={size.rows} columns={size.columns} record={record} />;
		case 'menu':
			return (
				<Menu
					choices={menuChoices(position(controls.state))}
					selected={selected}
					ascii={settings.ascii}
					color={settings.color}
					confirm={confirm}
					columns={size.columns}
					rows={size.rows}
				/>
			);
		case 'deal':
			return (
				<DealMenu
					current={controls.state.deal.rules}
					selected={selected}
					ascii={settings.ascii}
					color={settings.color}
					confirm={confirm === 'new'}
					columns={size.columns}
				/>
			);
		case 'settings':
			return <SettingsMenu settings={settings} selected={selected} columns={size.columns} rows={size.rows} />;
		case 'number':
		case 'save':
		case 'open':
			return <FormScreen screen={screen} form={form} selected={selected} state={controls.state} size={size} />;
		case 'help':
			return (
				<Help
					ascii={settings.ascii}
					rows={size.rows}
					columns={size.columns}
					top={helpTop}
					rules={controls.state.deal.rules}
				/>
			);
		case 'stats':
			return (
				<StatsScreen
					records={records}
					selected={selected}
					today={localDate()}
					rows={size.rows}
					ascii={settings.ascii}
					color={settings.color}
					columns={size.columns}
				/>
			);
	}
}

/**
 * A daily deal dealt from the menu says when it was won already, as `--daily` does on the first
 * screen (play.tsx says it of the first deal, with the other news of the start).
 */
function useDailyNote(controls: PlayControls, firstDeal: DealInfo, records: Records): void {
	const {deal} = controls.state;
	const latestRecords = useRef(records);
	latestRecords.current = records;
	useEffect(() => {
		if (deal === firstDeal || deal.daily === undefined) return;
		const note = dailyWonNote(latestRecords.current, deal.rules, deal.daily);
		if (note !== undefined) controls.dispatch({type: 'say', message: {text: note, tone: 'good'}});
	}, [deal, firstDeal, controls.dispatch]);
}

/** The win panel's line of records: the figures once this game is counted, or why it is not. */
function recordLine(records: Records, {deal, tally}: PlayState, id: string): string | undefined {
	if (deal.seed === undefined)
		return deal.title.startsWith('board ')
			? 'A board file is practice: not counted in the statistics.'
			: 'Practice: this game is not counted in the statistics.';
	if (tally.watched === true) return 'The solver won this game: not counted in the statistics.';
	if (!records.log.some((game) => game.id === id))
		return deal.daily === undefined ? undefined : `You had won ${deal.daily} already: this replay is not counted.`;
	return winLine(figuresOf(records, deal.rules, localDate()), deal.daily !== undefined);
}
