/** What a fan's number typed on the board says where there is no such fan: after a redeal a layout has fewer fans. */
export function noSuchFan(fan: number, fans: number): string {
	return `There is no fan ${fan}: this layout has ${fans === 1 ? 'one fan' : `${fans} fans, 1 to ${fans}`}.`;
}
