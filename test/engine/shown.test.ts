import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {shown, shownName} from '../../source/engine/index.js';

describe('text from outside, as shown on a terminal', () => {
	it('writes the escape sequences of a hostile file name as text', () => {
		expect(shown('x\u001B]2;PWNED\u0007\u001B[31m.txt')).toBe('x\\e]2;PWNED\\x07\\e[31m.txt');
		expect(shown('a\tb\nc\rd\u007F\u009B')).toBe('a\\tb\\nc\\rd\\x7F\\x9B');
		expect(shown('left\u202Eright\u2066')).toBe('left\\u202Eright\\u2066');
		expect(shown('\u061C')).toBe('\\u061C');
	});

	it('leaves ordinary text alone: letters, glyphs, spaces, backslashes', () => {
		const plain = ['deal 42', 'C:\\Users\\me\\board.txt', 'Q♠ on K♥', 'été', '日本語', ''];
		for (const text of plain) expect(shown(text)).toBe(text);
	});

	const ACTING = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028-\u202E\u2066-\u2069]/;

	it('never lets a control character through', () => {
		fc.assert(
			fc.property(fc.string({unit: 'binary'}), (text) => {
				expect(shown(text)).not.toMatch(ACTING);
			}),
		);
	});

	it('changes no text that has none', () => {
		const plain = fc.string({unit: 'binary'}).filter((text) => !ACTING.test(text));
		fc.assert(
			fc.property(plain, (text) => {
				expect(shown(text)).toBe(text);
			}),
		);
	});

	it('cuts the middle of a name of thousands of characters, keeping both ends and escaping each', () => {
		const path = `/home/\u001B[31m${'a'.repeat(5000)}/board.txt`;
		const name = shownName(path);
		expect([...name].length).toBeLessThan(260);
		expect(name.startsWith('/home/\\e[31maaa')).toBe(true);
		expect(name).toContain('…');
		expect(name.endsWith('aaa/board.txt')).toBe(true);
		// A name of a usual length, and one of 240 characters, stay whole.
		expect(shownName('/tmp/b\u0007.txt')).toBe('/tmp/b\\x07.txt');
		expect(shownName('x'.repeat(240))).toBe('x'.repeat(240));
	});
});
