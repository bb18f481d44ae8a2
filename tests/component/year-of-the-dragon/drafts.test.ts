// @vitest-environment jsdom
/**
 * Every form's state is its draft: type distinctive values in each field, reload (a new
 * screen over the same session drafts), switch to another player's form and back where there is
 * one, then record — the action carries exactly what was shown.
 */
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Component } from 'svelte';
import { isInvalid, type SessionContext } from '$lib/games/core/types';
import { module } from '$lib/games/year-of-the-dragon/index';
import {
	live,
	scorer,
	type LiveAction,
	type LiveState,
	type YotdOptions
} from '$lib/games/year-of-the-dragon/state';
import Live from '$lib/games/year-of-the-dragon/ui/Live.svelte';
import BoardTab from './BoardTab.svelte';
import { parts as scorerParts } from '$lib/games/year-of-the-dragon/ui/scorer-parts';
import { quickScorer } from '../helpers';
const Scorer = quickScorer(scorer, scorerParts);
import { DraftStore } from '$lib/ui/draft.svelte';
import { old, palace, young } from '../../unit/year-of-the-dragon/helpers';
import { playE2eGame } from '../../unit/year-of-the-dragon/e2e-game';
import { settled, useI18n } from '../helpers';
import WithDrafts from '../fixtures/WithDrafts.svelte';

import.meta.glob('/src/lib/games/year-of-the-dragon/ui/*.svelte', { eager: true });

const ctx: SessionContext<YotdOptions> = {
	players: [
		{ id: 'a', name: 'Ana', color: '#c62828' },
		{ id: 'b', name: 'Benno', color: '#1565c0' },
		{ id: 'c', name: 'Clara', color: '#2e7d32' }
	],
	options: { largePrivilegeCost: 6 },
	seed: 'DRAGN5'
};

beforeEach(async () => {
	await useI18n('en', module);
	window.scrollTo = vi.fn();
});

function apply(s: LiveState, a: LiveAction, c: SessionContext<YotdOptions> = ctx): LiveState {
	const r = live.reduce(s, a, c);
	if (isInvalid(r)) throw new Error(r.reason.key);
	return r;
}

function month1(): LiveState {
	let s = live.init(ctx);
	const pairs: [string, [string, string]][] = [
		['a', ['monk', 'warrior']],
		['b', ['farmer', 'healer']],
		['c', ['courtLady', 'taxCollector']]
	];
	for (const [player, persons] of pairs)
		s = apply(s, { type: 'startingPair', player, persons, palaces: [0, 1] } as LiveAction);
	return s;
}

