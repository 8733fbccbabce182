import {type Position, applyLegalMove, deal, legalMoves, parseBoard, parseCard} from '../../source/engine/index.js';

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

/**
 * A game of `moves` random legal moves (fewer if it gets stuck) from the deal of `seed`, as its
 * history: the positions from the deal to the last. Random play strays from winning lines, so
 * such games are often lost somewhere along the way.
 */
export function randomGame(seed: string, moves: number, random: () => number): Position[] {
	const history = [deal(seed)];
	for (let move = 0; move < moves; move++) {
		const legal = legalMoves(history[history.length - 1]);
		if (legal.length === 0) break;
		history.push(applyLegalMove(history[history.length - 1], legal[Math.floor(random() * legal.length)]));
	}
	return history;
}
