// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { module, live, type LiveAction, type LiveState } from '$lib/games/kingdom-defenders';
import Live from '$lib/games/kingdom-defenders/ui/Live.svelte';
import Unlocks from '$lib/games/kingdom-defenders/ui/Unlocks.svelte';
import { settled, useI18n } from '../helpers';
import { kdCtx, mount, play } from './harness';

const next: LiveAction = { type: 'nextPhase' };

/** Family variant (no horde): next phase until the end, the favour dice picked in order. */
function playToEnd(ctx: ReturnType<typeof kdCtx>): LiveState {
	let s = live.init(ctx);
	while (s.phase !== 'ended') {
		if (s.phase === 'favour' && s.favour?.rolled === null)
			s = play(live, ctx, s, [{ type: 'favourExclude', dice: ['wealth', 'healing'] }]);
		else if (s.phase === 'favour' && s.favour && s.favour.picks.length < s.favour.order.length) {
			const die = (['strength', 'magic'] as const)[s.favour.picks.length % 2];
			const face = (
				{ strength: 'weapon1', magic: 'spell1', wealth: 'coin', healing: 'nothing' } as const
			)[die];
			s = play(live, ctx, s, [
				{ type: 'favourPick', player: s.favour.order[s.favour.picks.length], die, face }
			]);
		} else s = play(live, ctx, s, [next]);
	}
	return s;
}

/** Extreme variant (horde from round 1), horde entered: the table is at zone C of round 1. */
function atZoneC(ctx = kdCtx(3, { variant: 'extreme' })) {
	const s = play(live, ctx, live.init(ctx), [
		{ type: 'revealHorde', weapons: 2, spells: 1, speed: 2, siegeFame: 15 },
		next, // placement
		next, // zone A
		next, // zone B
		next // zone C
	]);
	return { ctx, s };
}

