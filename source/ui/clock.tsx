import React, {useEffect, useState} from 'react';
import {Text} from 'ink';
import {type PlayClock, playedMs} from './play-clock.js';

/** `01:07`, or `1:02:07` past an hour. */
export function formatDuration(ms: number): string {
	const seconds = Math.max(0, Math.floor(ms / 1000));
	const pad = (value: number) => String(value).padStart(2, '0');
	const hours = Math.floor(seconds / 3600);
	const clock = `${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
	return hours > 0 ? `${hours}:${clock}` : clock;
}

/**
 * The game clock. It keeps its own one-second timer, counted from when the clock last started,
 * so that only this text re-renders each second, never the board; the timer stops with the clock.
 */
export function Clock({clock}: {readonly clock: PlayClock}) {
	const [, tick] = useState(0);
	useEffect(() => {
		if (clock.since === undefined) return undefined;
		const timer = setInterval(() => tick((count) => count + 1), 1000);
		return () => clearInterval(timer);
	}, [clock.since]);
	return <Text>{formatDuration(playedMs(clock, Date.now()))}</Text>;
}
