import {setPriority} from 'node:os';
import {parentPort, workerData} from 'node:worker_threads';
import {deal} from '../engine/index.js';
import {findWinnableDeal, solve} from '../solver/index.js';
import {type WorkerReply, type WorkerRequest} from './protocol.js';
import {Thinker} from './thinker.js';

/**
 * The solver thread. Thoughts about the game's positions run in slices (thinker.ts), so that the
 * thread takes in a new position or a hint asked for between them; a winnable deal and a census's
 * deal are answered in one go, in the order they come. Loaded as compiled JS
 * (dist/source/hint/worker.js) by the hint client and by the census command.
 */
/** Niceness of the game's solver thread: below the keys, not so low that other programs starve it. */
const BEHIND_KEYS_NICENESS = 10;

const port = parentPort;
if (port === null) throw new Error('worker.js runs as a worker thread only');
// The game's solver thinks ahead all the time: it yields the processor to the thread that draws
// the keys (on Linux a thread has a niceness of its own, and 0 here names this thread).
if ((workerData as {readonly behindKeys?: boolean} | undefined)?.behindKeys === true) {
	try {
		setPriority(0, BEHIND_KEYS_NICENESS);
	} catch {
		// Not allowed here: the solver thinks at the game's own priority.
	}
}
const post = (reply: WorkerReply) => port.postMessage(reply);
const thinker = new Thinker(post);

function answer(request: Exclude<WorkerRequest, {readonly kind: 'think' | 'ask'}>): WorkerReply {
	switch (request.kind) {
		case 'winnable': {
			const found = findWinnableDeal(request.seed, {cancel: request.cancel, shorten: false, rules: request.rules});
			return {kind: 'winnable', id: request.id, seed: found?.seed, position: found?.position};
		}
		case 'deal': {
			const result = solve(deal(request.seed, request.rules), {timeBudgetMs: request.budgetMs, nodeBudget: request.nodeBudget});
			return {
				kind: 'deal',
				id: request.id,
				outcome: {seed: request.seed, verdict: result.verdict, nodes: result.nodes, ms: result.ms, lineLength: result.moves.length, firstMove: result.moves[0]},
			};
		}
	}
}

port.on('message', (request: WorkerRequest) => {
	try {
		if (request.kind === 'think') thinker.think(request);
		else if (request.kind === 'ask') thinker.ask(request);
		else post(answer(request));
	} catch (error) {
		post({kind: 'failed', id: request.id, message: (error as Error).message});
	}
});
