import {availableParallelism} from 'node:os';
import {percentile, runCensus, wilsonInterval} from '../../source/commands/census.js';
import {parseDealRules, rulesFor, rulesName} from '../../source/engine/index.js';
import {type DealPlay} from '../../source/solver-service/protocol.js';

/**
 * `npm run bench:winnability`: what share of deals can be won, with a 95% confidence
 * interval. Deals 1..WIN_DEALS (default 10,000) are solved with WIN_NODES positions each (default
 * 2.5 million, about 2 s), then the deals left unknown again with WIN_RETRY_NODES (default 10
 * million, 0 for none; a list such as `10000000,80000000` retries those still unknown at each budget in turn,
 * as the hardest deals of Kings as dealt need tens of millions). WIN_RETRY_KEPT, a list as long,
 * gives each retry pass the positions a solve may keep (SolveOptions.maxPositions; the solver's
 * default, 2 million, when unset): the loose-card abstraction keeps four states per position, and
 * Kings as dealt's hardest lost deals need up to 31 million. Node budgets, not time, decide: the
 * figures do not depend on the machine or its load.
 * Every `won` is a line replayed through the engine, every `lost` a proof, so the share of
 * winnable deals lies between won/N and (won + unknown)/N. WIN_VARIANT and WIN_KINGS choose the
 * rules (as --variant and --kings take them; Shamrocks by default).
 *
 * Where there are redeals (La Belle Lucie, Trefoil) three figures: the first layout won without
 * a redeal (by the rules: no draw before the last redeal), the same with the draw allowed at once,
 * and the whole game as the solver plays it (a line to the most cards home in each layout, then
 * a redeal, the draw in the last; the budgets per layout), with the time each layout took.
 * WIN_PLAYS picks some of them (`layout,early,game`, all by default): the early draw is by far
 * the slowest, as every covered card may move while the draw is left.
 */
const parsedRules = parseDealRules(process.env['WIN_VARIANT'], process.env['WIN_KINGS']);
if (!parsedRules.ok) throw new Error(`WIN_VARIANT / WIN_KINGS: ${parsedRules.error}`);
const rules = parsedRules.value;
const deals = Number(process.env['WIN_DEALS'] ?? 10_000);
const firstNodes = Number(process.env['WIN_NODES'] ?? 2_500_000);
/** A comma list of counts, NaN for an item that is none (Number('') is 0: an empty item is refused, not read as 0). */
const counts = (list: string) => list.split(',').map((item) => (item.trim() === '' ? NaN : Number(item)));
const below = (least: number) => (count: number) => !Number.isSafeInteger(count) || count < least;
const retryBudgets = counts(process.env['WIN_RETRY_NODES'] ?? '10000000');
if (retryBudgets.some(below(0)))
	throw new Error('WIN_RETRY_NODES: positions per deal, whole numbers separated by commas (0: no retry)');
const keptList = process.env['WIN_RETRY_KEPT'];
const keptBudgets = keptList === undefined ? undefined : counts(keptList);
if (keptBudgets !== undefined && (keptBudgets.length !== retryBudgets.length || keptBudgets.some(below(1))))
	throw new Error(
		'WIN_RETRY_KEPT: positions kept per deal in each retry pass, whole numbers as many as WIN_RETRY_NODES',
	);
const retryPasses = retryBudgets
	.map((nodes, pass) => ({nodes, kept: keptBudgets?.[pass]}))
	.filter(({nodes}) => nodes > 0);
const jobs = Number(process.env['WIN_JOBS'] ?? availableParallelism());
const plays = new Set((process.env['WIN_PLAYS'] ?? 'layout,early,game').split(',').map((play) => play.trim()));
// Time never decides here: a generous ceiling only guards against a search that stops counting.
const budgetMs = 600_000;

const progress = (label: string, total: number) => (_outcome: unknown, done: number) => {
	if (process.stderr.isTTY && done % 50 === 0) process.stderr.write(`\r${label} ${done}/${total}`);
};

interface Measured {
	readonly verdicts: Map<string, string>;
	/** Deals retried in each of retryPasses in turn. */
	readonly retried: number[];
	readonly wallMs: number;
	/** Milliseconds of each layout solved in the first pass (whole games: every layout). */
	readonly layoutMs: number[];
}

