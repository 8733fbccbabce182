import {describe, expect, it} from 'vitest';
import {FinderOnly} from '../../../source/solver/search/finder-only.js';
import {type Search, type SearchStatus} from '../../../source/solver/search/search.js';

/** A search that answers `status` after its first step. */
function stub(status: SearchStatus): Search {
	return {nodes: 7, line: [1, 2], bytes: 3, step: () => status};
}

describe('a finder only', () => {
	it('never proves a position lost: its space running out reads as full', () => {
		expect(new FinderOnly(stub('lost')).step(10)).toBe('full');
	});

	it('passes on every other status, and the search it wraps', () => {
		for (const status of ['won', 'running', 'full'] as const)
			expect(new FinderOnly(stub(status)).step(10)).toBe(status);
		const finder = new FinderOnly(stub('won'));
		expect([finder.nodes, finder.line, finder.bytes]).toEqual([7, [1, 2], 3]);
	});
});
