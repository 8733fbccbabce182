import {afterEach, describe, expect, it} from 'vitest';
import {cleanup} from 'ink-testing-library';
import {applyMove, currentPosition, deal, fanAt, newGame, parseMove, pileAt, playLegalMoves, suitOf} from '../../source/engine/index.js';
import {type HintAnswer, type HintService, MAX_HINT_EFFORT} from '../../source/hint/types.js';
// The real service runs the compiled worker (dist/source/hint/worker.js): npm test builds first.
import {createHintService} from '../../dist/source/hint/client.js';
import {DEAL_803932251_GAME} from '../hint/games.js';
import {firstClick} from './deal-facts.js';
import {KEYS, aimedFan, play, seeded, until} from './helpers.js';

let hints: HintService | undefined;

/** The real service, keeping the answer of each request, to wait on. */
function watched(service: HintService): HintService & {readonly answers: Array<Promise<HintAnswer>>} {
	const answers: Array<Promise<HintAnswer>> = [];
	return {
		answers,
		think: (history, listener) => service.think(history, listener),
		hint(history, effort) {
			const answer = service.hint(history, effort);
			answers.push(answer);
			return answer;
		},
		winnableDeal: (seed, rules) => service.winnableDeal(seed, rules),
		close: () => service.close(),
	};
}

afterEach(async () => {
	cleanup();
	await hints?.close();
	hints = undefined;
});

describe('a hint from the real solver worker (no stand-in)', () => {
	it('shows the first move of a winning line, on the board and in words, and it is legal', async () => {
		// A generous budget: this checks the answer and how the UI shows it, not speed, on a busy machine.
		hints = createHintService({budgetMs: 10_000});
		const table = await play(seeded('42'), {hints});
		await table.press('h');
		await until(() => table.frame().includes('Hint: move'), table.frame, 20_000);
		const words = /Hint: move (\S+) from fan (\d+) to (fan (\d+)|its foundation) \(winnable in (\d+) moves\)\./.exec(table.frame());
		expect(words).not.toBeNull();
		const [, , from, , to] = words!;
		// The hinted move, read back from the words, is legal in deal 42.
		const position = deal('42');
		const card = position.fans[Number(from) - 1].at(-1)!;
		const move = {card, from: fanAt(Number(from) - 1), to: to === undefined ? pileAt(suitOf(card)) : fanAt(Number(to) - 1)};
		expect(applyMove(position, move).ok).toBe(true);
	});

	it('after b, h follows the winning line that the look-back found', async () => {
		// The deal 803932251, lost 6 moves after a position that the solver proves
		// winnable in about a second (see test/hint/games.ts). A short budget: h looks back
		// longer each time it is pressed again, and after b it thinks for 0.3 s, too little to
		// settle that position afresh; the line the look-back found answers at once.
		hints = createHintService({budgetMs: 300});
		const service = watched(hints);
		const start = deal('803932251');
		let game = newGame(start);
		for (const text of DEAL_803932251_GAME) {
			const move = parseMove(text, currentPosition(game));
			if (!move.ok) throw new Error(`bad move in a test: ${text}`);
			game = playLegalMoves(game, [move.value]);
		}
		const table = await play({...seeded('803932251'), resumed: {game, elapsedMs: 0}}, {hints: service});
		let answer: HintAnswer = {verdict: 'cancelled'};
		for (let effort = 0; effort <= MAX_HINT_EFFORT && !(answer.verdict === 'lost' && answer.undo !== undefined); effort++) {
			await table.press('h');
			answer = await service.answers[service.answers.length - 1];
		}
		expect(answer).toEqual({verdict: 'lost', undo: 6});
		await until(() => table.frame().includes('press b to undo 6 moves'), table.frame);
		await table.press('b');
		expect(table.frame()).toContain('Back 6 moves: this position can still be won.');
		await table.press('h');
		expect((await service.answers[service.answers.length - 1]).verdict).toBe('won');
		await until(() => table.frame().includes('Hint: move'), table.frame);
	});

	it('keeps the board live while it thinks, and a move made meanwhile drops the stale hint', async () => {
		// A generous budget: this checks the answer and how the UI shows it, not speed, on a busy machine.
		hints = createHintService({budgetMs: 10_000});
		const service = watched(hints);
		const table = await play(seeded('42'), {hints: service});
		const click = firstClick(deal('42'));
		for (let fan = 0; fan < click.fan; fan++) await table.press(KEYS.right);
		// h and at once a move of the player's own, while the solver works: the card dragged to fan
		// 18 (Enter on the aimed card would wait for the hint and play its move).
		expect(click.place).toBe('fan 18');
		await table.press('h', 'm', KEYS.end, KEYS.enter);
		expect(table.frame()).toContain('1 move ·');
		expect(table.frame()).not.toContain('Thinking');
		// The answer about the deal comes back meanwhile and is not shown: it was about a board that is gone.
		expect(service.answers).toHaveLength(1);
		const stale = await service.answers[0];
		expect(stale.verdict).toBe('won');
		// The game has been handed that answer (its callback came first); a key after it draws a frame after it.
		await table.press(KEYS.left);
		expect(table.frame()).toContain(`${click.card} to fan 18.`);
		expect(aimedFan(table.frame())).toBe(17);
		expect(table.frame()).not.toContain('Hint:');
		await table.press('h');
		await until(() => table.frame().includes('Hint: move'), table.frame, 20_000);
		expect(table.frame()).toContain('1 move ·');
	});
});
