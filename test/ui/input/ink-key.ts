import {type Key} from 'ink';

/** Nothing pressed: every flag of Ink's key off. */
const NO_KEY: Key = {
	upArrow: false,
	downArrow: false,
	leftArrow: false,
	rightArrow: false,
	pageDown: false,
	pageUp: false,
	home: false,
	end: false,
	return: false,
	escape: false,
	ctrl: false,
	shift: false,
	tab: false,
	backspace: false,
	delete: false,
	meta: false,
	super: false,
	hyper: false,
	capsLock: false,
	numLock: false,
};

/** An Ink key with nothing pressed but what is given, for the key handlers' tests. */
export function inkKey(pressed: Partial<Key> = {}): Key {
	return {...NO_KEY, ...pressed};
}
