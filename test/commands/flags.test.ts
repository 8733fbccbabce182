import {describe, expect, it} from 'vitest';
import {FLAGS, asOption, spellSwitches} from '../../source/commands/flags.js';

const SWITCHES = Object.entries(FLAGS)
	.filter(([, flag]) => flag.type === 'boolean')
	.map(([name]) => name);

describe('switches given a value', () => {
	it('are read in the usual spellings, in any case, for every switch', () => {
		expect(SWITCHES).toEqual(expect.arrayContaining(['winnable', 'json', 'autoplay', 'autoComplete', 'ascii', 'color']));
		for (const name of SWITCHES) {
			const on = asOption(name, true);
			const off = asOption(name, false);
			for (const value of ['true', 'yes', 'on', '1', 'TRUE', 'Yes', 'ON']) expect(spellSwitches([`${on}=${value}`])).toEqual([on]);
			for (const value of ['false', 'no', 'off', '0', 'False', 'NO', 'Off']) expect(spellSwitches([`${on}=${value}`])).toEqual([off]);
		}
	});

	it('refuse any other value, and a value after a --no- form, by name', () => {
		for (const name of SWITCHES) {
			const on = asOption(name, true);
			const off = asOption(name, false);
			expect(() => spellSwitches([`${on}=maybe`])).toThrow(`${on} takes yes or no (or true/false, on/off, 1/0), not "maybe"`);
			expect(() => spellSwitches([`${on}=`])).toThrow(`${on} takes yes or no (or true/false, on/off, 1/0), not ""`);
			expect(() => spellSwitches([`${off}=yes`])).toThrow(`${off} takes no value (give ${on}=no, or ${off} alone)`);
		}
	});

	it('leave everything else as it was: flags with values, plain switches, words after --', () => {
		const argv = ['print', '--seed=yes', '--winnable', '--no-color', '--daily=2026-01-01', '--', '--json=maybe'];
		expect(spellSwitches(argv)).toEqual(argv);
	});
});

describe('a switch given twice', () => {
	it('is refused by name, in any two forms, for every switch; once is fine, and so is anything after --', () => {
		for (const name of SWITCHES) {
			const on = asOption(name, true);
			const off = asOption(name, false);
			for (const twice of [[on, on], [on, off], [`${on}=yes`, `${on}=no`], [off, `${on}=1`]]) {
				expect(() => spellSwitches(twice)).toThrow(`${on} is given more than once (give it once)`);
			}
			expect(spellSwitches([on, '--seed', '3'])).toEqual([on, '--seed', '3']);
			expect(spellSwitches([on, '--', on])).toEqual([on, '--', on]);
		}
	});
});
