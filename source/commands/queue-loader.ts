import {UsageError} from './errors.js';

/**
 * The census on many machines (queue.ts) and what it carries, BullMQ and ioredis, are loaded only
 * for `census --queue` and `worker`: the game's start never parses them. Built, queue.js is a
 * bundle of its own beside cli.js (scripts/bundle.ts); from tsc's output it is queue.js beside
 * this file. Either way it is `./queue.js` from here, a name the bundler does not follow.
 */
export const QUEUE_URL = new URL('./queue.js', import.meta.url);

type QueueModule = typeof import('./queue.js');

/**
 * Runs `run` with the queue's module. The bundle carries its own copy of UsageError: a mistake it
 * finds is made this module's, so that the command line says it in one line as any other.
 */
export async function withQueue(run: (queue: QueueModule) => Promise<number>): Promise<number> {
	const queue = (await import(QUEUE_URL.href)) as QueueModule;
	try {
		return await run(queue);
	} catch (error) {
		if (error instanceof Error && !(error instanceof UsageError) && error.name === 'UsageError') {
			throw new UsageError(error.message);
		}
		throw error;
	}
}
