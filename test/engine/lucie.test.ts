import {describe, expect, it} from 'vitest';
import {
	type Game,
	type Move,
	type Position,
	type VariantId,
	REDEAL,
	allCards,
	canDraw,
	canRedeal,
	cardName,
	click,
	currentPosition,
	deal,
	describeRefusal,
	fanAt,
	formatStep,
	hasLegalMove,
	isStuck,
	legalMoves,
	makeBoard,
	moveToJson,
	movesPlayed,
	newGame,
	parseBoard,
	parseStep,
	pileAt,
	playMove,
	positionKey,
	redealGame,
	redealt,
	redo,
	replayGame,
	stepToJson,
	stepsOfGame,
	suitOf,
	undo,
} from '../../source/engine/index.js';
import {card} from './helpers.js';

const LUCIE = {variant: 'labellelucie', kings: 'as-dealt'} as const;
const TREFOIL = {variant: 'trefoil', kings: 'as-dealt'} as const;

/** A position of La Belle Lucie or Trefoil through the real parser: fan lines as given (no padding). */
function lucie(
	fans: readonly string[],
	options: {variant?: VariantId; foundations?: string; redeals?: number; draws?: number} = {},
): Position {
	const lines = [
		`Variant: ${options.variant ?? 'labellelucie'}`,
		`Foundations: ${options.foundations ?? 'C-0 D-0 H-0 S-0'}`,
		`Redeals: ${options.redeals ?? 2}`,
		`Draw: ${options.draws ?? 1}`,
		...fans,
	];
	const parsed = parseBoard(`${lines.join('\n')}\n`);
	if (!parsed.ok) throw new Error(`bad fixture: line ${parsed.error.line}: ${parsed.error.message}`);
	return parsed.value;
}

function layout(position: Position): string {
	return position.fans.map((fan) => fan.map(cardName).join(' ')).join('|');
}

function played(game: Game, move: Move): Game {
	const result = playMove(game, move);
	if (!result.ok) throw new Error(describeRefusal(result.error));
	return result.value;
}

function redealtGame(game: Game): Game {
	const result = redealGame(game);
	if (!result.ok) throw new Error(describeRefusal(result.error));
	return result.value;
}

const draw = (name: string, from: number, to: number | 'F'): Move => ({
	card: card(name),
	from: fanAt(from),
	to: to === 'F' ? pileAt(suitOf(card(name))) : fanAt(to),
	draw: true,
});

// Most of the deck on the foundations, so that a few fans say all a test needs.
const HOME_TO_NINE = 'C-9 D-9 H-9 S-9';
const ENDGAME = ['KC QC JC TC', 'TD KH', 'QD JD', 'KD', 'QH JH TH', 'KS QS JS TS'];
// Nothing moves: the Aces and Twos are covered, no top card is one below another of its suit.
const BLOCKED = ['AC 3C', 'AD 3D', '2C 4C 5C 6C 7C 8C 9C TC JC QC KC', '2D 4D 5D 6D 7D 8D 9D TD JD QD KD'];

/**
 * Golden deals and redeals: the shuffles are part of the game's contract (shared seeds, saved
 * games, the redeal a replay must give again). A change here changes every player's games.
 */
