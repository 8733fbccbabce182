import {type EventEmitter} from 'node:events';

/**
 * Ink 6.8 (the last Ink on Node 20) throws on some keys it has no name for: it reads a key with Ctrl
 * and no name as `undefined` and calls a string method on that, before any handler sees the key.
 * Ctrl+F1 to Ctrl+F4 (ESC [1;5P to S) do it, and so do stray escape sequences such as a pasted
 * colour code (ESC [31m) or a terminal's status report (ESC [0n): the game ended with a stack
 * trace. It has no use for such keys, so a key whose reading throws before the game's own handler
 * is reached is dropped, as any key the game ignores; a throw from the game's handler surfaces.
 * `reached` is set by that handler when it is called. Returns what undoes it.
 */
export function dropUnreadableKeys(keysIn: EventEmitter, reached: {current: boolean}): () => void {
	const emit = keysIn.emit;
	const guarded = function (this: EventEmitter, event: string | symbol, ...args: unknown[]): boolean {
		if (event !== 'input') return emit.call(this, event, ...args);
		reached.current = false;
		try {
			return emit.call(this, event, ...args);
		} catch (error) {
			if (reached.current) throw error;
			return false;
		}
	};
	keysIn.emit = guarded as EventEmitter['emit'];
	return () => {
		keysIn.emit = emit;
	};
}
