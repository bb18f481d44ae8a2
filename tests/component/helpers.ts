import { tick, type Component } from 'svelte';
import { get } from 'svelte/store';
import { _, locale, waitLocale } from 'svelte-i18n';
import { setupI18n, addGameMessages } from '$lib/i18n';
import type { Flow, GameModule, Locale } from '$lib/games/core/types';
import QuickScorer from '$lib/ui/QuickScorer.svelte';
import type { ScorerParts } from '$lib/ui/game-ui';
import { Repository } from '$lib/db/repo';
import { TablemateDb } from '$lib/db/schema';

/** Platform (and optionally a game's) messages in the given language. */
export async function useI18n(l: Locale = 'en', game?: GameModule): Promise<void> {
	setupI18n(l);
	await locale.set(l);
	if (game) await addGameMessages(game.id, game.messages);
	// The «Why?» and rules texts a session screen loads the first time one opens.
	if (game?.lateMessages) await addGameMessages(`${game.id}/late`, game.lateMessages);
	await waitLocale(l);
	// On a busy machine the first wait can return before the platform catalogue is in (a load
	// already in flight): wait until a known key translates.
	for (let i = 0; i < 100 && get(_)('nav.home') === 'nav.home'; i++) {
		await new Promise((r) => setTimeout(r, 20));
		await waitLocale(l);
	}
}

let n = 0;
/** A repository over a fresh fake-indexeddb database. */
export function freshRepo(): Repository {
	return new Repository(new TablemateDb(`test-${Date.now()}-${n++}`));
}

/**
 * Lets a screen's lazily loaded panels (`{#await import(…)}`) render: once their modules are
 * loaded (a test file preloads them with an eager `import.meta.glob`), they resolve within a
 * few turns of the event loop.
 */
export async function settled(): Promise<void> {
	for (let i = 0; i < 3; i++) {
		await new Promise((r) => setTimeout(r, 0));
		await tick();
	}
}

/**
 * A game's quick scorer as the session screen draws it: core's generated screen with the game's
 * parts, as one component taking the flow props (`state`, `ctx`, `dispatch`, `readonly`).
 */
export function quickScorer(
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	flow: Flow<any, any, any>,
	parts: ScorerParts
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
): Component<any> {
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	return ((anchor: any, props: Record<string | symbol, unknown>) =>
		QuickScorer(
			anchor,
			new Proxy(props, {
				get: (t, k) => (k === 'flow' ? flow : k === 'parts' ? parts : Reflect.get(t, k)),
				has: (t, k) => k === 'flow' || k === 'parts' || Reflect.has(t, k)
			}) as never
			// eslint-disable-next-line @typescript-eslint/no-explicit-any
		)) as any;
}
