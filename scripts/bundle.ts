/**
 * `npm run build` (tsc, then this): bundles tsc's output into one file for the game, dist/cli.js
 * (in place of tsc's), and one for the solver's thread, dist/worker.js (where the bundled client
 * looks for it). Node then starts the game on one file instead of some 560: our own modules,
 * Ink's, and the 416 that es-toolkit's barrel brings in for Ink's one use of it. With React's
 * production build too, start to the first frame took a third of the time (npm run
 * bench:startup; figures in the README). Everything else in dist/ stays as tsc wrote it: the tests
 * import it, and a dist/cli.js from a plain `tsc` still runs, only slower to start.
 */
import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join, sep} from 'node:path';
import {fileURLToPath} from 'node:url';

const dist = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** What each bundle is made from (tsc's output) and where it goes. */
const BUNDLES = [
	{input: dist('cli.js'), file: dist('cli.js')},
	{input: dist('source/solver-service/worker.js'), file: dist('worker.js')},
	// The census on many machines, with BullMQ and ioredis: loaded only for it (queue-loader.ts).
	{input: dist('source/commands/queue.js'), file: dist('queue.js')},
] as const;

/**
 * Ink's devtools load only with DEV=true: react-devtools-core (not installed, so its import would
 * fail at start in one file) and the ws client its polyfill takes (116 kB to parse at every
 * start). Each is a line of our own that says so, run only where Ink would import it.
 */
const NOT_IN_THE_GAME =
	'throw new Error("Ink\'s devtools (DEV=true) are not part of the bundled game"); export default undefined;';
/**
 * msgpackr (BullMQ's) loads its native addon msgpackr-extract when it can, and reads as well
 * without it: the game is never native, so the bundle carries none and the install builds none.
 */
const NOT_NATIVE =
	'throw new Error("msgpackr-extract, a native addon, is not in the bundle"); export default undefined;';
const STAND_INS: Readonly<Record<string, string>> = {
	'react-devtools-core': NOT_IN_THE_GAME,
	ws: NOT_IN_THE_GAME,
	'msgpackr-extract': NOT_NATIVE,
};

/**
 * yoga-layout's loader reads its own inlined WebAssembly with fetch() when there is one; in Node
 * 20 the first touch of fetch loads undici (40 to 55 ms). Without fetch it decodes it at once.
 */
const YOGA_LOADER = /yoga-layout[\\/]dist[\\/]binaries[\\/]yoga-wasm-base64-esm\.js$/;

const leanStart = {
	name: 'lean-start',
	resolveId: (id: string) => (Object.hasOwn(STAND_INS, id) ? `\0stand-in:${id}` : undefined),
	load: (id: string) => (id.startsWith('\0stand-in:') ? STAND_INS[id.slice('\0stand-in:'.length)] : undefined),
	transform: (code: string, id: string) =>
		YOGA_LOADER.test(id) ? code.replaceAll('typeof fetch', '"undefined"') : undefined,
};

/** A package whose code is in a bundle, with the licence that lets us ship it. */
interface Shipped {
	readonly name: string;
	readonly version: string;
	readonly license: string;
	readonly text: string;
}

/** The package a bundled module comes from: the nearest folder above it with a named package.json. */
function packageOf(moduleId: string): Shipped | undefined {
	if (!moduleId.includes(`${sep}node_modules${sep}`)) return undefined;
	for (let folder = dirname(moduleId); folder !== dirname(folder); folder = dirname(folder)) {
		const manifest = join(folder, 'package.json');
		if (!existsSync(manifest)) continue;
		type Manifest = {name?: string; version?: string; license?: string};
		const {name, version, license} = JSON.parse(readFileSync(manifest, 'utf8')) as Manifest;
		// Some packages keep a package.json of {"type": "module"} in a subfolder: go on up to the named one.
		if (name === undefined) continue;
		const file = readdirSync(folder).find((entry) => /^(licen[sc]e|copying)(\.|$)/i.test(entry));
		const text =
			file === undefined
				? `(no licence file; package.json says ${license ?? 'nothing'})`
				: readFileSync(join(folder, file), 'utf8').trim();
		return {name, version: version ?? '?', license: license ?? '?', text};
	}
	return undefined;
}

/**
 * The bundles carry their dependencies' code, and the MIT and ISC licences ask that their notices
 * go with it: one file beside the bundles, listing every package whose code is in them.
 */
function writeLicenses(moduleIds: readonly string[], file: string): void {
	const shipped = new Map<string, Shipped>();
	for (const id of moduleIds) {
		const found = packageOf(id);
		if (found !== undefined) shipped.set(`${found.name}@${found.version}`, found);
	}
	const sections = [...shipped.values()]
		.sort((a, b) => a.name.localeCompare(b.name))
		.map(({name, version, license, text}) => `${name} ${version} (${license})\n\n${text}\n`);
	const bundles = 'dist/cli.js, dist/worker.js, dist/queue.js';
	const head = `The bundled game (${bundles}) includes code from these ${sections.length} packages.
`;
	writeFileSync(file, [head, ...sections].join(`\n${'-'.repeat(72)}\n\n`));
}

async function bundle(): Promise<void> {
	// A dev dependency whose native part comes as one optional package per platform: where that
	// one is missing, the install still works and keeps tsc's output.
	let why = '';
	const rolldown = await import('rolldown').catch((error: unknown) => {
		why = error instanceof Error ? error.message.split('\n')[0] : String(error);
		return undefined;
	});
	if (rolldown === undefined) {
		// `--package` (npm pack's prepack): the package lists no dependencies, since the bundles
		// carry them, so one packed without the bundles would not run.
		if (process.argv.includes('--package')) {
			process.stderr.write(`bundle: rolldown does not load (${why}), and the package needs the bundles\n`);
			process.exit(1);
		}
		process.stderr.write(
			`bundle: rolldown does not load (${why}); dist/ is left as tsc wrote it (it runs, slower to start)\n`,
		);
		return;
	}
	const moduleIds: string[] = [];
	for (const {input, file} of BUNDLES) {
		const built = await rolldown.build({
			input,
			platform: 'node',
			plugins: [leanStart],
			transform: {
				define: {
					// React's and its reconciler's production builds: a third of the code to load, and no
					// development checks.
					'process.env.NODE_ENV': '"production"',
					// An ES module has no __filename; write-file-atomic hashes its own into temporary file names.
					__filename: 'import.meta.url',
				},
			},
			logLevel: 'warn',
			output: {file, format: 'esm', codeSplitting: false},
		});
		for (const chunk of built.output) if (chunk.type === 'chunk') moduleIds.push(...chunk.moduleIds);
	}
	writeLicenses(moduleIds, dist('third-party-licenses.txt'));
}

await bundle();
