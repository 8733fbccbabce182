import {readdirSync, readFileSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';

/**
 * The layers of the source, and what each may import: engine <- solver and stats <- the solver's
 * worker service (solver-service) and io <- ui <- commands <- cli. An arrow runs one way only,
 * so the pure parts (engine, solver, stats) can be read, tested and reused without the screen,
 * the files or the threads.
 * Each layer is a folder of source/ (cli is cli.tsx); a new folder must be placed here first.
 */
const LAYERS: Readonly<Record<string, readonly string[]>> = {
	engine: [],
	solver: ['engine'],
	stats: ['engine'],
	'solver-service': ['solver', 'stats', 'engine'],
	io: ['solver', 'stats', 'engine'],
	ui: ['solver-service', 'io', 'solver', 'stats', 'engine'],
	commands: ['ui', 'solver-service', 'io', 'solver', 'stats', 'engine'],
	cli: ['commands', 'engine'],
};

/** Packages a pure layer may use: no screen, no file, no thread, no clock of the machine. */
const PURE_PACKAGES: Readonly<Record<string, readonly string[]>> = {
	engine: ['seedrandom'],
	solver: [],
	stats: [],
};

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(folder: string): string[] {
	return readdirSync(folder, {withFileTypes: true}).flatMap((entry) => {
		const path = join(folder, entry.name);
		if (entry.isDirectory()) return sourceFiles(path);
		return /\.tsx?$/.test(entry.name) ? [path] : [];
	});
}

/** Every module a file imports or re-exports, statically or by import(), as written. */
function importsOf(path: string): string[] {
	const code = readFileSync(path, 'utf8');
	const written = [...code.matchAll(/^\s*(?:import|export)\b[^;'"]*?\bfrom\s*['"]([^'"]+)['"]/gm)].map(
		(match) => match[1],
	);
	const bare = [...code.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)].map((match) => match[1]);
	const dynamic = [...code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1]);
	return [...written, ...bare, ...dynamic];
}

/** The source file a relative import names (tsc's `.js` for the `.ts` or `.tsx` beside it). */
function resolved(from: string, name: string, known: ReadonlySet<string>): string {
	const base = resolve(dirname(from), name).replace(/\.js$/, '');
	return [`${base}.ts`, `${base}.tsx`].find((candidate) => known.has(candidate)) ?? `${base} (not found)`;
}

function layerOf(path: string): string {
	const inRoot = relative(ROOT, path);
	return inRoot === 'cli.tsx' ? 'cli' : inRoot.split('/')[1];
}

const files = [join(ROOT, 'cli.tsx'), ...sourceFiles(join(ROOT, 'source'))];
const known = new Set(files);
const graph = new Map(
	files.map((file) => [
		file,
		importsOf(file)
			.filter((name) => name.startsWith('.'))
			.map((name) => resolved(file, name, known)),
	]),
);

/** An import cycle among the modules, as a list of files, or undefined. */
function findCycle(): string[] | undefined {
	const state = new Map<string, 'open' | 'done'>();
	const path: string[] = [];
	const visit = (file: string): string[] | undefined => {
		if (state.get(file) === 'done') return undefined;
		if (state.get(file) === 'open') return [...path.slice(path.indexOf(file)), file];
		state.set(file, 'open');
		path.push(file);
		for (const next of graph.get(file) ?? []) {
			const cycle = visit(next);
			if (cycle !== undefined) return cycle;
		}
		path.pop();
		state.set(file, 'done');
		return undefined;
	};
	for (const file of files) {
		const cycle = visit(file);
		if (cycle !== undefined) return cycle.map((step) => relative(ROOT, step));
	}
	return undefined;
}

describe('the layers of the source', () => {
	it('places every folder of source/ in a layer', () => {
		expect([...new Set(files.map(layerOf))].filter((layer) => !(layer in LAYERS))).toEqual([]);
	});

	it('imports only down the layers: engine <- solver, stats <- solver-service, io <- ui <- commands <- cli', () => {
		const upward = [...graph].flatMap(([file, imports]) =>
			imports
				.filter((target) => known.has(target))
				.filter(
					(target) => layerOf(target) !== layerOf(file) && !LAYERS[layerOf(file)].includes(layerOf(target)),
				)
				.map((target) => `${relative(ROOT, file)} imports ${relative(ROOT, target)}`),
		);
		expect(upward).toEqual([]);
	});

	it('resolves every relative import to a source file', () => {
		const missing = [...graph].flatMap(([file, imports]) =>
			imports.filter((target) => !known.has(target)).map((target) => `${relative(ROOT, file)}: ${target}`),
		);
		expect(missing).toEqual([]);
	});

	it('has no import cycle', () => {
		expect(findCycle()).toBeUndefined();
	});

	it('keeps the engine, the solver and the records pure: no screen, files, threads or Node modules', () => {
		const impure = files
			.filter((file) => layerOf(file) in PURE_PACKAGES)
			.flatMap((file) =>
				importsOf(file)
					.filter((name) => !name.startsWith('.') && !PURE_PACKAGES[layerOf(file)].includes(name))
					.map((name) => `${relative(ROOT, file)} imports ${name}`),
			);
		expect(impure).toEqual([]);
	});

	it('would see an upward import and a cycle (the checks read real imports)', () => {
		// The checks are only worth their green if they find what they look for: the UI imports the engine.
		const ui = files.find((file) => file.endsWith(join('source', 'ui', 'app', 'app.tsx')));
		expect(graph.get(ui ?? '')?.some((target) => layerOf(target) === 'engine')).toBe(true);
		expect(importsOf(join(ROOT, 'cli.tsx'))).toContain('./source/commands/index.js');
	});

	it('asks no variant by its name outside the engine: the rest reads the variant’s rules', () => {
		// A comparison with a game's id, or a case of one: naming one to deal or build a board is no question.
		const named =
			/(?:===|!==)\s*'(?:shamrocks|scotch|labellelucie|trefoil)'|case '(?:shamrocks|scotch|labellelucie|trefoil)'/;
		const asking = files
			.filter((file) => layerOf(file) !== 'engine')
			.flatMap((file) =>
				readFileSync(file, 'utf8')
					.split('\n')
					.map((line, index) => ({line, number: index + 1}))
					.filter(({line}) => named.test(line.replace(/\/\/.*$/, '')))
					.map(({number}) => `${relative(ROOT, file)}:${number}`),
			);
		expect(asking).toEqual([]);
	});
});
