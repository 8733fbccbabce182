import {describe, expect, it} from 'vitest';
import {
	type Move,
	type Position,
	applyMove,
	autoCompleteMoves,
	autoDropMove,
	cellAt,
	click,
	currentPosition,
	deal,
	describeBoardError,
	describeRefusal,
	fanAt,
	formatMove,
	homeCount,
	isAutoCompleteReady,
	isStuck,
	isWon,
	legalMoves,
	makeBoard,
	moveToJson,
	newGame,
	parseBoard,
	parseMove,
	pileAt,
	positionKey,
	refuseMove,
} from '../../source/engine/index.js';
import {card} from './helpers.js';

const FREE_FAN = {variant: 'freefan', kings: 'as-dealt'} as const;
const HOME_TO_NINE = 'C-9 D-9 H-9 S-9';

/** A Free Fan position through the real parser: fan lines padded with empty fans to 18. */
function position(fans: readonly string[], foundations: string, cells = '- -'): Position {
	const lines = [...fans, ...Array.from({length: 18 - fans.length}, () => '-')];
	const text = `Variant: freefan\nFoundations: ${foundations}\nCells: ${cells}\n${lines.join('\n')}\n`;
	const parsed = parseBoard(text);
	if (!parsed.ok) throw new Error(`bad fixture: ${describeBoardError(parsed.error)}`);
	return parsed.value;
}

const toCell = (name: string, fan: number, cell: number): Move => ({
	card: card(name),
	from: fanAt(fan),
	to: cellAt(cell),
});
const fromCell = (name: string, cell: number, to: Move['to']): Move => ({card: card(name), from: cellAt(cell), to});

function refusal(at: Position, move: Move): string | undefined {
	const refused = refuseMove(at, move);
	return refused === undefined ? undefined : describeRefusal(refused);
}

// Nine and up of every suit left (twenty cards), the nine of clubs in cell 2.
const EIGHTS = 'C-8 D-8 H-8 S-8';
const SPREAD = ['KC TD', 'QD KD JD 9D', 'TH', 'KS 9H', 'QS TS', 'QC JC TC', 'KH QH JH', 'JS 9S'];

