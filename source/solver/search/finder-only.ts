import {type Search, type SearchStatus} from './search.js';

/**
 * A search over a board that tries fewer moves than the proved rules allow, kept only for the wins
 * it finds (each line is replayed through the engine): its space running out proves nothing, so
 * `lost` becomes `full`, and the portfolio lets the other searches go on.
 */
export class FinderOnly implements Search {
	constructor(private readonly search: Search) {}

	get nodes(): number {
		return this.search.nodes;
	}

	get line(): readonly number[] {
		return this.search.line;
	}

	get bytes(): number {
		return this.search.bytes;
	}

	step(nodes: number): SearchStatus {
		const status = this.search.step(nodes);
		return status === 'lost' ? 'full' : status;
	}
}
