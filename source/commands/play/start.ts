import {type DealRules, currentPosition, defaultRules, isStuck, moveCount} from '../../engine/index.js';
import {dealNameOf, gameSoFarOf} from '../../stats/game-record.js';
import {dailyTitle, seedTitle, seededDeal} from '../../stats/deal-name.js';
import {type GameResult, type Records, countedSince} from '../../stats/records.js';
import type {HintService} from '../../solver-service/types.js';
import {dailySeed} from '../../solver/index.js';
import type {DealInfo, Message} from '../../ui/play/index.js';
import {shortTitle} from '../../ui/theme/deal-title.js';
import {type SavedGame} from '../../io/saved-game.js';
import {type GameKeeper, type TakenUp} from '../../io/kept-games.js';
import type {Dealer} from '../../ui/play/use-play.js';
import type {CliFlags} from '../flags.js';
import {type DealChoice, checkDrawEarly, dealChoice, randomSeed, readBoard, wantsDeal} from '../deal-choice.js';
import {localDate} from '../../stats/text.js';
import {BOARD_STDIN, UsageError} from '../errors.js';

/** The deal a game starts with: asked for by a flag, or the game kept from before, and what the first screen says. */

async function winnableDeal(
	hints: HintService,
	seed: string,
	rules: DealRules,
	title: (seed: string) => string,
	daily?: string,
): Promise<DealInfo> {
	const found = await hints.winnableDeal(seed, rules);
	return {
		title: title(found.seed),
		seed: found.seed,
		rules,
		position: found.position,
		...(daily === undefined ? {} : {daily}),
	};
}

export function makeDealer(hints: HintService): Dealer {
	return {
		random: (rules) => seededDeal(randomSeed(), rules),
		winnable: (rules) => winnableDeal(hints, randomSeed(), rules, seedTitle),
		daily: (rules, date = localDate()) => winnableDeal(hints, dailySeed(date), rules, () => dailyTitle(date), date),
	};
}

interface Start {
	/** Deals the first game; called once the terminal is known to be fit to play in. */
	readonly deal: () => DealInfo | Promise<DealInfo>;
	/** What the spinner says while the solver proves the deal winnable. */
	readonly text?: string;
	/** What the first screen says about it: a game taken up again, or a saved one that could not be. */
	readonly notice?: Message;
	/** A daily deal's date and rules: the first screen says when it was won already. */
	readonly daily?: {readonly date: string; readonly rules: DealRules};
}

/** What the first screen says: the files that could not be used, then what the start says. */
export function firstScreenNotice(
	problems: ReadonlyArray<string | undefined>,
	start: Message | undefined,
): Message | undefined {
	const said = problems.filter((problem) => problem !== undefined);
	if (said.length === 0) return start;
	return {text: [...said, ...(start === undefined ? [] : [start.text])].join(' '), tone: 'warn'};
}

/** The first screen's notice with what it says of a daily deal won already. */
export function withDailyNote(notice: Message | undefined, note: string | undefined): Message | undefined {
	if (note === undefined) return notice;
	return notice === undefined ? {text: note, tone: 'good'} : {text: `${note} ${notice.text}`, tone: notice.tone};
}

/** Whether the flags ask for a deal (or a board): then the game kept waits for a plain start. */
export function asksForDeal(flags: CliFlags): boolean {
	// A saved game taken up (--open) is no deal asked for: the games kept wait as they were.
	if (flags.open !== undefined) return false;
	// --variant or --kings alone asks for a deal of that game too, and --demo a deal to watch.
	return (
		wantsDeal(flags) ||
		flags.board !== undefined ||
		flags.variant !== undefined ||
		flags.kings !== undefined ||
		flags.demo
	);
}

/**
 * Without a deal asked for (a flag or a board), the game left at the last run goes on. `records`
 * say which kept games are counted already (won, then taken back): leaving those counts nothing.
 */
export async function orResumed(asked: Start, flags: CliFlags, keeper: GameKeeper, records: Records): Promise<Start> {
	if (asksForDeal(flags)) {
		const waiting = await keeper.waiting();
		const leaving = leavingNotice(
			waiting.filter((game) => countedSince(records, game.id, game.savedAt) !== 'counted'),
		);
		return leaving === undefined
			? asked
			: {
					...asked,
					notice:
						asked.notice === undefined
							? leaving
							: {text: `${asked.notice.text} ${leaving.text}`, tone: 'warn'},
				};
	}
	const taken = await keeper.takeUp();
	if (taken.saved !== undefined) return resumedStart(taken.saved, taken);
	const elsewhere =
		taken.inPlayElsewhere > 0
			? 'Your kept game is open in another copy of shamrocks: here is a new deal (each copy keeps its own game).'
			: undefined;
	const text = [taken.problem, elsewhere].filter((part) => part !== undefined).join(' ');
	return text === '' ? asked : {...asked, notice: {text, tone: 'warn'}};
}

