// @vitest-environment jsdom
import { render, screen } from '@testing-library/svelte';
import { createRawSnippet } from 'svelte';
import { describe, expect, it } from 'vitest';
import Later from '$lib/ui/Later.svelte';

const form = createRawSnippet(() => ({ render: () => '<input aria-label="Gold" />' }));

describe('Later', () => {
	it('leaves its part out of the first render and adds it a task later', async () => {
		render(Later, { children: form });
		expect(screen.queryByLabelText('Gold')).toBeNull();
		expect(await screen.findByLabelText('Gold')).toBeTruthy();
	});

	it('adds nothing once its screen is gone before the task runs', async () => {
		const { unmount, container } = render(Later, { children: form });
		unmount();
		await new Promise((ok) => setTimeout(ok, 10));
		expect(container.innerHTML).toBe('');
	});
});
