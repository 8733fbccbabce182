import {
	type Card,
	type DealRules,
	type Game,
	type Move,
	type Place,
	type Position,
	type Refusal,
	allowingDrawEarly,
	autoCompleteMoves,
	canDraw,
	canRedeal,
	canRedo,
	canUndo,
	cardsAt,
	click,
	currentPosition,
	describeRefusal,
	destinationsOf,
	fanAt,
	hasLegalMove,
	homeMove,
	isAutoCompleteReady,
	isFan,
	isStuck,
	isWon,
	lastMove,
	legalMoves,
	moveCount,
	newGame,
	pileAt,
	pilesFor,
	placeName,
	playLegalMoves,
	playMove,
	redealGame,
	redo,
	refuseLift,
	refuseMove,
	restart,
	rulesFor,
	samePlace,
	topCard,
	undo,
} from '../engine/index.js';
import {type Foresight, type HintAnswer, MAX_HINT_EFFORT} from '../hint/types.js';
import {labeller} from './card-text.js';
import {losingMove} from './lost-move.js';
import {noSuchFan} from './aim-words.js';
import {type PlayClock, playedMs, runClock, startClock} from './play-clock.js';
import {type Settings} from '../io/settings.js';

/**
 * The state of one game on screen and the named actions that change it. Pure: every rule question
 * goes to the engine (click, playMove, undo ...); this file only keeps track of what the player is
 * aiming at, holding and being told. Time comes in on each action (`now`) so that tests decide it.
 */

/** A deal ready to play: its position and how the status line names it (and the seed to replay it). */
export interface DealInfo {
	/** `deal 42`, `daily 2026-11-29`, `board start.txt`. */
	readonly title: string;
	readonly seed?: string;
	/** The rules it was dealt under (a board file's: its variant, with the default Kings rule). */
	readonly rules: DealRules;
	readonly position: Position;
	/** The date of a daily deal. */
	readonly daily?: string;
	/** Dealt proved winnable by the solver (a winnable or daily deal), which played the whole game, redeals and all. */
	readonly proved?: true;
	/** A game taken up again where it was left (its history starts at `position`), its time so far and its tally. */
	readonly resumed?: {readonly game: Game; readonly elapsedMs: number; readonly id: string; readonly assisted: boolean; readonly started: boolean};
}

/**
 * What the records need to know of the game on the table (stats/records.ts says what counts).
 * Kept by the reducer, which sees every action: the effects that report games see only some states.
 */
export interface GameTally {
	/** Restarts of this deal so far: each begins a new game of it. */
	readonly round: number;
	/** A move was played in this game (a game is played from its first move). */
	readonly started: boolean;
	/** A hint (h) or an undo (u, b) was used in this game. */
	readonly assisted: boolean;
	/** All cards went home once: the game is won, even if the win is undone. */
	readonly won: boolean;
	/** The last move was the solver's (the demo's, or auto complete after it): see begun. */
	readonly watched?: boolean;
}

/** A game that ended while this state came about: won, or left for another deal or restarted while started. */
export interface EndedGame {
	/** Counts the games ended in the session, so that each is reported once. */
	readonly seq: number;
	readonly deal: DealInfo;
	readonly round: number;
	readonly outcome: 'won' | 'lost';
	readonly cause?: 'left' | 'restarted';
	readonly moves: number;
	readonly timeMs: number;
	readonly assisted: boolean;
	/** Won by the solver's move (stats/records.ts: such a game counts nowhere). */
	readonly watched?: boolean;
}

/** Ended games a state remembers: more than can end between two renders. */
const ENDED_KEPT = 8;

export type Tone = 'info' | 'good' | 'warn';

export interface Message {
	readonly text: string;
	readonly tone: Tone;
	/** Said of the aimed place only ("Enter again: to fan 7"): it goes when the aim moves. */
	readonly ofTheAim?: boolean;
}

export interface PlayState {
	readonly deal: DealInfo;
	readonly game: Game;
	readonly settings: Settings;
	/**
	 * The aimed place: any of the fans, empty ones included; or a foundation pile, where the
	 * variant lets a pile's top card come back into play (there is nothing to aim at otherwise).
	 */
	readonly cursor: Place;
	/** The last fan aimed at: Down from the piles comes back to it. */
	readonly fanAim: number;
	/** The place whose top card is picked up (a drag in progress). */
	readonly held: Place | undefined;
	/** A hint asked for (h) and not answered yet. */
	readonly hintPending: HintRequest | undefined;
	/** The hinted move, lit on the board until it fades or anything changes. */
	readonly hint: Move | undefined;
	/** The last hinted move, kept until the position changes: Enter on its card follows it, lit or not. */
	readonly advice: Move | undefined;
	/**
	 * How hard the next hint thinks about this position (see MAX_HINT_EFFORT): one more each time
	 * the solver could not settle it, back to 0 when the position changes.
	 */
	readonly hintEffort: number;
	/** The deal being fetched (a winnable or daily deal) and what the spinner says meanwhile. */
	readonly dealPending: {readonly id: number; readonly text: string} | undefined;
	readonly message: Message | undefined;
	/** Auto complete is playing the last cards home, one per `autoStep`. */
	readonly autoCompleting: boolean;
	/** The time played, running only while the board is on screen and the game not won. */
	readonly clock: PlayClock;
	/** Whether the board is on screen (not hidden by a menu, help or a terminal too small): the clock runs only then. */
	readonly boardShown: boolean;
	/** All cards are home; cleared again if the win is undone. */
	readonly won: boolean;
	/** How many moves a lost-position hint said to undo; b takes them back until anything changes. */
	readonly rewind: number | undefined;
	/**
	 * Keys that wait for the hint: Enter pressed while it was thought about (the aim left where h
	 * was pressed) first, to play its move once it comes, then every key typed after that Enter,
	 * meant for the position after that move. Empty while keys act at once.
	 */
	readonly typedAhead: readonly KeyCommand[];
	readonly tally: GameTally;
	/** The last games that ended, oldest first, for the records. */
	readonly ended: readonly EndedGame[];
	/**
	 * The draw in progress (d, where the variant has one): the card at `depth` of fan `fan` is
	 * chosen with Up and Down, the aim then says where it goes (its own fan: to the top).
	 */
	readonly drawing: Drawing | undefined;
	/** A hint said to redeal now (no move of this layout brings a card home): Enter redeals, until anything changes. */
	readonly redealAdvised: boolean;
	/** What the solver, thinking ahead about this position, knows of it: the winnable mark, and h answered at once. */
	readonly foresight: Outlook;
	/** The first digit of a fan's number and when it was typed: a second digit soon after makes it fan 10 to 18. */
	readonly quickAim: {readonly fan: number; readonly at: number} | undefined;
	/** A mouse button pressed on the board and not released yet: where, and whether it has become a drag. */
	readonly pointer: {readonly from: Place; readonly dragging: boolean} | undefined;
	/**
	 * Watching the solver play: the move it shows, played at the next demo step, or the redeal it
	 * makes when a layout has no win and nothing more to bring home; undefined while it thinks.
	 */
	readonly demo: {readonly move: Move | 'redeal' | undefined} | undefined;
	/** The winnable mark was on at some time during this game. */
	readonly markOn: boolean;
}

export interface Drawing {
	readonly fan: number;
	/** The chosen card's index in its fan, from the bottom card (0). */
	readonly depth: number;
}

/**
 * What thinking ahead knows of the position on the table: nothing yet ('thinking'), winnable
 * ('won'), lost, or not settled in the longest hint's time ('unknown'); 'failed' when there is no
 * solver to ask (or it failed: the next position asks a new one). `answer` is there once the
 * thought is over: what h is told about this position, at once.
 */
