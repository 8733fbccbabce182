/** The engine's public face: pure rules and state, no React, no I/O. */
export * from './cards.js';
export * from './result.js';
export * from './rules.js';
export * from './position.js';
export * from './home-order.js';
export * from './moves.js';
export * from './auto-complete.js';
export * from './auto-drop.js';
export * from './refusals.js';
export * from './notation.js';
export * from './deal.js';
export * from './seed.js';
export * from './game.js';
export * from './board-format.js';
export * from './shown.js';
export * from './words.js';
