import {existsSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {Readable} from 'node:stream';
import {describe, expect, it} from 'vitest';
import {deal, defaultRules, makeBoard, positionsEqual} from '../../source/engine/index.js';
import {BOARD_FILE_LIMIT, readBoardFile} from '../../source/io/board-file.js';
import {canMakeFifo, makeFifo} from './special-files.js';

const DEAL_42 = makeBoard(deal('42'));
const MiB = 1024 * 1024;

/** A board file holding these bytes, in a fresh folder. */
function boardFile(bytes: string | Uint8Array, name = 'board.txt'): string {
	const path = join(mkdtempSync(join(tmpdir(), 'shamrocks-board-')), name);
	writeFileSync(path, bytes);
	return path;
}

/** What reading a board file said: the board's text again if it was read, else the one-line refusal. */
async function verdict(path: string, stdin?: NodeJS.ReadableStream): Promise<string> {
	const board = await readBoardFile(path, stdin);
	return board.ok ? makeBoard(board.value) : board.error;
}

/** Stdin that offers `total` bytes of valid-looking fan lines and counts how many were taken. */
function endlessFanLines(total: number): {stream: Readable; taken: () => number} {
	const chunk = 'KS 5H 2D\n'.repeat(7282); // about 64 KiB
	let taken = 0;
	const stream = Readable.from(
		(function* () {
			while (taken < total) {
				taken += chunk.length;
				yield Buffer.from(chunk);
			}
		})(),
	);
	return {stream, taken: () => taken};
}

describe('reading a board file', () => {
	it('reads a board from a path or from stdin', async () => {
		const board = await readBoardFile(boardFile(DEAL_42));
		expect(board.ok && positionsEqual(board.value, deal('42'))).toBe(true);
		expect(await verdict('-', Readable.from([Buffer.from(DEAL_42)]))).toBe(DEAL_42);
	});

	it('takes a UTF-8 byte-order mark, CRLF and lone-CR line endings', async () => {
		expect(await verdict(boardFile(`\uFEFF${DEAL_42.replaceAll('\n', '\r\n')}`))).toBe(DEAL_42);
		expect(await verdict(boardFile(`# saved on a Mac\r${DEAL_42.replaceAll('\n', '\r')}`))).toBe(DEAL_42);
	});

	it('names the file and the line of a bad board, and an unreadable file', async () => {
		const path = boardFile(DEAL_42.replace('JH TD JC', 'JH TD \x1b[31mJC'));
		expect(await verdict(path)).toMatch(new RegExp(`^${path}: line 3: unknown card "\\\\x1b\\[31mJC" `));
		expect(await verdict('/no/such/board.txt')).toBe('/no/such/board.txt: cannot read: no such file (ENOENT)');
	});

	it('says an empty file is empty, not that it has 0 fan lines, and one of comments alone so', async () => {
		for (const text of ['', '\n\n', '\uFEFF  \r\n']) {
			const path = boardFile(text);
			expect(await verdict(path)).toBe(`${path}: empty (a board file has the fans and a Foundations: line)`);
		}
		const path = boardFile('# only a comment\r\n\n   # and another\n');
		expect(await verdict(path)).toBe(
			`${path}: only comments, no board (a board file has the fans and a Foundations: line)`,
		);
	});

	it('for a board without a Variant: line that fails as Shamrocks, says how to name the game wanted', async () => {
		const boxFan = makeBoard(deal('3', defaultRules('boxfan')));
		const path = boardFile(boxFan.replace(/^Variant: boxfan\n/m, ''));
		const read = await readBoardFile(path, undefined, 'boxfan');
		expect(read.ok ? '' : read.error).toMatch(
			/: 16 fan lines, but Shamrocks has .* \(read as Shamrocks, having no Variant: line; add "Variant: boxfan" for Box Fan\)$/,
		);
		// Not said where the file names its game, nor where no other game was asked for.
		const named = boardFile(boxFan.replace('KS', 'XX'));
		const failed = await readBoardFile(named, undefined, 'cloverleaf');
		expect(failed.ok ? '' : failed.error).toMatch(/unknown card "XX"/);
		expect(failed.ok ? '' : failed.error).not.toContain('Variant:');
		expect(await verdict(path)).not.toContain('Variant:');
	});

	it('names a file with control characters in its name escaped, there or not', async () => {
		const name = 'x\x1b]2;PWNED\x07\u202e.txt';
		const bad = boardFile('KS KS\n', name);
		const shown = 'x\\e]2;PWNED\\x07\\u202E.txt';
		const folder = bad.slice(0, -name.length);
		expect(await verdict(bad)).toBe(`${folder}${shown}: line 1: 1 fan line, but Shamrocks has exactly 18`);
		expect(await verdict(`/no/such/${name}`)).toBe(`/no/such/${shown}: cannot read: no such file (ENOENT)`);
	});

	it('says why a file whose name is not UTF-8 seems missing', async () => {
		// Node hands on the name `okname\xff.txt` from the command line as `okname\uFFFD.txt`.
		expect(await verdict('/no/such/okname\uFFFD.txt')).toBe(
			'/no/such/okname\uFFFD.txt: cannot read: no such file (ENOENT); ' +
				'if its name is not UTF-8, rename it: Node cannot pass such a name on',
		);
	});
});

describe('reading a board file: what is not a board file is refused in one line', () => {
	it('a NUL byte or bytes that are not UTF-8: not a text file', async () => {
		const withNul = boardFile(Buffer.concat([Buffer.from(DEAL_42), Buffer.from([0])]), 'x.bin');
		expect(await verdict(withNul)).toBe(`${withNul}: not a text file (it holds a NUL byte)`);
		const latin1 = boardFile(Buffer.from(`# Schöne Grüße\n${DEAL_42}`, 'latin1'), 'x.bin');
		expect(await verdict(latin1)).toBe(`${latin1}: not a text file (it is not UTF-8)`);
		expect(await verdict('-', Readable.from([Buffer.from([0xff, 0xd8, 0xff, 0xe0])]))).toBe(
			'stdin: not a text file (it is not UTF-8)',
		);
	});

	it('UTF-16, either byte order: asks for UTF-8', async () => {
		const little = boardFile(Buffer.from(`\uFEFF${DEAL_42}`, 'utf16le'), 'x.txt');
		expect(await verdict(little)).toBe(`${little}: UTF-16 text; save it as UTF-8`);
		const big = boardFile(Buffer.from(`\uFEFF${DEAL_42}`, 'utf16le').swap16(), 'x.txt');
		expect(await verdict(big)).toBe(`${big}: UTF-16 text; save it as UTF-8`);
	});

	it('a board padded with comments up to the cap is still a board; one byte more is too large', async () => {
		const padding = (size: number) => `# ${'-'.repeat(size - 3)}\n`;
		const full = padding(BOARD_FILE_LIMIT - DEAL_42.length) + DEAL_42;
		expect(Buffer.byteLength(full)).toBe(BOARD_FILE_LIMIT);
		expect(await verdict(boardFile(full))).toBe(DEAL_42);
		const over = boardFile(`#${full}`, 'big.txt');
		expect(await verdict(over)).toBe(`${over}: too large for a board file (over 1 MiB)`);
	});

	it('a huge stdin is refused having read little more than the cap', async () => {
		const stdin = endlessFanLines(64 * MiB);
		expect(await verdict('-', stdin.stream)).toBe('stdin: too large for a board file (over 1 MiB)');
		expect(stdin.taken()).toBeLessThan(BOARD_FILE_LIMIT + 2 * MiB);
	});

	it.runIf(existsSync('/dev/zero') && existsSync('/dev/urandom'))(
		'endless devices are refused before a byte is read: a board is a file',
		async () => {
			const device = 'cannot read: not a regular file (a device or a socket)';
			expect(await verdict('/dev/zero')).toBe(`/dev/zero: ${device}`);
			expect(await verdict('/dev/urandom')).toBe(`/dev/urandom: ${device}`);
		},
	);

	it.runIf(canMakeFifo)('a named pipe is refused at once, not waited on for a writer that never comes', async () => {
		const fifo = join(mkdtempSync(join(tmpdir(), 'shamrocks-board-')), 'pipe');
		makeFifo(fifo);
		expect(await verdict(fifo)).toBe(
			`${fifo}: cannot read: a named pipe, not a file (print and solve read a board piped in from -)`,
		);
	});

	it('a folder is said to be one', async () => {
		const folder = mkdtempSync(join(tmpdir(), 'shamrocks-board-'));
		expect(await verdict(folder)).toBe(`${folder}: cannot read: it is a folder (EISDIR)`);
	});
});