const GOLDEN: Array<[typeof LUCIE | typeof TREFOIL, string, string, string]> = [
	[
		LUCIE,
		'1',
		'8H KC 4S|3H 5H QS|QD KS 9D|TD 8C 3D|4C 7S QH|4D 6S 4H|9H 9C 7C|JC 2C 2D|3C 8D KD|6C 5S TC|5C 2S KH|JS QC 6H|8S JD TH|5D 3S AS|AH AC 7H|AD TS 2H|JH 7D 9S|6D',
		'KD 4H KH|3C 4D JH|QD 2S 6H|2D 4S 6S|JC JD 3H|QH 9C JS|AS 5S 5H|3S 4C 8C|5D QC TD|TH KC 8H|7S 8D AH|9D 9H TC|2H 8S 2C|9S AC 7H|KS 5C AD|7C 7D TS|6C 3D 6D|QS',
	],
	[
		LUCIE,
		'42',
		'4S 9H 3H|9C 2C 4C|8C QS 6C|9S 8D AD|3C 5D 2D|JD TD 3S|KC JH 5C|5H 7S JC|6S KD TS|6D 7D 7H|QD 8S TC|9D AH QH|KS AS 2S|4D 5S KH|JS 2H 6H|3D AC 7C|4H QC TH|8H',
		'3D KD 4C|AC 9S QS|3C 4S 2S|8D TD 6C|2C 3S 8S|3H 9H QD|4H JD 2H|5S AS TH|6D AD KH|AH KS TC|7H 2D 9D|4D JC 5C|6S 5D 7S|JS 7C QC|KC TS 7D|8H 8C JH|6H QH 5H|9C',
	],
	[
		TREFOIL,
		'1',
		'KH 3D TC|4D JH 9S|3H 7D KC|2H 9H 7H|6D 4C QS|QD 7S 9D|TH 6H 5S|3C 3S 5H|8D QC 5C|QH 8C 8S|JS 2S 6S|JD 8H 4S|2C 4H 5D|9C 2D KD|TS 7C 6C|KS TD JC',
		'6H 6C 2H|QH 2C JS|5D 3S QD|9H 8D KS|8H KH 5H|4S 6S 3C|9C 3H 5C|QS TS 4C|8C KD KC|7H 9S 4D|4H 3D 7C|7S 8S QC|TC 7D JH|TH JC 9D|6D JD 2D|5S 2S TD',
	],
	[
		TREFOIL,
		'42',
		'QS 2S 8H|7C TC 7H|JH 3S 9H|5S 9D 4S|4C 9S 4H|5H KC 4D|3C JS QC|JD 8C QD|6H 7D QH|6S 2C 7S|TD 9C TS|6C KS 3D|KD 8S 2D|KH 6D 5D|8D 5C TH|2H JC 3H',
		'6S 7D TC|7S KD 2S|TH TD 9H|6H JD 3C|8C QS KH|8H KC 5H|2D 4D 4S|JH QD KS|9S 9C 2H|5C 6D 2C|3D 9D 5S|6C 4H 8D|TS 4C JS|JC 8S 7H|7C 5D QC|QH 3S 3H',
	],
];

describe('La Belle Lucie and Trefoil: the deal', () => {
	for (const [rules, seed, dealt, redealtOnce] of GOLDEN) {
		it(`deals ${rules.variant} seed ${seed}, and redeals it, exactly as they always have`, () => {
			const start = deal(seed, rules);
			expect(layout(start)).toBe(dealt);
			expect(layout(redealt(start))).toBe(redealtOnce);
		});
	}

	it('deals La Belle Lucie in 17 fans of three and one of one, Kings where they fall, two redeals and one draw', () => {
		const start = deal('7', LUCIE);
		expect(start.fans.map((fan) => fan.length)).toEqual([...Array.from({length: 17}, () => 3), 1]);
		expect(start.foundations.every((pile) => pile.length === 0)).toBe(true);
		expect([start.redeals, start.draws]).toEqual([2, 1]);
	});

	it('starts Trefoil with the four Aces home and 16 fans of three', () => {
		const start = deal('7', TREFOIL);
		expect(start.fans.map((fan) => fan.length)).toEqual(Array.from({length: 16}, () => 3));
		expect(start.foundations.map((pile) => pile.map(cardName))).toEqual([['AC'], ['AD'], ['AH'], ['AS']]);
		expect([start.redeals, start.draws]).toEqual([2, 1]);
	});

	it('shuffles each variant with its own key: deal 1 of La Belle Lucie is not deal 1 of Scotch', () => {
		const scotch = deal('1', {variant: 'scotch', kings: 'as-dealt'});
		expect(layout(deal('1', LUCIE))).not.toBe(layout(scotch));
	});
});

