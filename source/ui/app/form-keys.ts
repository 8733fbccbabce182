import {type Key} from 'ink';
import {plainInput} from '../input/keys.js';
import {type DealRules, ruleChoices, sameRules, shown} from '../../engine/index.js';
import {type SaveShelf, nameProblem} from '../../io/save-folder.js';
import {type SavedGame} from '../../io/saved-game.js';
import {readDealName, seededDeal} from '../../stats/deal-name.js';
import {dealNameOf} from '../../stats/game-record.js';
import {type Records} from '../../stats/records.js';
import {type FormAction, type FormNote, type FormScreen, fieldKey} from '../menu/form.js';
import {saveAtRow} from '../menu/open-screen.js';
import {type PlayState} from '../play/index.js';
import {playedMs} from '../play/play-clock.js';
import {type PlayControls} from '../play/use-play.js';
import {type TableGame, costQuestion, openedDeal, openingCost} from './opened-game.js';
import {type ScreenAction, type ScreenState} from './use-screen.js';

/**
 * The keys of the menu's Deal number, Save this game and Open a saved game, and the work they set
 * going: a deal dealt, a game saved, a saved game taken up. Each handler reads the state as it is
 * now (the eager reducers), and what comes back later (a save, a list) goes where the player is
 * by then: the screen that asked for it if it is still up, else the board's message line.
 */
export interface FormTargets {
	readonly screen: () => ScreenState;
	readonly go: (action: ScreenAction) => void;
	readonly play: PlayControls;
	/** The saved games; without them (a test of something else) the screens say they are not kept. */
	readonly saves?: SaveShelf;
	/** The id of the game on the table. */
	readonly gameId: () => string;
	readonly records: () => Records;
	/** Remembers the game chosen for the next new deal, as New deal does. */
	readonly chooseRules: (rules: DealRules) => void;
	/** The terminal's rows: where the saves' lines are. */
	readonly rows: number;
}

/** A game with a history (moves, or moves undone that redo would play) and not won: dealing another would end it. */
export function isInProgress(state: PlayState): boolean {
	return !state.won && state.game.entries.length > 1;
}

const ENDS_THE_GAME = 'This ends the game in progress: Enter again deals it, Esc keeps the game.';
const NOT_KEPT = 'Saved games are not kept in this run.';

function change(targets: FormTargets, action: FormAction): void {
	targets.go({type: 'form', action});
}

function note(targets: FormTargets, text: string, tone: FormNote['tone'] = 'warn', asked?: string): void {
	change(targets, {type: 'note', note: {text, tone}, ...(asked === undefined ? {} : {asked})});
}

/** Said on the screen that asked, if it is still up; else on the board's message line. */
function tell(targets: FormTargets, screen: FormScreen, text: string, tone: FormNote['tone']): void {
	if (targets.screen().screen === screen) note(targets, text, tone);
	else targets.play.dispatch({type: 'say', message: {text, tone}});
}

/** The keys of the screen on top, one of the three. */
export function formKeys(input: string, key: Key, targets: FormTargets): void {
	const {screen} = targets.screen();
	if (screen === 'number') numberKeys(input, key, targets);
	else if (screen === 'save') saveKeys(input, key, targets);
	else if (screen === 'open') openKeys(input, key, targets);
}

/** Typing, Backspace and Esc in a field; answers the key when it is Enter. */
function fieldKeys(input: string, key: Key, targets: FormTargets): 'enter' | undefined {
	const typed = fieldKey(input, key);
	if (typed === 'back') targets.go({type: 'back'});
	else if (typed === 'erase') change(targets, {type: 'erase'});
	else if (typed === 'enter') return 'enter';
	else if (typed !== undefined) change(targets, {type: 'type', character: typed.character});
	return undefined;
}

/** New deal, Deal number…: the field, in the game on the table until Up or Down chooses another. */
export function openNumber(targets: FormTargets): void {
	targets.go({type: 'open', screen: 'number', form: {text: '', rules: targets.play.latest().deal.rules}});
}

function numberKeys(input: string, key: Key, targets: FormTargets): void {
	const form = targets.screen().form;
	if (form?.rules === undefined) return;
	if (key.upArrow || key.downArrow) {
		const choices = ruleChoices();
		const at = choices.findIndex((rules) => sameRules(rules, form.rules as DealRules));
		const next = choices[(at + (key.upArrow ? -1 : 1) + choices.length) % choices.length];
		return change(targets, {type: 'rules', rules: next});
	}
	if (fieldKeys(input, key, targets) !== 'enter') return;
	const named = readDealName(form.text);
	if (typeof named === 'string') return note(targets, named);
	// A game in progress is only left on the second asking, of the same text.
	if (isInProgress(targets.play.latest()) && form.asked !== form.text)
		return note(targets, ENDS_THE_GAME, 'warn', form.text);
	const {rules} = form;
	targets.chooseRules(rules);
	if (named.kind === 'seed') targets.play.dispatch({type: 'newDeal', deal: seededDeal(named.seed, rules)});
	else targets.play.askDeal('daily', rules, named.date);
	targets.go({type: 'back'});
}

/** The game on the table as a save keeps it. */
function gameSoFar(targets: FormTargets): SavedGame {
	const state = targets.play.latest();
	const {assisted, started} = state.tally;
	const elapsedMs = playedMs(state.clock, Date.now());
	return {...dealNameOf(state.deal), id: targets.gameId(), game: state.game, elapsedMs, assisted, started};
}

