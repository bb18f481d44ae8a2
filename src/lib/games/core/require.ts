/**
 * Input checks for the games' pure contract functions (scoring, rules helpers), written once.
 * Each throws an Error naming the bad field: that is the contract for callers (tests, other
 * modules). Screens never see this text: moves parse their payloads with valibot first and a
 * throw inside a move becomes the translated `error.internal` (core/define.ts).
 */

/** Throws the message every check below gives: the field, what it must be, what it got. */
export function fail(field: string, what: string, got?: unknown): never {
	throw new Error(`${field} must be ${what}${got === undefined ? '' : ` (got ${String(got)})`}`);
}

export function isNat(v: unknown): v is number {
	return typeof v === 'number' && Number.isInteger(v) && v >= 0;
}

export function isPosInt(v: unknown): v is number {
	return isNat(v) && v > 0;
}

export function requireNat(v: unknown, field: string): number {
	return isNat(v) ? v : fail(field, 'a non-negative integer', v);
}

export function requirePosInt(v: unknown, field: string): number {
	return isPosInt(v) ? v : fail(field, 'a positive integer', v);
}

export function requireIntIn(v: unknown, field: string, min: number, max: number): number {
	return Number.isInteger(v) && (v as number) >= min && (v as number) <= max
		? (v as number)
		: fail(field, `an integer ${min}..${max}`, v);
}

export function requireBoolean(v: unknown, field: string): boolean {
	return typeof v === 'boolean' ? v : fail(field, 'a boolean', v);
}

export function requireOneOf<T extends string>(
	v: unknown,
	field: string,
	allowed: readonly T[]
): T {
	return (allowed as readonly unknown[]).includes(v)
		? (v as T)
		: fail(field, `one of ${allowed.join(', ')}`, v);
}
