/**
 * A break between two slices of long work (an import of thousands of plays), so the page can
 * paint and answer a tap: `scheduler.yield()` where the browser has it (the work resumes ahead
 * of other queued tasks), else a new task through `setTimeout`.
 */
export function taskBreak(): Promise<void> {
	const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
	if (typeof s?.yield === 'function') return s.yield();
	return new Promise((r) => setTimeout(r, 0));
}
