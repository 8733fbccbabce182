import {describe, expect, it} from 'vitest';
import {deal} from '../../../source/engine/index.js';
import {
	Placements,
	countProfile,
	newProfileCounts,
	rankTable,
} from '../../../source/solver/shamrocks/placement-cache.js';
import {type Want, place} from '../../../source/solver/shamrocks/placement.js';
import {CAPACITY, FANS, rankOf, suitOf} from '../../../source/solver/shamrocks/move-code.js';
import {seededRandom} from '../../../source/solver/search/random.js';
import {profileCounts} from './profile-counts.js';

/**
 * The abstraction's placement answers come from a cache of profiles and answers in typed arrays,
 * which grows, fills and starts afresh. A wrong answer there would make the abstraction miss an
 * abstract move and call a winnable position lost, so every answer must be what the placement
 * programme says for that state's own counts, worked out here from the cards directly.
 */
describe('the placement answers kept by profile', () => {
	const fans = deal('165', {variant: 'shamrocks', kings: 'as-dealt'}).fans.map((fan) => [...fan]);
	const ranks = rankTable(fans);

	/** The loose cards, A fans and B fans per rank of a state, counted without the cache. */
	const counts = (heights: readonly number[], home: readonly number[]) => profileCounts(fans, heights, home);

	/** The programme's answer, the bare fan (if any) taken out of the fans with room. */
	function expected(heights: readonly number[], home: readonly number[], bareFan: number, want: Want): boolean {
		const {count, fansA, fansB} = counts(heights, home);
		if (bareFan >= 0 && heights[bareFan] < CAPACITY) {
			const rank = rankOf(fans[bareFan][heights[bareFan] - 1]);
			(heights[bareFan] === 2 ? fansA : fansB)[rank]--;
		}
		return place(fansA, fansB, count, want);
	}

	it('answers as the programme does, through growth and fresh starts', () => {
		const placements = new Placements();
		const counted = newProfileCounts();
		const random = seededRandom(7);
		const pick = (below: number) => Math.floor(random() * below);
		const randomState = () => {
			const heights = fans.map((cards) => (cards.length === 0 ? 0 : 1 + pick(cards.length)));
			// A fixed card is never home: each suit's foundation stops below its lowest fixed card.
			const lowest = [13, 13, 13, 13];
			fans.forEach((cards, fan) =>
				cards.slice(0, heights[fan]).forEach((card) => {
					lowest[suitOf(card)] = Math.min(lowest[suitOf(card)], rankOf(card));
				}),
			);
			return {heights, home: lowest.map((rank) => pick(Math.min(rank, 4) + 1))};
		};
		// Fresh states, each asked one question, and a few states asked again and again, about every
		// fan: answers must come right from the table, as it grows and across fresh starts (there
		// are more fresh states than the table keeps profiles).
		const asked = Array.from({length: 100}, randomState);
		const answers = new Map<string, boolean>();
		const none = {bareFan: -1, topRank: -1, targetLow: -1, targetHigh: -1};
		const truth = (heights: readonly number[], home: readonly number[], kind: number, fan: number, top: number) => {
			const rank = rankOf(fans[fan][heights[fan] - 1]);
			const {count, fansA, fansB} = counts(heights, home);
			const hasHost = [rank - 1, rank + 1].some(
				(host) => host >= 0 && host <= 12 && count[host] + fansA[host] + fansB[host] > 0,
			);
			if (kind === 0)
				return hasHost && expected(heights, home, fan, {...none, targetLow: rank - 1, targetHigh: rank + 1});
			if (kind === 1) return heights[fan] === CAPACITY || expected(heights, home, fan, none);
			return expected(heights, home, -1, {...none, topRank: top});
		};
		let checked = 0;
		for (let round = 0; round < 80_000; round++) {
			const which = round % 2 === 0 ? pick(asked.length) : -1;
			const {heights, home} = which < 0 ? randomState() : asked[which];
			countProfile(ranks, heights, home, counted);
			const profile = placements.profileOf(counted);
			const fan = pick(FANS);
			const rank = rankOf(fans[fan][heights[fan] - 1]);
			const room = CAPACITY - heights[fan];
			const kind = pick(3);
			const top = pick(13);
			const answer =
				kind === 0
					? placements.canRelease(profile, rank, room)
					: kind === 1
						? placements.canBare(profile, rank, room)
						: placements.canTop(profile, top);
			const key = `${which} ${kind} ${kind === 2 ? top : fan}`;
			let right = which < 0 ? undefined : answers.get(key);
			if (right === undefined) {
				right = truth(heights, home, kind, fan, top);
				if (which >= 0) answers.set(key, right);
			}
			expect(answer, key).toBe(right);
			checked++;
		}
		expect(placements.epoch).toBeGreaterThan(0);
		expect(checked).toBe(80_000);
		// Both answers come up, so that a cache answering one of them always would fail.
		expect(new Set(answers.values()).size).toBe(2);
	});
});
