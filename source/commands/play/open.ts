import {shown} from '../../engine/index.js';
import {type Records} from '../../stats/records.js';
import {type KeptGame} from '../../io/saved-game.js';
import {type GameKeeper} from '../../io/kept-games.js';
import {readSave, savesFolder} from '../../io/save-folder.js';
import type {DealInfo, Message} from '../../ui/play/index.js';
import {openedDeal} from '../../ui/app/opened-game.js';
import type {CliFlags} from '../flags.js';
import {UsageError} from '../errors.js';

/** `shamrocks --open NAME`: the saved game taken up at the start, as the menu's Open a saved game… does. */

export interface Opening {
	readonly name: string;
	readonly saved: KeptGame;
}

/** The flags that choose a deal, or a game: a saved game is a deal and a game already. */
const DEAL_FLAGS = [
	['seed', '--seed'],
	['winnable', '--winnable'],
	['daily', '--daily'],
	['board', '--board'],
	['variant', '--variant'],
	['kings', '--kings'],
] as const;

/**
 * The save --open names, read and checked before the screen opens: with a deal flag, a name that
 * cannot be a save's, no save of that name or a damaged one, the game stops with one line.
 */
export async function openingSave(flags: CliFlags, folder = savesFolder()): Promise<Opening | undefined> {
	const name = flags.open;
	if (name === undefined) return undefined;
	const given = DEAL_FLAGS.filter(([flag]) => flags[flag] !== undefined && flags[flag] !== false);
	if (given.length > 0) {
		const them = given.map(([, typed]) => typed).join(', ');
		throw new UsageError(`--open takes up a saved game, its deal and game with it: it cannot go with ${them}`);
	}
	if (name.trim() === '')
		throw new UsageError("--open needs the NAME of a saved game (the menu's Open a saved game)");
	const read = await readSave(folder, name);
	if (read.ok) return {name, saved: read.value};
	const where = read.error === 'no saved game of that name' ? ` (in ${shown(folder)})` : '';
	throw new UsageError(`--open "${shown(name)}": ${read.error}${where}`);
}

/**
 * The first deal of a game that --open takes up, once the kept games and the records are read: not a
 * game another running copy plays (it would have two futures), and practice if it counted already.
 */
export async function openedStart(
	{name, saved}: Opening,
	keeper: GameKeeper,
	records: Records,
): Promise<{readonly deal: () => DealInfo; readonly text?: string; readonly notice: Message}> {
	if (await keeper.playedElsewhere(saved.id))
		throw new UsageError(`--open "${shown(name)}": it is open in another copy of shamrocks (quit it there first)`);
	const {deal, message} = openedDeal(name, saved, records);
	return {deal: () => deal, notice: message};
}
