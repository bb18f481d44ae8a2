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
