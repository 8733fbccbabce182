import {describe, expect, it} from 'vitest';
import {inkKey as key} from '../input/ink-key.js';
import {FIELD_LENGTH, type Form, fieldKey, reduceForm, takesText} from '../../../source/ui/menu/form.js';

function typed(form: Form, text: string): Form {
	return [...text].reduce((so, character) => reduceForm(so, {type: 'type', character}), form);
}

describe('a typed field (Deal number, Save this game)', () => {
	it('takes characters one at a time, Backspace takes the last back, and text past its length is not taken', () => {
		let form = typed({text: ''}, 'déjà 42');
		expect(form.text).toBe('déjà 42');
		form = reduceForm(form, {type: 'erase'});
		expect(form.text).toBe('déjà 4');
		form = typed({text: ''}, 'x'.repeat(FIELD_LENGTH + 5));
		expect(form.text).toHaveLength(FIELD_LENGTH);
		expect(reduceForm({text: ''}, {type: 'erase'})).toEqual({text: ''});
	});

	it('forgets what was said or asked of the text once the text changes, and takes nothing while busy', () => {
		const asked = reduceForm({text: 'lunch'}, {type: 'note', note: {text: 'there', tone: 'warn'}, asked: 'lunch'});
		expect(asked).toMatchObject({note: {text: 'there'}, asked: 'lunch'});
		expect(typed(asked, '2')).toEqual({text: 'lunch2'});
		const busy = reduceForm({text: 'lunch'}, {type: 'note', note: {text: 'Saving', tone: 'info'}, busy: true});
		expect(typed(busy, 'x').text).toBe('lunch');
		expect(reduceForm(busy, {type: 'erase'}).text).toBe('lunch');
		// The answer's note ends the work: the field takes keys again.
		expect(typed(reduceForm(busy, {type: 'note'}), 'x')).toEqual({text: 'lunchx'});
	});

	it('reads keys as text, Enter, Esc and Backspace; the controls, Tab and Ctrl are no text', () => {
		expect(fieldKey('q', key())).toEqual({character: 'q'});
		expect(fieldKey('é', key())).toEqual({character: 'é'});
		expect(fieldKey('', key({return: true}))).toBe('enter');
		expect(fieldKey('', key({escape: true}))).toBe('back');
		expect(fieldKey('', key({backspace: true}))).toBe('erase');
		for (const [input, pressed] of [
			['\u0007', {}],
			['\u007F', {}],
			['\t', {tab: true}],
			['c', {ctrl: true}],
			['ab', {}],
		] as const)
			expect(fieldKey(input, key(pressed)), JSON.stringify(input)).toBeUndefined();
		expect(takesText('number') && takesText('save') && !takesText('open') && !takesText('board')).toBe(true);
	});
});
