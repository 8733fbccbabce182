import {Redis} from 'ioredis';
import {quoteToken, shown} from '../../engine/index.js';
import {UsageError} from '../errors.js';
import {KEYS, QUEUE_VERSION} from './chunk.js';

/** A queue's address as given, and as it may be shown: escaped, and never with its password. */
export interface QueueAddress {
	readonly url: string;
	readonly shown: string;
}

/** `--queue redis://[USER:PASSWORD@]HOST:PORT[/DB]` (rediss:// for TLS), or one line saying why not. */
export function parseQueueAddress(value: string): QueueAddress {
	let url: URL | undefined;
	try {
		url = new URL(value);
	} catch {
		url = undefined;
	}
	if (url === undefined || (url.protocol !== 'redis:' && url.protocol !== 'rediss:') || url.hostname === '') {
		// Not a URL we read, so no password can be told apart in it: only its start is named.
		const start = value.includes('@') ? `${value.slice(0, value.indexOf(':') + 1)}...` : value;
		throw new UsageError(`--queue takes a Redis address, redis://HOST:PORT, not ${quoteToken(start)}`);
	}
	const user = url.username === '' ? '' : `${decodeURIComponent(url.username)}@`;
	const path = url.pathname === '/' ? '' : url.pathname;
	return {url: value, shown: shown(`${url.protocol}//${user}${url.host}${path}`)};
}

/** How long a census or a worker waits for the queue before saying it cannot reach it. */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * A connection to the queue, checked: reachable (else one line, not endless retries) and of this
 * version of the queue's shapes (set by the first census or worker to use it). For BullMQ's
 * workers `blocking` leaves commands waiting through a lost connection, as BullMQ asks.
 */
export async function openQueue(address: QueueAddress, blocking = false): Promise<Redis> {
	let connected = false;
	const redis = new Redis(address.url, {
		lazyConnect: true,
		connectTimeout: CONNECT_TIMEOUT_MS,
		maxRetriesPerRequest: blocking ? null : 3,
		// The first connection fails at once; once connected, a dropped one is tried again.
		retryStrategy: (times) => (connected ? Math.min(times * 200, 2000) : null),
	});
	let lastError: unknown;
	redis.on('error', (error) => {
		// Each attempt that fails: the first connection's is said once below.
		lastError = error;
	});
	try {
		await redis.connect();
		connected = true;
		await redis.set(KEYS.version, String(QUEUE_VERSION), 'NX');
		const version = await redis.get(KEYS.version);
		if (version !== String(QUEUE_VERSION)) {
			throw new UsageError(
				`the queue at ${address.shown} is of another version of shamrocks (queue version ` +
					`${shown(version ?? '?')}, this one is ${QUEUE_VERSION}): run the same version everywhere`,
			);
		}
	} catch (error) {
		redis.disconnect();
		if (error instanceof UsageError) throw error;
		throw new UsageError(`cannot reach the queue at ${address.shown} (${queueProblem(lastError ?? error)})`);
	}
	return redis;
}

/** A Redis error in a few words, without the address it may repeat (with its password). */
export function queueProblem(error: unknown): string {
	const message = error instanceof Error ? error.message : String(error);
	const code = (error as {code?: unknown}).code;
	return typeof code === 'string' ? code : message.split('\n')[0].replace(/redis:\/\/\S*/g, 'the address');
}
