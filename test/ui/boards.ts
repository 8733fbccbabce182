import {type DealInfo} from '../../source/ui/play/index.js';
import {defaultRules} from '../../source/engine/index.js';
import {board} from './helpers.js';

const SHAMROCKS_RULES = defaultRules('shamrocks');

const EMPTY_FANS = (count: number) => Array.from({length: count}, () => '-').join('\n');

/**
 * Fan 1's J♣ fits on fans 2, 3, 6, 7, 8 and 9 (never its foundation): the click cycles through them.
 * Fan 4 is full, fan 5's T♣ can go home; fan 7 climbs, so auto complete stays out of the way.
 */
export const MANY_PLACES: DealInfo = {
	title: 'board many-places',
	rules: SHAMROCKS_RULES,
	position: board(`Foundations: C-9 D-9 H-9 S-9
KC JC
KD QD
KH TH
KS QS JS
TC
QC
JD QH
TS
TD
JH
${EMPTY_FANS(8)}`),
};

/** Nothing can move: Q♠ lies under K♠ and every other fan is empty. */
export const STUCK: DealInfo = {
	title: 'board stuck',
	rules: SHAMROCKS_RULES,
	position: board(`Foundations: C-K D-K H-K S-J
QS KS
${EMPTY_FANS(17)}`),
};

/** One move from stuck: J♠ goes home (or nowhere else), then Q♠ lies under K♠ for good. */
export const ONE_FROM_STUCK: DealInfo = {
	title: 'board one-from-stuck',
	rules: SHAMROCKS_RULES,
	position: board(`Foundations: C-K D-K H-K S-T
QS KS
JS
${EMPTY_FANS(16)}`),
};

/** One card to go: K♠ to its foundation wins. */
export const ONE_TO_WIN: DealInfo = {
	title: 'board one-to-win',
	rules: SHAMROCKS_RULES,
	seed: 'one',
	position: board(`Foundations: C-K D-K H-K S-Q
KS
${EMPTY_FANS(17)}`),
};

/** Only clubs left, every fan descending: auto complete can finish it from the start. */
export const READY_TO_FINISH: DealInfo = {
	title: 'board ready',
	rules: SHAMROCKS_RULES,
	position: board(`Foundations: C-0 D-K H-K S-K
KC QC JC
TC 9C 8C
7C 6C 5C
4C 3C
2C
AC
${EMPTY_FANS(12)}`),
};

/** Only clubs left; moving 2♣ from fan 5 onto 3♣ (fan 4) makes every fan descending. */
export const ONE_FROM_FINISH: DealInfo = {
	title: 'board one-from-finish',
	rules: SHAMROCKS_RULES,
	position: board(`Foundations: C-0 D-K H-K S-K
KC QC JC
TC 9C 8C
7C 6C 5C
4C 3C
AC 2C
${EMPTY_FANS(13)}`),
};

/** 5♥ (fan 2) has one place to go, onto 6♥ on fan 3: Enter again there finds no other. */
export const ONE_PLACE: DealInfo = {
	title: 'board one-place',
	rules: SHAMROCKS_RULES,
	position: board(`Foundations: C-K D-K H-3 S-K
KH QH JH
5H
TH 6H
4H 9H 8H
7H
${EMPTY_FANS(13)}`),
};

/** K♠, Q♠ and J♠ alone on fans 1 to 3, the rest home: K♠ onto Q♠ (the click on fan 1) loses the game. */
export const BLUNDER: DealInfo = {
	title: 'board blunder',
	rules: SHAMROCKS_RULES,
	position: board(`Foundations: C-K D-K H-K S-T
KS
QS
JS
${EMPTY_FANS(15)}`),
};

/**
 * Box Fan: fan 2's 9♥ fits its foundation and onto fan 1's T♠, and a winning line may need it on
 * the fans (a black 8 onto it): a hint that says fan 1 must not send it home. 9♠ under K♠ keeps
 * auto complete away.
 */
export const BOX_FAN_HOME_OR_FAN: DealInfo = {
	title: 'board home-or-fan',
	rules: defaultRules('boxfan'),
	position: board(`Variant: boxfan
Foundations: C-K D-K H-8 S-8
KH QS JH TS
9H
9S KS QH JS TH
${EMPTY_FANS(13)}`),
};
