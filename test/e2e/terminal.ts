import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {IPty} from '@lydell/node-pty';
import xterm from '@xterm/headless';
import {CLI} from '../cli-helpers.js';
import {loaded} from './pty.js';

/** Why these tests cannot run here (no pseudo-terminal binary for this platform), else undefined. */
export const noPty = loaded.missing;

/** Bytes of the keys a player presses, as a terminal sends them. */
export const KEY = {
	right: '\u001B[C',
	left: '\u001B[D',
	up: '\u001B[A',
	down: '\u001B[B',
	home: '\u001B[H',
	end: '\u001B[F',
	enter: '\r',
	escape: '\u001B',
	ctrlC: '\u0003',
} as const;

/**
 * The built program in a real pseudo-terminal, its output fed to a headless xterm so that the
 * test reads the screen a player would see (after every cursor move and clear), not a byte stream.
 */
export class PlayedTerminal {
	readonly terminal: InstanceType<typeof xterm.Terminal>;
	private readonly pty: IPty;
	private exitCode: number | undefined;
	private readonly exited: Promise<number>;
	/** Everything the program wrote, for checks on escape sequences. */
	output = '';
	private lastDataAt = Date.now();

	/** Where the game keeps its settings in this test: a fresh folder, never the developer's own. */
	readonly configDir: string;
	/** Where it keeps its statistics: the same folder unless told, never the developer's own. */
	readonly dataDir: string;

	/**
	 * `statusFile`: run the program under a shell that outlives a hangup (it ignores SIGHUP, the
	 * program does not) and writes the program's exit status there, as the shell reads it. After a
	 * hangup the pseudo-terminal no longer reports the exit.
	 */
	/**
	 * `tmuxSocket`: run the program in a tmux session of its own (on that server socket), as a
	 * player in tmux does: the terminal here is then tmux's, one row taller for its status line.
	 */
	constructor(
		args: readonly string[],
		columns = 80,
		rows = 24,
		env: Record<string, string> = {},
		statusFile?: string,
		tmuxSocket?: string,
	) {
		this.configDir = env['SHAMROCKS_CONFIG_DIR'] ?? mkdtempSync(join(tmpdir(), 'shamrocks-e2e-'));
		this.dataDir = env['SHAMROCKS_DATA_DIR'] ?? this.configDir;
		this.terminal = new xterm.Terminal({cols: columns, rows, allowProposedApi: true});
		const childEnv = {...process.env, TERM: 'xterm-256color'} as Record<string, string>;
		delete childEnv['NO_COLOR'];
		// A UTF-8 terminal, whatever the machine running the tests says (LANG=C means ASCII).
		delete childEnv['LC_ALL'];
		delete childEnv['LC_CTYPE'];
		childEnv['LANG'] = 'C.UTF-8';
		Object.assign(childEnv, {SHAMROCKS_CONFIG_DIR: this.configDir, SHAMROCKS_DATA_DIR: this.dataDir}, env);
		delete childEnv['TMUX'];
		const quoted = [process.execPath, CLI, ...args].map((word) => `'${word.replaceAll("'", "'\\''")}'`).join(' ');
		const [file, argv] =
			tmuxSocket !== undefined
				? [
						'tmux',
						[
							'-L',
							tmuxSocket,
							'-f',
							'/dev/null',
							'new-session',
							'-x',
							String(columns),
							'-y',
							String(rows),
							quoted,
						],
					]
				: statusFile === undefined
					? [process.execPath, [CLI, ...args]]
					: [
							'/bin/sh',
							['-c', `trap '' HUP; "$0" "$@"; echo $? > '${statusFile}'`, process.execPath, CLI, ...args],
						];
		// node-pty sets TERM to `name`: a test's own TERM (dumb) goes there.
		if (loaded.pty === undefined) throw new Error(loaded.missing);
		const options = {
			name: childEnv['TERM'] ?? 'xterm-256color',
			cols: columns,
			rows,
			cwd: process.cwd(),
			env: childEnv,
		};
		this.pty = loaded.pty.spawn(file, argv, options);
		this.pty.onData((data) => {
			this.output += data;
			this.lastDataAt = Date.now();
			this.terminal.write(data);
		});
		this.exited = new Promise((resolve) => {
			// As a shell gives it: a program that a signal ended has 128 plus the signal's number.
			this.pty.onExit(({exitCode, signal}) => {
				this.exitCode = signal ? 128 + signal : exitCode;
				resolve(this.exitCode);
			});
		});
	}

	/** The screen as text, one string per row, trailing spaces trimmed. */
	screen(): string {
		const buffer = this.terminal.buffer.active;
		const lines: string[] = [];
		for (let row = 0; row < this.terminal.rows; row++)
			lines.push(buffer.getLine(buffer.viewportY + row)?.translateToString(true) ?? '');
		return lines.join('\n');
	}

