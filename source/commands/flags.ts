/**
 * The command line's flags, as meow reads them: the one table of their names, kinds and
 * defaults (cli.tsx parses with it; the commands tell a flag given from one left alone by it).
 */
export const FLAGS = {
	variant: {type: 'string'},
	kings: {type: 'string'},
	seed: {type: 'string'},
	winnable: {type: 'boolean', default: false},
	daily: {type: 'string'},
	board: {type: 'string'},
	json: {type: 'boolean', default: false},
	budget: {type: 'string'},
	deals: {type: 'string'},
	from: {type: 'string'},
	jobs: {type: 'string'},
	autoplay: {type: 'boolean', default: true},
	autoComplete: {type: 'boolean', default: true},
	ascii: {type: 'boolean', default: false},
	color: {type: 'boolean', default: true},
} as const;

export type FlagName = keyof typeof FLAGS;

/** `autoComplete` -> `--auto-complete`, or `--no-auto-complete` for the value false, as typed. */
export function asOption(name: string, value: unknown): string {
	if (name.length === 1) return `-${name}`;
	const kebab = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
	return value === false ? `--no-${kebab}` : `--${kebab}`;
}

/** A flag's value when it is not given (undefined for a flag that takes a value). */
export function defaultOf(name: FlagName): boolean | undefined {
	const flag = FLAGS[name];
	return 'default' in flag ? flag.default : undefined;
}
