/**
 * The state of one game on screen and the named actions that change it, by concern:
 * - state.ts: the state, the actions and what they carry;
 * - reducer.ts: the root reducer, which hands each action to its concern, and the keys typed ahead;
 * - aim.ts: where the player aims (arrows, Tab, a fan's number); hand.ts: the click, the card in
 *   hand, undo, redo and b; table.ts: what every move does to the table (and auto complete);
 * - draw.ts: the redeal and the draw; hint.ts: the hint and the demo; mark.ts: the winnable mark;
 * - mouse.ts: presses, drags and releases; tally.ts: the clock, the win and the games that end;
 * - words.ts: what the player is told.
 * Pure: every rule question goes to the engine. Time comes in on each action (`now`).
 */
export * from './state.js';
export {startPlay, reducePlay} from './reducer.js';
export {QUICK_AIM_PAUSE_MS} from './aim.js';
