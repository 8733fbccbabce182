/** Reading the Shamrocks board's keys (Board.writeKey in board.ts): fan codes and what they stand for. */

/** Fan codes (see `Board.fanCode`) are below this. */
export const CODES = 4096;
/** The second and third card (or -1) a fan code stands for, decoded once for all (codes above 2809 never occur). */
export const SECOND_OF_CODE = new Int8Array(CODES).fill(-1);
export const THIRD_OF_CODE = new Int8Array(CODES).fill(-1);
for (let code = 1; code < CODES; code++) {
	SECOND_OF_CODE[code] = ((code - 1) % 53) - 1;
	THIRD_OF_CODE[code] = (((code - 1) / 53) | 0) - 1;
}

/** Fan `fan`'s 12-bit code in a key written by `writeKey` (codes packed from bit 0, twelve bits a fan). */
export function fanCode(key: Int32Array, offset: number, fan: number): number {
	const bit = fan * 12;
	const word = offset + (bit >>> 5);
	const shift = bit & 31;
	let code = key[word] >>> shift;
	if (shift > 20) code |= key[word + 1] << (32 - shift);
	return code & 0xfff;
}