/** Save this game…: the name field (a won game is over: nothing to save). */
export function openSave(targets: FormTargets): void {
	if (targets.play.latest().won) {
		targets.go({type: 'back'});
		return targets.play.dispatch({
			type: 'say',
			message: {text: 'This game is won and over: there is nothing to save.', tone: 'info'},
		});
	}
	targets.go({type: 'open', screen: 'save', form: {text: ''}});
}

function saveKeys(input: string, key: Key, targets: FormTargets): void {
	const form = targets.screen().form;
	if (form === undefined || fieldKeys(input, key, targets) !== 'enter' || form.busy === true) return;
	const name = form.text.trim();
	const problem = nameProblem(name);
	if (problem !== undefined) return note(targets, `The name ${problem}.`);
	const {saves} = targets;
	if (saves === undefined) return note(targets, NOT_KEPT);
	// Over a save of that name only once the player has been asked, about that very name.
	const replace = form.asked === name;
	change(targets, {type: 'note', note: {text: `Saving as ${shown(name)}`, tone: 'info'}, busy: true});
	saves.save(name, gameSoFar(targets), replace).then(
		(outcome) => {
			if (!outcome.saved) {
				const ask = `A saved game named ${shown(name)} is there: Enter again saves over it, Esc keeps it.`;
				if (targets.screen().screen === 'save') return note(targets, ask, 'warn', name);
				return tell(targets, 'save', `Not saved: a saved game named ${shown(name)} is there.`, 'warn');
			}
			const text = `Saved as ${shown(name)}: the menu's Open a saved game takes it up.`;
			if (targets.screen().screen === 'save') targets.go({type: 'back'});
			targets.play.dispatch({type: 'say', message: {text: [text, outcome.note].join(' ').trim(), tone: 'good'}});
		},
		(error: unknown) => tell(targets, 'save', (error as Error).message, 'warn'),
	);
}

/** Open a saved game…: the list, read afresh each time. */
export function openSaves(targets: FormTargets): void {
	const {saves} = targets;
	const reading: FormNote = {text: saves === undefined ? NOT_KEPT : 'Reading the saved games', tone: 'info'};
	targets.go({type: 'open', screen: 'open', form: {text: '', note: reading}});
	saves?.list().then(
		(list) => {
			if (targets.screen().screen === 'open') change(targets, {type: 'listed', saves: list});
		},
		(error: unknown) =>
			tell(targets, 'open', `The saved games cannot be read: ${(error as Error).message}.`, 'warn'),
	);
}

function openKeys(input: string, key: Key, targets: FormTargets): void {
	const {form, selected} = targets.screen();
	const count = form?.saves?.entries.length ?? 0;
	if (key.escape) return targets.go({type: 'back'});
	const typed = plainInput(input, key);
	const by = key.upArrow || typed === 'k' ? -1 : key.downArrow || typed === 'j' ? 1 : 0;
	if (by !== 0 && count > 0) {
		targets.go({type: 'select', by, count});
		return change(targets, {type: 'note'});
	}
	if (key.return) pickSave(selected, targets);
}

/** A click on a save's line picks it, as Enter on it does. */
export function clickSave(row: number, targets: FormTargets): void {
	const {form, selected, screen} = targets.screen();
	if (screen !== 'open') return;
	const index = saveAtRow(row, selected, form?.saves?.entries.length ?? 0, targets.rows);
	if (index === undefined) return;
	if (index !== selected) targets.go({type: 'highlight', line: index});
	pickSave(index, targets);
}

function tableGame(targets: FormTargets): TableGame {
	const state = targets.play.latest();
	return {id: targets.gameId(), game: state.game, assisted: state.tally.assisted, inProgress: isInProgress(state)};
}

function pickSave(index: number, targets: FormTargets): void {
	const form = targets.screen().form;
	const entry = form?.saves?.entries[index];
	if (form === undefined || entry === undefined || form.busy === true) return;
	const name = shown(entry.name);
	if (entry.game === undefined) return note(targets, `${name} cannot be opened: ${shown(entry.damaged)}.`);
	const cost = openingCost(entry.game, tableGame(targets));
	if (cost !== undefined && form.asked !== entry.name) return note(targets, costQuestion(cost), 'warn', entry.name);
	const {saves} = targets;
	if (saves === undefined) return;
	change(targets, {type: 'note', note: {text: `Opening ${name}`, tone: 'info'}, busy: true});
	saves.open(entry.name).then(
		(read) => {
			if (targets.screen().screen !== 'open') return;
			if (!read.ok) return note(targets, `${name} cannot be opened: ${shown(read.error)}.`);
			// Saved over since it was listed (another copy): a question not asked yet is asked now.
			const now = openingCost(read.value, tableGame(targets));
			if (now !== undefined && cost === undefined) return note(targets, costQuestion(now), 'warn', entry.name);
			const {deal, message} = openedDeal(entry.name, read.value, targets.records(), tableGame(targets));
			targets.play.dispatch({type: 'newDeal', deal});
			targets.play.dispatch({type: 'say', message});
			targets.go({type: 'back'});
		},
		(error: unknown) => tell(targets, 'open', `${name} cannot be opened: ${(error as Error).message}.`, 'warn'),
	);
}
