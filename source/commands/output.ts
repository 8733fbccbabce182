import {writeSync} from 'node:fs';
import {getSystemErrorMap} from 'node:util';

/**
 * What happens when stdout or stderr cannot be written. A reader that stops reading
 * (`print ... | head -1`, EPIPE) is no error: the program stops writing, quietly, with the status
 * it had. Anything else (a full disk, `> /dev/full`) is one line on stderr and exit status 1: the
 * output is incomplete, and a script must not take it for whole.
 */

/** Exit status after output that could not be written. */
export const WRITE_FAILED = 1;

/**
 * `no space left on device (ENOSPC)`: the system's words for the error, then its code. Node's
 * message says it for a file (`ENOSPC: no space left on device, write`) but not for a pipe or a
 * terminal (`write EIO`); the system's table has the words for both.
 */
export function describeWriteError(error: NodeJS.ErrnoException): string {
	const known = error.errno === undefined ? undefined : getSystemErrorMap().get(error.errno);
	if (known !== undefined) return `${known[1]} (${known[0]})`;
	return error.code === undefined ? error.message : `${error.message} (${error.code})`;
}

/** How the program ends once its output failed: the process exits unless a command said otherwise. */
type Ending = (status: number) => void;

let ending: Ending = (status) => process.exit(status);

/**
 * While the game runs, a failed write (a terminal gone) must end it the way a hangup does, so
 * that the game is saved and the terminal given back: `end` does that; the returned function
 * puts the plain exit back.
 */
export function endOnOutputFailure(end: Ending): () => void {
	const before = ending;
	ending = end;
	return () => {
		ending = before;
	};
}

let failed = false;

function onStdoutError(error: NodeJS.ErrnoException): void {
	if (error.code === 'EPIPE') return ending(process.exitCode === undefined ? 0 : Number(process.exitCode));
	if (failed) return;
	failed = true;
	try {
		// Synchronous, so the line is out before the exit; stderr may be broken too, and then it is lost.
		writeSync(2, `shamrocks: cannot write the output: ${describeWriteError(error)}\n`);
	} catch {
		// Nowhere left to say it: the status says it.
	}
	ending(WRITE_FAILED);
}

function onStderrError(error: NodeJS.ErrnoException): void {
	const status = process.exitCode === undefined ? 0 : Number(process.exitCode);
	// A message that could not be shown still leaves the status it came with (2 for bad input).
	ending(error.code === 'EPIPE' || status !== 0 ? status : WRITE_FAILED);
}

/** Listens for write errors on stdout and stderr, for the life of the process. */
export function watchOutput(): void {
	process.stdout.on('error', onStdoutError);
	process.stderr.on('error', onStderrError);
}

/**
 * Characters that JSON.stringify leaves as they are but a terminal acts on: DEL, the C1
 * controls and the direction marks, overrides and isolates (it escapes the C0 controls itself).
 */
const ACTING_IN_JSON = /[\u007F-\u009F\u061C\u200E\u200F\u2028-\u202E\u2066-\u2069]/g;

/**
 * A value as one line of JSON that is safe on a terminal: the characters above written as `\uXXXX`.
 * They only ever stand inside strings, so the JSON still reads back as the same value.
 */
export function jsonLine(value: unknown): string {
	const escape = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
	return `${JSON.stringify(value).replace(ACTING_IN_JSON, escape)}\n`;
}
