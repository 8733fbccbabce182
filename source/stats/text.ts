/** Times and dates as the game writes them: pure, so the screen, the command and the tests agree. */

/** `01:07`, or `1:02:07` past an hour. */
export function formatDuration(ms: number): string {
	const seconds = Math.max(0, Math.floor(ms / 1000));
	const pad = (value: number) => String(value).padStart(2, '0');
	const hours = Math.floor(seconds / 3600);
	const clock = `${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
	return hours > 0 ? `${hours}:${clock}` : clock;
}

function pad(value: number): string {
	return String(value).padStart(2, '0');
}

/** A date on this machine's clock and time zone, as YYYY-MM-DD (the daily deal's date). */
export function localDate(now: Date = new Date()): string {
	return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** An ISO time as the log shows it, in local time: `2026-12-01 14:02`; the text itself if it is no time. */
export function localTime(iso: string): string {
	const when = new Date(iso);
	if (Number.isNaN(when.getTime())) return iso;
	return `${localDate(when)} ${pad(when.getHours())}:${pad(when.getMinutes())}`;
}

/** Days since 1970-01-01 of a YYYY-MM-DD date (the calendar's, whatever the time zone). */
export function dayNumber(date: string): number {
	const [year, month, day] = date.split('-').map(Number);
	return Math.round(Date.UTC(year, month - 1, day) / 86_400_000);
}

/** Whether text is a real YYYY-MM-DD date. */
export function isDate(text: string): boolean {
	const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
	if (match === null) return false;
	return (
		new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).toISOString().slice(0, 10) === text
	);
}

/**
 * Longest deal title kept: `board ` and a path of 4096 bytes (Linux's PATH_MAX), each byte a
 * character at most, with room to spare. Any characters: what is shown is escaped (shown()).
 */
export const MAX_TITLE_LENGTH = 8192;

/** Whether a value is a deal's title as the game keeps it: any text, not empty, not past MAX_TITLE_LENGTH. */
export function isTitle(value: unknown): value is string {
	return typeof value === 'string' && value.length > 0 && value.length <= MAX_TITLE_LENGTH;
}

/** A title as the game writes it: cut in the middle past MAX_TITLE_LENGTH (no path the system takes is that long). */
export function fittedTitle(title: string): string {
	if (title.length <= MAX_TITLE_LENGTH) return title;
	const half = Math.floor((MAX_TITLE_LENGTH - 1) / 2);
	return `${title.slice(0, half)}…${title.slice(title.length - half)}`;
}
