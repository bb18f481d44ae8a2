// Test stand-ins for SvelteKit's runtime modules (components are tested outside the router).
import { vi } from 'vitest';
import { page } from './app-state.svelte';

export const goto = vi.fn(async () => {});
export const invalidate = vi.fn(async () => {});
export const invalidateAll = vi.fn(async () => {});
export const beforeNavigate = vi.fn();
export const afterNavigate = vi.fn();
export const onNavigate = vi.fn();
/** Shallow routing: the new state is the page's, as SvelteKit sets it. */
export const pushState = vi.fn((_url: string, state: App.PageState) => {
	page.state = state;
});
