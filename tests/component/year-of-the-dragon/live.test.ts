// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Rng } from '$lib/games/core/rng';
import { isInvalid, type SessionContext } from '$lib/games/core/types';
import { module } from '$lib/games/year-of-the-dragon/index';
import {
	live,
	type LiveAction,
	type LiveState,
	type YotdOptions
} from '$lib/games/year-of-the-dragon/state';
import BoardTab from './BoardTab.svelte';
import Live from '$lib/games/year-of-the-dragon/ui/Live.svelte';
import { botAction, handState, old, palace, young } from '../../unit/year-of-the-dragon/helpers';
import { settled, useI18n } from '../helpers';
import WithDrafts from '../fixtures/WithDrafts.svelte';
import { DraftStore } from '$lib/ui/draft.svelte';

// The panels the screens load lazily, loaded before any test renders them.
import.meta.glob('/src/lib/games/year-of-the-dragon/ui/*.svelte', { eager: true });

const ctx: SessionContext<YotdOptions> = {
	players: [
		{ id: 'a', name: 'Ana', color: '#c62828' },
		{ id: 'b', name: 'Benno', color: '#1565c0' },
		{ id: 'c', name: 'Clara', color: '#2e7d32' }
	],
	options: { largePrivilegeCost: 6, firstPlayer: 0 },
	seed: 'DRAGN5'
};

function apply(s: LiveState, a: LiveAction): LiveState {
	const r = live.reduce(s, a, ctx);
	if (isInvalid(r)) throw new Error(r.reason.key);
	return r;
}

/** Every text and label on screen is fully formatted (no raw ICU left). */
function expectNoRawMessages() {
	expect(document.body.textContent).not.toMatch(/[{}]|year-of-the-dragon\./);
	for (const el of document.querySelectorAll('[aria-label]'))
		expect(el.getAttribute('aria-label')).not.toMatch(/[{}]|year-of-the-dragon\./);
}

/** A state at the start of month 1's action phase. */
function month1(): LiveState {
	let s = live.init(ctx);
	s = apply(s, {
		type: 'startingPair',
		player: 'a',
		persons: ['monk', 'warrior'],
		palaces: [0, 1]
	});
	s = apply(s, {
		type: 'startingPair',
		player: 'b',
		persons: ['farmer', 'healer'],
		palaces: [0, 1]
	});
	return apply(s, {
		type: 'startingPair',
		player: 'c',
		persons: ['courtLady', 'taxCollector'],
		palaces: [0, 1]
	});
}

