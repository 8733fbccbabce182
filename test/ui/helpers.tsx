import {stripVTControlCharacters} from 'node:util';
import React from 'react';
import {render} from 'ink-testing-library';
import {type DealRules, type Position, deal, defaultRules, parseBoard} from '../../source/engine/index.js';
import {type HintService} from '../../source/solver-service/types.js';
import {App, type AppProps} from '../../source/ui/app/app.js';
import {type DealInfo} from '../../source/ui/play/index.js';
import {DEFAULT_SETTINGS, type Settings} from '../../source/io/settings.js';
import {type Dealer} from '../../source/ui/play/use-play.js';
import {type TerminalSize} from '../../source/ui/app/use-terminal-size.js';
import {renderWide} from './wide-render.js';

export const KEYS = {
	left: '\u001B[D',
	right: '\u001B[C',
	up: '\u001B[A',
	down: '\u001B[B',
	home: '\u001B[H',
	end: '\u001B[F',
	enter: '\r',
	escape: '\u001B',
} as const;

export const TERMINAL: TerminalSize = {columns: 80, rows: 24};

// The real timers, kept before any test fakes them: waiting for the app must not wait on a faked clock.
const realSetTimeout = setTimeout;
const realNow = performance.now.bind(performance);

export function wait(ms: number): Promise<void> {
	return new Promise((resolve) => realSetTimeout(resolve, ms));
}

/**
 * Lets what a key set going finish: Ink hands a lone Escape over on the next tick, and React runs
 * effects (a hint request, the game kept) from its scheduler, on setImmediate. The key itself is
 * handled, and its frame drawn, before stdin.write returns.
 */
export async function settle(): Promise<void> {
	for (let tick = 0; tick < 4; tick++) await new Promise((resolve) => setImmediate(resolve));
}

/** Waits until `check` holds (the machine may be busy), failing with what was last seen. */
export async function until(check: () => boolean, what: () => string, ms = 5000): Promise<void> {
	const deadline = realNow() + ms;
	while (!check()) {
		if (realNow() > deadline) throw new Error(`gave up waiting; last screen:\n${what()}`);
		await wait(20);
	}
}

/** A position from board text, failing the test on a bad board. */
export function board(text: string): Position {
	const parsed = parseBoard(text);
	if (!parsed.ok) throw new Error(`bad test board: line ${parsed.error.line}: ${parsed.error.message}`);
	return parsed.value;
}

export function seeded(seed: string, rules: DealRules = defaultRules('shamrocks')): DealInfo {
	return {title: `deal ${seed}`, seed, rules, position: deal(seed, rules)};
}

/** Plain deals from numbered seeds: the menu's New deal without the randomness. */
export function countingDealer(): Dealer {
	let next = 1000;
	return {
		random: (rules) => seeded(String(next++), rules),
		winnable: () => Promise.reject(new Error('no solver in this test')),
		daily: () => Promise.reject(new Error('no solver in this test')),
	};
}

export interface Table {
	/** The last frame, ANSI codes stripped. */
	frame(): string;
	press(...keys: string[]): Promise<void>;
	rerender(props: Partial<AppProps>): void;
	unmount(): void;
}

/** Renders the whole app as a player sees it, at 80x24 unless told otherwise, with real keys. */
export async function play(
	start: DealInfo | Promise<DealInfo>,
	options: Omit<Partial<AppProps>, 'settings'> & {settings?: Partial<Settings>; hints?: HintService} = {},
): Promise<Table> {
	const base: AppProps = {
		start,
		dealer: options.dealer ?? countingDealer(),
		size: TERMINAL,
		timing: {autoCompleteMs: 5, hintLightMs: 10_000},
		...options,
		settings: {...DEFAULT_SETTINGS, ...options.settings},
	};
	let props = base;
	// ink-testing-library's terminal is 100 columns wide: a wider one (the roomy board's) gets a wide render.
	const wide = base.size !== undefined && base.size.columns > 100;
	const instance = wide ? renderWide(<App {...props} />, base.size?.columns ?? 100) : render(<App {...props} />);
	// Input written before the first effects run is lost (see shared/ink-notes.md): Ink listens to
	// stdin once the key hooks' effects have run.
	await until(
		() => instance.stdin.listenerCount('readable') > 0,
		() => instance.lastFrame() ?? '',
	);
	// And what those effects set going (a notice for the first screen).
	await settle();
	return {
		frame: () => stripVTControlCharacters(instance.lastFrame() ?? ''),
		async press(...keys) {
			for (const key of keys) {
				instance.stdin.write(key);
				await settle();
			}
		},
		rerender(changes) {
			props = {...props, ...changes};
			instance.rerender(<App {...props} />);
		},
		unmount: () => instance.unmount(),
	};
}

interface Grid {
	readonly lines: string[];
	/** The row of fan numbers. */
	readonly numbers: number;
	/** The column where fan 1's four-column cell starts. */
	readonly left: number;
}

function grid(frame: string): Grid | undefined {
	const lines = frame.split('\n');
	const numbers = lines.findIndex((line) => /^\W*\s+1\s+2\s+3\s+4/.test(line));
	if (numbers < 4) return undefined;
	return {lines, numbers, left: lines[numbers].indexOf('   1 ')};
}

/** The 1-based fan the aim stands under: the marker, or the card being carried. */
export function aimedFan(frame: string): number | undefined {
	const found = grid(frame);
	if (found === undefined) return undefined;
	const row = found.lines[found.numbers - 1];
	for (let fan = 0; fan < 18; fan++) {
		if (row.slice(found.left + fan * 4, found.left + fan * 4 + 4).trim() !== '') return fan + 1;
	}
	return undefined;
}

/** The cards of each fan as the screen shows them (1-based fan n at index n - 1), bottom first. */
export function fansOnScreen(frame: string): string[][] {
	const found = grid(frame);
	if (found === undefined) return [];
	const fans: string[][] = Array.from({length: 18}, () => []);
	// Three rows of cards (a Shamrocks fan holds three at most), then the aim row, then the numbers.
	for (const line of found.lines.slice(found.numbers - 4, found.numbers - 1)) {
		for (let fan = 0; fan < 18; fan++) {
			// Show playable's mark (colour off, or ASCII) stands left of a card: not part of it.
			const cell = line
				.slice(found.left + fan * 4, found.left + fan * 4 + 4)
				.trim()
				.replace(/^[▸>]/, '');
			if (cell !== '' && cell !== '··' && cell !== '..') fans[fan].push(cell);
		}
	}
	return fans;
}
