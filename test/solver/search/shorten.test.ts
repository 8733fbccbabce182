import {describe, expect, it} from 'vitest';
import {
	type Move,
	type Position,
	applyLegalMove,
	applyMove,
	deal,
	fanAt,
	parseMove,
	samePlace,
} from '../../../source/engine/index.js';
import {checkedLine, shortenWinningLine, solve} from '../../../source/solver/index.js';
import {fromEngineMove, toEngineMove} from '../../../source/solver/shamrocks/move-code.js';
import {removeCycles, removeDetours, shortenLine} from '../../../source/solver/search/shorten.js';
import {replaysToWin} from '../replay.js';
import {ShamrocksBoard} from '../../../source/solver/shamrocks/family.js';
import {wanderOf, wanders} from '../../bench/returns.js';
import {FruitlessWays, takeLongShortcuts} from '../../../source/solver/search/shortcuts.js';
import {lcg} from '../brute-force.js';

const boardOf = (root: Position) => () => ShamrocksBoard.fromPosition(root);

describe('shortening', () => {
	it('cuts a card moved to a fan and straight back', () => {
		const root = deal('1');
		const line = solve(root).moves;
		expect(line.length).toBeGreaterThan(0);
		// A pointless there-and-back inserted where one is legal must disappear.
		let position = root;
		for (let at = 0; at < line.length; at++) {
			const detour = findDetour(position);
			if (detour !== undefined) {
				const padded = [...line.slice(0, at), ...detour, ...line.slice(at)];
				expect(replaysToWin(root, padded)).toBe(true);
				const cut = removeCycles(boardOf(root), padded.map(fromEngineMove));
				expect(cut).toEqual(line.map(fromEngineMove));
				return;
			}
			const next = applyMove(position, line[at]);
			if (next.ok) position = next.value;
		}
		throw new Error('no position of the line allows a there-and-back move');
	});

	it('keeps a line winning and never makes it longer', () => {
		for (let seed = 1; seed <= 12; seed++) {
			const root = deal(String(seed));
			const raw = solve(root, {shorten: false, nodeBudget: 200_000});
			if (raw.verdict !== 'won') continue;
			const short = shortenLine(boardOf(root), raw.moves.map(fromEngineMove), {deadline: Date.now() + 300});
			expect(short.length).toBeLessThanOrEqual(raw.moves.length);
			expect(replaysToWin(root, checkedLine(root, short))).toBe(true);
		}
	});

	it('sends a card straight to its second place, or keeps it until then, when the line allows', () => {
		// Raw lines of these deals carry cards through stops (deals 47 and 520 also have a card
		// put on the second place meanwhile, where the cut must not be made).
		for (const seed of ['47', '520', '164', '8', '1']) {
			const root = deal(seed);
			const raw = solve(root, {shorten: false, nodeBudget: 500_000});
			expect(raw.verdict, `seed ${seed}`).toBe('won');
			const line = removeCycles(boardOf(root), raw.moves.map(fromEngineMove));
			const cut = removeDetours(boardOf(root), line);
			expect(replaysToWin(root, cut.map(toEngineMove)), `seed ${seed}`).toBe(true);
			expect(cut.length, `seed ${seed}`).toBeLessThanOrEqual(line.length);
			if (seed !== '1') expect(cut.length, `seed ${seed}`).toBeLessThan(line.length);
		}
	});

	it('cuts a card carried through a stop to one move, with other moves in between', () => {
		const root = deal('1');
		const line = solve(root).moves;
		let position = root;
		for (let at = 0; at < line.length; at++) {
			const stop = findStop(position, line[at]);
			if (stop !== undefined) {
				// The card goes to the stop, the line's own move is played, then the card goes on.
				const padded = [
					...line.slice(0, at),
					stop,
					line[at],
					{card: stop.card, from: stop.to, to: stop.from},
					...line.slice(at + 1),
				];
				if (replaysToWin(root, padded)) {
					expect(removeDetours(boardOf(root), padded.map(fromEngineMove)).map(toEngineMove)).toEqual(line);
					return;
				}
			}
			const next = applyMove(position, line[at]);
			if (next.ok) position = next.value;
		}
		throw new Error('no position of the line allows a card to wait on another fan');
	});

	it('takes out cards rotated among the same places and cards moved back where they were', () => {
		// The deal 375160500 after the first move its hint guesses: the shorter cuts left
		// three Jacks moved round four Queens and 7♦ and 7♣ swapped back and forth (hints 40 to
		// 62). Deals 4, 6 and 8 from the deal: a card stepping aside and back, swaps, rotations.
		const cases: ReadonlyArray<readonly [string, string | undefined, number]> = [
			['375160500', 'QS 11->18', 5_000_000],
			['4', undefined, 300_000],
			['6', undefined, 300_000],
			['8', undefined, 300_000],
		];
		for (const [seed, first, nodeBudget] of cases) {
			let root = deal(seed);
			if (first !== undefined) root = applyLegalMove(root, parsed(first, root));
			const raw = solve(root, {shorten: false, nodeBudget});
			expect(raw.verdict, `deal ${seed}`).toBe('won');
			const line = raw.moves.map(fromEngineMove);
			// Without long shortcuts (no work for them) the line still wanders.
			const before = shortenLine(boardOf(root), line, {work: 0});
			expect(wanders(wanderOf(root, before.map(toEngineMove))), `deal ${seed}`).toBe(true);
			const after = shortenLine(boardOf(root), line);
			expect(replaysToWin(root, checkedLine(root, after)), `deal ${seed}`).toBe(true);
			expect(after.length, `deal ${seed}`).toBeLessThan(before.length);
			expect(wanderOf(root, after.map(toEngineMove)), `deal ${seed}`).toEqual({returns: [], rotations: []});
		}
	});

	it('shortens a line solve found without shortening, of either family, as solve shortens its own', () => {
		const scotch = {variant: 'scotch', kings: 'as-dealt'} as const;
		const roots = [deal('4'), deal('8'), ...['2', '3', '4', '5', '6'].map((seed) => deal(seed, scotch))];
		for (const root of roots) {
			const raw = solve(root, {shorten: false, nodeBudget: 400_000});
			if (raw.verdict !== 'won') continue;
			const own = solve(root, {nodeBudget: 400_000});
			const short = shortenWinningLine(root, raw.moves);
			expect(replaysToWin(root, short), root.variant).toBe(true);
			expect(short.length, root.variant).toBeLessThanOrEqual(raw.moves.length);
			// Where solve's shortening gains, so does this one: the line was read back as the board's own.
			if (own.moves.length < raw.moves.length) expect(short.length, root.variant).toBeLessThan(raw.moves.length);
		}
	});

	it('gives the same line whether or not it remembers the searches that found no way', () => {
		// Remembering only skips searches that would find nothing: one skipped wrongly would lose its
		// shortcut, and the line would differ. Kings as dealt and the default, raw lines of 60 to 200 moves.
		const asDealt = {variant: 'shamrocks', kings: 'as-dealt'} as const;
		const roots = [deal('2', asDealt), deal('3', asDealt), deal('154', asDealt), deal('4'), deal('6'), deal('8')];
		let cut = 0;
		for (const root of roots) {
			const raw = solve(root, {shorten: false, nodeBudget: 400_000});
			expect(raw.verdict).toBe('won');
			const line = raw.moves.map(fromEngineMove);
			const remembering = shortenLine(boardOf(root), line);
			expect(shortenLine(boardOf(root), line, {remember: false})).toEqual(remembering);
			cut += shortenLine(boardOf(root), line, {work: 0}).length - remembering.length;
		}
		// The long shortcuts, where the remembering is, took moves out.
		expect(cut).toBeGreaterThan(10);
	});

	it('finds the same long shortcuts in wandering lines whether or not it remembers', () => {
		// Random walks wander everywhere, so shortcuts start from many positions just after others:
		// what is remembered after a shortcut is found is used too.
		let saved = 0;
		for (let seed = 1; seed <= 8; seed++) {
			const root = deal(String(seed), {variant: 'shamrocks', kings: 'as-dealt'});
			const line = removeCycles(boardOf(root), randomWalk(root, seed, 150));
			const long = (remember: boolean) =>
				takeLongShortcuts(boardOf(root)(), line, 16, {left: 2_000_000}, Infinity, new FruitlessWays(remember));
			const remembering = long(true);
			expect(long(false), `deal ${seed}`).toEqual(remembering);
			saved += line.length - remembering.length;
		}
		expect(saved).toBeGreaterThan(100);
	});

	it('cuts every loop of a wandering walk as a plain list of the positions kept would', () => {
		// Random walks come back to positions inside loops already cut, and to positions of the
		// kept line; the table of keys must tell the two apart as a list of the kept positions does.
		let cut = 0;
		for (let seed = 1; seed <= 20; seed++) {
			const root = deal(String(seed), {variant: 'shamrocks', kings: seed % 2 === 0 ? 'as-dealt' : 'bottom'});
			const walk = randomWalk(root, seed, 400);
			const line = removeCycles(boardOf(root), walk);
			expect(line, `deal ${seed}`).toEqual(keptByList(boardOf(root)(), walk));
			cut += walk.length - line.length;
		}
		expect(cut).toBeGreaterThan(1000);
	});

	it('leaves no position twice in a reported line', () => {
		for (let seed = 1; seed <= 15; seed++) {
			const root = deal(String(seed));
			const result = solve(root, {nodeBudget: 200_000});
			if (result.verdict !== 'won') continue;
			const seen = new Set<string>();
			let position = root;
			for (const move of result.moves) {
				const key = JSON.stringify(position);
				expect(seen.has(key)).toBe(false);
				seen.add(key);
				const next = applyMove(position, move);
				expect(next.ok).toBe(true);
				if (next.ok) position = next.value;
			}
		}
	});
});

