import {parentPort} from 'node:worker_threads';
import {deal, isRedeal} from '../engine/index.js';
import {findWinnableDeal, playWholeGame, solve} from '../solver/index.js';
import {HintMemory, adviseFromHistory} from './advice.js';
import {type DealOutcome, type WorkerReply, type WorkerRequest} from './protocol.js';

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
		case 'deal':
			return {kind: 'deal', id: request.id, outcome: dealOutcome(request)};
	}
}

function dealOutcome(request: Extract<WorkerRequest, {kind: 'deal'}>): DealOutcome {
	const position = deal(request.seed, request.rules, {drawEarly: request.play?.drawEarly});
	const budgets = {timeBudgetMs: request.budgetMs, nodeBudget: request.nodeBudget};
	if (request.play?.wholeGame !== true) {
		const result = solve(position, budgets);
		return {seed: request.seed, verdict: result.verdict, nodes: result.nodes, ms: result.ms, lineLength: result.moves.length, firstMove: result.moves[0]};
	}
	const game = playWholeGame(position, budgets);
	const sum = (key: 'nodes' | 'ms') => game.layouts.reduce((total, layout) => total + layout[key], 0);
	const first = game.steps[0];
	return {
		seed: request.seed,
		verdict: game.verdict,
		nodes: sum('nodes'),
		ms: sum('ms'),
		lineLength: game.verdict === 'won' ? game.steps.length : 0,
		...(game.verdict === 'won' && first !== undefined && !isRedeal(first) ? {firstMove: first} : {}),
		layouts: game.layouts,
	};
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
