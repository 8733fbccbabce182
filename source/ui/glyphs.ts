/**
 * The few glyphs of the menus, and their ASCII forms: with ascii on (--ascii, or a locale that is
 * not UTF-8) nothing on screen is outside ASCII, where a non-UTF-8 terminal would show litter.
 */

/** `↑↓` or `Up/Down`, for a footer. */
export function upDown(ascii: boolean): string {
	return ascii ? 'Up/Down' : '↑↓';
}

/** A footer's keys, between dots or dashes. */
export function keyLine(ascii: boolean, parts: readonly string[]): string {
	return parts.join(ascii ? ' - ' : ' · ');
}

