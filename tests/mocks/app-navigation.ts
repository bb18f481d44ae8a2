// Test stand-ins for SvelteKit's runtime modules (components are tested outside the router).
import { vi } from 'vitest';

export const goto = vi.fn(async () => {});
export const invalidate = vi.fn(async () => {});
export const invalidateAll = vi.fn(async () => {});
export const beforeNavigate = vi.fn();
export const afterNavigate = vi.fn();
export const onNavigate = vi.fn();