/** What a deal asked for by a flag says of the games kept: the first move here leaves them (counted as lost). */
function leavingNotice(waiting: readonly SavedGame[]): Message | undefined {
	const played = waiting.filter((game) => game.started);
	if (played.length === 0) return undefined;
	const which =
		played.length === 1
			? `Your game of ${shortTitle(played[0].title)} is kept`
			: `${played.length} kept games wait`;
	const them = played.length === 1 ? 'it' : 'them';
	return {
		text: `${which}: a move here leaves ${them} (counted as lost); quit now and plain shamrocks takes ${them} up.`,
		tone: 'warn',
	};
}

/** The game saved at the last run, taken up where it was left. */
function resumedStart(saved: SavedGame, taken: TakenUp): Start {
	const moves = moveCount(saved.game);
	const dealt: DealInfo = {
		...dealNameOf(saved),
		position: saved.game.entries[0].position,
		resumed: gameSoFarOf(saved),
	};
	const stuck = isStuck(currentPosition(saved.game)) ? ' No card can move: u undoes.' : '';
	const more =
		taken.waiting === 0
			? ''
			: ` ${taken.waiting === 1 ? 'One more kept game waits' : `${taken.waiting} more kept games wait`} ` +
				'for the next start.';
	const movesIn = `${moves} move${moves === 1 ? '' : 's'} in`;
	const text =
		`Welcome back: ${shortTitle(saved.title)} as you left it, ${movesIn}.${stuck} n for a new deal.` + more;
	// What could not be used of the file (other games kept aside) is said too.
	const {problem} = taken;
	const notice: Message = problem === undefined ? {text, tone: 'good'} : {text: `${problem} ${text}`, tone: 'warn'};
	return {deal: () => dealt, notice};
}

/** A kept game that a new deal took the place of: left, so lost. */
export function leftResult(saved: SavedGame, at: Date): GameResult {
	const end = {
		outcome: 'lost',
		cause: 'left',
		moves: moveCount(saved.game),
		timeMs: Math.round(saved.elapsedMs),
	} as const;
	return {id: saved.id, ...dealNameOf(saved), ...end, assisted: saved.assisted, at: at.toISOString()};
}

/**
 * The first deal the flags ask for, checked (bad flags and board files fail here, before Ink).
 * Without --variant or --kings it is dealt under `lastRules`, the rules the player last chose.
 */
export async function startingDeal(flags: CliFlags, hints: HintService, lastRules: DealRules): Promise<Start> {
	if (flags.board !== undefined) {
		if (flags.seed !== undefined || flags.winnable || flags.daily !== undefined)
			throw new UsageError('--board cannot be combined with --seed, --winnable or --daily');
		if (flags.board === '-') throw new UsageError(BOARD_STDIN);
		if (flags.board.trim() === '') throw new UsageError('--board needs a board FILE');
		const position = await readBoard(flags.board, flags);
		checkDrawEarly(position.variant, flags.drawEarly);
		return {deal: () => ({title: `board ${flags.board}`, rules: defaultRules(position.variant), position})};
	}
	const choice: DealChoice = dealChoice(flags, lastRules);
	const {rules} = choice;
	// Checked now, against the game asked for: a wrong flag stops before the screen opens. Without
	// a deal asked for, the kept game goes on under its own rule, and the flag is for new deals.
	if (asksForDeal(flags)) checkDrawEarly(rules.variant, flags.drawEarly);

	switch (choice.kind) {
		case 'seed':
			return {deal: () => seededDeal(choice.seed, rules)};
		case 'winnable':
			return {
				deal: () => winnableDeal(hints, choice.seed, rules, seedTitle),
				text: `Finding a winnable deal from seed ${choice.seed}`,
			};
		case 'daily':
			return {
				deal: () =>
					winnableDeal(hints, dailySeed(choice.date), rules, () => dailyTitle(choice.date), choice.date),
				text: `Finding the daily deal of ${choice.date}`,
				daily: {date: choice.date, rules},
			};
	}
}
