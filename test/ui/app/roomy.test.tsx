import {afterEach, describe, expect, it} from 'vitest';
import {cleanup} from 'ink-testing-library';
import {fanAt, placesTaking, topCard} from '../../../source/engine/index.js';
import {cardLabel} from '../../../source/ui/theme/card-text.js';
import {deal, firstClick} from '../deal-facts.js';
import {KEYS, type Table, fansOnScreen, play, seeded, until} from '../helpers.js';
import {cleanupWide} from '../wide-render.js';
import {SLOT, SLOTS_LEFT, lines, numbersRow, roomyFans, slotIndex} from '../board/roomy-frames.js';

/** The roomy board in the app: the same keys, aim and mouse as the compact one, and a resize between them. */

afterEach(() => {
	cleanup();
	cleanupWide();
});

const ROOMY = {columns: 120, rows: 36};
const DEAL_42 = deal('42');

/** A mouse button's press, move or release at a screen cell counted from 0, as SGR reports. */
const press = (x: number, y: number) => `\u001B[<0;${x + 1};${y + 1}M`;
const moveTo = (x: number, y: number) => `\u001B[<32;${x + 1};${y + 1}M`;
const release = (x: number, y: number) => `\u001B[<0;${x + 1};${y + 1}m`;

/** The cell of a fan's top card index on the roomy board, as drawn. */
function topCell(table: Table, fan: number): {x: number; y: number} {
	const all = lines(table.frame());
	const top = cardLabel(topCard(DEAL_42.fans[fan]) as number, false);
	for (let y = all.length - 1; y >= 0; y--) {
		if (slotIndex(all[y], fan)?.label === top) return {x: SLOTS_LEFT + fan * SLOT + 3, y};
	}
	throw new Error(`no ${top} on fan ${fan + 1}:\n${table.frame()}`);
}

describe('the roomy board in play', () => {
	it('plays by keys as the compact one: the aim under the fan, Enter plays its card', async () => {
		const table = await play(seeded('42'), {size: ROOMY});
		expect(roomyFans(table.frame(), 18)).toEqual(
			DEAL_42.fans.map((fan) => fan.map((card) => cardLabel(card, false))),
		);
		const click = firstClick(DEAL_42);
		for (let fan = 0; fan < click.fan; fan++) await table.press(KEYS.right);
		const aim = lines(table.frame())[numbersRow(table.frame()) - 1];
		expect(aim.indexOf('▲')).toBe(SLOTS_LEFT + click.fan * SLOT + 3);
		await table.press(KEYS.enter);
		expect(table.frame()).toContain(`${click.card} to ${click.place}.`);
		expect(table.frame()).toContain('1 move ·');
	});

	it('plays a card clicked on its box, and drops a card dragged onto another fan', async () => {
		const table = await play(seeded('42'), {size: ROOMY});
		const click = firstClick(DEAL_42);
		const at = topCell(table, click.fan);
		// The box's top edge, a row above its index, is the card too.
		await table.press(press(at.x, at.y - 1), release(at.x, at.y - 1));
		expect(table.frame()).toContain(`${click.card} to ${click.place}.`);
		await table.press('u');
		// A drag: from a fan whose card another fan takes, to the last of those fans.
		const from = DEAL_42.fans.findIndex(
			(fan, index) =>
				fan.length > 0 && placesTaking(DEAL_42, topCard(fan) as number, fanAt(index)).some((p) => 'fan' in p),
		);
		const to = placesTaking(DEAL_42, topCard(DEAL_42.fans[from]) as number, fanAt(from))
			.filter((place) => 'fan' in place)
			.at(-1) as {fan: number};
		const start = topCell(table, from);
		const end = topCell(table, to.fan);
		await table.press(press(start.x, start.y), moveTo(end.x, end.y), release(end.x, end.y));
		expect(table.frame()).toContain(
			`${cardLabel(topCard(DEAL_42.fans[from]) as number, false)} to fan ${to.fan + 1}.`,
		);
	});

	it('turns compact when the terminal shrinks below 120 x 36, and roomy again when it grows', async () => {
		const table = await play(seeded('42'), {size: ROOMY});
		expect(table.frame()).toContain('╭───╮');
		table.rerender({size: {columns: 100, rows: 36}});
		await until(() => !table.frame().includes('╭───╮'), table.frame);
		expect(fansOnScreen(table.frame())).toEqual(
			DEAL_42.fans.map((fan) => fan.map((card) => cardLabel(card, false))),
		);
		table.rerender({size: ROOMY});
		await until(() => table.frame().includes('╭───╮'), table.frame);
	});
});
