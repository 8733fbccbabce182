/** A problem with what the user asked for: shown as one line on stderr, exit status 2. */
export class UsageError extends Error {
	override readonly name = 'UsageError';
}

/** For `--board -`: stdin is where the game reads its keys. */
export const BOARD_STDIN = '--board - is not allowed for play: the keyboard needs stdin (give a file)';
