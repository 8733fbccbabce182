/**
 * The placement question of the loose-card abstraction (loose.ts): can the loose cards of an
 * abstract state lie on the fans so that a wanted move is possible? Answered exactly, by a dynamic
 * programme over ranks behind a quick Hall-type count (SOUNDNESS.md, rule 3).
 */

/**
 * What a placement of the loose cards must give: a fan whose fixed top stays bare (no loose card
 * on it), a loose card of some rank on top of a fan, or a fan other than the bare one with room
 * and a top card of one of two ranks. -1 where the want asks nothing.
 */
export interface Want {
	readonly bareFan: number;
	readonly topRank: number;
	readonly targetLow: number;
	readonly targetHigh: number;
}

/**
 * Whether the loose cards (count per rank) fit on the A fans and B fans (per top rank) so that
 * the want's top or target is met (its bare fan is already left out of the counts).
 *
 * Every placed card has a parent of a neighbouring rank: the fixed top of an A fan or a B fan, or
 * a loose card lying on a B fan's fixed top (a "host"). Each parent takes one card. Since parents
 * and children are always neighbouring ranks, the placement is decided rank by rank, Ace to King,
 * carrying across each boundary r | r + 1 only how many cards of each kind cross it: a dynamic
 * programme over ranks with a memo of failed states.
 */
export function place(
	fansA: ArrayLike<number>,
	fansB: ArrayLike<number>,
	count: ArrayLike<number>,
	want: Want,
): boolean {
	// A release asks for a place for its card, of the rank between the two targets.
	return (
		hasEnoughParents(fansA, fansB, count, want.targetHigh >= 0 ? want.targetHigh - 1 : -1, want.topRank) &&
		placeByRanks(fansA, fansB, count, want)
	);
}

/**
 * The dynamic programme of `place`, without its quick count (exported for the tests that check the count against
 * it).
 */
export function placeByRanks(
	fansA: ArrayLike<number>,
	fansB: ArrayLike<number>,
	count: ArrayLike<number>,
	want: Want,
): boolean {
	topRank = want.topRank;
	targetLow = want.targetLow;
	targetHigh = want.targetHigh;
	needsTop = topRank >= 0 || targetLow >= 0 || targetHigh >= 0;
	lastWanted = Math.max(topRank, targetLow, targetHigh);
	const lowest = lowestWanted();
	// Placement reads ranks only as neighbours, so it is the same question with the ranks turned
	// upside down (King for Ace). The search fails at once past the wanted ranks, so it goes the
	// way that reaches them first: a release of a Queen is looked at from the King down.
	if (needsTop && 12 - lowest < lastWanted) {
		mirror(fansA, mirrorA);
		mirror(fansB, mirrorB);
		mirror(count, mirrorCount);
		onA = mirrorA;
		onB = mirrorB;
		loose = mirrorCount;
		topRank = mirrored(topRank);
		const low = mirrored(targetHigh);
		targetHigh = mirrored(targetLow);
		targetLow = low;
		lastWanted = 12 - lowest;
	} else {
		onA = fansA;
		onB = fansB;
		loose = count;
	}
	call = nextCall();
	return search(0, 0, 0, 0, 0, 0, false);
}

/** The lowest rank of the want (13 when it names none). */
function lowestWanted(): number {
	let lowest = 13;
	if (topRank >= 0) lowest = topRank;
	if (targetLow >= 0 && targetLow < lowest) lowest = targetLow;
	if (targetHigh >= 0 && targetHigh < lowest) lowest = targetHigh;
	return lowest;
}

/** A rank of the want upside down: -1 (none) stays none, and 13 (no card) becomes none. */
function mirrored(rank: number): number {
	return rank < 0 || rank > 12 ? -1 : 12 - rank;
}

/** Counts per rank upside down, into `into` (ranks 13 and 14 stay 0). */
function mirror(counts: ArrayLike<number>, into: Int8Array): void {
	for (let rank = 0; rank < 13; rank++) into[rank] = counts[12 - rank];
}

const mirrorA = new Int8Array(15);
const mirrorB = new Int8Array(15);
const mirrorCount = new Int8Array(15);

/**
 * The question `search` works on, set by `placeByRanks`: module variables rather than a closure
 * made per question, which the abstraction asks about once per abstract state.
 */
let onA: ArrayLike<number> = [];
let onB: ArrayLike<number> = [];
let loose: ArrayLike<number> = [];
let topRank = -1;
let targetLow = -1;
let targetHigh = -1;
let needsTop = false;
/** The highest rank at which the want can be met: a search above it that has not met it fails. */
let lastWanted = -1;
let call = 0;

