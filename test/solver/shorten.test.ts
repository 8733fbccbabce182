import {describe, expect, it} from 'vitest';
import {type Move, type Position, applyMove, deal} from '../../source/engine/index.js';
import {checkedLine, solve} from '../../source/solver/index.js';
import {fromEngineMove} from '../../source/solver/board.js';
import {removeCycles, shortenLine} from '../../source/solver/shorten.js';
import {replaysToWin} from './replay.js';

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
				const cut = removeCycles(root, padded.map(fromEngineMove));
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
			const short = shortenLine(root, raw.moves.map(fromEngineMove), {deadline: Date.now() + 300});
			expect(short.length).toBeLessThanOrEqual(raw.moves.length);
			expect(replaysToWin(root, checkedLine(root, short))).toBe(true);
		}
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
			const there = {card, from, to};
			const after = applyMove(root, there);
			if (!after.ok) continue;
			if (applyMove(after.value, {card, from: to, to: from}).ok) return [there, {card, from: to, to: from}];
		}
	}
	return undefined;
}
