import {type Position, formatMove, moveToJson} from '../engine/index.js';
import {readBoardFile, sourceName} from '../io/board-file.js';
import {type SolveResult, solve} from '../solver/index.js';
import {checkBoardRules, dealChoice, wantsDeal} from './deal-choice.js';
import {UsageError} from './errors.js';
import {type CliFlags, MAX_BUDGET_MS, parseCount} from './flags.js';
import {chosenDeal} from './winnable-choice.js';

/** Time budget per position when --budget is not given, in milliseconds. */
export const DEFAULT_SOLVE_BUDGET_MS = 2000;

interface SolveInput {
	/** How the input is named in the output: the file path (`stdin` for -) or `seed S`. */
	readonly name: string;
	readonly position: Position;
	/** Board-file comments saying how a chosen deal was chosen (text output only). */
	readonly notes: readonly string[];
}

/**
 * `shamrocks solve FILE... | --seed S | --winnable | --daily [--json] [--budget MS]`: proves each
 * position won (and prints a winning line) or lost. Every input is read and checked before any is
 * solved, so a bad file stops the command (exit 2) before it prints anything. The verdicts do not
 * change the exit status.
 */
export async function runSolve(files: readonly string[], flags: CliFlags): Promise<number> {
	if (files.length > 0 && wantsDeal(flags)) throw new UsageError('solve takes either board FILEs or a deal (--seed, --winnable, --daily), not both');
	if (files.length === 0 && !wantsDeal(flags)) throw new UsageError('solve needs board FILEs (- for stdin) or a deal (--seed, --winnable, --daily)');
	if (files.filter((file) => file === '-').length > 1) throw new UsageError('solve reads stdin (-) once only');
	const budget = parseCount('budget', flags.budget, DEFAULT_SOLVE_BUDGET_MS, 1, MAX_BUDGET_MS);
	const inputs = files.length > 0 ? await readInputs(files, flags) : [dealInput(flags)];
	for (const [index, input] of inputs.entries()) {
		const result = solve(input.position, {timeBudgetMs: budget});
		process.stdout.write(flags.json ? jsonLine(input, result) : textReport(input, result, index > 0));
	}
	return 0;
}

async function readInputs(files: readonly string[], flags: CliFlags): Promise<SolveInput[]> {
	const inputs: SolveInput[] = [];
	for (const file of files) {
		const board = await readBoardFile(file);
		if (!board.ok) throw new UsageError(board.error);
		checkBoardRules(sourceName(file), board.value, flags);
		inputs.push({name: sourceName(file), position: board.value, notes: []});
	}
	return inputs;
}

function dealInput(flags: CliFlags): SolveInput {
	const chosen = chosenDeal(dealChoice(flags));
	return {name: `seed ${chosen.seed}`, position: chosen.position, notes: chosen.comments};
}

function jsonLine(input: SolveInput, result: SolveResult): string {
	return JSON.stringify({input: input.name, verdict: result.verdict, moves: result.moves.map((move) => moveToJson(input.position.variant, move)), nodes: result.nodes, ms: result.ms}) + '\n';
}

const VERDICT_TEXT = {
	won: 'won',
	lost: 'lost (proved: no sequence of moves wins)',
	unknown: 'unknown (the budget ran out first; try a larger --budget)',
	cancelled: 'cancelled',
} as const;
/** When every search filled its memory first, a larger budget would not help. */
const UNKNOWN_FULL_TEXT = 'unknown (the searches filled the memory they may use first; a larger --budget will not help)';

function textReport(input: SolveInput, result: SolveResult, separate: boolean): string {
	const lines = separate ? [''] : [];
	lines.push(...input.notes.map((note) => `# ${note}`));
	const summary = result.verdict === 'won' ? `won in ${result.moves.length} move${result.moves.length === 1 ? '' : 's'}` : result.limit === 'memory' ? UNKNOWN_FULL_TEXT : VERDICT_TEXT[result.verdict];
	lines.push(`${input.name}: ${summary} (${result.nodes} positions, ${result.ms} ms)`);
	lines.push(...result.moves.map((move) => formatMove(input.position.variant, move)));
	return lines.join('\n') + '\n';
}
