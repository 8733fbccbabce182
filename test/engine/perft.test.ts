import {describe, expect, it} from 'vitest';
import {
	type DealRules,
	type Position,
	applyLegalMove,
	deal,
	legalMoves,
	parseBoard,
} from '../../source/engine/index.js';
import {scotch} from './helpers.js';

/**
 * Move counts from fixed positions, one to three moves deep, as chess engines pin their move
 * generation with perft tables: a change to any rule of any variant changes some number here.
 * The numbers were counted by the engine and agree with the independent count of the property
 * tests (test/engine/properties.test.ts) position by position.
 */
function perft(position: Position, depth: number): number {
	if (depth === 0) return 1;
	let count = 0;
	for (const move of legalMoves(position)) count += perft(applyLegalMove(position, move), depth - 1);
	return count;
}

const SHAMROCKS = (kings: DealRules['kings']): DealRules => ({variant: 'shamrocks', kings});
const SCOTCH: DealRules = {variant: 'scotch', kings: 'as-dealt'};
const LUCIE: DealRules = {variant: 'labellelucie', kings: 'as-dealt'};
const TREFOIL: DealRules = {variant: 'trefoil', kings: 'as-dealt'};
const FAN: DealRules = {variant: 'fan', kings: 'as-dealt'};
const BOX_FAN: DealRules = {variant: 'boxfan', kings: 'as-dealt'};
const FREE_FAN: DealRules = {variant: 'freefan', kings: 'as-dealt'};

/** A position from a board file's text, through the real parser. */
function fromBoard(text: string): Position {
	const parsed = parseBoard(text);
	if (!parsed.ok) throw new Error(`bad fixture: line ${parsed.error.line}: ${parsed.error.message}`);
	return parsed.value;
}

// Fan, played a while: two empty fans, a King on top of fan 7 and one alone in fan 18 (both may go there).
const FAN_LATER = [
	'Variant: fan',
	'Foundations: C-0 D-2 H-4 S-0',
	...['5S QD JD', '9C JS TS', '8D 8S 7S 6S', '-', '-', '4D 5H 8C 7C 6C', 'KC QC', '4C 9H 8H 7H', '2C'],
	...['TH JC TC', '3D KH QH JH', 'AS', 'QS 9D 4S 3S 2S', 'KS 6D 5D', 'TD 6H 3C', 'AC', '7D 9S 5C', 'KD'],
].join('\n');
// Free Fan, Fan's position above with the King of diamonds in cell 1 (three fans empty, one cell).
const FREE_FAN_LATER = FAN_LATER.replace('Variant: fan', 'Variant: freefan\nCells: KD -').replace(/\nKD$/, '\n-');
// Box Fan, played a while: two empty fans.
const BOX_FAN_LATER = [
	'Variant: boxfan',
	'Foundations: C-A D-A H-2 S-2',
	...['-', 'JS 3H JD TC 9H', '8D 7S 6H', '4S 2C 5S 4H', 'KS 8S QC JH', 'KH 5D', '6S TD 8H 7C 6D', '9C'],
	...['-', '3S TS 6C 5H 4C', '5C 9D 8C 7H', 'QH', '2D 3D KC QD', 'QS 7D 4D 3C', 'JC TH 9S', 'KD'],
].join('\n');
const CLOVER: DealRules = {variant: 'cloverleaf', kings: 'as-dealt'};
// Clover Leaf, played a while: three empty fans and a lone King, hearts and diamonds part way down.
const CLOVER_LATER = [
	'Variant: cloverleaf',
	'Foundations: C-A D-Q H-8 S-2',
	...['4D 5C', '-', '5H 5S 4S', '-', 'KS', '9S TS 7C 8C 9C', '3S 6S 6H', '2C 6C 2D'],
	...['TC 8S 7S', '-', '7H QS JS', '3D 4C 3C', '6D 5D', 'AH 2H 3H 4H', 'AD JD KC QC JC', 'TD 9D 8D 7D'],
].join('\n');
const FLOWER: DealRules = {variant: 'superflowergarden', kings: 'as-dealt'};
const THREE: DealRules = {variant: 'threeshuffles', kings: 'as-dealt'};

