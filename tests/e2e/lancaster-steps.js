// Lancaster's browser steps shared by its tests: the session's stored drafts, log and row, and
// a reload made once the form's draft is stored (never after a fixed wait).
import { storedDrafts, storedLog, until } from './sync-harness.js';

/** The stored session row. */
export function sessionRow(page, id) {
	return page.evaluate(async (sessionId) => {
		const db = await new Promise((resolve, reject) => {
			const r = indexedDB.open('tablemate');
			r.onsuccess = () => resolve(r.result);
			r.onerror = () => reject(r.error);
		});
		const row = await new Promise((resolve, reject) => {
			const r = db.transaction('sessions').objectStore('sessions').get(sessionId);
			r.onsuccess = () => resolve(r.result);
			r.onerror = () => reject(r.error);
		});
		db.close();
		return row;
	}, id);
}

/** Reloads once the form's draft holds what `ok` expects (never a fixed wait). */
export async function reloadWhenDrafted(page, id, step, ok) {
	await until(
		async () => {
			const d = await storedDrafts(page, id);
			return Object.entries(d).some(([k, v]) => k.startsWith(`form:${step}`) && ok(v));
		},
		{ what: `draft ${step}` }
	);
	await page.reload();
}

/** The last action recorded (a `do` entry) once the log has more than `n` entries. */
export async function lastAction(page, id, n) {
	let log = [];
	await until(async () => (log = await storedLog(page, id)).length > n, { what: 'a new entry' });
	return log.filter((e) => e.kind === 'do').at(-1).action;
}
