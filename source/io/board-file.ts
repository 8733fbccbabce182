import {constants} from 'node:fs';
import {open} from 'node:fs/promises';
import {
	type Position,
	type Result,
	type VariantId,
	DEFAULT_BOARD_VARIANT,
	describeBoardError,
	fail,
	hasNoBoardLines,
	namesItsVariant,
	ok,
	parseBoard,
	rulesFor,
	shownName,
} from '../engine/index.js';

/**
 * Most bytes a board file may hold. A board is a few hundred bytes; the rest is room for comments.
 * Reading stops past it, so a huge or endless file (`/dev/zero`) is refused at once, in little memory.
 */
export const BOARD_FILE_LIMIT = 1024 * 1024;

interface Bytes {
	readonly bytes: Buffer;
	/** The source held more than BOARD_FILE_LIMIT bytes; `bytes` are its first ones. */
	readonly tooLarge: boolean;
}

/** Reads a stream up to just past the limit, then stops. */
async function readUpToLimit(stream: NodeJS.ReadableStream): Promise<Bytes> {
	const chunks: Buffer[] = [];
	let size = 0;
	for await (const chunk of stream) {
		const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
		chunks.push(bytes);
		size += bytes.length;
		// Leaving the loop destroys the stream, which closes the file: nothing more is read.
		if (size > BOARD_FILE_LIMIT) break;
	}
	return {bytes: Buffer.concat(chunks).subarray(0, BOARD_FILE_LIMIT), tooLarge: size > BOARD_FILE_LIMIT};
}

/**
 * The text of a board file, or why it has none. The UTF-8 byte-order mark is dropped; UTF-16 (a
 * Windows "Unicode" save) and binary files get a message saying so, not one about line 1.
 */
function decodeBoardText({bytes, tooLarge}: Bytes): Result<string, string> {
	if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
		return fail('UTF-16 text; save it as UTF-8');
	if (bytes.includes(0)) return fail('not a text file (it holds a NUL byte)');
	try {
		// `stream` when the bytes were cut at the limit, so that a character cut in two is no error.
		return ok(new TextDecoder('utf-8', {fatal: true}).decode(bytes, {stream: tooLarge}));
	} catch {
		return fail('not a text file (it is not UTF-8)');
	}
}

/** Why a file could not be read, in words, with the system's code for whoever searches for it. */
const READ_FAILURES: Record<string, string> = {
	ENOENT: 'no such file',
	EISDIR: 'it is a folder',
	ENOTDIR: 'a part of the path is not a folder',
	EACCES: 'permission denied',
	EPERM: 'permission denied',
};

/**
 * Node reads the command line as UTF-8 and puts U+FFFD where a byte is not, so a file whose name is
 * not UTF-8 is asked for under another name and seems missing: said so, since the file is there.
 */
function notUtf8Name(path: string, error: NodeJS.ErrnoException): string {
	const missing = error.code === 'ENOENT' && path.includes('\uFFFD');
	return missing ? '; if its name is not UTF-8, rename it: Node cannot pass such a name on' : '';
}

function readFailure(error: NodeJS.ErrnoException): string {
	const words = error.code === undefined ? undefined : READ_FAILURES[error.code];
	return words === undefined ? (error.code ?? error.message) : `${words} (${error.code})`;
}

/**
 * What a path names when it is no regular file: a board is read from files only, and a pipe
 * comes in by `-`. Opened without blocking, so a named pipe with no writer (or a terminal) is
 * refused at once instead of waiting for ever.
 */
function notAFile(stat: {isDirectory(): boolean; isFIFO(): boolean; isFile(): boolean}): string | undefined {
	if (stat.isFile()) return undefined;
	if (stat.isDirectory()) return 'it is a folder (EISDIR)';
	if (stat.isFIFO()) return 'a named pipe, not a file (print and solve read a board piped in from -)';
	return 'not a regular file (a device or a socket)';
}

/** The bytes of a regular file, up to just past the limit. */
async function readFileUpToLimit(path: string): Promise<Result<Bytes, string>> {
	const file = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
	try {
		const kind = notAFile(await file.stat());
		if (kind !== undefined) return fail(kind);
		return ok(await readUpToLimit(file.createReadStream({autoClose: false})));
	} finally {
		await file.close();
	}
}

/** The name a board source is shown under in messages: the path, or `stdin` for `-`. */
export function sourceName(path: string): string {
	return path === '-' ? 'stdin' : path;
}

/**
 * Reads and validates a board file (`-` for stdin). Every failure, unreadable or invalid, comes
 * back as one line that names the file (its control characters escaped) and, for a bad board,
 * the line. `wanted` is the game the player named (--variant): a file without a Variant: line is a
 * Shamrocks board, and when it fails as one, the message says how to make it the game wanted.
 */
export async function readBoardFile(
	path: string,
	stdin: NodeJS.ReadableStream = process.stdin,
	wanted?: VariantId,
): Promise<Result<Position, string>> {
	const name = shownName(sourceName(path));
	let read: Bytes;
	try {
		const bytes = path === '-' ? ok(await readUpToLimit(stdin)) : await readFileUpToLimit(path);
		if (!bytes.ok) return fail(`${name}: cannot read: ${bytes.error}`);
		read = bytes.value;
	} catch (caught) {
		const error = caught as NodeJS.ErrnoException;
		return fail(`${name}: cannot read: ${readFailure(error)}${notUtf8Name(path, error)}`);
	}
	// A binary file is named as such even when it is also too large (`/dev/urandom`).
	const text = decodeBoardText(read);
	if (!text.ok) return fail(`${name}: ${text.error}`);
	if (read.tooLarge)
		return fail(`${name}: too large for a board file (over ${BOARD_FILE_LIMIT / (1024 * 1024)} MiB)`);
	// Not "line 1: 0 fan lines": an empty file (a failed save, a wrong name) is said to be empty.
	if (hasNoBoardLines(text.value)) {
		const what = text.value.trim() === '' ? 'empty' : 'only comments, no board';
		return fail(`${name}: ${what} (a board file has the fans and a Foundations: line)`);
	}
	const board = parseBoard(text.value);
	return board.ok
		? ok(board.value)
		: fail(`${name}: ${describeBoardError(board.error)}${readAsShamrocks(text.value, wanted)}`);
}

/** For a board that failed without a Variant: line while another game was named: how to name it. */
function readAsShamrocks(text: string, wanted: VariantId | undefined): string {
	if (wanted === undefined || wanted === DEFAULT_BOARD_VARIANT || namesItsVariant(text)) return '';
	const readAs = rulesFor(DEFAULT_BOARD_VARIANT).name;
	return ` (read as ${readAs}, having no Variant: line; add "Variant: ${wanted}" for ${rulesFor(wanted).name})`;
}
