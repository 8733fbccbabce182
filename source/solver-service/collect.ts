import {setFlagsFromString} from 'node:v8';
import {runInNewContext} from 'node:vm';

/**
 * A full garbage collection after a big solve, in a solver thread that goes on to the next one.
 *
 * A solve keeps its positions in typed arrays that double as they fill (100 MB and more for a
 * hard deal at 2 s), and V8 frees an array only when it collects the small object that holds it,
 * which it may put off while the next deal fills tables of its own: a census of Kings-as-dealt
 * deals 1..400 ended its worst deals with 154 MB of arrays still held and peaked at 352 MB. A
 * collection after every deal settles that but costs tens of milliseconds, more than most deals
 * take (median 14 -> 45 ms over deals 1..1000); after a solve of a million nodes and more (about
 * a second of search) it costs a few percent of that solve, and easy deals pay nothing.
 */
export const BIG_SOLVE_NODES = 1_000_000;

/** The collector, exposed once; null where this Node does not allow it (then nothing is collected). */
let collector: (() => void) | null | undefined;

/** Collects the garbage when a solve of `nodes` nodes has just ended (see above). */
export function collectAfterSolve(nodes: number): void {
	if (nodes < BIG_SOLVE_NODES) return;
	collector ??= exposedCollector();
	collector?.();
}

/** `gc`, which V8 gives a new context once the flag is set (the flag alone does not change this one). */
function exposedCollector(): (() => void) | null {
	try {
		setFlagsFromString('--expose-gc');
		const found: unknown = runInNewContext('gc');
		return typeof found === 'function' ? (found as () => void) : null;
	} catch {
		return null;
	}
}
