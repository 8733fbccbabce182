import {type Card, type Game, type Move, type Place, type Position, currentPosition} from '../../engine/index.js';
import {type Foresight, type HintAnswer} from '../../solver-service/types.js';
import {type Settings} from '../../io/settings.js';
import {type DealName, type GameEnd, type GameSoFar} from '../../stats/game-record.js';
import {type PlayClock} from './play-clock.js';

/** The state of one game on screen, and the actions that change it (reducer.ts hands each to its concern). */

/** A deal ready to play: how the status line names it (and the seed to replay it), and its position. */
export interface DealInfo extends DealName {
	readonly position: Position;
	/** Dealt proved winnable by the solver (a winnable or daily deal), which played the whole game, redeals and all. */
	readonly proved?: true;
	/** A game taken up again where it was left (its history starts at `position`), its time so far and its tally. */
	readonly resumed?: GameSoFar;
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
export interface EndedGame extends GameEnd {
	/** Counts the games ended in the session, so that each is reported once. */
	readonly seq: number;
	readonly deal: DealInfo;
	readonly round: number;
	/** A game the reducer ends is won, or left or restarted: quitting while stuck is the App's. */
	readonly cause?: 'left' | 'restarted';
}

/** Ended games a state remembers: more than can end between two renders. */
export const ENDED_KEPT = 8;

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
	/**
	 * Auto drop (the setting) is sending home, one per `autoStep`, the cards that can never again be
	 * of use on the fans (engine/auto-drop.ts), after the player's move. Any key's move or undo stops it.
	 */
	readonly autoDropping: boolean;
	/** The time played, running only while the board is on screen and the game not won. */
	readonly clock: PlayClock;
	/**
	 * Whether the board is on screen (not hidden by a menu, help or a terminal too small): the clock runs only
	 * then.
	 */
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
	 * `again`: the last answer settled nothing and offered no guess, so it asks again, for longer.
	 */
	readonly demo: {readonly move: Move | 'redeal' | undefined; readonly again?: true} | undefined;
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

export const THINKING: Outlook = {id: undefined, verdict: 'thinking', answer: undefined};

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
	/** U: every move taken back, to the deal, the history kept (r plays the first again). */
	| {readonly type: 'undoAll'}
	/** R: every move taken back played again (u then takes back the last). */
	| {readonly type: 'redoAll'}
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
	/**
	 * The mouse's button pressed on the board, moved while pressed, and released (a click where it was
	 * pressed, else a drag).
	 */
	| {readonly type: 'press'; readonly spot: BoardSpot}
	| {readonly type: 'drag'; readonly spot: BoardSpot | undefined}
	| {readonly type: 'release'; readonly spot: BoardSpot | undefined};

/** The play reducer, handed to the steps that replay keys typed ahead (hint.ts), so they need not import the root. */
export type PlayReducer = (state: PlayState, action: PlayAction) => PlayState;

/** Every action carries the time it happened, so the clock and the win time stay testable. */
export type PlayAction = PlayCommand & {readonly now: number};

/** The commands of the board's keys: those that wait their turn behind a hint that Enter waits for. */
export type KeyCommand = Extract<PlayCommand, {readonly type: KeyCommandType}>;

export type KeyCommandType =
	| 'aim'
	| 'aimFan'
	| 'play'
	| 'pick'
	| 'dropHome'
	| 'cancel'
	| 'undo'
	| 'rewind'
	| 'redo'
	| 'undoAll'
	| 'redoAll'
	| 'redeal'
	| 'draw'
	| 'hint'
	| 'unmappedKey'
	| 'watch'
	| 'press'
	| 'drag'
	| 'release';

export function position(state: PlayState): Position {
	return currentPosition(state.game);
}