export interface Outlook {
	/** The thought about this position, once use-play has asked for it: news with another id is stale. */
	readonly id: number | undefined;
	/** `redeal`: no win in this layout, and a redeal is left. */
	readonly verdict: 'thinking' | 'won' | 'lost' | 'unknown' | 'redeal' | 'failed';
	readonly answer: HintAnswer | undefined;
}

const THINKING: Outlook = {id: undefined, verdict: 'thinking', answer: undefined};

/**
 * A place on the board under the mouse. `covered`: the card pointed at lies under the top card of
 * its fan (blank rows, the aim marker and the fan number stand for the top card).
 */
export interface BoardSpot {
	readonly place: Place;
	readonly covered?: Card;
}

export interface HintRequest {
	/** The aim when h was pressed: the answer moves the aim to its card only if the player left it there. */
	readonly aim: Place;
	/** The request's id once it is sent (use-play sends it); its answer is taken only if this is still its id. */
	readonly id: number | undefined;
}

/**
 * Where an arrow (or Home, End) moves the aim; `nextPlayable` and `previousPlayable` (Tab and
 * Shift-Tab) go to the next fan, round the end, whose top card can move, or that takes the card
 * in hand.
 */
export type AimDirection = 'left' | 'right' | 'first' | 'last' | 'up' | 'down' | 'nextPlayable' | 'previousPlayable';

export type PlayCommand =
	| {readonly type: 'aim'; readonly to: AimDirection}
	/** A digit typed on the board: aim at that fan, or, soon after a 1, at fan 10 to 18. */
	| {readonly type: 'aimFan'; readonly digit: number}
	/** Enter: play the aimed card (a click), or drop the picked-up card on the aimed fan. */
	| {readonly type: 'play'}
	/** m: pick up the aimed card; with a card in hand, drop it (or put it back on its own fan). */
	| {readonly type: 'pick'}
	| {readonly type: 'dropHome'}
	| {readonly type: 'cancel'}
	| {readonly type: 'undo'}
	/** b: undo the moves a lost-position hint counted, back to a winnable position. */
	| {readonly type: 'rewind'}
	| {readonly type: 'redo'}
	| {readonly type: 'restart'}
	/** g: gather the fans, shuffle and deal again (where a redeal is left). */
	| {readonly type: 'redeal'}
	/** d: start the draw on the aimed fan; d again (or Esc) puts it off. */
	| {readonly type: 'draw'}
	| {readonly type: 'newDeal'; readonly deal: DealInfo}
	| {readonly type: 'dealAsked'; readonly id: number; readonly text: string}
	| {readonly type: 'dealFailed'; readonly id: number; readonly error: string}
	| {readonly type: 'dealArrived'; readonly id: number; readonly deal: DealInfo}
	/** h: a hint about this position (use-play sends the request, and says `hintSent`). */
	| {readonly type: 'hint'}
	| {readonly type: 'hintSent'; readonly id: number}
	/** There is no solver to ask. */
	| {readonly type: 'hintUnavailable'}
	| {readonly type: 'hintAnswered'; readonly id: number; readonly answer: HintAnswer}
	| {readonly type: 'hintFailed'; readonly id: number; readonly error: string}
	| {readonly type: 'hintFaded'}
	| {readonly type: 'autoStep'}
	| {readonly type: 'settings'; readonly settings: Settings}
	| {readonly type: 'say'; readonly message: Message}
	/** The board came into view or left it (a menu, help, a terminal too small): the clock follows. */
	| {readonly type: 'boardShown'; readonly shown: boolean}
	/** A key that does nothing on the board, by name: the game says which keys do. */
	| {readonly type: 'unmappedKey'; readonly name: string}
	/** use-play asked the solver to think ahead about `game`'s position, as thought `id`. */
	| {readonly type: 'thinkSent'; readonly id: number; readonly game: Game}
	/** There is no solver to think about `game`'s position. */
	| {readonly type: 'noSolver'; readonly game: Game}
	/** What thought `id` has found out (stale when the position has changed since). */
	| {readonly type: 'foresight'; readonly id: number; readonly news: Foresight}
	/** w, or the menu's Watch the solver: the solver plays on from here, a move at a time. */
	| {readonly type: 'watch'}
	/** The demo's next move, at its pace (use-play's timer). */
	| {readonly type: 'demoStep'}
	/** Any key while watching: the game is the player's again, where it stands. */
	| {readonly type: 'stopDemo'}
	/** The mouse's button pressed on the board, moved while pressed, and released (a click where it was pressed, else a drag). */
	| {readonly type: 'press'; readonly spot: BoardSpot}
	| {readonly type: 'drag'; readonly spot: BoardSpot | undefined}
	| {readonly type: 'release'; readonly spot: BoardSpot | undefined};

/** Every action carries the time it happened, so the clock and the win time stay testable. */
export type PlayAction = PlayCommand & {readonly now: number};

/** The commands of the board's keys: those that wait their turn behind a hint that Enter waits for. */
export type KeyCommand = Extract<PlayCommand, {readonly type: KeyCommandType}>;
type KeyCommandType = 'aim' | 'aimFan' | 'play' | 'pick' | 'dropHome' | 'cancel' | 'undo' | 'rewind' | 'redo' | 'redeal' | 'draw' | 'hint' | 'unmappedKey' | 'watch' | 'press' | 'drag' | 'release';
const KEY_COMMANDS: ReadonlySet<PlayCommand['type']> = new Set<KeyCommandType>(['aim', 'aimFan', 'play', 'pick', 'dropHome', 'cancel', 'undo', 'rewind', 'redo', 'redeal', 'draw', 'hint', 'unmappedKey', 'watch', 'press', 'drag', 'release']);

function isKeyCommand(command: PlayCommand): command is KeyCommand {
	return KEY_COMMANDS.has(command.type);
}

/** The command of an action, without its time: what is kept of a key that waits. */
function commandOf(action: PlayAction): KeyCommand {
	const {now: _now, ...command} = action;
	return command as KeyCommand;
}

export function startPlay(deal: DealInfo, settings: Settings, now: number, boardShown = true, ended: readonly EndedGame[] = []): PlayState {
	const resumed = deal.resumed;
	const started: PlayState = {
		deal,
		// The house rule of the draw is the player's setting, taken when a deal is dealt (a game taken up keeps its own).
		game: deal.resumed?.game ?? newGame(settings.drawEarly ? allowingDrawEarly(deal.position) : deal.position),
		settings,
		cursor: fanAt(0),
		fanAim: 0,
		held: undefined,
		hintPending: undefined,
		typedAhead: [],
		hint: undefined,
		advice: undefined,
		hintEffort: 0,
		dealPending: undefined,
		message: undefined,
		autoCompleting: false,
		clock: startClock(deal.resumed?.elapsedMs ?? 0, now),
		boardShown,
		won: false,
		rewind: undefined,
		tally: {round: 0, started: resumed?.started ?? false, assisted: resumed?.assisted ?? false, won: false},
		ended,
		drawing: undefined,
		redealAdvised: false,
		foresight: THINKING,
		quickAim: undefined,
		pointer: undefined,
		demo: undefined,
		markOn: settings.winnableMark,
	};
	// A board file may start ready to finish: let auto complete take it from there too. (No move
	// is played yet: the tally stays as dealt.)
	return settle({...afterPlayerMove(started, started.game, started.cursor, undefined), tally: started.tally}, now);
}

export function position(state: PlayState): Position {
	return currentPosition(state.game);
}

export function reducePlay(state: PlayState, action: PlayAction): PlayState {
	return settle(step(state, action), action.now);
}

