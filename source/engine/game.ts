import {type Place, type Position, cardsAt, isPile, samePlace, topCard} from './position.js';
import {
	type Move,
	type Step,
	REDEAL,
	applyLegalMove,
	applyMove,
	destinationsOf,
	emptyReason,
	isRedeal,
	noSuchPlace,
	refuseRedeal,
} from './moves.js';
import {redealt} from './deal.js';
import {type Refusal} from './refusals.js';
import {type Result, ok, fail} from './result.js';
import {rulesFor} from './rules.js';

/**
 * A game: the deal and the moves played, with unlimited exact undo and redo. Each entry keeps the
 * position it produced, so undo hands back the very same (immutable) position as before.
 */
export interface GameEntry {
	readonly position: Position;
	/** The move that led here; absent for the deal itself and after a redeal. */
	readonly move?: Move;
	/** Set when a redeal led here. */
	readonly redeal?: true;
	/** Set when the move came from a click, so clicking the same card again can try the next place. */
	readonly click?: ClickRecord;
}

export interface ClickRecord {
	/** The place the card was clicked on. */
	readonly from: Place;
	/** Every place the card could go from there, in click order. */
	readonly candidates: readonly Place[];
	/** Which candidate this move used. */
	readonly index: number;
}

export interface Game {
	readonly entries: readonly GameEntry[];
	/** Index of the entry on the board; entries after it can be redone. */
	readonly current: number;
}

export function newGame(start: Position): Game {
	return {entries: [{position: start}], current: 0};
}

export function currentPosition(game: Game): Position {
	return game.entries[game.current].position;
}

function stepOf(entry: GameEntry): Step {
	return entry.redeal === true ? REDEAL : (entry.move as Move);
}

/** Moves played to reach the current position (undone moves not counted, nor redeals). */
export function movesPlayed(game: Game): Move[] {
	return game.entries.slice(1, game.current + 1).flatMap((entry) => (entry.move === undefined ? [] : [entry.move]));
}

/** Every step of the history (moves and redeals), undone ones (which redo plays again) included. */
export function stepsOfGame(game: Game): Step[] {
	return game.entries.slice(1).map(stepOf);
}

/** The position a step leads to from `position`, or why it may not be played there. */
export function applyStep(position: Position, step: Step): Result<Position, Refusal> {
	if (!isRedeal(step)) return applyMove(position, step);
	const refusal = refuseRedeal(position);
	return refusal === undefined ? ok(redealt(position)) : fail(refusal);
}

function entryOf(position: Position, step: Step): GameEntry {
	return isRedeal(step) ? {position, redeal: true} : {position, move: step};
}

export function moveCount(game: Game): number {
	return game.current;
}

export function lastMove(game: Game): Move | undefined {
	return game.entries[game.current].move;
}

function push(game: Game, entry: GameEntry): Game {
	return {entries: [...game.entries.slice(0, game.current + 1), entry], current: game.current + 1};
}

/**
 * The game of these steps played from `start`, with the last `steps.length - current` of them
 * undone (to be redone): a history read back. In time linear in the steps (playing them one by
 * one copies the history each time). Fails with the index of the first step that is not legal.
 */
export function replayGame(start: Position, steps: readonly Step[], current: number): Result<Game, number> {
	const entries: GameEntry[] = [{position: start}];
	for (const [index, step] of steps.entries()) {
		const applied = applyStep(entries[index].position, step);
		if (!applied.ok) return fail(index);
		entries.push(entryOf(applied.value, step));
	}
	// -1: every step is legal, but `current` is not one of the positions.
	if (!Number.isInteger(current) || current < 0 || current > steps.length) return fail(-1);
	// A file may say -0: it is the deal, 0, as it is written back.
	return ok({entries, current: current === 0 ? 0 : current});
}

/**
 * Plays the redeal (a redeal must be left): a step of the history like a move, undone and redone
 * exactly, and dealt the same way each time it is played from the same position (deal.ts).
 */
export function redealGame(game: Game): Result<Game, Refusal> {
	const position = currentPosition(game);
	const refusal = refuseRedeal(position);
	return refusal === undefined ? ok(push(game, {position: redealt(position), redeal: true})) : fail(refusal);
}