async function measure(label: string, play: DealPlay): Promise<Measured> {
	const first = await runCensus({
		rules,
		from: 1,
		deals,
		jobs,
		budgetMs,
		nodeBudget: firstNodes,
		play,
		onDeal: progress(`${label}, first pass`, deals),
	});
	const verdicts = new Map(first.outcomes.map((outcome) => [outcome.seed, outcome.verdict as string]));
	const retried: number[] = [];
	let wallMs = first.wallMs;
	for (const [pass, {nodes: nodeBudget, kept}] of retryPasses.entries()) {
		const unknown = [...verdicts].filter(([, verdict]) => verdict === 'unknown').map(([seed]) => seed);
		retried.push(unknown.length);
		// Nothing left to retry: no census of no deals.
		if (unknown.length === 0) continue;
		const retry = await runCensus({
			rules,
			from: 1,
			deals: 0,
			seeds: unknown,
			jobs,
			budgetMs,
			nodeBudget,
			...(kept === undefined ? {} : {memory: {maxPositions: kept}}),
			play,
			onDeal: progress(`${label}, pass ${pass + 2}`, unknown.length),
		});
		for (const outcome of retry.outcomes) verdicts.set(outcome.seed, outcome.verdict);
		wallMs += retry.wallMs;
	}
	if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
	const layoutMs = first.outcomes
		.flatMap((outcome) => outcome.layouts?.map((layout) => layout.ms) ?? [outcome.ms])
		.sort((a, b) => a - b);
	return {verdicts, retried, wallMs, layoutMs};
}

/** `lostLabel` names the lost verdict; `bounds` whether won and unknown bound the share of winnable deals (proofs both ways). */
function report(title: string, measured: Measured, lostLabel = 'lost', bounds = true): string {
	const count = (verdict: string) => [...measured.verdicts.values()].filter((value) => value === verdict).length;
	const line = (label: string, value: number) => {
		const [low, high] = wilsonInterval(value, deals);
		return `${label.padEnd(18)} ${String(value).padStart(6)}  ${percent(value / deals)}  95% CI ${percent(low)} to ${percent(high)}\n`;
	};
	const won = count('won');
	const stillUnknown = count('unknown');
	return (
		`${title}: deals 1 to ${deals}, ${firstNodes} positions per deal` +
		retryPasses
			.map(({nodes, kept}, pass) => {
				const keeping = kept === undefined ? '' : ` (keeping ${kept})`;
				return `, then ${nodes}${keeping} for the ${measured.retried[pass]} left unknown`;
			})
			.join('') +
		'\n' +
		line('won', won) +
		line(lostLabel, count('lost')) +
		line('unknown', stillUnknown) +
		(bounds
			? `winnable: between ${percent(won / deals)} (won) and ${percent((won + stillUnknown) / deals)} (won or unknown)\n`
			: '') +
		`deals still unknown: ${
			[...measured.verdicts]
				.filter(([, verdict]) => verdict === 'unknown')
				.map(([seed]) => seed)
				.join(' ') || 'none'
		}\n` +
		`wall time ${Math.round(measured.wallMs / 1000)} s\n`
	);
}

if (rulesFor(rules.variant).redeal.redeals === 0) {
	process.stdout.write(report(`${rulesName(rules)} winnability`, await measure('deals', {})));
} else {
	const name = rulesName(rules);
	if (plays.has('layout')) {
		const layout = await measure('first layout', {});
		process.stdout.write(
			report(`${name}, won in the first layout (no draw before the last redeal)`, layout, 'no win in layout') +
				'\n',
		);
	}
	if (plays.has('early')) {
		const early = await measure('first layout, early draw', {drawEarly: true});
		process.stdout.write(
			report(`${name}, won in the first layout with the draw allowed at once`, early, 'no win in layout') + '\n',
		);
	}
	if (plays.has('game')) {
		const game = await measure('whole game', {wholeGame: true});
		// Not won is no proof of a lost deal: another play before a redeal deals other layouts.
		process.stdout.write(
			report(
				`${name}, won by the solver playing the whole game (redeals, then the draw)`,
				game,
				'not won',
				false,
			),
		);
		const times = game.layoutMs;
		process.stdout.write(
			`solve time per layout of the whole games (${times.length} layouts): median ${percentile(times, 0.5)} ms, p95 ${percentile(times, 0.95)} ms, max ${times.at(-1) ?? 0} ms\n`,
		);
	}
}

function percent(fraction: number): string {
	return `${(fraction * 100).toFixed(2)}%`;
}