function step(given: PlayState, action: PlayAction): PlayState {
	// Behind an Enter that waits for the hint, a key waits its turn: it was typed for the position after the hint's move.
	if (given.typedAhead.length > 0 && isKeyCommand(action)) return {...given, typedAhead: [...given.typedAhead, commandOf(action)]};
	// A fan's second digit must follow its first: any other key in between starts afresh.
	const state = given.quickAim !== undefined && isKeyCommand(action) && action.type !== 'aimFan' ? {...given, quickAim: undefined} : given;
	switch (action.type) {
		case 'aim':
			return state.drawing === undefined ? aim(state, action.to) : aimInDraw(state, state.drawing, action.to);
		case 'aimFan':
			return aimAtNumber(state, action.digit, action.now);
		case 'play':
			return state.drawing === undefined ? enter(state) : playDraw(state, state.drawing, state.cursor);
		case 'pick':
			// The draw has its card chosen already: m would pick up another, silently.
			if (state.drawing !== undefined) return say(state, 'The draw is on: Enter plays the chosen card, f sends it home, Esc puts the draw off.', 'info');
			return pick(state);
		case 'dropHome':
			return state.drawing === undefined ? dropHome(state) : drawHome(state, state.drawing);
		case 'cancel':
			return state.drawing === undefined ? cancel(state) : say({...state, drawing: undefined}, 'The draw is put off: it is still yours to play.', 'info');
		case 'undo':
			return takeBack(state);
		case 'rewind':
			return rewindToWinnable(state);
		case 'redo':
			return playAgain(state);
		case 'restart':
			return restarted(state, action.now);
		case 'redeal':
			return redealNow(state);
		case 'draw':
			return state.drawing === undefined ? startDraw(state) : say({...state, drawing: undefined}, 'The draw is put off: it is still yours to play.', 'info');
		case 'newDeal':
			return dealt(state, action.deal, action.now);
		case 'dealAsked':
			return {...state, dealPending: {id: action.id, text: action.text}};
		case 'dealArrived':
			return state.dealPending?.id === action.id ? dealt(state, action.deal, action.now) : state;
		case 'dealFailed':
			return state.dealPending?.id === action.id ? say({...state, dealPending: undefined}, action.error, 'warn') : state;
		case 'hint':
			return askHint(state, action.now);
		case 'hintSent':
			return state.hintPending !== undefined && state.hintPending.id === undefined ? {...state, hintPending: {...state.hintPending, id: action.id}} : state;
		case 'hintUnavailable':
			return state.hintPending === undefined ? state : hintOver({...state, demo: undefined}, (answered) => say(answered, 'Hints need the solver, which this build does not have.', 'warn'), action.now);
		case 'hintAnswered':
			return state.hintPending?.id === action.id ? hintOver(state, (answered) => showHint(answered, action.answer), action.now) : state;
		case 'hintFailed':
			return state.hintPending?.id === action.id ? hintOver({...state, demo: undefined}, (answered) => say(answered, `No hint: ${action.error}`, 'warn'), action.now) : state;
		case 'hintFaded':
			return {...state, hint: undefined};
		case 'autoStep':
			return autoStep(state);
		case 'settings':
			return withSettings(state, action.settings);
		case 'say':
			return {...state, message: action.message};
		case 'boardShown':
			return state.boardShown === action.shown ? state : {...state, boardShown: action.shown};
		case 'thinkSent':
			return state.game === action.game ? {...state, foresight: {...state.foresight, id: action.id}} : state;
		case 'noSolver':
			return state.game === action.game ? {...state, foresight: {id: undefined, verdict: 'failed', answer: undefined}} : state;
		case 'foresight':
			return state.foresight.id === action.id ? foreseen(state, action.news) : state;
		case 'watch':
			return watch(state, action.now);
		case 'demoStep':
			return demoStep(state, action.now);
		case 'stopDemo':
			return stopDemo(state);
		case 'press':
			return press(state, action.spot);
		case 'drag':
			return drag(state, action.spot);
		case 'release':
			return release(state, action.spot);
		case 'unmappedKey': {
			const aim = pilesAimable(state) ? `${arrows(state)} ${state.settings.ascii ? 'Up Down' : '↑↓'} aim at a fan or pile` : `${arrows(state)} aim at a fan`;
			const enter = state.held === undefined ? 'Enter plays its top card' : 'Enter drops the card there, Esc puts it back';
			return say(state, `${action.name} does nothing here: ${aim}, ${enter}, ? lists every key.`, 'info');
		}
	}
}

/**
 * Records the win (or forgets it when the win was undone), and runs the clock only while the
 * board can be played: on screen, and not won. The first win of a game ends it, for the records.
 */
function settle(state: PlayState, now: number): PlayState {
	const won = isWon(position(state));
	const settled = won === state.won ? state : {...state, won, autoCompleting: state.autoCompleting && !won};
	const clock = runClock(settled.clock, settled.boardShown && !won, now);
	const clocked = clock === settled.clock ? settled : {...settled, clock};
	if (!won || clocked.tally.won) return clocked;
	return withEnded({...clocked, tally: {...clocked.tally, won: true}}, endOf(clocked, 'won', undefined, now));
}

/** The game on the table as it ends now. */
function endOf(state: PlayState, outcome: EndedGame['outcome'], cause: EndedGame['cause'], now: number): Omit<EndedGame, 'seq'> {
	const {deal, tally} = state;
	const watched = outcome === 'won' && tally.watched === true ? {watched: true} : {};
	const {round, assisted} = tally;
	const ended = {deal, round, outcome, ...(cause === undefined ? {} : {cause}), moves: moveCount(state.game)};
	return {...ended, timeMs: playedMs(state.clock, now), assisted, ...watched};
}

function withEnded(state: PlayState, game: Omit<EndedGame, 'seq'>): PlayState {
	const seq = (state.ended.at(-1)?.seq ?? 0) + 1;
	return {...state, ended: [...state.ended, {...game, seq}].slice(-ENDED_KEPT)};
}

/** Whether leaving the game on the table now ends a game for the records: one played and not won. */
function endsAGame(state: PlayState): boolean {
	return state.tally.started && !state.tally.won;
}

/** A new deal on the table: the game it replaces, if played and not won, was left for it. */
function dealt(state: PlayState, deal: DealInfo, now: number): PlayState {
	const ended = endsAGame(state) ? withEnded(state, endOf(state, 'lost', 'left', now)).ended : state.ended;
	return startPlay(deal, state.settings, now, state.boardShown, ended);
}

/**
 * Back to the deal: the game so far, if played and not won, is lost, and a new game of the deal
 * begins (r redoes the moves), counted on its own: its clock starts again from nothing.
 */
function restarted(state: PlayState, now: number): PlayState {
	const ending = endsAGame(state) ? withEnded(state, endOf(state, 'lost', 'restarted', now)) : state;
	const next = changed(ending, restart(state.game), fanAt(0), {text: 'Back to the deal; r redoes the moves.', tone: 'info'});
	// settle() stops the new clock again where the board is hidden (a restart from the menu).
	const tally = {round: state.tally.round + 1, started: false, assisted: false, won: false};
	return {...next, clock: startClock(0, now), tally};
}

/** A move was played: it begins at the player's own; the solver's (the demo's, auto complete after it) are watched. */
function begun(state: PlayState): PlayState {
	const watched = state.demo !== undefined || (state.autoCompleting && state.tally.watched === true);
	const started = state.tally.started || !watched;
	const same = started === state.tally.started && watched === (state.tally.watched === true);
	return same ? state : {...state, tally: {...state.tally, started, watched}};
}

/** Help was used: a hint, an undo, the look-back's b, or the solver's moves in the demo. */
function helped(state: PlayState): PlayState {
	return state.tally.assisted ? state : {...state, tally: {...state.tally, assisted: true}};
}

function say(state: PlayState, text: string, tone: Tone): PlayState {
	return {...state, message: {text, tone}};
}