describe('La Belle Lucie: building and the foundations', () => {
	it('builds down in suit only, with no limit on a fan', () => {
		const position = lucie(ENDGAME, {foundations: HOME_TO_NINE});
		// The tens on top go home; nothing else moves: JD needs a QD on top, the Kings go nowhere.
		expect(legalMoves(position).map((move) => formatStep('labellelucie', move))).toEqual([
			'TC 1->F',
			'TH 5->F',
			'TS 6->F',
		]);
		// KH onto nothing: it is a King; and never onto a card of another suit.
		expect(playMove(newGame(position), {card: card('KH'), from: fanAt(1), to: fanAt(3)}).ok).toBe(false);
	});

	it('refuses a card of the other suit, and a card one rank too low, naming the rule', () => {
		const position = lucie(['KC QC JC', 'JD', 'TC', 'KD QD', 'KH QH JH TH', 'KS QS JS TS'], {
			foundations: 'C-9 D-T H-9 S-9',
		});
		const game = newGame(position);
		const other = playMove(game, {card: card('JD'), from: fanAt(1), to: fanAt(0)});
		expect(other.ok).toBe(false);
		if (!other.ok) expect(describeRefusal(other.error)).toMatch(/one rank higher and of its suit/);
		// TC onto the QD: another suit, two ranks down.
		expect(playMove(game, {card: card('TC'), from: fanAt(2), to: fanAt(3)}).ok).toBe(false);
		expect(playMove(game, {card: card('TC'), from: fanAt(2), to: fanAt(0)}).ok).toBe(true);
		// JD onto QD is down in suit.
		expect(playMove(game, {card: card('JD'), from: fanAt(1), to: fanAt(3)}).ok).toBe(true);
	});

	it('lets a fan grow past three cards', () => {
		const position = lucie(['KS QS JS', 'TS', 'KC QC JC TC', 'KD QD JD TD', 'KH QH JH TH'], {
			foundations: 'C-9 D-9 H-9 S-9',
		});
		const game = played(newGame(position), {card: card('TS'), from: fanAt(1), to: fanAt(0)});
		expect(currentPosition(game).fans[0].map(cardName)).toEqual(['KS', 'QS', 'JS', 'TS']);
	});
});

describe('the redeal', () => {
	it('gathers the fans, shuffles, deals again in threes (the last fan one or two), and spends a redeal', () => {
		// 35 cards left in fans: 11 fans of three and one of two.
		const start = deal('9', LUCIE);
		let game = newGame(start);
		// Play every Ace home and whatever follows, so fewer cards are left to redeal.
		for (let steps = 0; steps < 40; steps++) {
			const home = legalMoves(currentPosition(game)).find((move) => 'pile' in move.to);
			if (home === undefined) break;
			game = played(game, home);
		}
		const before = currentPosition(game);
		const after = redealt(before);
		const cards = before.fans.flat().length;
		expect(after.fans.map((fan) => fan.length)).toEqual(
			Array.from({length: Math.ceil(cards / 3)}, (_, fan) => (fan < Math.floor(cards / 3) ? 3 : cards % 3)),
		);
		expect(after.fans.flat().sort((a, b) => a - b)).toEqual(before.fans.flat().sort((a, b) => a - b));
		expect(after.foundations).toEqual(before.foundations);
		expect([after.redeals, after.draws]).toEqual([1, 1]);
		expect(allCards(after)).toHaveLength(52);
	});

	it('gives the same redeal from the same position, whether from a seed or from its board file', () => {
		const start = deal('123', LUCIE);
		const fromFile = parseBoard(makeBoard(start));
		expect(fromFile.ok).toBe(true);
		if (!fromFile.ok) return;
		expect(layout(redealt(fromFile.value))).toBe(layout(redealt(start)));
		// And differently from a position one move away.
		const moved = currentPosition(played(newGame(start), legalMoves(start)[0]));
		expect(layout(redealt(moved))).not.toBe(layout(redealt(start)));
	});

	it('is refused with no redeal left, and once the game is won', () => {
		const last = lucie(ENDGAME, {foundations: HOME_TO_NINE, redeals: 0});
		const refused = redealGame(newGame(last));
		expect(refused.ok).toBe(false);
		if (!refused.ok) expect(describeRefusal(refused.error)).toBe('No redeal left: there are two a game.');
		const won = lucie(['-'], {foundations: 'C-K D-K H-K S-K'});
		const whenWon = redealGame(newGame(won));
		expect(whenWon.ok).toBe(false);
		if (!whenWon.ok) expect(whenWon.error.reason).toBe('redeal-when-won');
	});

	it('is refused in a variant without one', () => {
		const scotch = deal('1', {variant: 'scotch', kings: 'as-dealt'});
		const refused = redealGame(newGame(scotch));
		expect(refused.ok).toBe(false);
		if (!refused.ok) expect(describeRefusal(refused.error)).toBe('Scotch has no redeal.');
	});

	it('is undone and redone exactly, as a step of the history', () => {
		const start = deal('5', LUCIE);
		let game = played(newGame(start), legalMoves(start)[0]);
		const beforeRedeal = currentPosition(game);
		game = redealtGame(game);
		const afterRedeal = currentPosition(game);
		game = played(game, legalMoves(afterRedeal)[0]);
		expect(
			stepsOfGame(game)
				.map((step) => formatStep('labellelucie', step))
				.filter((text) => text === 'redeal'),
		).toHaveLength(1);
		expect(movesPlayed(game)).toHaveLength(2);
		game = undo(undo(game));
		expect(currentPosition(game)).toBe(beforeRedeal);
		game = redo(game);
		expect(positionKey(currentPosition(game))).toBe(positionKey(afterRedeal));
		// A new redeal from the same position after undoing deals exactly the same again.
		const again = redealtGame(undo(game));
		expect(positionKey(currentPosition(again))).toBe(positionKey(afterRedeal));
	});

	it('replays from a list of steps to the same positions', () => {
		const start = deal('77', TREFOIL);
		let game = newGame(start);
		game = redealtGame(game);
		game = played(game, legalMoves(currentPosition(game))[0]);
		game = redealtGame(game);
		const replayed = replayGame(start, stepsOfGame(game), stepsOfGame(game).length);
		expect(replayed.ok).toBe(true);
		if (replayed.ok) expect(positionKey(currentPosition(replayed.value))).toBe(positionKey(currentPosition(game)));
	});

	it('leaves a stuck layout with a redeal left not stuck', () => {
		const blocked = lucie(BLOCKED, {foundations: 'C-0 D-0 H-K S-K', redeals: 1});
		expect(legalMoves(blocked)).toEqual([]);
		expect(isStuck(blocked)).toBe(false);
		expect(canRedeal(blocked)).toBe(true);
		const noneLeft = {...blocked, redeals: 0, draws: 0};
		expect(isStuck(noneLeft)).toBe(true);
	});
});

