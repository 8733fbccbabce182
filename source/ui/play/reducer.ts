import {allowingDrawEarly, fanAt, moveCount, newGame, restart} from '../../engine/index.js';
import {type Settings} from '../../io/settings.js';
import {startClock} from './play-clock.js';
import {aim, aimAtNumber, pilesAimable} from './aim.js';
import {redealNow, startDraw, aimInDraw, playDraw, drawHome} from './draw.js';
import {
	enter,
	pick,
	dropHome,
	cancel,
	takeBack,
	rewindToWinnable,
	playAgain,
	takeBackAll,
	playAllAgain,
} from './hand.js';
import {askHint, hintOver, showHint, watch, demoStep, demoAfterDrops, demoAskedAgain, stopDemo} from './hint.js';
import {withSettings, foreseen} from './mark.js';
import {press, drag, release} from './mouse.js';
import {
	type DealInfo,
	type EndedGame,
	type PlayState,
	THINKING,
	type PlayCommand,
	type PlayAction,
	type KeyCommand,
	type KeyCommandType,
} from './state.js';
import {changed, afterPlayerMove, autoStep} from './table.js';
import {settle, endOf, withEnded, endsAGame} from './tally.js';
import {say, unmappedKeyText} from './words.js';

/**
 * The root of the play reducer: each action goes to the module of its concern, and the keys typed
 * while a hint is awaited wait their turn behind it. Every action is then settled (tally.ts): the
 * win recorded, the clock run only while the board can be played.
 */

const KEY_COMMANDS: ReadonlySet<PlayCommand['type']> = new Set<KeyCommandType>([
	'aim',
	'aimFan',
	'play',
	'pick',
	'dropHome',
	'cancel',
	'undo',
	'rewind',
	'redo',
	'undoAll',
	'redoAll',
	'redeal',
	'draw',
	'hint',
	'unmappedKey',
	'watch',
	'press',
	'drag',
	'release',
]);

function isKeyCommand(command: PlayCommand): command is KeyCommand {
	return KEY_COMMANDS.has(command.type);
}

/** The command of an action, without its time: what is kept of a key that waits. */
function commandOf(action: PlayAction): KeyCommand {
	const {now: _now, ...command} = action;
	return command as KeyCommand;
}