/**
 * Enter: play the aimed card (a click), or drop the card in hand on the aimed place. h then
 * Enter, typed faster than the solver answers, the aim left where it was: Enter is for the hint's
 * move, and waits for it. With the aim moved, Enter plays that card (and drops the hint).
 */
function enter(state: PlayState): PlayState {
	if (state.held === undefined && state.hintPending !== undefined && samePlace(state.cursor, state.hintPending.aim)) return {...state, typedAhead: [{type: 'play'}]};
	if (state.held === undefined) {
		// Enter follows the hint where a click cannot: a hinted draw on its fan, an advised redeal.
		const {advice} = state;
		if (advice?.draw === true && samePlace(advice.from, state.cursor)) return playDrawn(state, advice);
		if (state.redealAdvised && advice === undefined) return redealNow(state);
	}
	return state.held === undefined ? playAimed(state) : drop(state);
}

/** A hinted draw played as the hint says (Enter on its fan). */
function playDrawn(state: PlayState, move: Move): PlayState {
	const played = playMove(state.game, move);
	if (!played.ok) return refused(state, played.error);
	const where = samePlace(move.from, move.to) ? `the top of ${nameOf(state, move.to)}` : nameOf(state, move.to);
	return afterPlayerMove(state, played.value, isFan(move.to) ? move.to : move.from, {text: `Drawn: ${label(state)(move.card)} to ${where}.`, tone: 'info'});
}

/** A message about the aimed card would mislead once the aim is elsewhere: it goes when the aim moves. */
function leavingAim(state: PlayState): PlayState {
	return state.message?.ofTheAim === true ? {...state, message: undefined} : state;
}

/**
 * The aim moved by an arrow: along the fans, or along the piles where they can be aimed at. Up
 * and Down go to the piles and back where the piles can be aimed at (their cards come back into
 * play); where they cannot (Shamrocks), Up and Down step to the previous and next fan whose card
 * can move, as Shift-Tab and Tab do, so that the four arrows are all of use.
 */
function aim(moving: PlayState, to: AimDirection): PlayState {
	const now = position(moving);
	const state = leavingAim(moving);
	const {cursor} = state;
	if (to === 'nextPlayable' || to === 'previousPlayable') return aimPlayable(state, to === 'nextPlayable');
	if (to === 'up' || to === 'down') {
		if (!pilesAimable(state)) return aimPlayable(state, to === 'down');
		return to === 'up' ? {...state, cursor: isFan(cursor) ? pileAt(0) : cursor} : {...state, cursor: fanAt(state.fanAim)};
	}
	const count = isFan(cursor) ? now.fans.length : now.foundations.length;
	const at = isFan(cursor) ? cursor.fan : cursor.pile;
	const next = to === 'left' ? Math.max(0, at - 1) : to === 'right' ? Math.min(count - 1, at + 1) : to === 'first' ? 0 : count - 1;
	return isFan(cursor) ? {...state, cursor: fanAt(next), fanAim: next} : {...state, cursor: pileAt(next)};
}

/**
 * Tab (forward) and Shift-Tab: the aim to the next fan round the table whose top card can move,
 * as the engine says, or, with a card in hand, that takes it. From the piles, it starts from the
 * fan last aimed at.
 */
function aimPlayable(state: PlayState, forward: boolean): PlayState {
	const now = position(state);
	const count = now.fans.length;
	const from = isFan(state.cursor) ? state.cursor.fan : state.fanAim;
	const {held} = state;
	const card = held === undefined ? undefined : topCard(cardsOn(state, held));
	const playable = (fan: number): boolean => {
		if (held === undefined || card === undefined) return destinationsOf(now, fanAt(fan)).length > 0;
		return !samePlace(held, fanAt(fan)) && refuseMove(now, {card, from: held, to: fanAt(fan)}) === undefined;
	};
	for (let step = 1; step <= count; step++) {
		const fan = (from + (forward ? step : count - step)) % count;
		if (playable(fan)) return aimAt(state, fanAt(fan));
	}
	if (card === undefined) return say(state, 'No card can move.', 'info');
	return say(state, `No fan takes ${label(state)(card)}: f sends it home if it fits, Esc puts it back.`, 'info');
}

/**
 * How long after a fan's first digit the next one still counts as its second: 1 then 4 is fan
 * 14. Long enough for two keys typed one after the other, short enough that a player who types
 * 1, looks, then types 5 for fan 5 does not land on 15.
 */
export const QUICK_AIM_PAUSE_MS = 700;

/**
 * A digit: the aim to that fan, or after a 1 typed just before, to fan 10 to 18 (where there are
 * that many). 0 alone is fan 10: the tenth key of the row.
 */
function aimAtNumber(moving: PlayState, given: number, now: number): PlayState {
	const state = leavingAim(moving);
	const fans = position(state).fans.length;
	const first = state.quickAim;
	const two = first === undefined ? 0 : first.fan * 10 + given;
	if (first !== undefined && now - first.at <= QUICK_AIM_PAUSE_MS && two <= fans) return {...aimAt(state, fanAt(two - 1)), quickAim: undefined};
	const digit = given === 0 ? 10 : given;
	if (digit > fans) return say({...state, quickAim: undefined}, noSuchFan(digit, fans), 'info');
	// A second digit can follow only where ten times this one is a fan.
	return {...aimAt(state, fanAt(digit - 1)), quickAim: digit * 10 <= fans ? {fan: digit, at: now} : undefined};
}

/** Whether the aim can go to the foundation piles: where their top cards can come back into play. */
function pilesAimable(state: PlayState): boolean {
	return rulesFor(position(state).variant).foundation.returns;
}

/** The aim set to a place (remembering the fan, for Down from the piles). */
function aimAt(state: PlayState, place: Place): PlayState {
	return isFan(place) ? {...state, cursor: place, fanAim: place.fan} : {...state, cursor: place};
}

function arrows(state: PlayState): string {
	return state.settings.ascii ? '<->' : '←→';
}

function label(state: PlayState) {
	return labeller(state.settings.ascii);
}

function nameOf(state: PlayState, place: Place): string {
	return placeName(position(state).variant, place);
}

function refused(state: PlayState, refusal: Refusal): PlayState {
	return say(state, describeRefusal(refusal, label(state)), 'warn');
}

/**
 * A new game state after a move or an undo: anything lit or pending belonged to the old position,
 * so the hint, its request and any picked card are dropped (a late hint answer is then ignored).
 */
function changed(state: PlayState, game: Game, cursor: Place, message: Message | undefined): PlayState {
	const said = stuckMessage(game) ?? message;
	const cleared: PlayState = {
		...state,
		game,
		message: said,
		held: undefined,
		hint: undefined,
		advice: undefined,
		hintEffort: 0,
		hintPending: undefined,
		typedAhead: [],
		autoCompleting: false,
		rewind: undefined,
		foresight: THINKING,
		quickAim: undefined,
		pointer: undefined,
		drawing: undefined,
		redealAdvised: false,
	};
	// A redeal (or its undo) changes how many fans there are.
	const fans = currentPosition(game).fans.length;
	return aimAt(cleared, isFan(cursor) && cursor.fan >= fans ? fanAt(Math.max(0, fans - 1)) : cursor);
}

/**
 * Said at once when no card can move. It is the message of the move that got there, so what the
 * player does next (h, u) has its own say.
 */
