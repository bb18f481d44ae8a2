/** Persistent storage (navigator.storage.persist) and how much space the app uses. */

export type PersistState = 'persisted' | 'not-persisted' | 'unknown';

export async function persistState(): Promise<PersistState> {
	if (!navigator.storage?.persisted) return 'unknown';
	try {
		return (await navigator.storage.persisted()) ? 'persisted' : 'not-persisted';
	} catch {
		return 'unknown';
	}
}

/** Asks the browser to keep our data; returns what it granted. */
export async function requestPersist(): Promise<PersistState> {
	if (!navigator.storage?.persist) return 'unknown';
	try {
		return (await navigator.storage.persist()) ? 'persisted' : 'not-persisted';
	} catch {
		return 'unknown';
	}
}

export async function usage(): Promise<{ used: number; quota: number } | null> {
	if (!navigator.storage?.estimate) return null;
	try {
		const e = await navigator.storage.estimate();
		return { used: e.usage ?? 0, quota: e.quota ?? 0 };
	} catch {
		return null;
	}
}

export function formatBytes(n: number, locale: string): string {
	const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
	let i = 0;
	let v = n;
	while (v >= 1024 && i < units.length - 1) {
		v /= 1024;
		i++;
	}
	return new Intl.NumberFormat(locale, {
		style: 'unit',
		unit: units[i],
		unitDisplay: 'short',
		maximumFractionDigits: v < 10 && i > 0 ? 1 : 0
	}).format(v);
}
