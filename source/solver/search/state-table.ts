/**
 * A map from abstract states (whole numbers below 2^53) to a verdict, by open addressing on a typed
 * array. A Map keyed by such numbers boxes each key and hashes it slowly, and the abstraction asks
 * about every candidate move's state: this table keeps the keys as doubles and needs no boxing.
 * The verdict rides on the key's sign, so a slot is 8 bytes, not 9 with a byte of its own: the
 * loose-card abstraction keeps millions of states on long solves, and its table is most of their memory.
 */
export class StateTable {
	/** 0: an empty slot; the state + 1 for a won state, minus that for a lost one. */
	private keys: Float64Array;
	private mask: number;
	size = 0;

	/**
	 * The most bytes a table of default capacity takes on its way to `states` states: it doubles
	 * before it is more than half full, and while it doubles the old keys are alive beside the new.
	 */
	static peakBytes(states: number): number {
		let slots = DEFAULT_CAPACITY;
		while (states * 2 > slots) slots *= 2;
		return 1.5 * slots * Float64Array.BYTES_PER_ELEMENT;
	}

	constructor(capacity = DEFAULT_CAPACITY) {
		this.keys = new Float64Array(capacity);
		this.mask = capacity - 1;
	}

	get bytes(): number {
		return this.keys.byteLength;
	}

	/** The verdict kept for `state`: true (lost), false (won), or undefined when none is kept. */
	get(state: number): boolean | undefined {
		const {keys, mask} = this;
		const key = state + 1;
		for (let slot = hash(state) & mask; ; slot = (slot + 1) & mask) {
			const stored = keys[slot];
			if (stored === 0) return undefined;
			if (stored === key) return false;
			if (stored === -key) return true;
		}
	}

	set(state: number, lost: boolean): void {
		if ((this.size + 1) * 2 > this.keys.length) this.grow();
		const {keys, mask} = this;
		const key = state + 1;
		for (let slot = hash(state) & mask; ; slot = (slot + 1) & mask) {
			const stored = keys[slot];
			if (stored === 0) this.size++;
			else if (stored !== key && stored !== -key) continue;
			keys[slot] = lost ? -key : key;
			return;
		}
	}

	/** Calls `visit` with each state kept and its verdict (true: lost), in no particular order. */
	forEach(visit: (state: number, lost: boolean) => void): void {
		for (const stored of this.keys) if (stored !== 0) visit(Math.abs(stored) - 1, stored < 0);
	}

	/** How many states are kept with each verdict. */
	counts(): {readonly lost: number; readonly won: number} {
		let lost = 0;
		for (const stored of this.keys) if (stored < 0) lost++;
		return {lost, won: this.size - lost};
	}

	private grow(): void {
		const {keys} = this;
		this.keys = new Float64Array(keys.length * 2);
		this.mask = keys.length * 2 - 1;
		this.size = 0;
		for (const stored of keys) if (stored !== 0) this.set(Math.abs(stored) - 1, stored < 0);
	}
}

const DEFAULT_CAPACITY = 1 << 12;

/** Mixes the low 32 bits and the rest of a whole number below 2^53 into a slot number. */
export function hash(state: number): number {
	const high = Math.floor(state / 2 ** 32);
	let mixed = Math.imul((state >>> 0) ^ Math.imul(high, 0x9e3779b1), 0x85ebca6b);
	mixed ^= mixed >>> 13;
	return Math.imul(mixed, 0xc2b2ae35) >>> 0;
}
