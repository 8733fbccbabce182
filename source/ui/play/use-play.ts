import {useCallback, useEffect, useRef} from 'react';
import {type DealRules, type Position} from '../../engine/index.js';
import {type HintService} from '../../solver-service/types.js';
import {type DealInfo, type PlayCommand, type PlayState, reducePlay, startPlay} from './index.js';
import {type Settings} from '../../io/settings.js';
import {useEagerReducer} from '../app/use-eager-reducer.js';

/** Where new deals come from, under the rules asked for: plain ones at once, proved-winnable ones from the solver. */
export interface Dealer {
	random(rules: DealRules): DealInfo;
	/** Rejects with an Error whose message can be shown to the player. Proved winnable, as the daily deal is. */
	winnable(rules: DealRules): Promise<DealInfo>;
	/** The daily deal of `date` (YYYY-MM-DD; default today's). */
	daily(rules: DealRules, date?: string): Promise<DealInfo>;
}

export interface PlayTiming {
	/** Pause between two cards of auto complete: visible, but quick. */
	readonly autoCompleteMs: number;
	/** How long a hint's source and destination stay lit. */
	readonly hintLightMs: number;
	/** How long each move of the demo is lit before it is played; default: a second over the pace setting. */
	readonly demoMoveMs?: number;
}

export const DEFAULT_TIMING: PlayTiming = {autoCompleteMs: 70, hintLightMs: 6000};

export interface PlayControls {
	/** The state to draw. */
	readonly state: PlayState;
	/** The state right now, for key handlers: it may be ahead of the last render. */
	readonly latest: () => PlayState;
	readonly dispatch: (command: PlayCommand) => void;
	/** A new deal under `rules`, by default those of the game on the table; a daily deal of `date`, or today's. */
	readonly askDeal: (kind: 'random' | 'winnable' | 'daily', rules?: DealRules, date?: string) => void;
}

/** The positions from the deal to the one on the table, oldest first: what the solver is told about. */
function historyOf(state: PlayState): Position[] {
	const {entries, current} = state.game;
	return entries.slice(0, current + 1).map((entry) => entry.position);
}

function dailyText(date: string | undefined): string {
	return date === undefined ? "Finding today's deal" : `Finding the daily deal of ${date}`;
}

function errorText(error: unknown): string {
	return error instanceof Error ? error.message : String(error);
}

/**
 * The game state hook: the play reducer (play/reducer.ts) plus the effects around it (the auto
 * complete timer, sending the hint request the reducer holds and its fading light, fetching a
 * deal). Answers that arrive late carry their request id, and the reducer drops any that no
 * longer match.
 */
export function usePlay(
	start: DealInfo,
	settings: Settings,
	dealer: Dealer,
	hints: HintService | undefined,
	timing: PlayTiming,
): PlayControls {
	const [state, dispatchAction, latest] = useEagerReducer(reducePlay, () => startPlay(start, settings, Date.now()));
	const dispatch = useCallback(
		(command: PlayCommand) => dispatchAction({...command, now: Date.now()}),
		[dispatchAction],
	);
	const requestIds = useRef(0);

	useEffect(() => {
		if (latest().settings !== settings) dispatch({type: 'settings', settings});
	}, [settings, dispatch, latest]);

	useEffect(() => {
		if (!state.autoCompleting) return undefined;
		const timer = setTimeout(() => dispatch({type: 'autoStep'}), timing.autoCompleteMs);
		return () => clearTimeout(timer);
	}, [state.autoCompleting, state.game, timing.autoCompleteMs, dispatch]);

	useEffect(() => {
		if (state.hint === undefined || state.demo !== undefined) return undefined;
		const timer = setTimeout(() => dispatch({type: 'hintFaded'}), timing.hintLightMs);
		return () => clearTimeout(timer);
	}, [state.hint, state.demo, timing.hintLightMs, dispatch]);

	// Watching the solver: its move, lit, is played at the demo's pace.
	const demoMove = state.demo?.move;
	const demoMoveMs = timing.demoMoveMs ?? 1000 / state.settings.demoPace;
	useEffect(() => {
		if (demoMove === undefined) return undefined;
		const timer = setTimeout(() => dispatch({type: 'demoStep'}), demoMoveMs);
		return () => clearTimeout(timer);
	}, [demoMove, demoMoveMs, dispatch]);

	// Every new position is thought about at once, while the player looks at it (the winnable
	// mark, and h answered from what is known). Before the hint request below: a hint about the same
	// position then joins this thought rather than starting another.
	useEffect(() => {
		const current = latest();
		// Nothing to think about in a game won, or one playing itself home.
		if (current.won || current.autoCompleting) return;
		if (hints === undefined) {
			dispatch({type: 'noSolver', game: current.game});
			return;
		}
		const id = ++requestIds.current;
		dispatch({type: 'thinkSent', id, game: current.game});
		hints.think(historyOf(current), (news) => dispatch({type: 'foresight', id, news}));
	}, [state.game, state.won, state.autoCompleting, hints, dispatch, latest]);

	// h asks the reducer for a hint; this sends the request, once, about the position as it is now.
	useEffect(() => {
		const current = latest();
		if (current.hintPending === undefined || current.hintPending.id !== undefined) return;
		if (hints === undefined) {
			dispatch({type: 'hintUnavailable'});
			return;
		}
		const id = ++requestIds.current;
		dispatch({type: 'hintSent', id});
		hints.hint(historyOf(current), current.hintEffort).then(
			(answer) => dispatch({type: 'hintAnswered', id, answer}),
			(error: unknown) => dispatch({type: 'hintFailed', id, error: errorText(error)}),
		);
	}, [state.hintPending, hints, dispatch, latest]);

	const askDeal = useCallback(
		(kind: 'random' | 'winnable' | 'daily', rules: DealRules = latest().deal.rules, date?: string) => {
			if (kind === 'random') {
				dispatch({type: 'newDeal', deal: dealer.random(rules)});
				return;
			}
			const id = ++requestIds.current;
			dispatch({
				type: 'dealAsked',
				id,
				text: kind === 'winnable' ? 'Finding a winnable deal' : dailyText(date),
			});
			(kind === 'winnable' ? dealer.winnable(rules) : dealer.daily(rules, date)).then(
				// Both are proved winnable by the solver: the winnable mark may say so of the game.
				(deal) => dispatch({type: 'dealArrived', id, deal: {...deal, proved: true}}),
				(error: unknown) => dispatch({type: 'dealFailed', id, error: `No new deal: ${errorText(error)}`}),
			);
		},
		[dealer, dispatch, latest],
	);

	return {state, latest, dispatch, askDeal};
}
