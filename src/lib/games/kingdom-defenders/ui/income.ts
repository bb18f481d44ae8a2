/**
 * Each building's printed income, entered once by the table and remembered (table memory,
 * IndexedDB, in backups): the income buttons of zone B read it. The game re-validates it.
 */
import { recall, remember } from '$lib/ui/table-memory';
import { BUILDING_IDS, PIECE_LIMIT } from '../data';
import { INCOME_FIELDS } from '../live';

export type IncomeField = (typeof INCOME_FIELDS)[number];
export type Gains = Record<IncomeField, number>;
export interface Income {
	building: string;
	gains: Gains;
}

const KEY = 'income';

export const noGains = (): Gains => Object.fromEntries(INCOME_FIELDS.map((f) => [f, 0])) as Gains;

/** Keeps real buildings and whole numbers within the box's limits. */
export function cleanIncomes(raw: unknown): Record<string, Gains> {
	const out: Record<string, Gains> = {};
	if (typeof raw !== 'object' || raw === null) return out;
	for (const [id, v] of Object.entries(raw as Record<string, unknown>)) {
		if (!BUILDING_IDS.includes(id) || typeof v !== 'object' || v === null) continue;
		const g = noGains();
		for (const f of INCOME_FIELDS) {
			const n = (v as Record<string, unknown>)[f];
			if (typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= PIECE_LIMIT) g[f] = n;
		}
		if (INCOME_FIELDS.some((f) => g[f] > 0)) out[id] = g;
	}
	return out;
}

export async function recallIncomes(): Promise<Record<string, Gains>> {
	return cleanIncomes(await recall('kingdom-defenders', KEY));
}

/**
 * Remembers one printed number of a building the moment the table types it, over what is
 * remembered now (read again first: a value stored since, by another form or tab, is kept).
 * Returns every building's income as remembered; throws when it could not be stored.
 */
export async function rememberGain(
	building: string,
	field: IncomeField,
	value: number
): Promise<Record<string, Gains>> {
	const all = await recallIncomes();
	const next = cleanIncomes({
		...all,
		[building]: { ...(all[building] ?? noGains()), [field]: value }
	});
	if (!(await remember('kingdom-defenders', KEY, next))) throw new Error('not stored');
	return next;
}
