// @vitest-environment jsdom
/**
 * Every Xidit form keeps its state as its draft: values typed in every field come
 * back after a reload (the screen unmounted and rendered again over the same session drafts),
 * under the player / region they were typed for, and the recorded move carries exactly what
 * the fields showed.
 */
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Component } from 'svelte';
import { DraftStore } from '$lib/ui/draft.svelte';
import { live, module } from '$lib/games/xidit';
import { tilesOf } from '$lib/games/xidit/queries';
import type { LiveAction, LiveState } from '$lib/games/xidit/live';
import Live from '$lib/games/xidit/ui/Live.svelte';
import ThreatForm from '$lib/games/xidit/ui/ThreatForm.svelte';
import RegionEditor from '$lib/games/xidit/ui/RegionEditor.svelte';
import WithDrafts from '../fixtures/WithDrafts.svelte';
import { useI18n } from '../helpers';
import { apply, context, liveDispatch, REGIONS_8_4 } from './harness';

const remembered = vi.hoisted(() => [] as unknown[]);
vi.mock('$lib/ui/table-memory', () => ({
	recall: vi.fn(async () => structuredClone(remembered.at(-1) ?? null)),
	remember: vi.fn(async (_g: string, _k: string, v: unknown) => {
		remembered.push(structuredClone(v));
		return true;
	}),
	forget: vi.fn(async () => {})
}));

const ctx3 = context(3, { regions: REGIONS_8_4 });

