// @vitest-environment jsdom
import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionContext } from '$lib/games/core/types';
import { module } from '$lib/games/root/index';
import { scorer, type Options } from '$lib/games/root/index';
import { parts as scorerParts } from '$lib/games/root/ui/scorer-parts';
import { quickScorer } from '../helpers';
const Scorer = quickScorer(scorer, scorerParts);
import { useI18n } from '../helpers';
import { harness } from './harness';

const ctx: SessionContext<Options> = {
	players: [
		{ id: 'ana', name: 'Ana', color: '#c62828' },
		{ id: 'ben', name: 'Ben', color: '#1565c0' },
		{ id: 'cai', name: 'Cai', color: '#2e7d32' }
	],
	options: { factions: ['eyrie', 'lizards', 'riverfolk'], firstPlayer: 0 },
	seed: 'ROOT42'
};

function setup() {
	const h = harness(scorer, ctx);
	const r = render(Scorer, { props: { state: h.state, ctx, dispatch: h.dispatch } });
	h.rerender = (p) => r.rerender(p);
	return h;
}

async function typeVp(user: ReturnType<typeof userEvent.setup>, name: string, v: string) {
	const input = screen.getByLabelText(`Victory points of ${name}`);
	await user.clear(input);
	await user.type(input, `${v}{Enter}`);
}

describe('Root quick scorer', () => {
	beforeEach(async () => {
		await useI18n('en', module);
	});

	it('needs only the final VP, then shows the ranking and why the winner won', async () => {
		const user = userEvent.setup();
		const h = setup();
		await typeVp(user, 'Ana', '30');
		await typeVp(user, 'Ben', '27');
		await typeVp(user, 'Cai', '12');
		await user.click(screen.getByRole('button', { name: 'Work out the result' }));
		expect(h.state.result).not.toBeNull(); // core scorer: finished means a result
		expect(screen.getByRole('heading', { name: 'Result' })).toBeInTheDocument();
		expect(screen.getByText('Ana wins')).toBeInTheDocument();
		expect(screen.getByText('Reached 30 VP.')).toBeInTheDocument();
		const rows = screen.getAllByRole('row');
		expect(rows[1]).toHaveTextContent(/1\s*A\s*Ana\s*Eyrie Dynasties\s*30\s*First to 30 VP/);
		expect(rows[2]).toHaveTextContent(/2.*Ben.*Lizard Cult.*27/);
		await user.click(screen.getByRole('button', { name: 'Correct the values' }));
		expect(h.state.result).toBeNull();
	});

	it('a dominance win beats points; a second dominance winner is refused', async () => {
		const user = userEvent.setup();
		const h = setup();
		await typeVp(user, 'Ana', '29');
		await user.click(screen.getByLabelText('Cai won by dominance'));
		await user.click(screen.getByLabelText('Ben won by dominance'));
		// Refused (the shell shows the reason): Ben's box records nothing.
		expect(h.state.values.ben.dominance).toBe(0);
		const refused = scorer.reduce(
			h.state,
			{ type: 'set', player: 'ben', field: 'dominance', value: 1 },
			ctx
		);
		expect(refused).toMatchObject({
			reason: { key: 'root.error.oneDominanceWinner', values: { player: 'Cai' } }
		});
		await user.click(screen.getByRole('button', { name: 'Work out the result' }));
		expect(screen.getByText('Cai wins')).toBeInTheDocument();
		expect(screen.getByText('A dominance card that held beats any points.')).toBeInTheDocument();
	});

	it('asks each seat’s faction and a Vagabond’s coalition; the result names both', async () => {
		const user = userEvent.setup();
		const h = setup();
		// The table played a Vagabond at Ben's seat, not the Cult.
		await user.selectOptions(screen.getByLabelText('Faction of Ben'), 'Vagabond');
		expect(h.state.table).toMatchObject({ factions: ['eyrie', 'vagabond', 'riverfolk'] });
		await user.selectOptions(screen.getByLabelText('Ben’s coalition with'), 'Cai');
		expect(screen.queryByLabelText('Ana’s coalition with')).toBeNull();
		await typeVp(user, 'Ana', '26');
		await typeVp(user, 'Cai', '30');
		await user.click(screen.getByRole('button', { name: 'Work out the result' }));
		expect(screen.getByText('Cai wins')).toBeInTheDocument();
		expect(screen.getByText('Wins in coalition: Ben')).toBeInTheDocument();
		const rows = screen.getAllByRole('row');
		expect(rows.some((r) => /Ben.*Vagabond.*Wins in coalition/.test(r.textContent ?? ''))).toBe(
			true
		);
	});

	it('a tie below 30 is shared, and says so (Spanish)', async () => {
		await useI18n('es', module);
		const user = userEvent.setup();
		setup();
		for (const n of ['Ana', 'Ben']) {
			const input = screen.getByLabelText(`Puntos de victoria de ${n}`);
			await user.clear(input);
			await user.type(input, '21{Enter}');
		}
		await user.click(screen.getByRole('button', { name: 'Calcular el resultado' }));
		expect(screen.getByText('Empate: ganan Ana y Ben')).toBeInTheDocument();
		expect(
			screen.getByText(/Root no tiene desempate, la victoria es compartida/)
		).toBeInTheDocument();
	});
});
