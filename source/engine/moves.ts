import {type Card, cardName, parseCard, rankOf, suitOf, KING} from './cards.js';
import {type Position, topCard, isWon} from './position.js';
import {type Result, ok, fail} from './result.js';
import {type RuleSet, rulesFor} from './rules.js';

/** The foundation, as a move's destination. */
export const FOUNDATION = 'F';
export type Destination = number | typeof FOUNDATION;

/** A move of a fan's top card. `from` and a numeric `to` are fan indexes counted from 0. */
export interface Move {
	readonly card: Card;
	readonly from: number;
	readonly to: Destination;
}

export type RefusalReason =
	| 'no-such-fan'
	| 'empty-fan'
	| 'not-top-card'
	| 'same-fan'
	| 'foundation-does-not-fit'
	| 'target-empty'
	| 'target-full'
	| 'rank-does-not-fit'
	| 'king-may-not-move'
	| 'no-move';

/** Why a move was refused, with what a message needs to name. */
export interface Refusal {
	readonly reason: RefusalReason;
	readonly card?: Card;
	readonly fan?: number;
}

/** A one-line explanation for the player; `label` lets the UI write cards with suit glyphs. */
export function describeRefusal(refusal: Refusal, label: (card: Card) => string = cardName): string {
	const card = refusal.card === undefined ? 'that card' : label(refusal.card);
	const fan = refusal.fan === undefined ? 'that fan' : `fan ${refusal.fan + 1}`;
	switch (refusal.reason) {
		case 'no-such-fan':
			return `There is no ${fan}.`;
		case 'empty-fan':
			return `${capitalise(fan)} is empty.`;
		case 'not-top-card':
			return `${card} is not the top card of ${fan}.`;
		case 'same-fan':
			return `${card} is already on ${fan}.`;
		case 'foundation-does-not-fit':
			return `${card} cannot go to its foundation yet.`;
		case 'target-empty':
			return `${capitalise(fan)} is empty, and an empty fan is never filled again.`;
		case 'target-full':
			return `${capitalise(fan)} already holds three cards.`;
		case 'rank-does-not-fit':
			return `${card} does not fit on ${fan}: the top card there must be one rank higher or lower.`;
		case 'king-may-not-move':
			return `${card} may only go to its foundation under these rules.`;
		case 'no-move':
			return `${card} has nowhere to go.`;
	}
}

