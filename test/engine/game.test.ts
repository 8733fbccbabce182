import {describe, expect, it} from 'vitest';
import {
	canRedo,
	canUndo,
	cardName,
	click,
	currentPosition,
	deal,
	fanAt,
	formatMove,
	lastMove,
	legalMoves,
	moveCount,
	movesPlayed,
	newGame,
	playLegalMoves,
	playMove,
	redo,
	replayGame,
	restart,
	undo,
	parseBoard,
	type Game,
} from '../../source/engine/index.js';
import {board, m, ranksHome} from './helpers.js';

const show = (game: Game) => formatMove('shamrocks', lastMove(game)!);

function expectOk<T>(result: {ok: true; value: T} | {ok: false; error: unknown}): T {
	if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.error)}`);
	return result.value;
}

// 7D (fan 1) fits on 8C (fan 2), 6S (fan 4), 8S (fan 5) and 8D (fan 10), not on its foundation; AC (fan 16) goes home.
const CROSSROADS = board(
	[
		'KS QS 7D',
		'KC 8C',
		'KH QH JH',
		'6S',
		'KD 8S',
		'JS TS 9S',
		'QC JC TC',
		'9C 7C 6C',
		'QD JD TD',
		'9D 8D',
		'5S 4S 3S',
		'2S 5C 4C',
		'TH 9H 8H',
		'7H 6H 5H',
		'4H 3H 2H',
		'3C 2C AC',
		'7S 6D 5D',
		'4D 3D 2D',
	],
	'C-0 D-A H-A S-A',
);

describe('game: click', () => {
	it('sends a card to its foundation first when it fits', () => {
		const game = expectOk(click(newGame(CROSSROADS), fanAt(15)));
		expect(show(game)).toBe('AC 16->F');
	});

	it('otherwise sends it to the first fan it builds on, in ascending fan order', () => {
		const game = expectOk(click(newGame(CROSSROADS), fanAt(0)));
		expect(show(game)).toBe('7D 1->2');
	});

	it('tries the next fan when the same card is clicked again where it now lies, and cycles', () => {
		let game = expectOk(click(newGame(CROSSROADS), fanAt(0)));
		game = expectOk(click(game, fanAt(1)));
		expect(show(game)).toBe('7D 1->4');
		expect(moveCount(game)).toBe(1);
		game = expectOk(click(game, fanAt(3)));
		expect(show(game)).toBe('7D 1->5');
		game = expectOk(click(game, fanAt(4)));
		expect(show(game)).toBe('7D 1->10');
		game = expectOk(click(game, fanAt(9)));
		expect(show(game)).toBe('7D 1->2');
		expect(moveCount(game)).toBe(1);
		// Undo of a re-routed click goes back to before the card moved at all.
		expect(currentPosition(undo(game))).toBe(CROSSROADS);
	});

	it("tries a preferred place first (a hint's), then the others in order, ahead of the foundation too", () => {
		let game = expectOk(click(newGame(CROSSROADS), fanAt(0), fanAt(4)));
		expect(show(game)).toBe('7D 1->5');
		game = expectOk(click(game, fanAt(4)));
		expect(show(game)).toBe('7D 1->2');
		expect(show(expectOk(click(newGame(CROSSROADS), fanAt(15), fanAt(3))))).toBe('AC 16->F');
		// A fan the card does not fit is no preference at all.
		expect(show(expectOk(click(newGame(CROSSROADS), fanAt(0), fanAt(6))))).toBe('7D 1->2');
	});

	it("puts a hint's fan ahead of the foundation: a card that fits home may be needed on the fans", () => {
		// Box Fan: 9H fits home and onto TS; a winning line may need it on TS (8S onto it, say).
		const parsed = parseBoard(
			`Variant: boxfan\nFoundations: C-K D-K H-8 S-8\nKH QS JH TS\n9H\n9S KS QH JS TH\n${'-\n'.repeat(13)}`,
		);
		if (!parsed.ok) throw new Error(parsed.error.message);
		const position = parsed.value;
		expect(show(expectOk(click(newGame(position), fanAt(1))))).toBe('9H 2->F');
		const hinted = expectOk(click(newGame(position), fanAt(1), fanAt(0)));
		expect(show(hinted)).toBe('9H 2->1');
		// Enter again on the card moves it on to the next place: its foundation.
		expect(show(expectOk(click(hinted, fanAt(0))))).toBe('9H 2->F');
	});

	it('plays a fresh click after any other action', () => {
		let game = expectOk(click(newGame(CROSSROADS), fanAt(0)));
		game = undo(redo(undo(game)));
		// The last entry is now the deal, so clicking fan 1 again is a fresh click of 7D.
		game = expectOk(click(game, fanAt(0)));
		expect(show(game)).toBe('7D 1->2');
		expect(moveCount(game)).toBe(1);
	});

	it('refuses a click on an empty fan or a card with nowhere to go, and changes nothing', () => {
		const game = newGame(
			board(
				[
					'KC 9C 2D',
					'KD 5D AC',
					'-',
					'QC 8C',
					'7C 3C',
					'JD TD 4D',
					'6C 5C',
					'TC 4C 3D',
					'QD JC 2C',
					'9D 8D 7D',
					'6D',
				],
				'C-0 D-A H-K S-K',
			),
		);
		const empty = click(game, fanAt(2));
		expect(empty.ok || empty.error.reason).toBe('empty-fan');
		const nowhere = click(game, fanAt(4)); // 3C: no foundation, no 2 or 4 on a fan with room
		expect(nowhere.ok || nowhere.error.reason).toBe('no-move');
	});
});

describe('game: history', () => {
	it('undoes and redoes exactly, and a new move discards what could be redone', () => {
		const start = newGame(deal('42'));
		const position0 = currentPosition(start);
		let game = start;
		for (let step = 0; step < 6; step++) {
			const moved = [...Array(18).keys()].map((fan) => click(game, fanAt(fan))).find((result) => result.ok);
			if (moved === undefined || !moved.ok) break;
			game = moved.value;
		}
		const played = moveCount(game);
		expect(played).toBeGreaterThan(0);
		const end = currentPosition(game);
		let back = game;
		while (canUndo(back)) back = undo(back);
		expect(currentPosition(back)).toBe(position0);
		let forward = back;
		while (canRedo(forward)) forward = redo(forward);
		expect(currentPosition(forward)).toBe(end);
		const branched = expectOk(playMove(undo(forward), movesPlayed(forward)[played - 1]));
		expect(canRedo(branched)).toBe(false);
	});

	it('restarts to the deal and keeps the moves redoable', () => {
		const game = expectOk(click(newGame(CROSSROADS), fanAt(15)));
		const restarted = restart(game);
		expect(currentPosition(restarted)).toBe(CROSSROADS);
		expect(moveCount(restarted)).toBe(0);
		expect(currentPosition(redo(restarted))).toBe(currentPosition(game));
	});

	it('refuses an illegal drag with a reason and keeps the game as it was', () => {
		const game = newGame(CROSSROADS);
		const refused = playMove(game, m('7D', 0, 2));
		expect(refused.ok).toBe(false);
		if (!refused.ok) expect(refused.error.reason).toBe('target-full');
		const dropped: Game = expectOk(playMove(game, m('7D', 0, 3)));
		expect(currentPosition(dropped).fans[3].map(cardName)).toEqual(['6S', '7D']);
	});

	it('plays a known-legal line one undoable entry per move', () => {
		const game = playLegalMoves(newGame(CROSSROADS), [m('AC', 15, 'F'), m('2C', 15, 'F')]);
		expect(moveCount(game)).toBe(2);
		expect(ranksHome(currentPosition(game))).toEqual([2, 1, 1, 1]);
		expect(moveCount(undo(game))).toBe(1);
	});
});

describe('a history read back', () => {
	it('is the game the same moves make, undone down to `current`, and names the first illegal move', () => {
		let played = newGame(deal('42'));
		for (let index = 0; index < 6; index++)
			played = playLegalMoves(played, [legalMoves(currentPosition(played))[0]]);
		const moves = movesPlayed(played);
		const replayed = replayGame(deal('42'), moves, 4);
		expect(replayed.ok && replayed.value).toEqual(undo(undo(played)));
		expect(replayGame(deal('42'), [moves[0], moves[0]], 2)).toEqual({ok: false, error: 1});
		expect(replayGame(deal('42'), moves, 7)).toEqual({ok: false, error: -1});
	});

	it('takes a current of -0 (a file may say it) as the deal, 0, which is what is written back', () => {
		const replayed = replayGame(deal('42'), [], -0);
		expect(replayed.ok && Object.is(replayed.value.current, 0)).toBe(true);
	});
});
