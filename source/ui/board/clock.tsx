import React, {useEffect, useState} from 'react';
import {Text} from 'ink';
import {type PlayClock, playedMs} from '../play/play-clock.js';
import {formatDuration} from '../../stats/text.js';

// One way of writing a time, for the clock, the win panel and the statistics alike.
export {formatDuration} from '../../stats/text.js';

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
