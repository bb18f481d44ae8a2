// @vitest-environment jsdom
import { render, screen } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import WhyPanel from '$lib/ui/WhyPanel.svelte';
import { useI18n } from '../helpers';

describe('«Why?» panel', () => {
	beforeEach(() => useI18n('en'));

	it('shows the inputs with their players, the calculation, the tie, the result and the rule’s page', () => {
		const players = [
			{ id: 'a', name: 'Ana', color: '#c62828' },
			{ id: 'b', name: 'Ben', color: '#1565c0' }
		];
		render(WhyPanel, {
			players,
			why: {
				title: { key: 'why.test.title' },
				inputs: [
					{ player: 'a', text: { key: 'why.test.in', values: { n: 3 } } },
					{ player: 'b', text: { key: 'why.test.in', values: { n: 3 } } }
				],
				steps: [{ key: 'why.test.step' }],
				tie: { key: 'why.test.tie' },
				outcome: { key: 'why.test.out' },
				rule: { text: { key: 'why.test.rule' }, page: 13 }
			}
		});
		expect(screen.getByText('What was recorded')).toBeInTheDocument();
		expect(screen.getAllByRole('listitem')).toHaveLength(3);
		expect(screen.getByText('Ana')).toBeInTheDocument();
		expect(screen.getByText('Tie:')).toBeInTheDocument();
		expect(screen.getByText('Result:')).toBeInTheDocument();
		expect(screen.getByText(/Rulebook p\. 13/)).toBeInTheDocument();
	});

	it('at a shared table, says on which phone the move was entered; alone, says nothing of phones', () => {
		const why = {
			title: { key: 'why.test.title' },
			inputs: [],
			steps: [],
			outcome: { key: 'why.test.out' },
			rule: { text: { key: 'why.test.rule' } }
		};
		const shared = render(WhyPanel, { players: [], why, phone: 'Phone B' });
		expect(screen.getByText('Entered on Phone B')).toBeInTheDocument();
		shared.unmount();
		render(WhyPanel, { players: [], why });
		expect(screen.queryByText(/Entered on/)).toBeNull();
	});
});
