import {type Move, moveCount, playMove, samePlace} from '../../engine/index.js';
import {type HintAnswer, MAX_HINT_EFFORT} from '../../solver-service/types.js';
import {aimAt, aimAfter} from './aim.js';
import {redealNow} from './draw.js';
import {playAimed} from './hand.js';
import {type Message, type PlayState, type PlayReducer} from './state.js';
import {afterPlayerMove} from './table.js';
import {settle, helped} from './tally.js';
import {say, label, nameOf, moveText, seconds, lostText, refused, WATCHING} from './words.js';

/**
 * The hint (h) and the demo (w), which asks for hints and plays them: the request, its answer in
 * words and on the board, Enter typed ahead of it, the best guess, and thinking twice as long.
 */

/**
 * h: a hint is asked for, unless there is one on its way already, or nothing to ask about. When
 * the solver's thought about this position is over, its answer is told at once; otherwise
 * use-play sends the request, and the solver answers from its thought.
 */
export function askHint(state: PlayState, now: number, reduce: PlayReducer): PlayState {
	if (state.hintPending !== undefined) return state; // already thinking about this very position
	if (state.won) return say(state, 'Nothing left to hint: the game is won.', 'good');
	// The rest is playing home by itself: a hint would only be stale by the time it came.
	if (state.autoCompleting) return say(state, 'Nothing to hint: the rest is playing home by itself.', 'good');
	// Cards are going home by themselves (Auto drop), in a moment: the hint is for the position they leave.
	if (state.autoDropping) return say(state, 'Cards are going home by themselves: h again in a moment.', 'info');
	const asked: PlayState = helped({
		...state,
		hintPending: {aim: state.cursor, id: undefined},
		hint: undefined,
		message: undefined,
		rewind: undefined,
	});
	const known = state.foresight.answer;
	return known === undefined ? asked : hintOver(asked, (answered) => showHint(answered, known), now, reduce);
}

/**
 * The hint's answer (or its failure) taken in by `answer`; then the keys that waited for it, in
 * the order typed: the Enter first, which plays the hint's move if it gave one and the aim is on
 * its card, then the others as if typed now. A win drops what is left: those keys were typed for
 * a game in play (and Enter on the win panel would deal again).
 */
export function hintOver(
	state: PlayState,
	answer: (state: PlayState) => PlayState,
	now: number,
	reduce: PlayReducer,
): PlayState {
	const [enter, ...after] = state.typedAhead;
	// The request stays on while the answer is taken in: it says where the aim was when h was pressed.
	let next: PlayState = {...answer(state), hintPending: undefined, typedAhead: []};
	if (enter !== undefined) next = settle(playAdvised(next), now);
	for (const command of after) {
		if (next.won) break;
		next = reduce(next, {...command, now});
	}
	return next;
}

export function showHint(given: PlayState, answer: HintAnswer): PlayState {
	if (answer.verdict === 'cancelled') return given;
	if (given.demo !== undefined) return demoAnswered(given, answer);
	const state = helped(given);
	switch (answer.verdict) {
		case 'won': {
			const more = answer.movesLeft === 1 ? 'this wins' : `winnable in ${answer.movesLeft} moves`;
			return withAdvice(state, answer.move, {
				text: `Hint: ${moveText(state, answer.move)} (${more}).`,
				tone: 'good',
			});
		}
		case 'lost':
			if (answer.undo === undefined && answer.thoughtMs !== undefined)
				return undoNotFound(state, answer.thoughtMs, answer.final === true);
			return {
				...say(state, lostText(answer.undo, answer.sinceRedeal === true), 'warn'),
				rewind: answer.undo !== undefined && answer.undo > 0 ? answer.undo : undefined,
			};
		case 'unknown':
			return answer.guess === undefined
				? notSettled(state, answer.thoughtMs, answer.final === true)
				: guessed(state, answer.thoughtMs, answer.guess, answer.final === true);
		case 'redeal':
			if (answer.guess === undefined)
				return {
					...say(
						state,
						'No win in this layout, and no move gets a card home: press g (or Enter) to redeal.',
						'warn',
					),
					redealAdvised: true,
				};
			return withAdvice(state, answer.guess, {
				text:
					'No win in this layout: play out what helps, then redeal. ' +
					`Next: ${moveText(state, answer.guess)}.`,
				tone: 'warn',
			});
	}
}

