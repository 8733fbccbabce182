import {type Card, type Rank, type Suit, DECK_SIZE, SUIT_LETTERS, cardName, makeCard, parseCard, parseRank, parseSuit, rankName} from './cards.js';
import {type Position} from './position.js';
import {type Result, ok, fail} from './result.js';
import {type VariantId, VARIANT_IDS, findVariant, rulesFor} from './rules.js';

/**
 * The board text format of shared/board-format.md: `parseBoard` and `makeBoard` are inverses for
 * every position a game can reach (a property test pins it).
 *
 *   # a comment (anything after `#` on any line is ignored, as are blank lines)
 *   Variant: shamrocks           optional, default shamrocks
 *   Foundations: C-0 D-A H-0 S-2 optional, default all empty; each suit at most once
 *   KS 5H 2D                     one line per fan, bottom card first; `-` for an empty fan
 *
 * Header lines must come before the first fan line. Every error names its line.
 */

export interface BoardError {
	/** 1-based line of the text the problem is on. */
	readonly line: number;
	readonly message: string;
}

export function describeBoardError(error: BoardError): string {
	return `line ${error.line}: ${error.message}`;
}

interface FanLine {
	readonly line: number;
	readonly cards: Card[];
}

interface Header {
	variant: VariantId;
	foundations: number[];
	foundationsLine: number;
}

export function parseBoard(text: string): Result<Position, BoardError> {
	const header: Header = {variant: 'shamrocks', foundations: [0, 0, 0, 0], foundationsLine: 0};
	const fanLines: FanLine[] = [];
	const lines = text.split(/\r?\n/);
	for (let index = 0; index < lines.length; index++) {
		const line = index + 1;
		const content = lines[index].replace(/#.*$/, '').trim();
		if (content === '') continue;
		const headerMatch = /^([A-Za-z]+)\s*:(.*)$/.exec(content);
		if (headerMatch !== null) {
			if (fanLines.length > 0) return fail({line, message: `"${headerMatch[1]}:" must come before the first fan line`});
			const error = parseHeader(headerMatch[1], headerMatch[2].trim(), line, header);
			if (error !== undefined) return fail(error);
			continue;
		}
		const fan = parseFanLine(content, line);
		if (!fan.ok) return fan;
		fanLines.push({line, cards: fan.value});
	}
	return checkBoard(header, fanLines, lines.length);
}

function parseHeader(key: string, value: string, line: number, header: Header): BoardError | undefined {
	switch (key.toLowerCase()) {
		case 'variant': {
			const variant = findVariant(value);
			if (variant === undefined) {
				return {line, message: `unknown variant "${value}" (known: ${VARIANT_IDS.join(', ')})`};
			}
			header.variant = variant;
			return undefined;
		}
		case 'foundations':
			header.foundationsLine = line;
			return parseFoundations(value, line, header.foundations);
		default:
			return {line, message: `unknown header "${key}:" (expected Variant: or Foundations:)`};
	}
}

function parseFoundations(value: string, line: number, foundations: number[]): BoardError | undefined {
	const seen = new Set<number>();
	for (const entry of value.split(/\s+/).filter(Boolean)) {
		const match = /^([A-Za-z])-(\w+)$/.exec(entry);
		const suit = match === null ? undefined : parseSuit(match[1]);
		const rank = match === null ? undefined : match[2] === '0' ? 0 : parseRank(match[2]);
		if (suit === undefined || rank === undefined) {
			return {line, message: `bad foundation "${entry}" (expected a suit, a dash and a rank or 0, as H-0 or S-Q)`};
		}
		if (seen.has(suit)) return {line, message: `foundation ${SUIT_LETTERS[suit]} given twice`};
		seen.add(suit);
		foundations[suit] = rank;
	}
	return undefined;
}

function parseFanLine(content: string, line: number): Result<Card[], BoardError> {
	if (content === '-') return ok([]);
	const cards: Card[] = [];
	for (const word of content.split(/\s+/)) {
		const card = parseCard(word);
		if (card === undefined) return fail({line, message: `unknown card "${word}" (a card is a rank A 2-9 T J Q K and a suit C D H S, as KS or 10H)`});
		cards.push(card);
	}
	return ok(cards);
}

function checkBoard(header: Header, fanLines: FanLine[], lineCount: number): Result<Position, BoardError> {
	const rules = rulesFor(header.variant);
	const lastLine = fanLines.at(-1)?.line ?? lineCount;
	if (fanLines.length !== rules.fanCount) {
		return fail({line: lastLine, message: `${fanLines.length} fan lines, but ${rules.name} has exactly ${rules.fanCount}`});
	}
	// Where each card was first seen, as the words of an error message about a second sighting.
	const where = new Map<Card, string>();
	for (let suit = 0; suit < 4; suit++) {
		for (let rank = 1; rank <= header.foundations[suit]; rank++) {
			where.set(makeCard(rank as Rank, suit as Suit), header.foundationsLine === 0 ? 'on its foundation' : `on its foundation (line ${header.foundationsLine})`);
		}
	}
	for (const fan of fanLines) {
		if (fan.cards.length > rules.fanCapacity) {
			return fail({line: fan.line, message: `a fan holds ${fan.cards.length} cards, more than ${rules.fanCapacity}`});
		}
		for (const card of fan.cards) {
			const earlier = where.get(card);
			if (earlier !== undefined) return fail({line: fan.line, message: `${cardName(card)} appears twice: it is also ${earlier}`});
			where.set(card, `on line ${fan.line}`);
		}
	}
	if (where.size !== DECK_SIZE) {
		const missing = Array.from({length: DECK_SIZE}, (_, card) => card).filter((card) => !where.has(card));
		return fail({line: lastLine, message: `missing ${missing.map(cardName).join(' ')}: every card must be on exactly one fan or foundation`});
	}
	return ok({variant: header.variant, fans: fanLines.map((fan) => fan.cards), foundations: header.foundations});
}

/** Writes a position in the board format; `comments` become `# ` lines at the top. */
export function makeBoard(position: Position, comments: readonly string[] = []): string {
	const rules = rulesFor(position.variant);
	const foundations = position.foundations.map((rank, suit) => `${SUIT_LETTERS[suit]}-${rankName(rank)}`).join(' ');
	const lines = [
		...comments.map((comment) => `# ${comment}`),
		`Variant: ${rules.id}`,
		`Foundations: ${foundations}`,
		...position.fans.map((fan) => (fan.length === 0 ? '-' : fan.map(cardName).join(' '))),
	];
	return lines.join('\n') + '\n';
}
