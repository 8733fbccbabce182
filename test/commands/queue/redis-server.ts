/**
 * A real Redis server for the queue's tests: Debian's redis-server, on the loopback address and a
 * free port, with nothing written to disc. Where it is not installed the tests that need it skip
 * with the reason; `SHAMROCKS_REQUIRE_REDIS=1` (set by `.ci/run`, which installs it) turns that
 * skip into a failure, so that CI cannot pass by running none of them.
 */
import {type ChildProcess, spawn, spawnSync} from 'node:child_process';
import {createServer} from 'node:net';

const SERVER = process.env['SHAMROCKS_REDIS_SERVER'] ?? 'redis-server';

/** Why there is no server here, or undefined when there is one. */
export const redisMissing: string | undefined = (() => {
	const found = spawnSync(SERVER, ['--version'], {encoding: 'utf8'});
	if (found.status === 0) return undefined;
	const missing = `no ${SERVER} here (${found.error?.message ?? found.stderr.trim()})`;
	if (process.env['SHAMROCKS_REQUIRE_REDIS'] === '1')
		throw new Error(`${missing}; SHAMROCKS_REQUIRE_REDIS=1 needs it`);
	return missing;
})();

/** A port no one listens on now (the system's pick). */
export async function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = createServer();
		server.once('error', reject);
		server.listen(0, '127.0.0.1', () => {
			const address = server.address();
			const port = typeof address === 'object' && address !== null ? address.port : 0;
			server.close(() => resolve(port));
		});
	});
}

export interface RedisServer {
	readonly url: string;
	readonly stop: () => Promise<void>;
}

/** Starts a server and resolves once it takes connections. */
export async function startRedis(): Promise<RedisServer> {
	const port = await freePort();
	const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
	const server: ChildProcess = spawn(SERVER, args, {stdio: ['ignore', 'pipe', 'inherit']});
	await new Promise<void>((resolve, reject) => {
		let said = '';
		server.stdout?.on('data', (data: Buffer) => {
			said += data.toString();
			if (said.includes('Ready to accept connections')) resolve();
		});
		server.once('exit', (code) => reject(new Error(`redis-server stopped (${code}): ${said.slice(-500)}`)));
	});
	server.stdout?.resume();
	return {
		url: `redis://127.0.0.1:${port}`,
		stop: () =>
			new Promise((resolve) => {
				server.once('exit', () => resolve());
				server.kill('SIGTERM');
			}),
	};
}
