import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {inkKey} from './ink-key.js';
import {VARIANT_IDS, defaultRules} from '../../../source/engine/index.js';
import {helpLines} from '../../../source/ui/help/help.js';
import {KEY_BINDINGS} from '../../../source/ui/input/key-bindings.js';
import {boardKey} from '../../../source/ui/input/keys.js';
import {legendFor} from '../../../source/ui/board/legend.js';
import {runCli} from '../../cli-helpers.js';

/** The help's lines of keys (ASCII), every game's: those after the rules. */
function helpKeys(): string {
	const keyLines = (lines: string[]) => lines.slice(lines.indexOf('') + 1);
	return VARIANT_IDS.flatMap((variant) => keyLines(helpLines(true, defaultRules(variant)))).join('\n');
}

/** The first column of the README's key table. */
function readmeKeys(): string {
	const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
	const table = readme.slice(readme.indexOf('| key | action |'));
	const rows = table.slice(0, table.indexOf('\n\n')).split('\n').slice(2);
	return rows.map((row) => row.split('|')[1].trim()).join('\n');
}

describe('the one table of the board keys', () => {
	it('is what the key map answers, key by key', () => {
		for (const binding of KEY_BINDINGS.filter(({action}) => action.type !== 'quit')) {
			const answer = boardKey(binding.input, inkKey(binding.key), false);
			expect(answer, binding.name).toMatchObject(binding.action);
		}
	});

	it('holds every key the key map acts on: no printable key does anything it does not list', () => {
		const listed = new Set(KEY_BINDINGS.filter(({key}) => key === undefined).map(({input}) => input));
		for (let code = 32; code < 127; code++) {
			const input = String.fromCharCode(code);
			const answer = boardKey(input, inkKey(), false);
			if (answer?.type !== 'unmappedKey' && !/[0-9]/.test(input))
				expect(listed.has(input), `"${input}"`).toBe(true);
		}
	});

	it('is what the help lists: every key there', () => {
		const column = helpKeys();
		for (const binding of KEY_BINDINGS) expect(column, binding.name).toContain(binding.help ?? binding.name);
	});

	it('is what the README’s key table lists', () => {
		const column = readmeKeys();
		for (const binding of KEY_BINDINGS) expect(column, binding.name).toContain(binding.readme ?? binding.name);
	});

	it('names only its own keys on the key line, in every state', () => {
		const contexts = ['play', 'holding', 'drawing', 'redeal', 'stuck', 'stuckFromTheDeal', 'lost', 'won'] as const;
		const known = new Set(KEY_BINDINGS.map(({name}) => name));
		const spelt: Record<string, string[]> = {
			'<->': ['Left', 'Right'],
			'<>^v': ['Left', 'Up'],
			'Up Dn': ['Up', 'Down'],
			'u/r': ['u', 'r'],
		};
		for (const context of contexts) {
			for (const {key} of legendFor(context, true, true, true, {redeal: true, draw: true})) {
				for (const name of spelt[key] ?? [key]) expect(known.has(name), `${context}: ${key}`).toBe(true);
			}
		}
	});

	it('gives --help its brief list of keys', () => {
		const help = runCli(['--help']).stdout;
		const brief = help.slice(help.indexOf('In the game:'), help.indexOf('Examples'));
		const words: Record<string, string> = {
			Left: 'arrows',
			Tab: 'Tab',
			'1 to 9, 0': "a fan's number",
			u: 'u/r',
			r: 'u/r',
		};
		for (const binding of KEY_BINDINGS.filter(({brief}) => brief === true)) {
			expect(brief, binding.name).toContain(words[binding.name] ?? `${binding.name} `);
		}
	});
});
