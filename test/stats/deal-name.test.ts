import {describe, expect, it} from 'vitest';
import {MAX_SEED_LENGTH, deal, ruleChoices, seedProblem} from '../../source/engine/index.js';
import {dailyTitle, readDealName, seedTitle, seededDeal} from '../../source/stats/deal-name.js';

describe('a deal name typed back', () => {
	it('is the deal the status line names: every seeded title reads back as its seed, under every rule', () => {
		for (const seed of ['42', '42/3', 'hello world', 'deal', 'Déjà vu', '0007', 'daily-2026-12-01/2']) {
			const title = seedTitle(seed);
			expect(readDealName(title), title).toEqual({kind: 'seed', seed});
			for (const rules of ruleChoices()) expect(seededDeal(seed, rules).position).toEqual(deal(seed, rules));
		}
	});

	it('is the daily deal of the date the status line names, and today for daily alone', () => {
		expect(readDealName(dailyTitle('2026-12-01'))).toEqual({kind: 'daily', date: '2026-12-01'});
		expect(readDealName('daily')).toEqual({kind: 'daily'});
		expect(readDealName('Daily 2026-02-28')).toEqual({kind: 'daily', date: '2026-02-28'});
		expect(readDealName('daily 2026-02-30')).toMatch(/^A daily deal is daily YYYY-MM-DD/);
	});

	it('takes any other text as a seed, as --seed does: words, the word deal alone, and deal deal 7', () => {
		expect(readDealName('42')).toEqual({kind: 'seed', seed: '42'});
		expect(readDealName('lucky seven')).toEqual({kind: 'seed', seed: 'lucky seven'});
		expect(readDealName('Deal 42')).toEqual({kind: 'seed', seed: '42'});
		expect(readDealName('deal deal 7')).toEqual({kind: 'seed', seed: 'deal 7'});
		expect(readDealName('dealer')).toEqual({kind: 'seed', seed: 'dealer'});
	});

	it('says in one line of at most 80 columns why text is no deal, where --seed would refuse it too', () => {
		const refused = ['', '   ', 'deal ', 'tab\there', 'esc\u001B[31m', 'x'.repeat(MAX_SEED_LENGTH + 1)];
		for (const text of refused) {
			const said = readDealName(text);
			expect(typeof said, JSON.stringify(text)).toBe('string');
			expect((said as string).length).toBeLessThanOrEqual(80);
			expect(said).not.toMatch(/\n/);
			expect(seedProblem(text.replace(/^deal /, ''))).toBeDefined();
		}
		expect(readDealName('x'.repeat(MAX_SEED_LENGTH))).toEqual({kind: 'seed', seed: 'x'.repeat(MAX_SEED_LENGTH)});
	});
});
