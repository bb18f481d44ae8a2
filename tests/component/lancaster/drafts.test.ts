// @vitest-environment jsdom
/**
 * Every Lancaster form keeps what was typed as its own draft, keyed by its step and entity:
 * distinctive values typed, the screen rendered again with the same drafts (a reload), another
 * entity's form shown and the first brought back, then recorded — the action carries exactly
 * what the fields showed. And the castle spaces' printed rewards.
 */
import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { settled, useI18n } from '../helpers';
import { DraftStore } from '$lib/ui/draft.svelte';
import { recall } from '$lib/ui/table-memory';
import { module } from '$lib/games/lancaster';
import {
	court,
	lawFieldsAsked,
	placementTurn,
	turnOrder,
	type LiveAction,
	type LiveState
} from '$lib/games/lancaster';
import type { Options } from '$lib/games/lancaster';
import { isInvalid, type SessionContext } from '$lib/games/core/types';
import Live from '$lib/games/lancaster/ui/Live.svelte';
import { printedReset } from '$lib/games/lancaster/ui/printed';
import WithDrafts from '../fixtures/WithDrafts.svelte';

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
const nameOf = (id: string) => ctx.players.find((p) => p.id === id)!.name;

function apply(s: LiveState, c: SessionContext<Options>, ...actions: LiveAction[]): LiveState {
	for (const a of actions) {
		const r = flow.reduce(s, a, c);
		if (isInvalid(r)) throw new Error(JSON.stringify(r));
		s = r;
	}
	return s;
}

/** Every knight to its castle, in turn, then parliament opens. */
function toParliament(c = ctx): LiveState {
	let s = flow.init(c);
	for (let turn = placementTurn(s, c); turn; turn = placementTurn(s, c))
		s = apply(s, c, { type: 'place', player: turn, knight: court(s, turn)![0]!, to: 'castle' });
	return apply(s, c, { type: 'endTroops' });
}

/**
 * Live under a session's drafts, with a dispatch that reduces and re-renders as the platform
 * does. `reload` renders it again with the same drafts; `show` puts another state on screen.
 */
async function session(initial: LiveState, c = ctx) {
	const drafts = new DraftStore([]);
	let state = initial;
	const dispatch = vi.fn(async (a: LiveAction) => {
		const r = flow.reduce(state, a, c);
		if (isInvalid(r)) return r.reason;
		state = r;
		view.rerender({ drafts, view: Live, viewProps: { state, ctx: c, dispatch } });
		await settled();
		return null;
	});
	const mount = () =>
		render(WithDrafts, { props: { drafts, view: Live, viewProps: { state, ctx: c, dispatch } } });
	let view = mount();
	await settled();
	return {
		dispatch,
		async reload() {
			view.unmount();
			view = mount();
			await settled();
		},
		async show(s: LiveState) {
			state = s;
			view.rerender({ drafts, view: Live, viewProps: { state, ctx: c, dispatch } });
			await settled();
		}
	};
}

const user = () => userEvent.setup();
async function typeIn(field: HTMLElement, value: string) {
	await userEvent.clear(field);
	await userEvent.type(field, `${value}{Tab}`);
}

