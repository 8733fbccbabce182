import {type Card, SUIT_LETTERS, cardName, isRed, parseCard, parseRank, parseSuit, rankOf} from './cards.js';
import {buildsDown, homePile} from './home-order.js';
import {PILES} from './position.js';
import {type Result, ok, fail} from './result.js';
import {type Variant} from './rules.js';
import {quoteToken} from './shown.js';

/**
 * Parts of a board file's lines (board-format.ts): the `Foundations:` line in its two forms, the
 * `Cells:` line, and lists of cards. Each error is one line's, so it is returned as its message
 * with the line it is on.
 */

interface LineError {
	readonly line: number;
	readonly message: string;
}

/**
 * `C-0 D-A H-0 S-2`: each suit at most once, the others empty. The rank is the last card home:
 * the highest where the suit builds up, the lowest where it builds down (`H-J`: K, Q and J home).
 */
export function parseSuitFoundations(variant: Variant, value: string, line: number): Result<Card[][], LineError> {
	const piles: Card[][] = [[], [], [], []];
	const seen = new Set<number>();
	for (const entry of value.split(/\s+/).filter(Boolean)) {
		const match = /^([A-Za-z])-(\w+)$/.exec(entry);
		const suit = match === null ? undefined : parseSuit(match[1]);
		const rank = match === null ? undefined : match[2] === '0' ? 0 : parseRank(match[2]);
		if (suit === undefined || rank === undefined) {
			return fail({
				line,
				message: `bad foundation ${quoteToken(entry)} (expected a suit, a dash and a rank or 0, as H-0 or S-Q)`,
			});
		}
		if (seen.has(suit)) return fail({line, message: `foundation ${SUIT_LETTERS[suit]} given twice`});
		seen.add(suit);
		piles[suit] = homePile(variant, suit, rank === 0 || !buildsDown(variant, suit) ? rank : 14 - rank);
	}
	return ok(piles);
}

/** `AS 2H 3C | AD | - | -`: exactly four piles, each `-` or its cards from the Ace up, alternating colours. */
export function parsePiles(value: string, line: number): Result<Card[][], LineError> {
	const parts = value.split('|').map((part) => part.trim());
	if (parts.length !== PILES)
		return fail({
			line,
			message:
				`${parts.length} foundation pile${parts.length === 1 ? '' : 's'}, but there are exactly ${PILES}, ` +
				'separated by | (as AS 2H | - | - | -)',
		});
	const piles: Card[][] = [];
	for (const [index, part] of parts.entries()) {
		const pile = parsePile(part, `pile ${index + 1}`, line);
		if (!pile.ok) return pile;
		piles.push(pile.value);
	}
	return ok(piles);
}

function parsePile(text: string, name: string, line: number): Result<Card[], LineError> {
	if (text === '-') return ok([]);
	if (text === '') return fail({line, message: `${name} is blank: write - for an empty pile`});
	const cards = parseCards(text, line);
	if (!cards.ok) return cards;
	for (const [index, card] of cards.value.entries()) {
		const below = index === 0 ? undefined : cards.value[index - 1];
		if (below === undefined && rankOf(card) !== 1)
			return fail({line, message: `${name} starts with ${cardName(card)}: a foundation pile starts with an Ace`});
		if (below !== undefined && (rankOf(card) !== rankOf(below) + 1 || isRed(card) === isRed(below))) {
			return fail({
				line,
				message:
					`${name}: ${cardName(card)} does not go on ${cardName(below)} ` +
					'(a pile builds up by one rank in the other colour)',
			});
		}
	}
	return ok(cards.value);
}

/** Cards separated by blanks, each a known card. */
export function parseCards(content: string, line: number): Result<Card[], LineError> {
	const cards: Card[] = [];
	for (const word of content.split(/\s+/)) {
		const card = parseCard(word);
		if (card === undefined)
			return fail({
				line,
				message:
					`unknown card ${quoteToken(word)} ` +
					'(a card is a rank A 2-9 T J Q K and a suit C D H S, as KS or 10H)',
			});
		cards.push(card);
	}
	return ok(cards);
}

/**
 * `Cells: 7H -`: the free cells in order, each a card or `-`, exactly as many as the game has (a
 * `Cells:` line in a game without cells is an error). Absent, every cell is empty.
 */
export function parseCells(text: string, line: number, rules: Variant): Result<Array<Card | undefined>, LineError> {
	const count = rules.cells ?? 0;
	if (line === 0) return ok(Array.from({length: count}, () => undefined));
	if (count === 0) return fail({line, message: `${rules.name} has no free cells: leave out Cells:`});
	const entries = text.split(/\s+/).filter(Boolean);
	if (entries.length !== count)
		return fail({
			line,
			message:
				`Cells: ${entries.length} given, but ${rules.name} has exactly ${count} ` +
				'(each a card or -, as 7H -)',
		});
	const cells: Array<Card | undefined> = [];
	for (const entry of entries) {
		if (entry === '-') {
			cells.push(undefined);
			continue;
		}
		const card = parseCards(entry, line);
		if (!card.ok) return card;
		if (cells.includes(card.value[0]))
			return fail({line, message: `${cardName(card.value[0])} appears twice in the cells`});
		cells.push(card.value[0]);
	}
	return ok(cells);
}