describe('the draw', () => {
	const last = () =>
		lucie(['KC QC TC JC', 'TD KH', 'QD JD', 'KD', 'QH JH TH', 'KS QS JS TS'], {
			foundations: HOME_TO_NINE,
			redeals: 0,
		});

	it('comes only after the last redeal, unless the house rule allows it early', () => {
		const early = lucie(ENDGAME, {foundations: HOME_TO_NINE, redeals: 1});
		expect(canDraw(early)).toBe(false);
		const refused = playMove(newGame(early), draw('QC', 0, 0));
		expect(refused.ok).toBe(false);
		if (!refused.ok) expect(describeRefusal(refused.error)).toBe('The draw comes after the last redeal.');
		expect(canDraw({...early, drawEarly: true})).toBe(true);
		expect(canDraw({...early, redeals: 0})).toBe(true);
	});

	it('takes a covered card to the top of its own fan, and spends the draw', () => {
		const game = played(newGame(last()), draw('TC', 0, 0));
		const position = currentPosition(game);
		expect(position.fans[0].map(cardName)).toEqual(['KC', 'QC', 'JC', 'TC']);
		expect(position.draws).toBe(0);
		expect(legalMoves(position).some((move) => move.draw === true)).toBe(false);
	});

	it('plays a covered card home, or onto a fan where it fits, from any depth', () => {
		const home = currentPosition(played(newGame(last()), draw('TC', 0, 'F')));
		expect(home.foundations[0].map(cardName).at(-1)).toBe('TC');
		expect(home.fans[0].map(cardName)).toEqual(['KC', 'QC', 'JC']);
		// The KH cannot go home with only the nine of hearts there, nor the QC onto the KD.
		expect(playMove(newGame(last()), draw('KH', 1, 'F')).ok).toBe(false);
		expect(playMove(newGame(last()), draw('QC', 0, 3)).ok).toBe(false);
		// The covered QD onto the KD, from under the JD.
		const onto = currentPosition(played(newGame(last()), draw('QD', 2, 3)));
		expect(onto.fans[3].map(cardName)).toEqual(['KD', 'QD']);
		expect(onto.fans[2].map(cardName)).toEqual(['JD']);
	});

	it('is played once a game', () => {
		const game = played(newGame(last()), draw('TC', 0, 'F'));
		const again = playMove(game, draw('KH', 1, 1));
		expect(again.ok).toBe(false);
		if (!again.ok) expect(describeRefusal(again.error)).toBe('The draw is spent: there is one a game.');
	});

	it('refuses a card that is not in the fan named, and a card already on top brought to the top', () => {
		const notThere = playMove(newGame(last()), draw('KD', 0, 0));
		expect(notThere.ok).toBe(false);
		if (!notThere.ok) expect(notThere.error.reason).toBe('not-in-fan');
		const onTop = playMove(newGame(last()), draw('JC', 0, 0));
		expect(onTop.ok).toBe(false);
		if (!onTop.ok) expect(describeRefusal(onTop.error)).toMatch(/already the top card of fan 1/);
	});

	it('is not what a click does: a click moves the top card only', () => {
		const clicked = click(newGame(last()), fanAt(5));
		expect(clicked.ok).toBe(true);
		if (clicked.ok) expect(currentPosition(clicked.value).draws).toBe(1);
	});

	it('keeps a layout whose only move is the draw from being stuck', () => {
		const blocked = lucie(BLOCKED, {foundations: 'C-0 D-0 H-K S-K', redeals: 0});
		expect(hasLegalMove(blocked)).toBe(true);
		expect(isStuck(blocked)).toBe(false);
		expect(isStuck({...blocked, draws: 0})).toBe(true);
	});
});

