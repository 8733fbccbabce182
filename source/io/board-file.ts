import {readFile} from 'node:fs/promises';
import {type Position, type Result, describeBoardError, fail, ok, parseBoard} from '../engine/index.js';

/** Reads a whole stream (stdin for `-`) as text. */
async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
	const chunks: Buffer[] = [];
	for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
	return Buffer.concat(chunks).toString('utf8');
}

/** The name a board source is shown under in messages: the path, or `stdin` for `-`. */
export function sourceName(path: string): string {
	return path === '-' ? 'stdin' : path;
}

/**
 * Reads and validates a board file (`-` for stdin). Every failure, unreadable or invalid, comes
 * back as one line that names the file and, for a bad board, the line.
 */
export async function readBoardFile(path: string, stdin: NodeJS.ReadableStream = process.stdin): Promise<Result<Position, string>> {
	let text: string;
	try {
		text = path === '-' ? await readStream(stdin) : await readFile(path, 'utf8');
	} catch (error) {
		return fail(`${sourceName(path)}: cannot read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
	}
	const board = parseBoard(text);
	return board.ok ? ok(board.value) : fail(`${sourceName(path)}: ${describeBoardError(board.error)}`);
}
