import {afterEach, describe, expect, it} from 'vitest';
import {cleanup} from 'ink-testing-library';
import {
	type Move,
	type Place,
	cardName,
	currentPosition,
	deal,
	fanAt,
	formatMove,
	isFan,
	isPile,
	pileAt,
} from '../../../source/engine/index.js';
import {DEFAULT_SETTINGS} from '../../../source/io/settings.js';
import {solve} from '../../../source/solver/index.js';
import {type DealInfo, type PlayCommand, type PlayState, reducePlay, startPlay} from '../../../source/ui/play/index.js';
import {fanColumn, fanRows} from '../../../source/ui/board/fan-layout.js';
import {scotch} from '../../engine/helpers.js';
import {KEYS, aimedFan, play, seeded, type Table, TERMINAL} from '../helpers.js';

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

/** Dealt Q♦ J♣ K♠, then built down from the King to the Ace: 15 cards, the tallest fan of Scotch. */
const TALLEST: DealInfo = {
	title: 'board tallest',
	rules: SCOTCH,
	position: scotch(
		['QD JC KS QH JS TD 9C 8H 7S 6D 5C 4H 3S 2D AC', 'KC'],
		'AS 2H 3C 4D 5S 6H 7C 8D 9S TH | AD 2C 3D 4C 5D 6C 7D 8C 9D TC JD QC KD | AH 2S 3H 4S 5H 6S 7H 8S 9H TS JH QS KH | -',
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
		expect(state.message?.text).toBe(
			'Holding A♣ from foundation pile 1: aim at a fan or pile and press Enter to drop it.',
		);
		state = run(state, {type: 'aim', to: 'down'}, {type: 'play'});
		expect(lastMoveText(state)).toBe('AC F1->1');
		expect(currentPosition(state.game).foundations[0]).toEqual([]);
		// Undone, it goes back to its pile, and the aim with it.
		state = run(state, {type: 'undo'});
		expect(state.cursor).toEqual(pileAt(0));
		expect(state.message?.text).toBe('Undone: A♣ back to foundation pile 1.');
	});

	it('f sends the aimed card to the first pile that takes it, and the aim stays on its fan', () => {
		const state = run(
			startPlay(TWO_PILES, {...DEFAULT_SETTINGS, autoComplete: false}, 0),
			{type: 'aim', to: 'right'},
			{type: 'dropHome'},
		);
		expect(lastMoveText(state)).toBe('2H 2->F1');
		expect(state.cursor).toEqual(fanAt(1));
	});

	it('drops a message about the aimed card once the aim moves away', () => {
		let state = startPlay(TWO_PILES, {...DEFAULT_SETTINGS, autoComplete: false}, 0);
		state = run(state, {type: 'aim', to: 'right'}, {type: 'play'});
		expect(state.message?.text).toContain('Enter again: to foundation pile 2.');
		expect(run(state, {type: 'aim', to: 'down'}).message).toBeUndefined();
		// Other messages stay: a hint is read while the aim goes to its card.
		const hinted = run(
			startPlay(TWO_PILES, DEFAULT_SETTINGS, 0),
			{type: 'say', message: {text: 'Hint: move 2♥ from fan 2 to foundation pile 1.', tone: 'good'}},
			{type: 'aim', to: 'right'},
		);
		expect(hinted.message?.text).toBe('Hint: move 2♥ from fan 2 to foundation pile 1.');
	});

	it('keeps Up on the fans where no foundation card comes back (Shamrocks): it steps to a fan whose card can move', () => {
		const state = run(startPlay(seeded('42'), DEFAULT_SETTINGS, 0), {type: 'aim', to: 'up'});
		expect(isFan(state.cursor)).toBe(true);
	});
});

describe('tall fans on screen', () => {
	it('compress in the middle with a count of the hidden cards, the dealt cards and the top card in view', () => {
		const fan = Array.from({length: 15}, (_, index) => index);
		const cells = fanColumn(fan, 12);
		expect(cells).toHaveLength(12);
		expect(cells.slice(0, 3)).toEqual([0, 1, 2].map((card) => ({kind: 'card', card, top: false})));
		expect(cells[3]).toEqual({kind: 'hidden', count: 4});
		expect(cells.at(-1)).toEqual({kind: 'card', card: 14, top: true});
		// In the fewest rows a column gets: the bottom card, the marker, the top card.
		expect(fanColumn(fan, 3)).toEqual([
			{kind: 'card', card: 0, top: false},
			{kind: 'hidden', count: 13},
			{kind: 'card', card: 14, top: true},
		]);
		// Short fans are drawn whole, and the columns are as tall as the tallest fan.
		expect(fanColumn([3, 4], 12).filter((cell) => cell.kind === 'card')).toHaveLength(2);
		expect(fanRows(TALLEST.position, 12)).toBe(12);
	});

	it('fit 80 x 24 with the tallest fan Scotch can build, giving it the blank rows, the King dealt and the top in view', async () => {
		const table = await play(TALLEST, {settings: {autoComplete: false}});
		const frame = table.frame();
		expect(frame.split('\n').length).toBeLessThanOrEqual(TERMINAL.rows - 1);
		// 15 cards in 14 rows: the three dealt, two hidden, the top ten.
		expect(frame).toContain('+2');
		expect(frame).toContain('K♠');
		expect(frame).toContain('A♣');
		expect(frame).toContain('Scotch · board tallest');
		expect(frame).toContain('Foundation piles F1 to F4');
		// A board whose fans fit keeps its blank rows.
		const short = await play(TWO_PILES, {settings: {autoComplete: false}});
		expect(short.frame().split('\n')[0].trim()).toBe('');
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

	it('forgets the game in progress that a confirmed New deal ends, so it does not come back', async () => {
		const reports: Array<string | undefined> = [];
		const table = await play(TWO_PILES, {onProgress: (progress) => void reports.push(progress?.title)});
		await table.press(KEYS.right, KEYS.enter);
		expect(reports.at(-1)).toBe('board two-piles');
		// Asked, then confirmed: the fresh deal has nothing played, and the ended game is forgotten.
		await table.press('n', KEYS.enter, KEYS.enter, KEYS.enter);
		expect(table.frame()).toContain('deal 1000 · 0 moves');
		expect(reports.at(-1)).toBeUndefined();
	});
});

/** Presses the keys that put the aim on a place: fans by Left/Right read from the screen, piles by Up and Right. */
async function aimAt(table: Table, place: Place): Promise<void> {
	await table.press(KEYS.down);
	if (isPile(place)) {
		await table.press(KEYS.up);
		for (let step = 0; step < place.pile; step++) await table.press(KEYS.right);
		return;
	}
	if (!isFan(place)) throw new Error('Scotch has no free cells');
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
			if (index < line.moves.length - 1)
				expect(table.frame()).toContain(`${index + 1} move${index === 0 ? '' : 's'} -`);
		}
		const frame = table.frame();
		expect(frame).toContain('You won! All 52 cards are home.');
		expect(frame).toMatch(
			new RegExp(
				`Deal 9 in ${line.moves.length} moves and \\d\\d:\\d\\d\\.[\\s|]*Replay it with --variant scotch --seed 9\\.`,
			),
		);
	}, 240_000);
});
