import {makeBoard} from '../engine/index.js';
import {type CliFlags} from './flags.js';
import {dealChoice, readBoard, wantsDeal} from './deal-choice.js';
import {UsageError} from './errors.js';
import {chosenDeal} from './winnable-choice.js';

/**
 * `shamrocks print [FILE | -]` or `shamrocks print --seed S`: writes the board file of a deal, or
 * reads a board file, validates it and writes it normalised.
 */
export async function runPrint(files: readonly string[], flags: CliFlags): Promise<number> {
	if (files.length > 0 && wantsDeal(flags))
		throw new UsageError('print takes either a board FILE or a deal (--seed, --winnable, --daily), not both');
	if (files.length > 1) throw new UsageError('print takes one board FILE (or - for stdin)');
	if (files.length === 1) {
		process.stdout.write(makeBoard(await readBoard(files[0], flags)));
		return 0;
	}
	const chosen = chosenDeal(dealChoice(flags));
	process.stdout.write(makeBoard(chosen.position, chosen.comments));
	return 0;
}