function stuckMessage(game: Game): Message | undefined {
	const now = currentPosition(game);
	if (isWon(now)) return undefined;
	if (!hasLegalMove(now) && canRedeal(now)) return {text: `No move left: press g to redeal, ${redealsLeft(now.redeals)} left.`, tone: 'warn'};
	if (canDraw(now) && legalMoves(now).every((move) => move.draw === true)) {
		return {text: 'No move left but the draw: press d, choose any card of a fan with Up and Down.', tone: 'warn'};
	}
	if (!isStuck(now)) return undefined;
	if (!canUndo(game)) return {text: 'Stuck from the deal: no card can move. Press n for a new deal.', tone: 'warn'};
	return {text: 'Stuck: no card can move. Press u to undo, or n for a new deal.', tone: 'warn'};
}

/** After the player's own move: start auto complete when every fan is descending (if it is on). */
function afterPlayerMove(state: PlayState, game: Game, cursor: Place, message: Message | undefined): PlayState {
	const next = begun(changed(state, game, cursor, message));
	const now = currentPosition(game);
	if (!state.settings.autoComplete || isWon(now) || !isAutoCompleteReady(now)) return next;
	return {...next, autoCompleting: true, message: AUTO_COMPLETE_MESSAGE};
}

/**
 * Where the aim goes after a move: with the card, so that Enter again re-routes it; to its own
 * place when it went to a foundation that cannot be aimed at (its cards never come back).
 */
function aimAfter(state: PlayState, move: Move): Place {
	return isFan(move.to) || pilesAimable(state) ? move.to : move.from;
}

/** Enter on a card: the engine's click, led by a hint on that card. The aim follows the card so a second Enter re-routes it. */
function playAimed(state: PlayState): PlayState {
	if (!state.settings.autoplay) {
		return say(state, 'Autoplay is off: pick the card up with m, aim, then drop it with Enter.', 'info');
	}
	// Enter on a hinted card follows the hint, so a player who takes hints plays the solver's line.
	const {advice} = state;
	const hinted = advice !== undefined && samePlace(advice.from, state.cursor) ? advice.to : undefined;
	const clicked = click(state.game, state.cursor, hinted);
	if (!clicked.ok) return clicked.error.reason === 'no-move' && clickLanded(state) ? noOtherPlace(state) : refused(state, clicked.error);
	const game = clicked.value;
	const move = lastMove(game) as Move;
	const record = game.entries[game.current].click;
	const text = `${label(state)(move.card)} to ${nameOf(state, move.to)}.`;
	const cursor = aimAfter(state, move);
	// Enter again re-routes the card only where the aim followed it.
	if (record !== undefined && record.candidates.length > 1 && samePlace(cursor, move.to)) {
		const next = record.candidates[(record.index + 1) % record.candidates.length];
		return afterPlayerMove(state, game, cursor, {text: `${text} Enter again: to ${nameOf(state, next)}.`, tone: 'info', ofTheAim: true});
	}
	return afterPlayerMove(state, game, cursor, {text, tone: 'info'});
}

/** Whether the aimed card is the one the last click put there: Enter on it again asks for another place. */
function clickLanded(state: PlayState): boolean {
	const entry = state.game.entries[state.game.current];
	return entry.click !== undefined && entry.move !== undefined && samePlace(entry.move.to, state.cursor);
}

/** Enter again on a card that had only the one place it went to (the engine's "nowhere to go" would read as if it had none). */
function noOtherPlace(state: PlayState): PlayState {
	const move = lastMove(state.game) as Move;
	return say(state, `${label(state)(move.card)} has nowhere else to go.`, 'warn');
}

function pick(state: PlayState): PlayState {
	if (state.held !== undefined) return samePlace(state.held, state.cursor) ? cancel(state) : drop(state);
	const card = topCard(cardsOn(state, state.cursor));
	if (card === undefined) return say(state, `${capitalise(nameOf(state, state.cursor))} is empty: nothing to pick up.`, 'warn');
	const name = label(state)(card);
	const where = pilesAimable(state) ? 'a fan or pile' : 'a fan';
	return {
		...state,
		held: state.cursor,
		hint: undefined,
		message: {text: `Holding ${name} from ${nameOf(state, state.cursor)}: aim at ${where} and press Enter to drop it.`, tone: 'info'},
	};
}

function cardsOn(state: PlayState, place: Place): readonly number[] {
	const now = position(state);
	return (isFan(place) ? now.fans[place.fan] : now.foundations[place.pile]) ?? [];
}

function heldMove(state: PlayState, held: Place, to: Place): Move | undefined {
	const card = topCard(cardsOn(state, held));
	return card === undefined ? undefined : {card, from: held, to};
}

function drop(state: PlayState): PlayState {
	const held = state.held as Place;
	if (samePlace(state.cursor, held)) return cancel(state);
	const move = heldMove(state, held, state.cursor);
	return move === undefined ? emptyHand(state) : dragTo(state, move, aimAfter(state, move));
}

/** f: the picked card, or else the aimed card, to its foundation (a drag, so Autoplay may be off). */
function dropHome(state: PlayState): PlayState {
	const from = state.held ?? state.cursor;
	const move = homeMove(position(state), from);
	if (!move.ok) return state.held === undefined || move.error.reason === 'pile-does-not-take' ? refused(state, move.error) : emptyHand(state);
	// The aim stays where the card came from: the next card there may go home too.
	return dragTo(state, move.value, move.value.from);
}

function emptyHand(state: PlayState): PlayState {
	return say({...state, held: undefined}, `${capitalise(nameOf(state, state.cursor))} is empty.`, 'warn');
}

function dragTo(state: PlayState, move: Move, cursor: Place): PlayState {
	const played = playMove(state.game, move);
	// A refused drop keeps the card in hand, so the player can aim somewhere else.
	if (!played.ok) return refused(state, played.error);
	return afterPlayerMove(state, played.value, cursor, {text: `${label(state)(move.card)} to ${nameOf(state, move.to)}.`, tone: 'info'});
}

function cancel(state: PlayState): PlayState {
	if (state.held === undefined) return {...state, message: undefined, hint: undefined};
	const card = topCard(cardsOn(state, state.held));
	const text = card === undefined ? 'Put back.' : `${label(state)(card)} stays on ${nameOf(state, state.held)}.`;
	return {...state, held: undefined, message: {text, tone: 'info'}};
}

function takeBack(state: PlayState): PlayState {
	if (!canUndo(state.game)) return say(state, 'Nothing to undo: this is the deal.', 'info');
	const move = lastMove(state.game);
	if (move === undefined) return helped(changed(state, undo(state.game), state.cursor, {text: 'Undone: the redeal. The fans are as they were.', tone: 'info'}));
	const text = `Undone: ${label(state)(move.card)} back to ${nameOf(state, move.from)}.`;
	return helped(changed(state, undo(state.game), move.from, {text, tone: 'info'}));
}

/** b after a lost-position hint: the moves it counted, undone in one go (r redoes them one by one). */
function rewindToWinnable(state: PlayState): PlayState {
	const count = state.rewind;
	if (count === undefined) {
		const text = state.settings.winnableMark ? 'b goes back to a winnable position once the mark or h says this one is lost.' : 'b goes back to a winnable position after a hint (h) says this one is lost.';
		return say(state, text, 'info');
	}
	let game = state.game;
	for (let undone = 0; undone < count && canUndo(game); undone++) game = undo(game);
	const cursor = lastMove(state.game)?.from ?? state.cursor;
	const text = `Back ${count} move${count === 1 ? '' : 's'}: this position can still be won. h for a hint.`;
	return helped(changed(state, game, cursor, {text, tone: 'good'}));
}

function playAgain(state: PlayState): PlayState {
	if (!canRedo(state.game)) return say(state, 'Nothing to redo.', 'info');
	const game = redo(state.game);
	const move = lastMove(game);
	if (move === undefined) return begun(changed(state, game, fanAt(0), {text: 'Redone: the redeal, dealt as it was.', tone: 'info'}));
	return begun(changed(state, game, aimAfter(state, move), {text: `Redone: ${label(state)(move.card)} to ${nameOf(state, move.to)}.`, tone: 'info'}));
}

