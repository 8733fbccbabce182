import {describe, expect, it} from 'vitest';
import {
	type Position,
	type Step,
	REDEAL,
	applyStep,
	deal,
	isWon,
	makeBoard,
	parseBoard,
	parseStep,
} from '../../source/engine/index.js';
import {runCli} from '../cli-helpers.js';

const LUCIE = {variant: 'labellelucie', kings: 'as-dealt'} as const;

function replays(start: Position, lines: readonly string[]): Position {
	let position = start;
	for (const line of lines) {
		const step = parseStep(line, position);
		if (!step.ok) throw new Error(`${line}: ${step.error}`);
		const next = applyStep(position, step.value as Step);
		if (!next.ok) throw new Error(`${line} cannot be played`);
		position = next.value;
	}
	return position;
}

describe('La Belle Lucie and Trefoil on the command line', () => {
	it('prints a deal with its redeals and draw, and reads it back', () => {
		const run = runCli(['print', '--variant', 'trefoil', '--seed', '9']);
		expect(run.status).toBe(0);
		expect(run.stdout).toMatch(/^Variant: trefoil$/m);
		expect(run.stdout).toMatch(/^Redeals: 2$/m);
		expect(run.stdout).toMatch(/^Draw: 1$/m);
		const back = parseBoard(run.stdout);
		expect(back.ok && back.value).toEqual(deal('9', {variant: 'trefoil', kings: 'as-dealt'}));
	});

	it('solves a hopeless first layout as no win in this layout, with the line to play out before the redeal', () => {
		const text = runCli(['solve', '--variant', 'labellelucie', '--seed', '5']);
		expect(text.status).toBe(0);
		const [, summary, ...line] = text.stdout.trimEnd().split('\n');
		expect(summary).toMatch(
			/^seed 5: no win in this layout \(proved: no sequence of moves wins before a redeal\); \d+ moves to \d+ cards home, then redeal/,
		);
		const after = replays(deal('5', LUCIE), line);
		expect(applyStep(after, REDEAL).ok).toBe(true);
		const json = JSON.parse(runCli(['solve', '--variant', 'labellelucie', '--seed', '5', '--json']).stdout);
		expect(json.verdict).toBe('no-win-in-layout');
		// Its line to the most cards home is the best found in the time given, so a busy machine
		// may find another: it is checked as a line of its own, played out and then redealt.
		const moves = (json.moves as Array<{card: string; from: number; to: number | 'F'}>).map(
			({card, from, to}) => `${card} ${from}->${to}`,
		);
		expect(moves.length).toBeGreaterThan(0);
		expect(applyStep(replays(deal('5', LUCIE), moves), REDEAL).ok).toBe(true);
	});

	it('with --draw-early, may win the same layout with the draw, by a line that replays to a win', () => {
		const run = runCli(['solve', '--variant', 'labellelucie', '--seed', '5', '--draw-early']);
		expect(run.status).toBe(0);
		const [, summary, ...line] = run.stdout.trimEnd().split('\n');
		expect(summary).toMatch(/^seed 5: won in \d+ moves/);
		expect(line.filter((move) => move.startsWith('draw ')).length).toBe(1);
		expect(isWon(replays({...deal('5', LUCIE), drawEarly: true}, line))).toBe(true);
	});

	it('refuses --draw-early where the game has no draw, and where the command has no use for it', () => {
		const shamrocks = runCli(['solve', '--seed', '5', '--draw-early']);
		expect(shamrocks.status).toBe(2);
		expect(shamrocks.stderr).toBe(
			'shamrocks: --draw-early: Shamrocks has no draw (La Belle Lucie and Trefoil have one)\n',
		);
		const print = runCli(['print', '--variant', 'trefoil', '--draw-early']);
		expect(print.status).toBe(2);
		expect(print.stderr).toBe('shamrocks: print does not take --draw-early (see shamrocks --help)\n');
		const census = runCli(['census', '--variant', 'scotch', '--deals', '2', '--draw-early']);
		expect(census.status).toBe(2);
		// Three Shuffles and a Draw's draw is open from the deal: the flag would change nothing.
		const anyTime = runCli(['solve', '--variant', 'threeshuffles', '--seed', '5', '--draw-early']);
		expect(anyTime.status).toBe(2);
		expect(anyTime.stderr).toBe(
			"shamrocks: --draw-early: Three Shuffles and a Draw's draw may be played at any time already\n",
		);
	});

	it('counts the first layouts in a census, naming the verdict no win', () => {
		const run = runCli(['census', '--variant', 'labellelucie', '--deals', '4', '--jobs', '1']);
		expect(run.status).toBe(0);
		expect(run.stdout).toMatch(/^the first layout of each deal; no win: none in that layout$/m);
		expect(run.stdout).toMatch(/^no win +\d+/m);
		// None of deals 1 to 4 is won in its first layout: no line to give figures of.
		expect(run.stdout).toMatch(/^won +0 /m);
		expect(run.stdout).toMatch(/^winning line: none \(no deal won\)$/m);
	});

	it('says a layout proved hopeless before any search searched no position', () => {
		const run = runCli(['solve', '--variant', 'trefoil', '--seed', '5']);
		expect(run.stdout.split('\n')[1]).toMatch(/^seed 5: no win in this layout .*\(no position searched, \d+ ms\)$/);
	});

	it('solves a board after the last redeal from stdin, its Redeals and Draw lines read: the draw in its line', () => {
		// Fan 1's TC lies under the JC: without the draw, no win.
		const board = [
			'Variant: labellelucie',
			'Foundations: C-9 D-9 H-9 S-9',
			'Redeals: 0',
			'Draw: 1',
			'KC QC TC JC',
			'KD QD JD TD',
			'KH QH JH TH',
			'KS QS JS TS',
			'',
		].join('\n');
		const run = runCli(['solve', '-'], board);
		expect(run.status).toBe(0);
		expect(run.stdout).toMatch(/^stdin: won/m);
		expect(run.stdout).toMatch(/^draw TC 1->/m);
		const spent = runCli(['solve', '-'], board.replace('Draw: 1', 'Draw: 0'));
		expect(spent.stdout).toMatch(/^stdin: lost/m);
	});
});
