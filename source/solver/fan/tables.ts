import {type Variant, buildsOn, emptyFanTakes} from '../../engine/index.js';

/**
 * Per card, the cards it may lie on (`targets`), the cards that may lie on it (`holders`), and
 * whether an empty fan takes it.
 */
export interface FanTables {
	readonly targets: ReadonlyArray<readonly number[]>;
	readonly holders: ReadonlyArray<readonly number[]>;
	readonly fills: readonly boolean[];
}

/**
 * Read from the registry once per game: a solve makes a board for each of its searches, and the
 * restarts one a run, and asking the fan rule 52 x 52 times took a few milliseconds each time,
 * more than an easy deal's whole search.
 */
const cache = new Map<Variant, FanTables>();

export function fanTables(variant: Variant): FanTables {
	let tables = cache.get(variant);
	if (tables === undefined) {
		const all = Array.from({length: 52}, (_, card) => card);
		tables = {
			targets: all.map((card) => all.filter((target) => buildsOn(variant, card, target))),
			holders: all.map((card) => all.filter((other) => buildsOn(variant, other, card))),
			fills: all.map((card) => emptyFanTakes(variant, card)),
		};
		cache.set(variant, tables);
	}
	return tables;
}
