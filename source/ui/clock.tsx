import React, {useEffect, useState} from 'react';
import {Text} from 'ink';

/** `01:07`, or `1:02:07` past an hour. */
export function formatDuration(ms: number): string {
	const seconds = Math.max(0, Math.floor(ms / 1000));
	const pad = (value: number) => String(value).padStart(2, '0');
	const hours = Math.floor(seconds / 3600);
	const clock = `${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
	return hours > 0 ? `${hours}:${clock}` : clock;
}

/**
 * The game clock. It keeps its own one-second timer so that only this text re-renders each
 * second, never the board; it stops when `stoppedAt` is given (a won game).
 */
export function Clock({startedAt, stoppedAt}: {readonly startedAt: number; readonly stoppedAt: number | undefined}) {
	const [now, setNow] = useState(() => Date.now());
	useEffect(() => {
		if (stoppedAt !== undefined) return undefined;
		const timer = setInterval(() => setNow(Date.now()), 1000);
		return () => clearInterval(timer);
	}, [stoppedAt]);
	return <Text>{formatDuration((stoppedAt ?? now) - startedAt)}</Text>;
}
