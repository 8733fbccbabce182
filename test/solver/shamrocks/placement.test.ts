import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {
	BARE_SHIFT,
	NO_PLACEMENT,
	type Want,
	countMasks,
	hasEnoughParents,
	placeByRanks,
} from '../../../source/solver/shamrocks/placement.js';
import {applyLegalMove, deal, legalMoves} from '../../../source/engine/index.js';
import {AbstractGame} from '../../../source/solver/shamrocks/abstract-game.js';
import {decode} from '../../../source/solver/shamrocks/abstract-state.js';
import {Board} from '../../../source/solver/shamrocks/board.js';
import {lcg} from '../brute-force.js';
import {profileCounts} from './profile-counts.js';

const NOTHING: Want = {bareFan: -1, topRank: -1, targetLow: -1, targetHigh: -1};

/**
 * The quick count in front of the placement programme must be a necessary condition: whenever it
 * says no placement exists, the exact programme must agree, or the abstraction would miss abstract
 * moves and call winnable positions lost.
 */
describe('the count of parents before the placement programme', () => {
	// Per rank: loose cards, A fans (room 1) and B fans (room 2), four cards of a rank at most.
	const rankProfile = fc
		.tuple(fc.integer({min: 0, max: 4}), fc.integer({min: 0, max: 4}), fc.integer({min: 0, max: 4}))
		.map(([loose, a, b]) => {
			const total = loose + a + b;
			return total <= 4 ? [loose, a, b] : [Math.min(loose, 4), Math.min(a, 4 - Math.min(loose, 4)), 0];
		});
	const want: fc.Arbitrary<Want> = fc.oneof(
		fc.constant({bareFan: -1, topRank: -1, targetLow: -1, targetHigh: -1}),
		fc.integer({min: 0, max: 12}).map((rank) => ({bareFan: -1, topRank: rank, targetLow: -1, targetHigh: -1})),
		fc
			.integer({min: 0, max: 12})
			.map((rank) => ({bareFan: -1, topRank: -1, targetLow: rank - 1, targetHigh: rank + 1})),
	);

	it('never rejects what the programme places', () => {
		let rejected = 0;
		// Questions of a loose card on top, which the count of hosts one fewer rejects.
		let topRejected = 0;
		let topPlaced = 0;
		fc.assert(
			fc.property(fc.array(rankProfile, {minLength: 13, maxLength: 13}), want, (ranks, asked) => {
				const count = [...ranks.map(([loose]) => loose), 0, 0];
				const fansA = [...ranks.map(([, a]) => a), 0, 0];
				const fansB = [...ranks.map(([, , b]) => b), 0, 0];
				const extraRank = asked.targetHigh >= 0 ? asked.targetHigh - 1 : -1;
				const placed = placeByRanks(fansA, fansB, count, asked);
				if (asked.topRank >= 0 && placed) topPlaced++;
				if (hasEnoughParents(fansA, fansB, count, extraRank, asked.topRank)) return;
				rejected++;
				// Rejected by the top card's count alone, where the plain count lets it through.
				if (asked.topRank >= 0 && hasEnoughParents(fansA, fansB, count, extraRank)) topRejected++;
				expect(placed).toBe(false);
			}),
			{numRuns: 6000},
		);
		// The property is only worth something if the count says no often enough, and yes to tops.
		expect(rejected).toBeGreaterThan(600);
		expect(topRejected).toBeGreaterThan(10);
		expect(topPlaced).toBeGreaterThan(40);
	});

	it('never rejects a loose card on top that the programme places, over states met in play', () => {
		// Random profiles seldom have a placement at all; the states of positions met in play do.
		const random = lcg(11);
		const seen = {placed: 0, rejected: 0};
		for (const [seed, kings] of [
			['211', 'bottom'],
			['165', 'as-dealt'],
			['690', 'mm'],
		] as const) {
			const root = deal(seed, {variant: 'shamrocks', kings});
			const game = new AbstractGame(root);
			for (let line = 0; line < 40; line++) {
				let position = root;
				for (let step = 0; step < 40; step++) {
					const moves = legalMoves(position);
					if (moves.length === 0) break;
					position = applyLegalMove(position, moves[Math.floor(random() * moves.length)]);
					const {heights, home} = decode(game.stateOf(Board.fromPosition(position)));
					const {count, fansA, fansB} = profileCounts(root.fans, heights, home);
					for (let topRank = 0; topRank < 13; topRank++) {
						const placed = placeByRanks(fansA, fansB, count, {...NOTHING, topRank});
						if (placed) seen.placed++;
						if (hasEnoughParents(fansA, fansB, count, -1, topRank)) continue;
						expect(placed, `${seed} ${heights.join('')} ${home.join(',')} top ${topRank}`).toBe(false);
						if (count[topRank] > 0) seen.rejected++;
					}
				}
			}
		}
		expect(seen.placed).toBeGreaterThan(5000);
		expect(seen.rejected).toBeGreaterThan(100);
	});

	it('answers every question of a state at once as the count does for each (the masks of a profile)', () => {
		const seen = {fits: 0, fails: 0, bareA: 0, bareAFails: 0, bareBFails: 0};
		fc.assert(
			fc.property(fc.array(rankProfile, {minLength: 13, maxLength: 13}), (ranks) => {
				const count = [...ranks.map(([loose]) => loose), 0, 0];
				const fansA = [...ranks.map(([, a]) => a), 0, 0];
				const fansB = [...ranks.map(([, , b]) => b), 0, 0];
				const masks = countMasks(fansA, fansB, count);
				expect(masks === NO_PLACEMENT).toBe(!countsEnough(fansA, fansB, count, -1));
				if (masks === NO_PLACEMENT) return;
				const bit = (shift: number) => ((masks >> shift) & 1) === 1;
				for (let rank = 0; rank < 13; rank++) {
					// An extra card of this rank, lying bare.
					const extra = countsEnough(fansA, fansB, count, rank);
					expect(bit(rank)).toBe(extra);
					expect(hasEnoughParents(fansA, fansB, count, rank)).toBe(extra);
					seen[extra ? 'fits' : 'fails']++;
					// An A fan of this rank left bare, alone and as a release's own fan: exact.
					if (fansA[rank] > 0) {
						const withoutA = fansA.map((fans, at) => (at === rank ? fans - 1 : fans));
						const bare = countsEnough(withoutA, fansB, count, -1);
						expect(bit(BARE_SHIFT + rank)).toBe(bare);
						expect(bit(rank) && bit(BARE_SHIFT + rank)).toBe(countsEnough(withoutA, fansB, count, rank));
						seen.bareA++;
						if (!bare) seen.bareAFails++;
					}
					// A B fan left bare: a clear bit must mean the count fails.
					if (fansB[rank] > 0 && !bit(BARE_SHIFT + rank)) {
						const withoutB = fansB.map((fans, at) => (at === rank ? fans - 1 : fans));
						expect(countsEnough(fansA, withoutB, count, -1)).toBe(false);
						seen.bareBFails++;
					}
				}
			}),
			{numRuns: 3000},
		);
		// Every answer must come up often, or the comparison says little.
		expect(seen.fits).toBeGreaterThan(1000);
		expect(seen.fails).toBeGreaterThan(200);
		expect(seen.bareA).toBeGreaterThan(1000);
		expect(seen.bareAFails).toBeGreaterThan(50);
		expect(seen.bareBFails).toBeGreaterThan(50);
	});

	// Per rank, Ace to King: loose cards, A fans and B fans by top rank.
	const profile = (loose: number[], fansA: number[], fansB: number[]) => ({
		count: [...loose, 0, 0],
		fansA: [...fansA, 0, 0],
		fansB: [...fansB, 0, 0],
	});

	it('counts no more hosts than the B fans beside them can hold (a release met on deal 923)', () => {
		// Released: a Jack. The even cards that could host odd ones need B fans of odd ranks: the 2
		// can lie on the Ace's, the 8 on the 9's, the 10s on the 9's or the Jack's. That is three
		// hosts, though five such B fans lie beside them, and the eleven odd cards with the Jack
		// have ten parents.
		const {count, fansA, fansB} = profile(
			[0, 1, 1, 1, 3, 2, 2, 2, 1, 3, 2, 0, 1],
			[0, 0, 0, 0, 0, 1, 2, 1, 0, 1, 0, 0, 0],
			[1, 0, 0, 2, 0, 1, 0, 0, 1, 0, 1, 1, 2],
		);
		const release: Want = {bareFan: -1, topRank: -1, targetLow: 9, targetHigh: 11};
		expect(hasEnoughParents(fansA, fansB, count, 10)).toBe(false);
		expect(placeByRanks(fansA, fansB, count, release)).toBe(false);
	});

	it("lets a run from the Ace take hosts on the Ace's B fans", () => {
		// The 2 lies on an Ace's B fan and holds a 3; the other 3s lie on the 4s, the 5s on a 4 and a 6's B fan.
		const {count, fansA, fansB} = profile(
			[0, 1, 3, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0],
			[1, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0],
			[2, 0, 0, 0, 0, 1, 1, 0, 0, 1, 0, 1, 0],
		);
		const anything: Want = {bareFan: -1, topRank: -1, targetLow: -1, targetHigh: -1};
		expect(placeByRanks(fansA, fansB, count, anything)).toBe(true);
		expect(hasEnoughParents(fansA, fansB, count, -1)).toBe(true);
	});
});