describe('kingdom defenders live companion', () => {
	beforeEach(async () => {
		await useI18n('en', module);
	});

	it('shows the setup with names; one tap passes placement and zone A (nothing to record)', async () => {
		const user = userEvent.setup();
		const ctx = kdCtx(3);
		const h = await mount(Live, live, ctx);
		expect(screen.getByRole('heading', { name: 'Game setup' })).toBeInTheDocument();
		const first = h.state.turnOrder[0];
		const name = ctx.players.find((p) => p.id === first)!.name;
		// The setup's view loads on its own (seen once a game).
		const order = (
			await screen.findByRole('heading', { name: 'Turn order' }, { timeout: 15000 })
		).closest('div')!;
		expect(within(order).getAllByRole('listitem')[0]).toHaveTextContent(
			new RegExp(`^1st.*${name}`)
		);
		await user.click(screen.getByRole('button', { name: 'Start the game' }));
		expect(
			await screen.findByRole('heading', { name: 'Zone B: feats, buildings and adventures' })
		).toBeInTheDocument();
		// The skipped steps' reminders are on the step that holds them, below its controls.
		const reminder = screen.getByText('Zone C is closed this round.');
		const card = await screen.findByRole('article', { name });
		expect(card.compareDocumentPosition(reminder) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
		expect(screen.getByRole('button', { name: 'Next: Zone D: turn order' })).toBeEnabled();
	});

	it('a failed adventure costs 2 fame in one tap', async () => {
		const user = userEvent.setup();
		const ctx = kdCtx(2);
		// Adventures are resolved in zone B (placement, zone A, zone B).
		const h = await mount(Live, live, ctx, play(live, ctx, live.init(ctx), [next, next, next]));
		const before = h.state.players.p0.fame;
		await user.click(screen.getByRole('button', { name: 'Ana: adventure failed, −2 fame' }));
		expect(h.state.players.p0.fame).toBe(before - 2);
		expect(screen.getByLabelText(`Fame of Ana: ${before - 2}`)).toBeInTheDocument();
	});

	it('one tap on a card moves its fame one space either way (a slot paid with fame, a building)', async () => {
		const user = userEvent.setup();
		const ctx = kdCtx(2);
		const h = await mount(Live, live, ctx, play(live, ctx, live.init(ctx), [next, next, next]));
		const before = h.state.players.p1.fame;
		await user.click(screen.getByRole('button', { name: 'Benno: −1 fame' }));
		expect(h.state.players.p1.fame).toBe(before - 1);
		await user.click(screen.getByRole('button', { name: 'Benno: +1 fame' }));
		await user.click(screen.getByRole('button', { name: 'Benno: +1 fame' }));
		expect(screen.getByLabelText(`Fame of Benno: ${before + 1}`)).toBeInTheDocument();
	});

	it('a feat: one tap for a random reward and its coin, two for a die bonus with its face', async () => {
		const user = userEvent.setup();
		const ctx = kdCtx(2, { trackResources: true });
		const h = await mount(Live, live, ctx, play(live, ctx, live.init(ctx), [next, next, next]));
		const ana = screen.getByRole('article', { name: 'Ana' });
		const before = h.state.players.p0;
		await user.click(within(ana).getByText('Feat…'));
		await user.click(within(ana).getByRole('button', { name: 'Random reward + 1 coin' }));
		expect(h.state.players.p0).toMatchObject({
			gestas: 1,
			rewards: before.rewards + 1,
			coins: before.coins + 1
		});
		// A face-up reward: the orbs shown, the bonus die, then what it rolled.
		await user.click(within(ana).getByText('Feat…'));
		await user.click(
			within(ana).getByRole('button', { name: 'Increase Orbs shown as wildcards (Ana)' })
		);
		await user.click(within(ana).getByRole('button', { name: 'Face-up reward + red die' }));
		expect(h.state.players.p0.gestas).toBe(1);
		await user.click(
			within(ana).getByRole('button', { name: 'Ana’s feat: Strength die rolled 2 weapons' })
		);
		expect(h.state.players.p0).toMatchObject({
			gestas: 2,
			orbsSpent: 1,
			weapons: before.weapons + 2
		});
	});

	it('enters the horde card; a bad card is refused with a message and changes nothing', async () => {
		const user = userEvent.setup();
		const ctx = kdCtx(3, { variant: 'extreme' });
		const h = await mount(Live, live, ctx);
		// The card comes first: the step's confirm row waits for it.
		expect(screen.queryByRole('button', { name: 'Start the game' })).toBeNull();
		await user.click(screen.getByRole('button', { name: 'Speed 2: put this horde in play' }));
		expect(await screen.findByRole('alert')).toHaveTextContent(
			'The horde must require weapons or spells'
		);
		expect(h.state.horde).toBeNull();
		await user.click(screen.getByRole('button', { name: 'Increase Weapons required' }));
		await user.click(screen.getByRole('button', { name: 'Speed 2: put this horde in play' }));
		expect(h.state.horde).toMatchObject({ weapons: 1, spells: 0, speed: 2 });
		expect(h.state.horde?.siegeFame).toBeUndefined();
		expect(screen.getByText(/2 spaces from the wall/)).toBeInTheDocument();
		expect(screen.getByRole('button', { name: 'Start the game' })).toBeEnabled();
	});

	it('zone C: supplies a camp with the fame it gives, and refuses more than the horde needs', async () => {
		const user = userEvent.setup();
		const { ctx, s } = atZoneC();
		const h = await mount(Live, live, ctx, s);
		expect(screen.getByRole('heading', { name: 'Zone C: camps' })).toBeInTheDocument();
		// Slot 1 (1 resource): one tap per legal supply, the empty disc costing 2.
		const ana = screen.getByRole('group', { name: 'Ana' });
		expect(
			within(ana)
				.getAllByRole('button')
				.map((b) => b.getAttribute('aria-label'))
		).toEqual([
			'Ana, slot 1: 1 weapon and 0 spells (1 fame)',
			'Ana, slot 1: 0 weapons and 1 spell (1 fame)',
			'Ana, slot 1: 0 weapons and 0 spells (−2 fame)'
		]);
		await user.click(screen.getByRole('radio', { name: /^4 \(up to 3\)/ }));
		// The horde needs 2 weapons and 1 spell: nothing beyond is offered.
		expect(
			screen.queryByRole('button', { name: 'Benno, slot 4: 3 weapons and 0 spells (3 fame)' })
		).toBeNull();
		const fame = h.state.players.p1.fame;
		await user.click(
			screen.getByRole('button', { name: 'Benno, slot 4: 2 weapons and 1 spell (3 fame)' })
		);
		expect(h.state.players.p1.fame).toBe(fame + 3);
		expect(h.state.camps.p1).toEqual({ weapons: 2, spells: 1 });
		// The last slot ends zone C: the victory asks its choices on the horde movement step.
		expect(h.state.phase).toBe('hordeMove');
		expect(await screen.findByRole('status', {}, { timeout: 15000 })).toHaveTextContent(
			'Victory! The horde is defeated'
		);
	});

	it('zone C forecasts the horde: it can fall while the open slots can bring what it needs', async () => {
		const { ctx, s } = atZoneC();
		await mount(Live, live, ctx, s);
		// 2 weapons and 1 spell needed; slots 1–4 can bring up to 6 (none alone decides it).
		expect(screen.getByRole('status')).toHaveTextContent(
			'Forecast: it needs 2⚔ 1✦; the open slots can bring 3: it can fall.'
		);
	});

	it('horde movement: victory explained per player, choices asked, then applied', async () => {
		const user = userEvent.setup();
		const { ctx, s: z } = atZoneC();
		const s = play(live, ctx, z, [
			{ type: 'supplyCamp', player: 'p1', slot: 4, weapons: 2, spells: 1 },
			next
		]);
		const h = await mount(Live, live, ctx, s);
		expect(await screen.findByRole('status', {}, { timeout: 15000 })).toHaveTextContent(
			'Victory! The horde is defeated'
		);
		expect(screen.getByText('3 own resources: +3.')).toBeInTheDocument();
		expect(screen.getByText(/Only top contributor: takes a reward tile/)).toBeInTheDocument();
		await user.click(screen.getByRole('button', { name: 'Apply the horde movement' }));
		expect(await screen.findByText('Benno must choose a coin or a loot.')).toBeInTheDocument();
		await user.click(screen.getByRole('radio', { name: 'Loot' }));
		await user.click(screen.getByRole('radio', { name: 'Magic level' }));
		const fame = h.state.players.p1.fame;
		await user.click(screen.getByRole('button', { name: 'Apply the horde movement' }));
		expect(h.state.players.p1).toMatchObject({ fame: fame + 3, loot: 1, magic: 1, rewards: 1 });
		expect(screen.getByRole('heading', { name: 'New horde card' })).toBeInTheDocument();
	});

	it('horde movement: a siege shows the card fame minus own resources and the fewest penalty', async () => {
		const ctx = kdCtx(3, { variant: 'extreme' });
		let s: LiveState = play(live, ctx, live.init(ctx), [
			{ type: 'revealHorde', weapons: 9, spells: 0, speed: 1, siegeFame: 15 },
			next,
			next,
			next,
			next,
			{ type: 'supplyCamp', player: 'p0', slot: 4, weapons: 3, spells: 0 },
			next
		]);
		s = { ...s };
		await mount(Live, live, ctx, s);
		expect(await screen.findByRole('status', {}, { timeout: 15000 })).toHaveTextContent('Siege!');
		expect(screen.getByText('−(15 − 3) = −12.')).toBeInTheDocument();
		expect(screen.getAllByText(/Fewest resources: −2 more/)).toHaveLength(2);
		expect(screen.getByText('The wall flips from side A to B.')).toBeInTheDocument();
		expect(screen.getByRole('group', { name: 'Benno: wound or loot?' })).toBeInTheDocument();
	});

	it('a siege is never applied with a blank fame: the field starts empty, Apply waits (no refusal sent) until typed, 0 is accepted', async () => {
		const user = userEvent.setup();
		const ctx = kdCtx(3, { variant: 'extreme' });
		const s: LiveState = play(live, ctx, live.init(ctx), [
			// The card's siege fame is not entered at reveal: it is asked at the siege.
			{ type: 'revealHorde', weapons: 9, spells: 0, speed: 1 },
			next,
			next,
			next,
			next,
			{ type: 'supplyCamp', player: 'p0', slot: 4, weapons: 3, spells: 0 },
			next
		]);
		const h = await mount(Live, live, ctx, s);
		const field = await screen.findByRole(
			'textbox',
			{ name: 'Siege fame printed on the card (type it, even 0)' },
			{ timeout: 15000 }
		);
		expect(field).toHaveValue('');
		for (const id of ['p1', 'p2']) {
			const name = ctx.players.find((p) => p.id === id)!.name;
			const group = screen.getByRole('group', { name: `${name}: wound or loot?` });
			await user.click(within(group).getByRole('radio', { name: /wound/i }));
		}
		await user.click(screen.getByRole('radio', { name: 'Strength level' }));
		// The step's own confirm waits and says why: no refused move, so no error toast stays.
		const apply = screen.getByRole('button', { name: /^Apply the horde/ });
		expect(apply).toBeDisabled();
		expect(apply.closest('.step-confirm')).toHaveTextContent(
			'Enter the fame the siege side of the card takes.'
		);
		expect(h.dispatch).not.toHaveBeenCalled();
		expect(h.state.hordeResolved).toBe(false);
		expect(h.state.wall).toBe('A');
		await user.type(field, '0');
		await user.click(screen.getByRole('button', { name: /^Apply the horde/ }));
		await waitFor(() => expect(h.state.hordeResolved).toBe(true));
		expect(h.state.wall).toBe('B');
	});

	it('the King’s favour, resources tracked: lowest fame picks first, one tap per die result', async () => {
		const user = userEvent.setup();
		const ctx = kdCtx(2, { variant: 'family', trackResources: true });
		let s = play(live, ctx, live.init(ctx), [next, next, next, next, next, next]);
		expect(s.phase).toBe('newRound');
		s = play(live, ctx, s, [{ type: 'adjust', player: 'p1', field: 'fame', delta: -5 }, next]);
		const h = await mount(Live, live, ctx, s);
		// Two players: the first chooser leaves two dice out; the picks say which were rolled.
		expect(screen.getByText(/Benno leaves 2 dice out and rolls the rest/)).toBeInTheDocument();
		expect(screen.getAllByRole('group', { name: /die$/ })).toHaveLength(4);
		expect(
			screen.getByRole('heading', { name: 'Benno picks: tap the die and its result' })
		).toBeInTheDocument();
		await user.click(
			screen.getByRole('button', { name: 'Benno takes the Strength die: 2 weapons' })
		);
		expect(h.state.favour?.picks).toHaveLength(1);
		expect(
			screen.getByRole('heading', { name: 'Ana picks: tap the die and its result' })
		).toBeInTheDocument();
		expect(screen.queryByRole('group', { name: 'Strength die' })).toBeNull();
		await user.click(screen.getByRole('button', { name: 'Ana takes the Magic die: 1 spell' }));
		expect(h.state.favour?.rolled).toEqual(['strength', 'magic']);
	});

	it('the King’s favour, resources not tracked: one list naming the step offers only levels, loot and heals; zone B’s first entry records the rest first', async () => {
		const user = userEvent.setup();
		const ctx = kdCtx(3, { variant: 'family' });
		const s = play(live, ctx, live.init(ctx), [next, next, next, next, next, next, next]);
		expect(s.phase).toBe('favour');
		const h = await mount(Live, live, ctx, s);
		const c = ctx.players.find((p) => p.id === s.favour!.order[2])!.name;
		const list = await screen.findByRole('combobox', { name: 'Who took a level, loot or a heal?' });
		const offered = () =>
			within(list)
				.getAllByRole('option')
				.map((o) => o.textContent)
				.slice(1);
		// Nothing the app does not keep is offered: no weapons, spells, coin or «nothing».
		expect(offered().filter((o) => /weapon|spell|coin|nothing/.test(o!))).toEqual([]);
		expect(offered()).toHaveLength(9);
		await user.selectOptions(list, `${c} takes the Wealth die: 1 loot`);
		expect(h.state.players[s.favour!.order[2]!]!.loot).toBe(1);
		// The loot die is gone for the others, the one who took it is offered nothing more, the
		// list shows its prompt again and the pick is named under it.
		expect(offered().filter((o) => /Wealth die/.test(o!))).toEqual([]);
		expect(offered()).toHaveLength(4);
		expect(list).toHaveValue('');
		expect(screen.getByText(`✓ ${c}: 1 loot`)).toBeInTheDocument();
		// Zone B's cards are on the same screen: its first entry records the picks not taken first.
		expect(
			screen.getByRole('heading', { name: 'Zone B: feats, buildings and adventures' })
		).toBeInTheDocument();
		const a = ctx.players.find((p) => p.id === s.favour!.order[0])!;
		await user.click(screen.getByRole('button', { name: `${a.name}: adventure failed, −2 fame` }));
		expect(h.dispatch.mock.calls.slice(1).map(([x]) => x)).toEqual([
			{ type: 'favourRest', then: 'zoneB' },
			{ type: 'failAdventure', player: a.id }
		]);
		expect(h.state.phase).toBe('zoneB');
		expect(h.state.favour?.untracked).toEqual(s.favour!.order.slice(0, 2));
		expect(h.state.players[a.id]!.fame).toBe(s.players[a.id]!.fame - 2);
		expect(
			screen.queryByRole('combobox', { name: 'Who took a level, loot or a heal?' })
		).toBeNull();
	});

	it('the King’s favour, resources not tracked: «Next» records the picks not tapped and goes past zone B', async () => {
		const user = userEvent.setup();
		const ctx = kdCtx(3, { variant: 'family' });
		const s = play(live, ctx, live.init(ctx), [next, next, next, next, next, next, next]);
		const h = await mount(Live, live, ctx, s);
		await user.click(await screen.findByRole('button', { name: 'Next: Zone D: turn order' }));
		expect(h.dispatch.mock.calls.map(([x]) => x)).toEqual([{ type: 'favourRest', then: 'zoneD' }]);
		expect(h.state.phase).toBe('zoneD');
		expect(h.state.favour?.untracked).toEqual(s.favour!.order);
	});

	it('a quiet round: one tap in zone B goes to the next round and names what it passes', async () => {
		const user = userEvent.setup();
		const ctx = kdCtx(3);
		let s = play(live, ctx, live.init(ctx), [next, next, next, next, next, next]);
		s = play(live, ctx, s, [
			{ type: 'revealHorde', weapons: 6, spells: 4, speed: 3, siegeFame: 15 },
			next
		]);
		const [a, b, c] = s.favour!.order as [string, string, string];
		s = play(live, ctx, s, [
			{ type: 'favourPick', player: a, die: 'strength', face: 'weapon1' },
			{ type: 'favourPick', player: b, die: 'magic', face: 'spell1' },
			{ type: 'favourPick', player: c, die: 'wealth', face: 'coin', then: 'zoneB' }
		]);
		const h = await mount(Live, live, ctx, s);
		const quiet = screen.getByRole('button', {
			name: 'Nothing more this round (no camp supplied, nobody on the gates) → round 3'
		});
		expect(quiet).toHaveAccessibleDescription(/Reveal building 3: /);
		await user.click(quiet);
		expect(h.state).toMatchObject({ round: 3, phase: 'favour', counter: s.counter - 1 });
	});

	it('zone D: previews and applies the new turn order', async () => {
		const user = userEvent.setup();
		const ctx = kdCtx(3, { variant: 'family' });
		const s = play(live, ctx, live.init(ctx), [next, next, next, next]);
		expect(s.phase).toBe('zoneD');
		const h = await mount(Live, live, ctx, s);
		const last = s.turnOrder[2]!;
		const name = ctx.players.find((p) => p.id === last)!.name;
		await user.click(screen.getByRole('button', { name: `${name} on gate 1` }));
		expect(screen.getByRole('heading', { name: 'New turn order' })).toBeInTheDocument();
		// One tap applies the gates and starts the next round (maintenance has nothing to record).
		await user.click(screen.getByRole('button', { name: 'Start round 2' }));
		expect(await h.dispatch.mock.results[0].value).toBeNull();
		expect(h.state.turnOrder[0]).toBe(last);
		expect(h.state.round).toBe(2);
		expect(h.state.phase).toBe('favour');
	});

	it('zone D: the late entries open from the step’s row as a sheet, and a late adventure recorded closes it', async () => {
		const user = userEvent.setup();
		const ctx = kdCtx(3, { variant: 'family' });
		const s = play(live, ctx, live.init(ctx), [next, next, next, next]);
		expect(s.phase).toBe('zoneD');
		const h = await mount(Live, live, ctx, s);
		const name = 'Record late or correct (adventures, feats, relics)';
		// Beside «Start round 2»: no fold of cards below the step.
		expect(screen.queryByText(name)).toBeNull();
		await user.click(screen.getByRole('button', { name }));
		const sheet = screen.getByRole('group', { name });
		const ana = await within(sheet).findByRole('article', { name: 'Ana' });
		await user.click(within(ana).getByText('Adventure (late)…'));
		const fame = await within(ana).findByRole('textbox', { name: 'Fame gained' });
		await user.clear(fame);
		await user.type(fame, '3{Enter}');
		await user.click(within(ana).getByRole('button', { name: 'Record Ana’s adventure' }));
		expect(h.state.players.p0).toMatchObject({ adventures: 1 });
		await waitFor(() => expect(screen.queryByRole('group', { name })).toBeNull());
		// The step is where it was: its gates and «Start round 2» in reach.
		expect(screen.getByRole('button', { name: 'Start round 2' })).toBeEnabled();
	});

	it('final scoring: numbers typed per player, breakdown, orbs and winner shown', async () => {
		const user = userEvent.setup();
		const ctx = kdCtx(2, { variant: 'family' });
		const s = playToEnd(ctx);
		const h = await mount(Live, live, ctx, s);
		expect(screen.getByText('Round 5 is over: final scoring.')).toBeInTheDocument();
		// The end screens load when the end comes.
		// Ana had no reward tile: her numbers are folded, opened to enter what the app did not see.
		await user.click(
			await screen.findByRole(
				'button',
				{ name: 'Ana: numbers and achievements' },
				{ timeout: 15000 }
			)
		);
		expect(screen.queryByRole('button', { name: 'Orbs: 0 (Ana)' })).toBeNull();
		expect(screen.queryByRole('textbox', { name: 'Magic multiplier (Ana)' })).toBeNull();
		await user.click(await screen.findByRole('button', { name: 'Increase Orbs (Ana)' }));
		const tomes = await screen.findByRole('textbox', { name: 'Arcane tomes (Ana)' });
		await user.clear(tomes);
		await user.type(tomes, '8{Enter}');
		const mult = screen.getByRole('textbox', { name: 'Magic multiplier (Ana)' });
		await user.clear(mult);
		await user.type(mult, '2{Enter}');
		await user.click(screen.getByRole('button', { name: 'Work out the final fame' }));
		expect(h.state.final).not.toBeNull();
		const table = screen.getByRole('table', { name: 'Final fame breakdown' });
		const tomesRow = within(table).getByRole('row', { name: /Arcane tomes × magic multiplier/ });
		expect(tomesRow).toHaveTextContent('18');
		expect(screen.getByText('Orb as an arcane tome')).toBeInTheDocument();
		const ranking = screen
			.getAllByRole('listitem')
			.find((li) => li.textContent?.includes('Winner'));
		expect(ranking).toHaveTextContent('Ana');
	});

	it('an adventure’s relics are tapped once each; the final starts from them and folds them with the track’s multiplier instead of asking it', async () => {
		const user = userEvent.setup();
		const levelTracks = { strength: [2, 'resource' as const], magic: [] };
		const ctx = kdCtx(2, { variant: 'family', levelTracks });
		const h = await mount(Live, live, ctx, play(live, ctx, live.init(ctx), [next, next, next]));
		const ana = screen.getByRole('article', { name: 'Ana' });
		await user.click(within(ana).getByText('Adventure…'));
		await user.click(await within(ana).findByRole('button', { name: 'Increase Strength levels' }));
		await user.click(within(ana).getByRole('button', { name: 'Legendary Weapons: 0' }));
		await user.click(within(ana).getByRole('button', { name: 'Legendary Weapons: 1' }));
		await user.click(within(ana).getByRole('button', { name: 'Record Ana’s adventure' }));
		expect(h.state.players.p0).toMatchObject({ strength: 1, adventures: 1 });
		expect(h.state.players.p0.relics.weapons).toBe(2);
		// Zone B keeps every player's corrections in one fold below the cards.
		await user.click(screen.getByText('Corrections'));
		expect(await screen.findByText('Strength 1/2 · ×2')).toBeInTheDocument();
		h.view.unmount();

		let s = h.state;
		while (s.phase !== 'ended') {
			const f = s.favour;
			s = play(live, ctx, s, [
				f && f.rolled === null
					? { type: 'favourExclude', dice: ['wealth', 'healing'] }
					: f && f.picks.length < f.order.length
						? {
								type: 'favourPick',
								player: f.order[f.picks.length],
								die: f.picks.length ? 'magic' : 'strength',
								face: f.picks.length ? 'spell1' : 'weapon1'
							}
						: next
			]);
		}
		const end = await mount(Live, live, ctx, s);
		// What the game counted is folded with Ana's numbers: nothing of it is asked.
		await user.click(
			await screen.findByRole(
				'button',
				{ name: 'Ana: numbers and achievements' },
				{ timeout: 15000 }
			)
		);
		await screen.findByText(/^Counted during the game: Legendary Weapons: 2\./);
		expect(screen.getByText('Strength multiplier: ×2 (level 1 on the board)')).toBeInTheDocument();
		expect(screen.queryByRole('textbox', { name: 'Strength multiplier (Ana)' })).toBeNull();
		// Benno has nothing a multiplier would multiply: not asked either.
		expect(screen.queryByRole('textbox', { name: 'Strength multiplier (Benno)' })).toBeNull();
		await user.click(screen.getByRole('button', { name: 'Work out the final fame' }));
		const table = screen.getByRole('table', { name: 'Final fame breakdown' });
		const row = within(table).getByRole('row', { name: /Legendary weapons × strength multiplier/ });
		expect(row).toHaveTextContent('4');
		expect(end.state.final).not.toBeNull();
	});

	it('an achievement shows the moment it unlocks: the third adventure of a round names Adventurer', async () => {
		const ctx = kdCtx(3);
		let s = play(live, ctx, live.init(ctx), [next, next, next]);
		const adv = { type: 'completeAdventure', player: 'p0', fame: 1 } as const;
		s = play(live, ctx, s, [adv, adv]);
		const view = render(Unlocks, { props: { state: s, ctx, step: '1-zoneB' } });
		await settled();
		expect(screen.queryByRole('status')).toBeNull();
		await view.rerender({ state: play(live, ctx, s, [adv]), ctx, step: '1-zoneB' });
		await settled();
		expect(screen.getByRole('status')).toHaveTextContent('🏅 Ana: Adventurer unlocked!');
		// The next step clears it (the Board keeps the list of those held).
		await view.rerender({ state: play(live, ctx, s, [adv, next]), ctx, step: '1-zoneC' });
		await settled();
		expect(screen.queryByRole('status')).toBeNull();
	});

	it('speaks Spanish', async () => {
		await useI18n('es', module);
		const { ctx, s } = atZoneC();
		await mount(Live, live, ctx, s);
		expect(screen.getByRole('heading', { name: 'Zona C: Campamentos' })).toBeInTheDocument();
		expect(
			screen.getByRole('heading', { name: 'Hueco 1: de quién es el disco y qué aporta' })
		).toBeInTheDocument();
		expect(screen.getByText(/^Horda: faltan/)).toBeInTheDocument();
	});
});