describe('Free Fan', () => {
	it('deals as Fan does, from its own shuffle, with two empty cells', () => {
		const start = deal('1', FREE_FAN);
		expect(start.fans.map((fan) => fan.length)).toEqual([...Array.from({length: 17}, () => 3), 1]);
		expect(homeCount(start)).toBe(0);
		expect(start.cells).toEqual([undefined, undefined]);
		expect(start.fans).not.toEqual(deal('1', {variant: 'fan', kings: 'as-dealt'}).fans);
	});

	it('keeps the positions of every other game as they were: no cells, and keys without them', () => {
		const fan = deal('1', {variant: 'fan', kings: 'as-dealt'});
		expect('cells' in fan).toBe(false);
		expect(positionKey(fan).split('|').length).toBe(4);
		expect(positionKey(deal('1', FREE_FAN)).split('|').length).toBe(5);
	});

	it('takes a top card into an empty cell, and a cell holds one card', () => {
		const at = position(SPREAD, EIGHTS, '- 9C');
		expect(refusal(at, toCell('TD', 0, 0))).toBe(undefined);
		expect(refusal(at, toCell('TD', 0, 1))).toBe('Cell 2 already holds a card: a cell holds one card.');
		expect(refusal(at, toCell('TD', 0, 2))).toBe('There is no cell 3: there are two.');
		expect(refusal(at, {card: card('KD'), from: fanAt(1), to: cellAt(0)})).toBe('KD is not the top card of fan 2.');
		const moved = applyMove(at, toCell('TD', 0, 0));
		expect(moved.ok && moved.value.cells).toEqual([card('TD'), card('9C')]);
		expect(moved.ok && moved.value.fans[0]).toEqual([card('KC')]);
	});

	it("sends a cell's card home or onto a fan, never to the other cell", () => {
		const fans = ['KC', 'QD KD JD', 'TH', 'KS', 'QS TS', 'QC JC', 'KH QH JH', 'JS'];
		const at = position(fans, HOME_TO_NINE, 'TD TC');
		expect(refusal(at, fromCell('TD', 0, pileAt(1)))).toBe(undefined);
		expect(refusal(at, fromCell('TC', 1, fanAt(5)))).toBe(undefined);
		expect(refusal(at, fromCell('TC', 1, cellAt(0)))).toBe(
			'A card never goes from one cell to the other: TC goes home or onto a fan.',
		);
		expect(refusal(at, fromCell('TD', 0, fanAt(2)))).toBe(
			'TD does not fit on fan 3: the top card there must be one rank higher and of its suit.',
		);
		expect(refusal(at, fromCell('TC', 0, pileAt(0)))).toBe('TC is not in cell 1.');
		const home = applyMove(at, fromCell('TD', 0, pileAt(1)));
		expect(home.ok && home.value.cells).toEqual([undefined, card('TC')]);
	});

	it('lets a King leave a cell for an empty fan, and no card leave home for a cell', () => {
		const fans = ['QC JC TC', 'QD KD JD', 'TH', 'KS', 'QS TS', 'TD', 'KH QH JH', 'JS'];
		const at = position(fans, HOME_TO_NINE, 'KC -');
		expect(refusal(at, fromCell('KC', 0, fanAt(10)))).toBe(undefined);
		expect(refusal(at, {card: card('9C'), from: pileAt(0), to: cellAt(1)})).toBe(
			'9C is home: in Free Fan a card never leaves its foundation.',
		);
	});

	it('clicks a card home first, else onto a fan, else into the first empty cell', () => {
		const at = position([...SPREAD, '9C'], EIGHTS);
		// TD fits neither home nor on a fan: the click puts it in cell 1, TS then in cell 2.
		const first = click(newGame(at), fanAt(0));
		if (!first.ok) throw new Error(describeRefusal(first.error));
		expect(currentPosition(first.value).cells).toEqual([card('TD'), undefined]);
		const second = click(first.value, fanAt(4));
		if (!second.ok) throw new Error(describeRefusal(second.error));
		expect(currentPosition(second.value).cells).toEqual([card('TD'), card('TS')]);
		// TH goes onto the JH of fan 7, not into a cell; TC finds both cells full.
		const onFan = click(second.value, fanAt(2));
		expect(onFan.ok && currentPosition(onFan.value).fans[6].at(-1)).toBe(card('TH'));
		const third = click(second.value, fanAt(5));
		expect(third.ok ? 'moved' : describeRefusal(third.error)).toBe('TC has nowhere to go.');
		// With 9D home, a click on cell 1 sends its TD home before it would go onto JD.
		const nine = click(second.value, fanAt(1));
		if (!nine.ok) throw new Error(describeRefusal(nine.error));
		const back = click(nine.value, cellAt(0));
		expect(back.ok && currentPosition(back.value).foundations[1].length).toBe(10);
		expect(back.ok && currentPosition(back.value).cells).toEqual([undefined, card('TS')]);
	});

	it("plays a hint's place as a fresh move on the card the last click put there, not as another try", () => {
		const at = position([...SPREAD, '9C'], EIGHTS);
		const onFan = click(newGame(at), fanAt(2));
		if (!onFan.ok) throw new Error(describeRefusal(onFan.error));
		// Clicked again, 10♥ tries its next place from fan 3 (cell 1): still one move.
		const again = click(onFan.value, fanAt(6));
		expect(again.ok && again.value.current).toBe(1);
		expect(again.ok && currentPosition(again.value).cells).toEqual([card('TH'), undefined]);
		// With the hint's cell, it is a second move, from fan 7 where the card lies.
		const hinted = click(onFan.value, fanAt(6), cellAt(0));
		expect(hinted.ok && hinted.value.current).toBe(2);
		expect(hinted.ok && formatMove('freefan', hinted.value.entries[2].move!)).toBe('TH 7->C1');
	});

	it('lists a move of each top card to each empty cell, each cell a move of its own', () => {
		const at = position([...SPREAD, '9C'], EIGHTS);
		expect(legalMoves(at).filter((move) => 'cell' in move.to).length).toBe(18);
	});

	it('is stuck when both cells are full and no card of theirs or of a fan can move', () => {
		const blocked = position(['KC TC JD', 'KD TD JC', 'KH TH QD JS', 'KS TS QC JH'], HOME_TO_NINE, 'QH QS');
		expect(legalMoves(blocked).map((move) => formatMove('freefan', move))).toEqual([]);
		expect(isStuck(blocked)).toBe(true);
		const oneFree = position(['KC TC JD', 'KD TD JC', 'KH TH QD JS', 'KS TS QC JH QH'], HOME_TO_NINE, '- QS');
		expect(isStuck(oneFree)).toBe(false);
	});

	it('auto completes once every fan descends, cards in the cells included', () => {
		const at = position(['KC QC JC', 'KD QD JD TD', 'KH QH JH TH', 'KS QS JS TS'], HOME_TO_NINE, 'TC -');
		expect(isAutoCompleteReady(at)).toBe(true);
		let end = at;
		for (const move of autoCompleteMoves(at)) {
			const next = applyMove(end, move);
			expect(next.ok).toBe(true);
			if (next.ok) end = next.value;
		}
		expect(isWon(end)).toBe(true);
	});

	it("auto drops a cell's card that fits its foundation, the lowest first", () => {
		const at = position(
			['KC TD', 'QD KD JD', 'TH', 'KS', 'QS TS', 'QC JC TC', 'KH QH JH', 'JS'],
			'C-8 D-9 H-9 S-9',
			'9C -',
		);
		const drop = autoDropMove(at);
		expect(drop === undefined ? 'none' : formatMove('freefan', drop)).toBe('9C C1->F');
	});
});

