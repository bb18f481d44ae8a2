/**
 * A game's late catalogue (`GameModule.lateMessages`: the «Why?» and rules-at-hand texts) is
 * loaded the first time one of them opens. The session screen provides the loader; a «Why?»
 * fold or the rules dialog awaits it before showing its words. Without a provider (a component
 * on its own) there is nothing to wait for.
 */
import { getContext, setContext } from 'svelte';
import { addGameMessages } from '$lib/i18n';
import type { GameModule } from '$lib/games/core/types';

const LATE = Symbol('late-messages');

/** Resolves once the game's late texts are in, in the language in use (at once when none). */
export function lateMessagesOf(game: Pick<GameModule, 'id' | 'lateMessages'>): () => Promise<void> {
	return () =>
		game.lateMessages ? addGameMessages(`${game.id}/late`, game.lateMessages) : Promise.resolve();
}

export function provideLateMessages(load: () => Promise<void>): void {
	setContext(LATE, load);
}

/** The loader the session screen provided, or one with nothing to load. */
export function useLateMessages(): () => Promise<void> {
	return getContext<(() => Promise<void>) | undefined>(LATE) ?? (() => Promise.resolve());
}
