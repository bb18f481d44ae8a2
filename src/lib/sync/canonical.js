// JSON with object keys sorted, so one value always gives the same text on every phone and on
// the table server (what seat records, plays and proposals are signed over, and what a secret's
// choice is hashed with). Plain JavaScript, typed by canonical.d.ts: server/guard.js imports it.
/** @param {unknown} value @returns {string} */
export function canonical(value) {
	if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
	if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
	const o = /** @type {Record<string, unknown>} */ (value);
	return `{${Object.keys(o)
		.filter((k) => o[k] !== undefined)
		.sort()
		.map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
		.join(',')}}`;
}