function capitalise(text: string): string {
	return text.charAt(0).toUpperCase() + text.slice(1);
}

function redealsLeft(count: number): string {
	return `${count} redeal${count === 1 ? '' : 's'}`;
}

/** g: the redeal, a step of the history like a move (u takes it back, and r deals it the same again). */
function redealNow(state: PlayState): PlayState {
	const redealt = redealGame(state.game);
	if (!redealt.ok) return refused(state, redealt.error);
	const now = currentPosition(redealt.value);
	const cards = now.fans.reduce((sum, fan) => sum + fan.length, 0);
	const after = now.redeals === 0 ? (canDraw(now) ? 'That was the last: the draw (d) is yours now.' : 'That was the last.') : `${redealsLeft(now.redeals)} left.`;
	return afterPlayerMove(state, redealt.value, fanAt(0), {text: `Redealt: ${cards} cards in ${now.fans.length} fans. ${after}`, tone: 'info'});
}

/** d: the draw starts on the aimed fan's top card; Up and Down then choose any card of it. */
function startDraw(state: PlayState): PlayState {
	const now = position(state);
	if (!canDraw(now)) {
		const refusal = playMove(state.game, {card: 0, from: fanAt(0), to: fanAt(0), draw: true});
		return refusal.ok ? state : refused(state, refusal.error);
	}
	if (!isFan(state.cursor) || (now.fans[state.cursor.fan]?.length ?? 0) === 0) return say(state, 'The draw takes a card of a fan: aim at one that has cards.', 'info');
	const fan = state.cursor.fan;
	const drawing = {fan, depth: now.fans[fan].length - 1};
	return {...state, held: undefined, hint: undefined, drawing, message: drawMessage(state, drawing)};
}

function drawMessage(state: PlayState, drawing: Drawing): Message {
	const card = position(state).fans[drawing.fan][drawing.depth];
	const up = state.settings.ascii ? 'Up Down' : '↑↓';
	return {text: `The draw: ${label(state)(card)}. ${up} choose a card, Enter brings it to the top (or aim, then Enter or f plays it there), Esc cancels.`, tone: 'info'};
}

/** Up and Down choose the card of the draw's fan (Up towards its bottom card, drawn higher); the other arrows aim where it goes. */
function aimInDraw(state: PlayState, drawing: Drawing, to: AimDirection): PlayState {
	if (to !== 'up' && to !== 'down') return aim(state, to);
	const length = position(state).fans[drawing.fan].length;
	const depth = Math.min(length - 1, Math.max(0, drawing.depth + (to === 'up' ? -1 : 1)));
	const chosen = {...drawing, depth};
	// Choosing a card brings the aim back to its fan, where Enter brings it to the top.
	return {...aimAt(state, fanAt(drawing.fan)), drawing: chosen, message: drawMessage(state, chosen)};
}

/** Enter in the draw: the chosen card to the top of its own fan, or to the aimed place. A top card simply moves, and the draw is kept. */
function playDraw(state: PlayState, drawing: Drawing, to: Place): PlayState {
	const cards = position(state).fans[drawing.fan];
	const card = cards[drawing.depth];
	const onTop = drawing.depth === cards.length - 1;
	const from = fanAt(drawing.fan);
	if (onTop && samePlace(from, to)) return say(state, `${label(state)(card)} is on top already: ${state.settings.ascii ? 'Up' : '↑'} chooses a covered card.`, 'info');
	const move: Move = onTop ? {card, from, to} : {card, from, to, draw: true};
	const played = playMove(state.game, move);
	if (!played.ok) return refused(state, played.error);
	const where = samePlace(from, to) ? `the top of ${nameOf(state, to)}` : nameOf(state, to);
	return afterPlayerMove(state, played.value, isFan(to) ? to : from, {text: `${onTop ? '' : 'Drawn: '}${label(state)(card)} to ${where}.`, tone: 'info'});
}

/** f in the draw: the chosen card home, where a pile takes it. */
function drawHome(state: PlayState, drawing: Drawing): PlayState {
	const now = position(state);
	const card = now.fans[drawing.fan][drawing.depth];
	const [pile] = pilesFor(now, card);
	if (pile === undefined) return say(state, `${label(state)(card)} does not go home yet.`, 'warn');
	return playDraw(state, drawing, pileAt(pile));
}

const AUTO_COMPLETE_MESSAGE: Message = {text: 'Every fan is descending: playing the rest home.', tone: 'good'};

function autoStep(state: PlayState): PlayState {
	if (!state.autoCompleting) return state;
	const [move] = autoCompleteMoves(position(state));
	if (move === undefined) return {...state, autoCompleting: false};
	const game = playLegalMoves(state.game, [move]);
	// Each step says again what is going on (a key pressed meanwhile may have said something
	// else), and the last leaves the line to the win panel.
	const message = isWon(currentPosition(game)) ? undefined : AUTO_COMPLETE_MESSAGE;
	return begun(aimAt({...state, game, held: undefined, hint: undefined, advice: undefined, hintEffort: 0, hintPending: undefined, typedAhead: [], message, foresight: THINKING}, move.from));
}

/**
 * h: a hint is asked for, unless there is one on its way already, or nothing to ask about. When
 * the solver's thought about this position is over, its answer is told at once; otherwise
 * use-play sends the request, and the solver answers from its thought.
 */
function askHint(state: PlayState, now: number): PlayState {
	if (state.hintPending !== undefined) return state; // already thinking about this very position
	if (state.won) return say(state, 'Nothing left to hint: the game is won.', 'good');
	// The rest is playing home by itself: a hint would only be stale by the time it came.
	if (state.autoCompleting) return say(state, 'Nothing to hint: the rest is playing home by itself.', 'good');
	const asked: PlayState = helped({...state, hintPending: {aim: state.cursor, id: undefined}, hint: undefined, message: undefined, rewind: undefined});
	const known = state.foresight.answer;
	return known === undefined ? asked : hintOver(asked, (answered) => showHint(answered, known), now);
}

/**
 * The hint's answer (or its failure) taken in by `answer`; then the keys that waited for it, in
 * the order typed: the Enter first, which plays the hint's move if it gave one and the aim is on
 * its card, then the others as if typed now. A win drops what is left: those keys were typed for
 * a game in play (and Enter on the win panel would deal again).
 */
function hintOver(state: PlayState, answer: (state: PlayState) => PlayState, now: number): PlayState {
	const [enter, ...after] = state.typedAhead;
	// The request stays on while the answer is taken in: it says where the aim was when h was pressed.
	let next: PlayState = {...answer(state), hintPending: undefined, typedAhead: []};
	if (enter !== undefined) next = settle(playAdvised(next), now);
	for (const command of after) {
		if (next.won) break;
		next = reducePlay(next, {...command, now});
	}
	return next;
}

function showHint(given: PlayState, answer: HintAnswer): PlayState {
	if (answer.verdict === 'cancelled') return given;
	if (given.demo !== undefined) return demoAnswered(given, answer);
	const state = helped(given);
	switch (answer.verdict) {
		case 'won': {
			const more = answer.movesLeft === 1 ? 'this wins' : `winnable in ${answer.movesLeft} moves`;
			return withAdvice(state, answer.move, {text: `Hint: ${moveText(state, answer.move)} (${more}).`, tone: 'good'});
		}
		case 'lost':
			if (answer.undo === undefined && answer.thoughtMs !== undefined) return undoNotFound(state, answer.thoughtMs, answer.final === true);
			return {...say(state, lostText(answer.undo, answer.sinceRedeal === true), 'warn'), rewind: answer.undo !== undefined && answer.undo > 0 ? answer.undo : undefined};
		case 'unknown':
			return answer.guess === undefined ? notSettled(state, answer.thoughtMs, answer.final === true) : guessed(state, answer.thoughtMs, answer.guess, answer.final === true);
		case 'redeal':
			if (answer.guess === undefined) return {...say(state, 'No win in this layout, and no move gets a card home: press g (or Enter) to redeal.', 'warn'), redealAdvised: true};
			return withAdvice(state, answer.guess, {text: `No win in this layout: play out what helps, then redeal. Next: ${moveText(state, answer.guess)}.`, tone: 'warn'});
	}
}

