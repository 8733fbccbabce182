import {stripVTControlCharacters} from 'node:util';
import {afterEach, describe, expect, it} from 'vitest';
import React from 'react';
import {cleanup, render} from 'ink-testing-library';
import {type Position, cardName, currentPosition, parseBoard} from '../../../source/engine/index.js';
import {DEFAULT_SETTINGS} from '../../../source/io/settings.js';
import {type PlayCommand, type PlayState, reducePlay, startPlay} from '../../../source/ui/play/index.js';
import {PlayView} from '../../../source/ui/board/play-view.js';

afterEach(() => cleanup());

const RULES = {variant: 'threeshuffles', kings: 'as-dealt'} as const;
const SETTINGS = {...DEFAULT_SETTINGS, autoComplete: false};

// Fan 1's K♣ lies just beneath its top, the Q♦; fan 2 holds the K♦ alone.
function board(): Position {
	const text = ['Variant: threeshuffles', 'Foundations: C-Q D-T H-K S-K', 'Redeals: 2', 'Draw: 1', 'JD KC QD', 'KD'];
	const parsed = parseBoard(text.join('\n'));
	if (!parsed.ok) throw new Error(parsed.error.message);
	return parsed.value;
}

function run(state: PlayState, ...commands: PlayCommand[]): PlayState {
	return commands.reduce((current, command) => reducePlay(current, {...command, now: 0}), state);
}

function legendLine(state: PlayState): string {
	const {lastFrame, unmount} = render(<PlayView state={state} rows={24} />);
	const lines = stripVTControlCharacters(lastFrame() ?? '')
		.trimEnd()
		.split('\n');
	unmount();
	return lines.at(-1) ?? '';
}

const fanText = (state: PlayState, fan: number) => currentPosition(state.game).fans[fan].map(cardName).join(' ');

describe("Three Shuffles and a Draw's draw by keys (reducer)", () => {
	const start = () => startPlay({title: 'board test', rules: RULES, position: board()}, SETTINGS, 0);

	it('takes the card just beneath the top before any redeal, and offers no choice of card', () => {
		const state = run(start(), {type: 'draw'});
		expect(state.drawing).toEqual({fan: 0, depth: 1});
		expect(state.message?.text).toMatch(/^The draw: K♣\. Aim at another fan/);
		// Up and Down have nothing to choose: the draw stays on the same card.
		expect(run(state, {type: 'aim', to: 'up'}, {type: 'aim', to: 'down'}).drawing).toEqual({fan: 0, depth: 1});
		const legend = legendLine(state);
		expect(legend).not.toMatch(/choose card/);
		expect(legend).toMatch(/f home/);
	});

	it('plays the drawn card home with f, the top card staying, and spends the draw', () => {
		const state = run(start(), {type: 'draw'}, {type: 'dropHome'});
		expect(fanText(state, 0)).toBe('JD QD');
		expect(currentPosition(state.game).foundations[0].length).toBe(13);
		expect(currentPosition(state.game).draws).toBe(0);
		expect(state.drawing).toBeUndefined();
		expect(state.message?.text).toMatch(/^Drawn: K♣ to/);
		expect(run(state, {type: 'draw'}).drawing).toBeUndefined();
	});

	it('refuses the drawn card back onto its own fan, and Esc gives the game back as it was', () => {
		const refused = run(start(), {type: 'draw'}, {type: 'play'});
		expect(fanText(refused, 0)).toBe('JD KC QD');
		expect(currentPosition(refused.game).draws).toBe(1);
		const cancelled = run(start(), {type: 'draw'}, {type: 'cancel'});
		expect(cancelled.drawing).toBeUndefined();
		expect(currentPosition(cancelled.game).draws).toBe(1);
	});
});
