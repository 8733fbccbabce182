import {writeFileSync} from 'node:fs';
import {deal, parseDealRules} from '../../source/engine/index.js';
import {solve} from '../../source/solver/index.js';

/**
 * `node dist/test/bench/rules-census.js`: deals solved one after the other in this thread with a
 * node budget (so that verdicts do not depend on the machine's load), for comparing versions of
 * the solver rule by rule (issue 30). RC_VARIANT, RC_KINGS, RC_DRAW_EARLY=1, RC_FROM, RC_DEALS,
 * RC_NODES (default 2,500,000, about 2 s), RC_SEEDS (a comma list instead of the range), RC_OUT
 * (a file for one JSON line per deal). Prints the counts, the median time and the unknown seeds.
 */
const rules = parseDealRules(process.env['RC_VARIANT'], process.env['RC_KINGS']);
if (!rules.ok) throw new Error(rules.error);
const from = Number(process.env['RC_FROM'] ?? 1);
const count = Number(process.env['RC_DEALS'] ?? 1000);
const nodeBudget = Number(process.env['RC_NODES'] ?? 2_500_000);
const drawEarly = process.env['RC_DRAW_EARLY'] === '1';
const seeds =
	process.env['RC_SEEDS']?.split(',').map((seed) => seed.trim()) ??
	Array.from({length: count}, (_, index) => String(from + index));
const out = process.env['RC_OUT'];
const tally = {won: 0, lost: 0, unknown: 0, cancelled: 0};
const times: number[] = [];
const unknown: string[] = [];
const lines: string[] = [];
for (const seed of seeds) {
	const position = deal(seed, rules.value, {drawEarly});
	const result = solve(position, {nodeBudget, shorten: false});
	tally[result.verdict]++;
	times.push(result.ms);
	if (result.verdict === 'unknown') unknown.push(seed);
	lines.push(
		JSON.stringify({seed, verdict: result.verdict, nodes: result.nodes, ms: result.ms, limit: result.limit}),
	);
	if (process.env['RC_VERBOSE'] === '1')
		process.stderr.write(`${seed} ${result.verdict} ${result.nodes} ${result.ms}\n`);
}
if (out !== undefined) writeFileSync(out, `${lines.join('\n')}\n`);
times.sort((a, b) => a - b);
const median = times[Math.floor((times.length - 1) / 2)];
process.stdout.write(
	`won ${tally.won} lost ${tally.lost} unknown ${tally.unknown} of ${seeds.length}; median ${median} ms\n`,
);
process.stdout.write(`unknown: ${unknown.join(' ')}\n`);
