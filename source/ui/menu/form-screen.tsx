import React from 'react';
import {moveCount, rulesShortName, shown} from '../../engine/index.js';
import {type PlayState} from '../play/index.js';
import {type TerminalSize} from '../app/use-terminal-size.js';
import {type Form, type FormScreen as Screen} from './form.js';
import {NumberScreen} from './number-screen.js';
import {OpenScreen} from './open-screen.js';
import {SaveScreen} from './save-screen.js';
import {glyph} from '../theme/theme.js';

/** The game to save, in a line of the Save screen: `Shamrocks · deal 42 · 12 moves`. */
function gameLine(state: PlayState, dot: string): string {
	const moves = moveCount(state.game);
	const title = shown(state.deal.title);
	return [rulesShortName(state.deal.rules), title, `${moves} move${moves === 1 ? '' : 's'}`].join(dot);
}

interface FormScreenProps {
	readonly screen: Screen;
	readonly form: Form | undefined;
	readonly selected: number;
	readonly state: PlayState;
	readonly size: TerminalSize;
}

/** Deal number, Save this game, Open a saved game: the screen of the form on top. */
export function FormScreen({screen, form, selected, state, size}: FormScreenProps) {
	const {ascii, color} = state.settings;
	const common = {form: form ?? {text: ''}, ascii, color, columns: size.columns};
	if (screen === 'number') return <NumberScreen {...common} />;
	if (screen === 'save') return <SaveScreen {...common} game={gameLine(state, glyph(ascii, 'dot'))} />;
	return <OpenScreen {...common} selected={selected} rows={size.rows} />;
}
