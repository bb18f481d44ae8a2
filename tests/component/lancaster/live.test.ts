// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { settled, useI18n } from '../helpers';
import { recall, remember } from '$lib/ui/table-memory';
import { module } from '$lib/games/lancaster';
import { court, placementTurn, type LiveAction, type LiveState } from '$lib/games/lancaster';
import type { Options } from '$lib/games/lancaster';
import type { SessionContext } from '$lib/games/core/types';
import Live from '$lib/games/lancaster/ui/Live.svelte';
import { printedReset } from '$lib/games/lancaster/ui/printed';

// The step screens Live loads lazily, loaded before any test renders it.
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

function apply(s: LiveState, ...actions: LiveAction[]): LiveState {
	for (const a of actions) {
		const r = flow.reduce(s, a, ctx);
		if ('invalid' in (r as object)) throw new Error(JSON.stringify(r));
		s = r as LiveState;
	}
	return s;
}

/** Every knight to its castle, each in turn (p.2), then parliament opens. */
function toParliament(s: LiveState = flow.init(ctx)): LiveState {
	for (let turn = placementTurn(s, ctx); turn; turn = placementTurn(s, ctx))
		s = apply(s, { type: 'place', player: turn, knight: court(s, turn)![0]!, to: 'castle' });
	return apply(s, { type: 'endTroops' });
}

/** Renders Live with a dispatch that reduces and re-renders, like the platform does. */
async function harness(initial: LiveState) {
	let state = initial;
	const dispatch = vi.fn(async (a: LiveAction) => {
		const r = flow.reduce(state, a, ctx);
		if ('key' in (r as object)) return r as { key: string };
		state = r as LiveState;
		view.rerender({ state, ctx, dispatch });
		return null;
	});
	const view = render(Live, { props: { state, ctx, dispatch } });
	await settled();
	return {
		dispatch,
		get state() {
			return state;
		}
	};
}