describe('Lancaster forms: what a field shows is what is recorded, across reloads', () => {
	beforeEach(async () => {
		await useI18n('en', module);
		printedReset();
	});

	it('#43: a castle space’s reward typed at one castle is stored at once, shown at the next castle and never written back as 0', async () => {
		const s0 = { ...toParliament(), step: 'castles', ballot: null } as LiveState;
		const [first, second] = turnOrder(ctx, s0.startPlayer);
		const h = await session(s0);
		const squires = () => screen.getAllByRole('spinbutton', { name: 'Squires' })[0]!;
		await typeIn(squires(), '2');
		// Stored the moment it is typed, before any castle is recorded.
		await waitFor(async () =>
			expect(await recall('lancaster', 'castle-space-1')).toEqual({ squires: 2 })
		);
		await user().click(screen.getByRole('button', { name: `Record ${nameOf(first!)}’s castle` }));
		expect(h.dispatch).toHaveBeenLastCalledWith(
			expect.objectContaining({ player: first, rewards: [{ squires: 2 }, {}] })
		);
		// The next castle shows space 1's reward at once.
		expect(screen.getByRole('heading', { name: `${nameOf(second!)}’s castle` })).toBeTruthy();
		expect(squires()).toHaveValue(2);
		await user().click(screen.getByRole('button', { name: `Record ${nameOf(second!)}’s castle` }));
		expect(h.dispatch).toHaveBeenLastCalledWith(
			expect.objectContaining({ player: second, rewards: [{ squires: 2 }, {}] })
		);
		expect(await recall('lancaster', 'castle-space-1')).toEqual({ squires: 2 });
	});

	it('castle: spaces and rewards survive a reload and another player’s castle; two knights on one space are refused', async () => {
		const s0 = { ...toParliament(), step: 'castles', ballot: null } as LiveState;
		const [first] = turnOrder(ctx, s0.startPlayer);
		const h = await session(s0);
		const spaces = () => screen.getAllByRole('combobox', { name: 'Castle space' });
		await user().selectOptions(spaces()[0]!, '3');
		await typeIn(screen.getAllByRole('spinbutton', { name: 'Gold' })[1]!, '3');
		await h.reload();
		expect(spaces()[0]).toHaveValue('3');
		expect(screen.getAllByRole('spinbutton', { name: 'Gold' })[1]).toHaveValue(3);
		// The next player's castle is its own form, then the first comes back as typed.
		await h.show(apply(s0, ctx, { type: 'castle', player: first!, power: 0 }));
		expect(spaces()[0]).toHaveValue('1');
		await h.show(s0);
		expect(spaces()[0]).toHaveValue('3');
		// Both knights on space 3: refused by the rulebook (p.2), nothing recorded.
		await user().selectOptions(spaces()[1]!, '3');
		await user().click(screen.getByRole('button', { name: `Record ${nameOf(first!)}’s castle` }));
		expect(screen.getByRole('alert').textContent).toMatch(/Only one knight per castle space/);
		await user().selectOptions(spaces()[1]!, '2');
		await typeIn(screen.getAllByRole('spinbutton', { name: 'Gold' })[1]!, '3');
		await user().click(screen.getByRole('button', { name: `Record ${nameOf(first!)}’s castle` }));
		expect(h.dispatch).toHaveBeenLastCalledWith(
			expect.objectContaining({ player: first, rewards: [{}, { gold: 3 }], spaces: [3, 2] })
		);
	});

	it('county (holder typed): holder, choice and points survive a reload and county B’s form; the points are remembered when typed', async () => {
		const s0: LiveState = { ...flow.init(ctx), step: 'counties', county: 0 };
		const h = await session(s0);
		await user().selectOptions(screen.getByRole('combobox', { name: 'Knight in the county' }), 'b');
		await user().click(screen.getByRole('radio', { name: 'Points' }));
		await typeIn(screen.getByRole('textbox', { name: 'Power points of the county' }), '7');
		await waitFor(async () => expect(await recall('lancaster', 'county-points-A')).toBe(7));
		await h.reload();
		await h.show({ ...s0, county: 1 });
		expect(screen.getByRole('combobox', { name: 'Knight in the county' })).toHaveValue('');
		await h.show(s0);
		expect(screen.getByRole('combobox', { name: 'Knight in the county' })).toHaveValue('b');
		expect(screen.getByRole('radio', { name: 'Points' })).toBeChecked();
		expect(screen.getByRole('textbox', { name: 'Power points of the county' })).toHaveValue('7');
		await user().click(screen.getByRole('button', { name: 'Record county A' }));
		expect(h.dispatch).toHaveBeenLastCalledWith({
			type: 'county',
			holder: 'b',
			choice: 'points',
			power: 7
		});
	});

	it('county on the board: «Both» is not offered to a holder without 3 gold, and the game’s reason is shown', async () => {
		const s0: LiveState = {
			...flow.init(ctx),
			step: 'counties',
			county: 0,
			board: true,
			placed: [{ side: 'b', knight: 2, to: 'county', county: 0 }]
		};
		const h = await session(s0);
		expect(screen.getByRole('button', { name: 'Both (3 gold)' })).toBeDisabled();
		expect(screen.getByText('Benno needs 3 gold')).toBeTruthy();
		expect(screen.getByRole('button', { name: 'Noble' })).toBeEnabled();
		const rich = { ...s0, players: { ...s0.players, b: { ...s0.players.b!, gold: 3 } } };
		await h.show(rich);
		expect(screen.getByRole('button', { name: 'Both (3 gold)' })).toBeEnabled();
		expect(screen.queryByText('Benno needs 3 gold')).toBeNull();
	});

	it('county whose nobles are gone: the note names it and only the points can be chosen', async () => {
		const s0: LiveState = {
			...flow.init(ctx),
			step: 'counties',
			county: 0,
			countyNobles: { A: 2 }
		};
		await session(s0);
		await user().selectOptions(screen.getByRole('combobox', { name: 'Knight in the county' }), 'b');
		expect(screen.getByRole('note').textContent).toMatch(/County A has no nobles left/);
		expect(screen.getByRole('radio', { name: 'Noble' })).toBeDisabled();
		expect(screen.getByRole('radio', { name: 'Points' })).toBeEnabled();
		expect(screen.getByRole('radio', { name: 'Points' })).toBeChecked();
	});

	it('table vote: answers and tokens survive a reload and another law’s vote; the last answer records them as shown', async () => {
		const s0 = toParliament();
		const h = await session(s0);
		await user().click(screen.getByRole('button', { name: 'Ana: yes' }));
		await user().click(screen.getByRole('button', { name: 'Benno: no' }));
		await typeIn(screen.getByRole('textbox', { name: 'Ana’s vote tokens under the scroll' }), '1');
		await h.reload();
		const nextLaw = apply(s0, ctx, {
			type: 'tableVote',
			ballots: s0.ballot!.order.map((id) => ({ id, yes: false, tokens: 0 }))
		});
		await h.show(nextLaw);
		expect(screen.getByRole('button', { name: 'Ana: yes' })).toHaveAttribute(
			'aria-pressed',
			'false'
		);
		await h.show(s0);
		expect(screen.getByRole('button', { name: 'Ana: yes' })).toHaveAttribute(
			'aria-pressed',
			'true'
		);
		expect(screen.getByRole('button', { name: 'Benno: no' })).toHaveAttribute(
			'aria-pressed',
			'true'
		);
		expect(h.dispatch).not.toHaveBeenCalled();
		await user().click(screen.getByRole('button', { name: 'Clara: yes' }));
		const ballots = (h.dispatch.mock.lastCall![0] as { ballots: unknown[] }).ballots;
		expect(ballots).toEqual(
			expect.arrayContaining([
				{ id: 'a', yes: true, tokens: 1 },
				{ id: 'b', yes: false, tokens: 0 },
				{ id: 'c', yes: true, tokens: 0 }
			])
		);
	});

	it('table vote shortcut: the «no» tapped, then one tap records the voters it names as yes', async () => {
		const s0 = toParliament();
		const h = await session(s0);
		await user().click(screen.getByRole('button', { name: 'Benno: no' }));
		expect(h.dispatch).not.toHaveBeenCalled();
		const others = s0.ballot!.order.filter((id) => id !== 'b');
		const names = others.map((id) => ctx.players.find((p) => p.id === id)!.name).join(', ');
		await user().click(screen.getByRole('button', { name: `Record: ${names} yes` }));
		expect(h.dispatch).toHaveBeenCalledTimes(1);
		const ballots = (h.dispatch.mock.lastCall![0] as { ballots: unknown[] }).ballots;
		expect(ballots).toEqual(
			expect.arrayContaining([
				{ id: 'a', yes: true, tokens: 0 },
				{ id: 'b', yes: false, tokens: 0 },
				{ id: 'c', yes: true, tokens: 0 }
			])
		);
	});

	it('law application: every asked number survives a reload and the next law’s form, and is applied as shown', async () => {
		// Troops typed, not placed: the law asks the table its numbers.
		const s0: LiveState = {
			...flow.init(ctx),
			step: 'laws',
			lawIndex: 0,
			lawsInForce: ['squiresKnight', 'goldStrengthen', 'countiesPer2']
		};
		const asked = lawFieldsAsked(s0);
		expect(asked.length).toBeGreaterThan(0);
		const h = await session(s0);
		const typed: Record<string, Record<string, number>> = {};
		for (const [i, p] of ctx.players.entries()) {
			typed[p.id] = {};
			for (const [j, f] of asked.entries()) {
				const n = f === 'reserve4' ? 1 : 11 * (i + 1) + j;
				typed[p.id]![f] = n;
				const field = screen.getAllByRole('textbox', { name: new RegExp(`^${p.name}: `) })[j]!;
				await typeIn(field, String(n));
			}
		}
		await h.reload();
		await h.show({ ...s0, lawIndex: 1 });
		await h.show(s0);
		for (const [i, p] of ctx.players.entries())
			for (const [j, f] of asked.entries())
				expect(screen.getAllByRole('textbox', { name: new RegExp(`^${p.name}: `) })[j]).toHaveValue(
					String(typed[p.id]![f] ?? 11 * (i + 1) + j)
				);
		await user().click(screen.getByRole('button', { name: /^Apply law 1/ }));
		expect(h.dispatch).toHaveBeenLastCalledWith(
			expect.objectContaining({ type: 'applyLaw', input: { players: typed } })
		);
	});

	it('battle typed in full: the card and the slots survive a reload; a refused number stays refused', async () => {
		const s0: LiveState = { ...flow.init(ctx), step: 'battles' };
		const h = await session(s0);
		await typeIn(screen.getByRole('spinbutton', { name: 'France’s strength' }), '150');
		await typeIn(screen.getByRole('spinbutton', { name: 'Power points: value 1' }), '6');
		await typeIn(screen.getByRole('spinbutton', { name: 'Power points: value 2' }), '4');
		await typeIn(screen.getByRole('spinbutton', { name: 'Power points: value 3' }), '2');
		await user().click(screen.getByRole('button', { name: /Add a slot/ }));
		const slot = screen.getByRole('group', { name: /Knights in slot 1/ });
		await user().click(within(slot).getByRole('button', { name: /^Add a strength-3 knight/ }));
		await h.reload();
		expect(screen.getByRole('spinbutton', { name: 'France’s strength' })).toHaveValue(150);
		expect(screen.getByRole('spinbutton', { name: 'France’s strength' })).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		expect(screen.getByRole('button', { name: 'Resolve the battle' })).toBeDisabled();
		await typeIn(screen.getByRole('spinbutton', { name: 'France’s strength' }), '5');
		expect(screen.getByRole('spinbutton', { name: 'Power points: value 2' })).toHaveValue(4);
		await user().click(screen.getByRole('button', { name: 'Resolve the battle' }));
		expect(h.dispatch).toHaveBeenLastCalledWith({
			type: 'battle',
			card: { franceStrength: 5, power: [6, 4, 2] },
			slots: [{ id: 'a', knights: [3] }]
		});
	});

	it('battle taken back by an undo: its form shows what was recorded, also after a reload (as a castle does)', async () => {
		const s0: LiveState = { ...flow.init(ctx), step: 'battles' };
		const h = await session(s0);
		const field = (name: string) => screen.getByRole('spinbutton', { name });
		await typeIn(field('France’s strength'), '5');
		await typeIn(field('Power points: value 1'), '6');
		await typeIn(field('Power points: value 2'), '4');
		await typeIn(field('Power points: value 3'), '2');
		await user().click(screen.getByRole('button', { name: /Add a slot/ }));
		const slot = screen.getByRole('group', { name: /Knights in slot 1/ });
		await user().click(within(slot).getByRole('button', { name: /^Add a strength-3 knight/ }));
		await user().click(screen.getByRole('button', { name: 'Resolve the battle' }));
		expect(h.dispatch).toHaveBeenCalledTimes(1);
		// The undo: the state before the battle is on screen again, then the page reloads.
		await h.show(s0);
		for (const pass of ['undone', 'reloaded']) {
			if (pass === 'reloaded') {
				printedReset();
				await h.reload();
			}
			expect(field('France’s strength'), pass).toHaveValue(5);
			expect(field('Power points: value 1'), pass).toHaveValue(6);
			expect(field('Power points: value 2'), pass).toHaveValue(4);
			expect(field('Power points: value 3'), pass).toHaveValue(2);
		}
		await user().click(screen.getByRole('button', { name: 'Resolve the battle' }));
		expect(h.dispatch).toHaveBeenLastCalledWith({
			type: 'battle',
			card: { franceStrength: 5, power: [6, 4, 2] },
			slots: [{ id: 'a', knights: [3] }]
		});
	});

	it('final scoring: every player’s end state survives a reload and is scored as shown', async () => {
		const s0: LiveState = { ...flow.init(ctx), step: 'final' };
		const h = await session(s0);
		const fields = ['squires', 'castle extensions', 'gold'];
		for (const [i, p] of ctx.players.entries())
			for (const [j, f] of fields.entries())
				await typeIn(
					screen.getByRole('textbox', { name: `${p.name}: ${f}` }),
					String(10 * (i + 1) + j)
				);
		await h.reload();
		for (const [i, p] of ctx.players.entries())
			for (const [j, f] of fields.entries())
				expect(screen.getByRole('textbox', { name: `${p.name}: ${f}` })).toHaveValue(
					String(10 * (i + 1) + j)
				);
		await user().click(screen.getByRole('button', { name: 'Do the final scoring' }));
		const players = (h.dispatch.mock.lastCall![0] as { players: Record<string, unknown> }).players;
		for (const [i, p] of ctx.players.entries())
			expect(players[p.id]).toMatchObject({
				squires: 10 * (i + 1),
				extensions: 10 * (i + 1) + 1,
				gold: 10 * (i + 1) + 2
			});
	});

	it('troops: the knight, the battle and a new favour tile’s gold and squires survive a reload', async () => {
		const s0 = flow.init(ctx);
		const turn = placementTurn(s0, ctx)!;
		const h = await session(s0);
		await user().click(screen.getByRole('button', { name: 'Knight of strength 1' }));
		await user().click(screen.getByRole('button', { name: /New battle 1/ }));
		await user().click(screen.getByRole('button', { name: /^Tile 1:/ }));
		await typeIn(screen.getByRole('textbox', { name: 'Gold on the tile (gold and squires)' }), '3');
		await typeIn(screen.getByRole('textbox', { name: /^Squires on the tile/ }), '2');
		await h.reload();
		expect(
			screen.getByRole('textbox', { name: 'Gold on the tile (gold and squires)' })
		).toHaveValue('3');
		await user().click(screen.getByRole('button', { name: 'Gold and squires' }));
		expect(h.dispatch).toHaveBeenLastCalledWith({
			type: 'place',
			player: turn,
			knight: 1,
			to: 'battle',
			battle: 'u1',
			favour: { tile: 1, reward: 'goldSquires', gold: 3, squires: 2 }
		});
	});

	it('a favour tile’s strengthening with two knights of one strength in two places asks which, one tap per place, and records it', async () => {
		// Clara: a 2 sent to county A this round, a 2 waiting in the lower row's battle 7.
		const init = flow.init(ctx);
		let s: LiveState = {
			...init,
			round: 2,
			startPlayer: 'c',
			players: { ...init.players, c: { ...init.players.c!, knights: [1, 2, 2] } },
			lowerRow: [
				{
					id: 'b7',
					round: 1,
					franceStrength: 5,
					power: [4, 2, 1],
					slots: [{ id: 'c', knights: [2] }]
				}
			]
		};
		s = apply(
			s,
			ctx,
			{ type: 'place', player: 'c', knight: 2, to: 'county', county: 0, min: 1 } as LiveAction,
			{ type: 'place', player: 'a', knight: 2, to: 'castle' },
			{ type: 'place', player: 'b', knight: 2, to: 'castle' }
		);
		expect(placementTurn(s, ctx)).toBe('c');
		const h = await session(s);
		// Round 2's new cards are battles 3 and 4; the lower row's keeps its number, 7.
		await user().click(screen.getByRole('button', { name: /New battle 3/ }));
		await user().click(screen.getByRole('button', { name: /^Tile 3:/ }));
		expect(screen.getByRole('button', { name: 'County A: strengthen the 2 to 3' })).toBeTruthy();
		await user().click(screen.getByRole('button', { name: 'Battle 7: strengthen the 2 to 3' }));
		expect(h.dispatch).toHaveBeenLastCalledWith({
			type: 'place',
			player: 'c',
			knight: 1,
			to: 'battle',
			battle: 'u1',
			favour: { tile: 3, reward: 'strengthen', knight: 2, at: 'battle:b7' }
		});
	});

	it('a battle with three other players in it is shown full and cannot be tapped (p.2: one slot per player, three slots)', async () => {
		const c4: SessionContext<Options> = {
			...ctx,
			players: [...ctx.players, { id: 'd', name: 'Doro', color: '#6a1b9a' }]
		};
		let s: LiveState = { ...flow.init(c4), startPlayer: 'a' };
		for (const id of ['a', 'b', 'c'])
			s = apply(s, c4, { type: 'place', player: id, knight: 2, to: 'battle', battle: 'u1' });
		expect(placementTurn(s, c4)).toBe('d');
		await session(s, c4);
		const full = screen.getByRole('button', { name: /New battle 1/ });
		expect(full).toBeDisabled();
		expect(full.textContent).toMatch(/\) — full$/);
		expect(screen.getByRole('button', { name: /New battle 2/ })).toBeEnabled();
	});

	it('the laws the table turned up (table deck): the cards survive a reload, and the sixth card saves them as shown', async () => {
		const c: SessionContext<Options> = { ...ctx, options: { ...ctx.options, lawDeck: 'table' } };
		const h = await session(flow.init(c), c);
		const cards = () => screen.getAllByRole('combobox', { name: /^Card / });
		const picks = [
			'squiresKnight',
			'goldStrengthen',
			'countiesPer2',
			'goldPower',
			'battlesPower',
			'setOf4Power'
		];
		for (const [i, law] of picks.slice(0, 5).entries())
			await user().selectOptions(cards()[i]!, law);
		await h.reload();
		expect(cards().map((el) => (el as HTMLSelectElement).value)).toEqual([
			...picks.slice(0, 5),
			''
		]);
		expect(h.dispatch).not.toHaveBeenCalled();
		await user().selectOptions(cards()[5]!, picks[5]!);
		await waitFor(() => expect(h.dispatch).toHaveBeenCalledTimes(1));
		expect(h.dispatch).toHaveBeenLastCalledWith({
			type: 'recordLaws',
			inForce: picks.slice(0, 3),
			proposed: picks.slice(3)
		});
	});
});