function capitalise(text: string): string {
	return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Whether `card` may go onto its foundation now. */
export function fitsFoundation(position: Position, card: Card): boolean {
	return position.foundations[suitOf(card)] === rankOf(card) - 1;
}

/** Whether `card` builds on `target` under the fan rules (ranks and suits only, not capacity). */
export function buildsOn(rules: RuleSet, card: Card, target: Card): boolean {
	if (rules.building.suit === 'same' && suitOf(card) !== suitOf(target)) return false;
	const step = rankOf(target) - rankOf(card);
	return rules.building.direction === 'up-or-down' ? step === 1 || step === -1 : step === 1;
}

/** Why the top card of fan `from` may not go to fan `to`; undefined if it may. */
function refuseFanMove(position: Position, rules: RuleSet, card: Card, to: number): Refusal | undefined {
	const target = position.fans[to];
	if (target === undefined) return {reason: 'no-such-fan', fan: to};
	if (target.length === 0 && !rules.fillEmptyFans) return {reason: 'target-empty', card, fan: to};
	if (target.length >= rules.fanCapacity) return {reason: 'target-full', card, fan: to};
	if (rankOf(card) === KING && !rules.kingMovesToFan) return {reason: 'king-may-not-move', card};
	const targetTop = topCard(target);
	if (targetTop !== undefined && !buildsOn(rules, card, targetTop)) return {reason: 'rank-does-not-fit', card, fan: to};
	return undefined;
}

/** Why `move` is illegal in `position`; undefined when it is legal. */
export function refuseMove(position: Position, move: Move): Refusal | undefined {
	const source = position.fans[move.from];
	if (source === undefined) return {reason: 'no-such-fan', fan: move.from};
	const card = topCard(source);
	if (card === undefined) return {reason: 'empty-fan', fan: move.from};
	if (card !== move.card) return {reason: 'not-top-card', card: move.card, fan: move.from};
	if (move.to === FOUNDATION) {
		return fitsFoundation(position, card) ? undefined : {reason: 'foundation-does-not-fit', card};
	}
	if (move.to === move.from) return {reason: 'same-fan', card, fan: move.from};
	return refuseFanMove(position, rulesFor(position.variant), card, move.to);
}

/** Applies a move the caller knows to be legal; the solver and replays use it on hot paths. */
export function applyLegalMove(position: Position, move: Move): Position {
	const fans = position.fans.slice();
	fans[move.from] = fans[move.from].slice(0, -1);
	if (move.to === FOUNDATION) {
		const foundations = position.foundations.slice();
		foundations[suitOf(move.card)] = rankOf(move.card);
		return {variant: position.variant, fans, foundations};
	}
	fans[move.to] = [...fans[move.to], move.card];
	return {variant: position.variant, fans, foundations: position.foundations};
}

/** Applies a move, or refuses it with the reason; an illegal move is never applied. */
export function applyMove(position: Position, move: Move): Result<Position, Refusal> {
	const refusal = refuseMove(position, move);
	return refusal === undefined ? ok(applyLegalMove(position, move)) : fail(refusal);
}

/** Where the top card of fan `from` may go: its foundation first, then fans in ascending order. */
export function destinationsOf(position: Position, from: number): Destination[] {
	const card = topCard(position.fans[from] ?? []);
	if (card === undefined) return [];
	const rules = rulesFor(position.variant);
	const destinations: Destination[] = [];
	if (fitsFoundation(position, card)) destinations.push(FOUNDATION);
	for (let to = 0; to < position.fans.length; to++) {
		if (to !== from && refuseFanMove(position, rules, card, to) === undefined) destinations.push(to);
	}
	return destinations;
}

/** Every legal move, fan by fan in ascending order, each fan's foundation move before its fan moves. */
export function legalMoves(position: Position): Move[] {
	const moves: Move[] = [];
	position.fans.forEach((fan, from) => {
		const card = topCard(fan);
		if (card === undefined) return;
		for (const to of destinationsOf(position, from)) moves.push({card, from, to});
	});
	return moves;
}

export function hasLegalMove(position: Position): boolean {
	return position.fans.some((_, from) => destinationsOf(position, from).length > 0);
}

/** Stuck: not won, and no card has a legal move. */
export function isStuck(position: Position): boolean {
	return !isWon(position) && !hasLegalMove(position);
}

/**
 * Ready for auto complete: every fan is descending (each card lower than the card beneath it).
 * Then each card waits only for lower cards of its suit, which lie above it or on other fans'
 * tops in the same situation, so the lowest waiting card can always go home and nothing blocks.
 */
export function isAutoCompleteReady(position: Position): boolean {
	return position.fans.every((fan) => fan.every((card, index) => index === 0 || rankOf(card) < rankOf(fan[index - 1])));
}

/**
 * The foundation moves that finish a position ready for auto complete, lowest rank first (then
 * lowest fan), so the cards go home in a calm, predictable order. Empty if not ready.
 */
export function autoCompleteMoves(position: Position): Move[] {
	if (!isAutoCompleteReady(position)) return [];
	const moves: Move[] = [];
	let current = position;
	while (!isWon(current)) {
		const move = lowestFoundationMove(current);
		if (move === undefined) break; // cannot happen for a ready position; never loop forever
		moves.push(move);
		current = applyLegalMove(current, move);
	}
	return moves;
}

function lowestFoundationMove(position: Position): Move | undefined {
	let best: Move | undefined;
	position.fans.forEach((fan, from) => {
		const card = topCard(fan);
		if (card === undefined || !fitsFoundation(position, card)) return;
		if (best === undefined || rankOf(card) < rankOf(best.card)) best = {card, from, to: FOUNDATION};
	});
	return best;
}

/** `4H 3->F`, `QS 12->7`: the move notation of board-format.md (fans counted from 1). */
export function formatMove(move: Move, label: (card: Card) => string = cardName): string {
	const to = move.to === FOUNDATION ? FOUNDATION : String(move.to + 1);
	return `${label(move.card)} ${move.from + 1}->${to}`;
}

/**
 * A move in the notation of `formatMove` (`4H 3->F`, `QS 12->7`, any case), or undefined when the
 * text is not one. Whether the move is legal is the game's question, not the notation's.
 */
export function parseMove(text: string): Move | undefined {
	const match = /^\s*(\S+)\s+(\d+)\s*->\s*(\d+|F)\s*$/i.exec(text);
	const card = match === null ? undefined : parseCard(match[1]);
	if (match === null || card === undefined) return undefined;
	const from = Number(match[2]) - 1;
	const to = match[3].toUpperCase() === FOUNDATION ? FOUNDATION : Number(match[3]) - 1;
	return from >= 0 && (to === FOUNDATION || to >= 0) ? {card, from, to} : undefined;
}

/** The JSON form of a move: `{"card":"QS","from":12,"to":7}` with `"to":"F"` for a foundation. */
export function moveToJson(move: Move): {card: string; from: number; to: number | 'F'} {
	return {card: cardName(move.card), from: move.from + 1, to: move.to === FOUNDATION ? FOUNDATION : move.to + 1};
}
