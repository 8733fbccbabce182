import {type Card, cardName, parseCard, suitOf} from './cards.js';
import {type Move, type Step, REDEAL, isRedeal, pilesFor} from './moves.js';
import {type Place, type Position, PILES, cellAt, cellsOf, fanAt, isFan, isPile, pileAt} from './position.js';
import {type Result, fail, ok} from './result.js';
import {type VariantId, rulesFor} from './rules.js';
import {shown} from './shown.js';

/**
 * The move notation of docs/board-format.md: `QS 12->7`, `4H 3->F` (fans counted from 1).
 * Where the foundations go by suit a card has one pile, written `F`. Where they are piles
 * (Scotch) the pile is named, `4H 3->F2`, and a card may come back from one: `3C F1->7`.
 * Where there are redeals and the draw (La Belle Lucie, Trefoil), a redeal is `redeal` and the
 * draw is its move after the word `draw`: `draw 7H 5->5` (to the top of its own fan), `draw 7H 5->F`.
 * Where there are free cells (Free Fan) they are `C1` and `C2`: `7H 4->C1`, `7H C1->9`, `7H C1->F`.
 */

/** A place as the notation writes it: `7`, `F`, `F2`, `C1`. */
export function formatPlace(variant: VariantId, place: Place): string {
	if (isFan(place)) return String(place.fan + 1);
	if (!isPile(place)) return `C${place.cell + 1}`;
	return bySuit(variant) ? 'F' : `F${place.pile + 1}`;
}

function bySuit(variant: VariantId): boolean {
	return rulesFor(variant).foundation.building === 'by-suit';
}

/** `4H 3->F`, `QS 12->7`, `3C F1->7`, `draw 7H 5->5`; `label` lets the UI write cards with suit glyphs. */
export function formatMove(variant: VariantId, move: Move, label: (card: Card) => string = cardName): string {
	const route = `${formatPlace(variant, move.from)}->${formatPlace(variant, move.to)}`;
	return `${move.draw === true ? 'draw ' : ''}${label(move.card)} ${route}`;
}

/** A move as `formatMove` writes it, or `redeal`. */
export function formatStep(variant: VariantId, step: Step, label: (card: Card) => string = cardName): string {
	return isRedeal(step) ? 'redeal' : formatMove(variant, step, label);
}

/** A step in the notation of `formatStep`: `redeal`, or a move as `parseMove` reads it. */
export function parseStep(text: string, position: Position): Result<Step, string> {
	return /^\s*redeal\s*$/i.test(text) ? ok(REDEAL) : parseMove(text, position);
}

/**
 * A move in the notation of `formatMove` (any case, blanks around the arrow allowed) in the
 * position it is played from, or why the text is not one. `F` alone is the first pile that takes
 * the card there (by suit, its own). Whether the move is legal is the game's question.
 */
export function parseMove(text: string, position: Position): Result<Move, string> {
	const match = /^\s*(draw\s+)?(\S+)\s+(\d+|F\d*|C\d+)\s*->\s*(\d+|F\d*|C\d+)\s*$/i.exec(text);
	if (match === null) return fail('not a move (a move is a card, then from->to: QS 12->7, 4H 3->F)');
	const card = parseCard(match[2]);
	if (card === undefined) return fail(`${shown(match[2])} is not a card`);
	const draw = match[1] !== undefined;
	if (draw && /^[FC]/i.test(match[3])) return fail('the draw takes a card from a fan');
	const from = parsePlace(match[3], position, card, 'from');
	if (!from.ok) return from;
	const to = parsePlace(match[4], position, card, 'to');
	if (!to.ok) return to;
	return ok({card, from: from.value, to: to.value, ...(draw ? {draw: true as const} : {})});
}

function parsePlace(text: string, position: Position, card: Card, side: 'from' | 'to'): Result<Place, string> {
	const variant = position.variant;
	if (/^\d+$/.test(text)) {
		const fan = Number(text);
		return fan >= 1 && fan <= position.fans.length ? ok(fanAt(fan - 1)) : fail(`there is no fan ${text}`);
	}
	if (/^C/i.test(text)) return parseCell(text, position);
	const number = text.slice(1);
	if (bySuit(variant)) {
		if (number !== '')
			return fail(`${rulesFor(variant).name} has one foundation per suit: write F, not ${text.toUpperCase()}`);
		return ok(pileAt(suitOf(card)));
	}
	if (number === '') {
		if (side === 'from') return fail('name the foundation pile a card comes from: F1 to F4');
		const [pile] = pilesFor(position, card);
		return pile === undefined ? fail(`no foundation pile takes ${cardName(card)}`) : ok(pileAt(pile));
	}
	const pile = Number(number);
	return pile >= 1 && pile <= PILES
		? ok(pileAt(pile - 1))
		: fail(`there is no foundation pile ${text.toUpperCase()} (F1 to F4)`);
}

/** `C1`, `C2`: a free cell, in a game that has them. */
function parseCell(text: string, position: Position): Result<Place, string> {
	const count = cellsOf(position).length;
	const cell = Number(text.slice(1));
	if (count === 0) return fail(`${rulesFor(position.variant).name} has no free cells`);
	return cell >= 1 && cell <= count
		? ok(cellAt(cell - 1))
		: fail(`there is no cell ${text.toUpperCase()} (C1 to C${count})`);
}

/** The JSON form of a place: the fan's number, or `"F"` / `"F2"` / `"C1"` as in the text notation. */
export type JsonPlace = number | string;

/**
 * The JSON form of a move: `{"card":"QS","from":12,"to":7}`, `"to":"F"` (by suit), `"to":"F2"`, `"to":"C1"`,
 * `"draw":true` for the draw.
 */
export function moveToJson(variant: VariantId, move: Move): JsonMove {
	const place = (at: Place) => (isFan(at) ? at.fan + 1 : formatPlace(variant, at));
	return {
		card: cardName(move.card),
		from: place(move.from),
		to: place(move.to),
		...(move.draw === true ? {draw: true} : {}),
	};
}

export interface JsonMove {
	card: string;
	from: JsonPlace;
	to: JsonPlace;
	draw?: true;
}

/** The JSON form of a step: a move's, or `{"redeal":true}`. */
export function stepToJson(variant: VariantId, step: Step): JsonMove | {redeal: true} {
	return isRedeal(step) ? {redeal: true} : moveToJson(variant, step);
}
