import {describe, expect, it} from 'vitest';
import {type Move, type Position, applyMove, deal, fanAt, samePlace} from '../../source/engine/index.js';
import {checkedLine, solve} from '../../source/solver/index.js';
import {fromEngineMove, toEngineMove} from '../../source/solver/board.js';
import {removeCycles, removeDetours, shortenLine} from '../../source/solver/shorten.js';
import {replaysToWin} from './replay.js';
import {ShamrocksBoard} from '../../source/solver/shamrocks.js';

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
				const padded = [...line.slice(0, at), stop, line[at], {card: stop.card, from: stop.to, to: stop.from}, ...line.slice(at + 1)];
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
