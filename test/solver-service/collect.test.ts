import {describe, expect, it} from 'vitest';
import {BIG_SOLVE_NODES, collectAfterSolve} from '../../source/solver-service/collect.js';

describe('the collection after a big solve', () => {
	it('frees what the solve left behind before the next deal starts', async () => {
		let ref: WeakRef<Int32Array> | undefined;
		// A table the size a hard deal leaves, dropped at once: only a collection frees it.
		(() => {
			ref = new WeakRef(new Int32Array(1 << 22));
		})();
		// A WeakRef's target is kept until the current job ends.
		await new Promise((resolve) => setImmediate(resolve));
		collectAfterSolve(BIG_SOLVE_NODES);
		expect(ref?.deref()).toBeUndefined();
	});
});
