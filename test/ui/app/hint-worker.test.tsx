import {afterEach, describe, expect, it} from 'vitest';
import {cleanup} from 'ink-testing-library';
import {
	type Position,
	applyMove,
	currentPosition,
	deal,
	fanAt,
	newGame,
	parseMove,
	pileAt,
	playLegalMoves,
	suitOf,
} from '../../../source/engine/index.js';
import {type HintAnswer, type HintService, MAX_HINT_EFFORT} from '../../../source/solver-service/types.js';
// The real service runs the compiled worker (dist/source/solver-service/worker.js): npm test builds first.
import {createHintService} from '../../../dist/source/solver-service/client.js';
import {DEAL_803932251_GAME} from '../../solver-service/games.js';
import {firstClick} from '../deal-facts.js';
import {KEYS, aimedFan, play, seeded, until} from '../helpers.js';

let hints: HintService | undefined;

/** The real service, keeping the answer of each request, to wait on. */
function watched(
	service: HintService,
): HintService & {readonly answers: Array<Promise<HintAnswer>>; readonly thoughts: Array<readonly Position[]>} {
	const answers: Array<Promise<HintAnswer>> = [];
	const thoughts: Array<readonly Position[]> = [];
	return {
		answers,
		thoughts,
		think(history, listener) {
			thoughts.push(history);
			service.think(history, listener);
		},
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
		const words =
			/Hint: move (\S+) from fan (\d+) to (fan (\d+)|its foundation) \(winnable in (\d+) moves\)\./.exec(
				table.frame(),
			);
		expect(words).not.toBeNull();
		const [, , from, , to] = words!;
		// The hinted move, read back from the words, is legal in deal 42.
		const position = deal('42');
		const card = position.fans[Number(from) - 1].at(-1)!;
		const move = {
			card,
			from: fanAt(Number(from) - 1),
			to: to === undefined ? pileAt(suitOf(card)) : fanAt(Number(to) - 1),
		};
		expect(applyMove(position, move).ok).toBe(true);
	});

	it('after b, h follows the winning line that the look-back found', {timeout: 180_000}, async () => {
		// The deal 803932251, lost 6 moves after a position that the solver proves
		// winnable in about a second of processor (see test/solver-service/games.ts). The budget is
		// a time, so a busy machine gives the look-back less of it: the thread runs at the game's
		// priority and thinks ahead for 16 times 3 s, and the waits below are bounds on the load,
		// not on the solver.
		hints = createHintService({budgetMs: 3000, behindKeys: false});
		const service = watched(hints);
		const start = deal('803932251');
		let game = newGame(start);
		for (const text of DEAL_803932251_GAME) {
			const move = parseMove(text, currentPosition(game));
			if (!move.ok) throw new Error(`bad move in a test: ${text}`);
			game = playLegalMoves(game, [move.value]);
		}
		const table = await play(
			{...seeded('803932251'), resumed: {game, elapsedMs: 0, id: 'resumed', assisted: false, started: true}},
			{hints: service},
		);
		// The mark says so once the look-back is over, and which move lost the game; h tells the
		// same at once, and b takes the game back there, where h has the look-back's line.
		await until(() => table.frame().includes('lost since move 16'), table.frame, 150_000);
		await table.press('h');
		await until(() => table.frame().includes('press b to undo 6 moves'), table.frame);
		await table.press('b');
		expect(table.frame()).toContain('Back 6 moves: this position can still be won.');
		await table.press('h');
		await until(() => table.frame().includes('Hint: move'), table.frame, 20_000);
		expect(table.frame()).toContain('winnable');
	});

	it('keeps the board live while it thinks ahead, and a move drops the thought about the position before it', async () => {
		// A generous budget: this checks the answer and how the UI shows it, not speed, on a busy machine.
		hints = createHintService({budgetMs: 10_000});
		const service = watched(hints);
		const table = await play(seeded('42'), {hints: service});
		const click = firstClick(deal('42'));
		for (let fan = 0; fan < click.fan; fan++) await table.press(KEYS.right);
		// A move of the player's own while the solver thinks about the deal: the card dragged to fan 18.
		expect(click.place).toBe('fan 18');
		await table.press('m', KEYS.end, KEYS.enter);
		expect(table.frame()).toContain('1 move ·');
		expect(table.frame()).toContain(`${click.card} to fan 18.`);
		expect(aimedFan(table.frame())).toBe(18);
		// h is about the position on the table now, not the deal's.
		await table.press('h');
		await until(() => table.frame().includes('Hint: move'), table.frame, 20_000);
		expect(table.frame()).toContain('1 move ·');
		expect(service.thoughts.at(-1)).toHaveLength(2);
	});
});
