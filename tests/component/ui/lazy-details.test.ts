// @vitest-environment jsdom
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { createRawSnippet } from 'svelte';
import { describe, expect, it } from 'vitest';
import LazyDetails from '$lib/ui/LazyDetails.svelte';

const form = createRawSnippet(() => ({ render: () => '<input aria-label="Gold" />' }));

describe('LazyDetails', () => {
	it('creates its content only when first opened, and keeps it (with what was typed) when folded', async () => {
		const user = userEvent.setup();
		render(LazyDetails, { summary: 'Corrections', children: form });
		expect(screen.queryByLabelText('Gold')).toBeNull();
		await user.click(screen.getByText('Corrections'));
		await user.type(screen.getByLabelText('Gold'), '7');
		await user.click(screen.getByText('Corrections'));
		expect(screen.getByText('Corrections').closest('details')!.open).toBe(false);
		expect(screen.getByLabelText('Gold')).toHaveValue('7');
	});
});
