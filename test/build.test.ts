import {readFileSync} from 'node:fs';
import {isBuiltin} from 'node:module';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';

const built = (path: string) => readFileSync(fileURLToPath(new URL(`../dist/${path}`, import.meta.url)), 'utf8');

/** The modules a file imports, statically or by import(), as written. */
function importsOf(code: string): string[] {
	const found = [...code.matchAll(/^import\s[^;]*?from\s*["']([^"']+)["'];?$|^import\s*["']([^"']+)["'];?$/gm)].map((match) => match[1] ?? match[2]);
	const dynamic = [...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].map((match) => match[1]);
	return [...found, ...dynamic];
}

describe('the built game (npm run build bundles it)', () => {
	it('starts from one file that imports nothing but Node’s own modules, and so does its solver thread', () => {
		for (const file of ['cli.js', 'worker.js']) {
			const imports = importsOf(built(file));
			expect(imports.length).toBeGreaterThan(0);
			expect(imports.filter((name) => !isBuiltin(name)), `dist/${file}: run npm run build`).toEqual([]);
		}
	});

	it('takes React’s production build', () => {
		const cli = built('cli.js');
		expect(cli).toContain('react-reconciler.production');
		expect(cli).not.toContain('react-reconciler.development');
	});
});
