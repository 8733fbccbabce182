import {describe, expect, it} from 'vitest';
import {QUEUE_VERSION, readChunk} from '../../../source/commands/queue/chunk.js';
import {parseQueueAddress} from '../../../source/commands/queue/connection.js';
import {deal, defaultRules} from '../../../source/engine/index.js';
import {solve} from '../../../source/solver/index.js';

const chunk = {
	version: QUEUE_VERSION,
	census: 'abc123',
	round: 'first',
	index: 4,
	seeds: ['41', '42'],
	rules: {variant: 'shamrocks', kings: 'mm'},
	budgetMs: 2000,
	nodeBudget: 5000,
};

describe('a chunk from the queue', () => {
	it('is read back as it was queued', () => {
		expect(readChunk(JSON.parse(JSON.stringify(chunk)))).toEqual(chunk);
		expect(readChunk({...chunk, play: {drawEarly: true}, rules: {variant: 'trefoil', kings: 'as-dealt'}})).toEqual({
			...chunk,
			rules: {variant: 'trefoil', kings: 'as-dealt'},
			play: {drawEarly: true},
		});
	});

	it.each([
		[null, 'not an object'],
		[{...chunk, version: QUEUE_VERSION + 1}, `version ${QUEUE_VERSION + 1}, not ${QUEUE_VERSION}`],
		[{...chunk, census: 'a:b'}, 'no census or round named'],
		[{...chunk, index: -1}, 'no chunk index'],
		[{...chunk, seeds: []}, 'no seeds'],
		[{...chunk, seeds: ['1', 2]}, 'a bad seed'],
		[{...chunk, rules: {variant: 'klondike', kings: 'bottom'}}, 'unknown variant "klondike"'],
		[{...chunk, rules: {variant: 'scotch', kings: 'mm'}}, 'Scotch has no Kings rules to choose'],
		[{...chunk, budgetMs: 0}, 'no time budget'],
		[{...chunk, nodeBudget: 1.5}, 'a bad position budget'],
	])('is refused when malformed (%j), with the reason', (data, reason) => {
		expect(readChunk(data)).toContain(reason);
	});
});

describe('a queue address', () => {
	it('is shown without its password, and with its control characters escaped', () => {
		expect(parseQueueAddress('redis://me:s3cret@10.0.0.5:6379/2').shown).toBe('redis://me@10.0.0.5:6379/2');
		expect(parseQueueAddress('rediss://host.example:6380').shown).toBe('rediss://host.example:6380');
		expect(() => parseQueueAddress('10.0.0.5:6379')).toThrow('--queue takes a Redis address, redis://HOST:PORT');
		expect(() => parseQueueAddress('http://me:s3cret@host')).toThrow(/not "http:\.\.\."$/);
	});
});

describe('the search that settled a deal', () => {
	it('is named in the result, for the census to keep', () => {
		const won = solve(deal('1', defaultRules('shamrocks')), {nodeBudget: 400_000});
		expect(won.verdict).toBe('won');
		expect(won.settledBy).toMatch(/depth-first|best-first|abstraction/);
	});
});
