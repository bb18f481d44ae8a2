// @vitest-environment jsdom
/**
 * Issue 12 point 10: exporting while the table still hides choices (a secret ballot half cast)
 * keeps them in the file and says so, in the session's export and in Settings' "Export
 * everything"; a game with nothing hidden shows no such note.
 */
import { readFileSync } from 'node:fs';
import { render, screen } from '@testing-library/svelte';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import SessionScreen from '$lib/ui/SessionScreen.svelte';
import Settings from '$lib/ui/Settings.svelte';
import { SessionEngine } from '$lib/session/engine';
import type { GameAction, SessionContext } from '$lib/games/core/types';
import { module as lancaster, type Options } from '$lib/games/lancaster';
import { migrateActions } from '$lib/games/core/replay';
import { freshRepo, useI18n } from './helpers';

interface Golden {
	players: SessionContext['players'];
	options: Options;
	seed: string;
	setup: unknown;
	actions: GameAction[];
}
const golden = JSON.parse(
	readFileSync('tests/unit/lancaster/fixtures/golden-game.json', 'utf8')
) as Golden;

/** A Lancaster session stored up to its first secret ballot cast (or up to `upTo` actions). */
async function lancasterMidBallot(upTo = golden.actions.findIndex((a) => a.type === 'cast') + 1) {
	const repo = freshRepo();
	const ctx: SessionContext<Options> = {
		players: golden.players,
		options: golden.options,
		seed: golden.seed,
		setup: golden.setup
	};
	const flow = lancaster.flows.live;
	const row = await repo.createSession({
		gameId: 'lancaster',
		flow: 'live',
		players: [...golden.players],
		options: golden.options,
		seed: golden.seed,
		summary: flow.summarize(flow.init(ctx), ctx),
		version: lancaster.version,
		setup: golden.setup
	});
	const engine = new SessionEngine(row.id, flow, ctx, [], repo);
	// The golden game was recorded by version 2: its actions as today's rules replay them.
	const { actions } = migrateActions(lancaster, 2, golden.actions.slice(0, upTo));
	for (const a of actions) expect(await engine.dispatch(a)).toEqual({ ok: true });
	return { repo, row };
}

describe('export while choices are hidden at the table', () => {
	beforeEach(() => {
		useI18n('en');
		Object.defineProperty(navigator, 'storage', {
			configurable: true,
			value: {
				persisted: vi.fn(async () => true),
				estimate: vi.fn(async () => ({ usage: 1, quota: 2 }))
			}
		});
	});

	it('the session screen warns mid-ballot that the backup holds the hidden votes', async () => {
		const { repo, row } = await lancasterMidBallot();
		render(SessionScreen, { id: row.id, repo });
		// The export is on the session's Log tab.
		(await screen.findByRole('button', { name: 'Log' })).click();
		const exportButton = await screen.findByRole(
			'button',
			{ name: 'Export this game' },
			{ timeout: 5000 }
		);
		expect(exportButton).toHaveAccessibleDescription(/hidden at the table/);
	});

	it('the session screen shows no warning before any ballot is cast', async () => {
		const { repo, row } = await lancasterMidBallot(1);
		render(SessionScreen, { id: row.id, repo });
		// The export is on the session's Log tab.
		(await screen.findByRole('button', { name: 'Log' })).click();
		const exportButton = await screen.findByRole(
			'button',
			{ name: 'Export this game' },
			{ timeout: 5000 }
		);
		expect(exportButton).not.toHaveAccessibleDescription();
		expect(screen.queryByText(/hidden at the table/)).toBeNull();
	});

	it('Settings names the games whose backup would hold hidden choices, in Spanish too', async () => {
		await useI18n('es');
		const { repo } = await lancasterMidBallot();
		render(Settings, { repo });
		await screen.findByText(/Las partidas en curso de Lancaster guardan elecciones/);
		expect(screen.getByRole('button', { name: 'Exportar todo' })).toHaveAccessibleDescription(
			/aún ocultas en la mesa/
		);
	});
});
