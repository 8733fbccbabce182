import {execFileSync} from 'node:child_process';
import {availableParallelism} from 'node:os';
import {fileURLToPath} from 'node:url';
import {formatCensus, percentile, runCensus} from '../../source/commands/census.js';
import {adviseFromHistory} from '../../source/solver-service/advice.js';
import {DEFAULT_BUDGET_MS as HINT_BUDGET_MS} from '../../source/solver-service/client.js';
import {parseDealRules, rulesName} from '../../source/engine/index.js';
import {findWinnableDeal} from '../../source/solver/index.js';
import {seededRandom} from '../../source/solver/search/random.js';
import {randomGame} from '../engine/helpers.js';

/**
 * `npm run bench`: the figures of the README. A census of deals 1..1000 with a 2 s budget per
 * deal across all cores, then the memory of one solving thread (the slowest deals again, in a
 * child process with one worker), then the time to find a winnable deal (`--winnable`) from 100 seeds,
 * then the time of the game's hint (h, 0.7 s of thought) in positions of random play, then the
 * figures of thinking ahead (ahead.tsx).
 * Options through the environment: BENCH_VARIANT and BENCH_KINGS (the rules, as --variant and
 * --kings take them: Shamrocks by default), BENCH_DEALS, BENCH_FROM, BENCH_JOBS, BENCH_BUDGET,
 * BENCH_WINNABLE, BENCH_HINTS (positions for the hint figure) and BENCH_NODES (a node budget per
 * deal beside the time budget, so that a large census gives the same verdicts whatever the load
 * of the machine).
 */
const parsedRules = parseDealRules(process.env['BENCH_VARIANT'], process.env['BENCH_KINGS']);
if (!parsedRules.ok) throw new Error(`BENCH_VARIANT / BENCH_KINGS: ${parsedRules.error}`);
const rules = parsedRules.value;
const deals = Number(process.env['BENCH_DEALS'] ?? 1000);
const from = Number(process.env['BENCH_FROM'] ?? 1);
const jobs = Number(process.env['BENCH_JOBS'] ?? availableParallelism());
const budgetMs = Number(process.env['BENCH_BUDGET'] ?? 2000);
const winnableSeeds = Number(process.env['BENCH_WINNABLE'] ?? 100);
const hintPositions = Number(process.env['BENCH_HINTS'] ?? 300);
const nodeBudget = process.env['BENCH_NODES'] === undefined ? undefined : Number(process.env['BENCH_NODES']);

process.stdout.write(`${rulesName(rules)}\n`);
const report = await runCensus({
	rules,
	from,
	deals,
	jobs,
	budgetMs,
	nodeBudget,
	onDeal: (outcome, done) => {
		if (process.stderr.isTTY) process.stderr.write(`\r${done}/${deals}`);
		if (outcome.verdict === 'unknown')
			process.stderr.write(
				`${process.stderr.isTTY ? '\r' : ''}deal ${outcome.seed}: unknown after ${outcome.ms} ms\n`,
			);
	},
});
if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
process.stdout.write(formatCensus(report));

// The deals that took longest are the ones that fill the tables, so they set the peak of a thread.
const HEAVIEST = 12;
const heaviest = [...report.outcomes]
	.sort((a, b) => b.ms - a.ms)
	.slice(0, HEAVIEST)
	.map((outcome) => outcome.seed);
const oneWorker = fileURLToPath(new URL('one-worker.js', import.meta.url));
const oneWorkerBytes = Number(
	execFileSync(
		process.execPath,
		[oneWorker, rules.variant, rules.kings, String(budgetMs), String(nodeBudget ?? '-'), ...heaviest],
		{encoding: 'utf8'},
	),
);
process.stdout.write(
	`peak memory with one worker thread, the ${heaviest.length} slowest deals again: ${Math.round(oneWorkerBytes / 1e6)} MB\n`,
);

const times: number[] = [];
let reshuffles = 0;
for (let seed = 1; seed <= winnableSeeds; seed++) {
	const started = Date.now();
	const found = findWinnableDeal(`bench-${seed}`, {rules});
	times.push(Date.now() - started);
	reshuffles += found?.reshuffles ?? 0;
}
times.sort((a, b) => a - b);
process.stdout.write(
	`--winnable over ${winnableSeeds} seeds: median ${percentile(times, 0.5)} ms, p95 ${percentile(times, 0.95)} ms, max ${times.at(-1) ?? 0} ms, ${reshuffles} reshuffles in all\n`,
);

/** Deals of the hint figures: beyond the census's, so they are positions it did not see. */
const HINT_DEALS_FROM = 80_000;

// Random play strays from winning lines, so many of these positions are lost, and then the hint
// also looks back for the move to undo to: the hardest case the player meets.
const random = seededRandom(2026_11_30);
const hintTimes: number[] = [];
const answers = {won: 0, lost: 0, unknown: 0, redeal: 0, lostFromTheStart: 0, undoNotFound: 0, guessed: 0};
for (let index = 0; index < hintPositions; index++) {
	const history = randomGame(String(HINT_DEALS_FROM + index), Math.floor(random() * 60), random, rules);
	const started = Date.now();
	const answer = adviseFromHistory(history, HINT_BUDGET_MS);
	hintTimes.push(Date.now() - started);
	if (answer.verdict !== 'cancelled') answers[answer.verdict]++;
	if (answer.verdict === 'unknown' && answer.guess !== undefined) answers.guessed++;
	if (answer.verdict === 'lost' && answer.undo === undefined) {
		if (answer.thoughtMs === undefined) answers.lostFromTheStart++;
		else answers.undoNotFound++;
	}
}
hintTimes.sort((a, b) => a - b);
process.stdout.write(
	`hint (h) in ${hintPositions} positions of random play: median ${percentile(hintTimes, 0.5)} ms, p95 ${percentile(hintTimes, 0.95)} ms, max ${hintTimes.at(-1) ?? 0} ms; ${answers.won} winnable, ${answers.lost} lost (${answers.lostFromTheStart} of them from the deal on, ${answers.undoNotFound} with no move to undo to found in time), ${answers.unknown} not settled in ${HINT_BUDGET_MS / 1000} s (${answers.guessed} of them with a guess)${answers.redeal > 0 ? `, ${answers.redeal} no win in the layout (redeal)` : ''}\n`,
);

// Thinking ahead: what h and the winnable mark find settled after 1, 3 and 10 s, and keys meanwhile.
await import('./ahead.js');
