import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';

/** Whether named pipes can be made here (no Node API makes one: the mkfifo command does). */
export const canMakeFifo = spawnSync('sh', ['-c', 'command -v mkfifo']).status === 0;

/** A named pipe at `path`. */
export function makeFifo(path: string): void {
	if (spawnSync('mkfifo', [path]).status !== 0) throw new Error(`mkfifo ${path} failed`);
}

/** A device that reads as endless zeros, for a link in place of a file of ours. */
export const hasDevZero = existsSync('/dev/zero');