/** Plays a move chosen by the player (a drag); a new move discards anything that could be redone. */
export function playMove(game: Game, move: Move): Result<Game, Refusal> {
	const applied = applyMove(currentPosition(game), move);
	return applied.ok ? ok(push(game, {position: applied.value, move})) : applied;
}

/**
 * Click the top card of a place (a fan, a free cell; a pile where its top may come back): it goes
 * to a foundation pile if one takes it (the first in order), otherwise to the first fan it builds
 * on in ascending fan order, otherwise (from a fan) to the first empty free cell, as rules.md says
 * a click does. `preferred` (the place of a hint: the move a solver's winning line makes) goes
 * first when it is one of those places, a pile's or not. Clicking the same card again
 * right after (where the click put it) takes that move back and tries the next place, cycling
 * through them all; with a hint's place given it is a fresh click instead.
 */
export function click(game: Game, from: Place, preferred?: Place): Result<Game, Refusal> {
	const position = currentPosition(game);
	const cards = cardsAt(position, from);
	const variant = position.variant;
	if (cards === undefined) return fail(noSuchPlace(position, from));
	const card = topCard(cards);
	if (card === undefined) return fail({reason: emptyReason(from), variant, place: from});
	// A hint's place is a fresh move even on the card the last click put here: the solver's line
	// may move one card twice running (into a cell and out), and cycling would undo its first move.
	const retry = preferred === undefined ? retryClick(game, from) : undefined;
	if (retry !== undefined) return retry;
	const candidates = preferring(destinationsOf(position, from), preferred);
	if (candidates.length === 0) {
		const staysHome = isPile(from) && !rulesFor(variant).foundation.returns;
		return fail({reason: staysHome ? 'stays-home' : 'no-move', variant, card, place: from});
	}
	const move = {card, from, to: candidates[0]};
	return ok(push(game, {position: applyLegalMove(position, move), move, click: {from, candidates, index: 0}}));
}

/**
 * The destinations with the preferred place (a hint's) moved to the front, when it is one of them,
 * even ahead of the foundation: in Box Fan a card that fits home may still be needed on the fans,
 * and a player who follows the hints must play the winning line's move, not lose the game.
 */
function preferring(candidates: Place[], preferred: Place | undefined): Place[] {
	if (preferred === undefined || !candidates.some((place) => samePlace(place, preferred))) return candidates;
	return [preferred, ...candidates.filter((place) => !samePlace(place, preferred))];
}

/** The next-candidate case of `click`, or undefined when the click is a fresh one. */
function retryClick(game: Game, at: Place): Result<Game, Refusal> | undefined {
	const entry = game.entries[game.current];
	if (entry.click === undefined || entry.move === undefined || !samePlace(entry.move.to, at)) return undefined;
	const {candidates, index, from} = entry.click;
	const card = entry.move.card;
	if (candidates.length < 2) return fail({reason: 'no-move', variant: entry.position.variant, card, place: at});
	const nextIndex = (index + 1) % candidates.length;
	const previous: Game = {entries: game.entries, current: game.current - 1};
	const move = {card, from, to: candidates[nextIndex]};
	const position = applyLegalMove(currentPosition(previous), move);
	return ok(push(previous, {position, move, click: {from, candidates, index: nextIndex}}));
}

export function canUndo(game: Game): boolean {
	return game.current > 0;
}

export function canRedo(game: Game): boolean {
	return game.current < game.entries.length - 1;
}

export function undo(game: Game): Game {
	return canUndo(game) ? {entries: game.entries, current: game.current - 1} : game;
}

export function redo(game: Game): Game {
	return canRedo(game) ? {entries: game.entries, current: game.current + 1} : game;
}

/** Back to the deal; the moves stay redoable until a new move is played. */
export function restart(game: Game): Game {
	return {entries: game.entries, current: 0};
}

/** Every move taken back, to the deal, the history kept: redo plays the first again. The same as restart. */
export function undoAll(game: Game): Game {
	return restart(game);
}

/** Every move taken back played again, to the last one: undo takes back only that one. */
export function redoAll(game: Game): Game {
	return {entries: game.entries, current: game.entries.length - 1};
}

/** Plays moves known to be legal (auto complete, a solver line), one history entry each. */
export function playLegalMoves(game: Game, moves: readonly Move[]): Game {
	let result = game;
	for (const move of moves) result = push(result, {position: applyLegalMove(currentPosition(result), move), move});
	return result;
}
