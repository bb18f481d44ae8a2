/** JSON with object keys sorted (canonical.js). */
export function canonical(value: unknown): string;
