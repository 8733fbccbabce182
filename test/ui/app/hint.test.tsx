import {afterEach, describe, expect, it, vi} from 'vitest';
import {cleanup} from 'ink-testing-library';
import {type Position, fanAt, pileAt} from '../../../source/engine/index.js';
import {
	type HintAnswer,
	type HintService,
	MAX_HINT_EFFORT,
	type WinnableDeal,
} from '../../../source/solver-service/types.js';
import {BOX_FAN_HOME_OR_FAN, MANY_PLACES, ONE_FROM_STUCK, ONE_TO_WIN} from '../boards.js';
import {KEYS, aimedFan, fansOnScreen, play, settle, until} from '../helpers.js';

afterEach(() => {
	cleanup();
	vi.useRealTimers();
});

/**
 * A hint service the test answers by hand. These tests are about how the UI handles a slow,
 * stale or failing answer (spinner, keys meanwhile, dropping stale answers), which needs control
 * over when the answer comes; the real worker's hints are tested in hint-worker.test.tsx.
 */
class HandAnsweredHints implements HintService {
	readonly asked: Position[][] = [];
	private answers: Array<{
		resolve: (answer: HintAnswer) => void;
		reject: (error: Error) => void;
		promise: Promise<HintAnswer>;
	}> = [];

	/** The effort of each request, in order. */
	readonly efforts: number[] = [];

	/** Thinking ahead is the real worker's (hint-worker.test.tsx): here nothing is known until h is answered by hand. */
	think(): void {}

	hint(history: readonly Position[], effort = 0): Promise<HintAnswer> {
		this.asked.push([...history]);
		this.efforts.push(effort);
		let settle = {resolve: (_: HintAnswer) => {}, reject: (_: Error) => {}};
		const promise = new Promise<HintAnswer>((resolve, reject) => (settle = {resolve, reject}));
		this.answers.push({...settle, promise});
		return promise;
	}

	/**
	 * Answers request `index`. Resolves once the game has been handed the answer: the game's own
	 * callback on the promise was attached first, so it runs before the one awaited here.
	 */
	async answer(index: number, answer: HintAnswer): Promise<void> {
		const request = await this.request(index);
		request.resolve(answer);
		await request.promise;
	}

	async fail(index: number, message: string): Promise<void> {
		const request = await this.request(index);
		request.reject(new Error(message));
		await request.promise.catch(() => undefined);
	}

	/** Request `index`, once the game has sent it (it does so from an effect, after the frame of h). */
	private async request(index: number) {
		await until(
			() => this.answers[index] !== undefined,
			() => `hint request ${index} never came (${this.answers.length} came)`,
		);
		return this.answers[index];
	}

	winnableDeal(_seed: string): Promise<WinnableDeal> {
		return Promise.reject(new Error('not asked for in these tests'));
	}

	async close(): Promise<void> {}
}

