import {type Game, currentPosition, isStuck, moveCount, shown, stepsOfGame} from '../../engine/index.js';
import {type KeptGame, type SavedGame} from '../../io/saved-game.js';
import {dealNameOf, gameSoFarOf} from '../../stats/game-record.js';
import {type Records, countedSince, LOG_LIMIT} from '../../stats/records.js';
import {type DealInfo, type Message} from '../play/index.js';
import {shortTitle} from '../theme/deal-title.js';

/**
 * A saved game taken up again (the menu's Open a saved game…, `--open NAME`), and what that means
 * for the statistics. A saved game is the game it was saved from, its id kept: a game counts once,
 * whichever of its saves (or the kept game) ends it. So:
 * - a game counted already (won, or lost when it was left) is taken up as practice, and counts
 *   nowhere: its id is in the records' log; or the log is full and newer than the save, so that a
 *   count of it may have fallen out of the log (records.ts, countedSince);
 * - taking up a save of the game on the table is going back in that game, not leaving it: it is
 *   not counted as lost, and, where moves were played since the save, it counts as an undo (help);
 * - taking up a save in place of another game in progress leaves that game, as a new deal does
 *   (counted as lost, after the same question).
 */

/** The game on the table, as far as taking up a save is concerned. */
export interface TableGame {
	readonly id: string;
	readonly game: Game;
	readonly assisted: boolean;
	/** It has a history and is not won: another game in its place ends it. */
	readonly inProgress: boolean;
}

/** What taking up `saved` costs the game on the table: it ends, it goes back to the save, or nothing. */
export function openingCost(saved: SavedGame, table: TableGame): 'ends' | 'back' | undefined {
	if (table.id === saved.id) return sameHistory(table.game, saved.game) ? undefined : 'back';
	return table.inProgress ? 'ends' : undefined;
}

/** The question the cost asks, for the line under the list. */
export function costQuestion(cost: 'ends' | 'back'): string {
	return cost === 'ends'
		? 'This ends the game in progress: Enter again opens it, Esc keeps the game.'
		: 'The game on the table has moved on since: Enter again goes back to the save.';
}

function movesIn(moves: number): string {
	return `${moves} move${moves === 1 ? '' : 's'} in`;
}

function sameHistory(a: Game, b: Game): boolean {
	return a.current === b.current && JSON.stringify(stepsOfGame(a)) === JSON.stringify(stepsOfGame(b));
}

/** The deal the save puts on the table, and what the board then says of it. */
export function openedDeal(
	name: string,
	saved: KeptGame,
	records: Records,
	table?: TableGame,
): {readonly deal: DealInfo; readonly message: Message} {
	const counted = saved.seed === undefined ? undefined : countedSince(records, saved.id, saved.savedAt);
	// Counted nowhere from now on: without its seed, the game is practice wherever it goes.
	const {seed: _seed, daily: _daily, savedAt: _savedAt, ...practice} = saved;
	const game = counted === undefined ? saved : practice;
	const back = table !== undefined && openingCost(saved, table) === 'back';
	const assisted = saved.assisted || (table?.id === saved.id && table.assisted) || back;
	const deal: DealInfo = {
		...dealNameOf(game),
		position: saved.game.entries[0].position,
		resumed: {...gameSoFarOf(saved), assisted},
	};
	const moves = moveCount(saved.game);
	const parts = [
		`${shown(name)} taken up: ${shortTitle(shown(saved.title))} as saved, ${movesIn(moves)}.`,
		isStuck(currentPosition(saved.game)) ? 'No card can move: u undoes.' : undefined,
		counted === 'counted' ? 'This game is counted in the statistics already: it counts nowhere again.' : undefined,
		counted === 'perhaps'
			? `It was saved before your last ${LOG_LIMIT} games and may be counted: it counts nowhere now.`
			: undefined,
	];
	const text = parts.filter((part) => part !== undefined).join(' ');
	return {deal, message: {text, tone: counted === undefined ? 'good' : 'warn'}};
}
