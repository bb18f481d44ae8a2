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

export async function rememberIncome(
	all: Record<string, Gains>,
	building: string,
	gains: Gains
): Promise<Record<string, Gains>> {
	const next = cleanIncomes({ ...all, [building]: gains });
	await remember('kingdom-defenders', KEY, next);
	return next;
}
