/**
 * The game's late catalogue, loaded before a screen or form whose texts are in it (setup,
 * options, Board, final and results, the horde card and movement, feats, income): those texts
 * stay out of the game's first chunk.
 */
import { lateMessagesOf } from '$lib/ui/late-messages';
import { ID, lateCatalogues } from '../late';

export const lateTexts = lateMessagesOf({ id: ID, lateMessages: lateCatalogues });

/** Loads a lazy screen together with the late texts it shows. */
export function withLateTexts<T>(load: () => Promise<{ default: T }>): () => Promise<T> {
	return () => Promise.all([load(), lateTexts()]).then(([m]) => m.default);
}