describe('Free Fan notation', () => {
	const at = position(SPREAD, EIGHTS, '- 9C');

	it('writes and reads the cells as C1 and C2, in text and in JSON', () => {
		expect(formatMove('freefan', toCell('TD', 0, 0))).toBe('TD 1->C1');
		expect(formatMove('freefan', fromCell('9C', 1, pileAt(0)))).toBe('9C C2->F');
		expect(moveToJson('freefan', toCell('TD', 0, 0))).toEqual({card: 'TD', from: 1, to: 'C1'});
		expect(moveToJson('freefan', fromCell('9C', 1, fanAt(8)))).toEqual({card: '9C', from: 'C2', to: 9});
		const read = parseMove('td 1->c1', at);
		expect(read.ok && read.value).toEqual(toCell('TD', 0, 0));
		const home = parseMove('9C C2->F', at);
		expect(home.ok && home.value).toEqual(fromCell('9C', 1, pileAt(0)));
	});

	it('refuses a cell that is not there, and cells in a game without them', () => {
		const three = parseMove('TD 1->C3', at);
		expect(three.ok ? 'read' : three.error).toBe('there is no cell C3 (C1 to C2)');
		const fan = parseMove('TD 1->C1', deal('1', {variant: 'fan', kings: 'as-dealt'}));
		expect(fan.ok ? 'read' : fan.error).toBe('Fan has no free cells');
	});
});

describe('Free Fan board files', () => {
	const fanLines = makeBoard(deal('1', FREE_FAN)).split('\n').slice(3);
	const error = (text: string) => {
		const parsed = parseBoard(text);
		return parsed.ok ? 'no error' : describeBoardError(parsed.error);
	};

	it('write the cells in order, and read back what they write', () => {
		const at = position(SPREAD, EIGHTS, '- 9C');
		expect(makeBoard(at).split('\n')[2]).toBe('Cells: - 9C');
		const read = parseBoard(makeBoard(at));
		expect(read.ok && read.value).toEqual(at);
		// Without a Cells: line both cells are empty.
		const plain = parseBoard(['Variant: freefan', ...fanLines].join('\n'));
		expect(plain.ok && plain.value.cells).toEqual([undefined, undefined]);
	});

	it('refuse a bad card, three cells, a card twice and Cells: in Fan, each in one line', () => {
		expect(error(['Variant: freefan', 'Cells: 7X -', ...fanLines].join('\n'))).toMatch(
			/^line 2: unknown card "7X" \(a card is a rank/,
		);
		expect(error(['Variant: freefan', 'Cells: - - -', ...fanLines].join('\n'))).toBe(
			'line 2: Cells: 3 given, but Free Fan has exactly 2 (each a card or -, as 7H -)',
		);
		expect(error(['Variant: freefan', 'Cells: 3H -', ...fanLines].join('\n'))).toBe(
			'line 3: 3H appears twice: it is also in the cells (line 2)',
		);
		expect(error(['Variant: freefan', 'Cells: 9C 9C', ...fanLines].join('\n'))).toBe(
			'line 2: 9C appears twice in the cells',
		);
		expect(error(['Variant: fan', 'Cells: - -', ...fanLines].join('\n'))).toBe(
			'line 2: Fan has no free cells: leave out Cells:',
		);
		expect(error(['Variant: freefan', 'Cells: - -', 'Cells: - -', ...fanLines].join('\n'))).toBe(
			'line 3: Cells: given twice (first on line 2)',
		);
	});

	it('count a card in a cell among the 52', () => {
		const withoutNine = fanLines.map((line) => (line === '9C' ? '-' : line));
		expect(error(['Variant: freefan', ...withoutNine].join('\n'))).toBe(
			'line 19: missing 9C: every card must be on exactly one fan or foundation, or in a cell',
		);
		expect(error(['Variant: freefan', 'Cells: 9C -', ...withoutNine].join('\n'))).toBe('no error');
	});
});
