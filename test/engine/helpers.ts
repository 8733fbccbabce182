import {
	type DealRules,
	type Move,
	type Place,
	type Position,
	applyLegalMove,
	deal,
	fanAt,
	legalMoves,
	parseBoard,
	parseCard,
	pileAt,
	suitOf,
	suitPile,
} from '../../source/engine/index.js';

/**
 * A position from fan lines (padded with empty fans to 18) and a Foundations line, through the
 * real parser, so a fixture that is not a legal board fails loudly here rather than misleading.
 * `header` goes first (a Variant: line).
 */
export function board(fans: readonly string[], foundations = 'C-0 D-0 H-0 S-0', header = ''): Position {
	const lines = [...fans, ...Array.from({length: 18 - fans.length}, () => '-')];
	const parsed = parseBoard(`${header}\nFoundations: ${foundations}\n${lines.join('\n')}\n`);
	if (!parsed.ok) throw new Error(`bad fixture: line ${parsed.error.line}: ${parsed.error.message}`);
	return parsed.value;
}

/** A Scotch position: fan lines (padded to 18) and its four piles as board-format.md writes them. */
export function scotch(fans: readonly string[], piles = '- | - | - | -'): Position {
	return board(fans, piles, 'Variant: scotch');
}

export function card(name: string): number {
	const parsed = parseCard(name);
	if (parsed === undefined) throw new Error(`bad card in fixture: ${name}`);
	return parsed;
}

/** A place written short: a fan by its index from 0, `F` for the card's own suit pile, or a place. */
export type PlaceSpec = number | 'F' | Place;

/** A move written short: `m('AC', 0, 'F')` is the Ace of clubs from fan 1 to its foundation. */
export function m(name: string, from: PlaceSpec, to: PlaceSpec): Move {
	const moving = card(name);
	const place = (spec: PlaceSpec): Place =>
		typeof spec === 'number' ? fanAt(spec) : spec === 'F' ? pileAt(suitOf(moving)) : spec;
	return {card: moving, from: place(from), to: place(to)};
}

/** The rank on each by-suit foundation (C D H S): the height of its pile. */
export function ranksHome(position: Position): number[] {
	return position.foundations.map((pile) => pile.length);
}

/**
 * A game of `moves` random legal moves (fewer if it gets stuck) from the deal of `seed`, as its
 * history: the positions from the deal to the last. Random play strays from winning lines, so
 * such games are often lost somewhere along the way.
 */
export function randomGame(seed: string, moves: number, random: () => number, rules?: DealRules): Position[] {
	const history = [deal(seed, rules)];
	for (let move = 0; move < moves; move++) {
		const legal = legalMoves(history[history.length - 1]);
		if (legal.length === 0) break;
		history.push(applyLegalMove(history[history.length - 1], legal[Math.floor(random() * legal.length)]));
	}
	return history;
}

/** A Shamrocks position from its fans (18, cards from the bottom) and the rank home per suit (C D H S). */
export function shamrocksPosition(fans: ReadonlyArray<readonly number[]>, ranks: readonly number[]): Position {
	return {
		variant: 'shamrocks',
		fans,
		foundations: ranks.map((rank, suit) => suitPile(suit as 0 | 1 | 2 | 3, rank)),
		redeals: 0,
		draws: 0,
	};
}
