import {describe, expect, it} from 'vitest';
import {
	cardName,
	deal,
	describeBoardError,
	makeBoard,
	parseBoard,
	parseMove,
	positionsEqual,
	quoteToken,
} from '../../source/engine/index.js';

const DEAL_42 = makeBoard(deal('42'));

function errorOf(text: string): string {
	const parsed = parseBoard(text);
	if (parsed.ok) throw new Error('expected the board to be refused');
	return describeBoardError(parsed.error);
}

function lines(text: string): string[] {
	return text.trimEnd().split('\n');
}

describe('board format: reading', () => {
	it('reads what it writes', () => {
		const parsed = parseBoard(DEAL_42);
		expect(parsed.ok && positionsEqual(parsed.value, deal('42'))).toBe(true);
	});

	it('ignores comments and blank lines, accepts lower case and 10, and defaults the headers', () => {
		const body = lines(DEAL_42)
			.slice(2)
			.map((line) => line.toLowerCase().replaceAll('t', '10'));
		const text = [
			'# a deal',
			'',
			...body.slice(0, 5),
			'   # indented comment',
			...body.slice(5).map((line) => `${line}  # trailing`),
		].join('\n');
		const parsed = parseBoard(text);
		expect(parsed.ok && makeBoard(parsed.value)).toBe(DEAL_42);
	});

	it('reads foundations in any suit order, with empty fans as -', () => {
		// Deal 42 with AC, AS and 2S home and 4D moved so that fan 18 is empty (valid, if not reachable).
		const fans = lines(DEAL_42)
			.slice(2)
			.map((line) => ({'2S AC AH': 'AH 4D', 'AS 8H 4S': '8H 4S', '4D': '-'})[line] ?? line);
		const text = ['Variant: Shamrocks', 'Foundations: S-2 H-0 C-A D-0', ...fans].join('\n');
		const parsed = parseBoard(text);
		if (!parsed.ok) throw new Error(describeBoardError(parsed.error));
		expect(parsed.value.foundations.map((pile) => pile.length)).toEqual([1, 0, 0, 2]);
		expect(parsed.value.fans[17]).toEqual([]);
		expect(lines(makeBoard(parsed.value))[1]).toBe('Foundations: C-A D-0 H-0 S-2');
	});

	it('takes a UTF-8 byte-order mark and any line ending: LF, CRLF or a lone CR (old Mac)', () => {
		for (const text of [
			`\uFEFF${DEAL_42}`,
			DEAL_42.replaceAll('\n', '\r\n'),
			`# old Mac\r${DEAL_42.replaceAll('\n', '\r')}`,
		]) {
			const parsed = parseBoard(text);
			expect(parsed.ok ? makeBoard(parsed.value) : describeBoardError(parsed.error)).toBe(DEAL_42);
		}
	});
});

describe('board format: every error names its line', () => {
	const body = lines(DEAL_42).slice(2); // 18 fan lines, on lines 3..20 of the text below
	const header = ['Variant: shamrocks', 'Foundations: C-0 D-0 H-0 S-0'];
	const withFan = (index: number, fan: string) =>
		[...header, ...body.map((line, at) => (at === index ? fan : line))].join('\n');

	it('an unknown card', () => {
		expect(errorOf(withFan(3, 'TC QS 1S'))).toBe(
			'line 6: unknown card "1S" (a card is a rank A 2-9 T J Q K and a suit C D H S, as KS or 10H)',
		);
	});

	it('a card twice', () => {
		expect(errorOf(withFan(17, 'KS'))).toBe('line 20: KS appears twice: it is also on line 19');
		expect(errorOf(withFan(0, 'JH JH JC'))).toBe('line 3: JH appears twice on this line');
	});

	it('what is missing, at the last line that says anything (not a blank one after it)', () => {
		expect(errorOf('\n')).toBe('line 1: 0 fan lines, but Shamrocks has exactly 18');
		expect(errorOf('KS 5H 2D\n\n\n')).toBe('line 1: 1 fan line, but Shamrocks has exactly 18');
	});

	it('a card both on a fan and on its foundation', () => {
		const text = ['Foundations: C-A', ...body].join('\n');
		expect(errorOf(text)).toBe('line 11: AC appears twice: it is also on the foundations (line 1)');
	});

	it('a card missing', () => {
		expect(errorOf(withFan(17, '-'))).toMatch(
			/^line 20: missing 4D: every card must be on exactly one fan or foundation$/,
		);
	});

	it('a fan over its capacity of three', () => {
		const text = [...header, body[0] + ' AC', ...body.slice(1, 17), '-'].join('\n');
		expect(errorOf(text)).toBe('line 3: a fan holds 4 cards, more than 3');
	});

	it('a wrong number of fan lines', () => {
		expect(errorOf([...header, ...body.slice(0, 17)].join('\n'))).toBe(
			'line 19: 17 fan lines, but Shamrocks has exactly 18',
		);
		expect(errorOf([...header, ...body, '-'].join('\n'))).toBe(
			'line 21: more than 18 fan lines: Shamrocks has exactly 18',
		);
		expect(errorOf('')).toBe('line 1: 0 fan lines, but Shamrocks has exactly 18');
		expect(errorOf(body[0])).toBe('line 1: 1 fan line, but Shamrocks has exactly 18');
	});

	it('too many fan lines: the first extra one, however long the text', () => {
		const huge = [...header, ...body, '', '# more', ...Array.from({length: 1_000_000}, () => 'KS 5H 2D')].join(
			'\n',
		);
		expect(errorOf(huge)).toBe('line 23: more than 18 fan lines: Shamrocks has exactly 18');
	});

	it('an unknown variant', () => {
		expect(errorOf(['# hi', 'Variant: klondike', ...body].join('\n'))).toBe(
			'line 2: unknown variant "klondike" (known: shamrocks, scotch, labellelucie, trefoil, fan, freefan, boxfan, cloverleaf, superflowergarden, threeshuffles)',
		);
	});

	it('a malformed foundation, a header after the fans, an unknown header', () => {
		expect(errorOf(['Foundations: C-Z', ...body].join('\n'))).toMatch(/^line 1: bad foundation "C-Z"/);
		expect(errorOf(['Foundations: C-A C-2', ...body].join('\n'))).toBe('line 1: foundation C given twice');
		expect(errorOf([...body, 'Variant: shamrocks'].join('\n'))).toBe(
			'line 19: "Variant:" must come before the first fan line',
		);
		expect(errorOf(['Stock: none', ...body].join('\n'))).toBe(
			'line 1: unknown header "Stock:" (expected Variant:, Foundations:, Redeals:, Draw: or Cells:)',
		);
	});

	it('a header given twice, with the line of the first', () => {
		const twice = ['# two foundations', 'Foundations: C-A', 'Variant: shamrocks', 'Foundations: S-2', ...body].join(
			'\n',
		);
		expect(errorOf(twice)).toBe('line 4: Foundations: given twice (first on line 2)');
		expect(errorOf(['Variant: shamrocks', 'variant: Shamrocks', ...body].join('\n'))).toBe(
			'line 2: Variant: given twice (first on line 1)',
		);
	});
});

