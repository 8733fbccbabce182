import {describe, expect, it} from 'vitest';
import {type DealRules, ruleChoices, rulesFor} from '../../../source/engine/index.js';
import {helpLines} from '../../../source/ui/help/help.js';
import {
	type LegendContext,
	type LegendEntry,
	LEGEND_WIDTH,
	legendFor,
	legendWidth,
} from '../../../source/ui/board/legend.js';

/** The help and the key line say what the board shows and what the keys do, in every game. */

/** A legend's entries as they read. */
function words(entries: readonly LegendEntry[]): string[] {
	return entries.map((entry) => `${entry.key} ${entry.text}`);
}

describe('the help', () => {
	it('writes cards as the board does: glyphs, or board-file letters in ASCII', () => {
		const sameSuit = (each: DealRules) => rulesFor(each.variant).fan.suit === 'same';
		for (const rules of ruleChoices().filter((each) => rulesFor(each.variant).redeal.redeals > 0)) {
			const glyphs = helpLines(false, rules).join('\n');
			expect(glyphs).toContain(sameSuit(rules) ? '(a 7♥ on\nthe 8♥)' : '(a 7♥ on the 8♠)');
			expect(glyphs).not.toMatch(/\b[2-9TJQKA][CDHS]\b/);
			expect(helpLines(true, rules).join('\n')).toContain(
				sameSuit(rules) ? '(a 7H on\nthe 8H)' : '(a 7H on the 8S)',
			);
		}
	});

	it('says what Show playable marks, with the mark the board draws', () => {
		const rules = ruleChoices()[0];
		expect(helpLines(false, rules).join('\n')).toContain('Show playable (a setting) marks each card that can move');
		expect(helpLines(false, rules).join('\n')).toContain('\n▸ beside it without colour');
		expect(helpLines(true, rules).join('\n')).toContain('\n> beside it without colour');
		expect(helpLines(false, rules)).toContain(
			'A terminal of 120 x 36 or more shows the cards as boxes (Board, a setting).',
		);
	});

	it('says what every digit aims at, 0 among them, and the desktop’s undo keys', () => {
		for (const rules of ruleChoices()) {
			const text = helpLines(false, rules).join('\n');
			expect(text).toContain('1 to 9, 0      aim at a fan by its number: 7 for fan 7, 0 for fan 10,');
			expect(text).toContain('Ctrl+Z  Ctrl+Y undo, redo, as on the desktop; Backspace undoes too');
		}
	});

	it('speaks of the draw only in a game that has one', () => {
		for (const rules of ruleChoices()) {
			const text = helpLines(false, rules).join('\n');
			expect(text.includes('draw'), rules.variant).toBe(rulesFor(rules.variant).redeal.draws > 0);
		}
	});
});

describe('the key line', () => {
	const contexts: LegendContext[] = [
		'play',
		'holding',
		'drawing',
		'redeal',
		'stuck',
		'stuckFromTheDeal',
		'lost',
		'won',
	];
	contexts.push('watching');

	it('names q in every game and every state, within the table’s 75 columns and Trefoil’s 66', () => {
		for (const rules of ruleChoices()) {
			const variant = rulesFor(rules.variant);
			const none = {redeal: false, draw: false};
			const all = [
				{redeal: true, draw: false},
				{redeal: false, draw: true},
				{redeal: true, draw: true},
			];
			const steps = variant.redeal.redeals > 0 ? all : [none];
			for (const width of [LEGEND_WIDTH, 66]) {
				for (const context of contexts) {
					for (const ascii of [false, true]) {
						for (const autoplay of [true, false]) {
							for (const own of steps) {
								const entries = legendFor(
									context,
									ascii,
									autoplay,
									variant.foundation.returns,
									own,
									width,
								);
								const what = `${rules.variant} ${context} ${JSON.stringify(own)} at ${width}: ${words(entries).join('  ')}`;
								expect(
									entries.some((entry) => entry.key === 'q'),
									what,
								).toBe(true);
								expect(legendWidth(entries), what).toBeLessThanOrEqual(width);
								if (context === 'play' && own.redeal)
									expect(
										entries.some((entry) => entry.key === 'g'),
										what,
									).toBe(true);
							}
						}
					}
				}
			}
		}
	});

	it('keeps m, redo and the menu where there is room at 80 columns', () => {
		const line = words(legendFor('play', false, true, false, {redeal: false, draw: false}));
		expect(line).toEqual(['←→ aim', '⏎ play', 'm pick', 'h hint', 'u/r undo/redo', 'n menu', '? help', 'q quit']);
		const lucie = words(legendFor('play', false, true, false, {redeal: true, draw: false}));
		expect(lucie).toEqual([
			'←→ aim',
			'⏎ play',
			'h hint',
			'u/r undo/redo',
			'g redeal',
			'n menu',
			'? help',
			'q quit',
		]);
	});
});
