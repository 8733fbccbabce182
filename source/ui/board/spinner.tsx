import React, {useEffect, useState} from 'react';
import {Text} from 'ink';
import {tint} from '../theme/theme.js';

const GLYPH_FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
const ASCII_FRAMES = ['|', '/', '-', '\\'];

/** A spinner with its own timer (like the clock, it re-renders only itself). */
export function Spinner({ascii, color}: {readonly ascii: boolean; readonly color: boolean}) {
	const frames = ascii ? ASCII_FRAMES : GLYPH_FRAMES;
	const [frame, setFrame] = useState(0);
	useEffect(() => {
		const timer = setInterval(() => setFrame((previous) => previous + 1), 100);
		return () => clearInterval(timer);
	}, []);
	return <Text color={tint(color, 'key')}>{frames[frame % frames.length]}</Text>;
}
