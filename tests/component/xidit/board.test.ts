// @vitest-environment jsdom
/** The Board tab's small print: the ghost beside each evaluation tile, the player line. */
import { render, screen } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import { live, module } from '$lib/games/xidit';
import Board from '$lib/games/xidit/ui/Board.svelte';
import PlayerLine from '$lib/games/xidit/ui/PlayerLine.svelte';
import { useI18n } from '../helpers';
import { context } from './harness';

describe('xidit board tab', () => {
	beforeEach(async () => {
		await useI18n('es', module);
	});

	it('each evaluation tile reads «Reputación · Fantasma 6», a space on both sides of the dot', () => {
		const ctx = context(3);
		const s = live.init(ctx);
		render(Board, { state: s, ctx, dispatch: async () => null });
		// What is read aloud: the tile's number, not the «›» drawn between two tiles.
		const tiles = [...document.querySelectorAll('.tile-eval')].map((e) => {
			const read = e.cloneNode(true) as Element;
			read.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove());
			return read.textContent!.replace(/\s+/g, ' ').trim();
		});
		expect(tiles).toHaveLength(3);
		for (const t of tiles) expect(t).toMatch(/^\d\. \S+ · \S/);
	});

	it('the player line is short and explained: levels and bards, the whole sentence on a long press', () => {
		const ctx = context(3);
		const s = live.init(ctx);
		render(PlayerLine, { player: ctx.players[0]!, state: s, ctx });
		const line = screen.getByText('Niveles 0 · Bardos 0');
		expect(line).toHaveAttribute(
			'title',
			'0 Niveles de Gremio en 0 Gremios; 0 Bardos en el tablero'
		);
	});
});