const TABLE: Array<[string, () => Position, number[]]> = [
	['Shamrocks deal 1', () => deal('1', SHAMROCKS('bottom')), [3, 12, 61]],
	['Shamrocks deal 42', () => deal('42', SHAMROCKS('bottom')), [4, 36, 267]],
	['Shamrocks deal hello', () => deal('hello', SHAMROCKS('bottom')), [7, 52, 373]],
	// Morehead and Mott-Smith's Kings: deal hello's fan 5 differs (TH KD JD), and so does the count.
	['Shamrocks deal hello, mm Kings', () => deal('hello', SHAMROCKS('mm')), [7, 52, 369]],
	['Shamrocks deal 42, Kings as dealt', () => deal('42', SHAMROCKS('as-dealt')), [4, 31, 186]],
	['Shamrocks deal hello, Kings as dealt', () => deal('hello', SHAMROCKS('as-dealt')), [7, 47, 295]],
	['Scotch deal 1', () => deal('1', SCOTCH), [32, 1002, 30797]],
	['Scotch deal 42', () => deal('42', SCOTCH), [25, 610, 14741]],
	// Piles up to 9, 8, 10 and 9 cards, whose tops come back onto fans.
	[
		'Scotch, late in a game',
		() =>
			scotch(
				['KC QD JC TD', 'KS QH JS TH 9S', 'KD QC JD TS', 'KH QS JH'],
				'AC 2D 3C 4D 5C 6D 7C 8D 9C | AS 2H 3S 4H 5S 6H 7S 8H | AD 2C 3D 4C 5D 6C 7D 8C 9D TC | AH 2S 3H 4S 5H 6S 7H 8S 9H',
			),
		[14, 199, 2773],
	],
	['La Belle Lucie deal 1', () => deal('1', LUCIE), [4, 13, 34]],
	['La Belle Lucie deal 42', () => deal('42', LUCIE), [10, 93, 814]],
	['Trefoil deal 1', () => deal('1', TREFOIL), [5, 24, 110]],
	['Trefoil deal 42', () => deal('42', TREFOIL), [8, 58, 395]],
	// Any suit builds: many more moves than La Belle Lucie's deals; no draw, even with no redeal left.
	['Super Flower Garden deal 1', () => deal('1', FLOWER), [21, 446, 9570]],
	['Super Flower Garden deal 42', () => deal('42', FLOWER), [23, 518, 11440]],
	// Three Shuffles and a Draw's draw from the deal on: the card beneath each top, home or onto another fan.
	['Three Shuffles and a Draw deal 1', () => deal('1', THREE), [13, 122, 954]],
	['Three Shuffles and a Draw deal 42', () => deal('42', THREE), [15, 182, 1899]],
	['Three Shuffles and a Draw deal 1, the draw spent', () => ({...deal('1', THREE), draws: 0}), [6, 33, 173]],
	['Super Flower Garden deal 1, after the last redeal', () => ({...deal('1', FLOWER), redeals: 0}), [21, 446, 9570]],
	// With no redeal left the draw opens: every covered card to its fan's top or where it fits.
	['La Belle Lucie deal 1, after the last redeal', () => ({...deal('1', LUCIE), redeals: 0}), [55, 444, 2349]],
	['Trefoil deal 1, the draw allowed early', () => deal('1', TREFOIL, {drawEarly: true}), [52, 497, 3554]],
	['Fan deal 1', () => deal('1', FAN), [6, 33, 178]],
	['Fan deal 42', () => deal('42', FAN), [6, 36, 215]],
	['Fan, two fans empty', () => fromBoard(FAN_LATER), [8, 63, 492]],
	// Every top card may go to either cell: many more moves than Fan's.
	['Free Fan deal 1', () => deal('1', FREE_FAN), [42, 1137, 17496]],
	['Free Fan deal 42', () => deal('42', FREE_FAN), [43, 1207, 19897]],
	['Free Fan, a King in a cell and three fans empty', () => fromBoard(FREE_FAN_LATER), [24, 408, 8126]],
	['Box Fan deal 1', () => deal('1', BOX_FAN), [12, 131, 1331]],
	['Box Fan deal 42', () => deal('42', BOX_FAN), [14, 187, 2427]],
	['Box Fan, two fans empty', () => fromBoard(BOX_FAN_LATER), [4, 16, 64]],
	// Up or down in suit, the King or Ace of each suit onto an empty fan.
	['Clover Leaf deal 1', () => deal('1', CLOVER), [11, 102, 843]],
	['Clover Leaf deal 42', () => deal('42', CLOVER), [14, 184, 2286]],
	['Clover Leaf, three fans empty', () => fromBoard(CLOVER_LATER), [3, 9, 27]],
];

describe('perft: legal moves one to three deep', () => {
	for (const [name, position, counts] of TABLE) {
		it(name, () => {
			const root = position();
			expect(counts.map((_, depth) => perft(root, depth + 1))).toEqual(counts);
		});
	}
});
