import {availableParallelism} from 'node:os';
import {runCensus, wilsonInterval} from '../../source/commands/census.js';
import {parseDealRules, rulesName} from '../../source/engine/index.js';

/**
 * `npm run bench:winnability`: what share of deals can be won, with a 95% confidence
 * interval. Deals 1..WIN_DEALS (default 10,000) are solved with WIN_NODES positions each (default
 * 2.5 million, about 2 s), then the deals left unknown again with WIN_RETRY_NODES (default 10
 * million). Node budgets, not time, decide: the figures do not depend on the machine or its load.
 * Every `won` is a line replayed through the engine, every `lost` a proof, so the share of
 * winnable deals lies between won/N and (won + unknown)/N. WIN_VARIANT and WIN_KINGS choose the
 * rules (as --variant and --kings take them; Shamrocks by default).
 */
const parsedRules = parseDealRules(process.env['WIN_VARIANT'], process.env['WIN_KINGS']);
if (!parsedRules.ok) throw new Error(`WIN_VARIANT / WIN_KINGS: ${parsedRules.error}`);
const rules = parsedRules.value;
const deals = Number(process.env['WIN_DEALS'] ?? 10_000);
const firstNodes = Number(process.env['WIN_NODES'] ?? 2_500_000);
const retryNodes = Number(process.env['WIN_RETRY_NODES'] ?? 10_000_000);
const jobs = Number(process.env['WIN_JOBS'] ?? availableParallelism());
// Time never decides here: a generous ceiling only guards against a search that stops counting.
const budgetMs = 600_000;

const progress = (label: string, total: number) => (_outcome: unknown, done: number) => {
	if (process.stderr.isTTY && done % 50 === 0) process.stderr.write(`\r${label} ${done}/${total}`);
};

const first = await runCensus({rules, from: 1, deals, jobs, budgetMs, nodeBudget: firstNodes, onDeal: progress('first pass', deals)});
const verdicts = new Map(first.outcomes.map((outcome) => [outcome.seed, outcome.verdict]));
const unknown = first.outcomes.filter((outcome) => outcome.verdict === 'unknown').map((outcome) => outcome.seed);
const retry = await runCensus({rules, from: 1, deals: 0, seeds: unknown, jobs, budgetMs, nodeBudget: retryNodes, onDeal: progress('second pass', unknown.length)});
for (const outcome of retry.outcomes) verdicts.set(outcome.seed, outcome.verdict);
if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');

const count = (verdict: string) => [...verdicts.values()].filter((value) => value === verdict).length;
const line = (label: string, value: number) => {
	const [low, high] = wilsonInterval(value, deals);
	return `${label.padEnd(10)} ${String(value).padStart(6)}  ${percent(value / deals)}  95% CI ${percent(low)} to ${percent(high)}\n`;
};
const won = count('won');
const lost = count('lost');
const stillUnknown = count('unknown');
process.stdout.write(
	`${rulesName(rules)} winnability: deals 1 to ${deals}, ${firstNodes} positions per deal, then ${retryNodes} for the ${unknown.length} left unknown\n` +
		line('won', won) +
		line('lost', lost) +
		line('unknown', stillUnknown) +
		`winnable: between ${percent(won / deals)} (won) and ${percent((won + stillUnknown) / deals)} (won or unknown)\n` +
		`unknown after both passes: ${[...verdicts].filter(([, verdict]) => verdict === 'unknown').map(([seed]) => seed).join(' ') || 'none'}\n` +
		`wall time ${Math.round((first.wallMs + retry.wallMs) / 1000)} s\n`,
);

function percent(fraction: number): string {
	return `${(fraction * 100).toFixed(2)}%`;
}
