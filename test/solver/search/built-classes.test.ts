import {describe, expect, it} from 'vitest';
import {type Variant, deal} from '../../../source/engine/index.js';
import {NO_CLASS, classesOf} from '../../../source/solver/search/built-classes.js';
import {BuiltCardGame} from '../../../source/solver/search/built-game.js';

const of = (variant: Variant['id']) => classesOf(deal('1', {variant, kings: 'as-dealt'}));

/** The number of cards in each class, in order of class. */
function sizes(classOf: Uint8Array): number[] {
	const counts: number[] = [];
	for (const found of classOf) counts[found] = (counts[found] ?? 0) + 1;
	return counts;
}

describe("the built-card abstraction's classes of hosts", () => {
	it('puts the four cards of a rank in one class where fans build in any suit (Super Flower Garden)', () => {
		const classes = of('superflowergarden')!;
		expect(sizes(classes.classOf)).toEqual(Array.from({length: 13}, () => 4));
		// A 7 lies on the Eights' class, and the Sixes' class lies on it; a King lies on nothing.
		const seven = classes.classOf[6];
		expect(classes.targetOf[seven]).toBe(classes.classOf[7]);
		expect(classes.holderOf[seven]).toBe(classes.classOf[5]);
		expect(classes.targetOf[classes.classOf[12]]).toBe(NO_CLASS);
		expect(classes.holderOf[classes.classOf[0]]).toBe(NO_CLASS);
		expect(classes.loneMoves).toBe(false);
		expect(classes.eagerHome).toBe(true);
	});

	it('puts the two cards of a rank and colour in one class where fans alternate colours (Box Fan)', () => {
		const classes = of('boxfan')!;
		expect(sizes(classes.classOf)).toEqual(Array.from({length: 26}, () => 2));
		// The 7 of clubs (card 6) lies on a red Eight: the 8 of diamonds (card 20) is of that class.
		expect(classes.targetOf[classes.classOf[6]]).toBe(classes.classOf[20]);
		expect(classes.fills[12]).toBe(true);
		expect(classes.fills[11]).toBe(false);
		expect(classes.loneMoves).toBe(true);
		expect(classes.eagerHome).toBe(false);
	});

	it('gives each card its own class where fans build in suit (Fan)', () => {
		const classes = of('fan')!;
		expect(new Set(classes.classOf).size).toBe(52);
	});

	it('does not hold where a card has two targets of different classes, cells, or fans with a size limit', () => {
		expect(of('cloverleaf')).toBeUndefined();
		expect(of('freefan')).toBeUndefined();
		expect(of('shamrocks')).toBeUndefined();
	});

	it('is used only where the foundations build by suit and keep their cards, with no draw', () => {
		expect(new BuiltCardGame(deal('1', {variant: 'superflowergarden', kings: 'as-dealt'})).usable).toBe(true);
		expect(new BuiltCardGame(deal('1', {variant: 'boxfan', kings: 'as-dealt'})).usable).toBe(true);
		expect(new BuiltCardGame(deal('1', {variant: 'labellelucie', kings: 'as-dealt'})).usable).toBe(false);
		// Scotch's fans would do (down in any suit), but its piles build in alternating colours and give cards back.
		expect(of('scotch')).toBeDefined();
		expect(new BuiltCardGame(deal('1', {variant: 'scotch', kings: 'as-dealt'})).usable).toBe(false);
	});
});
