import {constants} from 'node:os';
import {describe, expect, it} from 'vitest';
import {describeWriteError, jsonLine} from '../../source/commands/output.js';

function systemError(message: string, code: keyof typeof constants.errno): NodeJS.ErrnoException {
	return Object.assign(new Error(message), {code, errno: -constants.errno[code]});
}

describe('a write that failed, in words', () => {
	it("names it in the system's words with its code, for a file, a pipe or a terminal alike", () => {
		expect(describeWriteError(systemError('ENOSPC: no space left on device, write', 'ENOSPC'))).toBe(
			'no space left on device (ENOSPC)',
		);
		expect(describeWriteError(systemError('write EIO', 'EIO'))).toBe('i/o error (EIO)');
	});

	it('falls back to the message when the system does not know it', () => {
		expect(
			describeWriteError(Object.assign(new Error('write after end'), {code: 'ERR_STREAM_WRITE_AFTER_END'})),
		).toBe('write after end (ERR_STREAM_WRITE_AFTER_END)');
	});
});

describe('a JSON line', () => {
	it('writes every character a terminal would act on as an escape, and reads back as the same value', () => {
		const value = {input: 'a\x1b[31m\x7f\x85\x9b\u202e\u2066\u2028\u200f.txt', moves: [{card: 'QS'}]};
		const line = jsonLine(value);
		const escaped = 'a\\u001b[31m\\u007f\\u0085\\u009b\\u202e\\u2066\\u2028\\u200f.txt';
		expect(line).toBe(`{"input":"${escaped}","moves":[{"card":"QS"}]}\n`);
		expect(JSON.parse(line)).toEqual(value);
	});
});
