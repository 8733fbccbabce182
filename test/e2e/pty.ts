/**
 * The pseudo-terminal package of the end-to-end tests and the startup benchmark. @lydell/node-pty
 * publishes node-pty's native binary as one optional package per platform, so nothing is compiled
 * at install; where a platform has none, the package does not load, and the tests that need it
 * skip with the reason. `SHAMROCKS_REQUIRE_PTY=1` (set by `.ci/run`) turns that skip into a
 * failure, so that CI cannot pass by running none of them.
 */
import {arch, platform} from 'node:process';

export type Pty = typeof import('@lydell/node-pty');

type Loaded = {readonly pty: Pty; readonly missing?: undefined} | {readonly pty?: undefined; readonly missing: string};

async function load(): Promise<Loaded> {
	try {
		return {pty: await import('@lydell/node-pty')};
	} catch (error) {
		const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
		const missing = `no pseudo-terminal on ${platform}-${arch} (@lydell/node-pty: ${why})`;
		if (process.env['SHAMROCKS_REQUIRE_PTY'] === '1')
			throw new Error(`${missing}; SHAMROCKS_REQUIRE_PTY=1 needs it`);
		return {missing};
	}
}

/** The package, or why it is missing here. */
export const loaded = await load();
