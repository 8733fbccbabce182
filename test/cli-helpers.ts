import {spawnSync} from 'node:child_process';
import {fileURLToPath} from 'node:url';

/** The built program, as a player runs it (npm test builds it first). */
export const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

export interface Run {
	readonly status: number | null;
	readonly stdout: string;
	readonly stderr: string;
}

export function runCli(args: readonly string[], input?: string, env: NodeJS.ProcessEnv = {}): Run {
	const result = spawnSync(process.execPath, [CLI, ...args], {
		input: input ?? '',
		encoding: 'utf8',
		timeout: 60_000,
		env: {...process.env, NO_COLOR: '1', ...env},
	});
	return {status: result.status, stdout: result.stdout, stderr: result.stderr};
}
