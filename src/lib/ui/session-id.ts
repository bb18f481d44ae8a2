/**
 * The open session's id, given by the session screen to the components under it: a game's
 * screen never reads the router for it.
 */
import { getContext, setContext } from 'svelte';

const SESSION = Symbol('session-id');

export function provideSessionId(id: () => string): void {
	setContext(SESSION, id);
}

/** Reads the id now: call it where it is needed, not once at start-up. */
export function sessionIdOf(): () => string | undefined {
	return getContext<(() => string) | undefined>(SESSION) ?? (() => undefined);
}
