import React from 'react';
import {Text} from 'ink';
import {shown} from '../../engine/index.js';
import {type FormNote} from './form.js';
import {glyph, tint} from '../theme/theme.js';

/** The columns before a field's text: its label, padded. */
const LABEL_WIDTH = 6;

/**
 * A line to type on: its label, the text as typed (escaped: it may hold anything a paste sent), and
 * the cursor after it in inverse video. Past the width, the end of the text stays in view.
 */
export function Field({label, text, ascii, width}: {label: string; text: string; ascii: boolean; width: number}) {
	const seen = shown(text);
	const room = Math.max(1, width - LABEL_WIDTH - 1);
	const cut = glyph(ascii, 'ellipsis');
	const tail = seen.length <= room ? seen : `${cut}${seen.slice(seen.length - (room - cut.length))}`;
	return (
		<Text>
			{label.padEnd(LABEL_WIDTH)}
			{tail}
			<Text inverse> </Text>
		</Text>
	);
}

/** The line under a field or a list: nothing, or the note (a mistake or a question in the warning's colour). */
export function NoteLine({note, color}: {note: FormNote | undefined; color: boolean}) {
	if (note === undefined) return <Text> </Text>;
	return (
		<Text bold={note.tone === 'warn'} color={note.tone === 'warn' ? tint(color, 'warn') : undefined}>
			{note.text}
		</Text>
	);
}
