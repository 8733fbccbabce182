import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {
	type Move,
	applyMove,
	deal,
	cellAt,
	fanAt,
	isWon,
	makeBoard,
	parseCard,
	pileAt,
	suitOf,
} from '../../source/engine/index.js';
import {runCli} from '../cli-helpers.js';

function expectOneLineError(run: ReturnType<typeof runCli>, pattern: RegExp): void {
	expect(run.status).toBe(2);
	expect(run.stdout).toBe('');
	expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
	expect(run.stderr).toMatch(pattern);
}

function boardFile(text: string): string {
	const path = join(mkdtempSync(join(tmpdir(), 'shamrocks-variant-')), 'board.txt');
	writeFileSync(path, text);
	return path;
}

const SCOTCH = {variant: 'scotch', kings: 'as-dealt'} as const;

/** A move of `solve --json`, back to an engine move: fans from 1, `F` by suit, `F2` a named pile. */
function engineMove(json: {card: string; from: number | string; to: number | string}): Move {
	const card = parseCard(json.card) as number;
	const place = (at: number | string) => {
		if (typeof at === 'number') return fanAt(at - 1);
		if (at === 'F') return pileAt(suitOf(card));
		return at.startsWith('C') ? cellAt(Number(at.slice(1)) - 1) : pileAt(Number(at.slice(1)) - 1);
	};
	return {card, from: place(json.from), to: place(json.to)};
}

