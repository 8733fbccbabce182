import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {PlayedTerminal, noPty} from './terminal.js';

const describeInPty = describe.skipIf(noPty !== undefined);

let running: PlayedTerminal | undefined;

afterEach(() => running?.kill());

/**
 * A deal of each game whose first layout the solver wins in well under a second (the games with
 * redeals without one: the demo plays one layout's line, and a redeal's shuffle would
 * depend on the play), found with `solve` over the first seeds.
 */
const DEALS = [
	['shamrocks', '3'],
	['scotch', '8'],
	['labellelucie', '66'],
	['trefoil', '56'],
	['fan', '9'],
	['boxfan', '49'],
	['cloverleaf', '13'],
	['superflowergarden', '11'],
	['threeshuffles', '14'],
] as const;

/** How the game says a card went home by itself. */
const DROPPED = /went home by itself: it can be of no more use on the fans\./g;

describeInPty('auto drop in the built game', () => {
	for (const [variant, seed] of DEALS) {
		it(`plays ${variant} deal ${seed} to the win with --auto-drop, the solver playing, cards going home by themselves`, async () => {
			// The demo at its fastest; auto complete off, so that the end is played by the solver and auto drop.
			const configDir = mkdtempSync(join(tmpdir(), 'shamrocks-auto-drop-'));
			writeFileSync(join(configDir, 'settings.json'), JSON.stringify({demoPace: 8}));
			const args = ['--variant', variant, '--seed', seed, '--auto-drop', '--no-auto-complete', '--demo'];
			const game = (running = new PlayedTerminal(args, 80, 24, {SHAMROCKS_CONFIG_DIR: configDir}));
			await game.waitFor('Watching the solver');
			await game.waitFor('You won! All 52 cards are home.', 50_000);
			// Each card that went home by itself was on screen, said so, as any move is.
			expect(game.output.match(DROPPED)?.length ?? 0).toBeGreaterThan(0);
			await game.press('q');
			await game.exitsWith(0);
		});
	}
});
