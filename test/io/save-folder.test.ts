import {
	existsSync,
	lstatSync,
	mkdirSync,
	mkdtempSync,
	readFileSync,
	readdirSync,
	symlinkSync,
	writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {type Game, deal, legalMoves, moveCount, newGame, undo} from '../../source/engine/index.js';
import {
	MAX_NAME_LENGTH,
	listSaves,
	nameProblem,
	readSave,
	saveShelf,
	savesFolder,
	writeSave,
} from '../../source/io/save-folder.js';
import {gameKeeper} from '../../source/io/kept-games.js';
import {newOwner} from '../../source/io/lock-file.js';
import {type SavedGame, makeKeptGames, readKeptGames, savedGamePath} from '../../source/io/saved-game.js';
import {canMakeFifo, hasDevZero, makeFifo} from './special-files.js';
import {built, runModule} from './processes.js';
import {keptGame, played} from './kept-game-fixtures.js';

function folder(): string {
	return join(mkdtempSync(join(tmpdir(), 'shamrocks-saves-')), 'saves');
}

function saved(id: string, seed = '42', moves = 3, changes: Partial<SavedGame> = {}): SavedGame {
	return keptGame(id, seed, moves, {elapsedMs: 61_000, ...changes});
}

async function names(dir: string): Promise<string[]> {
	return (await listSaves(dir)).entries.map((entry) => entry.name);
}

describe('the names of saved games', () => {
	it('take letters of any script, digits, spaces and a few marks, and say what they take otherwise', () => {
		for (const name of ['lunch', 'Tuesday 3', 'déjà vu', 'κλειδί', 'deal 42 (hard)', "Bob's, v1.2", 'a-b_c+d!&#'])
			expect(nameProblem(name), name).toBeUndefined();
		expect(nameProblem('a'.repeat(MAX_NAME_LENGTH))).toBeUndefined();
		const refused: Array<[string, RegExp]> = [
			['', /is empty/],
			['   ', /is empty/],
			[' lunch', /cannot begin or end with a space/],
			['a'.repeat(MAX_NAME_LENGTH + 1), /at most 40 characters/],
			['../game', /takes only letters/],
			['a/b', /takes only letters/],
			['a\\b', /takes only letters/],
			['..', /cannot begin with a dot or hold two dots/],
			['.hidden', /cannot begin with a dot/],
			['a..b', /two dots in a row/],
			['tab\there', /takes only letters/],
			['esc\u001B[31m', /takes only letters/],
			['nul\u0000', /takes only letters/],
			['mark\u202Eevil', /takes only letters/],
			['new\nline', /takes only letters/],
			['colon:', /takes only letters/],
		];
		for (const [name, why] of refused) expect(nameProblem(name), JSON.stringify(name)).toMatch(why);
	});

	it('never leave the folder: a name refused is neither written nor read, and nothing appears beside it', async () => {
		const dir = folder();
		mkdirSync(dir, {recursive: true});
		for (const name of ['../escaped', '/tmp/escaped', '..', 'a/../../b']) {
			await expect(writeSave(dir, name, saved('a'), {replace: true})).rejects.toThrow(/^The name /);
			expect(await readSave(dir, name)).toMatchObject({ok: false, error: expect.stringMatching(/^the name /)});
		}
		expect(readdirSync(join(dir, '..')).sort()).toEqual(['saves']);
		expect(readdirSync(dir)).toEqual([]);
	});

	it('live in the data folder, in a folder of their own', () => {
		expect(savesFolder({SHAMROCKS_DATA_DIR: '/d'})).toBe(join('/d', 'saves'));
	});
});

describe('a saved game', () => {
	it('comes back whole: its id, every move, the move undone to redo, the time, the help', async () => {
		const dir = folder();
		const game = undo(played('42', 5));
		const now = new Date('2026-12-01T14:03:00Z');
		const outcome = await writeSave(dir, 'lunch', saved('a', '42', 0, {game, assisted: true}), {
			replace: false,
			now,
		});
		expect(outcome).toEqual({saved: true});
		const read = await readSave(dir, 'lunch');
		if (!read.ok) throw new Error(read.error);
		expect(read.value).toMatchObject({id: 'a', title: 'deal 42', seed: '42', elapsedMs: 61_000, assisted: true});
		expect(read.value.savedAt).toBe(now.toISOString());
		expect(read.value.game.entries.map((entry) => entry.position)).toEqual(
			game.entries.map((entry) => entry.position),
		);
		expect(read.value.game.current).toBe(game.current);
		expect(moveCount(read.value.game)).toBe(4);
	});

	it("is the kept game's file format, holding one game: a person can read it", async () => {
		const dir = folder();
		await writeSave(dir, 'lunch', saved('a'), {replace: false, now: new Date(0)});
		const text = readFileSync(join(dir, 'lunch.json'), 'utf8');
		expect(text).toBe(makeKeptGames([{...saved('a'), savedAt: new Date(0).toISOString()}]));
		expect(JSON.parse(text)).toMatchObject({version: 3, games: [{id: 'a', title: 'deal 42', seed: '42'}]});
	});

	it('is listed with its game, deal and moves, newest first, the damaged ones after', async () => {
		const dir = folder();
		await writeSave(dir, 'older', saved('a', '42', 2), {replace: false, now: new Date('2026-01-01T10:00:00Z')});
		const scotch = {...saved('b', '7', 0), rules: {variant: 'scotch', kings: 'as-dealt'} as const};
		await writeSave(dir, 'newer', {...scotch, game: newGame(deal('7', scotch.rules))}, {replace: false});
		writeFileSync(join(dir, 'broken.json'), '{"version": 3, "ga');
		// Not saves of the game: other names, its temporary files and locks, a name it would not take.
		for (const other of ['notes.txt', 'lunch.json.1234', 'older.json.lock', '.hidden.json', 'a..b.json'])
			writeFileSync(join(dir, other), 'x');
		const list = await listSaves(dir);
		expect(list.entries.map((entry) => [entry.name, entry.game?.rules.variant ?? entry.damaged])).toEqual([
			['newer', 'scotch'],
			['older', 'shamrocks'],
			['broken', 'not JSON'],
		]);
		expect(moveCount(list.entries[1].game?.game as Game)).toBe(2);
		// A look changes nothing, the damaged file least of all.
		expect(readFileSync(join(dir, 'broken.json'), 'utf8')).toBe('{"version": 3, "ga');
	});

	it('is no list at all where there is no folder yet, and says so where a file stands in its place', async () => {
		const dir = folder();
		expect(await listSaves(dir)).toEqual({entries: []});
		writeFileSync(dir, 'not a folder');
		expect((await listSaves(dir)).problem).toMatch(/^The saved games' folder .* cannot be read \(ENOTDIR\)\.$/);
		await expect(writeSave(dir, 'lunch', saved('a'), {replace: true})).rejects.toThrow(
			/^Could not save the game as lunch: .* is not a folder\.$/,
		);
	});
});

describe('a save that cannot be used', () => {
	const entry = (JSON.parse(makeKeptGames([{...saved('a'), savedAt: 'then'}])) as {games: object[]}).games[0];
	const cases: Array<[string, string]> = [
		['{"version": 3', 'not JSON'],
		[JSON.stringify({version: 3, games: [{...entry, moves: ['AS 1->F']}]}), 'move 1 ("AS 1->F") cannot be played'],
		[JSON.stringify({version: 3, games: [entry, {...entry, id: 'b'}]}), 'more than one game'],
		[JSON.stringify({version: 3, games: [entry, 'x']}), 'more than one game'],
		[JSON.stringify({version: 3, games: []}), 'no game'],
		[JSON.stringify({version: 3, games: [{...entry, board: makeKeptGames.name}]}), 'its board'],
		[JSON.stringify({...entry, version: 2}), 'a file of an older version, which has no id'],
		[' '.repeat(5 * 1024 * 1024), 'too large'],
	];

	it('is listed as damaged, with why, and never taken up half-way', async () => {
		const dir = folder();
		mkdirSync(dir, {recursive: true});
		for (const [index, [text]] of cases.entries()) writeFileSync(join(dir, `bad ${index}.json`), text);
		const list = await listSaves(dir);
		for (const [index, [, why]] of cases.entries()) {
			const listed = list.entries.find((one) => one.name === `bad ${index}`);
			expect(listed?.game, why).toBeUndefined();
			expect(listed?.damaged, why).toMatch(why);
			const read = await readSave(dir, `bad ${index}`);
			expect(read.ok).toBe(false);
		}
	});

	it("is not a seeded game whose cards are not its seed's deal: that one is practice, as a kept game is", async () => {
		const dir = folder();
		mkdirSync(dir, {recursive: true});
		writeFileSync(join(dir, 'other.json'), JSON.stringify({version: 3, games: [{...entry, seed: '43'}]}));
		const [listed] = (await listSaves(dir)).entries;
		expect(listed.damaged).toBeUndefined();
		expect(listed.game).toMatchObject({title: 'practice (not deal 42)', id: 'a'});
		expect(listed.game?.seed).toBeUndefined();
		expect(listed.game?.daily).toBeUndefined();
	});

	it.skipIf(!canMakeFifo)('a named pipe in its place: listed as damaged at once, not waited on', async () => {
		const dir = folder();
		mkdirSync(dir, {recursive: true});
		makeFifo(join(dir, 'pipe.json'));
		expect((await listSaves(dir)).entries).toEqual([{name: 'pipe', damaged: 'a named pipe, not a file'}]);
		// Saved over only when asked, and then it is a save like another.
		expect(await writeSave(dir, 'pipe', saved('a'), {replace: false})).toEqual({saved: false, exists: true});
		expect(await writeSave(dir, 'pipe', saved('a'), {replace: true})).toEqual({saved: true});
		expect(lstatSync(join(dir, 'pipe.json')).isFile()).toBe(true);
		expect((await readSave(dir, 'pipe')).ok).toBe(true);
	});

	it('a folder in its place: listed as damaged, and a save there fails in words, the folder left be', async () => {
		const dir = folder();
		mkdirSync(join(dir, 'box.json'), {recursive: true});
		expect((await listSaves(dir)).entries).toEqual([{name: 'box', damaged: 'a folder, not a file'}]);
		expect(await writeSave(dir, 'box', saved('a'), {replace: false})).toEqual({saved: false, exists: true});
		await expect(writeSave(dir, 'box', saved('a'), {replace: true})).rejects.toThrow(
			'Could not save the game as box: a folder is in its place.',
		);
		expect(lstatSync(join(dir, 'box.json')).isDirectory()).toBe(true);
	});

	it('a link in its place is not followed: not read, and a save replaces the link, not what it points at', async () => {
		const dir = folder();
		mkdirSync(dir, {recursive: true});
		const elsewhere = join(dir, '..', 'elsewhere.json');
		writeFileSync(elsewhere, makeKeptGames([{...saved('x'), savedAt: 'then'}]));
		symlinkSync(elsewhere, join(dir, 'link.json'));
		expect((await listSaves(dir)).entries).toEqual([{name: 'link', damaged: 'a link, not a file'}]);
		const before = readFileSync(elsewhere, 'utf8');
		expect(await writeSave(dir, 'link', saved('a'), {replace: true})).toEqual({saved: true});
		expect(readFileSync(elsewhere, 'utf8')).toBe(before);
		expect(lstatSync(join(dir, 'link.json')).isFile()).toBe(true);
		if (hasDevZero) {
			symlinkSync('/dev/zero', join(dir, 'zero.json'));
			expect(await readSave(dir, 'zero')).toEqual({ok: false, error: 'a link, not a file'});
		}
	});

	it('past the size the game reads back is not written: the save fails in words, nothing is left', async () => {
		const dir = folder();
		const start = deal('42');
		const move = legalMoves(start)[0];
		// Half a million moves (the writer formats each, the reader would replay them): past 4 MiB even compact.
		const entries = [{position: start}, ...Array.from({length: 500_000}, () => ({position: start, move}))];
		const huge = saved('a', '42', 0, {game: {entries, current: 0}});
		await expect(writeSave(dir, 'huge', huge, {replace: false})).rejects.toThrow(
			/^Could not save the game as huge: the games kept would be past the 4194304 bytes the game reads back\.$/,
		);
		expect(readdirSync(dir)).toEqual([]);
	});
});

describe('saving over a save', () => {
	it('asks first: without `replace` the save of that name stays as it was', async () => {
		const dir = folder();
		await writeSave(dir, 'lunch', saved('a', '42', 1), {replace: false});
		const before = readFileSync(join(dir, 'lunch.json'), 'utf8');
		expect(await writeSave(dir, 'lunch', saved('b', '7', 2), {replace: false})).toEqual({
			saved: false,
			exists: true,
		});
		expect(readFileSync(join(dir, 'lunch.json'), 'utf8')).toBe(before);
		expect(await writeSave(dir, 'lunch', saved('b', '7', 2), {replace: true})).toEqual({saved: true});
		const read = await readSave(dir, 'lunch');
		expect(read.ok && read.value.id).toBe('b');
	});

	it('by two real processes at once: one name is saved once, the other told it is there; two names both', async () => {
		const dir = folder();
		const module = JSON.stringify(built('source/io/save-folder.js'));
		const engine = JSON.stringify(built('source/engine/index.js'));
		const saver = (id: string, name: string) =>
			runModule(`
				import {existsSync} from 'node:fs';
				import {deal, newGame} from ${engine};
				import {writeSave} from ${module};
				const game = {id: '${id}', title: 'deal 42', seed: '42', rules: {variant: 'shamrocks', kings: 'bottom'},
					game: newGame(deal('42')), elapsedMs: 0, assisted: false, started: false};
				const outcomes = [];
				// All three start together, once each has loaded (the test makes the file 'go').
				process.stdout.write('ready\\n');
				while (!existsSync(${JSON.stringify(join(dir, '..', 'go'))})) await new Promise((go) => setTimeout(go, 2));
				for (let round = 0; round < 20; round++)
					outcomes.push((await writeSave(${JSON.stringify(dir)}, '${name} ' + round, game, {replace: false})).saved);
				process.stdout.write(JSON.stringify(outcomes) + '\\n');
			`);
		const children = [saver('a', 'same'), saver('b', 'same'), saver('c', 'own')];
		const said = children.map(() => '');
		for (const [index, child] of children.entries())
			child.process.stdout?.on('data', (data: Buffer) => (said[index] += data.toString()));
		await Promise.all(children.map((child) => child.said('ready')));
		writeFileSync(join(dir, '..', 'go'), '');
		const codes = await Promise.all(children.map((child) => child.exited));
		expect(codes, children.map((child) => child.stderr()).join('\n')).toEqual([0, 0, 0]);
		const [a, b, own] = said.map((out) => JSON.parse(out.replace('ready\n', '')) as boolean[]);
		expect(own).toEqual(Array(20).fill(true));
		// Each shared name was saved by exactly one of the two, and holds that one's game.
		for (let round = 0; round < 20; round++) {
			expect(a[round] !== b[round], `round ${round}`).toBe(true);
			const read = await readSave(dir, `same ${round}`);
			expect(read.ok && read.value.id).toBe(a[round] ? 'a' : 'b');
		}
		const list = await listSaves(dir);
		expect(list.entries).toHaveLength(40);
		expect(list.entries.every((entry) => entry.game !== undefined)).toBe(true);
		// No lock or temporary file is left.
		expect(readdirSync(dir).filter((name) => !name.endsWith('.json'))).toEqual([]);
	});
});

describe('the saved games and the kept games', () => {
	it('are apart: saving and opening leave game.json as it was, and another copy holds its game alone', async () => {
		const config = mkdtempSync(join(tmpdir(), 'shamrocks-config-'));
		const path = savedGamePath({SHAMROCKS_CONFIG_DIR: config});
		const other = gameKeeper(path, {owner: newOwner(), replacesWaiting: false});
		await other.keep(saved('a'));
		const before = readFileSync(path, 'utf8');
		const dir = folder();
		const mine = gameKeeper(path, {owner: newOwner(), replacesWaiting: false});
		const shelf = saveShelf(dir, (id) => mine.playedElsewhere(id));
		await shelf.save('copy of a', saved('a'), false);
		await shelf.save('b', saved('b', '7'), false);
		expect(readFileSync(path, 'utf8')).toBe(before);
		// The game another copy plays is not taken up here too; another is.
		expect(await shelf.open('copy of a')).toEqual({ok: false, error: 'it is open in another copy of shamrocks'});
		expect((await shelf.open('b')).ok).toBe(true);
		expect(readFileSync(path, 'utf8')).toBe(before);
		await other.release();
		expect((await shelf.open('copy of a')).ok).toBe(true);
		expect((await readKeptGames(path)).games.map((game) => game.id)).toEqual(['a']);
		expect((await names(dir)).sort()).toEqual(['b', 'copy of a']);
	});
});