describe('choosing the game on the command line', () => {
	it('prints a deal of Scotch or of a Kings rule, named in its comment and its Variant line', () => {
		const scotch = runCli(['print', '--variant', 'scotch', '--seed', '42']);
		expect(scotch.status).toBe(0);
		expect(scotch.stdout).toBe(makeBoard(deal('42', SCOTCH), ['Scotch, deal 42']));
		expect(scotch.stdout).toContain('Foundations: - | - | - | -');
		const mm = runCli(['print', '--kings', 'mm', '--seed', 'hello']);
		expect(mm.stdout).toBe(
			makeBoard(deal('hello', {variant: 'shamrocks', kings: 'mm'}), [
				'Shamrocks (Morehead and Mott-Smith Kings), deal hello',
			]),
		);
		// The names are read in any case.
		expect(runCli(['print', '--variant', 'Scotch', '--seed', '42']).stdout).toBe(scotch.stdout);
		// A random deal says how to deal it again, its game included.
		expect(runCli(['print', '--variant', 'scotch']).stdout).toMatch(
			/^# Scotch, deal (\d+) \(random; replay with --variant scotch --seed \1\)$/m,
		);
		// (A long comment is broken between words, onto a second comment line.)
		expect(runCli(['print', '--kings', 'as-dealt']).stdout).toMatch(
			/replay with --kings\s+(# )?as-dealt\s+(# )?--seed \d+\)$/m,
		);
	});

	it('solves a Scotch deal as JSON with named piles, and the line wins in the engine', () => {
		const run = runCli(['solve', '--variant', 'scotch', '--seed', '9', '--json']);
		const result = JSON.parse(run.stdout) as {
			verdict: string;
			moves: Array<{card: string; from: number | string; to: number | string}>;
		};
		expect(result.verdict).toBe('won');
		expect(result.moves.some((move) => typeof move.to === 'string' && /^F[1-4]$/.test(move.to))).toBe(true);
		let position = deal('9', SCOTCH);
		for (const json of result.moves) {
			const next = applyMove(position, engineMove(json));
			expect(next.ok).toBe(true);
			if (next.ok) position = next.value;
		}
		expect(isWon(position)).toBe(true);
	});

	it('proves a King-locked Scotch deal lost at once, and counts a census of Scotch deals', () => {
		expect(runCli(['solve', '--variant', 'scotch', '--seed', '1']).stdout).toMatch(/^seed 1: lost/m);
		const census = runCli(['census', '--variant', 'scotch', '--deals', '5', '--jobs', '1']);
		expect(census.status).toBe(0);
		expect(census.stdout).toMatch(/^Scotch census: deals 1 to 5/);
	});

	it('lets a board file say its own game, and refuses a --variant that contradicts it or any --kings', () => {
		const file = boardFile(makeBoard(deal('42', SCOTCH)));
		expect(runCli(['print', file]).stdout).toBe(makeBoard(deal('42', SCOTCH)));
		expect(runCli(['print', file, '--variant', 'scotch']).status).toBe(0);
		expectOneLineError(
			runCli(['print', file, '--variant', 'shamrocks']),
			/is a Scotch board \(its Variant: line\), but --variant shamrocks was given$/m,
		);
		expectOneLineError(
			runCli(['solve', file, '--kings', 'mm']),
			/--kings chooses how a deal is dealt, and .* is a board already dealt$/m,
		);
	});

	it('names the missing Variant: line of a board that --variant says is of another game', () => {
		const file = boardFile(makeBoard(deal('42', SCOTCH)).replace(/^Variant: scotch\n/m, ''));
		expectOneLineError(
			runCli(['solve', file, '--variant', 'scotch']),
			/ \(read as Shamrocks, having no Variant: line; add "Variant: scotch" for Scotch\)$/m,
		);
	});

	it('refuses an unknown game, a Kings rule Scotch does not have, and an unknown rule, in one line each', () => {
		expectOneLineError(
			runCli(['print', '--variant', 'nope', '--seed', '1']),
			/^shamrocks: --variant: unknown variant "nope" \(known: shamrocks, scotch, labellelucie, trefoil, fan, freefan, boxfan, cloverleaf, superflowergarden, threeshuffles\)$/m,
		);
		expectOneLineError(
			runCli(['print', '--variant', 'scotch', '--kings', 'mm', '--seed', '1']),
			/^shamrocks: Scotch has no Kings rules to choose: its Kings stay where they are dealt$/m,
		);
		expectOneLineError(
			runCli(['print', '--variant', 'scotch', '--kings', 'as-dealt', '--seed', '1']),
			/^shamrocks: Scotch has no Kings rules to choose/m,
		);
		expectOneLineError(
			runCli(['print', '--kings=', '--seed', '1']),
			/^shamrocks: --kings needs a value \(bottom, mm, as-dealt\)$/m,
		);
		expectOneLineError(
			runCli(['print', '--kings', 'sideways']),
			/^shamrocks: --kings: unknown Kings rule "sideways" \(known: bottom, mm, as-dealt\)$/m,
		);
		expectOneLineError(runCli(['census', '--deals', '1', '--variant', 'nope']), /unknown variant "nope"/);
		expectOneLineError(runCli(['--variant', 'nope']), /unknown variant "nope"/);
		// A Scotch pile that breaks the colour rule, from the board file.
		const bad = boardFile(`Variant: scotch\nFoundations: AS 2S | - | - | -\n${'-\n'.repeat(18)}`);
		expectOneLineError(runCli(['solve', bad]), /board\.txt: line 2: pile 1: 2S does not go on AS/);
	});

	it('finds the winnable and daily deals of the game asked for', () => {
		const daily = runCli(['print', '--variant', 'scotch', '--daily', '2026-12-01']);
		expect(daily.stdout).toMatch(/^# Scotch, deal daily-2026-12-01/);
		expect(daily.stdout).not.toBe(runCli(['print', '--daily', '2026-12-01']).stdout);
		const winnable = runCli(['solve', '--variant', 'scotch', '--winnable', '--seed', '1', '--json']);
		expect(JSON.parse(winnable.stdout).verdict).toBe('won');
	});

	it('plays Fan, Free Fan, Box Fan and Clover Leaf from the command line: a won line that replays, its daily deal, bad boards in one line', () => {
		for (const variant of ['fan', 'freefan', 'boxfan', 'cloverleaf'] as const) {
			const run = runCli(['solve', '--variant', variant, '--winnable', '--seed', '1', '--json']);
			expect(run.status).toBe(0);
			const result = JSON.parse(run.stdout) as {
				input: string;
				verdict: string;
				moves: Array<{card: string; from: number; to: number | string}>;
			};
			expect(result.verdict).toBe('won');
			// `--winnable --seed 1` deals seed 1 or the first of 1/1, 1/2, ... the solver wins.
			const seed = /seed (\S+)/.exec(result.input)?.[1] ?? '1';
			let position = deal(seed, {variant, kings: 'as-dealt'});
			for (const move of result.moves) {
				const next = applyMove(position, engineMove(move));
				expect(next.ok).toBe(true);
				if (next.ok) position = next.value;
			}
			expect(isWon(position)).toBe(true);
			const daily = runCli(['print', '--variant', variant, '--daily', '2026-12-02']);
			expect(daily.stdout).toContain(`Variant: ${variant}`);
		}
		const box = makeBoard(deal('1', {variant: 'boxfan', kings: 'as-dealt'})).replace(
			'Foundations: C-A D-A H-A S-A',
			'Foundations: C-A D-A H-0 S-A',
		);
		expectOneLineError(
			runCli(['print', boardFile(box)]),
			/line 2: Box Fan has the four Aces home from the deal on: each suit at A or higher/,
		);
		const clover = makeBoard(deal('1', {variant: 'cloverleaf', kings: 'as-dealt'}));
		expectOneLineError(
			runCli(['print', boardFile(clover.replace('H-K', 'H-0'))]),
			/^shamrocks: .*line 2: Clover Leaf starts with C-A D-K H-K S-A home, and a card home stays: no suit may have less/,
		);
		expectOneLineError(runCli(['solve', boardFile(clover.replace('H-K', 'H-Q'))]), /line 15: QH appears twice/);
		const fan = makeBoard(deal('1', {variant: 'fan', kings: 'as-dealt'}));
		expectOneLineError(
			runCli(['solve', boardFile(fan.replace('Foundations:', 'Cells: 7H -\nFoundations:'))]),
			/line 2: Fan has no free cells: leave out Cells:/,
		);
		expectOneLineError(
			runCli(['print', boardFile(fan.replace(/\n4H\n$/, '\n'))]),
			/17 fan lines, but Fan has exactly 18/,
		);
		const free = makeBoard(deal('1', {variant: 'freefan', kings: 'as-dealt'}));
		for (const [cells, error] of [
			['Cells: 7X -', /line 3: unknown card "7X"/],
			['Cells: - - -', /line 3: Cells: 3 given, but Free Fan has exactly 2/],
			['Cells: 3H -', /line 4: 3H appears twice: it is also in the cells \(line 3\)/],
		] as const) {
			expectOneLineError(runCli(['solve', boardFile(free.replace('Cells: - -', cells))]), error);
		}
	});
});