/** Enter that came before the answer: plays the advised move when the aim is on its card; otherwise the hint just shows. */
function playAdvised(state: PlayState): PlayState {
	if (state.advice === undefined || !samePlace(state.cursor, state.advice.from)) return state;
	return playAimed(state);
}

/** The solver ran out of time: h again thinks twice as long, up to MAX_HINT_EFFORT times, or until its thought is over (`final`). */
function notSettled(state: PlayState, thoughtMs: number, final: boolean): PlayState {
	// Each message fits the 76 columns of the message line at 80 x 24.
	const after = `No hint in ${seconds(thoughtMs)}`;
	return thinkLonger(state, `${after}: this position is too hard for the solver.`, `${after}: a hard position. Press h to think twice as long.`, final);
}

/**
 * The solver ran out of time but offers a guess: lit and followed by Enter like a hint, and said
 * to be a guess. h again thinks twice as long, as without one.
 */
function guessed(state: PlayState, thoughtMs: number, guess: Move, final: boolean): PlayState {
	// Each message fits the two message rows of 76 columns at 80 x 24.
	const after = `Not settled in ${seconds(thoughtMs)}`;
	const offer = `Best guess, not proved: ${moveText(state, guess)}.`;
	const said = thinkLonger(state, `${after}: too hard for the solver. ${offer}`, `${after}: a hard position. ${offer} Press h to think twice as long.`, final);
	return withAdvice(said, guess, said.message);
}

/**
 * A move the solver advises, lit on the board and played by the next Enter, unless the player
 * aimed elsewhere while the solver thought. The aim goes to its card; or, when that card is in
 * hand and goes to a fan, to that fan, where Enter drops it. Any other card in hand is put back:
 * Enter would drop it, not play the hint.
 */
function withAdvice(state: PlayState, move: Move, message: Message | undefined): PlayState {
	const advised = {...state, hint: move, advice: move, message};
	if (!samePlace(state.cursor, state.hintPending?.aim)) return advised;
	if (samePlace(state.held, move.from) && samePlace(aimAfter(state, move), move.to)) return aimAt(advised, move.to);
	return aimAt({...advised, held: undefined}, move.from);
}

function moveText(state: PlayState, move: Move): string {
	if (move.draw === true) {
		const where = samePlace(move.from, move.to) ? 'the top of its fan' : nameOf(state, move.to);
		return `draw ${label(state)(move.card)} from ${nameOf(state, move.from)} to ${where} (the draw: d)`;
	}
	return `move ${label(state)(move.card)} from ${nameOf(state, move.from)} to ${nameOf(state, move.to)}`;
}

/**
 * Proved lost, but time ran out before a winnable earlier position was found (not that there is
 * none): h again looks back twice as long, as for a position left unsettled.
 */
function undoNotFound(state: PlayState, thoughtMs: number, final: boolean): PlayState {
	const after = `Lost; no winnable earlier position found in ${seconds(thoughtMs)}`;
	return thinkLonger(state, `${after}: too hard for the solver.`, `${after}. Press h to look longer.`, final);
}

/** Says `again` and lets the next h think twice as long, or says `atMost` past the last effort or once the thought is over. */
function thinkLonger(state: PlayState, atMost: string, again: string, final: boolean): PlayState {
	if (final || state.hintEffort >= MAX_HINT_EFFORT) return say(state, atMost, 'warn');
	return say({...state, hintEffort: state.hintEffort + 1}, again, 'warn');
}

function seconds(ms: number): string {
	return `${(ms / 1000).toFixed(1)} s`;
}

function lostText(undoCount: number | undefined, sinceRedeal = false): string {
	// Undefined here means every earlier position was proved lost (see undoNotFound for the rest).
	if (undoCount === undefined && sinceRedeal) return 'This position is lost, and so was this layout from the last redeal on: no undo in it can help.';
	if (undoCount === undefined) return "This position is lost, and so was the game's first one: no undo can help.";
	if (undoCount === 0) return 'This position is lost.';
	return `This position is lost: press b to undo ${undoCount} move${undoCount === 1 ? '' : 's'}, back to a winnable one.`;
}

/**
 * The settings changed: the game follows at once. The mark switched on shows what is known
 * already, the look-back included.
 */
function withSettings(state: PlayState, settings: Settings): PlayState {
	const next = {...state, settings, markOn: state.markOn || settings.winnableMark};
	return settings.winnableMark && !state.settings.winnableMark ? offerLookBack(next, false) : next;
}

/** What the solver thinking ahead found out about this position, taken in. */
function foreseen(state: PlayState, news: Foresight): PlayState {
	if (news.verdict === 'failed') return {...state, foresight: {...state.foresight, verdict: 'failed'}};
	return offerLookBack({...state, foresight: {id: state.foresight.id, verdict: news.verdict, answer: news.answer}}, true);
}

/**
 * With the mark on, a lost position's look-back is offered as soon as it is known, as a hint
 * would offer it: b goes back to the latest winnable position. When the move just played is the
 * one that lost the game, the message line says so (`sayIt`), so that a newcomer learns it on
 * that move; later moves only keep the offer.
 */
function offerLookBack(state: PlayState, sayIt: boolean): PlayState {
	const answer = state.foresight.answer;
	if (!state.settings.winnableMark || answer?.verdict !== 'lost' || answer.undo === undefined || answer.undo === 0 || state.won) return state;
	const offered = {...state, rewind: answer.undo};
	const lostBy = losingMove(answer, moveCount(state.game));
	const asking = state.hintPending !== undefined || state.demo !== undefined;
	if (!sayIt || lostBy !== moveCount(state.game) || asking) return offered;
	return say(offered, `Move ${lostBy} lost the game: press b (or u) to take it back.`, 'warn');
}

/** Said while the demo waits for the solver's next move. */
const WATCHING: Message = {text: 'Watching the solver: any key gives the game back to you.', tone: 'info'};

/** w: the solver plays on from here at the demo's pace, each move lit as a hint is. */
function watch(state: PlayState, now: number): PlayState {
	if (state.won) return say(state, 'Nothing to watch: the game is won.', 'good');
	if (state.autoCompleting) return say(state, 'Nothing to watch: the rest is playing home by itself.', 'good');
	return nextDemoMove({...state, demo: {move: undefined}, held: undefined, hintPending: undefined, typedAhead: [], pointer: undefined}, now);
}

/** The demo asks the solver for its next move, as h does: at once when its thought is over. */
function nextDemoMove(state: PlayState, now: number): PlayState {
	const asked = askHint(state, now);
	return asked.hintPending === undefined ? asked : {...asked, message: WATCHING};
}

/**
 * The solver's answer while watching: its move (or its best guess, said to be one) is lit and
 * played at the next step; on a lost position, or one with no guess, the demo stops and says
 * why, with the look-back offered as a hint offers it.
 */
