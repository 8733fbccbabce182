import {setPriority} from 'node:os';
import {parentPort, workerData} from 'node:worker_threads';
import {deal, isRedeal} from '../engine/index.js';
import {findWinnableDeal, playWholeGame, solve} from '../solver/index.js';
import {type DealOutcome, type WorkerReply, type WorkerRequest} from './protocol.js';
import {Thinker} from './thinker.js';
import {collectAfterSolve} from './collect.js';

/**
 * The solver thread. Thoughts about the game's positions run in slices (thinker.ts), so that the
 * thread takes in a new position or a hint asked for between them; a winnable deal and a census's
 * deal are answered in one go, in the order they come. Loaded as compiled JS
 * (dist/source/solver-service/worker.js) by the hint client and by the census command.
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
			const found = findWinnableDeal(request.seed, {
				cancel: request.cancel,
				shorten: false,
				rules: request.rules,
			});
			return {kind: 'winnable', id: request.id, seed: found?.seed, position: found?.position};
		}
		case 'deal': {
			const outcome = dealOutcome(request);
			collectAfterSolve(outcome.nodes);
			return {kind: 'deal', id: request.id, outcome};
		}
	}
}

function dealOutcome(request: Extract<WorkerRequest, {kind: 'deal'}>): DealOutcome {
	const position = deal(request.seed, request.rules, {drawEarly: request.play?.drawEarly});
	const budgets = {
		timeBudgetMs: request.budgetMs,
		nodeBudget: request.nodeBudget,
		maxPositions: request.maxPositions,
	};
	if (request.play?.wholeGame !== true) {
		const result = solve(position, budgets);
		return {
			seed: request.seed,
			verdict: result.verdict,
			nodes: result.nodes,
			ms: result.ms,
			lineLength: result.moves.length,
			firstMove: result.moves[0],
			...(result.settledBy === undefined ? {} : {settledBy: result.settledBy}),
		};
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

port.on('message', (request: WorkerRequest) => {
	try {
		if (request.kind === 'think') thinker.think(request);
		else if (request.kind === 'ask') thinker.ask(request);
		else post(answer(request));
	} catch (error) {
		post({kind: 'failed', id: request.id, message: (error as Error).message});
	}
});
