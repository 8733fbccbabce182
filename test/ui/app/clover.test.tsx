import {afterEach, describe, expect, it} from 'vitest';
import {cleanup} from 'ink-testing-library';
import {deal} from '../../../source/engine/index.js';
import {emptyPileText, foundationsLabel} from '../../../source/ui/board/board.js';
import {KEYS, play, seeded} from '../helpers.js';

afterEach(() => cleanup());

const CLOVER = {variant: 'cloverleaf', kings: 'as-dealt'} as const;

describe('Clover Leaf on the table', () => {
	it('is dealt from New deal, its tenth game line, and says beside its foundations which suits build down', async () => {
		const changes: unknown[] = [];
		const table = await play(seeded('42'), {onSettingsChange: (settings) => void changes.push(settings.rules)});
		await table.press('n', KEYS.enter);
		// Down from Shamrocks, the first line, past the three Shamrocks lines and the six games before it.
		await table.press(...Array.from({length: 9}, () => KEYS.down), KEYS.enter);
		const frame = table.frame();
		expect(frame).toContain('Clover Leaf · deal 1000 · 0 moves');
		expect(frame).toContain('Foundations (♦♥ down from K)');
		// The black Aces and the red Kings on their piles from the deal.
		expect(frame).toMatch(/A♣ {2}K♦ {2}K♥ {2}A♠/);
		expect(changes).toEqual([CLOVER]);
	});

	it('writes the down suits in letters without glyphs, and an empty down pile asks for its King', () => {
		const position = deal('1', CLOVER);
		expect(foundationsLabel(position, true)).toBe('Foundations (DH down from K)');
		expect(foundationsLabel(deal('1'))).toBe('Foundations');
		expect(emptyPileText({ascii: false, color: true}, 2, true)).toBe('·K♥');
		expect(emptyPileText({ascii: true, color: false}, 2, true)).toBe('.KH');
		expect(emptyPileText({ascii: false, color: true}, 0)).toBe('·♣');
	});
});