function parsed(text: string, position: Position): Move {
	const move = parseMove(text, position);
	if (!move.ok) throw new Error(`bad move in a test: ${text}`);
	return move.value;
}

/** A fan move whose reverse is legal right after it: a card there and back. */
function findDetour(root: Position): Move[] | undefined {
	for (let from = 0; from < root.fans.length; from++) {
		for (let to = 0; to < root.fans.length; to++) {
			const card = root.fans[from].at(-1);
			if (card === undefined || from === to) continue;
			const there = {card, from: fanAt(from), to: fanAt(to)};
			const back = {card, from: fanAt(to), to: fanAt(from)};
			const after = applyMove(root, there);
			if (!after.ok) continue;
			if (applyMove(after.value, back).ok) return [there, back];
		}
	}
	return undefined;
}

/** A fan move of a top card other than the one `next` moves, which leaves `next` legal: a stop on the way. */
function findStop(root: Position, next: Move): Move | undefined {
	for (let from = 0; from < root.fans.length; from++) {
		const card = root.fans[from].at(-1);
		const touches = (fan: number) => samePlace(fanAt(fan), next.from) || samePlace(fanAt(fan), next.to);
		if (card === undefined || card === next.card || touches(from)) continue;
		for (let to = 0; to < root.fans.length; to++) {
			if (to === from || touches(to)) continue;
			const stop = {card, from: fanAt(from), to: fanAt(to)};
			const there = applyMove(root, stop);
			if (there.ok && applyMove(there.value, next).ok) return stop;
		}
	}
	return undefined;
}

/** Up to `steps` moves of the search's, each picked at random: a walk that wanders and comes back. */
function randomWalk(root: Position, seed: number, steps: number): number[] {
	const board = ShamrocksBoard.fromPosition(root);
	const random = lcg(seed);
	const buffer = new Int32Array(board.maxMoves);
	const walk: number[] = [];
	for (let step = 0; step < steps; step++) {
		const count = board.generateMoves(buffer, 0);
		if (count === 0) break;
		walk.push(buffer[Math.floor(random() * count)]);
		board.play(walk[walk.length - 1]);
	}
	return walk;
}

/** The walk with its loops cut, by a list of the kept line's positions (the reference for removeCycles). */
function keptByList(board: ShamrocksBoard, walk: readonly number[]): number[] {
	const key = new Int32Array(board.keyWords);
	const name = (): string => {
		board.writeKey(key, 0);
		return key.join(',');
	};
	const positions = [name()];
	const kept: number[] = [];
	for (const move of walk) {
		board.play(move);
		const at = positions.indexOf(name());
		if (at >= 0) {
			positions.length = at + 1;
			kept.length = at;
		} else {
			positions.push(name());
			kept.push(move);
		}
	}
	return kept;
}
