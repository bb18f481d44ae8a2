/** Input checks for the contract functions: each throws an Error naming the bad field. */

export function isNonNegInt(v: unknown): v is number {
	return typeof v === 'number' && Number.isInteger(v) && v >= 0;
}

export function isPosInt(v: unknown): v is number {
	return typeof v === 'number' && Number.isInteger(v) && v > 0;
}

export function nonNegInt(v: unknown, field: string): number {
	if (!isNonNegInt(v)) throw new Error(`${field} must be a non-negative integer`);
	return v;
}

export function posInt(v: unknown, field: string): number {
	if (!isPosInt(v)) throw new Error(`${field} must be a positive integer`);
	return v;
}

export function nonEmptyString(v: unknown, field: string): string {
	if (typeof v !== 'string' || v.length === 0)
		throw new Error(`${field} must be a non-empty string`);
	return v;
}

export function array(v: unknown, field: string): unknown[] {
	if (!Array.isArray(v)) throw new Error(`${field} must be an array`);
	return v;
}

export function record(v: unknown, field: string): Record<string, unknown> {
	if (typeof v !== 'object' || v === null || Array.isArray(v))
		throw new Error(`${field} must be an object`);
	return v as Record<string, unknown>;
}

/** Checks ids are unique; names the first repeated one. */
export function uniqueIds(ids: readonly string[], field: string): void {
	const seen = new Set<string>();
	ids.forEach((id, i) => {
		if (seen.has(id)) throw new Error(`${field}[${i}].id must be unique ("${id}" is repeated)`);
		seen.add(id);
	});
}
