import {existsSync, mkdtempSync, readdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {cleanup} from 'ink-testing-library';
import stringWidth from 'string-width';
import {newGame, ruleChoices, shown} from '../../../source/engine/index.js';
import {saveShelf, writeSave} from '../../../source/io/save-folder.js';
import {type GameResult, NO_RECORDS, recordGame} from '../../../source/stats/records.js';
import {MANY_PLACES} from '../boards.js';
import {deal, firstClick} from '../deal-facts.js';
import {KEYS, type Table, fansOnScreen, play, seeded, until} from '../helpers.js';

/**
 * The menu's Deal number, Save this game and Open a saved game, through real keys, with saves in
 * a folder of their own on disk (the files themselves are tested in test/io/save-folder.test.ts).
 */

afterEach(() => cleanup());

/** The menu's lines for a game without redeals: Save this game is the 9th, Open a saved game the one above Quit. */
const SAVE = ['n', '9'];
// Up from the first line goes round to Quit, then Redo all, Undo all and Open a saved game.
const OPEN = ['n', KEYS.up, KEYS.up, KEYS.up, KEYS.up, KEYS.enter];
/** New deal's last line, under the six games of the family. */
// New deal opens on the line of the rules on the table (Shamrocks's, the first, in these tests): Up wraps to the last
// line, Deal number, past the digits once the family has more than eight rules.
const DEAL_NUMBER = ['n', KEYS.enter, KEYS.up, KEYS.enter];

async function type(table: Table, text: string): Promise<void> {
	for (const character of text) await table.press(character);
}

/** The deal's name on the status line: what a player reads there and types back. */
function statusTitle(frame: string): string {
	return (
		frame
			.split('\n')
			.find((line) => line.includes(' · '))
			?.split(' · ')[1] ?? ''
	);
}

function savesFolder(): string {
	return join(mkdtempSync(join(tmpdir(), 'shamrocks-saves-')), 'saves');
}

async function playFirstMove(table: Table, seed = '42'): Promise<void> {
	const click = firstClick(deal(seed));
	for (let fan = 0; fan < click.fan; fan++) await table.press(KEYS.right);
	await table.press(KEYS.enter);
	expect(table.frame()).toContain('1 move ·');
}

describe('Deal number', () => {
	it("deals what the status line names: the deal's name typed back is that deal again", async () => {
		const table = await play(seeded('42'));
		const title = statusTitle(table.frame());
		expect(title).toBe('deal 42');
		const fans = fansOnScreen(table.frame());
		await table.press('n', KEYS.enter, KEYS.enter);
		expect(table.frame()).toContain('deal 1000');
		await table.press(...DEAL_NUMBER);
		expect(table.frame()).toContain('Deal number');
		expect(table.frame()).toContain('Game  Shamrocks  (');
		await type(table, title);
		await table.press(KEYS.enter);
		expect(statusTitle(table.frame())).toBe('deal 42');
		expect(fansOnScreen(table.frame())).toEqual(fans);
		// A number alone is that seed, as --seed 42 is.
		await table.press(...DEAL_NUMBER);
		await type(table, '1000');
		await table.press(KEYS.enter);
		expect(statusTitle(table.frame())).toBe('deal 1000');
	});

	it('deals in the game Up and Down choose, and q types a q there', async () => {
		const table = await play(seeded('42'));
		await table.press(...DEAL_NUMBER, KEYS.down);
		expect(table.frame()).toContain('Game  Shamrocks (Morehead and Mott-Smith Kings)');
		await type(table, 'quiet');
		expect(table.frame()).toContain('Deal  quiet');
		await table.press(KEYS.enter);
		expect(table.frame()).toContain('Shamrocks, M&M Kings · deal quiet');
		expect(fansOnScreen(table.frame())).toEqual(
			fansOnScreen(frameOf(await play(seeded('quiet', ruleChoices()[1])))),
		);
	});

	it('says in one line what is no deal, shows what was typed escaped, and Esc goes back to the game', async () => {
		const table = await play(seeded('42'));
		await table.press(...DEAL_NUMBER, KEYS.enter);
		expect(table.frame()).toContain('Type a deal number (any number or word), or daily YYYY-MM-DD.');
		await type(table, 'a\u202Eb');
		expect(table.frame()).toContain(`Deal  ${shown('a\u202Eb')}`);
		await table.press(KEYS.enter);
		expect(table.frame()).toContain('A deal number is printable characters: no tabs, controls or direction marks.');
		await table.press(KEYS.escape);
		expect(statusTitle(table.frame())).toBe('deal 42');
	});

	it('asks before it ends a game in progress, as New deal does', async () => {
		const table = await play(seeded('42'));
		await playFirstMove(table);
		await table.press(...DEAL_NUMBER);
		await type(table, '7');
		await table.press(KEYS.enter);
		expect(table.frame()).toContain('This ends the game in progress: Enter again deals it, Esc keeps the game.');
		await table.press(KEYS.enter);
		expect(statusTitle(table.frame())).toBe('deal 7');
	});
});

describe('the menu with its two lines more', () => {
	const TREFOIL = ruleChoices().find((rules) => rules.variant === 'trefoil')!;
	const click = (x: number, y: number) => [`\u001B[<0;${x + 1};${y + 1}M`, `\u001B[<0;${x + 1};${y + 1}m`];

	it('fits the shortest terminal in a game with redeals, its question too, and a click picks the line under it', async () => {
		const table = await play(seeded('5', TREFOIL), {size: {columns: 69, rows: 15}});
		const first = firstClick(deal('5', TREFOIL));
		for (let fan = 0; fan < first.fan; fan++) await table.press(KEYS.right);
		await table.press(KEYS.enter);
		expect(table.frame()).toContain('1 move ·');
		await table.press('n');
		const lines = table.frame().split('\n');
		expect(lines.length).toBeLessThanOrEqual(14);
		expect(lines[0]).toContain('Menu');
		expect(table.frame()).toContain('Open a saved game…');
		expect(table.frame()).toContain('Enter select');
		// The line of Winnable deal, clicked: the game in progress asks first, in a line that fits.
		const winnable = lines.findIndex((line) => line.includes('Winnable deal'));
		await table.press(...click(4, winnable));
		expect(table.frame()).toContain('This ends the game in progress: choose it again, Esc keeps it.');
		expect(table.frame().split('\n').length).toBeLessThanOrEqual(14);
		for (const line of table.frame().split('\n')) expect(line.length).toBeLessThanOrEqual(68);
		const save = lines.findIndex((line) => line.includes('Save this game'));
		await table.press(...click(4, save));
		expect(table.frame()).toContain('Save this game');
		expect(table.frame()).toContain('Name');
	});

	it('scrolls where its fourteen lines do not fit, and a click picks the line drawn under it', async () => {
		const table = await play(seeded('5', TREFOIL), {size: {columns: 69, rows: 15}});
		await table.press('n');
		expect(table.frame()).not.toContain('Quit');
		// Up from the first line goes round to Quit: the list scrolls to show it, the title stays.
		await table.press(KEYS.up);
		const lines = table.frame().split('\n');
		expect(lines.length).toBeLessThanOrEqual(14);
		expect(lines[0]).toContain('Menu');
		expect(table.frame()).toMatch(/❯ Quit/);
		expect(table.frame()).not.toContain('New deal');
		const undoAll = lines.findIndex((line) => line.includes('Undo all'));
		await table.press(...click(4, undoAll));
		await until(() => table.frame().includes('Nothing to undo: this is the deal.'), table.frame);
	});
});

function frameOf(table: Table): string {
	const frame = table.frame();
	table.unmount();
	return frame;
}

describe('Save this game and Open a saved game', () => {
	it('keeps the game under its name and takes it up again, history and all; saving over asks first', async () => {
		const dir = savesFolder();
		const table = await play(MANY_PLACES, {saves: saveShelf(dir)});
		await table.press(KEYS.enter);
		expect(table.frame()).toContain('1 move ·');
		await table.press(...SAVE);
		expect(table.frame()).toContain('Save this game');
		await type(table, 'lunch');
		await table.press(KEYS.enter);
		await until(() => table.frame().includes('Saved as lunch'), table.frame);
		expect(readdirSync(dir)).toEqual(['lunch.json']);
		// Taken back on the table: the save still holds the move, and its undo.
		await table.press('u');
		expect(table.frame()).toContain('0 moves ·');
		await table.press(...OPEN);
		await until(() => table.frame().includes('lunch '), table.frame);
		expect(table.frame()).toMatch(/❯ lunch +Shamrocks +board many-places +1 +\d{4}-\d\d-\d\d \d\d:\d\d/);
		await table.press(KEYS.enter);
		expect(table.frame()).toContain('The game on the table has moved on since: Enter again goes back to the save.');
		await table.press(KEYS.enter);
		await until(() => table.frame().includes('lunch taken up'), table.frame);
		expect(table.frame()).toContain('1 move ·');
		await table.press('u');
		expect(table.frame()).toContain('0 moves ·');
		await table.press('r');
		expect(table.frame()).toContain('1 move ·');
		// The same name again: asked, and only Enter again saves over it.
		await table.press(...SAVE);
		await type(table, 'lunch');
		await table.press(KEYS.enter);
		await until(() => table.frame().includes('A saved game named lunch is there'), table.frame);
		await table.press(KEYS.enter);
		await until(() => table.frame().includes('Saved as lunch'), table.frame);
	});

	it('lines its columns up under the heading for names in wide characters too', async () => {
		const dir = savesFolder();
		const table = await play(MANY_PLACES, {saves: saveShelf(dir)});
		await table.press(KEYS.enter);
		// Each of these characters takes two columns of the terminal.
		for (const name of ['日本のゲーム', 'lunch']) {
			await table.press(...SAVE);
			await type(table, name);
			await table.press(KEYS.enter);
			await until(() => table.frame().includes(`Saved as ${name}`), table.frame);
		}
		await table.press(...OPEN);
		await until(() => table.frame().includes('lunch '), table.frame);
		const lines = table.frame().split('\n');
		const column = (line: string, word: string) => stringWidth(line.slice(0, line.indexOf(word)));
		const heading = lines.find((line) => line.includes('Name')) ?? '';
		const rows = lines.filter((line) => line.includes('Shamrocks') && line !== heading);
		expect(rows).toHaveLength(2);
		for (const row of rows) expect(column(row, 'Shamrocks'), row).toBe(column(heading, 'Game'));
	});

	it('draws nothing but ASCII where the settings say so: the field, the list, what is said', async () => {
		const table = await play(MANY_PLACES, {saves: saveShelf(savesFolder()), settings: {ascii: true}});
		const ascii = () => expect(table.frame()).not.toMatch(/[^\x00-\x7f]/);
		await table.press(...SAVE);
		ascii();
		await type(table, 'lunch');
		await table.press(KEYS.enter);
		await until(() => table.frame().includes('Saved as lunch'), table.frame);
		ascii();
		await table.press('n');
		expect(table.frame()).toContain('Save this game...');
		await table.press(...OPEN.slice(1));
		await until(() => table.frame().includes('> lunch'), table.frame);
		ascii();
		await table.press(KEYS.escape, ...DEAL_NUMBER);
		expect(table.frame()).toContain('Deal number');
		ascii();
	});

	it('refuses a name that would leave the folder or hide a control character, writing nothing', async () => {
		const dir = savesFolder();
		const table = await play(MANY_PLACES, {saves: saveShelf(dir)});
		await table.press(...SAVE);
		for (const name of ['../up', 'a/b', '.hidden', 'x\u202Ey']) {
			await type(table, name);
			expect(table.frame()).toContain(`Name  ${shown(name)}`);
			await table.press(KEYS.enter);
			expect(table.frame()).toMatch(/The name (takes only letters|cannot begin with a dot)/);
			for (const _ of name) await table.press('\u007F');
		}
		expect(existsSync(dir)).toBe(false);
	});

	it('lists a damaged save as damaged, with why, and never takes it up', async () => {
		const dir = savesFolder();
		const shelf = saveShelf(dir);
		const title = 'board /tmp/\u001B[31mred.txt';
		const game = {...MANY_PLACES, id: 'x', title, game: newGame(MANY_PLACES.position)};
		await writeSave(dir, 'red', {...game, elapsedMs: 0, assisted: false, started: false}, {replace: false});
		writeFileSync(join(dir, 'broken.json'), '{"version": 3, "ga');
		const table = await play(seeded('42'), {saves: shelf});
		await table.press(...OPEN);
		await until(() => table.frame().includes('broken'), table.frame);
		expect(table.frame()).toContain('broken  damaged: not JSON');
		// A title from outside is shown escaped.
		expect(table.frame()).toContain(shown(title).slice(0, 20));
		await table.press(KEYS.down, KEYS.enter);
		expect(table.frame()).toContain('broken cannot be opened: not JSON.');
		expect(table.frame()).toContain('Open a saved game');
		await table.press(KEYS.escape);
		expect(statusTitle(table.frame())).toBe('deal 42');
	});

	it('takes up a game counted since its save as practice: it counts nowhere again', async () => {
		const dir = savesFolder();
		const results: GameResult[] = [];
		const onResult = async (result: GameResult) => {
			results.push(result);
			return undefined;
		};
		const table = await play(seeded('42'), {saves: saveShelf(dir), onResult});
		await playFirstMove(table);
		await table.press(...SAVE);
		await type(table, 'before');
		await table.press(KEYS.enter);
		await until(() => table.frame().includes('Saved as before'), table.frame);
		// Left for another deal: counted as lost.
		await table.press('n', KEYS.enter, KEYS.enter, KEYS.enter);
		await until(() => results.length === 1, table.frame);
		expect(results[0]).toMatchObject({title: 'deal 42', outcome: 'lost', cause: 'left'});
		await table.press(...OPEN);
		await until(() => table.frame().includes('❯ before'), table.frame);
		await table.press(KEYS.enter);
		await until(() => table.frame().includes('before taken up'), table.frame);
		expect(table.frame()).toContain('This game is counted in the');
		expect(table.frame()).toContain('1 move ·');
		// Left again: practice, not counted a second time.
		await table.press('n', KEYS.enter, KEYS.enter, KEYS.enter);
		expect(table.frame()).toContain('deal 1001');
		await until(() => results.length === 2, table.frame);
		expect(results[1].seed).toBeUndefined();
		const once = recordGame(NO_RECORDS, results[0]);
		expect(recordGame(once, results[1])).toBe(once);
	});
});
