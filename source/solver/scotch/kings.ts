import {classOf, colourOnPile, typeColour, typeRank} from './move-code.js';

/** Rule S3 of SOUNDNESS.md: the Kings of a Scotch position that can never all go home. */

/**
 * Whether every King can go home, when every card not beneath a King in a fixed part may move
 * whenever it likes (fixed parts as types, bottom first; the cards not in them are free, or
 * home). A pile of class c can reach height h when, for every rank up to h, some card of that
 * rank and of the colour the pile wants there is free; both piles of the class, when both such
 * cards are. A free King (no King above it) can go home once a pile of its class can reach the
 * Queen and that pile holds no King yet, and the cards it covered are free from then on (unless
 * another King covers them too). Which King goes first can matter, so every order is tried: at
 * most four Kings lie in fixed parts, sixteen sets of them gone.
 */
export function kingsCanAllGoHome(fixedParts: readonly Int8Array[]): boolean {
	const kings = fixedParts.flatMap((fan, index) =>
		Array.from(fan.keys())
			.filter((depth) => typeRank(fan[depth]) === 13)
			.map((depth) => ({fan: index, depth, pileClass: classOf(13, typeColour(fan[depth]))})),
	);
	// Kings not in a fixed part are home already (a King never lies on a fan's run).
	const homeAtStart = [2, 2];
	for (const king of kings) homeAtStart[king.pileClass]--;
	const all = (1 << kings.length) - 1;
	const seen = new Set<number>([0]);
	const stack = [0];
	while (stack.length > 0) {
		const gone = stack.pop() as number;
		if (gone === all) return true;
		const covered = (fan: number, depth: number) =>
			kings.some((king, index) => (gone & (1 << index)) === 0 && king.fan === fan && king.depth > depth);
		const free = new Uint8Array(26).fill(2);
		fixedParts.forEach((fan, index) => fan.forEach((type, depth) => covered(index, depth) && free[type]--));
		kings.forEach((king, index) => {
			if ((gone & (1 << index)) !== 0 || covered(king.fan, king.depth)) return;
			const home =
				homeAtStart[king.pileClass] +
				kings.filter((other, at) => (gone & (1 << at)) !== 0 && other.pileClass === king.pileClass).length;
			// The piles of the class that can reach the Queen, less those a King already tops.
			const room =
				(reach(free, king.pileClass, 1) >= 12 ? 1 : 0) + (reach(free, king.pileClass, 2) >= 12 ? 1 : 0);
			const next = gone | (1 << index);
			if (home < room && !seen.has(next)) {
				seen.add(next);
				stack.push(next);
			}
		});
	}
	return false;
}

/** The height a pile of the class can reach when `copies` cards of each rank it needs must be free. */
function reach(free: Uint8Array, pileClass: number, copies: number): number {
	let height = 0;
	while (height < 13 && free[height * 2 + colourOnPile(pileClass, height + 1)] >= copies) height++;
	return height;
}
