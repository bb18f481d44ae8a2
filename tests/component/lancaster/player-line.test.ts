// @vitest-environment jsdom
import { render } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import { useI18n } from '../helpers';
import { module } from '$lib/games/lancaster';
import type { LiveState, Options } from '$lib/games/lancaster';
import type { SessionContext } from '$lib/games/core/types';
import PlayerLine from '$lib/games/lancaster/ui/PlayerLine.svelte';

const ctx: SessionContext<Options> = {
	players: [
		{ id: 'a', name: 'Ana', color: '#c62828' },
		{ id: 'b', name: 'Benno', color: '#1565c0' }
	],
	options: { twoPlayerAllies: true, lawDeck: 'app' },
	seed: 'ABCDEF'
};

describe('Lancaster player line on the Board tab', () => {
	beforeEach(async () => {
		await useI18n('en', module);
	});

	it('starts with the knights’ total strength (the knighthood majority), whatever the knights', () => {
		const s = module.flows.live.init(ctx) as LiveState;
		const state = {
			...s,
			players: { ...s.players, a: { ...s.players.a!, knights: [1, 1, 1, 2, 2, 3, 4] } }
		};
		const { container } = render(PlayerLine, { props: { player: ctx.players[0]!, state, ctx } });
		const shown = container.querySelector('[aria-hidden="true"]')!.textContent!;
		// Each figure is its symbol and its number, the symbols alone parting them: one short line.
		expect(shown.startsWith('⚔14◆')).toBe(true);
		expect(shown).toBe('⚔14◆1♛1●2♙2▣1');
	});
});
