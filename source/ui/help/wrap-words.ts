/**
 * Lines of at most `width` characters, broken between words (a word longer than a line is cut).
 * Ink's own wrapping keeps the space it breaks at, which indented every second row by one.
 */
export function wrapWords(text: string, width: number): string[] {
	const lines: string[] = [];
	let line = '';
	for (const word of text.split(' ')) {
		if (line !== '' && line.length + 1 + word.length > width) {
			lines.push(line);
			line = word;
		} else {
			line = line === '' ? word : `${line} ${word}`;
		}
	}
	lines.push(line === '' ? ' ' : line);
	const cut = new RegExp(`.{1,${Math.max(1, width)}}`, 'gu');
	return lines.flatMap((long) => (long.length <= width ? [long] : (long.match(cut) ?? [long])));
}
