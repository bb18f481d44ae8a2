/**
 * One import for everything a screen or a test needs from the flows: the state types, the
 * live moves, the quick scorer and the queries (each lives in its own file).
 */
export * from './options';
export * from './model';
export * from './live';
export * from './scorer';
export * from './queries';
export { describeLive } from './log';
