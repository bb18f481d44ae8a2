// @vitest-environment jsdom
/**
 * Every form of the live companion records exactly what it shows: distinctive values typed in
 * each field, the screen unmounted and rendered again over the same drafts (a reload), another
 * player's form opened and closed between, then recorded — the action carries what was shown.
 */
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/svelte';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { Component } from 'svelte';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isInvalid, type SessionContext } from '$lib/games/core/types';
import {
	live,
	module,
	type KdOptions,
	type LiveAction,
	type LiveState
} from '$lib/games/kingdom-defenders';
import Live from '$lib/games/kingdom-defenders/ui/Live.svelte';
import FinalForm from '$lib/games/kingdom-defenders/ui/FinalForm.svelte';
import HordeForm from '$lib/games/kingdom-defenders/ui/HordeForm.svelte';
import IncomeForm from '$lib/games/kingdom-defenders/ui/IncomeForm.svelte';
import { recallIncomes } from '$lib/games/kingdom-defenders/ui/income';
import {
	loadSlotMarks,
	loadStars,
	saveSlotMark,
	saveStar
} from '$lib/games/kingdom-defenders/ui/util';
import { DraftStore } from '$lib/ui/draft.svelte';
import { forget, remember } from '$lib/ui/table-memory';
import WithDrafts from '../fixtures/WithDrafts.svelte';
import { settled, useI18n } from '../helpers';
import { kdCtx, play } from './harness';

const next: LiveAction = { type: 'nextPhase' };

/** A screen under a session's drafts; its dispatch applies the move and re-renders. */
async function open(
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	view: Component<any>,
	ctx: SessionContext<KdOptions>,
	initial: LiveState,
	drafts: DraftStore,
	extra: Record<string, unknown> = {}
) {
	let state = initial;
	const sent: LiveAction[] = [];
	const props = () => ({ state, ctx, dispatch, ...extra });
	const dispatch = vi.fn(async (a: LiveAction) => {
		const r = live.reduce(state, a, ctx);
		if (isInvalid(r)) return r.reason;
		sent.push(a);
		state = r;
		await shown.rerender({ drafts, view, viewProps: props() });
		return null;
	});
	const shown = render(WithDrafts, { drafts, view, viewProps: props() });
	await settled();
	return {
		sent,
		unmount: () => shown.unmount(),
		get state() {
			return state;
		}
	};
}

async function typeIn(user: UserEvent, field: HTMLElement, value: string) {
	await user.clear(field);
	await user.type(field, `${value}{Enter}`);
}

/** The family game (no horde) played to its end, the favour dice picked in order. */
function playToEnd(ctx: SessionContext<KdOptions>): LiveState {
	let s = live.init(ctx);
	while (s.phase !== 'ended') {
		const f = s.favour;
		s = play(live, ctx, s, [
			f && f.rolled === null
				? { type: 'favourExclude', dice: ['wealth', 'healing'] }
				: f && f.picks.length < f.order.length
					? {
							type: 'favourPick',
							player: f.order[f.picks.length]!,
							die: f.picks.length % 2 ? 'magic' : 'strength',
							face: f.picks.length % 2 ? 'spell1' : 'weapon1'
						}
					: next
		]);
	}
	return s;
}

