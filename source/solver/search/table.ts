/**
 * A set of exact position keys (`words` each, see SearchBoard.writeKey), with an id per key in
 * insertion order so that searches can keep data beside each position (a parent, a move).
 *
 * Open addressing with linear probing over an index of ids; the keys themselves live in one
 * growing Int32Array. Nothing is ever replaced or evicted: a key once stored stays, so a `lost`
 * verdict (every reachable position visited) remains a proof. Memory is bounded instead by a cap
 * on the number of keys: when the set is full, `add` answers FULL and the search that owns it
 * stops with `unknown` (the replacement policy is "no replacement; stop when full").
 */

export const FULL = -2;
export const PRESENT = -1;

/** Bytes per stored position of `words` words: the key, plus the index slot at the worst load (2 slots per key). */
export function bytesPerKey(words: number): number {
	return words * 4 + 8;
}

export class KeySet {
	private keys: Int32Array;
	private index: Int32Array;
	private mask: number;
	size = 0;

	constructor(
		/** Most keys this set may hold. */
		readonly limit: number,
		/** Words per key. */
		readonly words: number,
		initialCapacity = 1 << 8,
	) {
		this.keys = new Int32Array(initialCapacity * words);
		this.index = new Int32Array(initialCapacity * 2).fill(-1);
		this.mask = initialCapacity * 2 - 1;
	}

	/**
	 * Adds the key at key[offset..]; answers its new id, PRESENT when it was already there,
	 * or FULL when the set holds `limit` keys (the key is then not added).
	 */
	add(key: Int32Array, offset: number): number {
		const slot = this.find(key, offset);
		if (this.index[slot] >= 0) return PRESENT;
		if (this.size >= this.limit) return FULL;
		const id = this.size++;
		const words = this.words;
		if (id * words >= this.keys.length) this.growKeys();
		// A loop, not keys.set(key.subarray(...)): a subarray is an object, and this runs for every new position.
		const keys = this.keys;
		const at = id * words;
		for (let word = 0; word < words; word++) keys[at + word] = key[offset + word];
		this.index[slot] = id;
		if (this.size * 2 > this.index.length) this.growIndex();
		return id;
	}

	has(key: Int32Array, offset: number): boolean {
		return this.index[this.find(key, offset)] >= 0;
	}

	/** The id of the key, or -1 when it is not in the set. */
	get(key: Int32Array, offset: number): number {
		return this.index[this.find(key, offset)];
	}

	/** The keys, `words` per id, for reading a stored position back. */
	get store(): Int32Array {
		return this.keys;
	}

	/** Bytes held by the arrays of this set now. */
	get bytes(): number {
		return this.keys.byteLength + this.index.byteLength;
	}

	/** The index slot holding this key, or the empty slot where it would go. */
	private find(key: Int32Array, offset: number): number {
		const {keys, index, mask, words} = this;
		let slot = hashKey(key, offset, words) & mask;
		for (;;) {
			const id = index[slot];
			if (id < 0 || sameKey(keys, id * words, key, offset, words)) return slot;
			slot = (slot + 1) & mask;
		}
	}

	private growKeys(): void {
		const keys = new Int32Array(Math.min(this.keys.length * 2, Math.max(this.limit, 1) * this.words));
		keys.set(this.keys);
		this.keys = keys;
	}

	private growIndex(): void {
		const index = new Int32Array(this.index.length * 2).fill(-1);
		const mask = index.length - 1;
		for (let id = 0; id < this.size; id++) {
			let slot = hashKey(this.keys, id * this.words, this.words) & mask;
			while (index[slot] >= 0) slot = (slot + 1) & mask;
			index[slot] = id;
		}
		this.index = index;
		this.mask = mask;
	}
}

function sameKey(a: Int32Array, aOffset: number, b: Int32Array, bOffset: number, words: number): boolean {
	for (let word = 0; word < words; word++) if (a[aOffset + word] !== b[bOffset + word]) return false;
	return true;
}

/** A 32-bit mix of the key words (multiply-xorshift); only spreads keys, equality is exact. */
export function hashKey(key: Int32Array, offset: number, words: number): number {
	let hash = 0x2545f491;
	for (let word = 0; word < words; word++) {
		hash = Math.imul(hash ^ key[offset + word], 0x9e3779b1);
		hash ^= hash >>> 15;
	}
	hash = Math.imul(hash, 0x85ebca6b);
	return (hash ^ (hash >>> 13)) >>> 0;
}
