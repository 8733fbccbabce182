import {percentile} from '../../source/commands/census.js';
import {deal} from '../../source/engine/index.js';
import {solve} from '../../source/solver/index.js';
import {wanderOf} from './returns.js';

/**
 * `npm run bench:lines`: how the winning lines the solver reports look to a player following its
 * hints, over Shamrocks deals (default 1..1000), solved one after the other on one thread under a
 * node budget per deal (default 2,500,000), so that the verdicts do not depend on the load: the
 * share of lines with a return or a rotation (returns.ts says what those are), their length and
 * the time to solve. Each won deal is solved a second time without shortening, for the time the
 * shortening takes (the difference). Options through the environment: LINES_FROM, LINES_DEALS,
 * LINES_NODES.
 */
const from = Number(process.env['LINES_FROM'] ?? 1);
const deals = Number(process.env['LINES_DEALS'] ?? 1000);
const nodeBudget = Number(process.env['LINES_NODES'] ?? 2_500_000);

const lengths: number[] = [];
const wonTimes: number[] = [];
const shortenTimes: number[] = [];
let withReturn = 0;
let withRotation = 0;
let withEither = 0;
let returns = 0;
let rotations = 0;
const wandering: string[] = [];
const started = Date.now();
for (let seed = from; seed < from + deals; seed++) {
	const position = deal(String(seed));
	const result = solve(position, {nodeBudget});
	if (result.verdict !== 'won') continue;
	wonTimes.push(result.ms);
	shortenTimes.push(Math.max(0, result.ms - solve(position, {nodeBudget, shorten: false}).ms));
	lengths.push(result.moves.length);
	const wander = wanderOf(position, result.moves);
	returns += wander.returns.length;
	rotations += wander.rotations.length;
	if (wander.returns.length > 0) withReturn++;
	if (wander.rotations.length > 0) withRotation++;
	if (wander.returns.length > 0 || wander.rotations.length > 0) {
		withEither++;
		wandering.push(String(seed));
	}
	if (process.stderr.isTTY) process.stderr.write(`\r${seed - from + 1}/${deals}`);
}
if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
lengths.sort((a, b) => a - b);
wonTimes.sort((a, b) => a - b);
shortenTimes.sort((a, b) => a - b);
const won = lengths.length;
const share = (count: number) => `${count} (${((count / Math.max(won, 1)) * 100).toFixed(1)}%)`;
const total = wonTimes.reduce((sum, ms) => sum + ms, 0);
process.stdout.write(
	[
		`deals ${from}..${from + deals - 1}, node budget ${nodeBudget}: ${won} won`,
		`lines with a return: ${share(withReturn)}, ${returns} returns in all`,
		`lines with a rotation: ${share(withRotation)}, ${rotations} rotations in all`,
		`lines with either: ${share(withEither)}`,
		`line length: median ${percentile(lengths, 0.5)}, p95 ${percentile(lengths, 0.95)}, max ${lengths.at(-1) ?? 0}, ${lengths.reduce((sum, length) => sum + length, 0)} moves in all`,
		`solve time of the won deals: median ${percentile(wonTimes, 0.5)} ms, p95 ${percentile(wonTimes, 0.95)} ms, max ${wonTimes.at(-1) ?? 0} ms, ${(total / 1000).toFixed(1)} s in all`,
		`shortening of the won deals (solve time less that of a solve without): median ${percentile(shortenTimes, 0.5)} ms, p95 ${percentile(shortenTimes, 0.95)} ms, max ${shortenTimes.at(-1) ?? 0} ms`,
		`wall time ${((Date.now() - started) / 1000).toFixed(1)} s`,
		`deals whose line wanders: ${wandering.slice(0, 40).join(' ')}${wandering.length > 40 ? ' ...' : ''}`,
	].join('\n') + '\n',
);
