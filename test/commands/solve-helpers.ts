import {execFile} from 'node:child_process';

/** Runs the compiled CLI (npm test builds first) and collects its status and output. */
const CLI = new URL('../../dist/cli.js', import.meta.url).pathname;

export interface Run {
	readonly code: number;
	readonly stdout: string;
	readonly stderr: string;
}

export function run(args: readonly string[], stdin?: string): Promise<Run> {
	return new Promise((resolve) => {
		const child = execFile(process.execPath, [CLI, ...args], {timeout: 60_000}, (error, stdout, stderr) => {
			resolve({code: error === null ? 0 : typeof error.code === 'number' ? error.code : 1, stdout, stderr});
		});
		child.stdin?.end(stdin ?? '');
	});
}
