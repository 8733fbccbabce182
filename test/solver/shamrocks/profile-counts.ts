import {type Card} from '../../../source/engine/index.js';
import {rankOf} from '../../../source/solver/shamrocks/move-code.js';

/**
 * The loose cards, A fans (room 1) and B fans (room 2) per rank of an abstract state of `fans` as
 * dealt, with `heights` fixed and `home` ranks home per suit: the placement profile, counted from
 * the cards directly, apart from the code under test.
 */
export function profileCounts(
	fans: readonly (readonly Card[])[],
	heights: readonly number[],
	home: readonly number[],
): {count: number[]; fansA: number[]; fansB: number[]} {
	const count = new Array<number>(15).fill(0);
	const fansA = new Array<number>(15).fill(0);
	const fansB = new Array<number>(15).fill(0);
	for (let suit = 0; suit < 4; suit++) for (let rank = home[suit]; rank < 13; rank++) count[rank]++;
	fans.forEach((cards, fan) => {
		cards.slice(0, heights[fan]).forEach((card) => count[rankOf(card)]--);
		if (heights[fan] === 1) fansB[rankOf(cards[0])]++;
		if (heights[fan] === 2) fansA[rankOf(cards[1])]++;
	});
	return {count, fansA, fansB};
}
