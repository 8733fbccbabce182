import {type Position, deal, parseDealRules} from '../../source/engine/index.js';
import {type Board} from '../../source/solver/shamrocks/board.js';
import {DepthFirst} from '../../source/solver/search/dfs.js';
import {LooseCardSearch, LooseCardVerdicts} from '../../source/solver/shamrocks/loose.js';
import {type SearchStatus} from '../../source/solver/search/search.js';
import {ShamrocksBoard} from '../../source/solver/shamrocks/family.js';

/**
 * `npm run bench:hard`: what the Shamrocks deals that stay unknown at 2 s are made of (issue 21).
 * For each seed of HARD_SEEDS (default: the eleven of deals 1..1000), dealt under the Kings rule
 * HARD_KINGS (default bottom; mm, as-dealt), one thread:
 *
 * 1. The loose-card abstraction alone, for up to HARD_ABSTRACT_MS (default 20 s): a proof of
 *    loss, an abstract win (which proves nothing), or still going; its abstract states, and how
 *    they spread over the foundation profiles (see `profileLine`).
 * 2. Where it found an abstract win: the concrete search that keeps only positions whose abstract
 *    state has an abstract win (every question to the abstraction answered exactly, with no
 *    allowance), for up to HARD_CONCRETE_MS (default 30 s) and HARD_POSITIONS positions (default
 *    20 million). This is the check of every abstract winning line at once: it ends `lost` when no
 *    concrete line follows any of them, `won` when one does. It reports the abstract states
 *    settled (and how many have an abstract win), the positions kept, and the abstract states
 *    that hold the most of them, with their cards home: where a refinement would have to split.
 */
const parsedRules = parseDealRules(undefined, process.env['HARD_KINGS']);
if (!parsedRules.ok) throw new Error(`HARD_KINGS: ${parsedRules.error}`);
const rules = parsedRules.value;
const seeds = (process.env['HARD_SEEDS'] ?? '16,53,160,177,211,240,265,301,690,771,948')
	.split(',')
	.map((seed) => seed.trim());
const abstractMs = Number(process.env['HARD_ABSTRACT_MS'] ?? 20_000);
const concreteMs = Number(process.env['HARD_CONCRETE_MS'] ?? 30_000);
const maxPositions = Number(process.env['HARD_POSITIONS'] ?? 20_000_000);
/** The abstraction's own cap on states here: past the solver's 2 million, for a fuller picture. */
const MAX_STATES = 8_000_000;

function abstractionAlone(position: Position): {
	readonly outcome: string;
	readonly states: number;
	readonly ms: number;
	readonly profiles: string;
} {
	const started = Date.now();
	const verdicts = new LooseCardVerdicts(position, MAX_STATES);
	const search = new LooseCardSearch(position, verdicts);
	while (search.step(1 << 16) === 'running' && Date.now() - started < abstractMs);
	const outcome =
		search.outcome === 'won' ? 'abstract win' : search.outcome === 'running' ? 'still going' : search.outcome;
	return {outcome, states: search.states, ms: Date.now() - started, profiles: profileLine(verdicts)};
}

/**
 * Where the settled abstract states lie (issue 30): how many foundation profiles they have, the
 * fullest two (ranks home per suit, clubs, diamonds, hearts, spades) with their states, and the
 * highest rank each suit reaches in any of them. A lost deal whose states pile up in one profile
 * is spending them on the fans' heights with the same cards home.
 */
function profileLine(verdicts: LooseCardVerdicts): string {
	const {counts, highest} = verdicts.profiles();
	const settled = [...counts.values()].reduce((sum, count) => sum + count, 0);
	const fullest = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 2);
	const shown = fullest.map(([profile, count]) => `${count} at ${profile}`).join(', ');
	const ranks = highest.join(',');
	return `  ${settled} settled in ${counts.size} foundation profiles, the fullest ${shown}; highest home ${ranks}`;
}

/** The concrete search kept to positions whose abstract state has an abstract win (see above). */
function restrictedSearch(position: Position): string {
	const started = Date.now();
	const verdicts = new LooseCardVerdicts(position, MAX_STATES, Infinity);
	const perState = new Map<number, {home: number; positions: number}>();
	const counting = {
		get work() {
			return verdicts.work;
		},
		isLostAfter(board: Board, move: number): boolean {
			if (verdicts.isLostAfter(board, move)) return true;
			const {state, home} = verdicts.stateOf(board);
			const seen = perState.get(state) ?? {home, positions: 0};
			seen.positions++;
			perState.set(state, seen);
			return false;
		},
	};
	const search = new DepthFirst(ShamrocksBoard.fromPosition(position), maxPositions, undefined, undefined, counting);
	// The clock is read between steps, and a step answers its questions to the abstraction whole,
	// so the first steps, which settle most of the abstract space, may run past the limit.
	let status: SearchStatus = 'running';
	while (status === 'running' && Date.now() - started < concreteMs) status = search.step(1 << 14);
	const settled = verdicts.settled();
	const positions = [...perState.values()].reduce((sum, seen) => sum + seen.positions, 0);
	const fattest = [...perState.values()].sort((a, b) => b.positions - a.positions).slice(0, 5);
	return [
		`  restricted concrete search: ${status === 'running' ? 'still going' : status} after ${Date.now() - started} ms, ${search.nodes} nodes`,
		`  abstract states settled: ${settled.lost + settled.won} (${settled.won} with an abstract win), touched by the search: ${perState.size}`,
		`  positions kept in them: ${positions}; the five fullest: ${fattest.map((seen) => `${seen.positions} (${seen.home} home)`).join(', ')}`,
	].join('\n');
}

for (const seed of seeds) {
	const position = deal(seed, rules);
	const alone = abstractionAlone(position);
	process.stdout.write(
		`deal ${seed}: the abstraction alone: ${alone.outcome}, ${alone.states} abstract states, ${alone.ms} ms\n`,
	);
	process.stdout.write(`${alone.profiles}\n`);
	if (alone.outcome === 'abstract win') process.stdout.write(`${restrictedSearch(position)}\n`);
}
