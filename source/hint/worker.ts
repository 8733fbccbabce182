import {parentPort} from 'node:worker_threads';
import {deal} from '../engine/index.js';
import {findWinnableDeal, solve} from '../solver/index.js';
import {HintMemory, adviseFromHistory} from './advice.js';
import {type WorkerReply, type WorkerRequest} from './protocol.js';

/**
 * The solver thread: answers one request at a time, in order. Loaded as compiled JS
 * (dist/source/hint/worker.js) by the hint client and by the census command.
 */
const hintMemory = new HintMemory();

function answer(request: WorkerRequest): WorkerReply {
	switch (request.kind) {
		case 'hint':
			return {kind: 'hint', id: request.id, answer: adviseFromHistory(request.history, request.budgetMs, request.cancel, hintMemory)};
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

const port = parentPort;
if (port === null) throw new Error('worker.js runs as a worker thread only');
port.on('message', (request: WorkerRequest) => {
	let reply: WorkerReply;
	try {
		reply = answer(request);
	} catch (error) {
		reply = {kind: 'failed', id: request.id, message: (error as Error).message};
	}
	port.postMessage(reply);
});