	/** 'alternate' while the game is up, 'normal' once it has given the terminal back. */
	bufferType(): string {
		return this.terminal.buffer.active.type;
	}

	/** Waits until the screen shows `text` (the first start of Node on a busy machine takes a while). */
	async waitFor(text: string | RegExp | ((screen: string) => boolean), ms = 20_000): Promise<void> {
		const deadline = Date.now() + ms;
		const seen = () =>
			typeof text === 'string'
				? this.screen().includes(text)
				: typeof text === 'function'
					? text(this.screen())
					: text.test(this.screen());
		const wanted = typeof text === 'function' ? 'what the test waits for' : String(text);
		while (!seen()) {
			if (Date.now() > deadline)
				throw new Error(`the screen never showed ${wanted}; it shows:\n${this.screen()}`);
			if (this.exitCode !== undefined)
				throw new Error(`the program exited (${this.exitCode}) before showing ${wanted}:\n${this.screen()}`);
			await new Promise((resolve) => setTimeout(resolve, 25));
		}
	}

	/** Types keys one at a time, as a person does. */
	async press(...keys: string[]): Promise<void> {
		for (const key of keys) {
			this.pty.write(key);
			await new Promise((resolve) => setTimeout(resolve, key === KEY.escape ? 120 : 40));
		}
	}

	/** Where the cursor stands, 0-based. */
	cursor(): {readonly row: number; readonly column: number} {
		const buffer = this.terminal.buffer.active;
		return {row: buffer.cursorY, column: buffer.cursorX};
	}

	resize(columns: number, rows: number): void {
		this.terminal.resize(columns, rows);
		this.pty.resize(columns, rows);
	}

	/** Resolves to the exit code; a program that hangs fails the test instead of hanging it. */
	async exit(ms = 10_000): Promise<number> {
		const timeout = new Promise<never>((_, reject) =>
			setTimeout(() => reject(new Error(`still running after ${ms} ms:\n${this.screen()}`)), ms),
		);
		const code = await Promise.race([this.exited, timeout]);
		// node-pty may report the exit before the last bytes (leaving the alternate screen) are
		// read: give them time to come and the output time to go quiet, then let xterm digest it.
		const exitedAt = Date.now();
		const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
		while (Date.now() - exitedAt < 3000 && (Date.now() - exitedAt < 400 || Date.now() - this.lastDataAt < 200))
			await sleep(50);
		await new Promise<void>((resolve) => this.terminal.write('', resolve));
		return code;
	}

	/**
	 * Waits for the exit and checks its code; a wrong one fails with the screen, where the line
	 * said after the game's screen is gone (why the last saves failed, say) shows.
	 */
	async exitsWith(expected: number, ms?: number): Promise<void> {
		const code = await this.exit(ms);
		if (code !== expected)
			throw new Error(`the program exited ${code}, not ${expected}; the screen:\n${this.screen()}`);
	}

	/** Sends a signal, as a closing terminal (SIGHUP), `kill` (SIGTERM) or a tty's Ctrl+C (SIGINT) do. */
	signal(name: 'SIGINT' | 'SIGTERM' | 'SIGHUP' | 'SIGKILL'): void {
		this.pty.kill(name);
	}

	/** Closes the terminal, as closing its window does: the program gets SIGHUP, and writes to it fail. */
	hangUp(): void {
		// The Unix terminal has destroy (close the master side, then SIGHUP); node-pty's types omit it.
		(this.pty as IPty & {destroy(): void}).destroy();
	}

	kill(): void {
		if (this.exitCode === undefined) this.pty.kill();
	}
}

/**
 * What `output` draws on a terminal of that size whose every cell holds junk, from the cursor at
 * `cursor`: the screen a terminal shows when it has mangled the old frame (rewrapped it on a
 * resize) in any way at all. Output that redraws the whole screen leaves no junk.
 */
export async function drawnOverJunk(
	output: string,
	columns: number,
	rows: number,
	cursor: {readonly row: number; readonly column: number},
): Promise<string> {
	const terminal = new xterm.Terminal({cols: columns, rows, allowProposedApi: true});
	const write = (data: string) => new Promise<void>((resolve) => terminal.write(data, resolve));
	await write(`\u001B[?1049h${'#'.repeat(columns * rows - 1)}\u001B[${cursor.row + 1};${cursor.column + 1}H`);
	await write(output);
	const buffer = terminal.buffer.active;
	const lines: string[] = [];
	for (let row = 0; row < rows; row++)
		lines.push(buffer.getLine(buffer.viewportY + row)?.translateToString(true) ?? '');
	terminal.dispose();
	return lines.join('\n');
}
