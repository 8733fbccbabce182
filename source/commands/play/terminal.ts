import {writeSync} from 'node:fs';
import {constants} from 'node:os';
import chalk from 'chalk';
import {endOnOutputFailure} from '../output.js';

/**
 * The terminal around the game: the alternate screen, the mouse, keys that must not echo, the
 * signals that end the game, and lines written after the screen is given back.
 */

/**
 * Ink draws only the last frame, at exit, when it believes it runs in CI (is-in-ci reads CI when
 * Ink is first imported). Here stdin and stdout are a terminal, so someone is watching: forget
 * the CI variables before Ink loads (CI runs the end-to-end tests with CI=true, in a pty).
 */
export function forgetCi(): void {
	for (const name of ['CI', 'CONTINUOUS_INTEGRATION']) delete process.env[name];
}

/**
 * Colour off must not take inverse video and underline with it: they carry the cursor and the
 * highlights. chalk (Ink's styling) turns every style off when it sees --no-color in argv, so on a
 * terminal we give it back the basic level; the views themselves pass no colour when it is off.
 */
export function keepTextStyles(): void {
	if (chalk.level === 0 && process.stdout.isTTY && process.env['TERM'] !== 'dumb') chalk.level = 1;
}

/**
 * The alternate screen, cleared, with the cursor at its top: Ink draws from where the cursor is,
 * and some terminals (tmux) keep the cursor's row from the main screen, so after `npm install`
 * had printed a page the board started halfway down.
 */
const ENTER_ALT_SCREEN = '\u001B[?1049h\u001B[H\u001B[2J';

const LEAVE_ALT_SCREEN = '\u001B[?1049l';

/**
 * The game draws on the alternate screen so that quitting leaves the terminal as it was. Leaving
 * it is idempotent and wired to every way out: normal exit, signals, and process exit after an error.
 */
/** A dumb terminal knows no alternate screen: the sequences would only show as litter. */
export function hasAlternateScreen(env: NodeJS.ProcessEnv = process.env): boolean {
	return env['TERM'] !== 'dumb';
}

export function enterAlternateScreen(env: NodeJS.ProcessEnv = process.env): () => void {
	if (!hasAlternateScreen(env)) return () => {};
	let inside = true;
	writeToTerminal(ENTER_ALT_SCREEN);
	const leave = () => {
		if (!inside) return;
		inside = false;
		writeToTerminal(LEAVE_ALT_SCREEN);
	};
	process.once('exit', leave);
	return leave;
}

/**
 * The terminal's mouse reports: presses and releases (1000), moves while a button is down (1002,
 * for a drag), in SGR form (1006: ESC [ < b ; x ; y M, which tmux and xterm send for any column).
 */
const MOUSE_ON = '\u001B[?1000h\u001B[?1002h\u001B[?1006h';

const MOUSE_OFF = '\u001B[?1006l\u001B[?1002l\u001B[?1000l';

/**
 * Mouse reporting, switched as the Mouse setting goes, and off on every way out, as the alternate
 * screen is: `off` at the end of the game, and the process's exit after an error or a signal. A
 * terminal left reporting would type the mouse's moves into the shell.
 */
export function mouseSwitch(): {readonly set: (on: boolean) => void; readonly off: () => void} {
	let on = false;
	const set = (wanted: boolean) => {
		if (wanted === on) return;
		on = wanted;
		writeToTerminal(wanted ? MOUSE_ON : MOUSE_OFF);
	};
	const off = () => set(false);
	process.once('exit', off);
	return {set, off};
}

/** An error line at once; a terminal that is gone says nothing, and stops nothing. */
export function writeError(text: string): void {
	try {
		writeSync(2, text);
	} catch {
		// Nobody is there to read it.
	}
}

/** Writes at once; a terminal that is gone (a hangup) must not stop the way out, and the save. */
function writeToTerminal(text: string): void {
	try {
		writeSync(1, text);
	} catch {
		// Nobody is there to see it.
	}
}

/**
 * Raw mode from the start, as Ink will set it: until Ink loads (most of a second) the terminal
 * would echo keys typed meanwhile over the screen and push the board down. They wait for Ink
 * instead. Raw mode ends with the process, whatever way it ends.
 */
export function keepKeysOffTheScreen(): void {
	process.stdin.setRawMode(true);
	process.once('exit', () => {
		try {
			if (process.stdin.isTTY) process.stdin.setRawMode(false);
		} catch {
			// The terminal is gone: there is no mode left to restore.
		}
	});
}

/** The signals that end the game as q does (saved, the terminal given back). */
const ENDING_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

export type EndingSignal = (typeof ENDING_SIGNALS)[number];

/**
 * The ways the game ends besides q: a signal, or a terminal that can no longer be written to,
 * which is a hangup (the window closed) whether SIGHUP or the failed write comes first. Each ends
 * the game through `stop`, so that the game is saved and the terminal given back. Watched from
 * before Ink loads: Ctrl+C is a key for Ink only once it has put the terminal in raw mode, and a
 * signal in the moment before must not kill the process with the terminal still raw. A second
 * SIGINT or SIGTERM while the game winds down (a save that hangs) exits at once.
 */
export function watchForTheEnd(): {
	readonly signal: () => EndingSignal | undefined;
	readonly onEnd: (stop: () => void) => void;
	readonly release: () => void;
} {
	let ended: EndingSignal | undefined;
	let stop = () => {};
	const end = (signal: EndingSignal) => {
		if (ended !== undefined) {
			if (signal !== 'SIGHUP') process.exit(statusOf(signal));
			return;
		}
		ended = signal;
		stop();
	};
	const restoreOutput = endOnOutputFailure(() => end('SIGHUP'));
	for (const signal of ENDING_SIGNALS) process.on(signal, end);
	return {
		signal: () => ended,
		onEnd: (next) => {
			stop = next;
			if (ended !== undefined) next();
		},
		release: () => {
			restoreOutput();
			for (const signal of ENDING_SIGNALS) process.off(signal, end);
		},
	};
}

/** The exit status of a program a signal stopped, as shells give it: 128 plus its number (143 for SIGTERM). */
export function statusOf(signal: EndingSignal): number {
	return 128 + constants.signals[signal];
}

/**
 * The way out after a hangup, once the game is saved: the process ends by SIGHUP itself (a shell
 * reads 129). Not by exiting: Node 20, on exit, resets the terminal it started on, and aborts
 * (status 134) when that terminal is gone (nodejs/node#51519, fixed in later versions). A death by
 * the signal runs no exit code; what the 'exit' handlers would do is done here.
 */
export function endByHangup(): never {
	try {
		if (process.stdin.isTTY) process.stdin.setRawMode(false);
	} catch {
		// The terminal is gone: there is no mode left to restore.
	}
	// With no listener left, SIGHUP has its default action again: the end of the process.
	process.removeAllListeners('SIGHUP');
	process.kill(process.pid, 'SIGHUP');
	// Not reached; if the signal were somehow held back, the status still says why.
	process.exit(statusOf('SIGHUP'));
}
