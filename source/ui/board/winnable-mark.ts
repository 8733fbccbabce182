import {moveCount} from '../../engine/index.js';
import {losingMove, lostFromTheStart} from '../play/lost-move.js';
import {type PlayState} from '../play/index.js';
import {glyph} from '../theme/theme.js';

/**
 * The winnable mark in its forms, longest first: the status line shows the longest that fits
 * (status-layout.ts). Each form is true on its own: a shorter one leaves words out, never says more.
 */
export interface WinnableMark {
	readonly forms: readonly [string, ...string[]];
	readonly tone: 'good' | 'warn' | 'info';
}

const PROVED_WITH_REDEALS: WinnableMark['forms'] = ['winnable with redeals', 'winnable w/ redeals', 'winnable'];
const LOST_SINCE_REDEAL: WinnableMark['forms'] = ['lost since the redeal', 'lost since redeal', 'lost'];

/**
 * Whether the game can still be won, as far as the solver thinking ahead knows, never which move
 * wins: on the status line with the Winnable mark setting on, and not once the game is won.
 * Where there are redeals the solver judges the layout on the table (never a shuffle to come):
 * a layout with no win, a redeal left, says so of the layout, not of the game; the game itself
 * is known winnable only at the first position of a deal proved so (a winnable or daily deal,
 * proved by the solver playing the whole game, redeals and all).
 */
export function winnableMark(state: PlayState): WinnableMark | undefined {
	if (!state.settings.winnableMark || state.won) return undefined;
	// Auto complete starts only where every card is sure to go home.
	if (state.autoCompleting) return {forms: ['winnable'], tone: 'good'};
	const {verdict, answer} = state.foresight;
	const ellipsis = glyph(state.settings.ascii, 'ellipsis');
	switch (verdict) {
		case 'thinking':
			return {forms: [`thinking${ellipsis}`], tone: 'info'};
		case 'won':
			return {forms: ['winnable'], tone: 'good'};
		case 'unknown':
			return {forms: ['not settled'], tone: 'info'};
		case 'redeal':
			if (state.deal.proved === true && moveCount(state.game) === 0)
				return {forms: PROVED_WITH_REDEALS, tone: 'good'};
			return {forms: ['no win in this layout', 'no win in layout'], tone: 'info'};
		case 'failed':
			return undefined;
		case 'lost': {
			if (answer?.verdict !== 'lost') return {forms: ['lost'], tone: 'warn'};
			const since = losingMove(answer, moveCount(state.game));
			if (since !== undefined) {
				return {
					forms: [`lost since move ${since}: b goes back`, `lost since move ${since}`, 'lost'],
					tone: 'warn',
				};
			}
			// Where the look-back stopped at a redeal, what came before was another layout, not proved lost.
			if (lostFromTheStart(answer)) {
				return {
					forms: answer.sinceRedeal === true ? LOST_SINCE_REDEAL : ['lost from the deal', 'lost'],
					tone: 'warn',
				};
			}
			return {forms: answer.undo === undefined ? ['lost'] : ['lost: b goes back', 'lost'], tone: 'warn'};
		}
	}
}
