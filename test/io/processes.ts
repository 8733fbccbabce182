import {type ChildProcess, spawn} from 'node:child_process';
import {fileURLToPath} from 'node:url';

/** A module of tsc's output (npm test builds it first), for a child process to import. */
export function built(path: string): string {
	return fileURLToPath(new URL(`../../dist/${path}`, import.meta.url));
}

export interface Child {
	readonly process: ChildProcess;
	/** Resolves once the child has written `text` to its stdout. */
	readonly said: (text: string) => Promise<void>;
	/** Resolves to its exit code (or 128 + the signal's number, as a shell gives it). */
	readonly exited: Promise<number>;
	readonly stderr: () => string;
}

/** A real Node process running an ES module given as text. */
export function runModule(code: string, env: NodeJS.ProcessEnv = {}): Child {
	const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
		env: {...process.env, ...env},
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	let out = '';
	let err = '';
	const waiting: Array<{text: string; resolve: () => void}> = [];
	child.stdout!.on('data', (data: Buffer) => {
		out += data.toString();
		for (const wait of waiting.filter((entry) => out.includes(entry.text))) wait.resolve();
	});
	child.stderr!.on('data', (data: Buffer) => {
		err += data.toString();
	});
	const exited = new Promise<number>((resolve) =>
		child.on('exit', (code, signal) =>
			resolve(signal === null ? (code ?? 0) : 128 + (signal === 'SIGKILL' ? 9 : 15)),
		),
	);
	return {
		process: child,
		said: (text) =>
			out.includes(text) ? Promise.resolve() : new Promise((resolve) => waiting.push({text, resolve})),
		exited,
		stderr: () => err,
	};
}
