/**
 * The recording path of an open session: an action is painted as tapped, recorded by the
 * engine (IndexedDB first), and its refusal or failure said in the person's language — never a
 * raw exception. `recording` counts the actions in flight (the step shows a thin saving line).
 */
import { get } from 'svelte/store';
import { _ } from 'svelte-i18n';
import { ConflictError } from '$lib/db/repo';
import type { MessageRef } from '$lib/games/core/types';
import { tr } from '$lib/i18n';
import { storageReasonKey } from './error-text';
import { afterNextPaint } from './timers';
import { dismissToast, showToast } from './toast.svelte';

export class Recorder {
	recording = $state(0);
	/** The toast saying why the last action was refused: it goes once an action is stored. */
	#refusal: number | null = null;

	/** `onConflict`: another tab wrote first — follow it now. */
	constructor(private readonly onConflict: () => void) {}

	/** The engine's answer as the person reads it: null once stored, else the reason shown. */
	async report(
		result: Promise<{ ok: true } | { ok: false; reason: MessageRef }>
	): Promise<MessageRef | null> {
		const t = get(_);
		try {
			const r = await result;
			// A refusal answered (the next action stored) or replaced is not left on screen.
			if (this.#refusal !== null) dismissToast(this.#refusal);
			this.#refusal = null;
			if (!r.ok) {
				this.#refusal = showToast(tr(t, r.reason), { kind: 'error' });
				return r.reason;
			}
			return null;
		} catch (e) {
			if (e instanceof ConflictError) {
				this.onConflict();
				const reason: MessageRef = { key: 'session.conflict' };
				showToast(tr(t, reason), {
					kind: 'error',
					ms: 10_000,
					action: { label: t('session.conflictReload'), run: () => location.reload() }
				});
				return reason;
			}
			const reason: MessageRef = {
				key: 'session.storeFailed',
				values: { reason: t(storageReasonKey(e)) }
			};
			showToast(tr(t, reason), { kind: 'error', ms: 10_000 });
			console.error(e);
			return reason;
		}
	}

	/**
	 * Runs a recording after the tap that asked is painted: a heavy step (a final evaluation)
	 * does not hold back the tap's own paint. A hidden page paints no frame: it records at once.
	 */
	async record<T>(run: () => Promise<T>): Promise<T> {
		this.recording++;
		try {
			if (document.visibilityState === 'visible') await afterNextPaint();
			return await run();
		} finally {
			this.recording--;
		}
	}
}