describe('Lancaster live companion', () => {
	beforeEach(async () => {
		await useI18n('en', module);
		printedReset();
	});

	it('the step comes first: whose turn heads the troops step, and «troops placed» waits for every court', async () => {
		const s = flow.init(ctx);
		await harness(s);
		const first = ctx.players.find((p) => p.id === s.startPlayer)!.name;
		const heading = screen.getAllByRole('heading')[0]!;
		expect(heading.textContent).toBe(`${first} places a knight`);
		// No tracker table or checklist above the step: the shell's Board tab holds them.
		expect(screen.queryByRole('table')).toBeNull();
		const done = screen.getByRole('button', { name: 'Troops placed: open parliament' });
		expect((done as HTMLButtonElement).disabled).toBe(true);
	});

	it('secret ballot: hands the phone round, never shows a choice before the reveal', async () => {
		const s = toParliament();
		const h = await harness(s);
		const order = s.ballot!.order.map((id) => ctx.players.find((p) => p.id === id)!.name);
		const choices = [true, false, true];
		for (let i = 0; i < 3; i++) {
			expect(screen.getByText(`Hand the phone to ${order[i]}`)).toBeTruthy();
			expect(screen.queryByRole('button', { name: /Yes, I agree/ })).toBeNull();
			await userEvent.click(
				screen.getByRole('button', { name: `I am ${order[i]}: show my voting scroll` })
			);
			await userEvent.click(
				screen.getByRole('button', { name: choices[i] ? /Yes, I agree/ : /No, I reject/ })
			);
			if (i === 0) {
				// One token at most: the + stops at what the player holds.
				await userEvent.click(screen.getByRole('button', { name: /Increase Vote tokens to add/ }));
				expect(
					(screen.getByRole('button', { name: /Increase Vote tokens to add/ }) as HTMLButtonElement)
						.disabled
				).toBe(true);
			}
			await userEvent.click(screen.getByRole('button', { name: 'Cast my vote secretly' }));
			// Hidden again: no Yes/No visible anywhere, no voting table.
			expect(screen.queryByRole('button', { name: /Yes, I agree/ })).toBeNull();
			expect(screen.queryByRole('columnheader', { name: 'Vote' })).toBeNull();
		}
		expect(h.dispatch).toHaveBeenCalledWith({
			type: 'cast',
			player: s.ballot!.order[0],
			yes: true,
			tokens: 1
		});
		await userEvent.click(screen.getByRole('button', { name: 'Reveal the votes' }));
		// Revealed: 2 + 1 yes against 1 no → passed; the next law's ballot opens.
		expect(h.state.votes[0]).toMatchObject({ passed: true, yes: 3, no: 1 });
		expect(
			await screen.findByRole('heading', { name: 'Vote on proposed law 2 of 3' })
		).toBeTruthy();
	});

	it('law helper asks only the law’s numbers and previews what each player gets', async () => {
		// A v2 round whose troops were not placed on the phone: the table types the numbers.
		let s = apply(flow.init(ctx), { type: 'endTroops', legacy: true });
		for (let v = 0; v < 3; v++) {
			for (const id of s.ballot!.order)
				s = apply(s, { type: 'cast', player: id, yes: false, tokens: 0 });
			s = apply(s, { type: 'reveal' });
		}
		// All rejected: the three starting laws stay in force.
		const law = s.lawsInForce[0];
		await harness({ ...s, lawsInForce: ['battlesPower', ...s.lawsInForce.slice(1)] });
		expect(law).toBeTruthy();
		expect(screen.getByRole('heading', { name: 'Apply law in force 1 of 3' })).toBeTruthy();
		await userEvent.click(screen.getByRole('button', { name: 'Increase Ana: battles joined' }));
		await userEvent.click(screen.getByRole('button', { name: 'Increase Ana: battles joined' }));
		expect(
			screen.getByText(
				(_, el) => el?.tagName === 'LI' && /^Ana:\s*6 power points$/.test(el.textContent ?? '')
			)
		).toBeTruthy();
		await userEvent.click(screen.getByRole('button', { name: 'Apply law 1' }));
		expect(await screen.findByRole('heading', { name: 'Apply law in force 2 of 3' })).toBeTruthy();
	});

	it('battle resolver records the knights slot by slot and explains the result', async () => {
		let s = flow.init(ctx);
		s = { ...s, step: 'battles' } as LiveState;
		const h = await harness(s);
		const france = screen.getByRole('spinbutton', { name: 'France’s strength' });
		await userEvent.clear(france);
		await userEvent.type(france, '1');
		await userEvent.click(screen.getByRole('button', { name: '+ Add a slot' }));
		await userEvent.click(
			screen.getByRole('button', { name: 'Add a strength-2 knight to Knights in slot 1 (Ana)' })
		);
		await userEvent.click(screen.getByRole('button', { name: 'Resolve the battle' }));
		expect(h.dispatch).toHaveBeenCalledWith({
			type: 'battle',
			card: { franceStrength: 1, power: [0, 0, 0] },
			slots: [{ id: 'a', knights: [2] }]
		});
		expect((await screen.findAllByText(/England 2 against France 1/)).length).toBeGreaterThan(0);
		expect(screen.getByText('The battle card is removed.')).toBeTruthy();
	});

	it('table mode: the card that fills the last slot records the law cards that came up', async () => {
		const tctx = { ...ctx, options: { twoPlayerAllies: false, lawDeck: 'table' as const } };
		const dispatch = vi.fn(async () => null);
		render(Live, { props: { state: flow.init(tctx), ctx: tctx, dispatch } });
		await settled();
		const selects = screen.getAllByRole('combobox', { name: /^Card \d/ });
		expect(selects).toHaveLength(6);
		const laws = [
			'goldPower',
			'squirePower',
			'setOf4Power',
			'battlesPower',
			'countiesPer2',
			'goldForVotes'
		];
		for (let i = 0; i < 5; i++) await userEvent.selectOptions(selects[i], laws[i]);
		expect(dispatch).not.toHaveBeenCalled();
		// The card that fills the last blank slot records the six.
		await userEvent.selectOptions(selects[5], laws[5]);
		await waitFor(() => expect(dispatch).toHaveBeenCalledTimes(1));
		expect(dispatch).toHaveBeenCalledWith({
			type: 'recordLaws',
			proposed: laws.slice(3),
			inForce: laws.slice(0, 3)
		});
	});

	it('a favour tile’s strengthening with a choice: one button per knight that can rise, no extra tap', async () => {
		const s = flow.init(ctx);
		const h = await harness(s);
		const first = s.startPlayer;
		await userEvent.click(screen.getByRole('button', { name: 'Knight of strength 2' }));
		await userEvent.click(screen.getByRole('button', { name: /New battle 1/ }));
		await userEvent.click(screen.getByRole('button', { name: 'Tile 1: ?' }));
		// Knights 1 (in court) and 2 (just sent to the battle) can both rise: one button each,
		// named by where the knight stands, no extra tap.
		expect(
			screen.getByRole('button', { name: 'New battle 1: strengthen the 2 to 3' })
		).toBeTruthy();
		await userEvent.click(screen.getByRole('button', { name: 'Court: strengthen the 1 to 2' }));
		expect(h.state.players[first]!.knights).toEqual([2, 2]);
		expect(screen.queryByRole('button', { name: 'Strengthening' })).toBeNull();
	});

	it('a law strengthening: the tied players choose the knight, the strongest preselected', async () => {
		let s = toParliament();
		for (let v = 0; v < 3; v++) {
			for (const id of s.ballot!.order)
				s = apply(s, { type: 'cast', player: id, yes: false, tokens: 0 });
			s = apply(s, { type: 'reveal' });
		}
		const h = await harness({
			...s,
			board: true,
			lawsInForce: ['goldStrengthen', ...s.lawsInForce.slice(1)]
		});
		const ana = screen.getByRole('group', { name: 'Ana chooses the knight to strengthen:' });
		const two = screen.getAllByRole('button', { name: 'Strengthen a 2 to 3' })[0]!;
		expect(two.getAttribute('aria-pressed')).toBe('true');
		await userEvent.click(
			screen.getAllByRole('button', { name: 'Strengthen a 1 to 2' }).find((b) => ana.contains(b))!
		);
		await userEvent.click(screen.getByRole('button', { name: 'Apply law 1' }));
		expect(h.dispatch).toHaveBeenLastCalledWith(
			expect.objectContaining({ type: 'applyLaw', strengthen: { a: [1] } })
		);
		expect(h.state.players.a!.knights).toEqual([2, 2]);
		expect(h.state.players.b!.knights).toEqual([1, 3]);
	});

	it('troops knight by knight: the turn is known, a tap on a strength and one on the place; the battle takes a favour tile', async () => {
		const s = flow.init(ctx);
		const h = await harness(s);
		const first = ctx.players.find((p) => p.id === s.startPlayer)!;
		expect(screen.getByRole('heading', { name: `${first.name} places a knight` })).toBeTruthy();
		const inCourt = screen.getByRole('group', { name: 'Knights in court' });
		expect(inCourt.textContent).toMatch(/1\s*2/);
		// The strongest is preselected: one tap on the place. County C's minimum is asked once.
		expect(
			screen.getByRole('button', { name: 'Knight of strength 2' }).getAttribute('aria-pressed')
		).toBe('true');
		await userEvent.click(screen.getByRole('button', { name: /^County C/ }));
		await userEvent.click(screen.getByRole('button', { name: '2' }));
		expect(h.dispatch).toHaveBeenLastCalledWith({
			type: 'place',
			player: first.id,
			knight: 2,
			to: 'county',
			county: 2,
			squires: 0,
			min: 2
		});
		await waitFor(async () => expect(await recall('lancaster', 'county-min-C')).toBe(2));
		// Next player; the laws, counties and battles will read this board.
		const next = await screen.findByRole('heading', { name: / places a knight$/ });
		expect(next.textContent).not.toContain(first.name);
		await userEvent.click(screen.getByRole('button', { name: 'Knight of strength 1' }));
		await userEvent.click(screen.getByRole('button', { name: /New battle 1/ }));
		await userEvent.click(screen.getByRole('button', { name: 'Tile 3: ?' }));
		await userEvent.click(screen.getByRole('button', { name: 'Noble' }));
		expect(h.state.favours).toEqual([
			{ tile: 3, player: h.state.placed![1]!.side, reward: 'noble' }
		]);
		expect(h.state.placed).toHaveLength(2);
		// Parliament waits until every court is empty.
		expect(
			(screen.getByRole('button', { name: 'Troops placed: open parliament' }) as HTMLButtonElement)
				.disabled
		).toBe(true);
	});

	it('favour tiles are the six physical tiles: a remembered tile is one tap, a new one entered once', async () => {
		await remember('lancaster', 'favour-tile-1', { reward: 'goldSquires', gold: 3, squires: 2 });
		const first = flow.init(ctx).startPlayer;
		const s = apply(flow.init(ctx), {
			type: 'place',
			player: first,
			knight: 2,
			to: 'battle',
			battle: 'u1',
			favour: { tile: 2, reward: 'noble' }
		});
		const h = await harness(s);
		await userEvent.click(screen.getByRole('button', { name: /New battle 1/ }));
		// Tile 2 is face down this round.
		expect((screen.getByRole('button', { name: /^Tile 2:/ }) as HTMLButtonElement).disabled).toBe(
			true
		);
		await userEvent.click(
			await screen.findByRole('button', { name: 'Tile 1: 3 gold and 2 squires' })
		);
		expect(h.dispatch).toHaveBeenLastCalledWith(
			expect.objectContaining({ favour: { tile: 1, reward: 'goldSquires', gold: 3, squires: 2 } })
		);
		// The next player takes tile 4, never seen before: its amounts are entered and remembered.
		await userEvent.click(screen.getByRole('button', { name: /New battle 1/ }));
		await userEvent.click(screen.getByRole('button', { name: 'Tile 4: ?' }));
		await userEvent.click(
			screen.getByRole('button', { name: 'Increase Gold on the tile (gold and squires)' })
		);
		await userEvent.click(screen.getByRole('button', { name: 'Gold and squires' }));
		await waitFor(async () =>
			expect(await recall('lancaster', 'favour-tile-4')).toEqual({
				reward: 'goldSquires',
				gold: 2,
				squires: 1
			})
		);
	});

	it('the table vote starts with nobody chosen; an answer records nothing until the last, and the record button names whose «yes» it adds', async () => {
		const s = toParliament();
		const h = await harness(s);
		const order = s.ballot!.order.map((id) => ctx.players.find((p) => p.id === id)!.name);
		const yes = screen.getAllByRole('button', { name: /^(Ana|Benno|Clara): yes$/ });
		expect(yes.every((b) => b.getAttribute('aria-pressed') === 'false')).toBe(true);
		expect(screen.getByRole('button', { name: `Record: ${order.join(', ')} yes` })).toBeTruthy();
		await userEvent.click(screen.getByRole('button', { name: `${order[0]}: yes` }));
		const rest = `Record: ${order.slice(1).join(', ')} yes`;
		expect(screen.getByRole('button', { name: rest })).toBeTruthy();
		expect(h.dispatch).not.toHaveBeenCalled();
	});

	it('the castle step lists the two knights sent there, the first prefilled with its space’s remembered reward', async () => {
		await remember('lancaster', 'castle-space-1', { squires: 2 });
		let s = toParliament();
		s = { ...s, step: 'castles', ballot: null };
		const h = await harness(s);
		const who = ctx.players.find((p) => p.id === s.startPlayer)!.name;
		expect(screen.getByRole('heading', { name: `${who}’s castle` })).toBeTruthy();
		const squires = screen.getAllByRole('spinbutton', { name: 'Squires' })[0]!;
		await waitFor(() => expect(squires).toHaveValue(2));
		await userEvent.click(screen.getByRole('button', { name: `Record ${who}’s castle` }));
		expect(h.dispatch).toHaveBeenLastCalledWith(
			expect.objectContaining({ type: 'castle', rewards: [{ squires: 2 }, {}] })
		);
	});

	it('a castle space that strengthens asks which knight rises (both can) and records the one picked', async () => {
		await remember('lancaster', 'castle-space-1', { strengthen: 1 });
		let s = toParliament();
		s = { ...s, step: 'castles', ballot: null };
		const h = await harness(s);
		const who = ctx.players.find((p) => p.id === s.startPlayer)!.name;
		const pick = await screen.findByRole('combobox', { name: 'Knight strengthened' });
		expect([...(pick as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
			'Strengthen a 1 to 2',
			'Strengthen a 2 to 3'
		]);
		await userEvent.selectOptions(pick, '1');
		await userEvent.click(screen.getByRole('button', { name: `Record ${who}’s castle` }));
		expect(h.dispatch).toHaveBeenLastCalledWith(
			expect.objectContaining({ type: 'castle', lift: [1] })
		);
	});

	it('a battle card typed once is remembered: the next battle offers it as one tap that fills France and the power values', async () => {
		// A round whose troops were typed, not placed on the phone: the battle is entered in full.
		const s: LiveState = { ...flow.init(ctx), step: 'battles' };
		const h = await harness(s);
		const typeIn = async (name: string, value: string) => {
			const field = screen.getByRole('spinbutton', { name });
			await userEvent.clear(field);
			await userEvent.type(field, value);
		};
		await typeIn('France’s strength', '5');
		await typeIn('Power points: value 1', '4');
		await typeIn('Power points: value 2', '2');
		await typeIn('Power points: value 3', '1');
		await userEvent.click(screen.getByRole('button', { name: 'Resolve the battle' }));
		expect(h.dispatch).toHaveBeenLastCalledWith(
			expect.objectContaining({ type: 'battle', card: { franceStrength: 5, power: [4, 2, 1] } })
		);
		await waitFor(async () =>
			expect(await recall('lancaster', 'battle-cards')).toContainEqual({
				franceStrength: 5,
				power: [4, 2, 1]
			})
		);

		// The next battle: the remembered card is one tap, and fills every number.
		document.body.innerHTML = '';
		await harness({ ...flow.init(ctx), step: 'battles' });
		const known = await screen.findByRole('button', { name: 'France 5; power values 4, 2 and 1' });
		expect(screen.getByRole('spinbutton', { name: 'France’s strength' })).toHaveValue(0);
		await userEvent.click(known);
		expect(known.getAttribute('aria-pressed')).toBe('true');
		expect(screen.getByRole('spinbutton', { name: 'France’s strength' })).toHaveValue(5);
		expect(screen.getByRole('spinbutton', { name: 'Power points: value 3' })).toHaveValue(1);
	});

	it('a card number that is not 0–99 stays typed, is marked refused and keeps Resolve from recording it', async () => {
		const s: LiveState = { ...flow.init(ctx), step: 'battles' };
		const h = await harness(s);
		const france = screen.getByRole('spinbutton', { name: 'France’s strength' });
		await userEvent.clear(france);
		await userEvent.type(france, '120');
		expect(france).toHaveAttribute('aria-invalid', 'true');
		expect(screen.getByRole('alert')).toHaveTextContent('Type a number from 0 to 99.');
		const resolve = screen.getByRole('button', { name: 'Resolve the battle' });
		expect(resolve).toBeDisabled();
		await userEvent.clear(france);
		await userEvent.type(france, '6');
		expect(france).not.toHaveAttribute('aria-invalid', 'true');
		expect(resolve).toBeEnabled();
		await userEvent.click(resolve);
		expect(h.dispatch).toHaveBeenLastCalledWith(
			expect.objectContaining({ type: 'battle', card: { franceStrength: 6, power: [0, 0, 0] } })
		);
	});

	it('renders in Spanish, the table vote’s record naming the voters it adds as «sí»', async () => {
		await useI18n('es', module);
		await harness(toParliament());
		expect(screen.getByText(/^Pasa el móvil a /)).toBeTruthy();
		// The rulebook's word: «pergamino de votación».
		expect(screen.getByRole('button', { name: /ver mi pergamino de votación$/ })).toBeTruthy();
		// The table vote's one tap names whose «sí» it records.
		expect(
			screen.getByRole('button', { name: /^Anotar: \p{L}+, \p{L}+, \p{L}+ sí$/u })
		).toBeTruthy();
	});
});