/**
 * The placement programme is the abstraction's whole notion of an allowed move, so it is checked
 * against a search over every placement, card by card, on profiles small enough to enumerate.
 */
describe('the placement programme', () => {
	// A few fans and loose cards of ranks near one another (so that cards have parents), anywhere
	// from the Ace to the King: the wanted ranks fall on both sides of the middle, so the programme
	// works from the Ace up and from the King down.
	const small = fc
		.record({
			low: fc.integer({min: 0, max: 9}),
			fans: fc.array(fc.tuple(fc.integer({min: 0, max: 3}), fc.boolean()), {minLength: 1, maxLength: 5}),
			loose: fc.array(fc.integer({min: 0, max: 3}), {maxLength: 6}),
		})
		.map(({low, fans, loose}) => {
			const count = new Array<number>(15).fill(0);
			const fansA = new Array<number>(15).fill(0);
			const fansB = new Array<number>(15).fill(0);
			const room = (rank: number) => count[rank] + fansA[rank] + fansB[rank] < 4;
			for (const [step, roomTwo] of fans) {
				const rank = low + step;
				if (room(rank)) (roomTwo ? fansB : fansA)[rank]++;
			}
			for (const step of loose) if (room(low + step)) count[low + step]++;
			return {count, fansA, fansB};
		});
	const want: fc.Arbitrary<Want> = fc.oneof(
		fc.constant(NOTHING),
		fc.integer({min: 0, max: 12}).map((rank) => ({...NOTHING, topRank: rank})),
		fc.integer({min: 0, max: 12}).map((rank) => ({...NOTHING, targetLow: rank - 1, targetHigh: rank + 1})),
	);

	it('answers as a search over every placement', () => {
		const seen = {yes: 0, no: 0, fromTheKing: 0};
		fc.assert(
			fc.property(small, want, ({count, fansA, fansB}, asked) => {
				const placed = placeByRanks(fansA, fansB, count, asked);
				expect(placed).toBe(placesByHand(fansA, fansB, count, asked));
				seen[placed ? 'yes' : 'no']++;
				const wanted = [asked.topRank, asked.targetLow, asked.targetHigh].filter(
					(rank) => rank >= 0 && rank < 13,
				);
				if (wanted.length > 0 && 12 - Math.min(...wanted) < Math.max(...wanted)) seen.fromTheKing++;
			}),
			{numRuns: 4000},
		);
		// Of 4,000 random runs about 830 answer yes (808 to 857 over five runs; 794 once in CI), the
		// rest no, and about 1,150 want ranks nearer the King: the floors only show that each kind is
		// checked many times, so they lie far below what chance gives.
		expect(seen.yes).toBeGreaterThan(400);
		expect(seen.no).toBeGreaterThan(400);
		expect(seen.fromTheKing).toBeGreaterThan(400);
	});
});

