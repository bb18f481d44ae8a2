// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/svelte';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { settled, useI18n } from '../helpers';
import {
	court,
	module,
	placementTurn,
	type LiveAction,
	type LiveState
} from '$lib/games/lancaster';
import type { Options } from '$lib/games/lancaster';
import type { SessionContext } from '$lib/games/core/types';
import Board from '$lib/games/lancaster/ui/BoardView.svelte';
import PlayerLine from '$lib/games/lancaster/ui/PlayerLine.svelte';
import Live from '$lib/games/lancaster/ui/Live.svelte';

import.meta.glob('/src/lib/games/lancaster/ui/*.svelte', { eager: true });

const ctx: SessionContext<Options> = {
	players: [
		{ id: 'a', name: 'Ana', color: '#c62828' },
		{ id: 'b', name: 'Benno', color: '#1565c0' },
		{ id: 'c', name: 'Clara', color: '#2e7d32' }
	],
	options: { twoPlayerAllies: false, lawDeck: 'app' },
	seed: 'ABCDEF'
};
const flow = module.flows.live;
const dispatch = vi.fn(async () => null);

function apply(s: LiveState, a: LiveAction): LiveState {
	const r = flow.reduce(s, a, ctx);
	if ('invalid' in (r as object)) throw new Error(JSON.stringify(r));
	return r as LiveState;
}

describe('Lancaster board view', () => {
	beforeEach(async () => {
		await useI18n('en', module);
	});

	it('shows who holds each county, the battles (the idle ones on one line) and the tiles face up; its fold, the tiles taken, the final majorities and the legend', async () => {
		let s = { ...flow.init(ctx), startPlayer: 'a' };
		s = apply(s, { type: 'place', player: 'a', knight: 2, to: 'county', county: 1 });
		s = apply(s, {
			type: 'place',
			player: 'b',
			knight: 2,
			to: 'battle',
			battle: 'u1',
			favour: { tile: 3, reward: 'noble' }
		});
		s = { ...s, players: { ...s.players, c: { ...s.players.c!, extensions: 3 } } };
		render(Board, { props: { state: s, ctx, dispatch } });
		await settled();
		expect(screen.getByText('Ana 2')).toBeTruthy();
		// Battle 1 has Benno's knight on its own line; battle 2, empty and without a card, shares one;
		// the favour tiles still face up end the battles' line.
		expect(screen.getByText(/New battle 1: Benno 2/)).toBeTruthy();
		expect(screen.getByText(/No knights or card yet: New battle 2$/)).toBeTruthy();
		expect(screen.getByText('favour tiles face up: 1 2 4 5 6')).toBeTruthy();
		// Folded: who took which tile, the majorities and the legend, behind one line.
		expect(screen.queryByText(/Noble points:/)).toBeNull();
		await fireEvent.click(
			screen.getByRole('button', { name: 'Favour tiles, final majorities, legend' })
		);
		expect(screen.getByText('3: Benno (Noble)')).toBeTruthy();
		expect(screen.getByText(/^⚔ knights’ total strength · ◆ vote tokens/)).toBeTruthy();
		// Benno's noble: 2 at his round table, 1 point (Reglamento p.6); Clara's 3 extensions lead.
		expect(screen.getByText(/Noble points:/).textContent).toMatch(/Benno 1 · Ana 0 · Clara 0/);
		expect(screen.getByText(/Most extensions:/).textContent).toMatch(/^Most extensions:\s*Clara 3/);
	});

	it('a player’s line: vote tokens, nobles, gold, squires, extensions and knights', async () => {
		render(PlayerLine, { props: { player: ctx.players[0]!, state: flow.init(ctx), ctx } });
		await settled();
		expect(
			screen.getByText('1 vote token, 1 noble, 2 gold, 2 squires, 1 extension, knights 1, 2')
		).toBeTruthy();
	});

	it('during the vote, each player’s gain if the law passes, read from the board', async () => {
		let s = flow.init(ctx);
		for (let turn = placementTurn(s, ctx); turn; turn = placementTurn(s, ctx))
			s = apply(s, { type: 'place', player: turn, knight: court(s, turn)![0]!, to: 'castle' });
		s = apply(s, { type: 'endTroops' });
		// «Se obtendrá un escudero … por cada caballero de fuerza 2 emplazado»: one each.
		s = { ...s, proposals: ['strength2Squire', ...s.proposals.slice(1)] };
		s = { ...s, ballot: { ...s.ballot!, law: 'strength2Squire' } };
		render(Live, { props: { state: s, ctx, dispatch } });
		await settled();
		expect(screen.getByText(/If it passes, now:/).parentElement!.textContent).toMatch(
			/Ana: 1 squire.*Benno: 1 squire.*Clara: 1 squire/
		);
	});
});