describe('La Belle Lucie and Trefoil: notation and files', () => {
	it('writes and reads the redeal and the draw in text and JSON', () => {
		const position = lucie(ENDGAME, {foundations: HOME_TO_NINE, redeals: 0});
		const move = draw('QC', 0, 0);
		expect(formatStep('labellelucie', move)).toBe('draw QC 1->1');
		expect(formatStep('labellelucie', REDEAL)).toBe('redeal');
		expect(stepToJson('labellelucie', REDEAL)).toEqual({redeal: true});
		expect(moveToJson('labellelucie', draw('QC', 0, 'F'))).toEqual({card: 'QC', from: 1, to: 'F', draw: true});
		expect(parseStep('redeal', position)).toEqual({ok: true, value: REDEAL});
		expect(parseStep('Draw qc 1->1', position)).toEqual({ok: true, value: move});
		expect(parseStep('draw QC F->1', position).ok).toBe(false);
	});

	it('round-trips Redeals and Draw through a board file, and refuses them where they do not belong', () => {
		const position = {...deal('3', TREFOIL), redeals: 1, draws: 0};
		const text = makeBoard(position);
		expect(text).toMatch(/^Redeals: 1$/m);
		expect(text).toMatch(/^Draw: 0$/m);
		const back = parseBoard(text);
		expect(back.ok && back.value).toEqual(position);
		const shamrocks = parseBoard(`Redeals: 1\n${makeBoard(deal('3'))}`);
		expect(shamrocks.ok).toBe(false);
		if (!shamrocks.ok) expect(shamrocks.error.message).toBe('Shamrocks has no redeals: leave out Redeals:');
		const tooMany = parseBoard(text.replace('Redeals: 1', 'Redeals: 3'));
		expect(tooMany.ok).toBe(false);
		if (!tooMany.ok) expect(tooMany.error.message).toBe('Redeals: "3" is not a number from 0 to 2');
	});

	it('refuses a Trefoil board whose Aces are not all home', () => {
		const text = makeBoard(deal('3', TREFOIL)).replace(/^Foundations: .*$/m, 'Foundations: C-0 D-A H-A S-A');
		const parsed = parseBoard(text);
		expect(parsed.ok).toBe(false);
		if (!parsed.ok)
			expect(parsed.error.message).toBe(
				'Trefoil has the four Aces home from the deal on: each suit at A or higher (as C-A)',
			);
	});

	it('reads a board of fewer fans after a redeal, and defaults to two redeals and one draw', () => {
		expect(lucie(ENDGAME, {foundations: HOME_TO_NINE}).fans).toHaveLength(6);
		const none = parseBoard('Variant: trefoil\nFoundations: C-K D-K H-K S-K\n');
		expect(none.ok).toBe(false);
		if (!none.ok) expect(none.error.message).toBe('0 fan lines, but Trefoil has 1 to 16 fans');
		const text = makeBoard({...deal('3', LUCIE)})
			.replace(/^Redeals: .*\n/m, '')
			.replace(/^Draw: .*\n/m, '');
		const parsed = parseBoard(text);
		expect(parsed.ok && [parsed.value.redeals, parsed.value.draws]).toEqual([2, 1]);
	});
});
