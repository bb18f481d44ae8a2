/** Waits (bounded) until `ok()` holds, checking every 25 ms; fails naming what it waited for. */
export async function until(ok: () => boolean | Promise<boolean>, what: string, ms = 15_000) {
	const end = Date.now() + ms;
	while (!(await ok())) {
		if (Date.now() > end) throw new Error(`waited ${ms} ms for ${what}`);
		await new Promise((r) => setTimeout(r, 25));
	}
}
