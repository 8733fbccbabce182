import fc from 'fast-check';

/**
 * JSON as text, built as text: an object's keys may be `__proto__` or `constructor`, which an
 * object built in JavaScript would turn into its prototype, and numbers may be past 2^53 or
 * written with an exponent. For fuzzing the readers of our files.
 */

/** Keys the readers look at, keys that objects inherit, and any text. */
export const KEY_NAMES = [
	'__proto__',
	'constructor',
	'toString',
	'hasOwnProperty',
	'valueOf',
	'version',
	'games',
	'log',
	'played',
	'won',
	'streak',
	'longestStreak',
	'wonWithoutHelp',
	'bestTimeMs',
	'fewestMoves',
	'daily',
	'moves',
	'timeMs',
	'shamrocks/bottom',
	'scotch/as-dealt',
	'2026-12-01',
	'id',
	'at',
	'rules',
	'title',
	'seed',
	'outcome',
	'cause',
	'assisted',
	'board',
	'current',
	'elapsedMs',
	'started',
	'savedAt',
	'playing',
	'pid',
	'host',
	'token',
	'variant',
	'kings',
] as const;

export const jsonKey = fc.oneof(fc.constantFrom(...KEY_NAMES), fc.string({maxLength: 8}));

/** Numbers as a file may write them: small and huge, the edges of 2^53, fractions, exponents. */
export const jsonNumberText = fc.oneof(
	fc.integer({min: -3, max: 100}).map(String),
	fc.constantFrom('9007199254740991', '9007199254740992', '9007199254740993', '1e308', '1e400'),
	fc.constantFrom('-0', '0.5', '1e3', '2E1'),
	fc.double({noNaN: true, noDefaultInfinity: true}).map((value) => JSON.stringify(value)),
);

/** Strings, some with controls and escapes, some with the values a reader takes. */
export const jsonStringText = fc
	.oneof(
		fc.string({maxLength: 12}),
		fc.constantFrom('won', 'lost', 'left', 'stuck', 'shamrocks', 'bottom'),
		fc.constantFrom('2026-12-01', 'deal 42', '42', '\u001b]0;x\u0007'),
	)
	.map((text) => JSON.stringify(text));

export function objectText(entries: ReadonlyArray<readonly [string, string]>): string {
	return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`;
}

/** Any JSON value, as text. */
export const jsonText: fc.Arbitrary<string> = fc.letrec<{value: string}>((tie) => ({
	value: fc.oneof(
		{depthSize: 'small', withCrossShrink: true},
		fc.constantFrom('null', 'true', 'false'),
		jsonNumberText,
		jsonStringText,
		fc.array(tie('value'), {maxLength: 4}).map((items) => `[${items.join(',')}]`),
		fc.array(fc.tuple(jsonKey, tie('value')), {maxLength: 5}).map(objectText),
	),
})).value;

/** A value that is mostly `good` (as text), else anything. */
export function mostly(good: fc.Arbitrary<string>): fc.Arbitrary<string> {
	return fc.oneof({weight: 4, arbitrary: good}, {weight: 1, arbitrary: jsonText});
}