export function startPlay(
	deal: DealInfo,
	settings: Settings,
	now: number,
	boardShown = true,
	ended: readonly EndedGame[] = [],
): PlayState {
	const resumed = deal.resumed;
	const started: PlayState = {
		deal,
		// The house rule of the draw is the player's setting, taken when a deal is dealt (a game taken up keeps
		// its own).
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
		autoDropping: false,
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
	// is played yet: the tally stays as dealt; and auto drop waits for the first move, so that the deal, and a
	// game taken up, stay as they are until the player plays.)
	const ready = afterPlayerMove(started, started.game, started.cursor, undefined);
	return settle({...ready, autoDropping: false, tally: started.tally}, now);
}

export function reducePlay(state: PlayState, action: PlayAction): PlayState {
	return settle(step(state, action), action.now);
}

export function step(given: PlayState, action: PlayAction): PlayState {
	// Behind an Enter that waits for the hint, a key waits its turn: it was typed for the position after the
	// hint's move.
	if (given.typedAhead.length > 0 && isKeyCommand(action))
		return {...given, typedAhead: [...given.typedAhead, commandOf(action)]};
	// A fan's second digit must follow its first: any other key in between starts afresh.
	const state =
		given.quickAim !== undefined && isKeyCommand(action) && action.type !== 'aimFan'
			? {...given, quickAim: undefined}
			: given;
	switch (action.type) {
		case 'aim':
			return state.drawing === undefined ? aim(state, action.to) : aimInDraw(state, state.drawing, action.to);
		case 'aimFan':
			return aimAtNumber(state, action.digit, action.now);
		case 'play':
			return state.drawing === undefined ? enter(state) : playDraw(state, state.drawing, state.cursor);
		case 'pick':
			// The draw has its card chosen already: m would pick up another, silently.
			if (state.drawing !== undefined)
				return say(
					state,
					'The draw is on: Enter plays the chosen card, f sends it home, Esc puts the draw off.',
					'info',
				);
			return pick(state);
		case 'dropHome':
			return state.drawing === undefined ? dropHome(state) : drawHome(state, state.drawing);
		case 'cancel':
			return state.drawing === undefined
				? cancel(state)
				: say({...state, drawing: undefined}, 'The draw is put off: it is still yours to play.', 'info');
		case 'undo':
			return takeBack(state);
		case 'rewind':
			return rewindToWinnable(state);
		case 'redo':
			return playAgain(state);
		case 'undoAll':
			return takeBackAll(state);
		case 'redoAll':
			return playAllAgain(state);
		case 'restart':
			return restarted(state, action.now);
		case 'redeal':
			return redealNow(state);
		case 'draw':
			return state.drawing === undefined
				? startDraw(state)
				: say({...state, drawing: undefined}, 'The draw is put off: it is still yours to play.', 'info');
		case 'newDeal':
			return dealt(state, action.deal, action.now);
		case 'dealAsked':
			return {...state, dealPending: {id: action.id, text: action.text}};
		case 'dealArrived':
			return state.dealPending?.id === action.id ? dealt(state, action.deal, action.now) : state;
		case 'dealFailed':
			return state.dealPending?.id === action.id
				? say({...state, dealPending: undefined}, action.error, 'warn')
				: state;
		case 'hint':
			return askHint(state, action.now, reducePlay);
		case 'hintSent':
			return state.hintPending !== undefined && state.hintPending.id === undefined
				? {...state, hintPending: {...state.hintPending, id: action.id}}
				: state;
		case 'hintUnavailable':
			return state.hintPending === undefined
				? state
				: hintOver(
						{...state, demo: undefined},
						(answered) => say(answered, 'Hints need the solver, which this build does not have.', 'warn'),
						action.now,
						reducePlay,
					);
		case 'hintAnswered':
			return state.hintPending?.id === action.id
				? demoAskedAgain(
						hintOver(state, (answered) => showHint(answered, action.answer), action.now, reducePlay),
						action.now,
						reducePlay,
					)
				: state;
		case 'hintFailed':
			return state.hintPending?.id === action.id
				? hintOver(
						{...state, demo: undefined},
						(answered) => say(answered, `No hint: ${action.error}`, 'warn'),
						action.now,
						reducePlay,
					)
				: state;
		case 'hintFaded':
			return {...state, hint: undefined};
		case 'autoStep':
			return state.autoDropping ? demoAfterDrops(autoStep(state), action.now, reducePlay) : autoStep(state);
		case 'settings':
			return withSettings(state, action.settings);
		case 'say':
			return {...state, message: action.message};
		case 'boardShown':
			return state.boardShown === action.shown ? state : {...state, boardShown: action.shown};
		case 'thinkSent':
			return state.game === action.game ? {...state, foresight: {...state.foresight, id: action.id}} : state;
		case 'noSolver':
			return state.game === action.game
				? {...state, foresight: {id: undefined, verdict: 'failed', answer: undefined}}
				: state;
		case 'foresight':
			return state.foresight.id === action.id ? foreseen(state, action.news) : state;
		case 'watch':
			return watch(state, action.now, reducePlay);
		case 'demoStep':
			return demoStep(state, action.now, reducePlay);
		case 'stopDemo':
			return stopDemo(state);
		case 'press':
			return press(state, action.spot);
		case 'drag':
			return drag(state, action.spot);
		case 'release':
			return release(state, action.spot);
		case 'unmappedKey':
			return say(state, unmappedKeyText(state, action.name, pilesAimable(state)), 'info');
	}
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
	const redoes = moveCount(state.game) > 0 ? '; r redoes the moves' : '';
	const next = changed(ending, restart(state.game), fanAt(0), {text: `Back to the deal${redoes}.`, tone: 'info'});
	// settle() stops the new clock again where the board is hidden (a restart from the menu).
	const tally = {round: state.tally.round + 1, started: false, assisted: false, won: false};
	return {...next, clock: startClock(0, now), tally};
}
