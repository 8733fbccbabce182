import {type Key} from 'ink';
import {type DealRules} from '../../engine/index.js';
import {type SaveList} from '../../io/save-folder.js';

/**
 * The menu's screens that take typed text or a list read from files: Deal number (a seed typed),
 * Save this game (a name typed) and Open a saved game (the saves listed). Their state is a Form,
 * kept in the screen's state (use-screen.ts) so that keys typed faster than frames meet it as it is.
 */
export type FormScreen = 'number' | 'save' | 'open';

export function isFormScreen(screen: string): screen is FormScreen {
	return screen === 'number' || screen === 'save' || screen === 'open';
}

/** The screens where keys type text: q types a q there, Esc leaves, Ctrl+C still quits. */
export function takesText(screen: string): boolean {
	return screen === 'number' || screen === 'save';
}

export interface FormNote {
	readonly text: string;
	readonly tone: 'info' | 'warn';
}

export interface Form {
	/** What is typed in the field. */
	readonly text: string;
	/** The one line under the field or the list: a mistake, a question, the work under way. */
	readonly note?: FormNote;
	/** A question asked, about this text or this save's name: Enter again on it answers yes. */
	readonly asked?: string;
	/** A save or a reading under way: Enter waits for it. */
	readonly busy?: boolean;
	/** Deal number: the game it deals. */
	readonly rules?: DealRules;
	/** Open a saved game: the list, once read. */
	readonly saves?: SaveList;
}

export type FormAction =
	| {readonly type: 'type'; readonly character: string}
	| {readonly type: 'erase'}
	/** A note (none: clear it), with the question it asks and whether work is under way. */
	| {readonly type: 'note'; readonly note?: FormNote; readonly asked?: string; readonly busy?: boolean}
	| {readonly type: 'rules'; readonly rules: DealRules}
	| {readonly type: 'listed'; readonly saves: SaveList};

/** Longest text a field takes: past the longest seed and name, so that the check says what is too long. */
export const FIELD_LENGTH = 120;

export function reduceForm(form: Form, action: FormAction): Form {
	switch (action.type) {
		case 'type':
			if (form.busy === true || [...form.text].length >= FIELD_LENGTH) return form;
			return edited(form, form.text + action.character);
		case 'erase':
			return form.busy === true || form.text === '' ? form : edited(form, [...form.text].slice(0, -1).join(''));
		case 'note': {
			const {note: _note, asked: _asked, busy: _busy, ...rest} = form;
			return {
				...rest,
				...(action.note === undefined ? {} : {note: action.note}),
				...(action.asked === undefined ? {} : {asked: action.asked}),
				...(action.busy === true ? {busy: true} : {}),
			};
		}
		case 'rules':
			return {...withoutNote(form), rules: action.rules};
		case 'listed':
			return {...withoutNote(form), saves: action.saves};
	}
}

/** The text changed: what was said or asked of the old text is over. */
function edited(form: Form, text: string): Form {
	return {...withoutNote(form), text};
}

function withoutNote(form: Form): Form {
	const {note: _note, asked: _asked, ...rest} = form;
	return rest;
}

/** What a key does in a field: typed text, Backspace, Enter, Esc; undefined for the others. */
export type FieldKey = {readonly character: string} | 'erase' | 'enter' | 'back' | undefined;

export function fieldKey(input: string, key: Key): FieldKey {
	if (key.escape) return 'back';
	if (key.return) return 'enter';
	if (key.backspace || key.delete) return 'erase';
	if (key.ctrl || key.meta || key.tab) return undefined;
	// One character at a time (useKeys splits a run of them); DEL and the controls are no text.
	const one = [...input].length === 1 && input >= ' ' && input !== '\u007F';
	return one ? {character: input} : undefined;
}
