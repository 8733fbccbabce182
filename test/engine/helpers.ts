import {type Position, parseBoard, parseCard} from '../../source/engine/index.js';

/**
 * A position from fan lines (padded with empty fans to 18) and a Foundations line, through the
 * real parser, so a fixture that is not a legal board fails loudly here rather than misleading.
 */
export function board(fans: readonly string[], foundations = 'C-0 D-0 H-0 S-0'): Position {
	const lines = [...fans, ...Array.from({length: 18 - fans.length}, () => '-')];
	const parsed = parseBoard(`Foundations: ${foundations}\n${lines.join('\n')}\n`);
	if (!parsed.ok) throw new Error(`bad fixture: line ${parsed.error.line}: ${parsed.error.message}`);
	return parsed.value;
}

export function card(name: string): number {
	const parsed = parseCard(name);
	if (parsed === undefined) throw new Error(`bad card in fixture: ${name}`);
	return parsed;
}