/** A screen over the session's drafts; `again` renders it anew over the same drafts (a reload). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function session(view: Component<any>) {
	const drafts = new DraftStore([]);
	let shown: ReturnType<typeof render> | null = null;
	return {
		drafts,
		async show(viewProps: Record<string, unknown>) {
			shown?.unmount();
			shown = render(WithDrafts, { props: { drafts, view, viewProps } });
			await settled();
		}
	};
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('year of the dragon: every form keeps what was typed, and records exactly it', () => {
	it('a correction typed and not committed survives a reload, per player, and records the shown number', async () => {
		const { state } = playE2eGame();
		const c = { ...ctx, players: ctx.players.map((p, i) => ({ ...p, id: `p${i}` })) };
		const dispatch = vi.fn().mockResolvedValue(null);
		const s = session(Live);
		await s.show({ state, ctx: c, dispatch });
		const user = userEvent.setup();
		await user.click(screen.getByText('Correct Clara'));
		await user.click(screen.getByText('Correct Ana'));
		const anaYuan = field("Ana's Yuan").value;
		await user.clear(field("Clara's Rice"));
		await user.type(field("Clara's Rice"), '7');
		expect(dispatch).not.toHaveBeenCalled();
		// The tab is killed before the number is committed.
		await s.show({ state, ctx: c, dispatch });
		expect(field("Clara's Rice").value).toBe('7');
		// Ana's board has her own fields: nothing typed for Clara shows there.
		expect(field("Ana's Yuan").value).toBe(anaYuan);
		expect(field("Ana's Rice").value).toBe(String(state.players[0]!.rice));
		await user.type(field("Clara's Rice"), '{Enter}');
		expect(dispatch).toHaveBeenCalledTimes(1);
		expect(dispatch).toHaveBeenLastCalledWith({
			type: 'adjust',
			player: 'p2',
			field: 'rice',
			value: 7
		});
	});

	it('a palace correction: floors typed and the person chosen come back after a reload, and record', async () => {
		const s0 = month1();
		const dispatch = vi.fn().mockResolvedValue(null);
		const s = session(BoardTab);
		await s.show({ state: s0, ctx, dispatch });
		const user = userEvent.setup();
		// Each tableau is folded behind its player's line: the fold comes back after a reload too.
		await user.click(screen.getByRole('button', { name: /^Benno: / }));
		await user.click(screen.getByRole('button', { name: /^Ana: / }));
		await user.click(await screen.findByText('Correct Benno'));
		await user.click(await screen.findByText('Correct Ana'));
		await user.selectOptions(
			screen.getByRole('combobox', { name: "Person to add to Ana's palace 1" }),
			'Scholar (young)'
		);
		await user.selectOptions(
			screen.getByRole('combobox', { name: "Person to add to Benno's palace 2" }),
			'Healer (old)'
		);
		await user.clear(field("Floors of Ana's palace 2"));
		await user.type(field("Floors of Ana's palace 2"), '3');
		await s.show({ state: s0, ctx, dispatch });
		expect(field("Floors of Ana's palace 2").value).toBe('3');
		const pick = (name: string) =>
			(screen.getByRole('combobox', { name }) as HTMLSelectElement).selectedOptions[0]!.text;
		expect(pick("Person to add to Ana's palace 1")).toBe('Scholar (young)');
		expect(pick("Person to add to Benno's palace 2")).toBe('Healer (old)');
		// Leaving the field records the number put back, as leaving it after typing does.
		await user.click(field("Floors of Ana's palace 2"));
		await user.tab();
		const ana = s0.players.find((p) => p.id === 'a')!;
		expect(dispatch).toHaveBeenLastCalledWith(
			expect.objectContaining({
				type: 'setPalaces',
				player: 'a',
				palaces: [ana.palaces[0], { ...ana.palaces[1], floors: 3 }]
			})
		);
		await user.click(screen.getByRole('button', { name: "Add a person to Benno's palace 2" }));
		const benno = s0.players.find((p) => p.id === 'b')!;
		const sent = dispatch.mock.calls.at(-1)![0] as Extract<LiveAction, { type: 'setPalaces' }>;
		expect(sent.player).toBe('b');
		expect(sent.palaces[1]!.persons).toEqual([...benno.palaces[1]!.persons, old('healer')]);
	});

	it('build: the floors placed come back after a reload and after another player’s turn, and the last one builds them', async () => {
		let s0 = month1();
		const g = s0.groups.findIndex((cards) => cards.includes('build'));
		s0 = apply(s0, { type: 'noAction', player: s0.order[0]! } as LiveAction);
		const who = s0.order[1]!;
		// A craftsman: this build places 2 floors, one tap each on the palace tapped.
		s0 = {
			...s0,
			players: s0.players.map((p) =>
				p.id === who ? { ...p, palaces: [palace(2, young('craftsman')), palace(2)] } : p
			)
		};
		const dispatch = vi.fn().mockResolvedValue(null);
		const s = session(Live);
		await s.show({ state: s0, ctx, dispatch });
		const user = userEvent.setup();
		await user.click(
			screen.getByRole('button', {
				name: `Build a floor on new palace 1 (group ${g + 1}, now 0 floors)`
			})
		);
		const placed = () => screen.getByText(/^Placed \d of 2 floors/).textContent?.trim();
		expect(placed()).toBe('Placed 1 of 2 floors.');
		expect(dispatch).not.toHaveBeenCalled();
		await s.show({ state: s0, ctx, dispatch });
		expect(placed()).toBe('Placed 1 of 2 floors.');
		// Another player's turn (the table undid this one, say): their form is their own.
		const next = apply(s0, { type: 'noAction', player: who } as LiveAction);
		await s.show({ state: next, ctx, dispatch });
		expect(screen.queryByText(/^Placed \d of/)).toBeNull();
		await s.show({ state: s0, ctx, dispatch });
		expect(placed()).toBe('Placed 1 of 2 floors.');
		await user.click(
			screen.getByRole('button', {
				name: `Build a floor on new palace 1 (group ${g + 1}, now 1 floor)`
			})
		);
		expect(dispatch).toHaveBeenLastCalledWith({
			type: 'takeAction',
			player: who,
			group: g,
			card: 'build',
			build: { addTo: [], newPalaces: [2] }
		});
		// Recorded: the draft is gone.
		await s.show({ state: s0, ctx, dispatch });
		expect(screen.queryByText(/^Placed \d of/)).toBeNull();
	});

	it('every palace full: the person taken stays chosen over a reload and the replace records it', async () => {
		let s0 = month1();
		for (const p of s0.order) s0 = apply(s0, { type: 'noAction', player: p } as LiveAction);
		const who = s0.order[0]!;
		s0 = {
			...s0,
			players: s0.players.map((p) =>
				p.id === who ? { ...p, palaces: [palace(1, young('monk')), palace(1, young('monk'))] } : p
			)
		};
		const dispatch = vi.fn().mockResolvedValue(null);
		const s = session(Live);
		await s.show({ state: s0, ctx, dispatch });
		const user = userEvent.setup();
		await user.click(screen.getByRole('button', { name: 'Farmer (young, moves 4)' }));
		await s.show({ state: s0, ctx, dispatch });
		expect(
			screen.getByRole('button', { name: 'Farmer (young, moves 4)' }).getAttribute('aria-pressed')
		).toBe('true');
		await user.click(
			screen.getByRole('button', {
				name: 'Palace 2: replace Monk (young) with Farmer (young) (moves 4)'
			})
		);
		expect(dispatch).toHaveBeenLastCalledWith({
			type: 'recruit',
			player: who,
			card: 'farmer',
			person: young('farmer'),
			palace: 1,
			replace: young('monk')
		});
	});

	it('starting pair: the persons tapped and the palaces chosen survive a reload, per player', async () => {
		const s0 = live.init(ctx);
		const dispatch = vi.fn().mockResolvedValue(null);
		const s = session(Live);
		await s.show({ state: s0, ctx, dispatch });
		const user = userEvent.setup();
		const persons = () => screen.getByRole('group', { name: /Persons chosen/ });
		await user.click(within(persons()).getByRole('button', { name: /^Scholar/ }));
		await user.click(within(persons()).getByRole('button', { name: /^Healer/ }));
		await user.click(screen.getByRole('radio', { name: 'Both in palace 1' }));
		await s.show({ state: s0, ctx, dispatch });
		// Benno's pick (after Ana's) is his own form: blank.
		const benno = apply(s0, {
			type: 'startingPair',
			player: 'a',
			persons: ['monk', 'farmer'],
			palaces: [0, 1]
		} as LiveAction);
		await s.show({ state: benno, ctx, dispatch });
		expect(screen.getByRole('heading', { name: "Benno's turn: choose" })).toBeTruthy();
		expect(
			(screen.getByRole('radio', { name: 'One in each palace' }) as HTMLInputElement).checked
		).toBe(true);
		await s.show({ state: s0, ctx, dispatch });
		expect(
			(screen.getByRole('radio', { name: 'Both in palace 1' }) as HTMLInputElement).checked
		).toBe(true);
		await user.click(screen.getByRole('button', { name: /^Ana takes Scholar and Healer/ }));
		expect(dispatch).toHaveBeenLastCalledWith({
			type: 'startingPair',
			player: 'a',
			persons: ['scholar', 'healer'],
			palaces: [0, 0]
		});
	});

	it('the table’s event row: the panel stays open and the months chosen stay over a reload; saving sends them', async () => {
		let s0 = live.init(ctx);
		s0 = { ...s0, phase: 'action', month: 1, order: ['a', 'b', 'c'], groups: [], actions: [] };
		const dispatch = vi.fn().mockResolvedValue(null);
		const s = session(Live);
		await s.show({ state: s0, ctx, dispatch });
		const user = userEvent.setup();
		await user.click(screen.getByText('The table’s event row'));
		await settled();
		const row = [
			'drought',
			'contagion',
			'mongols',
			'festival',
			'tribute',
			'drought',
			'contagion',
			'mongols',
			'festival',
			'tribute'
		];
		for (let m = 3; m <= 12; m++)
			await user.selectOptions(screen.getByRole('combobox', { name: `Month ${m}` }), row[m - 3]!);
		await s.show({ state: s0, ctx, dispatch });
		for (let m = 3; m <= 12; m++)
			expect(
				(screen.getByRole('combobox', { name: `Month ${m}` }) as HTMLSelectElement).value
			).toBe(row[m - 3]);
		const save = screen.getByRole('button', { name: 'Save the table’s row' }) as HTMLButtonElement;
		if (row.every((e, i) => e === s0.eventRow[i + 2])) return;
		await user.click(save);
		expect(dispatch).toHaveBeenLastCalledWith({
			type: 'setEventRow',
			row: ['peace', 'peace', ...row]
		});
	});

	it('the quick scorer: a score and the floors typed and not committed come back after a reload, per player', async () => {
		const sheet = scorer.init(ctx);
		const dispatch = vi.fn().mockResolvedValue(null);
		const s = session(Scorer);
		await s.show({ state: sheet, ctx, dispatch });
		const user = userEvent.setup();
		await user.clear(field('Ana: points on the score track'));
		await user.type(field('Ana: points on the score track'), '58');
		await s.show({ state: sheet, ctx, dispatch });
		expect(field('Ana: points on the score track').value).toBe('58');
		expect(dispatch).not.toHaveBeenCalled();
		await user.type(field('Ana: points on the score track'), '{Enter}');
		expect(dispatch).toHaveBeenLastCalledWith({
			type: 'set',
			player: 'a',
			field: 'score',
			value: 58
		});
		// Benno's sheet (the phone goes round the table): his floors typed, a reload, still his.
		await user.click(screen.getByRole('button', { name: 'Benno' }));
		await user.type(field('Benno: floors of each palace'), '3 2');
		await s.show({ state: sheet, ctx, dispatch });
		expect(field('Benno: floors of each palace').value).toBe('3 2');
		await user.click(field('Benno: floors of each palace'));
		await user.tab();
		const sent = dispatch.mock.calls.at(-1)![0] as {
			type: string;
			player: string;
			palaces: unknown[];
		};
		expect(sent.type).toBe('setPalaces');
		expect(sent.player).toBe('b');
		expect(sent.palaces).toHaveLength(2);
	});
});
