/** The text with its first letter upper case: a name that begins a sentence ("Fan 3 is empty"). */
export function capitalise(text: string): string {
	return text.charAt(0).toUpperCase() + text.slice(1);
}