/** A screen under the session's drafts whose dispatch reduces and re-renders, as the app does. */
function screenOf(
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	view: Component<any>,
	drafts: DraftStore,
	s: LiveState,
	extra: Record<string, unknown> = {}
) {
	const h = liveDispatch(live, ctx3, s);
	const props = (state: LiveState) => ({
		drafts,
		view,
		viewProps: { state, ctx: ctx3, dispatch: h.dispatch, ...extra }
	});
	const r = render(WithDrafts, { props: props(s) });
	h.box.rerender = (p) => r.rerender(props(p.state));
	return { h, r };
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('xidit: every form is its own draft', () => {
	beforeAll(async () => {
		await Promise.all([
			import('$lib/games/xidit/ui/ThreatForm.svelte'),
			import('$lib/games/xidit/ui/Census.svelte'),
			import('$lib/games/xidit/ui/YearTools.svelte'),
			import('$lib/games/xidit/ui/RegionEditor.svelte'),
			import('$lib/games/xidit/ui/SecretCount.svelte'),
			import('$lib/games/xidit/ui/Final.svelte'),
			import('$lib/games/xidit/ui/PendingRewards.svelte')
		]);
	}, 60_000);
	beforeEach(async () => {
		await useI18n('en', module);
		remembered.length = 0;
	});

	it('the Threat form: units, gold, levels, city and bards come back after a reload (the form still open) and after another player’s form; the ghost track tapped records exactly them', async () => {
		const user = userEvent.setup();
		const s = apply(
			live,
			ctx3,
			live.init(ctx3),
			{ type: 'recruit', player: 'ana', unit: 'archers' },
			{ type: 'recruit', player: 'ana', unit: 'archers' },
			{ type: 'recruit', player: 'ana', unit: 'clerics' }
		);
		const city = tilesOf(s).board.threat[1]!;
		const drafts = new DraftStore([]);
		const first = screenOf(Live, drafts, s);
		await user.click(screen.getByRole('button', { name: 'Ana eliminates a Threat' }));
		await screen.findByRole('heading', { name: 'Ana eliminates a Threat' });
		await user.type(field('Archers handed in'), '2');
		await user.type(field('Clerics handed in'), '1');
		await user.type(field('Gold Sovereigns received'), '3');
		await user.type(field('Guild levels built'), '2');
		await user.click(screen.getByRole('radio', { name: String(city) }));
		first.r.unmount(); // reload

		// Another player's form in between: it starts blank, and its draft is its own.
		const other = render(WithDrafts, {
			props: {
				drafts,
				view: ThreatForm,
				viewProps: { state: s, ctx: ctx3, dispatch: vi.fn(), player: ctx3.players[1], onclose() {} }
			}
		});
		expect(field('Archers handed in')).toHaveValue('');
		await user.type(field('Gold Sovereigns received'), '5');
		other.unmount();

		const again = screenOf(Live, drafts, s);
		await screen.findByRole('heading', { name: 'Ana eliminates a Threat' });
		expect(field('Archers handed in')).toHaveValue('2');
		expect(field('Clerics handed in')).toHaveValue('1');
		expect(field('Gold Sovereigns received')).toHaveValue('3');
		expect(field('Guild levels built')).toHaveValue('2');
		expect(screen.getByRole('radio', { name: String(city) })).toBeChecked();
		// Reglamento p.17: the ghost's track the player raises is the tap that records.
		await user.click(
			screen.getByRole('button', { name: 'Record the Threat; the ghost’s Influence rises' })
		);
		expect(again.h.dispatch).toHaveBeenCalledWith({
			type: 'threat',
			player: 'ana',
			unitsSpent: 3,
			spent: { archers: 2, clerics: 1 },
			sovereigns: 3,
			guildLevels: 2,
			bards: {},
			ghost: 'influence',
			tile: true,
			tileCity: city,
			city
		});
		// Recorded: the step is back and Ana's draft is gone; Ben's is still his.
		await screen.findByRole('button', { name: 'Ana eliminates a Threat' });
		expect([...draftKeys(drafts)]).toEqual(['form:xidit-threat-y1|ben']);
		again.r.unmount();
	});

	it('the Threat form: bards tapped region by region survive a reload and are recorded where they were tapped', async () => {
		const user = userEvent.setup();
		const s = live.init(ctx3);
		const city = tilesOf(s).board.threat[0]!;
		const drafts = new DraftStore([]);
		const props = {
			state: s,
			ctx: ctx3,
			dispatch: vi.fn(async () => null),
			player: ctx3.players[2],
			onclose() {}
		};
		const first = render(WithDrafts, { props: { drafts, view: ThreatForm, viewProps: props } });
		await user.click(screen.getByRole('button', { name: /One bard in Region 3/ }));
		await user.click(screen.getByRole('button', { name: /One bard in Region 3/ }));
		await user.click(screen.getByRole('button', { name: /One bard in Region 5/ }));
		await user.type(field('Gold Sovereigns received'), '1');
		first.unmount();
		render(WithDrafts, { props: { drafts, view: ThreatForm, viewProps: props } });
		expect(screen.getByRole('button', { name: 'One bard in Region 3 (2 so far)' })).toBeVisible();
		await user.click(screen.getByRole('radio', { name: String(city) }));
		await user.click(
			screen.getByRole('button', { name: 'Record the Threat; the ghost’s Wealth rises' })
		);
		expect(props.dispatch).toHaveBeenCalledWith(
			expect.objectContaining({
				player: 'cai',
				sovereigns: 1,
				bards: { region3: 2, region5: 1 },
				ghost: 'wealth',
				tileCity: city
			})
		);
	});

	/** Four years ended: the military census of year 4 is the step. */
	const censusOfYear4 = () =>
		apply(
			live,
			ctx3,
			live.init(ctx3),
			...Array.from({ length: 4 }, () => ({ type: 'endYear' as const }))
		);

	/** Threats eliminated one after another until the Titans wake (the Threat pile reshuffled). */
	function titansAwake() {
		let s = live.init(ctx3);
		for (let i = 0; i < 60 && s.titanAwakenings === 0; i++)
			s = apply(live, ctx3, s, {
				type: 'threat',
				player: 'ana',
				unitsSpent: 0,
				sovereigns: 1,
				guildLevels: 0,
				bards: {},
				ghost: 'wealth',
				tile: true,
				tileCity: tilesOf(s).board.threat[0]!
			});
		return s;
	}

	it('after the reinforcements the Threat form asks which tile is in the next Threat space, keeps it across a reload and records it (Reglamento p.12)', async () => {
		const user = userEvent.setup();
		const s = titansAwake();
		const t = tilesOf(s);
		expect(t.next.threat === null && t.shuffled.threat).toBe(true);
		const seen = [...t.pile.threat].sort((a, b) => a - b)[0]!;
		const city = t.board.threat[0]!;
		const drafts = new DraftStore([]);
		const props = {
			state: s,
			ctx: ctx3,
			dispatch: vi.fn(async () => null),
			player: ctx3.players[1],
			onclose() {}
		};
		const first = render(WithDrafts, { props: { drafts, view: ThreatForm, viewProps: props } });
		await user.type(field('Gold Sovereigns received'), '2');
		await user.click(screen.getByRole('radio', { name: String(city) }));
		const record = screen.getByRole('button', {
			name: 'Record the Threat; the ghost’s Reputation rises'
		});
		// Unnamed, the tile that enters the board is unknown: the form waits for it.
		expect(record).toBeDisabled();
		await user.selectOptions(
			screen.getByRole('combobox', { name: 'Tile in the next Threat space' }),
			String(seen)
		);
		first.unmount();
		render(WithDrafts, { props: { drafts, view: ThreatForm, viewProps: props } });
		expect(screen.getByRole('combobox', { name: 'Tile in the next Threat space' })).toHaveValue(
			String(seen)
		);
		await user.click(
			screen.getByRole('button', { name: 'Record the Threat; the ghost’s Reputation rises' })
		);
		expect(props.dispatch).toHaveBeenCalledWith(
			expect.objectContaining({ player: 'ben', sovereigns: 2, tileCity: city, nextTile: seen })
		);
		const sent = (props.dispatch.mock.calls as unknown as [LiveAction][])[0]![0];
		const after = live.reduce(s, sent, ctx3);
		expect(tilesOf(after as typeof s).board.threat).toContain(seen);
	});

	it('a Threat record waiting for the next Threat tile says so next to its buttons, in en and es (Reglamento p.12)', async () => {
		const user = userEvent.setup();
		const s = titansAwake();
		const city = String(tilesOf(s).board.threat[0]!);
		const props = {
			state: s,
			ctx: ctx3,
			dispatch: vi.fn(async () => null),
			player: ctx3.players[1],
			onclose() {}
		};
		const drafts = new DraftStore([]);
		const view = render(WithDrafts, { props: { drafts, view: ThreatForm, viewProps: props } });
		await user.click(screen.getByRole('radio', { name: city }));
		const records = screen
			.getAllByRole('button')
			.filter((b) => /^Record the Threat/.test(b.getAttribute('aria-label') ?? ''));
		expect(records).toHaveLength(6);
		for (const b of records) {
			expect(b).toBeDisabled();
			expect(b).toHaveAccessibleDescription('Pick the next Threat tile.');
		}
		await user.selectOptions(
			screen.getByRole('combobox', { name: 'Tile in the next Threat space' }),
			String([...tilesOf(s).pile.threat].sort((a, b) => a - b)[0])
		);
		for (const b of records) expect(b).toBeEnabled();
		expect(screen.queryByText('Pick the next Threat tile.')).toBeNull();
		view.unmount();

		await useI18n('es', module);
		const es = render(WithDrafts, {
			props: { drafts: new DraftStore([]), view: ThreatForm, viewProps: props }
		});
		await user.click(screen.getByRole('radio', { name: city }));
		screen.getByText('Elige la loseta de la siguiente Amenaza.');
		es.unmount();
	});

	it('the census counted in the open: its fold stays open after a reload with every count typed, and Resolve sends them', async () => {
		const user = userEvent.setup();
		const s = censusOfYear4();
		const drafts = new DraftStore([]);
		const first = screenOf(Live, drafts, s);
		await user.click(await screen.findByText('Count openly instead (no secret)'));
		const typeCount = async (name: string, n: string) => {
			await user.clear(field(name));
			await user.type(field(name), `${n}{Enter}`);
		};
		await typeCount('Ana: Peasant Militia', '2');
		await typeCount('Ben: Peasant Militia', '0');
		await typeCount('Cai: Peasant Militia', '3');
		first.r.unmount();

		const again = screenOf(Live, drafts, s);
		const resolve = await screen.findByRole('button', { name: 'Resolve Peasant Militia' });
		expect(resolve.closest('details')).toHaveAttribute('open');
		expect(field('Ana: Peasant Militia')).toHaveValue('2');
		expect(field('Cai: Peasant Militia')).toHaveValue('3');
		await user.click(resolve);
		expect(again.h.dispatch).toHaveBeenCalledWith({
			type: 'censusResolve',
			counts: { ana: 2, ben: 0, cai: 3 }
		});
		again.r.unmount();
	});

	it('the census counted in the open: a refused count is still refused after a reload and Resolve waits', async () => {
		const user = userEvent.setup();
		const s = censusOfYear4();
		const drafts = new DraftStore([]);
		const first = screenOf(Live, drafts, s);
		await user.click(await screen.findByText('Count openly instead (no secret)'));
		await user.clear(field('Ben: Peasant Militia'));
		await user.type(field('Ben: Peasant Militia'), '99{Enter}');
		first.r.unmount();
		const again = screenOf(Live, drafts, s);
		const resolve = await screen.findByRole('button', { name: 'Resolve Peasant Militia' });
		expect(field('Ben: Peasant Militia')).toHaveValue('99');
		expect(resolve).toBeDisabled();
		await user.click(resolve);
		expect(again.h.dispatch).not.toHaveBeenCalled();
	});

	it('a census tie half-entered: the tie and the players tapped as tied come back after a reload, and recording sends exactly them', async () => {
		const user = userEvent.setup();
		const s = censusOfYear4();
		const drafts = new DraftStore([]);
		const first = screenOf(Live, drafts, s);
		await user.click(await screen.findByRole('button', { name: 'A tie…' }));
		await user.click(screen.getByRole('button', { name: 'Ben ties' }));
		await screen.findByRole('button', { name: 'Record the tie (1)' });
		first.r.unmount(); // reload

		const again = screenOf(Live, drafts, s);
		expect(await screen.findByRole('button', { name: 'A tie…' })).toHaveAttribute(
			'aria-pressed',
			'true'
		);
		expect(screen.getByRole('button', { name: 'Ben ties' })).toHaveAttribute(
			'aria-pressed',
			'true'
		);
		expect(screen.getByRole('button', { name: 'Ana ties' })).toHaveAttribute(
			'aria-pressed',
			'false'
		);
		await user.click(screen.getByRole('button', { name: 'Cai ties' }));
		await user.click(screen.getByRole('button', { name: 'Record the tie (2)' }));
		expect(again.h.dispatch).toHaveBeenCalledWith({
			type: 'censusFists',
			winners: ['ben', 'cai']
		});
		// Recorded: the draft is gone.
		expect(drafts.get('form:xidit-census-fists-4-militia|')).toBeUndefined();
		again.r.unmount();
	});

	it('a secret number typed and not left: a reload shows it as not recorded yet, and Record records exactly it', async () => {
		const user = userEvent.setup();
		const s = apply(live, ctx3, live.init(ctx3), {
			type: 'adjust',
			player: 'ben',
			field: 'sovereigns',
			delta: 5
		});
		const drafts = new DraftStore([]);
		const first = screenOf(Live, drafts, s);
		await user.click(await screen.findByText('Each player’s secrets and corrections'));
		await user.click(screen.getByRole('button', { name: 'Show Ben’s secrets' }));
		const gold = field('Ben: Gold Sovereigns');
		await user.clear(gold);
		await user.type(gold, '7');
		expect(first.h.dispatch).not.toHaveBeenCalled();
		first.r.unmount(); // reload, the field never left

		const again = screenOf(Live, drafts, s);
		await user.click(await screen.findByText('Each player’s secrets and corrections'));
		// Nothing secret on screen until the player shows it again.
		expect(screen.queryByRole('textbox', { name: 'Ben: Gold Sovereigns' })).toBeNull();
		await user.click(screen.getByRole('button', { name: 'Show Ben’s secrets' }));
		expect(field('Ben: Gold Sovereigns')).toHaveValue('7');
		screen.getByText('“7” is not recorded yet.');
		await user.click(screen.getByRole('button', { name: 'Record' }));
		expect(again.h.dispatch).toHaveBeenCalledWith({
			type: 'adjust',
			player: 'ben',
			field: 'sovereigns',
			delta: 2
		});
		again.r.unmount();
	});

	it('a guild corrected by hand: player, city and height come back after a reload and are recorded as shown', async () => {
		const user = userEvent.setup();
		const s = live.init(ctx3);
		const drafts = new DraftStore([]);
		const first = screenOf(Live, drafts, s);
		await user.click(await screen.findByText('Correct a guild'));
		const fold = screen.getByText('Correct a guild').closest('details')!;
		await user.selectOptions(within(fold).getByRole('combobox', { name: 'Player' }), 'Cai');
		await user.selectOptions(within(fold).getByRole('combobox', { name: 'City' }), '7');
		await user.selectOptions(within(fold).getByRole('combobox', { name: 'Levels' }), '3');
		first.r.unmount();
		const again = screenOf(Live, drafts, s);
		await user.click(await screen.findByText('Correct a guild'));
		const f2 = screen.getByText('Correct a guild').closest('details')!;
		expect(within(f2).getByRole('combobox', { name: 'Player' })).toHaveValue('cai');
		expect(within(f2).getByRole('combobox', { name: 'City' })).toHaveValue('7');
		expect(within(f2).getByRole('combobox', { name: 'Levels' })).toHaveValue('3');
		await user.click(
			within(f2).getByRole('button', { name: 'Record the guild as the board shows it' })
		);
		expect(again.h.dispatch).toHaveBeenCalledWith({
			type: 'setGuild',
			player: 'cai',
			city: 7,
			height: 3
		});
	});

	it('census rewards: a Cleric’s first bard tapped survives a reload; the second tap records both where they were tapped', async () => {
		const user = userEvent.setup();
		let s = apply(
			live,
			ctx3,
			live.init(ctx3),
			...Array.from({ length: 4 }, () => ({ type: 'endYear' as const }))
		);
		s = apply(
			live,
			ctx3,
			s,
			{ type: 'censusFists', winners: [] },
			{ type: 'censusFists', winners: [] },
			{ type: 'censusFists', winners: [] },
			{ type: 'censusFists', winners: ['ben'] }
		);
		const drafts = new DraftStore([]);
		const first = screenOf(Live, drafts, s);
		await user.click(await screen.findByRole('button', { name: 'Ben’s bard in Region 6' }));
		first.r.unmount();
		const again = screenOf(Live, drafts, s);
		const six = await screen.findByRole('button', { name: 'Ben’s bard in Region 6' });
		expect(six).toHaveTextContent('×1');
		await user.click(screen.getByRole('button', { name: 'Ben’s bard in Region 8' }));
		expect(again.h.dispatch).toHaveBeenCalledWith({
			type: 'censusReward',
			year: 4,
			unit: 'clerics',
			player: 'ben',
			regions: { region6: 1, region8: 1 }
		});
	});

	it('the live final: a refused number is still refused after a reload and Run waits', async () => {
		const user = userEvent.setup();
		const s = apply(live, ctx3, live.init(ctx3), { type: 'startEvaluation' });
		const drafts = new DraftStore([]);
		const first = screenOf(Live, drafts, s);
		const gold = await screen.findByRole('textbox', { name: 'Ana: Gold Sovereigns' });
		await user.clear(gold);
		await user.type(gold, '1000{Enter}');
		first.r.unmount();
		const again = screenOf(Live, drafts, s);
		const shown = await screen.findByRole('textbox', { name: 'Ana: Gold Sovereigns' });
		expect(shown).toHaveValue('1000');
		expect(shown).toHaveAttribute('aria-invalid', 'true');
		expect(screen.getByRole('button', { name: 'Run the three evaluations' })).toBeDisabled();
		expect(again.h.dispatch).not.toHaveBeenCalled();
	});

	it('region values: a half-typed value comes back under its own region after a reload; leaving the field records it and remembers it at once, region by region', async () => {
		const user = userEvent.setup();
		const blank = REGIONS_8_4.map((r) => ({ ...r, first: null, second: null }));
		const drafts = new DraftStore([]);
		const onset = vi.fn(async () => null);
		const props = { regions: blank, emptyMarks: [1, 2], onset };
		const first = render(WithDrafts, { props: { drafts, view: RegionEditor, viewProps: props } });
		await user.type(field('Region 3: most bards value'), '7');
		first.unmount(); // reload before the field is left
		render(WithDrafts, { props: { drafts, view: RegionEditor, viewProps: props } });
		expect(field('Region 3: most bards value')).toHaveValue('7');
		expect(field('Region 4: most bards value')).toHaveValue('');
		await user.click(field('Region 3: most bards value'));
		await user.tab();
		await user.type(field('Region 4: most bards value'), '5');
		await user.tab();
		expect(onset).toHaveBeenCalledWith(expect.objectContaining({ id: 'region3', first: 7 }));
		expect(onset).toHaveBeenCalledWith(expect.objectContaining({ id: 'region4', first: 5 }));
		// The second write keeps the first region's value (never an older list over a newer one).
		await vi.waitFor(() => expect(remembered.length).toBe(2));
		const last = remembered.at(-1) as { id: string; first: number | null }[];
		expect(last.find((r) => r.id === 'region3')?.first).toBe(7);
		expect(last.find((r) => r.id === 'region4')?.first).toBe(5);
	});

	it('region values: the second number left while the first is still being recorded sends both, never the first one blank', async () => {
		const user = userEvent.setup();
		const blank = REGIONS_8_4.map((r) => ({ ...r, first: null, second: null }));
		// The first write is not stored yet when the second field is left (a slow phone).
		let release = () => {};
		const held = new Promise<null>((ok) => (release = () => ok(null)));
		const onset = vi.fn(async () => (onset.mock.calls.length === 1 ? held : null));
		const props = { regions: blank, emptyMarks: [1, 2], onset };
		render(WithDrafts, {
			props: { drafts: new DraftStore([]), view: RegionEditor, viewProps: props }
		});
		await user.type(field('Region 8: most bards value'), '8');
		await user.tab();
		await user.type(field('Region 8: second value'), '4');
		await user.tab();
		expect(onset).toHaveBeenLastCalledWith(
			expect.objectContaining({ id: 'region8', first: 8, second: 4 })
		);
		release();
	});
});

function draftKeys(store: DraftStore): string[] {
	const keys: string[] = [];
	for (const k of [
		'form:xidit-threat-y1|ana',
		'form:xidit-threat-y1|ben',
		'form:xidit-threat-y1|cai',
		'form:xidit-threat-open|'
	])
		if (store.get(k) !== undefined) keys.push(k);
	return keys;
}
