import {afterEach, describe, expect, it} from 'vitest';
import {cleanup} from 'ink-testing-library';
import {type Move, type Place, cardName, currentPosition, deal, fanAt, formatMove, isFan, pileAt} from '../../source/engine/index.js';
import {DEFAULT_SETTINGS} from '../../source/io/settings.js';
import {solve} from '../../source/solver/index.js';
import {type DealInfo, type PlayCommand, type PlayState, reducePlay, startPlay} from '../../source/ui/play-state.js';
import {fanColumn, fanRows} from '../../source/ui/fan-layout.js';
import {scotch} from '../engine/helpers.js';
import {KEYS, aimedFan, play, seeded, type Table, TERMINAL} from './helpers.js';

afterEach(() => cleanup());

const SCOTCH = {variant: 'scotch', kings: 'as-dealt'} as const;

function run(state: PlayState, ...commands: PlayCommand[]): PlayState {
	return commands.reduce((current, command) => reducePlay(current, {...command, now: 0}), state);
}

/** 2H fits both black Aces' piles; 2D (fan 1) takes AC back; every red Ace's pile is full. */
const TWO_PILES: DealInfo = {
	title: 'board two-piles',
	rules: SCOTCH,
	position: scotch(
		['KC QD JC TD 9C 8D 7C 6D 5C 4D 3C 2D', 'KS QH JS TH 9S 8H 7S 6H 5S 4H 3S 2H'],
		'AC | AS | AD 2C 3D 4C 5D 6C 7D 8C 9D TC JD QC KD | AH 2S 3H 4S 5H 6S 7H 8S 9H TS JH QS KH',
	),
};

function lastMoveText(state: PlayState): string {
	const {entries, current} = state.game;
	const move = entries[current].move;
	return move === undefined ? '' : formatMove('scotch', move);
}

describe('playing Scotch: the aim and the piles (reducer)', () => {
	it('goes up to the foundation piles, along them, and back down to the fan it left', () => {
		let state = startPlay(TWO_PILES, {...DEFAULT_SETTINGS, autoComplete: false}, 0);
		state = run(state, {type: 'aim', to: 'right'}, {type: 'aim', to: 'up'});
		expect(state.cursor).toEqual(pileAt(0));
		state = run(state, {type: 'aim', to: 'right'}, {type: 'aim', to: 'right'}, {type: 'aim', to: 'last'});
		expect(state.cursor).toEqual(pileAt(3));
		state = run(state, {type: 'aim', to: 'down'});
		expect(state.cursor).toEqual(fanAt(1));
	});

	it('sends a card to the first pile that takes it, follows it there, and Enter again tries the next pile', () => {
		let state = startPlay(TWO_PILES, {...DEFAULT_SETTINGS, autoComplete: false}, 0);
		state = run(state, {type: 'aim', to: 'right'}, {type: 'play'});
		expect(lastMoveText(state)).toBe('2H 2->F1');
		expect(state.cursor).toEqual(pileAt(0));
		expect(state.message?.text).toBe('2♥ to foundation pile 1. Enter again: to foundation pile 2.');
		state = run(state, {type: 'play'});
		expect(lastMoveText(state)).toBe('2H 2->F2');
		expect(state.cursor).toEqual(pileAt(1));
		expect(state.game.current).toBe(1);
	});

	it("picks a pile's top card up and drops it on a fan that takes it", () => {
		let state = startPlay(TWO_PILES, {...DEFAULT_SETTINGS, autoComplete: false}, 0);
		state = run(state, {type: 'aim', to: 'up'}, {type: 'pick'});
		expect(state.held).toEqual(pileAt(0));
		expect(state.message?.text).toBe('Holding A♣ from foundation pile 1: aim at a fan or pile and press Enter to drop it.');
		state = run(state, {type: 'aim', to: 'down'}, {type: 'play'});
		expect(lastMoveText(state)).toBe('AC F1->1');
		expect(currentPosition(state.game).foundations[0]).toEqual([]);
		// Undone, it goes back to its pile, and the aim with it.
		state = run(state, {type: 'undo'});
		expect(state.cursor).toEqual(pileAt(0));
		expect(state.message?.text).toBe('Undone: A♣ back to foundation pile 1.');
	});

	it('f sends the aimed card to the first pile that takes it, and the aim stays on its fan', () => {
		const state = run(startPlay(TWO_PILES, {...DEFAULT_SETTINGS, autoComplete: false}, 0), {type: 'aim', to: 'right'}, {type: 'dropHome'});
		expect(lastMoveText(state)).toBe('2H 2->F1');
		expect(state.cursor).toEqual(fanAt(1));
	});

	it('says so, and keeps the aim, when Up is pressed where no foundation card comes back', () => {
		const state = run(startPlay(seeded('42'), DEFAULT_SETTINGS, 0), {type: 'aim', to: 'up'});
		expect(state.cursor).toEqual(fanAt(0));
		expect(state.message?.text).toBe('Shamrocks never plays a card back from the foundations: ←→ aim at a fan.');
	});
});

