import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';

/**
 * The shape of the source, as the team's standards have it: no line over 120 characters, and no
 * file over 400 lines unless its opening comment says why (a line that names "400 lines").
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(folder: string): string[] {
	return readdirSync(folder, {withFileTypes: true}).flatMap((entry) => {
		const path = join(folder, entry.name);
		if (entry.isDirectory()) return sourceFiles(path);
		return /\.tsx?$/.test(entry.name) ? [path] : [];
	});
}

const files = [join(ROOT, 'cli.tsx'), ...sourceFiles(join(ROOT, 'source')), ...sourceFiles(join(ROOT, 'scripts'))];

describe('the shape of the source', () => {
	it('has no line over 120 characters (a tab counts as four)', () => {
		const long = files.flatMap((file) =>
			readFileSync(file, 'utf8')
				.split('\n')
				.map((line, index) => ({line: line.replaceAll('\t', '    '), number: index + 1}))
				.filter(({line}) => line.length > 120)
				.map(({number}) => `${relative(ROOT, file)}:${number}`),
		);
		expect(long).toEqual([]);
	});

	it('has no file over 400 lines that does not say why at its top', () => {
		const big = files.filter((file) => {
			const text = readFileSync(file, 'utf8');
			const opening = text.slice(0, text.indexOf('*/') + 2);
			return text.split('\n').length > 400 && !/400 lines/.test(opening);
		});
		expect(big.map((file) => relative(ROOT, file))).toEqual([]);
	});
});
