import {type Search, type SearchStatus} from './search.js';

/** What an abstraction's search reads of its verdicts: their work so far, in nodes, and their memory. */
export interface AbstractionWork {
	readonly work: number;
	readonly bytes: number;
}

/**
 * The search of an abstract game from the root (Shamrocks' loose cards, shamrocks/loose.ts; the
 * built cards, built-verdicts.ts): `lost` once every abstract state reached is settled without an
 * abstract win, a proof; an abstract win proves nothing, so the search then stops like a full one,
 * without a verdict, as it does at its cap on states.
 */
export abstract class AbstractionSearch implements Search {
	private status: SearchStatus = 'running';
	/** How it ended: `won` is an abstract win (no proof either way), `full` the cap on states. */
	outcome: 'lost' | 'won' | 'full' | 'running' = 'running';
	nodes = 0;
	readonly line: readonly number[] = [];

	constructor(private readonly work: AbstractionWork) {}

	get bytes(): number {
		return this.work.bytes;
	}

	/**
	 * Works on the root's question until the verdicts' work reaches `until`: true (lost), false
	 * (an abstract win), undefined (the cap on states), null (not yet).
	 */
	protected abstract advance(until: number): boolean | undefined | null;

	/** Expands abstract states until `budget` more nodes of work are done. */
	step(budget: number): SearchStatus {
		if (this.status !== 'running') return this.status;
		const before = this.work.work;
		const answer = this.advance(before + budget);
		this.nodes += this.work.work - before;
		if (answer === true) this.end('lost');
		else if (answer === false) this.end('won');
		else if (answer === undefined) this.end('full');
		return this.status;
	}

	protected end(outcome: 'lost' | 'won' | 'full'): void {
		this.outcome = outcome;
		this.status = outcome === 'lost' ? 'lost' : 'full';
	}
}
