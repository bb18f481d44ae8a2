// @vitest-environment jsdom
/**
 * Issue 29: a number the Counter refuses is never recorded. With `oninvalid` the refused text
 * stays in the field, marked invalid with a translated hint, and the holder is told so it can
 * block its confirm; without it the counter behaves as before (the value again, the hint).
 */
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { tick } from 'svelte';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import Counter from '$lib/ui/Counter.svelte';
import { useI18n } from '../helpers';

describe('Counter: a refused number', () => {
	beforeEach(() => useI18n('en'));

	it('with oninvalid: out of range stays shown, aria-invalid with the range hint, nothing recorded; a tap clears it', async () => {
		const onchange = vi.fn();
		const oninvalid = vi.fn();
		render(Counter, { label: 'Archers', value: 1, max: 5, onchange, oninvalid });
		const input = screen.getByRole('textbox', { name: 'Archers' });
		await userEvent.clear(input);
		await userEvent.type(input, '9{Enter}');
		expect(input).toHaveValue('9');
		expect(input).toHaveAttribute('aria-invalid', 'true');
		expect(screen.getByRole('alert')).toHaveTextContent('Type a number from 0 to 5.');
		expect(input).toHaveAccessibleDescription('Type a number from 0 to 5.');
		expect(onchange).not.toHaveBeenCalled();
		expect(oninvalid).toHaveBeenLastCalledWith(true, expect.any(String));
		await userEvent.click(screen.getByRole('button', { name: 'Increase Archers' }));
		expect(onchange).toHaveBeenCalledWith(2);
		expect(oninvalid).toHaveBeenLastCalledWith(false, expect.anything());
		expect(input).not.toHaveAttribute('aria-invalid');
		expect(screen.queryByRole('alert')).toBeNull();
	});

	it('with oninvalid: not a number is refused, then a valid number typed over it is recorded and clears it', async () => {
		const onchange = vi.fn();
		const oninvalid = vi.fn();
		render(Counter, { label: 'Gold', value: 0, onchange, oninvalid });
		const input = screen.getByRole('textbox', { name: 'Gold' });
		await userEvent.clear(input);
		await userEvent.type(input, 'x{Enter}');
		expect(input).toHaveValue('x');
		expect(screen.getByRole('alert')).toHaveTextContent(/whole number/i);
		expect(oninvalid).toHaveBeenCalledTimes(1);
		await userEvent.clear(input);
		await userEvent.type(input, '4{Enter}');
		expect(onchange).toHaveBeenCalledWith(4);
		expect(oninvalid).toHaveBeenLastCalledWith(false, expect.anything());
		expect(oninvalid).toHaveBeenCalledTimes(2);
	});

	it('without oninvalid (the other games): the value comes back beside the hint, nothing recorded', async () => {
		const onchange = vi.fn();
		render(Counter, { label: 'Points', value: 3, max: 10, onchange });
		const input = screen.getByRole('textbox', { name: 'Points' });
		await userEvent.clear(input);
		await userEvent.type(input, '11{Enter}');
		expect(input).toHaveValue('3');
		expect(input).toHaveAttribute('aria-invalid', 'true');
		expect(screen.getByRole('alert')).toHaveTextContent('Type a number from 0 to 10.');
		expect(onchange).not.toHaveBeenCalled();
	});

	it('with oninvalid: text put back by an input event alone (a draft after a reload) is refused at once, without leaving the field', async () => {
		const onchange = vi.fn();
		const oninvalid = vi.fn();
		render(Counter, { label: 'Gold', value: 0, max: 999, onchange, oninvalid });
		const input = screen.getByRole('textbox', { name: 'Gold' }) as HTMLInputElement;
		input.value = '1000';
		input.dispatchEvent(new Event('input', { bubbles: true }));
		await tick();
		expect(input).toHaveAttribute('aria-invalid', 'true');
		expect(screen.getByRole('alert')).toHaveTextContent('Type a number from 0 to 999.');
		expect(oninvalid).toHaveBeenLastCalledWith(true, expect.any(String));
		expect(onchange).not.toHaveBeenCalled();
		// Emptied while typing: not refused until the field is left.
		input.value = '';
		input.dispatchEvent(new Event('input', { bubbles: true }));
		await tick();
		expect(oninvalid).toHaveBeenLastCalledWith(false, expect.anything());
	});

	it('a field that goes away while refused tells its holder it holds nothing refused any more', async () => {
		const oninvalid = vi.fn();
		const r = render(Counter, { label: 'Bards', value: 0, max: 20, onchange: vi.fn(), oninvalid });
		const input = screen.getByRole('textbox', { name: 'Bards' });
		await userEvent.type(input, '5{Enter}');
		await userEvent.clear(input);
		await userEvent.type(input, '50{Enter}');
		expect(oninvalid).toHaveBeenLastCalledWith(true, expect.any(String));
		r.unmount();
		expect(oninvalid).toHaveBeenLastCalledWith(false);
	});
});
