import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {isBuiltin} from 'node:module';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';

const built = (path: string) => readFileSync(fileURLToPath(new URL(`../dist/${path}`, import.meta.url)), 'utf8');

/** The modules a file imports, statically or by import(), as written. */
function importsOf(code: string): string[] {
	const found = [...code.matchAll(/^import\s[^;]*?from\s*["']([^"']+)["'];?$|^import\s*["']([^"']+)["'];?$/gm)].map(
		(match) => match[1] ?? match[2],
	);
	const dynamic = [...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].map((match) => match[1]);
	return [...found, ...dynamic];
}

describe('the built game (npm run build bundles it)', () => {
	it('starts from one file that imports nothing but Node’s own modules, and so do its solver thread and its queue', () => {
		for (const file of ['cli.js', 'worker.js', 'queue.js']) {
			const imports = importsOf(built(file));
			expect(imports.length).toBeGreaterThan(0);
			expect(
				imports.filter((name) => !isBuiltin(name)),
				`dist/${file}: run npm run build`,
			).toEqual([]);
		}
	});

	it('carries no native addon: the queue’s msgpackr reads with its own JavaScript', () => {
		const queue = built('queue.js');
		expect(queue).toContain('msgpackr-extract, a native addon, is not in the bundle');
		expect(queue).not.toMatch(/node-gyp-build|\.node["']\)/);
	});

	it('loads the queue only for the census on many machines: the game’s start never parses BullMQ', () => {
		const cli = built('cli.js');
		expect(built('queue.js')).toContain('bullmq');
		expect(cli).not.toMatch(/node_modules\/(bullmq|ioredis)\//);
	});

	it('takes React’s production build', () => {
		const cli = built('cli.js');
		expect(cli).toContain('react-reconciler.production');
		expect(cli).not.toContain('react-reconciler.development');
	});
});

describe('the package a player installs (npm pack)', () => {
	const root = fileURLToPath(new URL('..', import.meta.url));
	type Manifest = {dependencies?: object; devDependencies: Record<string, string>};
	const manifest = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as Manifest;

	it('holds the three bundles, the licences and the README, and nothing a player does not run', () => {
		// --ignore-scripts: list what dist/ holds now (npm test has built it), without building again.
		const packed = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
			cwd: root,
			encoding: 'utf8',
		});
		expect(packed.status, packed.stderr).toBe(0);
		const [{files}] = JSON.parse(packed.stdout) as Array<{files: Array<{path: string}>}>;
		expect(files.map(({path}) => path).sort()).toEqual([
			'LICENSE',
			'README.md',
			'dist/cli.js',
			'dist/queue.js',
			'dist/third-party-licenses.txt',
			'dist/worker.js',
			'package.json',
		]);
	});

	it('needs no package at run time: the bundles carry their dependencies, with their notices', () => {
		expect(manifest.dependencies ?? {}).toEqual({});
		const notices = built('third-party-licenses.txt');
		const shipped = [
			['ink', 'MIT'],
			['react', 'MIT'],
			['seedrandom', 'MIT'],
			['write-file-atomic', 'ISC'],
			['bullmq', 'MIT'],
			['ioredis', 'MIT'],
		];
		for (const [name, license] of shipped) {
			expect(notices).toContain(`\n${name} ${manifest.devDependencies[name]} (${license})\n`);
		}
		expect(notices).toContain('Permission is hereby granted');
	});
});
