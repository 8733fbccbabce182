import {afterEach, describe, expect, it} from 'vitest';
import {cleanup} from 'ink-testing-library';
import {defaultRules} from '../../../source/engine/index.js';
import {type HintService} from '../../../source/solver-service/types.js';
import {adviseFromHistory} from '../../../source/solver-service/advice.js';
// The real service runs the compiled worker (dist/source/solver-service/worker.js): npm test builds first.
import {createHintService} from '../../../dist/source/solver-service/client.js';
import {DEFAULT_SETTINGS} from '../../../source/io/settings.js';
import {type DealInfo, reducePlay, startPlay} from '../../../source/ui/play/index.js';
import {winnableMark} from '../../../source/ui/board/winnable-mark.js';
import {countingDealer, play, seeded, until} from '../helpers.js';

/**
 * Where there are redeals the solver judges the layout on the table: the mark says what is true,
 * of the game where it is known (a deal proved winnable, at its first position), else of the layout.
 */

let hints: HintService | undefined;

afterEach(async () => {
	cleanup();
	await hints?.close();
	hints = undefined;
});

const TREFOIL = defaultRules('trefoil');
/** The mark of a proved deal, whole or in its short words. */
const proved = /winnable (with|w\/) redeals/;

/** The first deal proved winnable from seed 1, whose first layout has no win: the solver's answer, not written down. */
async function provedDeal(service: HintService): Promise<DealInfo> {
	const found = await service.winnableDeal('1', TREFOIL);
	const deal = {title: `deal ${found.seed}`, seed: found.seed, rules: TREFOIL, position: found.position};
	expect(adviseFromHistory([found.position], 20_000).verdict, 'the first layout of the deal has no win').toBe(
		'redeal',
	);
	return deal;
}

describe('the winnable mark where there are redeals', () => {
	it('says a layout with no win is no win in this layout, not of the game', () => {
		const start = startPlay(seeded('5', TREFOIL), DEFAULT_SETTINGS, 0);
		const sent = reducePlay(start, {type: 'thinkSent', id: 1, game: start.game, now: 0});
		const news = {verdict: 'redeal', answer: {verdict: 'redeal'}} as const;
		const told = reducePlay(sent, {type: 'foresight', id: 1, news, now: 0});
		expect(winnableMark(told)).toEqual({forms: ['no win in this layout', 'no win in layout'], tone: 'info'});
	});

	it('opens a deal proved winnable (--winnable) with winnable with redeals, and no longer after a move', async () => {
		hints = createHintService();
		const deal = await provedDeal(hints);
		const table = await play(Promise.resolve(deal), {hints, settings: {autoComplete: false}});
		await until(() => proved.test(table.frame()), table.frame, 30_000);
		expect(table.frame()).not.toContain('no win');
		// Redealt: the proof was of the deal, not of this layout.
		await table.press('g');
		await until(
			() => table.frame().includes('1 move ·') && !table.frame().includes('thinking'),
			table.frame,
			30_000,
		);
		expect(table.frame()).not.toContain('winnable with redeals');
	});

	it('says the same of a winnable deal dealt from the menu', async () => {
		hints = createHintService();
		const deal = await provedDeal(hints);
		const dealer = {...countingDealer(), winnable: () => Promise.resolve(deal)};
		const table = await play(seeded('5', TREFOIL), {hints, dealer, settings: {autoComplete: false}});
		await table.press('n', '2');
		await until(() => table.frame().includes(deal.title), table.frame);
		await until(() => proved.test(table.frame()), table.frame, 30_000);
	});
});
