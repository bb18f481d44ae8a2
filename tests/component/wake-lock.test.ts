// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WakeLock } from '$lib/ui/wake-lock.svelte';

class FakeSentinel extends EventTarget {
	released = false;
	async release() {
		this.released = true;
		this.dispatchEvent(new Event('release'));
	}
}

function setVisibility(v: 'visible' | 'hidden') {
	Object.defineProperty(document, 'visibilityState', { value: v, configurable: true });
	document.dispatchEvent(new Event('visibilitychange'));
}

describe('screen wake lock', () => {
	afterEach(() => {
		// eslint-disable-next-line @typescript-eslint/no-explicit-any
		delete (navigator as any).wakeLock;
	});

	it('falls back silently where the API is missing', () => {
		const w = new WakeLock();
		expect(() => w.start()).not.toThrow();
		expect(w.state).toBe('unsupported');
		w.stop();
	});

	it('holds the lock, shows when the browser releases it, and re-acquires on return', async () => {
		const sentinels: FakeSentinel[] = [];
		const request = vi.fn(async () => {
			const s = new FakeSentinel();
			sentinels.push(s);
			return s;
		});
		Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
		const w = new WakeLock();
		w.start();
		await vi.waitFor(() => expect(w.state).toBe('active'));
		// The page is hidden: the browser drops the lock.
		setVisibility('hidden');
		await sentinels[0].release();
		expect(w.state).toBe('released');
		// Visible again: the lock comes back by itself.
		setVisibility('visible');
		await vi.waitFor(() => expect(w.state).toBe('active'));
		expect(request).toHaveBeenCalledTimes(2);
		w.stop();
		await vi.waitFor(() => expect(sentinels[1].released).toBe(true));
		setVisibility('visible');
		expect(request).toHaveBeenCalledTimes(2);
	});

	it('a refused request (battery saver) is not an error', async () => {
		Object.defineProperty(navigator, 'wakeLock', {
			value: { request: vi.fn(async () => Promise.reject(new Error('NotAllowedError'))) },
			configurable: true
		});
		const w = new WakeLock();
		w.start();
		await new Promise((r) => setTimeout(r, 5));
		expect(w.state).toBe('released');
		w.stop();
	});
});