function demoAnswered(state: PlayState, answer: HintAnswer): PlayState {
	switch (answer.verdict) {
		case 'won': {
			const more = answer.movesLeft === 1 ? 'this wins' : `${answer.movesLeft} moves to the win`;
			return showDemoMove(state, answer.move, `Watching the solver: ${moveText(state, answer.move)} (${more}).`);
		}
		case 'unknown':
			if (answer.guess !== undefined) return showDemoMove(state, answer.guess, `Watching the solver's best guess, not proved: ${moveText(state, answer.guess)}.`);
			return say({...state, demo: undefined}, `Watching stopped: the solver cannot settle this position in ${seconds(answer.thoughtMs)}, and has no guess.`, 'warn');
		case 'lost': {
			const shown = showHint({...state, demo: undefined}, answer);
			return shown.message === undefined ? shown : {...shown, message: {...shown.message, text: `Watching stopped. ${shown.message.text}`}};
		}
		case 'redeal':
			if (answer.guess !== undefined) return showDemoMove(state, answer.guess, `Watching the solver: no win in this layout, so it plays out what helps: ${moveText(state, answer.guess)}.`);
			// The player would press g here: the demo does, at its pace, and watches on.
			return {...state, demo: {move: 'redeal'}, hint: undefined, advice: undefined, message: {text: 'Watching the solver: no win in this layout and nothing more to bring home, so it redeals.', tone: 'info'}};
		case 'cancelled':
			return state;
	}
}

function showDemoMove(state: PlayState, move: Move, text: string): PlayState {
	return aimAt({...state, demo: {move}, hint: move, advice: move, message: {text, tone: 'info'}}, move.from);
}

/**
 * The demo's move played, as the player would play it (auto complete may take over from there,
 * and then the demo ends); then the solver is asked for the next one.
 */
function demoStep(state: PlayState, now: number): PlayState {
	const move = state.demo?.move;
	if (move === undefined) return state;
	if (move === 'redeal') return demoRedeal(state, now);
	const played = playMove(state.game, move);
	if (!played.ok) return {...refused(state, played.error), demo: undefined};
	const after = settle(afterPlayerMove(helped(state), played.value, aimAfter(state, move), {text: `${label(state)(move.card)} to ${nameOf(state, move.to)}.`, tone: 'info'}), now);
	if (after.won || after.autoCompleting) return {...after, demo: undefined};
	return nextDemoMove({...after, demo: {move: undefined}}, now);
}

/** The demo's redeal, as g makes it; the engine refusing it (none left) ends the demo with its reason. */
function demoRedeal(state: PlayState, now: number): PlayState {
	const after = redealNow(helped(state));
	if (after.game === state.game) return {...after, demo: undefined};
	return nextDemoMove({...after, demo: {move: undefined}}, now);
}

/** Any key while watching: the game is the player's again, where it stands; the move the solver showed stays lit, for Enter. */
function stopDemo(state: PlayState): PlayState {
	if (state.demo === undefined) return state;
	const moves = moveCount(state.game);
	return {...state, demo: undefined, hintPending: undefined, typedAhead: [], message: {text: `The game is yours again, ${moves} move${moves === 1 ? '' : 's'} in.`, tone: 'info'}};
}

/**
 * The mouse's button pressed on the board: the aim goes there (where the aim can go), and the
 * press waits for its release, or for the mouse to move on (a drag). A card under another one
 * cannot move: the engine says why, and nothing is pressed.
 */
/** The spot where it is a place of this board: one read off a board of more fans (a redeal deals fewer) is none. */
function onBoard(state: PlayState, spot: BoardSpot | undefined): BoardSpot | undefined {
	return spot !== undefined && cardsAt(position(state), spot.place) !== undefined ? spot : undefined;
}

function press(state: PlayState, given: BoardSpot): PlayState {
	const spot = onBoard(state, given);
	if (spot === undefined) return state;
	if (spot.covered !== undefined) {
		const refusal = refuseLift(position(state), spot.place, spot.covered);
		return refusal === undefined ? state : {...refused(state, refusal), pointer: undefined};
	}
	return {...aimable(state, spot.place), pointer: {from: spot.place, dragging: false}};
}

/** The aim set to `place` where the aim can go there (a fan; a pile whose cards come back), else left as it is. */
function aimable(state: PlayState, place: Place): PlayState {
	return isFan(place) || pilesAimable(state) ? aimAt(leavingAim(state), place) : state;
}

/**
 * The mouse moved with its button down: once it leaves the place pressed on, the card there is
 * picked up (a drag), and the aim follows the mouse, the card with it, as with m and the arrows.
 */
function drag(state: PlayState, given: BoardSpot | undefined): PlayState {
	const spot = onBoard(state, given);
	const pointer = state.pointer;
	if (pointer === undefined || spot === undefined || (!pointer.dragging && samePlace(spot.place, pointer.from))) return state;
	const lifted = pointer.dragging ? state : liftForDrag(state, pointer.from);
	if (lifted.held === undefined) return {...lifted, pointer: undefined};
	return {...aimable(lifted, spot.place), pointer: {from: pointer.from, dragging: true}};
}

/** The card a drag starts from, in hand: picked up, or kept in hand when m had picked it up already. */
function liftForDrag(state: PlayState, from: Place): PlayState {
	if (state.held !== undefined) return state;
	const card = topCard(cardsOn(state, from));
	// No card, or one that stays home for good, as the engine says, is not lifted: the release says why.
	if (card === undefined || refuseLift(position(state), from, card) !== undefined) return state;
	return pick(aimAt(state, from));
}

/**
 * The mouse's button released: where it was pressed, a click (what Enter does there); elsewhere
 * a drag, and the card dropped there. A drop the engine refuses says why and puts the card back,
 * since the drag is over; away from the board, the card is put back.
 */
function release(state: PlayState, given: BoardSpot | undefined): PlayState {
	const spot = onBoard(state, given);
	const pointer = state.pointer;
	if (pointer === undefined) return state;
	const done = {...state, pointer: undefined};
	if (spot === undefined) return pointer.dragging ? cancel(done) : done;
	if (!pointer.dragging && samePlace(spot.place, pointer.from)) return clickAt(done, spot.place);
	const lifted = pointer.dragging ? done : liftForDrag(done, pointer.from);
	if (lifted.held === undefined) return pointer.dragging ? lifted : clickAt(lifted, pointer.from);
	const dropped = dropOn(lifted, spot.place);
	return dropped.held === undefined ? dropped : {...dropped, held: undefined};
}

/** A click on a place: the aim goes there and Enter is pressed. Where the aim cannot go (a pile whose cards stay home), the engine says why. */
function clickAt(state: PlayState, place: Place): PlayState {
	// In the draw a click says where the chosen card goes, as Enter on the aimed place does.
	if (state.drawing !== undefined) return isFan(place) ? playDraw(aimAt(leavingAim(state), place), state.drawing, place) : drawHome(state, state.drawing);
	if (state.held !== undefined) return dropOn(state, place);
	if (isFan(place) || pilesAimable(state)) return enter(aimAt(leavingAim(state), place));
	const clicked = click(state.game, place);
	return clicked.ok ? state : refused(state, clicked.error);
}

/**
 * The card in hand dropped on `place`. On a pile: that pile if it takes the card, else the first
 * pile that does (a player aims at the foundations, not at one pile of them), else the refusal
 * for that pile. A refused drop keeps the card in hand, as Enter does.
 */
function dropOn(state: PlayState, place: Place): PlayState {
	const held = state.held as Place;
	if (samePlace(place, held)) return cancel(state);
	const move = heldMove(state, held, place);
	if (move === undefined) return emptyHand(state);
	if (isFan(place)) return dragTo(aimAt(state, place), move, aimAfter(state, move));
	const refusal = refuseMove(position(state), move);
	if (refusal === undefined) return dragTo(state, move, aimAfter(state, move));
	const home = homeMove(position(state), held);
	return home.ok ? dragTo(state, home.value, aimAfter(state, home.value)) : refused(state, refusal);
}