describe('kingdom defenders: each form records what it shows, after a reload', () => {
	beforeEach(async () => {
		await useI18n('en', module);
	});

	it('final form: Benno’s magic multiplier 3 typed, reloaded, is shown and scored ×3 (not ×1)', async () => {
		const user = userEvent.setup();
		const ctx = kdCtx(2, { variant: 'family' });
		// Ana holds legendary weapons, Benno arcane tomes: their multipliers are asked.
		const s = play(live, ctx, playToEnd(ctx), [
			{ type: 'adjustRelic', player: 'p0', relic: 'weapons', delta: 2 },
			{ type: 'adjustRelic', player: 'p1', relic: 'tomes', delta: 3 }
		]);
		const drafts = new DraftStore([]);
		const first = await open(FinalForm, ctx, s, drafts);
		await typeIn(
			user,
			await screen.findByRole('textbox', { name: 'Strength multiplier (Ana)' }),
			'2'
		);
		await typeIn(user, screen.getByRole('textbox', { name: 'Magic multiplier (Benno)' }), '3');
		await user.selectOptions(screen.getByRole('combobox', { name: 'Destiny card of Benno' }), [
			'tome'
		]);
		first.unmount(); // the tab is killed

		const again = await open(FinalForm, ctx, s, drafts);
		expect(await screen.findByRole('textbox', { name: 'Magic multiplier (Benno)' })).toHaveValue(
			'3'
		);
		expect(screen.getByRole('textbox', { name: 'Strength multiplier (Ana)' })).toHaveValue('2');
		expect(screen.getByRole('combobox', { name: 'Destiny card of Benno' })).toHaveValue('tome');
		await user.click(screen.getByRole('button', { name: 'Work out the final fame' }));
		const a = again.sent[0] as Extract<LiveAction, { type: 'finalScore' }>;
		expect(a.players.p1).toMatchObject({ magicMultiplier: 3, tomes: 3 });
		expect(a.players.p1!.destiny).toEqual({ kind: 'relic', relic: 'tome' });
		expect(a.players.p0).toMatchObject({ strengthMultiplier: 2, weapons: 2 });
		const benno = again.state.final!.results.find((r) => r.id === 'p1')!;
		expect(benno.breakdown.tomes).toBe(9);
		// Recorded: the drafts are gone.
		expect(drafts.get('form:kd-final|p1')).toBeUndefined();
	});

	it('final form: one line per player; one relic per reward tile (a second refused in words); ✎ open, its loot and a claim come back after a reload and are scored', async () => {
		const user = userEvent.setup();
		const ctx = kdCtx(2, { variant: 'family' });
		const s = play(live, ctx, playToEnd(ctx), [
			{ type: 'adjust', player: 'p1', field: 'rewards', delta: 1 }
		]);
		const drafts = new DraftStore([]);
		const first = await open(FinalForm, ctx, s, drafts);
		// Ana has no reward tile, nothing to multiply: her line is her destiny card and ✎.
		const ana = await screen.findByRole('group', { name: 'Ana' });
		expect(within(ana).getAllByRole('combobox')).toHaveLength(1);
		expect(within(ana).queryByRole('textbox')).toBeNull();
		const relic = within(screen.getByRole('group', { name: 'Benno' })).getByRole('combobox', {
			name: 'A relic from Benno’s reward tiles'
		});
		expect(relic).toHaveDisplayValue('+ a reward tile’s relic (1 of 1 left)');
		await user.selectOptions(relic, 'trophies');
		expect(relic).toHaveDisplayValue('+ a reward tile’s relic (0 of 1 left)');
		// Benno won one tile: a second relic is refused, and nothing is added.
		await user.selectOptions(relic, 'tomes');
		expect(relic).toHaveValue('');
		expect(screen.getByRole('alert')).toHaveTextContent(
			'Benno won 1 reward tile: one relic per tile.'
		);
		expect(screen.getByText('Trophies: 1')).toBeInTheDocument();
		expect(screen.queryByText(/Arcane tomes: /)).toBeNull();
		// A wrong pick is taken back (↺) and picked again.
		await user.click(
			screen.getByRole('button', { name: 'Take back the last relic from Benno’s reward tiles' })
		);
		expect(screen.queryByText('Trophies: 1')).toBeNull();
		await user.selectOptions(relic, 'trophies');
		expect(screen.getByText('Reward tiles opened: Trophies.')).toBeInTheDocument();
		const more = within(ana).getByRole('button', { name: 'Ana: numbers and achievements' });
		expect(more).toHaveAttribute('aria-expanded', 'false');
		await user.click(more);
		await user.click(within(ana).getByRole('button', { name: 'Increase Loot (Ana)' }));
		await user.click(within(ana).getByRole('checkbox', { name: 'Popular' }));
		first.unmount(); // the tab is killed

		const again = await open(FinalForm, ctx, s, drafts);
		const back = await screen.findByRole('group', { name: 'Ana' });
		expect(
			within(back).getByRole('button', { name: 'Ana: numbers and achievements' })
		).toHaveAttribute('aria-expanded', 'true');
		expect(within(back).getByRole('textbox', { name: 'Loot (Ana)' })).toHaveValue(
			String(s.players.p0!.loot + 1)
		);
		expect(within(back).getByRole('checkbox', { name: 'Popular' })).toBeChecked();
		// Closed, the claim is still named on her line.
		await user.click(within(back).getByRole('button', { name: 'Ana: numbers and achievements' }));
		expect(within(back).getByText('★ Popular')).toBeInTheDocument();
		expect(screen.getByText('Trophies: 1')).toBeInTheDocument();
		expect(screen.getByText('Reward tiles opened: Trophies.')).toBeInTheDocument();
		await user.click(screen.getByRole('button', { name: 'Work out the final fame' }));
		const a = again.sent[0] as Extract<LiveAction, { type: 'finalScore' }>;
		expect(a.players.p0).toMatchObject({ loot: s.players.p0!.loot + 1, claims: ['popular'] });
		expect(a.players.p1).toMatchObject({ trophies: 1, fromRewards: ['trophies'] });
		expect(again.state.final).not.toBeNull();
	});

	it('final form in correction: 3 → 4 typed, reloaded, scores ×4; a correction of the loot since reaches the form', async () => {
		const user = userEvent.setup();
		const ctx = kdCtx(2, { variant: 'family' });
		let s = play(live, ctx, playToEnd(ctx), [
			{ type: 'adjustRelic', player: 'p1', relic: 'tomes', delta: 1 }
		]);
		const first = await open(FinalForm, ctx, s, new DraftStore([]));
		await typeIn(
			user,
			await screen.findByRole('textbox', { name: 'Magic multiplier (Benno)' }),
			'3'
		);
		await user.click(screen.getByRole('button', { name: 'Work out the final fame' }));
		s = first.state;
		first.unmount();
		expect(s.final!.results.find((r) => r.id === 'p1')!.breakdown.tomes).toBe(3);

		const drafts = new DraftStore([]);
		const fix = await open(FinalForm, ctx, s, drafts);
		await user.click(screen.getByText('Correct the final numbers'));
		const mult = await screen.findByRole('textbox', { name: 'Magic multiplier (Benno)' });
		expect(mult).toHaveValue('3');
		await typeIn(user, mult, '4');
		fix.unmount();
		// A correction recorded elsewhere since: Benno's loot goes up by one.
		s = play(live, ctx, s, [{ type: 'adjust', player: 'p1', field: 'loot', delta: 1 }]);
		const again = await open(FinalForm, ctx, s, drafts);
		await user.click(screen.getByText('Correct the final numbers'));
		expect(await screen.findByRole('textbox', { name: 'Magic multiplier (Benno)' })).toHaveValue(
			'4'
		);
		await user.click(screen.getByRole('button', { name: 'Work out the final fame' }));
		const a = again.sent[0] as Extract<LiveAction, { type: 'finalScore' }>;
		expect(a.players.p1).toMatchObject({ magicMultiplier: 4, loot: s.players.p1!.loot });
		expect(again.state.final!.results.find((r) => r.id === 'p1')!.breakdown.tomes).toBe(4);
	});

	it('horde card: 7 weapons and 3 spells typed, reloaded, are shown and put in play as 7 and 3', async () => {
		const user = userEvent.setup();
		const ctx = kdCtx(3, { variant: 'extreme' });
		const s = live.init(ctx);
		const drafts = new DraftStore([]);
		const props = { special: 0, round: 1, phase: 'setup' };
		const first = await open(HordeForm, ctx, s, drafts, props);
		await typeIn(user, screen.getByRole('textbox', { name: 'Weapons required' }), '7');
		await typeIn(user, screen.getByRole('textbox', { name: 'Spells required' }), '3');
		first.unmount();
		const again = await open(HordeForm, ctx, s, drafts, props);
		expect(screen.getByRole('textbox', { name: 'Weapons required' })).toHaveValue('7');
		expect(screen.getByRole('textbox', { name: 'Spells required' })).toHaveValue('3');
		await user.click(screen.getByRole('button', { name: 'Speed 1: put this horde in play' }));
		expect(again.sent).toEqual([{ type: 'revealHorde', weapons: 7, spells: 3, speed: 1 }]);
		expect(again.state.horde).toMatchObject({ weapons: 7, spells: 3 });
	});

	it('a special horde’s rows: folded with the rulebook’s values, typed, reloaded open, recorded as shown (a special card is its own draft)', async () => {
		const user = userEvent.setup();
		const ctx = kdCtx(3, { variant: 'extreme' });
		const drafts = new DraftStore([]);
		const s = live.init(ctx);
		const first = await open(HordeForm, ctx, s, drafts, {
			special: 4,
			round: 4,
			phase: 'hordeMove'
		});
		await typeIn(user, screen.getByRole('textbox', { name: 'Weapons required' }), '9');
		// The rows are folded, their values in the fold's line: a card printing them needs no tap.
		expect(screen.queryByRole('textbox', { name: 'Siege: fame the fewest lose' })).toBeNull();
		await user.click(
			screen.getByText(
				'Rows printed on this side: victory from 2 and 3, siege from 3, the fewest −2 (open to change)'
			)
		);
		await typeIn(user, screen.getByRole('textbox', { name: 'Siege: fame the fewest lose' }), '5');
		first.unmount();
		// The ordinary card of the same round shows nothing of it.
		const plain = await open(HordeForm, ctx, s, drafts, {
			special: 0,
			round: 4,
			phase: 'hordeMove'
		});
		expect(screen.getByRole('textbox', { name: 'Weapons required' })).toHaveValue('0');
		plain.unmount();
		const again = await open(HordeForm, ctx, s, drafts, {
			special: 4,
			round: 4,
			phase: 'hordeMove'
		});
		expect(screen.getByRole('textbox', { name: 'Weapons required' })).toHaveValue('9');
		expect(screen.getByRole('textbox', { name: 'Siege: fame the fewest lose' })).toHaveValue('5');
		await user.click(screen.getByRole('button', { name: 'Speed 2: put this horde in play' }));
		const a = again.sent[0] as Extract<LiveAction, { type: 'revealHorde' }>;
		expect(a).toMatchObject({ weapons: 9, spells: 0, speed: 2 });
		expect(a.rows?.siege?.fewestFame).toBe(5);
	});

	it('a late adventure half-typed in zone D’s sheet comes back after a reload: one tap reopens the sheet on the form with 4 typed, recorded late', async () => {
		const user = userEvent.setup();
		const ctx = kdCtx(2);
		const s = play(live, ctx, live.init(ctx), [next, next, next, next]);
		expect(s.phase).toBe('zoneD');
		const drafts = new DraftStore([]);
		const name = 'Record late or correct (adventures, feats, relics)';
		const first = await open(Live, ctx, s, drafts);
		await user.click(screen.getByRole('button', { name }));
		const ana = within(screen.getByRole('group', { name })).getByRole('article', { name: 'Ana' });
		await user.click(within(ana).getByText('Adventure (late)…'));
		await typeIn(user, await within(ana).findByRole('textbox', { name: 'Fame gained' }), '4');
		first.unmount();

		const again = await open(Live, ctx, s, drafts);
		await user.click(screen.getByRole('button', { name }));
		const ana2 = within(screen.getByRole('group', { name })).getByRole('article', { name: 'Ana' });
		expect(await within(ana2).findByRole('textbox', { name: 'Fame gained' })).toHaveValue('4');
		await user.click(within(ana2).getByRole('button', { name: 'Record Ana’s adventure' }));
		expect(again.sent[0]).toMatchObject({ type: 'completeAdventure', fame: 4, late: true });
	});

	it('adventure: only «Fame gained» 7 typed, Benno’s form opened between, reloaded and recorded: +7', async () => {
		const user = userEvent.setup();
		const ctx = kdCtx(2);
		const s = play(live, ctx, live.init(ctx), [next, next, next]);
		const drafts = new DraftStore([]);
		const first = await open(Live, ctx, s, drafts);
		const ana = screen.getByRole('article', { name: 'Ana' });
		await user.click(within(ana).getByText('Adventure…'));
		await typeIn(user, await within(ana).findByRole('textbox', { name: 'Fame gained' }), '7');
		await user.click(within(ana).getByRole('button', { name: 'Orbs: 0' }));
		// Benno's form is his own: blank, and typing there leaves Ana's as it was.
		const benno = screen.getByRole('article', { name: 'Benno' });
		await user.click(within(benno).getByText('Adventure…'));
		const bf = await within(benno).findByRole('textbox', { name: 'Fame gained' });
		expect(bf).toHaveValue('0');
		await typeIn(user, bf, '2');
		first.unmount();

		const again = await open(Live, ctx, s, drafts);
		const ana2 = screen.getByRole('article', { name: 'Ana' });
		const fame = await within(ana2).findByRole('textbox', { name: 'Fame gained' });
		expect(fame).toHaveValue('7');
		expect(within(ana2).getByRole('button', { name: 'Orbs: 1' })).toBeInTheDocument();
		const benno2 = screen.getByRole('article', { name: 'Benno' });
		expect(await within(benno2).findByRole('textbox', { name: 'Fame gained' })).toHaveValue('2');
		await user.click(within(ana2).getByRole('button', { name: 'Record Ana’s adventure' }));
		expect(again.sent[0]).toMatchObject({
			type: 'completeAdventure',
			player: 'p0',
			fame: 7,
			relics: { orbs: 1 }
		});
		expect(again.state.players.p0!.fame - s.players.p0!.fame).toBe(7);
		expect(drafts.get('form:kd-adventure-1|p0')).toBeUndefined();
		expect(drafts.get('form:kd-adventure-1|p1')).toBeDefined();
	});

	it('feat: 2 orbs and the yellow die chosen, reloaded, then its face: recorded with 2 orbs', async () => {
		const user = userEvent.setup();
		const ctx = kdCtx(2);
		// Two reward tiles behind Ana's screen: the orbs she shows may be theirs.
		const s = play(live, ctx, live.init(ctx), [
			next,
			next,
			next,
			{ type: 'adjust', player: 'p0', field: 'rewards', delta: 2 }
		]);
		const drafts = new DraftStore([]);
		const first = await open(Live, ctx, s, drafts);
		const ana = screen.getByRole('article', { name: 'Ana' });
		await user.click(within(ana).getByText('Feat…'));
		await typeIn(
			user,
			await within(ana).findByRole('textbox', { name: 'Orbs shown as wildcards (Ana)' }),
			'2'
		);
		await user.click(within(ana).getByRole('button', { name: 'Face-up reward + yellow die' }));
		first.unmount();

		const again = await open(Live, ctx, s, drafts);
		const ana2 = screen.getByRole('article', { name: 'Ana' });
		expect(
			await within(ana2).findByRole('textbox', { name: 'Orbs shown as wildcards (Ana)' })
		).toHaveValue('2');
		expect(
			within(ana2).getByRole('button', { name: 'Face-up reward + yellow die' })
		).toHaveAttribute('aria-pressed', 'true');
		await user.click(within(ana2).getAllByRole('button', { name: /^Ana’s feat: .* rolled/ })[0]!);
		expect(again.sent[0]).toMatchObject({ type: 'completeGesta', player: 'p0', orbs: 2 });
	});

	it('siege: its fame and the choices, reloaded, are shown and applied as shown', async () => {
		const user = userEvent.setup();
		const ctx = kdCtx(3, { variant: 'extreme' });
		const s = play(live, ctx, live.init(ctx), [
			{ type: 'revealHorde', weapons: 9, spells: 0, speed: 1 },
			next,
			next,
			next,
			next,
			{ type: 'supplyCamp', player: 'p0', slot: 4, weapons: 3, spells: 0 },
			next
		]);
		const drafts = new DraftStore([]);
		const first = await open(Live, ctx, s, drafts);
		const field = await screen.findByRole(
			'textbox',
			{ name: 'Siege fame printed on the card (type it, even 0)' },
			{ timeout: 15000 }
		);
		// Every player's fame change is one line above the choices (on the first screen), «−?»
		// until the card's value is typed, then with the minus sign the screens use.
		const deltas = document.querySelector('.deltas')!;
		expect(deltas.textContent).toContain('−?');
		await user.type(field, '12');
		const group = (id: string) =>
			screen.getByRole('group', {
				name: `${ctx.players.find((p) => p.id === id)!.name}: wound or loot?`
			});
		for (const p of ctx.players) expect(deltas.textContent).toContain(p.name);
		expect(deltas.textContent).toMatch(/−\d/);
		expect(deltas.textContent).not.toMatch(/-\d/);
		expect(
			deltas.compareDocumentPosition(group('p1')) & Node.DOCUMENT_POSITION_FOLLOWING
		).toBeTruthy();
		await user.click(within(group('p1')).getByRole('radio', { name: '1 wound' }));
		await user.click(within(group('p2')).getByRole('radio', { name: '1 loot to the supply' }));
		await user.click(screen.getByRole('radio', { name: 'Magic level' }));
		first.unmount();

		const again = await open(Live, ctx, s, drafts);
		expect(
			await screen.findByRole(
				'textbox',
				{ name: 'Siege fame printed on the card (type it, even 0)' },
				{ timeout: 15000 }
			)
		).toHaveValue('12');
		expect(within(group('p1')).getByRole('radio', { name: '1 wound' })).toBeChecked();
		expect(within(group('p2')).getByRole('radio', { name: '1 loot to the supply' })).toBeChecked();
		expect(screen.getByRole('radio', { name: 'Magic level' })).toBeChecked();
		await user.click(screen.getByRole('button', { name: 'Apply the horde movement' }));
		expect(again.sent[0]).toEqual({
			type: 'resolveHorde',
			siegeFame: 12,
			choices: { p0: { level: 'magic' }, p1: { penalty: 'wound' }, p2: { penalty: 'loot' } }
		});
	});

	it('zone C: the top open slot comes first whoever held the next one; a slot picked by hand survives a reload', async () => {
		const user = userEvent.setup();
		const ctx = kdCtx(3, { variant: 'extreme' });
		const base = play(live, ctx, live.init(ctx), [
			{ type: 'revealHorde', weapons: 9, spells: 9, speed: 3 },
			next,
			next,
			next,
			next
		]);
		// Last time Benno held slot 1 and Ana slot 2; Benno has supplied from slot 1 already.
		const s = play(live, ctx, { ...base, lastZoneC: { p1: 1, p0: 2, p2: 3 } }, [
			{ type: 'supplyCamp', player: 'p1', slot: 1, weapons: 1, spells: 0 }
		]);
		const drafts = new DraftStore([]);
		const first = await open(Live, ctx, s, drafts);
		expect(
			await screen.findByRole('heading', { name: 'Slot 2: whose disc, and what it brings' })
		).toBeInTheDocument();
		await user.click(screen.getByRole('radio', { name: '3 (up to 2)' }));
		first.unmount();
		const again = await open(Live, ctx, s, drafts);
		expect(await screen.findByRole('radio', { name: '3 (up to 2)' })).toBeChecked();
		await user.click(
			screen.getByRole('button', { name: 'Clara, slot 3: 2 weapons and 0 spells (2 fame)' })
		);
		expect(again.sent[0]).toMatchObject({ type: 'supplyCamp', player: 'p2', slot: 3 });
	});

	it('zone D: last round’s gates are offered, not applied; gates tapped survive a reload and start the round', async () => {
		const user = userEvent.setup();
		const ctx = kdCtx(3, { variant: 'family' });
		let s = play(live, ctx, live.init(ctx), [next, next, next, next]);
		expect(s.phase).toBe('zoneD');
		s = { ...s, lastGates: { gate1: 'p2', gate2: null } };
		const drafts = new DraftStore([]);
		const first = await open(Live, ctx, s, drafts);
		for (const b of await screen.findAllByRole('button', { name: /on gate/ }))
			expect(b).toHaveAttribute('aria-pressed', 'false');
		expect(
			screen.getByRole('button', { name: 'As last round: gate 1 Clara, gate 2 —' })
		).toBeInTheDocument();
		await user.click(screen.getByRole('button', { name: 'Benno on gate 1' }));
		first.unmount();
		const again = await open(Live, ctx, s, drafts);
		expect(await screen.findByRole('button', { name: 'Benno on gate 1' })).toHaveAttribute(
			'aria-pressed',
			'true'
		);
		await user.click(screen.getByRole('button', { name: 'Start round 2' }));
		expect(again.sent[0]).toEqual({ type: 'nextPhase', to: 'favour', gate1: 'p1', gate2: null });
		expect(drafts.get('form:kd-gates-1|')).toBeUndefined();
	});

	it('zone D: a gate tapped survives a reload; the next round’s first pick starts the round with it', async () => {
		const user = userEvent.setup();
		const ctx = kdCtx(3, { variant: 'family' });
		const s = play(live, ctx, live.init(ctx), [next, next, next, next]);
		const drafts = new DraftStore([]);
		const first = await open(Live, ctx, s, drafts);
		await user.click(await screen.findByRole('button', { name: 'Benno on gate 1' }));
		first.unmount();
		const again = await open(Live, ctx, s, drafts);
		expect(
			await screen.findByRole('heading', {
				name: 'Round 2 starts with a favour pick:'
			})
		).toBeInTheDocument();
		await user.click(
			screen.getByRole('button', { name: 'Clara takes the Strength die: a strength level' })
		);
		expect(again.sent[0]).toEqual({
			type: 'nextPhase',
			to: 'favour',
			gate1: 'p1',
			pick: { player: 'p2', die: 'strength', face: 'strengthLevel' }
		});
		expect(again.state).toMatchObject({ round: 2, phase: 'favour' });
		expect(again.state.turnOrder[0]).toBe('p1');
		expect(again.state.players.p2!.strength).toBe(s.players.p2!.strength + 1);
		expect(drafts.get('form:kd-gates-1|')).toBeUndefined();
	});

	it('zone D: with nobody tapped, the round starts with no gates (last round’s are not sent)', async () => {
		const user = userEvent.setup();
		const ctx = kdCtx(3, { variant: 'family' });
		const s = {
			...play(live, ctx, live.init(ctx), [next, next, next, next]),
			lastGates: { gate1: 'p2', gate2: 'p1' }
		};
		const h = await open(Live, ctx, s, new DraftStore([]));
		await user.click(await screen.findByRole('button', { name: 'Start round 2' }));
		expect(h.sent[0]).toEqual({ type: 'nextPhase', to: 'favour' });
		expect(h.state.turnOrder).toEqual(s.turnOrder);
	});
});