describe('tall fans on screen', () => {
	it('compress in the middle with a count of the hidden cards, never hiding the top card', () => {
		const fan = Array.from({length: 15}, (_, index) => index);
		const cells = fanColumn(fan, 12);
		expect(cells).toHaveLength(12);
		expect(cells[0]).toEqual({kind: 'card', card: 0, top: false});
		expect(cells[1]).toEqual({kind: 'hidden', count: 4});
		expect(cells.at(-1)).toEqual({kind: 'card', card: 14, top: true});
		// Short fans are drawn whole, and the columns are as tall as the tallest fan.
		expect(fanColumn([3, 4], 12).filter((cell) => cell.kind === 'card')).toHaveLength(2);
		expect(fanRows(scotch(['KC QD JC TD 9C 8D 7C 6D 5C 4D 3C 2D AC', 'KS QH JS TH 9S 8H 7S 6H 5S 4H 3S 2H AS'], '- | AD 2C 3D 4C 5D 6C 7D 8C 9D TC JD QC KD | AH 2S 3H 4S 5H 6S 7H 8S 9H TS JH QS KH | -'), 12)).toBe(12);
	});

	it('fit 80 x 24 with thirteen cards in a fan, the top one in view', async () => {
		const tall: DealInfo = {
			title: 'board tall',
			rules: SCOTCH,
			position: scotch(['KC QD JC TD 9C 8D 7C 6D 5C 4D 3C 2D AC', 'KS QH JS TH 9S 8H 7S 6H 5S 4H 3S 2H AS'], '- | AD 2C 3D 4C 5D 6C 7D 8C 9D TC JD QC KD | AH 2S 3H 4S 5H 6S 7H 8S 9H TS JH QS KH | -'),
		};
		const table = await play(tall, {settings: {autoComplete: false}});
		const frame = table.frame();
		expect(frame.split('\n').length).toBeLessThanOrEqual(TERMINAL.rows - 1);
		expect(frame).toContain('+2');
		expect(frame).toContain('A♣');
		expect(frame).toContain('Scotch · board tall');
		expect(frame).toContain('Foundation piles F1 to F4');
	});
});

describe('choosing the game in the menu', () => {
	it("deals a random deal of the game chosen in New deal, and tells the settings' owner to keep the choice", async () => {
		const changes: unknown[] = [];
		const table = await play(seeded('42'), {onSettingsChange: (settings) => void changes.push(settings.rules)});
		await table.press('n', KEYS.enter);
		expect(table.frame()).toContain('Shamrocks (Morehead and Mott-Smith Kings)');
		// Scotch is the fourth line: nothing is played yet, so it deals at once.
		await table.press(KEYS.down, KEYS.down, KEYS.down, KEYS.enter);
		expect(table.frame()).toContain('Scotch · deal 1000 · 0 moves');
		expect(table.frame()).toContain('Foundation piles F1 to F4');
		expect(changes).toEqual([SCOTCH]);
		// The list opens on the game on the table.
		await table.press('n', KEYS.enter);
		expect(table.frame()).toContain('❯ Scotch  (this game)');
	});
});

/** Presses the keys that put the aim on a place: fans by Left/Right read from the screen, piles by Up and Right. */
async function aimAt(table: Table, place: Place): Promise<void> {
	await table.press(KEYS.down);
	if (!isFan(place)) {
		await table.press(KEYS.up);
		for (let step = 0; step < place.pile; step++) await table.press(KEYS.right);
		return;
	}
	const at = aimedFan(table.frame());
	if (at === undefined) throw new Error(`no aim marker on the screen:\n${table.frame()}`);
	const key = place.fan + 1 > at ? KEYS.right : KEYS.left;
	for (let step = 0; step < Math.abs(place.fan + 1 - at); step++) await table.press(key);
	expect(aimedFan(table.frame())).toBe(place.fan + 1);
}

/** One solver move as a player plays it: pick the card up with m where it lies, aim where it goes, drop it with Enter. */
async function playByKeys(table: Table, move: Move): Promise<void> {
	await aimAt(table, move.from);
	await table.press('m');
	expect(table.frame()).toContain(`Holding ${cardName(move.card)}`);
	await aimAt(table, move.to);
	await table.press(KEYS.enter);
}

describe('a whole Scotch game by keys', () => {
	it('wins deal 9 following the solver line, card by card, and sees the win screen', async () => {
		const line = solve(deal('9', SCOTCH), {timeBudgetMs: 30_000});
		expect(line.verdict).toBe('won');
		const table = await play(seeded('9', SCOTCH), {settings: {autoComplete: false, ascii: true}});
		for (const [index, move] of line.moves.entries()) {
			await playByKeys(table, move);
			if (index < line.moves.length - 1) expect(table.frame()).toContain(`${index + 1} move${index === 0 ? '' : 's'} -`);
		}
		const frame = table.frame();
		expect(frame).toContain('You won! All 52 cards are home.');
		expect(frame).toMatch(new RegExp(`Deal 9 in ${line.moves.length} moves and \\d\\d:\\d\\d\\.[\\s|]*Replay it with --variant scotch --seed 9\\.`));
	}, 240_000);
});