describe('board format: input quoted in a message is short and harmless', () => {
	it('quotes a token, escaping controls and other non-printables', () => {
		expect(quoteToken('ZZ')).toBe('"ZZ"');
		expect(quoteToken('\x1b[2J\x07\x00')).toBe('"\\x1b[2J\\x07\\x00"');
		expect(quoteToken('a\u202Eb\u200Bc\u2028\x9b\uD800')).toBe('"a\\u202eb\\u200bc\\u2028\\x9b\\ud800"');
		expect(quoteToken('say "\\"')).toBe('"say \\"\\\\\\""');
		expect(quoteToken('10♥ König')).toBe('"10♥ König"');
	});

	it('shows at most 20 characters, then an ellipsis, however long the token', () => {
		expect(quoteToken('A'.repeat(20))).toBe(`"${'A'.repeat(20)}"`);
		expect(quoteToken('A'.repeat(50_000_000))).toBe(`"${'A'.repeat(20)}…"`);
		expect(quoteToken('🂡'.repeat(21))).toBe(`"${'🂡'.repeat(20)}…"`);
	});

	it('in every message that quotes the board', () => {
		const body = lines(DEAL_42).slice(2);
		const long = 'X'.repeat(10_000_000);
		expect(errorOf(['# hi', `${long} 5H`, ...body].join('\n'))).toMatch(/^line 2: unknown card "X{20}…" \(a card/);
		expect(errorOf(`\x1b]0;pwned\x07 5H`)).toMatch(/^line 1: unknown card "\\x1b\]0;pwned\\x07" /);
		expect(errorOf(`Foundations: C-\x1b[31m`)).toMatch(/^line 1: bad foundation "C-\\x1b\[31m" /);
		expect(errorOf(`Variant: \x1b[2J${long}`)).toBe(
			`line 1: unknown variant "\\x1b[2J${'X'.repeat(16)}…" (known: shamrocks, scotch, labellelucie, trefoil, fan, freefan, boxfan, cloverleaf, superflowergarden, threeshuffles)`,
		);
		expect(errorOf(`${long}: x`)).toBe(
			`line 1: unknown header "${'X'.repeat(20)}…" (expected Variant:, Foundations:, Redeals:, Draw: or Cells:)`,
		);
		expect(errorOf([...body, `${long}: x`].join('\n'))).toBe(
			`line 19: "${'X'.repeat(20)}…" must come before the first fan line`,
		);
	});
});

describe('the move notation of board files: a move that is not one is named harmlessly', () => {
	it('escapes the control characters of a word that is not a card', () => {
		const moved = parseMove('\x1b]2;PWNED\x07\u202e 3->F', deal('42'));
		expect(moved.ok ? 'a move' : moved.error).toBe('\\e]2;PWNED\\x07\\u202E is not a card');
		const plain = parseMove('ZZ 3->F', deal('42'));
		expect(plain.ok ? 'a move' : plain.error).toBe('ZZ is not a card');
	});
});

describe('board format: writing', () => {
	it('writes upper case, single spaces, T for ten, - for an empty fan', () => {
		const text = makeBoard(deal('1'), ['Shamrocks, deal 1']);
		expect(lines(text)[0]).toBe('# Shamrocks, deal 1');
		expect(text).toMatch(/^TS 5C QD$/m);
		expect(text.endsWith('\n')).toBe(true);
		expect(deal('1').fans[0].map(cardName).join(' ')).toBe(lines(text)[3]);
	});
});
