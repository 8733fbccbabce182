/**
 * A map from abstract states (whole numbers below 2^53) to a verdict, by open addressing on typed
 * arrays. A Map keyed by such numbers boxes each key and hashes it slowly, and the abstraction asks
 * about every candidate move's state: this table keeps the keys as doubles and needs no boxing.
 */
export class StateTable {
	private keys: Float64Array;
	/** 0: empty slot; otherwise the verdict + 1. */
	private values: Uint8Array;
	private mask: number;
	size = 0;

	constructor(capacity = 1 << 12) {
		this.keys = new Float64Array(capacity);
		this.values = new Uint8Array(capacity);
		this.mask = capacity - 1;
	}

	get bytes(): number {
		return this.keys.byteLength + this.values.byteLength;
	}

	/** The verdict kept for `state`: true (lost), false (won), or undefined when none is kept. */
	get(state: number): boolean | undefined {
		const {keys, values, mask} = this;
		for (let slot = hash(state) & mask; ; slot = (slot + 1) & mask) {
			const value = values[slot];
			if (value === 0) return undefined;
			if (keys[slot] === state) return value === 2;
		}
	}

	set(state: number, lost: boolean): void {
		if ((this.size + 1) * 2 > this.keys.length) this.grow();
		const {keys, values, mask} = this;
		for (let slot = hash(state) & mask; ; slot = (slot + 1) & mask) {
			if (values[slot] === 0) {
				keys[slot] = state;
				values[slot] = lost ? 2 : 1;
				this.size++;
				return;
			}
			if (keys[slot] === state) {
				values[slot] = lost ? 2 : 1;
				return;
			}
		}
	}

	/** Calls `visit` with each state kept and its verdict (true: lost), in no particular order. */
	forEach(visit: (state: number, lost: boolean) => void): void {
		const {keys, values} = this;
		for (let slot = 0; slot < keys.length; slot++) if (values[slot] !== 0) visit(keys[slot], values[slot] === 2);
	}

	/** How many states are kept with each verdict. */
	counts(): {readonly lost: number; readonly won: number} {
		let lost = 0;
		for (const value of this.values) if (value === 2) lost++;
		return {lost, won: this.size - lost};
	}

	private grow(): void {
		const {keys, values} = this;
		this.keys = new Float64Array(keys.length * 2);
		this.values = new Uint8Array(keys.length * 2);
		this.mask = keys.length * 2 - 1;
		this.size = 0;
		for (let slot = 0; slot < keys.length; slot++) if (values[slot] !== 0) this.set(keys[slot], values[slot] === 2);
	}
}

/** Mixes the low 32 bits and the rest of a whole number below 2^53 into a slot number. */
export function hash(state: number): number {
	const high = Math.floor(state / 2 ** 32);
	let mixed = Math.imul((state >>> 0) ^ Math.imul(high, 0x9e3779b1), 0x85ebca6b);
	mixed ^= mixed >>> 13;
	return Math.imul(mixed, 0xc2b2ae35) >>> 0;
}