/**
 * At rank r: `down` cards of rank r already placed on parents of rank r - 1, `downB` of them on
 * B fans (so each is a host); `upA`, `upB`, `upC` cards of rank r - 1 placed on A fans, B fans
 * and hosts of rank r.
 */
function search(
	rank: number,
	down: number,
	downB: number,
	upA: number,
	upB: number,
	upC: number,
	met: boolean,
): boolean {
	placementSteps++;
	// Nothing of rank 12 may wait for a parent of rank 13: there is none.
	if (rank === 13) return upC === 0 && (met || !needsTop);
	// Only ranks up to the wanted ones can meet the want: past them, nothing placed above helps.
	if (needsTop && !met && rank > lastWanted) return false;
	const fansA = onA;
	const fansB = onB;
	const count = loose;
	const freeA = fansA[rank] - upA;
	const freeB = fansB[rank] - upB;
	const rest = count[rank] - down;
	if (freeA < 0 || freeB < 0 || rest < 0) return false;
	const memo = (((((rank * 5 + down) * 5 + downB) * 5 + upA) * 5 + upB) * 5 + upC) * 2 + (met ? 1 : 0);
	if (failedIn[memo] === call) return false;
	const above = count[rank + 1];
	// Cards of rank r + 1 not placed down onto rank r must find parents of rank r + 2.
	const roomAbove = fansA[rank + 2] + fansB[rank + 2] + count[rank + 2];
	const wantsTop = topRank === rank;
	const isTarget = targetLow === rank || targetHigh === rank;
	// The rest of rank r goes up onto rank r + 1: onto B fans (as hosts), A fans, or hosts.
	// The loops try first the choices that leave the fewest cards for the ranks above (the
	// most onto A fans, the most of rank r + 1 down onto rank r, B fans first): a placement
	// that exists is then found in half the steps (deal 10), and one that does not costs the same.
	for (let toB = 0; toB <= Math.min(rest, fansB[rank + 1]); toB++) {
		const hosts = downB + toB;
		if (upC > hosts) continue;
		for (let toA = Math.min(rest - toB, fansA[rank + 1]); toA >= 0; toA--) {
			const toHost = rest - toB - toA;
			if (toHost > above) continue; // hosts of rank r + 1 are cards of rank r + 1
			// Cards of rank r + 1 come down onto rank r: onB onto B fans, onOthers onto hosts
			// and A fans. How `rest` splits matters only to `met`, so take the split best for it.
			const hostsFree = hosts - upC;
			for (let onBFans = Math.min(freeB, above); onBFans >= 0; onBFans--) {
				for (
					let onOthers = Math.min(above - onBFans, freeA + hostsFree);
					onOthers >= Math.max(0, above - onBFans - roomAbove);
					onOthers--
				) {
					const fewestOnHosts = Math.max(0, onOthers - freeA);
					const mostOnHosts = Math.min(hostsFree, onOthers);
					let nowMet = met;
					if (wantsTop) nowMet ||= count[rank] > upC + fewestOnHosts;
					if (isTarget)
						nowMet ||= freeA > onOthers - mostOnHosts || freeB > onBFans || hostsFree > fewestOnHosts;
					if (search(rank + 1, onBFans + onOthers, onBFans, toA, toB, toHost, nowMet)) return true;
				}
			}
		}
	}
	failedIn[memo] = call;
	return false;
}

/**
 * A quick necessary condition for `place`, which rejects most impossible releases without the
 * dynamic programme (99.8% of them on deal 10, 97% on deal 923, 67% on deal 451). In any
 * placement each loose card, and the released card (of rank `extraRank`, when not -1), has its own
 * parent of a neighbouring rank: an A fan's top, a B fan's top, or a host. A host is a loose card
 * lying on a B fan of a neighbouring rank, and a B fan holds one card at most directly on it, so
 * the hosts of some ranks are at most a largest matching of their loose cards to the B fans beside
 * them (the released card lies bare, so it is none).
 * Cards of even ranks have parents of odd ranks and the other way round, so the cards of a run of
 * ranks i, i + 2, ..., j need as many distinct parents among the ranks i - 1, i + 1, ..., j + 1:
 * the fans' tops of those ranks and at most that many hosts. A run with more cards than that has
 * no placement. (Without the bound on hosts, these counts are Hall's condition for such convex
 * bipartite graphs.)
 *
 * Where a loose card of rank `topRank` (when not -1) must lie on top of a fan, nothing lies on it:
 * it is no host, so the hosts of that rank are a matching of one card fewer. This rejects most
 * questions of a loose card going home that no placement allows (39,554 of 44,716 on deal 211),
 * each of which took the programme about 120 steps to answer.
 */
