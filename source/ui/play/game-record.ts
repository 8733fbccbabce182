import {currentPosition, isStuck, moveCount} from '../../engine/index.js';
import {dealNameOf, gameEndOf} from '../../stats/game-record.js';
import {type GameResult} from '../../stats/records.js';
import {playedMs} from './play-clock.js';
import {type DealInfo, type EndedGame, type PlayState} from './index.js';

/**
 * The pure part of reporting games to the records: which game is which, and the result of a
 * game that ended. The reducer (play-state.ts) says when a game ends; this names it.
 */

/**
 * The id of each game: one per deal and round (each restart begins a new game); a game taken up again
 * keeps its own.
 */
export class GameIds {
	private readonly ids = new WeakMap<DealInfo, Map<number, string>>();

	constructor(private readonly newId: () => string) {}

	of(deal: DealInfo, round: number): string {
		let rounds = this.ids.get(deal);
		if (rounds === undefined) {
			rounds = new Map();
			this.ids.set(deal, rounds);
		}
		let id = rounds.get(round);
		if (id === undefined) {
			id = round === 0 && deal.resumed !== undefined ? deal.resumed.id : this.newId();
			rounds.set(round, id);
		}
		return id;
	}
}

/** The games ended since the one numbered `reported`. */
export function endedSince(state: PlayState, reported: number): EndedGame[] {
	return state.ended.filter((game) => game.seq > reported);
}

/** The result of a game the reducer ended, for the records. */
export function resultOf(ended: EndedGame, id: string, at: Date): GameResult {
	// A game won by the solver's move keeps `watched`: the records count it nowhere (stats/records.ts).
	const end = gameEndOf(ended);
	return {id, ...dealNameOf(ended.deal), ...end, timeMs: Math.round(end.timeMs), at: at.toISOString()};
}

/**
 * The game quit while no card can move, which is lost (undo might still save it, but the player
 * left it there); undefined for a game that can go on, which stays open (kept), or one not begun.
 */
export function quitWhileStuck(state: PlayState, id: string, now: number): GameResult | undefined {
	const {tally} = state;
	if (!tally.started || tally.won || !isStuck(currentPosition(state.game))) return undefined;
	const ended: EndedGame = {
		seq: 0,
		deal: state.deal,
		round: tally.round,
		outcome: 'lost',
		moves: moveCount(state.game),
		timeMs: playedMs(state.clock, now),
		assisted: tally.assisted,
	};
	return {...resultOf(ended, id, new Date(now)), cause: 'stuck'};
}
