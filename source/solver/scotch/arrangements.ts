import {colourOnPile} from './move-code.js';

/**
 * The arrangements of rule S6 (SOUNDNESS.md; clusters.ts): where the cards off the fixed parts of
 * a cluster's fans can be, for one set of fixed parts.
 *
 * Every card of a Scotch position that is not in a fixed part is home or lies on a card one rank
 * higher (its *host*: a loose card or a fixed top), each host holding one card directly. Cards not
 * in the cluster's fixed parts are *free*, but for the *ghosts*: the cards the other fans had
 * fixed at the root, which never need a host. An arrangement puts cards on the piles as two piles
 * per Ace colour would (a pile of class k holds at rank r a card of colour `colourOnPile(k, r)`),
 * and then needs, rank by rank, no more free cards off the piles than hosts one rank higher.
 *
 * Whether one exists is a walk over the ranks, Ace to King, whose *step* at a rank is how many
 * piles of each class reach it (0 to 2 each, never more at a higher rank): nine steps a rank,
 * each checked against the next rank's only. So every question is a pass over 12 boundaries of
 * 36 pairs of steps.
 */
export class Arrangements {
	/** Per card type ((rank - 1) * 2 + colour): cards neither in the fixed parts nor ghosts (free). */
	readonly free = new Int8Array(TYPES);
	/** Per card type: cards not in the fixed parts (free or ghosts): what the piles may hold. */
	readonly pool = new Int8Array(TYPES);
	/** Per rank (1 to 13): fixed tops of that rank, each a host. */
	readonly tops = new Int8Array(RANKS + 2);
	/** Per rank, as masks of steps: those whose piles the pool can fill, and those reachable from the Ace up
	 * (forward) and from the King down (backward). */
	private readonly fits = new Uint16Array(RANKS + 2);
	private readonly forward = new Uint16Array(RANKS + 2);
	private readonly backward = new Uint16Array(RANKS + 2);
	/** Per rank: the row of NEEDS for its free cards of the two colours the piles want there. */
	private readonly needsRow = new Uint8Array(RANKS + 2);
	/** Per rank: cards off the fixed parts and fixed tops, the hosts of that rank when no pile takes one. */
	private readonly hosts = new Int8Array(RANKS + 2);

	/** Works out the walks once `free`, `pool` and `tops` are set: whether any arrangement exists. */
	settle(): boolean {
		const {forward, backward, fits, needsRow, hosts, pool, free} = this;
		for (let rank = 1; rank <= RANKS; rank++) {
			const black = (rank - 1) * 2;
			// Class 0 (black Aces) wants this rank's card of one colour, class 1 the other.
			const first = black + FIRST_COLOUR[rank];
			const second = black + 1 - FIRST_COLOUR[rank];
			hosts[rank] = pool[black] + pool[black + 1] + this.tops[rank];
			fits[rank] = FITS[pool[first] * 3 + pool[second]];
			needsRow[rank] = free[first] * 3 + free[second];
		}
		forward[1] = fits[1];
		for (let rank = 1; rank < RANKS; rank++) {
			let reached = 0;
			for (let steps = forward[rank]; steps !== 0; steps &= steps - 1)
				reached |= this.above(rank, 31 - Math.clz32(steps & -steps), 0);
			forward[rank + 1] = reached & fits[rank + 1];
		}
		backward[RANKS] = fits[RANKS] & NO_NEEDS[needsRow[RANKS]];
		if ((forward[RANKS] & backward[RANKS]) === 0) return false;
		for (let rank = RANKS - 1; rank >= 1; rank--) {
			let reached = 0;
			for (let steps = fits[rank]; steps !== 0; steps &= steps - 1) {
				const step = 31 - Math.clz32(steps & -steps);
				if ((this.above(rank, step, 0) & backward[rank + 1]) !== 0) reached |= 1 << step;
			}
			backward[rank] = reached;
		}
		return backward[1] !== 0;
	}

	/**
	 * Whether some arrangement leaves a fixed top of `rank` bare (no card on it) and lets it leave:
	 * home onto a pile of class `pileClass` at the rank below, or (`ontoFan`) onto a bare host one rank
	 * higher on another fan.
	 */
	canLeave(rank: number, pileClass: number, ontoFan: boolean): boolean {
		const fewer = pileClass === 0 ? FEWER0 : FEWER1;
		if (rank === 1) {
			// Fewer than two piles of the class begun (than step 6's or 2's two): one is empty for the Ace.
			if ((this.backward[1] & fewer[pileClass === 0 ? 6 : 2]) !== 0) return true;
		} else {
			const below = rank - 1;
			for (let step = 0; step < STEPS; step++)
				if (
					(this.forward[below] >> step) & 1 &&
					(this.above(below, step, 1) & fewer[step] & this.backward[rank]) !== 0
				)
					return true;
		}
		return ontoFan && this.canMoveOnto(rank);
	}

