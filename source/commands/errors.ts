/** A problem with what the user asked for: shown as one line on stderr, exit status 2. */
export class UsageError extends Error {
	override readonly name = 'UsageError';
}
