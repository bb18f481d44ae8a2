/**
 * The one timer policy of the screens: work waits for an event — the next paint, the next task,
 * idle time — never a guessed delay. Each helper resolves once; a bound is given where the
 * browser may never call back (idle time on a busy phone).
 */

/**
 * Resolves once the browser has painted what the screen shows now. A tap that starts heavy
 * work (a setup drawn, a game loaded) awaits it first, so its feedback is on screen before the
 * work runs: the tap's next paint is not held back by it.
 */
export function afterNextPaint(): Promise<void> {
	return new Promise((resolve) => {
		if (typeof requestAnimationFrame !== 'function') setTimeout(resolve, 0);
		else requestAnimationFrame(() => setTimeout(resolve, 0));
	});
}

/** Resolves in a task of its own: what follows runs after the current task (and its render). */
export function nextTask(): Promise<void> {
	return new Promise((ok) => setTimeout(ok, 0));
}

/** Resolves in idle time, at most `bound` ms later on a phone that is never idle. */
export function whenIdle(bound = 1000): Promise<void> {
	return new Promise((ok) => {
		if (typeof requestIdleCallback === 'function')
			requestIdleCallback(() => ok(), { timeout: bound });
		else ok();
	});
}
