// @vitest-environment jsdom
/**
 * The session's recording path says a refusal once: its toast goes when the next action is
 * stored, and a second refusal replaces it rather than stacking over the top bar.
 */
import { get } from 'svelte/store';
import { _ } from 'svelte-i18n';
import { beforeEach, describe, expect, it } from 'vitest';
import { Recorder } from '$lib/ui/session-record.svelte';
import { dismissToast, toasts } from '$lib/ui/toast.svelte';
import { useI18n } from '../helpers';

const refused = (key: string) => Promise.resolve({ ok: false as const, reason: { key } });
const stored = () => Promise.resolve({ ok: true as const });

describe('the recording path', () => {
	beforeEach(async () => {
		await useI18n('en');
		for (const t of [...toasts]) dismissToast(t.id);
	});

	it('a refusal stays on screen until the next action is stored, then goes', async () => {
		const recorder = new Recorder(() => {});
		expect(await recorder.report(refused('session.readonly'))).toEqual({ key: 'session.readonly' });
		expect(toasts.map((t) => t.kind)).toEqual(['error']);
		expect(await recorder.report(stored())).toBeNull();
		expect(toasts).toEqual([]);
	});

	it('a second refusal replaces the first: one reason on screen, the newest', async () => {
		const recorder = new Recorder(() => {});
		await recorder.report(refused('session.readonly'));
		await recorder.report(refused('session.readonlyOld'));
		expect(toasts).toHaveLength(1);
		expect(toasts[0]!.text).toBe(get(_)('session.readonlyOld'));
	});
});
