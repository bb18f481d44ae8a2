/**
 * Keeps the screen on while a session screen is open (Screen Wake Lock API), re-acquires
 * the lock when the page becomes visible again, and does nothing where the API is missing.
 */
export type WakeState = 'unsupported' | 'active' | 'released';

export class WakeLock {
	state = $state<WakeState>('released');
	#sentinel: WakeLockSentinel | null = null;
	#wanted = false;

	#onVisible = () => {
		if (document.visibilityState === 'visible' && this.#wanted) void this.#acquire();
	};

	start(): void {
		if (typeof navigator === 'undefined' || !('wakeLock' in navigator)) {
			this.state = 'unsupported';
			return;
		}
		this.#wanted = true;
		document.addEventListener('visibilitychange', this.#onVisible);
		void this.#acquire();
	}

	stop(): void {
		this.#wanted = false;
		if (typeof document !== 'undefined')
			document.removeEventListener('visibilitychange', this.#onVisible);
		void this.#sentinel?.release().catch(() => undefined);
		this.#sentinel = null;
	}

	async #acquire(): Promise<void> {
		if (this.#sentinel && !this.#sentinel.released) return;
		try {
			const s = await navigator.wakeLock.request('screen');
			this.#sentinel = s;
			this.state = 'active';
			s.addEventListener('release', () => {
				this.state = 'released';
			});
		} catch {
			// Refused (battery saver, hidden page...): fall back silently, say so in the header.
			this.state = 'released';
		}
	}
}
