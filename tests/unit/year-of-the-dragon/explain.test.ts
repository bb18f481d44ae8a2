/**
 * «¿Por qué?» in Year of the Dragon: every month's event, decay and round scoring, the order the
 * person track sets, and the final scoring are explained from what the move applied — over many
 * generated games the explained figures equal the state change, and hand-made cases (the
 * rulebook's own examples where it has one) read as the rulebook says.
 */
import fc from 'fast-check';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { Rng } from '$lib/games/core/rng';
import type { Explanation, MessageRef } from '$lib/games/core/types';
import {
	explainFinal,
	explainOrder,
	explainReport,
	explainResolve
} from '$lib/games/year-of-the-dragon/explain';
import enGame from '$lib/games/year-of-the-dragon/messages/en';
import esGame from '$lib/games/year-of-the-dragon/messages/es';
import rulesEn from '$lib/games/year-of-the-dragon/messages/rules-en';
import rulesEs from '$lib/games/year-of-the-dragon/messages/rules-es';
import whyEn from '$lib/games/year-of-the-dragon/messages/why-en';
import whyEs from '$lib/games/year-of-the-dragon/messages/why-es';
import { RULE_PAGE } from '$lib/games/year-of-the-dragon/rule-pages';
import { finalScore } from '$lib/games/year-of-the-dragon/scoring';
import {
	currentOrder,
	live,
	type LiveAction,
	type LiveState,
	type MonthReport
} from '$lib/games/year-of-the-dragon/state';
import { botAction, ctxFor, handState, old, palace, young } from './helpers';

/** What the screen has once the reasons' catalogue is added to the game's. */
const es = { ...esGame, ...whyEs, ...rulesEs };
const en = { ...enGame, ...whyEn, ...rulesEn };

type Ctx = ReturnType<typeof ctxFor>;
const persons = (s: LiveState) =>
	s.players.reduce((n, p) => n + p.palaces.reduce((k, x) => k + x.persons.length, 0), 0);
const floors = (s: LiveState) =>
	s.players.reduce((n, p) => n + p.palaces.reduce((k, x) => k + x.floors, 0), 0);
const nameOf = (ctx: Ctx, id: string) => ctx.players.find((p) => p.id === id)!.name;
const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

function refsOf(why: Explanation): MessageRef[] {
	return [
		why.title,
		...why.inputs.map((i) => i.text),
		...why.steps,
		why.rule.text,
		...(why.tie ? [why.tie] : []),
		why.outcome
	];
}

/** Every message of an explanation exists in both languages and formats with no brace left. */
function expectReadable(why: Explanation) {
	for (const [lang, cat] of [
		['es', es],
		['en', en]
	] as const)
		for (const r of refsOf(why)) {
			expect(cat, r.key).toHaveProperty([r.key]);
			const text = String(new IntlMessageFormat(cat[r.key]!, lang).format(r.values ?? {}));
			expect(text, r.key).not.toMatch(/\{|\}|undefined/);
		}
}

/** Plays a whole bot game, calling `check` with each move and the states around it. */
async function play(
	players: number,
	seed: string,
	check: (a: LiveAction, before: LiveState, after: LiveState, ctx: Ctx) => Promise<void>
): Promise<LiveState> {
	const ctx = ctxFor(players, seed);
	const rng = new Rng(`why-${seed}`);
	let s = live.init(ctx);
	for (let guard = 0; s.phase !== 'finished' && guard < 600; guard++) {
		const a = botAction(s, rng);
		const next = live.reduce(s, a, ctx);
		if ('reason' in next) throw new Error(`${a.type}: ${next.reason.key}`);
		await check(a, s, next as LiveState, ctx);
		s = next as LiveState;
	}
	return s;
}