/**
 * Whether the loose cards can lie on the fans (A fans with room for one card, B fans for two, each
 * card on a neighbouring rank) so that the want is met: a loose card of `topRank` on top, and a
 * fan with room whose top has a target's rank. Every order of placing the cards is tried.
 */
function placesByHand(fansA: number[], fansB: number[], count: number[], want: Want): boolean {
	const fans: {rank: number; room: number; loose: boolean}[] = [];
	for (let rank = 0; rank < 13; rank++) {
		for (let fan = 0; fan < fansA[rank]; fan++) fans.push({rank, room: 1, loose: false});
		for (let fan = 0; fan < fansB[rank]; fan++) fans.push({rank, room: 2, loose: false});
	}
	const left = count.slice(0, 13);
	const failed = new Set<string>();
	const met = () =>
		(want.topRank < 0 || fans.some((fan) => fan.loose && fan.rank === want.topRank)) &&
		((want.targetLow < 0 && want.targetHigh < 0) ||
			fans.some((fan) => fan.room > 0 && (fan.rank === want.targetLow || fan.rank === want.targetHigh)));
	const search = (): boolean => {
		if (left.every((cards) => cards === 0)) return met();
		const key = left.join() + '|' + fans.map((fan) => `${fan.rank},${fan.room},${fan.loose}`).join(';');
		if (failed.has(key)) return false;
		for (let rank = 0; rank < 13; rank++) {
			if (left[rank] === 0) continue;
			for (const fan of fans) {
				if (fan.room === 0 || Math.abs(fan.rank - rank) !== 1) continue;
				const before = {...fan};
				Object.assign(fan, {rank, room: fan.room - 1, loose: true});
				left[rank]--;
				const found = search();
				left[rank]++;
				Object.assign(fan, before);
				if (found) return true;
			}
		}
		failed.add(key);
		return false;
	};
	return search();
}

/**
 * The count of parents one extra rank at a time, as `hasEnoughParents` did it before the mask: the
 * reference the mask is checked against.
 */
function countsEnough(fansA: number[], fansB: number[], count: number[], extraRank: number): boolean {
	for (let first = 0; first < 13; first++) {
		let cards = 0;
		let parents = 0;
		let rank = first > 0 ? first - 1 : 1;
		let freeBelow = rank > 0 ? fansB[rank - 1] : 0;
		for (let last = first; last < 13; last += 2) {
			cards += count[last] + (last === extraRank ? 1 : 0);
			for (; rank <= last + 1; rank += 2) {
				const below = Math.min(count[rank], freeBelow);
				const above = Math.min(count[rank] - below, fansB[rank + 1]);
				parents += fansA[rank] + fansB[rank] + below + above;
				freeBelow = fansB[rank + 1] - above;
			}
			if (cards > parents) return false;
		}
	}
	return true;
}
