import {constants} from 'node:os';
import {describe, expect, it} from 'vitest';
import {describeWriteError} from '../../source/commands/output.js';

function systemError(message: string, code: keyof typeof constants.errno): NodeJS.ErrnoException {
	return Object.assign(new Error(message), {code, errno: -constants.errno[code]});
}

describe('a write that failed, in words', () => {
	it("names it in the system's words with its code, for a file, a pipe or a terminal alike", () => {
		expect(describeWriteError(systemError('ENOSPC: no space left on device, write', 'ENOSPC'))).toBe('no space left on device (ENOSPC)');
		expect(describeWriteError(systemError('write EIO', 'EIO'))).toBe('i/o error (EIO)');
	});

	it('falls back to the message when the system does not know it', () => {
		expect(describeWriteError(Object.assign(new Error('write after end'), {code: 'ERR_STREAM_WRITE_AFTER_END'}))).toBe('write after end (ERR_STREAM_WRITE_AFTER_END)');
	});
});
