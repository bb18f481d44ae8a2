/** Typed numbers of this game's forms: a field out of range is an error, never a silent 0. */
export interface Parsed {
	/** The number typed (empty: 0), or null when it is not a count in range. */
	value: number | null;
	error: boolean;
}

export function parseCount(raw: string, max: number): Parsed {
	const t = (raw ?? '').trim();
	if (t === '') return { value: 0, error: false };
	if (!/^\d+$/.test(t)) return { value: null, error: true };
	const n = Number(t);
	return n <= max ? { value: n, error: false } : { value: null, error: true };
}

/** A form draft's `check(name)`: a Counter's refused text and its `oninvalid` for a field. */
export type FieldCheck = (name: string) => {
	refusedText: string | undefined;
	oninvalid: (invalid: boolean, raw?: string) => void;
};