describe('hints', () => {
	it('shows a spinner while the solver thinks, keeps the keys working, then shows the move on the board and in words', async () => {
		const hints = new HandAnsweredHints();
		const table = await play(MANY_PLACES, {hints});
		await table.press('h');
		expect(table.frame()).toContain('Thinking about a hint');
		expect(hints.asked).toHaveLength(1);
		expect(hints.asked[0]).toEqual([MANY_PLACES.position]);
		await table.press(KEYS.right, KEYS.right);
		expect(aimedFan(table.frame())).toBe(3);
		expect(table.frame()).toContain('Thinking about a hint');
		await hints.answer(0, {verdict: 'won', move: {card: 10, from: fanAt(0), to: fanAt(1)}, movesLeft: 17});
		await until(() => table.frame().includes('Hint:'), table.frame);
		expect(table.frame()).toContain('Hint: move J♣ from fan 1 to fan 2 (winnable in 17 moves).');
		// The player aimed elsewhere meanwhile, so the aim stays where the player put it.
		expect(aimedFan(table.frame())).toBe(3);
	});

	it('plays the hinted move when Enter follows h, wherever the aim was', async () => {
		const hints = new HandAnsweredHints();
		// J♣ fits fans 2, 3, 6 and 7; a plain Enter sends it to fan 2 (see app.test.tsx).
		const table = await play(MANY_PLACES, {hints});
		await table.press(KEYS.right, KEYS.right, KEYS.right, 'h');
		await hints.answer(0, {verdict: 'won', move: {card: 10, from: fanAt(0), to: fanAt(2)}, movesLeft: 17});
		await until(() => table.frame().includes('Hint:'), table.frame);
		expect(aimedFan(table.frame())).toBe(1);
		await table.press(KEYS.enter);
		expect(table.frame()).toContain('J♣ to fan 3. Enter again: to fan 2.');
	});

	it('plays a hinted move onto a fan even when the card fits home, as the hint says', async () => {
		const hints = new HandAnsweredHints();
		const table = await play(BOX_FAN_HOME_OR_FAN, {hints});
		await table.press(KEYS.right, 'h');
		// 9♥ (card 34) onto T♠: a plain Enter would send it home, and the line needs it on fan 1.
		await hints.answer(0, {verdict: 'won', move: {card: 34, from: fanAt(1), to: fanAt(0)}, movesLeft: 12});
		await until(() => table.frame().includes('Hint:'), table.frame);
		expect(table.frame()).toContain('Hint: move 9♥ from fan 2 to fan 1 (winnable in 12 moves).');
		await table.press(KEYS.enter);
		expect(table.frame()).toContain('9♥ to fan 1. Enter again: to its foundation.');
	});

	it('plays the hinted move when Enter comes before the answer', async () => {
		const hints = new HandAnsweredHints();
		const table = await play(MANY_PLACES, {hints});
		await table.press(KEYS.right, 'h', KEYS.enter);
		expect(table.frame()).toContain('0 moves');
		await hints.answer(0, {verdict: 'won', move: {card: 10, from: fanAt(0), to: fanAt(2)}, movesLeft: 17});
		await until(() => table.frame().includes('1 move ·'), table.frame);
		expect(table.frame()).toContain('J♣ to fan 3.');
	});

	it('plays each h Enter of one burst typed faster than the solver answers, in order', async () => {
		const hints = new HandAnsweredHints();
		const table = await play(MANY_PLACES, {hints});
		await table.press('h\rh\rh\r');
		const line = [
			{card: 10, from: fanAt(0), to: fanAt(2)},
			{card: 9, from: fanAt(4), to: pileAt(0)},
			{card: 10, from: fanAt(2), to: pileAt(0)},
		];
		for (const [index, move] of line.entries()) {
			// Each h waits for the move before it: the solver is asked about the position after it.
			await until(() => hints.asked.length > index, table.frame);
			expect(hints.asked[index]).toHaveLength(index + 1);
			await hints.answer(index, {verdict: 'won', move, movesLeft: 3 - index});
		}
		await until(() => table.frame().includes('3 moves ·'), table.frame);
		expect(table.frame()).toContain('J♣ to its foundation.');
		expect(hints.asked).toHaveLength(3);
	});

	it('plays the hint for Enter, then the arrow after it, when h Enter Right come in one burst', async () => {
		const hints = new HandAnsweredHints();
		const table = await play(MANY_PLACES, {hints});
		await table.press(`h\r${KEYS.right}`);
		await until(() => hints.asked.length === 1, table.frame);
		expect(table.frame()).toContain('Thinking about a hint, to play it');
		await hints.answer(0, {verdict: 'won', move: {card: 10, from: fanAt(0), to: fanAt(2)}, movesLeft: 17});
		await until(() => table.frame().includes('1 move ·'), table.frame);
		// The hinted move was played (J♣ onto fan 3), then the aim moved on from it (and the
		// message about the aimed card, 'Enter again: ...', went with it).
		expect(fansOnScreen(table.frame())[2].at(-1)).toBe('J♣');
		expect(table.frame()).not.toContain('Enter again');
		expect(aimedFan(table.frame())).toBe(4);
	});

	it('on a stuck position, says how far back b goes', async () => {
		const hints = new HandAnsweredHints();
		const table = await play(ONE_FROM_STUCK, {hints});
		await table.press(KEYS.right, KEYS.enter, 'h');
		await hints.answer(0, {verdict: 'lost', undo: 1, thoughtMs: 10});
		await until(() => table.frame().includes('This position is lost'), table.frame);
		expect(table.frame()).toContain('This position is lost: press b to undo 1 move, back to a winnable one.');
	});

	it('with the hinted card in hand, aims where the hint drops it: Enter plays the hint', async () => {
		const hints = new HandAnsweredHints();
		const table = await play(MANY_PLACES, {hints});
		await table.press('m', 'h');
		await hints.answer(0, {verdict: 'won', move: {card: 10, from: fanAt(0), to: fanAt(2)}, movesLeft: 17});
		await until(() => table.frame().includes('Hint:'), table.frame);
		expect(aimedFan(table.frame())).toBe(3);
		await table.press(KEYS.enter);
		expect(table.frame()).toContain('J♣ to fan 3.');
	});

	it('with another card in hand, puts it back and aims at the hinted card: Enter plays the hint', async () => {
		const hints = new HandAnsweredHints();
		const table = await play(MANY_PLACES, {hints});
		await table.press(KEYS.right, 'm', 'h');
		await hints.answer(0, {verdict: 'won', move: {card: 10, from: fanAt(0), to: fanAt(2)}, movesLeft: 17});
		await until(() => table.frame().includes('Hint:'), table.frame);
		expect(aimedFan(table.frame())).toBe(1);
		expect(table.frame()).not.toContain('Esc put back');
		await table.press(KEYS.enter);
		expect(table.frame()).toContain('J♣ to fan 3.');
	});

	it('names the foundation when the hinted move goes home', async () => {
		const hints = new HandAnsweredHints();
		const table = await play(MANY_PLACES, {hints});
		await table.press('h');
		await hints.answer(0, {verdict: 'won', move: {card: 9, from: fanAt(4), to: pileAt(0)}, movesLeft: 16});
		await until(() => table.frame().includes('Hint:'), table.frame);
		expect(table.frame()).toContain('Hint: move 10♣ from fan 5 to its foundation (winnable in 16 moves).');
	});

	it('plays the hinted move when Enter is pressed on the hinted card, also once the light has faded', async () => {
		const hints = new HandAnsweredHints();
		// J♣ fits fans 2, 3, 6 and 7; a plain Enter sends it to fan 2 (see app.test.tsx).
		vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout']});
		const table = await play(MANY_PLACES, {hints, timing: {autoCompleteMs: 5, hintLightMs: 20}});
		await table.press('h');
		await hints.answer(0, {verdict: 'won', move: {card: 10, from: fanAt(0), to: fanAt(2)}, movesLeft: 17});
		await until(() => table.frame().includes('Hint:'), table.frame);
		// The light's timer, and then its end: the light has faded.
		await settle();
		expect(vi.getTimerCount()).toBe(1);
		await vi.advanceTimersByTimeAsync(20);
		expect(vi.getTimerCount()).toBe(0);
		await table.press(KEYS.enter);
		expect(table.frame()).toContain('J♣ to fan 3. Enter again: to fan 2.');
		// Once the card has moved, the hint is spent: undo, and Enter is a plain click again.
		await table.press('u', KEYS.enter);
		expect(table.frame()).toContain('J♣ to fan 2. Enter again: to fan 3.');
	});

	it('drops a hint that arrives after a move: it was about a position that is gone', async () => {
		const hints = new HandAnsweredHints();
		const table = await play(MANY_PLACES, {hints});
		// A drag while the solver thinks: J♣ onto fan 2.
		await table.press('h', 'm', KEYS.right, KEYS.enter);
		expect(table.frame()).toContain('1 move ·');
		expect(table.frame()).not.toContain('Thinking');
		await hints.answer(0, {verdict: 'won', move: {card: 10, from: fanAt(0), to: fanAt(1)}, movesLeft: 17});
		// The answer has been handed to the game; a key after it draws a frame that comes after it too.
		await table.press(KEYS.left);
		expect(aimedFan(table.frame())).toBe(1);
		expect(table.frame()).toContain('J♣ to fan 2.');
		expect(table.frame()).not.toContain('Hint:');
		// Asking again sends the whole game so far, oldest first.
		await table.press('h');
		expect(hints.asked[1]).toHaveLength(2);
	});

	it('says when the position is lost and how far to undo', async () => {
		const hints = new HandAnsweredHints();
		const table = await play(MANY_PLACES, {hints});
		await table.press('h');
		await hints.answer(0, {verdict: 'lost', undo: 3});
		await until(() => table.frame().includes('lost'), table.frame);
		expect(table.frame()).toContain('This position is lost: press b to undo 3 moves, back to a winnable one.');
	});

	it('tells a game lost from its first position apart from a look back that ran out of time', async () => {
		const hints = new HandAnsweredHints();
		const table = await play(MANY_PLACES, {hints});
		await table.press('h');
		await hints.answer(0, {verdict: 'lost', undo: undefined});
		await until(() => table.frame().includes('lost'), table.frame);
		expect(table.frame()).toContain("This position is lost, and so was the game's first one: no undo can help.");
		expect(table.frame()).not.toContain('b back to winnable');
		// Out of time instead: h again looks back twice as long, up to the longest effort.
		for (let ask = 1; ask <= MAX_HINT_EFFORT + 1; ask++) {
			await table.press('h');
			await hints.answer(ask, {verdict: 'lost', undo: undefined, thoughtMs: 700 * 2 ** (ask - 1)});
			await until(() => table.frame().includes(`found in ${(0.7 * 2 ** (ask - 1)).toFixed(1)} s`), table.frame);
			if (ask === 1)
				expect(table.frame()).toContain(
					'Lost; no winnable earlier position found in 0.7 s. Press h to look longer.',
				);
		}
		expect(hints.efforts).toEqual([0, 0, 1, 2, 3, 4]);
		expect(table.frame()).toContain('Lost; no winnable earlier position found in 11.2 s: too hard for the solver.');
	});

	it('takes back the moves a lost hint counted when b is pressed, and only then', async () => {
		const hints = new HandAnsweredHints();
		const table = await play(MANY_PLACES, {hints});
		await table.press('b');
		expect(table.frame()).toContain('b goes back to a winnable position once the mark or h says this one is lost.');
		await table.press(KEYS.enter, 'h');
		await hints.answer(0, {verdict: 'lost', undo: 1});
		await until(() => table.frame().includes('lost'), table.frame);
		expect(table.frame()).toContain('press b to undo 1 move, back to a winnable one.');
		expect(table.frame()).toContain('b back to winnable');
		await table.press('b');
		expect(table.frame()).toContain('Back 1 move: this position can still be won.');
		// The game is back at the deal: the next hint is asked about it alone.
		await table.press('h');
		expect(hints.asked[1]).toEqual([MANY_PLACES.position]);
		await hints.answer(1, {verdict: 'won', move: {card: 10, from: fanAt(0), to: fanAt(1)}, movesLeft: 17});
		await until(() => table.frame().includes('Hint:'), table.frame);
		// A second b has nothing left to take back.
		await table.press('b');
		expect(table.frame()).toContain('b goes back to a winnable position');
	});

	it('says so when the solver runs out of time or fails, and never crashes', async () => {
		const hints = new HandAnsweredHints();
		const table = await play(MANY_PLACES, {hints});
		await table.press('h');
		await hints.answer(0, {verdict: 'unknown', thoughtMs: 700});
		await until(() => table.frame().includes('No hint'), table.frame);
		expect(table.frame()).toContain('No hint in 0.7 s: a hard position. Press h to think twice as long.');
		await table.press('h');
		await hints.fail(1, 'the hint worker stopped');
		await until(() => table.frame().includes('worker'), table.frame);
		expect(table.frame()).toContain('No hint: the hint worker stopped');
	});

	it('offers the solver’s guess on a position it has not settled, says it is not proved, and Enter follows it', async () => {
		const hints = new HandAnsweredHints();
		// J♣ fits fans 2, 3, 6 and 7; a plain Enter sends it to fan 2 (see app.test.tsx).
		const table = await play(MANY_PLACES, {hints});
		await table.press(KEYS.right, KEYS.right, 'h');
		await hints.answer(0, {verdict: 'unknown', thoughtMs: 700, guess: {card: 10, from: fanAt(0), to: fanAt(2)}});
		// The aim goes to the guessed card, as for a hint.
		await until(() => table.frame().includes('Best guess'), table.frame);
		const said = table.frame().replaceAll(/[│\n]/g, ' ').replaceAll(/\s+/g, ' ');
		expect(said).toContain(
			'Not settled in 0.7 s: a hard position. Best guess, not proved: move J♣ from fan 1 to fan 3. Press h to think twice as long.',
		);
		expect(aimedFan(table.frame())).toBe(1);
		await table.press(KEYS.enter);
		expect(table.frame()).toContain('J♣ to fan 3. Enter again: to fan 2.');
		// The guess counts as a try: h on the next position thinks afresh, at the quickest.
		await table.press('h');
		expect(hints.efforts).toEqual([0, 0]);
	});

	it('says at the longest effort that the position is too hard, and still offers the guess', async () => {
		const hints = new HandAnsweredHints();
		const table = await play(MANY_PLACES, {hints});
		for (let ask = 0; ask <= MAX_HINT_EFFORT; ask++) {
			await table.press('h');
			await hints.answer(ask, {
				verdict: 'unknown',
				thoughtMs: 700 * 2 ** ask,
				guess: {card: 10, from: fanAt(0), to: fanAt(1)},
			});
			await until(() => table.frame().includes('Best guess'), table.frame);
		}
		expect(hints.efforts).toEqual([0, 1, 2, 3, 4]);
		const said = table.frame().replaceAll(/[│\n]/g, ' ').replaceAll(/\s+/g, ' ');
		expect(said).toContain(
			'Not settled in 11.2 s: too hard for the solver. Best guess, not proved: move J♣ from fan 1 to fan 2.',
		);
	});

	it('thinks twice as long each time h is pressed again on a position the solver has not settled, until a move', async () => {
		const hints = new HandAnsweredHints();
		const table = await play(MANY_PLACES, {hints});
		for (let ask = 0; ask <= MAX_HINT_EFFORT; ask++) {
			await table.press('h');
			await hints.answer(ask, {verdict: 'unknown', thoughtMs: 700 * 2 ** ask});
			await until(() => table.frame().includes('No hint'), table.frame);
		}
		expect(hints.efforts).toEqual([0, 1, 2, 3, 4]);
		expect(table.frame()).toContain('No hint in 11.2 s: this position is too hard for the solver.');
		// Asked again, it stays at its longest.
		await table.press('h');
		expect(hints.efforts.at(-1)).toBe(MAX_HINT_EFFORT);
		await hints.answer(MAX_HINT_EFFORT + 1, {verdict: 'unknown', thoughtMs: 11_200});
		await until(() => !table.frame().includes('Thinking'), table.frame);
		// A move makes a new position: its first hint is a quick one again.
		await table.press(KEYS.enter, 'h');
		expect(hints.efforts.at(-1)).toBe(0);
	});

	it('does not ask the solver about a won game', async () => {
		const hints = new HandAnsweredHints();
		const table = await play(ONE_TO_WIN, {hints, settings: {autoComplete: false}});
		await table.press(KEYS.enter, 'h');
		expect(table.frame()).toContain('Nothing left to hint: the game is won.');
		expect(hints.asked).toHaveLength(0);
	});

	it('says hints are unavailable without a solver', async () => {
		const table = await play(MANY_PLACES);
		await table.press('h');
		expect(table.frame()).toContain('Hints need the solver');
	});
});
