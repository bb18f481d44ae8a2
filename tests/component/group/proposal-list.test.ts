// @vitest-environment jsdom
/**
 * The group screen's list of corrections other members propose to this phone's plays: each
 * says who proposes what («Beto propone corregir tu partida de Lancaster del 12/11»); Accept
 * and Decline answer that one proposal and say what happened; a failure is a translated
 * message, never the exception's text.
 */
import { render, screen, waitFor } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ProposalList, { type ProposalItem } from '$lib/sync/ui/ProposalList.svelte';
import { loadGroupMessages } from '$lib/sync/group/messages';
import { useI18n } from '../helpers';

const items: ProposalItem[] = [
	{ kind: 'theirs', id: 'proposal-1', who: 'Beto', game: 'Lancaster', date: '12/11' },
	{ kind: 'theirs', id: 'proposal-2', who: 'Clara', game: 'Xidit', date: '3/10' }
];

describe('corrections proposed to this phone’s plays', () => {
	it('lists each proposal in Spanish, naming the proposer, the game and the date', async () => {
		await useI18n('es');
		await loadGroupMessages();
		render(ProposalList, { items, onaccept: vi.fn(), ondecline: vi.fn() });
		expect(
			screen.getByText('Beto propone corregir tu partida de Lancaster del 12/11')
		).toBeVisible();
		expect(screen.getByText('Clara propone corregir tu partida de Xidit del 3/10')).toBeVisible();
		expect(screen.getAllByRole('button', { name: /^Aceptar la corrección/ })).toHaveLength(2);
		expect(screen.getAllByRole('button', { name: /^Rechazar la corrección/ })).toHaveLength(2);
	});

	describe('in English', () => {
		beforeEach(async () => {
			await useI18n('en');
			await loadGroupMessages();
		});

		it('Accept answers that proposal only and says every member takes it', async () => {
			const onaccept = vi.fn(async () => true);
			const ondecline = vi.fn(async () => {});
			render(ProposalList, { items, onaccept, ondecline });
			await userEvent.click(
				screen.getByRole('button', { name: /^Accept the correction Beto proposes/ })
			);
			expect(await screen.findByRole('status')).toHaveTextContent(/goes to every member/);
			expect(onaccept).toHaveBeenCalledWith('proposal-1');
			expect(ondecline).not.toHaveBeenCalled();
		});

		it('Decline answers that proposal only and says nothing changed', async () => {
			const onaccept = vi.fn(async () => true);
			const ondecline = vi.fn(async () => {});
			render(ProposalList, { items, onaccept, ondecline });
			await userEvent.click(
				screen.getByRole('button', { name: /^Decline the correction Clara proposes/ })
			);
			expect(await screen.findByRole('status')).toHaveTextContent(/declined: nothing changed/);
			expect(ondecline).toHaveBeenCalledWith('proposal-2');
			expect(onaccept).not.toHaveBeenCalled();
		});

		it('a correction that cannot be taken, or an error, shows a translated message, not the error', async () => {
			vi.spyOn(console, 'error').mockImplementation(() => {});
			const onaccept = vi
				.fn<(key: string) => Promise<boolean>>()
				.mockResolvedValueOnce(false)
				.mockRejectedValueOnce(new Error('DatabaseClosedError: boom'));
			render(ProposalList, { items, onaccept, ondecline: vi.fn() });
			const accept = screen.getByRole('button', { name: /^Accept the correction Beto/ });
			await userEvent.click(accept);
			expect(await screen.findByRole('alert')).toHaveTextContent(
				/could not be taken.*Nothing changed/
			);
			await userEvent.click(accept);
			await waitFor(() => expect(onaccept).toHaveBeenCalledTimes(2));
			await waitFor(() => expect(accept).toBeEnabled());
			expect(screen.getByRole('alert')).toHaveTextContent(/Nothing changed/);
			expect(document.body).not.toHaveTextContent(/boom|DatabaseClosed/);
		});

		it('a correction this phone proposed says where it stands, with no answer buttons', () => {
			render(ProposalList, {
				items: [
					{ kind: 'mine', state: 'declined', id: 'p3', who: 'Ana', game: 'Root', date: '1/9' }
				],
				onaccept: vi.fn(),
				ondecline: vi.fn()
			});
			expect(screen.getByRole('status')).toHaveTextContent(
				'Ana declined your correction to the Root play of 1/9'
			);
			expect(screen.queryByRole('button')).toBeNull();
		});

		it('shows nothing when no proposal waits', () => {
			const { container } = render(ProposalList, {
				items: [],
				onaccept: vi.fn(),
				ondecline: vi.fn()
			});
			expect(container).toHaveTextContent('');
			expect(screen.queryByRole('button')).toBeNull();
		});
	});
});