/**
 * Enter that came before the answer: plays the advised move when the aim is on its card; otherwise the
 * hint just shows.
 */
function playAdvised(state: PlayState): PlayState {
	if (state.advice === undefined || !samePlace(state.cursor, state.advice.from)) return state;
	return playAimed(state);
}

/**
 * The solver ran out of time: h again thinks twice as long, up to MAX_HINT_EFFORT times, or until its
 * thought is over (`final`).
 */
function notSettled(state: PlayState, thoughtMs: number, final: boolean): PlayState {
	// Each message fits the 76 columns of the message line at 80 x 24.
	const after = `No hint in ${seconds(thoughtMs)}`;
	return thinkLonger(
		state,
		`${after}: this position is too hard for the solver.`,
		`${after}: a hard position. Press h to think twice as long.`,
		final,
	);
}

/**
 * The solver ran out of time but offers a guess: lit and followed by Enter like a hint, and said
 * to be a guess. h again thinks twice as long, as without one.
 */
function guessed(state: PlayState, thoughtMs: number, guess: Move, final: boolean): PlayState {
	// Each message fits the two message rows of 76 columns at 80 x 24.
	const after = `Not settled in ${seconds(thoughtMs)}`;
	const offer = `Best guess, not proved: ${moveText(state, guess)}.`;
	const said = thinkLonger(
		state,
		`${after}: too hard for the solver. ${offer}`,
		`${after}: a hard position. ${offer} Press h to think twice as long.`,
		final,
	);
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

/**
 * Proved lost, but time ran out before a winnable earlier position was found (not that there is
 * none): h again looks back twice as long, as for a position left unsettled.
 */
function undoNotFound(state: PlayState, thoughtMs: number, final: boolean): PlayState {
	const after = `Lost; no winnable earlier position found in ${seconds(thoughtMs)}`;
	return thinkLonger(state, `${after}: too hard for the solver.`, `${after}. Press h to look longer.`, final);
}

/**
 * Says `again` and lets the next h think twice as long, or says `atMost` past the last effort or once
 * the thought is over.
 */
function thinkLonger(state: PlayState, atMost: string, again: string, final: boolean): PlayState {
	if (final || state.hintEffort >= MAX_HINT_EFFORT) return say(state, atMost, 'warn');
	return say({...state, hintEffort: state.hintEffort + 1}, again, 'warn');
}

/** w: the solver plays on from here at the demo's pace, each move lit as a hint is. */
export function watch(state: PlayState, now: number, reduce: PlayReducer): PlayState {
	if (state.won) return say(state, 'Nothing to watch: the game is won.', 'good');
	if (state.autoCompleting) return say(state, 'Nothing to watch: the rest is playing home by itself.', 'good');
	return nextDemoMove(
		{
			...state,
			demo: {move: undefined},
			held: undefined,
			hintPending: undefined,
			typedAhead: [],
			pointer: undefined,
		},
		now,
		reduce,
	);
}

/**
 * The demo asks the solver for its next move, as h does: at once when its thought is over. While
 * cards go home by themselves (Auto drop) it waits: `demoAfterDrops` asks once they are home.
 */
function nextDemoMove(state: PlayState, now: number, reduce: PlayReducer): PlayState {
	if (state.autoDropping) return {...state, demo: {move: undefined}};
	const asked = askHint(state, now, reduce);
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
			if (answer.guess !== undefined)
				return showDemoMove(
					state,
					answer.guess,
					`Watching the solver's best guess, not proved: ${moveText(state, answer.guess)}.`,
				);
			// As a player would press h again: each ask thinks twice as long, up to the hint's longest.
			if (answer.final !== true && state.hintEffort < MAX_HINT_EFFORT)
				return {
					...state,
					hintEffort: state.hintEffort + 1,
					demo: {move: undefined, again: true},
					message: {
						text:
							`Watching: no move found in ${seconds(answer.thoughtMs)}, ` +
							'so the solver thinks twice as long.',
						tone: 'info',
					},
				};
			return say(
				{...state, demo: undefined},
				`Watching stopped: the solver cannot settle this position in ${seconds(answer.thoughtMs)}, ` +
					'and has no guess.',
				'warn',
			);
		case 'lost': {
			const shown = showHint({...state, demo: undefined}, answer);
			return shown.message === undefined
				? shown
				: {...shown, message: {...shown.message, text: `Watching stopped. ${shown.message.text}`}};
		}
		case 'redeal':
			if (answer.guess !== undefined)
				return showDemoMove(
					state,
					answer.guess,
					'Watching the solver: no win in this layout, so it plays out what helps: ' +
						`${moveText(state, answer.guess)}.`,
				);
			// The player would press g here: the demo does, at its pace, and watches on.
			return {
				...state,
				demo: {move: 'redeal'},
				hint: undefined,
				advice: undefined,
				message: {
					text: 'Watching the solver: no win in this layout and nothing more to bring home, so it redeals.',
					tone: 'info',
				},
			};
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
export function demoStep(state: PlayState, now: number, reduce: PlayReducer): PlayState {
	const move = state.demo?.move;
	if (move === undefined) return state;
	if (move === 'redeal') return demoRedeal(state, now, reduce);
	const played = playMove(state.game, move);
	if (!played.ok) return {...refused(state, played.error), demo: undefined};
	const after = settle(
		afterPlayerMove(helped(state), played.value, aimAfter(state, move), {
			text: `${label(state)(move.card)} to ${nameOf(state, move.to)}.`,
			tone: 'info',
		}),
		now,
	);
	if (after.won || after.autoCompleting) return {...after, demo: undefined};
	return nextDemoMove({...after, demo: {move: undefined}}, now, reduce);
}

/** The demo's answer taken in; where it asks again (see `again`), the new ask goes out now. */
export function demoAskedAgain(state: PlayState, now: number, reduce: PlayReducer): PlayState {
	if (state.demo?.again !== true) return state;
	const asked = askHint({...state, demo: {move: undefined}}, now, reduce);
	// Keep the line saying why it waits, not WATCHING's plain one.
	return asked.hintPending === undefined ? asked : {...asked, message: state.message};
}

/**
 * After a card auto drop sent home: once the last is home, the demo that waited for them asks for
 * its next move (or ends, where auto complete took over or the game is won).
 */
export function demoAfterDrops(state: PlayState, now: number, reduce: PlayReducer): PlayState {
	if (state.demo === undefined || state.demo.move !== undefined || state.autoDropping) return state;
	if (state.won || state.autoCompleting) return {...state, demo: undefined};
	return nextDemoMove(state, now, reduce);
}

/** The demo's redeal, as g makes it; the engine refusing it (none left) ends the demo with its reason. */
function demoRedeal(state: PlayState, now: number, reduce: PlayReducer): PlayState {
	const after = redealNow(helped(state));
	if (after.game === state.game) return {...after, demo: undefined};
	return nextDemoMove({...after, demo: {move: undefined}}, now, reduce);
}

/**
 * Any key while watching: the game is the player's again, where it stands; the move the solver showed
 * stays lit, for Enter.
 */
export function stopDemo(state: PlayState): PlayState {
	if (state.demo === undefined) return state;
	const moves = moveCount(state.game);
	return {
		...state,
		demo: undefined,
		hintPending: undefined,
		typedAhead: [],
		message: {text: `The game is yours again, ${moves} move${moves === 1 ? '' : 's'} in.`, tone: 'info'},
	};
}