describe('Year of the Dragon: why', () => {
	it('property: each month’s why names the released persons, lost floors and points the move applied, in track order', async () => {
		await fc.assert(
			fc.asyncProperty(
				fc.integer({ min: 2, max: 5 }),
				fc.string({ minLength: 1, maxLength: 6 }),
				async (n, seed) => {
					let months = 0;
					let finals = 0;
					const end = await play(n, seed, async (a, before, after, ctx) => {
						const why = await live.explain!(a, before, after, ctx);
						if (a.type !== 'resolveEvent') {
							// Only a move that opens a phase ordered by the track explains that order.
							if (why)
								expect(why.outcome.values?.order).toBe(
									after.order.map((id) => nameOf(ctx, id)).join(', ')
								);
							return;
						}
						months++;
						expect(why).not.toBeNull();
						const order = currentOrder(before);
						expect(why!.inputs.map((i) => i.player)).toEqual(order);
						expect(why!.outcome.values).toEqual({
							released: persons(before) - persons(after),
							floors: floors(before) - floors(after),
							points: order
								.map((id) => {
									const b = before.players.find((p) => p.id === id)!.score;
									const x = after.players.find((p) => p.id === id)!.score;
									return `${nameOf(ctx, id)} ${signed(x - b)}`;
								})
								.join(', ')
						});
						const event = before.eventRow[before.month - 1]!;
						expect(why!.title.values).toEqual({ month: before.month, event });
						// The text has no page breaks: no page is given (never guessed).
						expect(why!.rule.page).toBeUndefined();
						if (after.final) {
							finals++;
							const top = after.final.filter((r) => r.rank === 1).map((r) => nameOf(ctx, r.id));
							expect(why!.steps).toContainEqual(
								expect.objectContaining({
									key: 'year-of-the-dragon.why.final.outcome',
									values: expect.objectContaining({ winners: top.join(', '), count: top.length })
								})
							);
						}
						expectReadable(why!);
					});
					expect(end.phase).toBe('finished');
					expect(months).toBe(12);
					expect(finals).toBe(1);
				}
			),
			{ numRuns: 12 }
		);
	});

	it('property: the final why names as winners exactly the players the final ranks first, with the tie when points are level', () => {
		fc.assert(
			fc.property(
				fc.array(
					fc.record({
						score: fc.integer({ min: 0, max: 4 }),
						track: fc.integer({ min: 0, max: 3 })
					}),
					{ minLength: 2, maxLength: 5 }
				),
				(rows) => {
					const ctx = ctxFor(rows.length);
					const final = finalScore(
						rows.map((r, i) => ({
							id: `p${i}`,
							score: r.score,
							personTrack: r.track,
							personTrackStack: 0,
							palaces: [],
							yuan: 0,
							rice: 0,
							fireworks: 0
						}))
					);
					const tracks = Object.fromEntries(rows.map((r, i) => [`p${i}`, r.track]));
					const why = explainFinal(final, tracks, ctx);
					const top = final.filter((r) => r.rank === 1).map((r) => nameOf(ctx, r.id));
					expect(why.outcome.values).toMatchObject({ winners: top.join(', '), count: top.length });
					const level = final.some((r) => final.some((o) => o !== r && o.total === r.total));
					expect(why.tie !== undefined).toBe(level);
					expect(why.rule.page).toBe(RULE_PAGE.gameEnd);
				}
			),
			{ numRuns: 80 }
		);
	});

	it('Mongol Invasion, the rulebook’s example: points by helmets, the fewest (Doro and Emil) each release one, in track order', () => {
		const ctx = ctxFor(5);
		const w = (n: number) =>
			n === 3
				? [old('warrior'), young('warrior')]
				: n === 2
					? [old('warrior')]
					: [young('warrior')];
		const helmets = [3, 3, 2, 1, 1];
		const before = handState(
			ctx,
			{ phase: 'event', eventRow: Array(12).fill('mongols') },
			helmets.map((h, i) => ({ palaces: [palace(3, ...w(h))], track: 10 - i, arrival: i }))
		);
		const releases = {
			p3: [{ palace: 0, ...young('warrior') }],
			p4: [{ palace: 0, ...young('warrior') }]
		};
		const a: LiveAction = { type: 'resolveEvent', releases };
		const after = live.reduce(before, a, ctx) as LiveState;
		const why = explainResolve(before, after, ctx)!;
		expect(why.inputs.map((i) => i.text.values?.helmets)).toEqual([3, 3, 2, 1, 1]);
		expect(why.steps[0]).toEqual({
			key: 'year-of-the-dragon.why.month.order',
			values: { order: 'Anna, Benno, Clara, Doro, Emil' }
		});
		const released = why.steps.filter((s) => s.key === 'year-of-the-dragon.why.month.released');
		expect(released.map((s) => s.values?.player)).toEqual(['Doro', 'Emil']);
		expect(why.rule).toEqual({
			text: { key: 'year-of-the-dragon.why.rule.mongols' },
			page: RULE_PAGE.mongols
		});
		expect(why.outcome.values).toMatchObject({ released: 2 });
		expectReadable(why);
	});

	it('Drought, the rulebook’s example: Anna returns 3 rice; Benno, with none, releases one from each of 3 palaces and an emptied palace decays', () => {
		const ctx = ctxFor(2);
		const before = handState(ctx, { phase: 'event', eventRow: Array(12).fill('drought') }, [
			{
				rice: 4,
				track: 5,
				palaces: [
					palace(1, young('monk')),
					palace(1, young('farmer')),
					palace(1, young('healer')),
					palace(2)
				]
			},
			{
				rice: 0,
				track: 1,
				palaces: [
					palace(1, young('monk')),
					palace(2, young('farmer'), young('scholar')),
					palace(1, young('healer'))
				]
			}
		]);
		const releases = {
			p1: [
				{ palace: 0, ...young('monk') },
				{ palace: 1, ...young('farmer') },
				{ palace: 2, ...young('healer') }
			]
		};
		const after = live.reduce(before, { type: 'resolveEvent', releases }, ctx) as LiveState;
		const why = explainResolve(before, after, ctx)!;
		const effects = why.steps.filter((s) => s.key === 'year-of-the-dragon.why.effect.drought');
		expect(
			effects.map((s) => [s.values?.player, s.values?.returned, s.values?.unsupplied])
		).toEqual([
			['Anna', 3, 0],
			['Benno', 0, 3]
		]);
		const decays = why.steps.filter((s) => s.key === 'year-of-the-dragon.why.month.decay');
		// Anna's empty 2-floor palace drops to 1; Benno's two 1-floor palaces emptied vanish.
		expect(decays.map((s) => [s.values?.player, s.values?.palace, s.values?.left])).toEqual([
			['Anna', 4, 1],
			['Benno', 1, 0],
			['Benno', 3, 0]
		]);
		expect(why.outcome.values).toMatchObject({ released: 3, floors: 3 });
		expectReadable(why);
	});

	it('Dragon Festival, the rulebook’s example: Clara and Emil 6 each, Anna second with 3, Benno nothing', () => {
		const ctx = ctxFor(5);
		const fw = [2, 1, 3, 0, 3];
		const before = handState(
			ctx,
			{ phase: 'event', eventRow: Array(12).fill('festival') },
			fw.map((f, i) => ({ fireworks: f, track: 10 - i, palaces: [palace(1, young('monk'))] }))
		);
		const after = live.reduce(before, { type: 'resolveEvent', releases: {} }, ctx) as LiveState;
		const why = explainResolve(before, after, ctx)!;
		const vp = Object.fromEntries(
			why.steps
				.filter((s) => s.key === 'year-of-the-dragon.why.effect.festival')
				.map((s) => [s.values?.player, [s.values?.vp, s.values?.returned]])
		);
		expect(vp).toEqual({ Anna: [3, 1], Benno: [0, 0], Clara: [6, 2], Doro: [0, 0], Emil: [6, 2] });
		expectReadable(why);
	});

	it('Imperial Tribute, the rulebook’s example: Clara with 2 yuan pays them and releases 2 persons', () => {
		const ctx = ctxFor(3);
		const before = handState(ctx, { phase: 'event', eventRow: Array(12).fill('tribute') }, [
			{ yuan: 9, track: 3 },
			{ yuan: 4, track: 2 },
			{ yuan: 2, track: 1, palaces: [palace(2, young('monk'), young('farmer'))] }
		]);
		const releases = {
			p2: [
				{ palace: 0, ...young('monk') },
				{ palace: 0, ...young('farmer') }
			]
		};
		const after = live.reduce(before, { type: 'resolveEvent', releases }, ctx) as LiveState;
		const why = explainResolve(before, after, ctx)!;
		const clara = why.steps.find(
			(s) => s.key === 'year-of-the-dragon.why.effect.tribute' && s.values?.player === 'Clara'
		)!;
		expect(clara.values).toMatchObject({ paid: 2, missing: 2, release: 2 });
		expect(String(new IntlMessageFormat(es[clara.key]!, 'es').format(clara.values))).toBe(
			'Clara paga 2 de 4 yuanes; le faltan 2: libera 2 personas.'
		);
		expect(why.rule.page).toBe(RULE_PAGE.tribute);
	});

	it('Contagion, the rulebook’s example: 2 young healers (1 mortar each) mean 1 person released instead of 3', () => {
		const ctx = ctxFor(2);
		const before = handState(ctx, { phase: 'event', eventRow: Array(12).fill('contagion') }, [
			{ track: 5, palaces: [palace(3, young('healer'), young('healer'), young('monk'))] },
			{ track: 1, palaces: [] }
		]);
		const releases = { p0: [{ palace: 0, ...young('monk') }] };
		const after = live.reduce(before, { type: 'resolveEvent', releases }, ctx) as LiveState;
		const why = explainResolve(before, after, ctx)!;
		expect(why.inputs[0]!.text).toEqual({
			key: 'year-of-the-dragon.why.input.contagion',
			values: { player: 'Anna', mortars: 2, release: 1 }
		});
		expect(why.outcome.values).toMatchObject({ released: 1, floors: 0 });
		expect(why.steps).toContainEqual({
			key: 'year-of-the-dragon.why.effect.contagion',
			values: { player: 'Anna', mortars: 2, release: 1, capped: 0 }
		});
	});

	it('Contagion with fewer persons than asked: the why says the player released all they had', () => {
		const ctx = ctxFor(2);
		const before = handState(ctx, { phase: 'event', eventRow: Array(12).fill('contagion') }, [
			{ track: 5, palaces: [palace(2, young('monk'), young('farmer'))] },
			{ track: 1, palaces: [] }
		]);
		const releases = {
			p0: [
				{ palace: 0, ...young('monk') },
				{ palace: 0, ...young('farmer') }
			]
		};
		const after = live.reduce(before, { type: 'resolveEvent', releases }, ctx) as LiveState;
		const step = explainResolve(before, after, ctx)!.steps.find(
			(s) => s.key === 'year-of-the-dragon.why.effect.contagion'
		)!;
		expect(String(new IntlMessageFormat(en[step.key]!, 'en').format(step.values))).toBe(
			'Anna: 3 minus 0 mortars → releases 2 persons (all they have).'
		);
	});

	it('person-track order: furthest ahead first, and on a shared space the marker on top', () => {
		const ctx = ctxFor(3);
		const s = handState(ctx, { phase: 'action' }, [
			{ track: 7, arrival: 1 },
			{ track: 7, arrival: 2 },
			{ track: 8, arrival: 3 }
		]);
		const why = explainOrder(s, ctx);
		expect(why.outcome.values).toEqual({ order: 'Clara, Benno, Anna' });
		expect(why.steps).toContainEqual({
			key: 'year-of-the-dragon.why.order.stack',
			values: { upper: 'Benno', lower: 'Anna', track: 7 }
		});
		expect(why.rule.page).toBe(RULE_PAGE.actionPhase);
		expectReadable(why);
	});

	it('final tie on points goes to the person track, and the why says so', () => {
		const ctx = ctxFor(2);
		const final = finalScore([
			{ id: 'p0', score: 20, personTrack: 9, palaces: [], yuan: 0, rice: 0, fireworks: 0 },
			{ id: 'p1', score: 20, personTrack: 12, palaces: [], yuan: 0, rice: 0, fireworks: 0 }
		]);
		const why = explainFinal(final, { p0: 9, p1: 12 }, ctx);
		expect(why.outcome.values).toEqual({ winners: 'Benno', count: 1, total: 20 });
		expect(why.tie).toEqual({
			key: 'year-of-the-dragon.why.final.tieTrack',
			values: { order: 'Benno (12) > Anna (9)' }
		});
		expectReadable(why);
	});

	it('a report from an older log without its figures says what is missing instead of failing', () => {
		const ctx = ctxFor(2);
		const report = {
			month: 3,
			event: 'contagion',
			players: [
				{
					id: 'p0',
					yuanPaid: 0,
					riceReturned: 0,
					fireworksReturned: 0,
					vp: 0,
					mustRelease: 1,
					distinctPalaces: false,
					released: [],
					lostFloors: 1,
					vanishedPalaces: 0
				}
			]
		} as unknown as MonthReport;
		const why = explainReport(report, ctx);
		expect(why.inputs[0]!.text.key).toBe('year-of-the-dragon.why.missing.input');
		expect(why.steps.map((s) => s.key)).toContain('year-of-the-dragon.why.missing.decay');
		expect(why.steps.map((s) => s.key)).toContain('year-of-the-dragon.why.missing.round');
		expect(why.outcome.values).toMatchObject({ points: 'Anna ?' });
		expectReadable(why);
	});
});
