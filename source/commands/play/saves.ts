import {type GameResult} from '../../stats/records.js';
import type {GameProgress} from '../../ui/app/app.js';
import {type GameKeeper} from '../../io/kept-games.js';
import type {Settings} from '../../io/settings.js';
import {saveSettings} from '../../io/settings-file.js';
import {endWaitsWithin} from '../../io/lock-file.js';

/** Saving as the game goes: the kept game and the settings, one save at a time, and the last saves on the way out. */

interface InTurn<A, R> {
	readonly run: (arg: A) => Promise<R | undefined>;
	readonly flushed: () => Promise<void>;
	/** The failure of the last save, if it failed. */
	readonly failure: () => Error | undefined;
}

/**
 * Runs saves one after another, in the order they were asked for (each under its file's lock);
 * `flushed` waits for the last. A failure is said once (the game plays on).
 */
export function inTurn<A, R>(save: (arg: A) => Promise<R>): InTurn<A, R> {
	let last: Promise<unknown> = Promise.resolve();
	let warned = false;
	let failure: Error | undefined;
	const run = (arg: A) => {
		const saving = last.then(() => save(arg));
		last = saving.then(
			() => {
				failure = undefined;
			},
			(error: unknown) => {
				failure = error as Error;
			},
		);
		return saving.catch((error: unknown) => {
			if (warned) return undefined;
			warned = true;
			throw error;
		});
	};
	return {run, flushed: () => last.then(() => undefined), failure: () => failure};
}

/** The longest the saves on the way out wait for a lock another copy holds: q quits within a second. */
const QUIT_WAIT_MS = 800;

/** And the longest they take in all, whatever holds them up. */
const QUIT_SAVES_MS = 2000;

/**
 * The last saves, then the kept game given up for the next start (or another copy), all bounded;
 * answers what could not be saved, for one line once the game's screen is gone.
 */
export async function lastSaves(
	keeping: InTurn<GameProgress | undefined, unknown>,
	recorder: InTurn<readonly GameResult[], unknown>,
	keeper: GameKeeper,
): Promise<string | undefined> {
	endWaitsWithin(QUIT_WAIT_MS);
	const saves = (async () => {
		await Promise.all([keeping.flushed(), recorder.flushed()]);
		await keeper.release().catch(() => undefined);
		return 'done';
	})();
	let timer: NodeJS.Timeout | undefined;
	const late = new Promise<'late'>((resolve) => {
		timer = setTimeout(() => resolve('late'), QUIT_SAVES_MS);
	});
	const outcome = await Promise.race([saves, late]);
	clearTimeout(timer);
	if (outcome === 'late') {
		const limit = `${QUIT_SAVES_MS / 1000} s`;
		return `on the way out, the last saves took longer than ${limit}: the last moves may not be kept.`;
	}
	const failed = [keeping.failure(), recorder.failure()].filter((error) => error !== undefined);
	return failed.length === 0 ? undefined : `on the way out, ${failed.map((error) => error.message).join('; ')}.`;
}

/**
 * Saves a change made in the Settings menu: that one setting, over what was saved before. Answers
 * what the player should hear besides: where a file that could not be used was moved.
 */
export function settingsSaver(
	path: string,
	saved: Settings,
): (settings: Settings, changed: keyof Settings) => Promise<string | undefined> {
	let base = saved;
	return async (settings, changed) => {
		base = {...base, [changed]: settings[changed]};
		const {movedAside} = await saveSettings(path, base);
		return movedAside === undefined
			? undefined
			: `Settings saved. The file that could not be used is kept as ${movedAside}.`;
	};
}
