import {type Card, type Move, type Position, applyLegalMove, isFan, isPile} from '../../source/engine/index.js';

/**
 * What a player sees as a hint going round in circles, measured on a line of moves (the bench's
 * figures and the tests use the same definitions):
 *
 * - a *return*: a move that puts a card onto a fan where it lay earlier in the line, on the same
 *   card (or on the bare fan, if that is where it lay): the card goes back to a place it left;
 * - a *rotation*: a stretch of two or more moves between fans (none to or from a foundation)
 *   after which the position is the one before it with some of the cards the stretch moved lying
 *   in one another's places, and nothing else changed (three Jacks moved round four Queens, two
 *   Sevens swapped by way of a third fan). A stretch after which the position is the same is a
 *   cycle, not a rotation: those are cut by the shortening already, and counted here as returns.
 */
export interface Wander {
	/** Index in the line of each returning move. */
	readonly returns: readonly number[];
	/** Each rotation as [first move's index, index after its last], the shortest ones only. */
	readonly rotations: ReadonlyArray<readonly [number, number]>;
}

export function wanderOf(start: Position, moves: readonly Move[]): Wander {
	const positions = [start];
	for (const move of moves) positions.push(applyLegalMove(positions[positions.length - 1], move));
	return {returns: returnsOf(positions, moves), rotations: rotationsOf(positions, moves)};
}

/** Whether the line has a return or a rotation. */
export function wanders(wander: Wander): boolean {
	return wander.returns.length > 0 || wander.rotations.length > 0;
}

/** Where a card lies, as a player sees it: its fan and the card beneath it ('-' on a bare fan). */
function spotOf(position: Position, card: Card): string | undefined {
	for (const [fan, cards] of position.fans.entries()) {
		const depth = cards.indexOf(card);
		if (depth >= 0) return `${fan}:${depth > 0 ? cards[depth - 1] : '-'}`;
	}
	return undefined;
}

function returnsOf(positions: readonly Position[], moves: readonly Move[]): number[] {
	const visited = new Map<Card, Set<string>>();
	const visit = (position: Position, card: Card): boolean => {
		const spot = spotOf(position, card);
		if (spot === undefined) return false;
		const spots = visited.get(card) ?? new Set<string>();
		visited.set(card, spots);
		const again = spots.has(spot);
		spots.add(spot);
		return again;
	};
	for (const cards of positions[0].fans) for (const card of cards) visit(positions[0], card);
	const found: number[] = [];
	for (const [index, move] of moves.entries()) {
		if (isFan(move.to) && visit(positions[index + 1], move.card)) found.push(index);
	}
	return found;
}

function rotationsOf(positions: readonly Position[], moves: readonly Move[]): Array<readonly [number, number]> {
	const found: Array<readonly [number, number]> = [];
	for (let first = 0; first < moves.length; first++) {
		const moved = new Set<Card>();
		for (let after = first + 1; after <= moves.length; after++) {
			const move = moves[after - 1];
			if (isPile(move.from) || isPile(move.to)) break;
			moved.add(move.card);
			if (after - first >= 2 && isPermuted(positions[first], positions[after], moved)) found.push([first, after]);
		}
	}
	// A rotation that holds a shorter one is the shorter one, and more.
	return found.filter(
		([first, after]) =>
			!found.some(([other, end]) => other >= first && end <= after && (other > first || end < after)),
	);
}

/** Whether `after` is `before` with some of the `moved` cards in one another's places, and not the same. */
function isPermuted(before: Position, after: Position, moved: ReadonlySet<Card>): boolean {
	let differ = 0;
	for (const [fan, cards] of before.fans.entries()) {
		const others = after.fans[fan];
		if (others.length !== cards.length) return false;
		for (const [depth, card] of cards.entries()) {
			if (card === others[depth]) continue;
			if (!moved.has(card) || !moved.has(others[depth])) return false;
			differ++;
		}
	}
	return differ > 0;
}
