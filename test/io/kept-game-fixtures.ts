import {type Game, currentPosition, deal, legalMoves, newGame, playMove} from '../../source/engine/index.js';
import {type SavedGame} from '../../source/io/saved-game.js';

/** The deal of `seed` with its first legal move played `moves` times. */
export function played(seed: string, moves: number): Game {
	let game = newGame(deal(seed));
	for (let index = 0; index < moves; index++) {
		const next = playMove(game, legalMoves(currentPosition(game))[0]);
		if (!next.ok) throw new Error('a legal move was refused');
		game = next.value;
	}
	return game;
}

/** A kept (or saved) Shamrocks game of deal `seed`, `moves` in, as the game writes one. */
export function keptGame(id: string, seed: string, moves: number, changes: Partial<SavedGame> = {}): SavedGame {
	return {
		id,
		title: `deal ${seed}`,
		seed,
		rules: {variant: 'shamrocks', kings: 'bottom'},
		game: played(seed, moves),
		elapsedMs: 1000,
		assisted: false,
		started: true,
		...changes,
	};
}