describe('kingdom defenders: a building’s printed income is remembered as it is typed', () => {
	beforeEach(async () => {
		await useI18n('en', module);
		await forget('kingdom-defenders', 'income');
	});

	it('each number is remembered when typed, merged over what is remembered now; only face-up buildings are offered', async () => {
		const user = userEvent.setup();
		await remember('kingdom-defenders', 'income', {
			E7: { weapons: 0, spells: 1, coins: 0, loot: 0, fame: 0 }
		});
		const drafts = new DraftStore([]);
		render(WithDrafts, {
			drafts,
			view: IncomeForm,
			viewProps: { buildings: ['E2', 'E4'] }
		});
		const pick = screen.getByRole('combobox', { name: 'Building' });
		expect(
			within(pick)
				.getAllByRole('option')
				.map((o) => o.textContent)
		).toEqual(['—', 'E2', 'E4']);
		await user.selectOptions(pick, ['E2']);
		await typeIn(user, screen.getByRole('textbox', { name: 'Weapons' }), '2');
		await vi.waitFor(async () =>
			expect((await recallIncomes()).E2).toEqual({
				weapons: 2,
				spells: 0,
				coins: 0,
				loot: 0,
				fame: 0
			})
		);
		// What was remembered before is kept (never written back over).
		expect((await recallIncomes()).E7?.spells).toBe(1);
		expect(drafts.get('form:kd-income|')).toBeDefined();
	});

	it('a tile’s stars and a slot’s mark are stored one at a time, over what is remembered now', async () => {
		await remember('kingdom-defenders', 'stars', { P2: 2 });
		await remember('kingdom-defenders', 'slots', { C1: 3 });
		expect(await saveStar('E2', 3)).toBe(true);
		expect(await loadStars()).toEqual({ P2: 2, E2: 3 });
		await saveStar('P2', null);
		expect(await loadStars()).toEqual({ E2: 3 });
		await saveSlotMark('D2', 4);
		expect(await loadSlotMarks()).toEqual({ C1: 3, D2: 4 });
	});
});
