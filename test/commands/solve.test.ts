import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {run} from './solve-helpers.js';
import {
	type Move,
	type Position,
	applyMove,
	deal,
	fanAt,
	isWon,
	makeBoard,
	parseCard,
	pileAt,
	suitOf,
} from '../../source/engine/index.js';

interface JsonMove {
	card: string;
	from: number;
	to: number | 'F';
}

function engineMove(move: JsonMove): Move {
	const card = parseCard(move.card) as number;
	return {card, from: fanAt(move.from - 1), to: move.to === 'F' ? pileAt(suitOf(card)) : fanAt(move.to - 1)};
}

function wins(start: Position, moves: readonly JsonMove[]): boolean {
	let position = start;
	for (const move of moves) {
		const next = applyMove(position, engineMove(move));
		if (!next.ok) return false;
		position = next.value;
	}
	return isWon(position);
}

function boardFile(name: string, position: Position): string {
	const folder = mkdtempSync(join(tmpdir(), 'shamrocks-solve-'));
	const path = join(folder, name);
	writeFileSync(path, makeBoard(position));
	return path;
}

describe('shamrocks solve', () => {
	it('solves a seeded deal as JSON, with a line that wins in the engine (fans from 1)', async () => {
		const result = await run(['solve', '--seed', '1', '--json']);
		expect(result.code).toBe(0);
		const lines = result.stdout.trim().split('\n');
		expect(lines).toHaveLength(1);
		const answer = JSON.parse(lines[0]);
		expect(answer).toMatchObject({input: 'seed 1', verdict: 'won'});
		expect(Object.keys(answer)).toEqual(['input', 'verdict', 'moves', 'nodes', 'ms']);
		expect(wins(deal('1'), answer.moves)).toBe(true);
	});

	it('solves many files in one call, one JSON line each, stdin as -', async () => {
		const won = boardFile('one.txt', deal('2'));
		const lost = boardFile('lost.txt', deal('40'));
		const result = await run(['solve', won, '-', lost, '--json'], makeBoard(deal('3')));
		expect(result.code).toBe(0);
		const answers = result.stdout
			.trim()
			.split('\n')
			.map((line) => JSON.parse(line));
		expect(answers.map((answer) => answer.input)).toEqual([won, 'stdin', lost]);
		expect(answers.map((answer) => answer.verdict)).toEqual(['won', 'won', 'lost']);
		expect(wins(deal('3'), answers[1].moves)).toBe(true);
	});

	it('writes the verdict then the moves in board-file notation', async () => {
		const result = await run(['solve', '--seed', '3']);
		expect(result.code).toBe(0);
		const [header, ...moves] = result.stdout
			.trim()
			.split('\n')
			.filter((line) => !line.startsWith('#'));
		expect(header).toMatch(/^seed 3: won in \d+ moves \(\d+ positions, \d+ ms\)$/);
		expect(moves.length).toBeGreaterThan(50);
		for (const move of moves) expect(move).toMatch(/^[A2-9TJQK][CDHS] \d+->(\d+|F)$/);
	});

	it('reports unknown when the budget is too small, and still exits 0', async () => {
		const result = await run(['solve', '--seed', '16', '--budget', '1', '--json']);
		expect(result.code).toBe(0);
		expect(JSON.parse(result.stdout).verdict).toBe('unknown');
		const text = await run(['solve', '--seed', '16', '--budget', '1']);
		expect(text.stdout).toMatch(/\nseed 16: unknown \(the budget ran out first; try a larger --budget\)/);
	});

	it('keeps within --memory: too little leaves a hard deal unknown and says so, more proves it', async () => {
		// Kings as dealt, deal 10: the loose-card abstraction proves it lost after about 785,000 states.
		const args = ['solve', '--kings', 'as-dealt', '--seed', '10', '--budget', '60000', '--memory'];
		const cramped = await run([...args, '20']);
		expect(cramped.stdout).toMatch(
			/\nseed 10: unknown \(the searches filled the memory they may use first; .*a larger --memory may\)/,
		);
		const roomy = await run([...args, '40']);
		expect(roomy.stdout).toMatch(/\nseed 10: lost \(proved/);
	});

	it('stops with one line and status 2 on a bad board, before solving anything', async () => {
		const good = boardFile('good.txt', deal('2'));
		const bad = boardFile('bad.txt', deal('2'));
		writeFileSync(bad, makeBoard(deal('2')).replace('Variant: shamrocks', 'Variant: shamrocks\nXX'));
		const result = await run(['solve', good, bad]);
		expect(result.code).toBe(2);
		expect(result.stdout).toBe('');
		expect(result.stderr.trim().split('\n')).toHaveLength(1);
		expect(result.stderr).toContain('bad.txt');
	});

	it.each([
		[['solve'], /needs board FILEs/],
		[['solve', '--seed', '1', 'file.txt'], /not both/],
		[['solve', '--seed', '1', '--budget', 'soon'], /--budget takes a whole number/],
		[['solve', 'no-such-file.txt'], /no-such-file.txt: cannot read/],
		[['solve', '-', '-'], /stdin \(-\) once/],
		// The bad value is named even where the deal is missing too.
		[['solve', '--kings', 'nonsense'], /--kings: unknown Kings rule "nonsense"/],
		[['solve', '--budget', '-5'], /--budget takes a whole number from 1 to 86400000, not "-5"/],
		[['solve', '--seed', '1', '--memory', 'lots'], /--memory takes a whole number from 20 to \d+, not "lots"/],
		[['solve', '--seed', '1', '--memory', '19'], /--memory takes a whole number from 20 to/],
		// More than the machine has: the system would stop the solve, not the solver.
		[['solve', '--seed', '1', '--memory', '999999999'], /--memory takes a whole number from 20 to/],
		[['solve', '--seed', '1', '--memory='], /--memory needs a value/],
	])('refuses %j with one line and status 2', async (args, message) => {
		const result = await run(args);
		expect(result.code).toBe(2);
		expect(result.stderr).toMatch(message);
		expect(result.stderr.trim().split('\n')).toHaveLength(1);
	});
});
