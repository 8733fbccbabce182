import React from 'react';
import {render} from 'ink-testing-library';
import {type Position, applyLegalMove, deal, parseDealRules, rulesName} from '../../source/engine/index.js';
import {solve} from '../../source/solver/index.js';
import {percentile} from '../../source/commands/census.js';
import {createHintService} from '../../source/solver-service/client.js';
import {type Foresight, type HintService, LONGEST_THOUGHT_MS} from '../../source/solver-service/types.js';
import {DEFAULT_SETTINGS} from '../../source/io/settings.js';
import {seededRandom} from '../../source/solver/search/random.js';
import {App} from '../../source/ui/app/app.js';
import {type Dealer} from '../../source/ui/play/use-play.js';
import {randomGame} from '../engine/helpers.js';

/**
 * `npm run bench:ahead` (and the end of `npm run bench`): what thinking ahead buys. The solver's
 * worker thinks about each position as it appears; this measures, through the real worker and
 * client, when it has settled the position (winnable or lost: the winnable mark's verdict, and
 * h answered at once), for the openings of deals 1..BENCH_AHEAD_DEALS (200) and for as many
 * positions of random play (0 to 60 random moves into deals from 80,000, as the hint figure of
 * bench.ts), and for positions along the solver's winning lines of those deals (0 to 40 moves
 * in: what a player who plays well meets). Each position is thought about alone, one after the other, for at most the longest
 * hint's time (11.2 s). The share settled by 1 s, 3 s and 10 s is the share a player pressing h
 * after that long finds settled. Then the time from a key to its frame on the board, with the
 * worker busy on a deal it cannot settle (16) and with no worker at all.
 */
const parsedRules = parseDealRules(process.env['BENCH_VARIANT'], process.env['BENCH_KINGS']);
if (!parsedRules.ok) throw new Error(`BENCH_VARIANT / BENCH_KINGS: ${parsedRules.error}`);
const rules = parsedRules.value;
const count = Number(process.env['BENCH_AHEAD_DEALS'] ?? 200);
const keyPresses = Number(process.env['BENCH_AHEAD_KEYS'] ?? 300);
const MARKS = [1000, 3000, 10_000] as const;
/** Deals of the positions of random play: beyond the census's, as in bench.ts. */
const PLAY_DEALS_FROM = 80_000;

/** How long the worker took to settle the last position of `history`: undefined when it did not, in the longest thought. */
function settledAfter(hints: HintService, history: readonly Position[]): Promise<number | undefined> {
	const started = performance.now();
	return new Promise((resolve) => {
		hints.think(history, (news: Foresight) => {
			if (news.verdict === 'won' || news.verdict === 'lost') resolve(performance.now() - started);
			else if (news.verdict === 'unknown' || news.verdict === 'failed') resolve(undefined);
		});
	});
}

async function shares(name: string, histories: ReadonlyArray<readonly Position[]>): Promise<void> {
	const hints = createHintService();
	const times: Array<number | undefined> = [];
	try {
		for (const [index, history] of histories.entries()) {
			times.push(await settledAfter(hints, history));
			if (process.stderr.isTTY) process.stderr.write(`\r${name}: ${index + 1}/${histories.length}`);
		}
	} finally {
		await hints.close();
	}
	if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
	const settled = times.filter((time): time is number => time !== undefined).sort((a, b) => a - b);
	const by = MARKS.map((mark) => `${settled.filter((time) => time <= mark).length} by ${mark / 1000} s`).join(', ');
	process.stdout.write(
		`${name}, ${histories.length} positions: settled ${by}, ${settled.length} by ${LONGEST_THOUGHT_MS / 1000} s; median ${Math.round(percentile(settled, 0.5))} ms, p95 ${Math.round(percentile(settled, 0.95))} ms of those settled\n`,
	);
}

const NO_DEALS: Dealer = {
	random: () => ({title: 'deal 16', seed: '16', rules, position: deal('16', rules)}),
	winnable: () => Promise.reject(new Error('not in the benchmark')),
	daily: () => Promise.reject(new Error('not in the benchmark')),
};

/** Milliseconds from writing each key to the frame that shows it, the keys Right and Left in turn. */
async function keyToFrame(hints: HintService | undefined): Promise<number[]> {
	const instance = render(
		<App
			start={NO_DEALS.random(rules)}
			dealer={NO_DEALS}
			hints={hints}
			settings={DEFAULT_SETTINGS}
			size={{columns: 80, rows: 24}}
		/>,
	);
	const tick = () => new Promise((resolve) => setImmediate(resolve));
	while (instance.stdin.listenerCount('readable') === 0) await tick();
	// Let the first thought get going in the worker.
	for (let wait = 0; wait < 50; wait++) await tick();
	const times: number[] = [];
	for (let key = 0; key < keyPresses; key++) {
		const before = instance.lastFrame();
		const started = performance.now();
		instance.stdin.write(key % 2 === 0 ? '\u001B[C' : '\u001B[D');
		while (instance.lastFrame() === before) await tick();
		times.push(performance.now() - started);
		// A player's next key comes after a look at the board: the worker gets the thread's gaps too.
		await tick();
	}
	instance.unmount();
	return times.sort((a, b) => a - b);
}

function figures(times: readonly number[]): string {
	const ms = (value: number) => value.toFixed(1);
	return `median ${ms(percentile(times, 0.5))} ms, p95 ${ms(percentile(times, 0.95))} ms, max ${ms(times.at(-1) ?? 0)} ms`;
}

process.stdout.write(`thinking ahead, ${rulesName(rules)}\n`);
await shares(
	`openings of deals 1..${count}`,
	Array.from({length: count}, (_, index) => [deal(String(index + 1), rules)]),
);
const random = seededRandom(2026_12_01);
await shares(
	'positions of random play',
	Array.from({length: count}, (_, index) =>
		randomGame(String(PLAY_DEALS_FROM + index), Math.floor(random() * 60), random, rules),
	),
);
// A player who plays well: a position along the solver's winning line of each deal (after 0 to
// 40 of its moves), where the mark has to prove a winnable position winnable.
const lines: Array<readonly Position[]> = [];
for (let index = 0; index < count && lines.length < count; index++) {
	const start = deal(String(index + 1), rules);
	const solved = solve(start, {nodeBudget: 2_500_000});
	if (solved.verdict !== 'won') continue;
	const history = [start];
	const along = Math.floor(random() * Math.min(41, solved.moves.length));
	for (const move of solved.moves.slice(0, along)) history.push(applyLegalMove(history[history.length - 1], move));
	lines.push(history);
}
await shares('positions along winning lines', lines);
const busy = createHintService();
try {
	process.stdout.write(
		`key to frame, ${keyPresses} arrow keys, the worker thinking about deal 16 meanwhile: ${figures(await keyToFrame(busy))}\n`,
	);
} finally {
	await busy.close();
}
process.stdout.write(`key to frame, ${keyPresses} arrow keys, no worker: ${figures(await keyToFrame(undefined))}\n`);
