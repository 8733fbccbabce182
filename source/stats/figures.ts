import {type DealRules, rulesName, shown} from '../engine/index.js';
import {type LoggedGame, type Records, type RulesRecord, ownValue, recordOf, rulesKey} from './records.js';
import {dayNumber, formatDuration} from './text.js';

/**
 * The figures shown of one game of the family: the Statistics screen and `shamrocks stats`
 * (whose --json has these very fields) read them from the records, with today's date for the
 * daily streak.
 */
export interface Figures {
	readonly game: string;
	readonly variant: string;
	readonly kings: string;
	readonly played: number;
	readonly won: number;
	readonly lost: number;
	/** Won / played, from 0 to 1; null before the first game. */
	readonly winRate: number | null;
	readonly currentStreak: number;
	readonly longestStreak: number;
	readonly bestTimeMs: number | null;
	readonly fewestMoves: number | null;
	readonly wonWithoutHintOrUndo: number;
	readonly daily: DailyFigures;
	/** This game's part of the log, newest first. */
	readonly lastGames: readonly LoggedGame[];
}

export interface DailyFigures {
	/** Dates whose daily deal was won. */
	readonly won: number;
	/** Dates won in a row up to today, or up to yesterday while today's is not won yet. */
	readonly currentStreak: number;
	readonly longestStreak: number;
}

export function figuresOf(records: Records, rules: DealRules, today: string): Figures {
	const record = recordOf(records, rules);
	const key = rulesKey(rules);
	return {
		game: rulesName(rules),
		variant: rules.variant,
		kings: rules.kings,
		played: record.played,
		won: record.won,
		lost: record.played - record.won,
		winRate: record.played === 0 ? null : record.won / record.played,
		currentStreak: record.streak,
		longestStreak: record.longestStreak,
		bestTimeMs: record.bestTimeMs ?? null,
		fewestMoves: record.fewestMoves ?? null,
		wonWithoutHintOrUndo: record.wonWithoutHelp,
		daily: dailyFigures(record, today),
		lastGames: records.log.filter((game) => game.rules === key),
	};
}

/** The daily deal's streaks: runs of consecutive dates won. */
export function dailyFigures(record: RulesRecord, today: string): DailyFigures {
	const days = Object.entries(record.daily)
		.filter(([, day]) => day.won)
		.map(([date]) => dayNumber(date))
		.sort((a, b) => a - b);
	let longest = 0;
	let run = 0;
	for (const [index, day] of days.entries()) {
		run = index > 0 && day === days[index - 1] + 1 ? run + 1 : 1;
		longest = Math.max(longest, run);
	}
	// The run that ends today, or yesterday: today's deal may still be won.
	const last = days.at(-1);
	const alive = last !== undefined && dayNumber(today) - last <= 1;
	return {won: days.length, currentStreak: alive ? run : 0, longestStreak: longest};
}

/** One label and its value per line, as the screen and the command's text show them. */
export function figureLines(figures: Figures): Array<readonly [string, string]> {
	const rate = figures.winRate === null ? '-' : `${Math.round(figures.winRate * 100)}%`;
	return [
		['Played', String(figures.played)],
		['Won', String(figures.won)],
		['Win rate', rate],
		['Current streak', String(figures.currentStreak)],
		['Longest streak', String(figures.longestStreak)],
		['Best time', figures.bestTimeMs === null ? '-' : formatDuration(figures.bestTimeMs)],
		['Fewest moves', figures.fewestMoves === null ? '-' : String(figures.fewestMoves)],
		['Won without hint or undo', String(figures.wonWithoutHintOrUndo)],
		['Daily deals won', String(figures.daily.won)],
		['Daily streak', String(figures.daily.currentStreak)],
		['Longest daily streak', String(figures.daily.longestStreak)],
	];
}

/** A game of the log in one line: when, the deal, how it ended, moves and time, and whether it was helped. */
export function logLine(game: LoggedGame, when: string): string {
	const ended = game.outcome === 'won' ? 'won' : `lost${game.cause === undefined ? '' : ` (${CAUSES[game.cause]})`}`;
	const helped = game.assisted ? ', helped' : '';
	const moves = `${game.moves} ${game.moves === 1 ? 'move' : 'moves'}`;
	return `${shown(when)}  ${shown(game.title)}: ${ended}, ${moves}, ${formatDuration(game.timeMs)}${helped}`;
}

const CAUSES = {left: 'another deal', restarted: 'restarted', stuck: 'stuck'} as const;

/** The win panel's line: `Won 12 of 15, streak 4.`, and the daily streak after a daily deal. */
export function winLine(figures: Figures, daily: boolean): string {
	const line = `Won ${figures.won} of ${figures.played}, streak ${figures.currentStreak}`;
	return daily ? `${line}; daily streak ${figures.daily.currentStreak}.` : `${line}.`;
}

/** What the first screen says of a daily deal won already: `You won 2026-12-01 in 76 moves, 02:01.` */
export function dailyWonNote(records: Records, rules: DealRules, date: string): string | undefined {
	const day = ownValue(recordOf(records, rules).daily, date);
	if (day?.won !== true) return undefined;
	const how =
		day.moves === undefined || day.timeMs === undefined
			? ''
			: ` in ${day.moves} ${day.moves === 1 ? 'move' : 'moves'}, ${formatDuration(day.timeMs)}`;
	return `You won ${date}${how}. A replay does not count again.`;
}