describe('year of the dragon: live companion', () => {
	beforeEach(async () => {
		await useI18n('en', module);
	});

	it('starting pairs: shows who picks, the allowed pairs, and sends the chosen pair', async () => {
		const dispatch = vi.fn().mockResolvedValue(null);
		render(Live, { state: live.init(ctx), ctx, dispatch });
		await settled();
		expect(screen.getByRole('heading', { name: "Ana's turn: choose" })).toBeTruthy();
		expect(screen.getByText('Pairs still allowed (36)')).toBeTruthy();
		const user = userEvent.setup();
		const persons = screen.getByRole('group', { name: /Persons chosen/ });
		await user.click(within(persons).getByRole('button', { name: /^Monk/ }));
		await user.click(within(persons).getByRole('button', { name: /^Farmer/ }));
		await user.click(screen.getByRole('radio', { name: 'Both in palace 2' }));
		await user.click(screen.getByRole('button', { name: 'Ana takes Monk and Farmer (moves 10)' }));
		expect(dispatch).toHaveBeenCalledWith({
			type: 'startingPair',
			player: 'a',
			persons: ['monk', 'farmer'],
			palaces: [1, 1]
		});
		expectNoRawMessages();
	});

	it('starting pairs: a pair an earlier player took is refused with a reason', async () => {
		let s = live.init(ctx);
		s = apply(s, {
			type: 'startingPair',
			player: 'a',
			persons: ['monk', 'farmer'],
			palaces: [0, 1]
		});
		const dispatch = vi.fn().mockResolvedValue(null);
		render(Live, { state: s, ctx, dispatch });
		await settled();
		expect(screen.getByText('Pairs still allowed (35)')).toBeTruthy();
		const user = userEvent.setup();
		const persons = screen.getByRole('group', { name: /Persons chosen/ });
		await user.click(within(persons).getByRole('button', { name: /^Farmer/ }));
		await user.click(within(persons).getByRole('button', { name: /^Monk/ }));
		expect(screen.getByRole('alert').textContent).toBe(
			'Another player already took that exact pair of persons.'
		);
		expect(
			(screen.getByRole('button', { name: /Benno takes/ }) as HTMLButtonElement).disabled
		).toBe(true);
		expect(screen.getByText('Ana: Monk + Farmer')).toBeTruthy();
	});

	it('action phase: groups with yields from the persons, turn order, taking a card', async () => {
		const s = month1();
		const dispatch = vi.fn().mockResolvedValue(null);
		render(Live, { state: s, ctx, dispatch });
		await settled();
		expect(screen.getByRole('heading', { name: /Month 1 of 12 · Peace/ })).toBeTruthy();
		// Ana's marker: monk 6 + warrior 5 = 11, first; Benno 8; Clara 4.
		// The step first; the order the players act in follows it.
		const order = screen.getByRole('list', { name: 'Turn order' });
		expect(
			within(order)
				.getAllByRole('listitem')
				.map((li) => li.textContent)
		).toEqual([
			expect.stringContaining('Ana'),
			expect.stringContaining('Benno'),
			expect.stringContaining('Clara')
		]);
		expect(screen.getByRole('heading', { name: "Ana's action" })).toBeTruthy();
		const g = s.groups.findIndex((cards) => cards.includes('parade'));
		const parade = screen.getByRole('button', {
			name: `Military parade from group ${g + 1}: 1 (card) + 1 (Warrior (young)) = 2 spaces on the track`
		});
		await userEvent.setup().click(parade);
		expect(dispatch).toHaveBeenCalledWith({
			type: 'takeAction',
			player: 'a',
			group: g,
			card: 'parade'
		});
		expectNoRawMessages();
	});

	it('action phase: joining a group costs 3, build asks where the floors go, no action tops up', async () => {
		let s = month1();
		const g = s.groups.findIndex((cards) => cards.includes('build'));
		const other = s.groups[g].find((c) => c !== 'build' && c !== 'privilege');
		const first = other
			? apply(s, { type: 'takeAction', player: 'a', group: g, card: other })
			: apply(s, { type: 'noAction', player: 'a' });
		s = first;
		const dispatch = vi.fn().mockResolvedValue(null);
		render(Live, { state: s, ctx, dispatch });
		await settled();
		const user = userEvent.setup();
		const build = screen.getByRole('button', { name: new RegExp(`^Build from group ${g + 1}`) });
		if (other) expect(build.getAttribute('aria-label')).toMatch(/paying 3 yuan for the group/);
		await user.click(build);
		// One floor: one tap on the palace builds it (no second confirm).
		const form = screen.getByRole('group', { name: 'Build 1 floor: where?' });
		expect(within(form).queryByRole('textbox')).toBeNull();
		expect(form.closest('li')).toBe(build.closest('li'));
		window.scrollTo = vi.fn();
		await user.click(
			within(form).getByRole('button', {
				name: `Build a floor on palace 1 (group ${g + 1}, now 2 floors)`
			})
		);
		expect(dispatch).toHaveBeenLastCalledWith({
			type: 'takeAction',
			player: 'b',
			group: g,
			card: 'build',
			build: { addTo: [0], newPalaces: [] }
		});
		// The next player's cards are at the top: the page goes there.
		expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
		await user.click(screen.getByRole('button', { name: 'No action (already 3 yuan or more)' }));
		expect(dispatch).toHaveBeenLastCalledWith({ type: 'noAction', player: 'b' });
	});

	it('a refused action shows the translated reason inline', async () => {
		const s = month1();
		const dispatch = vi.fn().mockResolvedValue({
			key: 'year-of-the-dragon.error.notEnoughYuan',
			values: { need: 9, have: 6 }
		});
		render(Live, { state: s, ctx, dispatch });
		await settled();
		await userEvent.setup().click(screen.getByRole('button', { name: /^No action/ }));
		expect((await screen.findByRole('alert')).textContent).toBe(
			'Needs 9 yuan and only 6 are there.'
		);
	});

	it('person phase: one tap per age houses the person in the palace the game picks', async () => {
		let s = month1();
		for (const p of ['a', 'b', 'c']) s = apply(s, { type: 'noAction', player: p });
		expect(s.phase).toBe('person');
		const dispatch = vi.fn().mockResolvedValue(null);
		render(Live, { state: s, ctx, dispatch });
		await settled();
		expect(screen.getByRole('heading', { name: "Ana's person card" })).toBeTruthy();
		// Both palaces have room: the first is marked, the other can be chosen.
		expect(
			(screen.getByRole('radio', { name: 'Palace 1 (1 free space)' }) as HTMLInputElement).checked
		).toBe(true);
		const monk = screen.getByRole('group', { name: 'Monk' });
		expect(
			within(monk)
				.getAllByRole('button')
				.map((b) => b.textContent)
		).toEqual(['young · moves 6', 'old · moves 2']);
		const user = userEvent.setup();
		await user.click(
			within(monk).getByRole('button', { name: 'Take Monk (young) into palace 1 (moves 6)' })
		);
		expect(dispatch).toHaveBeenLastCalledWith({
			type: 'recruit',
			player: 'a',
			card: 'monk',
			person: young('monk'),
			palace: 0
		});
		expect(dispatch).toHaveBeenCalledTimes(1);
		expectNoRawMessages();
	});

	it('person phase: another palace is one more tap, then the age', async () => {
		let s = month1();
		for (const p of ['a', 'b', 'c']) s = apply(s, { type: 'noAction', player: p });
		const dispatch = vi.fn().mockResolvedValue(null);
		render(Live, { state: s, ctx, dispatch });
		await settled();
		const user = userEvent.setup();
		await user.click(screen.getByRole('radio', { name: 'Palace 2 (1 free space)' }));
		await user.click(
			screen.getByRole('button', { name: 'Take Monk (old) into palace 2 (moves 2)' })
		);
		expect(dispatch).toHaveBeenCalledWith({
			type: 'recruit',
			player: 'a',
			card: 'monk',
			person: old('monk'),
			palace: 1
		});
	});

	it('person phase: with every palace full the age is chosen, then whom to replace or the release', async () => {
		let s = month1();
		for (const p of ['a', 'b', 'c']) s = apply(s, { type: 'noAction', player: p });
		s = {
			...s,
			players: s.players.map((p) =>
				p.id === 'a'
					? { ...p, palaces: [palace(1, young('monk')), palace(1, young('warrior'))] }
					: p
			)
		};
		const dispatch = vi.fn().mockResolvedValue(null);
		render(Live, { state: s, ctx, dispatch });
		await settled();
		const user = userEvent.setup();
		await user.click(screen.getByRole('button', { name: 'Monk (old, moves 2)' }));
		expect(dispatch).not.toHaveBeenCalled();
		await user.click(
			screen.getByRole('button', {
				name: 'Palace 2: replace Warrior (young) with Monk (old) (moves 2)'
			})
		);
		expect(dispatch).toHaveBeenCalledWith({
			type: 'recruit',
			player: 'a',
			card: 'monk',
			person: old('monk'),
			palace: 1,
			replace: young('warrior')
		});
	});

	it('person phase: a type no longer available gives nothing', async () => {
		const s = handState(ctx, {
			phase: 'person',
			order: ['a', 'b', 'c'],
			done: [],
			supply: { ...live.init(ctx).supply, monk: { young: 0, old: 0 } }
		});
		const dispatch = vi.fn().mockResolvedValue(null);
		render(Live, { state: s, ctx, dispatch });
		await settled();
		const user = userEvent.setup();
		await user.click(screen.getByRole('button', { name: 'Play Monk for nothing' }));
		expect(dispatch).toHaveBeenCalledWith({ type: 'recruit', player: 'a', card: 'monk' });
	});

	it('event phase: explains each player, asks whom to release, in person-track order', async () => {
		const s = handState(
			ctx,
			{
				phase: 'event',
				month: 3,
				eventRow: [
					...live.init(ctx).eventRow.slice(0, 2),
					'drought',
					...live.init(ctx).eventRow.slice(3)
				],
				order: [],
				done: []
			},
			[
				{
					rice: 0,
					track: 9,
					palaces: [palace(2, young('monk')), palace(2, young('farmer'), old('healer'))]
				},
				{ rice: 5, track: 3, palaces: [palace(2, young('scholar'))] },
				{ rice: 1, track: 1, palaces: [palace(1)] }
			]
		);
		const dispatch = vi.fn().mockResolvedValue(null);
		render(Live, { state: s, ctx, dispatch });
		await settled();
		expect(screen.getByRole('heading', { name: 'Month 3: Drought' })).toBeTruthy();
		expect(
			screen.getByText(
				'2 inhabited palaces, 0 rice: returns 0; 2 unsupplied: releases 1 person from each.'
			)
		).toBeTruthy();
		expect(screen.getByText('1 inhabited palace, 5 rice: returns 1.')).toBeTruthy();
		const resolve = screen.getByRole('button', {
			name: 'Resolve Drought, decay and scoring of month 3'
		}) as HTMLButtonElement;
		expect(resolve.disabled).toBe(true);
		expect(screen.getByText('Still to choose whom they release: Ana.')).toBeTruthy();
		const user = userEvent.setup();
		const farmer = screen.getByRole('checkbox', {
			name: 'Release Farmer (young) from palace 2 of Ana'
		});
		await user.click(farmer);
		// Drought: one per palace, so the healer in the same palace is now locked.
		expect(
			(
				screen.getByRole('checkbox', {
					name: 'Release Healer (old) from palace 2 of Ana'
				}) as HTMLInputElement
			).disabled
		).toBe(true);
		await user.click(
			screen.getByRole('checkbox', { name: 'Release Monk (young) from palace 1 of Ana' })
		);
		expect(resolve.disabled).toBe(false);
		await user.click(resolve);
		expect(dispatch).toHaveBeenCalledWith({
			type: 'resolveEvent',
			releases: {
				a: [
					{ palace: 1, type: 'farmer', age: 'young' },
					{ palace: 0, type: 'monk', age: 'young' }
				]
			}
		});
		expectNoRawMessages();
	});

	it('month report explains the event, decay and round scoring', async () => {
		let s = month1();
		for (const p of ['a', 'b', 'c']) s = apply(s, { type: 'noAction', player: p });
		const rng = new Rng('x');
		while (s.phase !== 'event') s = apply(s, botAction(s, rng));
		s = apply(s, { type: 'resolveEvent', releases: {} });
		render(Live, { state: s, ctx, dispatch: vi.fn().mockResolvedValue(null) });
		await settled();
		const report = screen.getByText('Month 1 summary: Peace').closest('details')!;
		expect(within(report).getAllByText('Nothing happens.')).toHaveLength(3);
		expect(
			within(report).getAllByText(
				/^Month scoring: 2 \(palaces\) \+ \d \(fans\) \+ 0 \(dragons\) = \d$/
			)
		).toHaveLength(3);
	});

	it('the board pane: the event strip with the month marked, the display, boards as pictures', async () => {
		const s = month1();
		render(BoardTab, { state: s, ctx, dispatch: vi.fn().mockResolvedValue(null) });
		await settled();
		await userEvent.setup().click(screen.getByRole('button', { name: /^Ana: / }));
		await screen.findByRole('article', { name: 'Ana' });
		const strip = screen.getByRole('list', { name: 'Event row' });
		const tiles = within(strip).getAllByRole('listitem');
		expect(tiles).toHaveLength(12);
		expect(tiles[0].getAttribute('aria-current')).toBe('step');
		expect(tiles[0].textContent).toContain('now');
		const display = screen.getByRole('region', { name: 'Person display' });
		// A short name and the counts on screen (old marked ★), the whole words for screen readers.
		const monk = within(display)
			.getByText(/^Monk: /)
			.closest('li')!;
		expect(monk.querySelector('.visually-hidden')?.textContent).toMatch(/^Monk: 3 young · 2 old$/);
		expect(monk.querySelector('.n')?.textContent).toBe('3\u202f·\u202f2★');
		const palaces = screen.getByRole('list', { name: "Ana's palaces" });
		expect(within(palaces).getAllByRole('listitem')[0].getAttribute('aria-label')).toMatch(
			/^Palace 1 · \d\/2: /
		);
		expectNoRawMessages();
	});

	it('before the start: the whole setup card (events, supply, what goes back to the box)', async () => {
		render(Live, { state: live.init(ctx), ctx, dispatch: vi.fn().mockResolvedValue(null) });
		await settled();
		expect(screen.getByText('Setup card')).toBeTruthy();
		expect(screen.getByRole('columnheader', { name: 'To the box' })).toBeTruthy();
		const monk = screen.getByRole('rowheader', { name: 'Monk' }).closest('tr')!;
		// 3 players: 2 tiles per type per missing player go back to the box.
		expect(monk.lastElementChild?.textContent?.trim()).toBe('4');
		expectNoRawMessages();
	});

	it('the decay report names the palace of the player that lost a floor', async () => {
		let s = month1();
		for (const p of ['a', 'b', 'c']) s = apply(s, { type: 'noAction', player: p });
		const rng = new Rng('x');
		while (s.phase !== 'event') s = apply(s, botAction(s, rng));
		s = apply(s, { type: 'resolveEvent', releases: {} });
		const decayed = s.reports[0].players.flatMap((r) =>
			(r.decayed ?? []).map((d) => ({ id: r.id, ...d }))
		);
		render(Live, { state: s, ctx, dispatch: vi.fn().mockResolvedValue(null) });
		await settled();
		const report = screen.getByText('Month 1 summary: Peace').closest('details')!;
		for (const d of decayed) {
			const who = ctx.players.find((p) => p.id === d.id)!.name;
			expect(
				within(report).getByText(new RegExp(`${who}'s palace ${d.palace + 1} lost a floor`))
			).toBeTruthy();
		}
		if (decayed.length === 0)
			expect(within(report).getAllByText(/^Decay: no floor lost/).length).toBe(3);
	});

	it('contagion: with fewer persons staying than going, the table ticks who stays', async () => {
		const base = live.init(ctx);
		const s = handState(
			ctx,
			{
				phase: 'event',
				month: 3,
				eventRow: [...base.eventRow.slice(0, 2), 'contagion', ...base.eventRow.slice(3)],
				order: [],
				done: []
			},
			[
				{
					track: 9,
					palaces: [
						palace(2, young('monk'), young('farmer')),
						palace(2, young('scholar'), young('warrior'))
					]
				},
				{ track: 3, palaces: [palace(2, young('warrior'), young('craftsman'))] },
				{ track: 1, palaces: [palace(1)] }
			]
		);
		const dispatch = vi.fn().mockResolvedValue(null);
		render(Live, { state: s, ctx, dispatch });
		await settled();
		const ana = screen.getByRole('group', {
			name: 'Ana: releases 3 persons — tick who stays (1)'
		});
		// Everybody goes until the table ticks who stays: counted as who stays.
		expect(within(ana.closest('li')!).getByText('Staying 0 of 1')).toBeTruthy();
		const user = userEvent.setup();
		await user.click(
			within(ana).getByRole('checkbox', { name: 'Keep Monk (young) in palace 1 of Ana' })
		);
		expect(within(ana.closest('li')!).getByText('Staying 1 of 1')).toBeTruthy();
		// One keeper is enough: the others cannot be kept too.
		expect(
			(
				within(ana).getByRole('checkbox', {
					name: 'Keep Farmer (young) in palace 1 of Ana'
				}) as HTMLInputElement
			).disabled
		).toBe(true);
		await user.click(screen.getByRole('button', { name: /^Resolve / }));
		const sent = dispatch.mock.calls.at(-1)![0] as Extract<LiveAction, { type: 'resolveEvent' }>;
		expect(sent.releases.a?.map((r) => r.type).sort()).toEqual(['farmer', 'scholar', 'warrior']);
	});

	it('a reload keeps the ticks; resolving records exactly them and forgets the draft', async () => {
		const base = live.init(ctx);
		const s = handState(
			ctx,
			{
				phase: 'event',
				month: 3,
				eventRow: [...base.eventRow.slice(0, 2), 'contagion', ...base.eventRow.slice(3)],
				order: [],
				done: []
			},
			[
				{
					track: 9,
					palaces: [
						palace(2, young('monk'), young('farmer')),
						palace(2, young('scholar'), young('warrior'))
					]
				},
				{ track: 3, palaces: [palace(2, young('warrior'), young('craftsman'))] },
				{ track: 1, palaces: [palace(1)] }
			]
		);
		const drafts = new DraftStore([]);
		const dispatch = vi.fn().mockResolvedValue(null);
		const monk = { name: 'Keep Monk (young) in palace 1 of Ana' };
		const first = render(WithDrafts, {
			props: { drafts, view: Live, viewProps: { state: s, ctx, dispatch } }
		});
		await settled();
		await userEvent.setup().click(screen.getByRole('checkbox', monk));
		// A reload in the middle of the ticks: a new screen over the same drafts.
		first.unmount();
		const again = render(WithDrafts, {
			props: { drafts, view: Live, viewProps: { state: s, ctx, dispatch } }
		});
		await settled();
		expect((screen.getByRole('checkbox', monk) as HTMLInputElement).checked).toBe(true);
		await userEvent.setup().click(screen.getByRole('button', { name: /^Resolve / }));
		expect(dispatch).toHaveBeenCalledTimes(1);
		const sent = dispatch.mock.calls[0]![0] as Extract<LiveAction, { type: 'resolveEvent' }>;
		// Ticking who stays: the monk stays, the other three go.
		expect(sent.releases.a?.map((r) => r.type).sort()).toEqual(['farmer', 'scholar', 'warrior']);
		// Recorded: the draft is forgotten (an undo shows the step as it was, untouched).
		again.unmount();
		render(WithDrafts, {
			props: { drafts, view: Live, viewProps: { state: s, ctx, dispatch } }
		});
		await settled();
		expect((screen.getByRole('checkbox', monk) as HTMLInputElement).checked).toBe(false);
	});
	it('by default the table first says who is the oldest player (they pick first)', async () => {
		const oldest = { ...ctx, options: { ...ctx.options, firstPlayer: 'oldest' as const } };
		const dispatch = vi.fn().mockResolvedValue(null);
		render(Live, { state: live.init(oldest), ctx: oldest, dispatch });
		await settled();
		expect(screen.getByRole('heading', { name: 'Who is the oldest player?' })).toBeTruthy();
		await userEvent.setup().click(screen.getByRole('button', { name: 'Benno is the oldest' }));
		expect(dispatch).toHaveBeenCalledWith({ type: 'oldestPlayer', player: 'b' });
		expectNoRawMessages();
	});

	it('a whole bot game renders without raw messages in English and Spanish, then the final breakdown', async () => {
		const rng = new Rng('component-bot');
		let s = live.init(ctx);
		const { rerender } = render(Live, { state: s, ctx, dispatch: vi.fn().mockResolvedValue(null) });
		await settled();
		let step = 0;
		while (s.phase !== 'finished') {
			s = apply(s, botAction(s, rng));
			if (step++ % 7 === 0 || s.phase === 'finished') {
				await rerender({ state: s });
				await settled();
				expectNoRawMessages();
			}
		}
		expect(screen.getByRole('heading', { name: 'Final scoring' })).toBeTruthy();
		const cards = screen.getAllByRole('article', { name: /points, place \d/ });
		expect(cards).toHaveLength(3);
		await useI18n('es', module);
		await rerender({ state: s });
		await settled();
		expect(screen.getByRole('heading', { name: 'Puntuación final' })).toBeTruthy();
		expect(screen.getAllByText('Puntos antes del final')).toHaveLength(3);
		expectNoRawMessages();
	});
});
