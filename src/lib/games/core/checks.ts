/**
 * The checks every game needs, written once: valibot schemas for the numbers and ids an
 * action carries, and own-key lookups so a hostile id such as `__proto__` is never a player.
 */
import * as v from 'valibot';
import { invalid, type Invalid, type SessionContext } from './types';

/** An upper bound no board shows: stops absurd numbers without guessing each game's track. */
export const MAX_COUNT = 9_999;

/** A whole number between `min` and `max` (inclusive). */
export const intIn = (min: number, max: number) =>
	v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

/** A whole number from 0 to `max` (a count of tokens, points, cards...). */
export const count = (max = MAX_COUNT) => intIn(0, max);

/** A player id as stored: a short string (membership is checked by `checkPlayer`). */
export const playerId = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

/** A JSON object with own keys only (no prototype tricks). */
export function isRecord(x: unknown): x is Record<string, unknown> {
	return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Whether `key` is an own key of `obj`: `'__proto__' in {}` is true, this is not. */
export function hasOwn(obj: object, key: string): boolean {
	return Object.prototype.hasOwnProperty.call(obj, key);
}

export function isPlayer(ctx: SessionContext<unknown>, id: unknown): id is string {
	return typeof id === 'string' && ctx.players.some((p) => p.id === id);
}

/** Refuses an id that is not a player of this session. */
export function checkPlayer(ctx: SessionContext<unknown>, id: unknown): Invalid | null {
	return isPlayer(ctx, id) ? null : invalid('error.unknownPlayer');
}

export function playerName(ctx: SessionContext<unknown>, id: string): string {
	return ctx.players.find((p) => p.id === id)?.name ?? '?';
}

export function seatOf(ctx: SessionContext<unknown>, id: string): number {
	return ctx.players.findIndex((p) => p.id === id);
}