export function hasEnoughParents(
	fansA: ArrayLike<number>,
	fansB: ArrayLike<number>,
	count: ArrayLike<number>,
	extraRank: number,
	topRank = -1,
): boolean {
	// No loose card of the rank: none can be on top.
	if (topRank >= 0 && count[topRank] === 0) return false;
	const fits = parentsCount(fansA, fansB, count, extraRank < 0 ? 0 : 1 << extraRank, topRank);
	return fits !== NO_PLACEMENT && (extraRank < 0 || ((fits >> extraRank) & 1) === 1);
}

/** What `countMasks` says when the loose cards alone already have too few parents. */
export const NO_PLACEMENT = -1;
/** Where `countMasks` puts its mask of fans that may be left bare. */
export const BARE_SHIFT = 13;

/**
 * `hasEnoughParents` for every question of a state at once: NO_PLACEMENT when it fails as it is,
 * else two masks of ranks. Bit r: it holds with an extra card of rank r. Bit BARE_SHIFT + r: it
 * holds with an A fan of top rank r taken out of the parents (left bare); for a B fan, a clear bit
 * says it fails (a B fan is a parent and, with its host, perhaps more). Both come from the runs
 * whose cards are exactly as many as their parents: an extra card in such a run, or a parent of it
 * taken away, fails the count, and nothing else does, as an extra card lies bare (it is no host)
 * and an A fan counts once as a parent. A released card's own fan is left bare too, with a top
 * of the card's rank, which lies in a run's parents only where it is not in the run, so for an A
 * fan both bits together are the count exactly. An abstract state asks about a release from each
 * of its fans, and nine in ten fail this count (deal 690), so one pass per state answers them all.
 */
export function countMasks(fansA: ArrayLike<number>, fansB: ArrayLike<number>, count: ArrayLike<number>): number {
	return parentsCount(fansA, fansB, count, 0);
}

/**
 * `countMasks`, which may stop as soon as no extra rank of the mask `asked` fits (when it is not 0),
 * with one loose card of rank `idle` (when not -1) that hosts nothing.
 */
function parentsCount(
	fansA: ArrayLike<number>,
	fansB: ArrayLike<number>,
	count: ArrayLike<number>,
	asked: number,
	idle = -1,
): number {
	let fits = ALL_RANKS;
	let bare = ALL_RANKS;
	for (let first = 0; first < 13; first++) {
		let cards = 0;
		// The run's ranks so far, and its parents' ranks, as masks.
		let run = 0;
		let parentRanks = 0;
		// The run's parents so far: tops of A and B fans, and hosts matched greedily to free B fans
		// beside them, the lower first. Each loose card may lie on a B fan one rank below or one
		// above, and parent ranks are added in ascending order, so the greedy matching is a largest one.
		let parents = 0;
		// The next parent rank to add, from the lowest (first - 1, or 1 for a run from the Ace), and
		// the B fans just below it that no host lies on yet.
		let rank = first > 0 ? first - 1 : 1;
		let freeBelow = rank > 0 ? fansB[rank - 1] : 0;
		for (let last = first; last < 13; last += 2) {
			cards += count[last];
			run |= 1 << last;
			for (; rank <= last + 1; rank += 2) {
				const hosting = rank === idle ? count[rank] - 1 : count[rank];
				const nextB = fansB[rank + 1];
				// Plain comparisons rather than Math.min: every abstract state counts once.
				const below = hosting < freeBelow ? hosting : freeBelow;
				const above = hosting - below < nextB ? hosting - below : nextB;
				parents += fansA[rank] + fansB[rank] + below + above;
				freeBelow = nextB - above;
				parentRanks |= 1 << rank;
			}
			if (cards >= parents) {
				if (cards > parents) return NO_PLACEMENT;
				fits &= ~run;
				bare &= ~parentRanks;
				if ((fits & asked) === 0 && asked !== 0) return fits;
			}
		}
	}
	return fits | ((bare & ALL_RANKS) << BARE_SHIFT);
}

const ALL_RANKS = (1 << 13) - 1;

/** Steps of `place` so far, in this thread: the measure of its work. */
let placementSteps = 0;

/** Steps of the placement programme so far, in this thread (see `placementSteps`). */
export function placementStepsSoFar(): number {
	return placementSteps;
}

/** Per memo slot of `place`, the last call in which that state failed: a set cleared by counting calls. */
const failedIn = new Uint32Array(14 * 5 ** 5 * 2);
let calls = 0;

function nextCall(): number {
	calls++;
	if (calls === 0xffffffff) {
		failedIn.fill(0);
		calls = 1;
	}
	return calls;
}
