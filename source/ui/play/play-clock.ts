/**
 * The time a game has been played: it runs only while the board can be played, so the win panel,
 * a menu or help over the board, and a terminal too small to draw it add nothing.
 */
export interface PlayClock {
	/** Time played before `since`. */
	readonly playedMs: number;
	/** When the clock last started, while it runs; undefined while it stands. */
	readonly since: number | undefined;
}

export function startClock(playedMs: number, now: number): PlayClock {
	return {playedMs, since: now};
}

/** Time played up to `now`. */
export function playedMs(clock: PlayClock, now: number): number {
	return clock.since === undefined ? clock.playedMs : clock.playedMs + Math.max(0, now - clock.since);
}

/** The clock started or stopped at `now`; the same clock when it already does what is asked. */
export function runClock(clock: PlayClock, running: boolean, now: number): PlayClock {
	if (running === (clock.since !== undefined)) return clock;
	return running ? startClock(clock.playedMs, now) : {playedMs: playedMs(clock, now), since: undefined};
}
