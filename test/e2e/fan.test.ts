import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {KEY, PlayedTerminal, noPty} from './terminal.js';

const describeInPty = describe.skipIf(noPty !== undefined);

let running: PlayedTerminal | undefined;

/** Waits until `check` holds, looking every 25 ms; throws after `ms`. */
async function until(check: () => boolean, ms: number): Promise<void> {
	const deadline = Date.now() + ms;
	while (!check()) {
		if (Date.now() > deadline) throw new Error(`waited in vain; the screen shows:\n${running?.screen() ?? ''}`);
		await new Promise((resolve) => setTimeout(resolve, 25));
	}
}

afterEach(() => running?.kill());

/** A deal of each game the solver proves won in well under a second (`shamrocks solve --seed S`). */
const DEALS = [
	['fan', 'Fan', '3', 'An empty fan takes only a King.'],
	['boxfan', 'Box Fan', '1', 'black 8). Fans have no size limit. An empty fan takes only a King.'],
	['cloverleaf', 'Clover Leaf', '25', 'diamonds down from the King. The black Aces and the red Kings start home;'],
	['freefan', 'Free Fan', '3', 'a cell goes home or onto a fan, never to the other cell.'],
	// Won in its first layout, so the hints never call for a redeal.
	['superflowergarden', 'Flower Garden', '12', 'or onto a fan whose top card is one rank higher, any suit'],
	// Its winning line plays the draw once (draw AH 3->F): Enter on the hint's fan plays it.
	['threeshuffles', 'Three Shuffles', '14', 'The draw (once a game, at'],
] as const;

describeInPty('The fan games of issue 31 in the built game', () => {
	for (const [variant, name, seed, rule] of DEALS) {
		it(`wins ${name} deal ${seed} by following the solver's hints, key by key, and shows its rules in the help`, async () => {
			const env = {
				SHAMROCKS_CONFIG_DIR: mkdtempSync(join(tmpdir(), 'shamrocks-fan-config-')),
				SHAMROCKS_DATA_DIR: mkdtempSync(join(tmpdir(), 'shamrocks-fan-data-')),
			};
			const args = ['--variant', variant, '--seed', seed, '--no-auto-complete'];
			const game = (running = new PlayedTerminal(args, 80, 24, env));
			await game.waitFor(`${name} · deal ${seed} · 0 moves`);
			await game.waitFor('q quit');
			await game.press('?');
			// The help names the game in full (Three Shuffles and a Draw), the status line its short name.
			await game.waitFor(new RegExp(`${name}[a-zA-Z ]*: how to play`));
			expect(game.screen()).toContain(rule);
			await game.press('?');
			await game.waitFor('0 moves');
			// h lights the next move of a winning line; Enter plays it. Auto complete is off, so every
			// card is moved by a key until the win.
			// Each hint names the moves left, so a fresh hint's line differs from the one before.
			const hintLine = () => /Hint: .*/.exec(game.screen())?.[0];
			let lastHint: string | undefined;
			// Free Fan's line puts cards in the free cells and takes them out: by the keys, as any other.
			let cellMoves = 0;
			for (let moves = 1; !game.screen().includes('You won!'); moves++) {
				expect(moves).toBeLessThan(200);
				// On a busy machine the first answer may be "not settled": h again thinks longer.
				const fresh = () => hintLine() !== undefined && hintLine() !== lastHint;
				// The lines under the board: the message, which each answer changes.
				const message = () => game.screen().split('\n').slice(10, 13).join('\n');
				for (let asked = 0; !fresh(); asked++) {
					expect(asked).toBeLessThan(8);
					const before = message();
					await game.press('h');
					const answered = () => fresh() || (message() !== before && message().includes('Press h to'));
					await until(answered, 60_000);
				}
				lastHint = hintLine();
				if (lastHint?.includes(' cell ') === true) cellMoves++;
				await game.press(KEY.enter);
				await game.waitFor(new RegExp(`${moves} moves? ·|You won!`), 30_000);
			}
			await game.waitFor('You won! All 52 cards are home.');
			// The status line counts what is left of the game's own steps: the draw was played.
			if (variant === 'threeshuffles') expect(game.screen()).toMatch(/2 redeals, 0 draws/);
			if (variant === 'freefan') expect(cellMoves).toBeGreaterThan(0);
			await game.press('q');
			expect(await game.exit()).toBe(0);
		}, 240_000);
	}
});