	/** Whether some arrangement leaves a fixed top of `rank` bare and a host one rank higher bare as well. */
	private canMoveOnto(rank: number): boolean {
		let bare = this.forward[1];
		if (rank > 1) {
			bare = 0;
			for (let step = 0; step < STEPS; step++)
				if ((this.forward[rank - 1] >> step) & 1) bare |= this.above(rank - 1, step, 1);
			bare &= this.fits[rank];
		}
		for (let step = 0; step < STEPS; step++)
			if ((bare >> step) & 1 && (this.above(rank, step, 1) & this.backward[rank + 1]) !== 0) return true;
		return false;
	}

	/**
	 * The steps of rank + 1 that can lie above `step` of `rank`: no more piles of either class, and
	 * hosts of rank + 1 for the free cards of `rank` off the piles, with `spare` hosts left over.
	 */
	private above(rank: number, step: number, spare: number): number {
		const room = this.hosts[rank + 1] - NEEDS[this.needsRow[rank] * STEPS + step] - spare;
		return room < 0 ? 0 : UNDER[step * 5 + (room > 4 ? 4 : room)];
	}
}

const RANKS = 13;
const TYPES = 26;
/** A step of the walk: the piles of class 0 and of class 1 that reach a rank, 0 to 2 each. */
const STEPS = 9;
const PILES0 = Int8Array.from({length: STEPS}, (_, step) => Math.floor(step / 3));
const PILES1 = Int8Array.from({length: STEPS}, (_, step) => step % 3);
/** By rank: the colour (1 red) of the card a pile of class 0 wants there; class 1 wants the other. */
const FIRST_COLOUR = Uint8Array.from({length: RANKS + 2}, (_, rank) => (rank === 0 ? 0 : colourOnPile(0, rank)));
/** By the pool of the two types a rank's piles want (pool0 * 3 + pool1): the mask of steps they can fill. */
const FITS = Uint16Array.from({length: 9}, (_, pools) =>
	maskOf((step) => PILES0[step] <= Math.floor(pools / 3) && PILES1[step] <= pools % 3),
);
/**
 * By the free cards of those two types (free0 * 3 + free1) and step (row * STEPS + step): the free
 * cards of the rank the step's piles leave off them, each needing a host.
 */
const NEEDS = Int8Array.from({length: 9 * STEPS}, (_, index) => {
	const row = Math.floor(index / STEPS);
	const step = index % STEPS;
	return Math.max(0, Math.floor(row / 3) - PILES0[step]) + Math.max(0, (row % 3) - PILES1[step]);
});
/** By row of NEEDS: the mask of steps leaving no free card off the piles (the Kings, which nothing hosts). */
const NO_NEEDS = Uint16Array.from({length: 9}, (_, row) => maskOf((step) => NEEDS[row * STEPS + step] === 0));
/**
 * By step s and room m (0 to 4; step * 5 + room): the mask of steps with no more piles of either
 * class than s, and at most m piles in all (each pile that takes a card of a rank takes a host).
 */
const UNDER = Uint16Array.from({length: STEPS * 5}, (_, index) => {
	const step = Math.floor(index / 5);
	const room = index % 5;
	let mask = 0;
	for (let high = 0; high < STEPS; high++)
		if (PILES0[high] <= PILES0[step] && PILES1[high] <= PILES1[step] && PILES0[high] + PILES1[high] <= room)
			mask |= 1 << high;
	return mask;
});
/** By step s: the mask of steps with fewer piles of class 0 (FEWER0) or of class 1 (FEWER1) than s. */
const FEWER0 = Uint16Array.from({length: STEPS}, (_, step) => maskOf((high) => PILES0[high] < PILES0[step]));
const FEWER1 = Uint16Array.from({length: STEPS}, (_, step) => maskOf((high) => PILES1[high] < PILES1[step]));

function maskOf(holds: (step: number) => boolean): number {
	let mask = 0;
	for (let step = 0; step < STEPS; step++) if (holds(step)) mask |= 1 << step;
	return mask;
}
