import {type Position, applyLegalMove, canRedeal, formatMove, homeCount, moveToJson, shown} from '../engine/index.js';
import {sourceName} from '../io/board-file.js';
import {type SolveResult, solve} from '../solver/index.js';
import {dealChoice, flagRules, readBoard, wantsDeal, withDrawEarly} from './deal-choice.js';
import {UsageError} from './errors.js';
import {type CliFlags, MAX_BUDGET_MS, parseCount, parseMemory} from './flags.js';
import {jsonLine} from './output.js';
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
 * `shamrocks solve FILE... | --seed S | --winnable | --daily [--json] [--budget MS] [--memory MB]`: proves each
 * position won (and prints a winning line) or lost. Every input is read and checked before any is
 * solved, so a bad file stops the command (exit 2) before it prints anything. The verdicts do not
 * change the exit status. Where a redeal is left, `lost` means no win in this layout (JSON
 * verdict `no-win-in-layout`), and the line to the most cards home found in it is printed.
 */
export async function runSolve(files: readonly string[], flags: CliFlags): Promise<number> {
	// A bad flag value is named first, even where the FILEs or the deal are missing too: it is what was typed.
	const budget = parseCount('budget', flags.budget, DEFAULT_SOLVE_BUDGET_MS, 1, MAX_BUDGET_MS);
	const maxPositions = parseMemory(flags)?.maxPositions;
	flagRules(flags);
	// --draw-early allows the draw now: its line may then play it before a redeal.
	if (files.length > 0 && wantsDeal(flags))
		throw new UsageError('solve takes either board FILEs or a deal (--seed, --winnable, --daily), not both');
	if (files.length === 0 && !wantsDeal(flags))
		throw new UsageError('solve needs board FILEs (- for stdin) or a deal (--seed, --winnable, --daily)');
	if (files.filter((file) => file === '-').length > 1) throw new UsageError('solve reads stdin (-) once only');
	const inputs = files.length > 0 ? await readInputs(files, flags) : [dealInput(flags)];
	for (const [index, input] of inputs.entries()) {
		// The guess is the line to the most cards home of a layout with no win; an unknown verdict's is not printed.
		const result = solve(input.position, {
			timeBudgetMs: budget,
			guess: canRedeal(input.position),
			...(maxPositions === undefined ? {} : {maxPositions}),
		});
		process.stdout.write(flags.json ? jsonReport(input, result) : textReport(input, result, index > 0));
	}
	return 0;
}

async function readInputs(files: readonly string[], flags: CliFlags): Promise<SolveInput[]> {
	const inputs: SolveInput[] = [];
	for (const file of files) {
		const position = await readBoard(file, flags);
		inputs.push({name: sourceName(file), position: withDrawEarly(position, flags.drawEarly), notes: []});
	}
	return inputs;
}

function dealInput(flags: CliFlags): SolveInput {
	const chosen = chosenDeal(dealChoice(flags));
	return {
		name: `seed ${chosen.seed}`,
		position: withDrawEarly(chosen.position, flags.drawEarly),
		notes: chosen.comments,
	};
}

/** Proved: no win in this layout, and a redeal is left (the position is not lost). */
function noWinInLayout(input: SolveInput, result: SolveResult): boolean {
	return result.verdict === 'lost' && canRedeal(input.position);
}

/** The line to print: the winning one, or for a layout with no win the line to the most cards home. */
function lineOf(input: SolveInput, result: SolveResult): SolveResult['moves'] {
	return noWinInLayout(input, result) ? (result.guess ?? []) : result.moves;
}

function jsonReport(input: SolveInput, result: SolveResult): string {
	const verdict = noWinInLayout(input, result) ? 'no-win-in-layout' : result.verdict;
	const moves = lineOf(input, result).map((move) => moveToJson(input.position.variant, move));
	return jsonLine({input: input.name, verdict, moves, nodes: result.nodes, ms: result.ms});
}

const VERDICT_TEXT = {
	won: 'won',
	lost: 'lost (proved: no sequence of moves wins)',
	unknown: 'unknown (the budget ran out first; try a larger --budget)',
	cancelled: 'cancelled',
} as const;
function summaryOf(input: SolveInput, result: SolveResult): string {
	const moves = (count: number) => `${count} move${count === 1 ? '' : 's'}`;
	if (result.verdict === 'won') return `won in ${moves(result.moves.length)}`;
	if (noWinInLayout(input, result)) {
		const line = result.guess ?? [];
		const home = homeCount(line.reduce(applyLegalMove, input.position));
		const then =
			line.length === 0
				? 'no move gets a card home'
				: `${moves(line.length)} to ${home} card${home === 1 ? '' : 's'} home, then redeal`;
		return `no win in this layout (proved: no sequence of moves wins before a redeal); ${then}`;
	}
	return result.limit === 'memory' ? UNKNOWN_FULL_TEXT : VERDICT_TEXT[result.verdict];
}

/** When every search filled its memory first, a larger budget would not help, more memory may. */
const UNKNOWN_FULL_TEXT =
	'unknown (the searches filled the memory they may use first; ' +
	'a larger --budget will not help, a larger --memory may)';

function textReport(input: SolveInput, result: SolveResult, separate: boolean): string {
	const lines = separate ? [''] : [];
	lines.push(...input.notes.map((note) => `# ${note}`));
	// A proof made before any search (a card that can never move) searched no position.
	const searched = result.nodes === 0 ? 'no position searched' : `${result.nodes} positions`;
	lines.push(`${shown(input.name)}: ${summaryOf(input, result)} (${searched}, ${result.ms} ms)`);
	lines.push(...lineOf(input, result).map((move) => formatMove(input.position.variant, move)));
	return lines.join('\n') + '\n';
}
