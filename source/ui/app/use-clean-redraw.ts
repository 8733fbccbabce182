import {useEffect, useRef} from 'react';
import {useStdout} from 'ink';
import {type TerminalSize} from './use-terminal-size.js';

/** Clear the whole screen, cursor to its top left. */
const CLEAR_SCREEN = '\u001B[2J\u001B[H';

/**
 * After the terminal changes size, clears the screen and draws the frame afresh from its top.
 * Ink erases its last frame by counting the lines it wrote, but a terminal that is narrowed or
 * widened rewraps those lines (tmux does, on the alternate screen too): pieces of the old board
 * stayed above the too-small message, then above the board drawn again. Ink's own `write` is the
 * way in: it erases its frame, writes the clear, and draws its last frame again below it, and its
 * next frames erase exactly that. Only where the game owns the screen (the alternate screen):
 * anywhere else clearing it would wipe the player's own lines.
 */
export function useCleanRedraw(ownsScreen: boolean, size: TerminalSize): void {
	const {write} = useStdout();
	const drawnAt = useRef(size);
	useEffect(() => {
		if (drawnAt.current.columns === size.columns && drawnAt.current.rows === size.rows) return;
		drawnAt.current = size;
		if (ownsScreen) write(CLEAR_SCREEN);
	}, [ownsScreen, size, write]);
}
