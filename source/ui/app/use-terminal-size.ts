import {useEffect, useState} from 'react';
import {useStdout} from 'ink';

export interface TerminalSize {
	readonly columns: number;
	readonly rows: number;
}

/** What a terminal that does not say its size is taken to be. */
const FALLBACK: TerminalSize = {columns: 80, rows: 24};

function measure(stdout: NodeJS.WriteStream): TerminalSize {
	return {columns: stdout.columns || FALLBACK.columns, rows: stdout.rows || FALLBACK.rows};
}

/**
 * The terminal's size, updated on resize. `fixed` (tests) wins: ink-testing-library's stdout has
 * 100 columns and no rows, so tests say which terminal they mean.
 */
export function useTerminalSize(fixed?: TerminalSize): TerminalSize {
	const {stdout} = useStdout();
	const [size, setSize] = useState(() => fixed ?? measure(stdout));
	useEffect(() => {
		if (fixed !== undefined) {
			setSize(fixed);
			return undefined;
		}
		const onResize = () => setSize(measure(stdout));
		stdout.on('resize', onResize);
		return () => {
			stdout.off('resize', onResize);
		};
	}, [stdout, fixed?.columns, fixed?.rows]);
	return size;
}
