/**
 * «Why?» of a Threat (Reglamento p.9, ghost p.17) and of a census reward (p.13): the gains the
 * explanation states are the tally's change the move applied, over many generated Threats,
 * and never a total kept behind a screen.
 */
import fc from 'fast-check';
import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { isInvalid, type Explanation, type SessionContext } from '$lib/games/core/types';
import { live, type LiveAction, type LiveState, type Options } from '$lib/games/xidit/state';
import { REGION_IDS, UNIT_TYPES } from '$lib/games/xidit/data';
import { totalBards } from '$lib/games/xidit/tally';
import { tilesOf } from '$lib/games/xidit/live-state';
import esBase from '$lib/games/xidit/messages/es';
import esLate from '$lib/games/xidit/messages/late.es';
import enBase from '$lib/games/xidit/messages/en';
import enLate from '$lib/games/xidit/messages/late.en';
import { fourPlayers } from './table';

/** The game's catalogue with its late one (the «Why?» and rules texts), as a session shows them. */
const es = { ...esBase, ...esLate };
const en = { ...enBase, ...enLate };

const ctx4 = fourPlayers('WHY-YEAR');
const ctx3: SessionContext<Options> = { ...ctx4, players: ctx4.players.slice(0, 3) };

function run(ctx: SessionContext<Options>, actions: LiveAction[], from?: LiveState): LiveState {
	let s = from ?? live.init(ctx);
	for (const a of actions) {
		const n = live.reduce(s, a, ctx);
		if (isInvalid(n)) throw new Error(`${a.type}: ${n.reason.key}`);
		s = n;
	}
	return s;
}
const threat = (p: Partial<Extract<LiveAction, { type: 'threat' }>>): LiveAction => ({
	type: 'threat',
	player: 'a',
	unitsSpent: 0,
	sovereigns: 0,
	guildLevels: 0,
	bards: {},
	ghost: null,
	...p
});
function texts(why: Explanation): string[] {
	const refs = [
		why.title,
		...why.inputs.map((i) => i.text),
		...why.steps,
		why.rule.text,
		why.outcome
	];
	const out: string[] = [];
	for (const [lang, cat] of [
		['es', es],
		['en', en]
	] as const)
		for (const r of refs) {
			const t = String(new IntlMessageFormat(cat[r.key] as string, lang).format(r.values));
			expect(t, `${lang} ${r.key}`).not.toMatch(/[{}]/);
			out.push(t);
		}
	return out;
}

describe('Xidit Threat: why', () => {
	it('property: the gains explained are the tally change the Threat applied, two rewards at most', async () => {
		const two = fc
			.record({
				sovereigns: fc.integer({ min: 0, max: 4 }),
				guildLevels: fc.integer({ min: 0, max: 4 }),
				bards: fc.dictionary(fc.constantFrom(...REGION_IDS), fc.integer({ min: 0, max: 2 }), {
					maxKeys: 2
				}),
				units: fc.integer({ min: 0, max: 3 }),
				city: fc.integer({ min: 1, max: 21 }),
				unit: fc.constantFrom(...UNIT_TYPES)
			})
			.filter(
				(r) =>
					[r.sovereigns, r.guildLevels, Object.values(r.bards).reduce((x, y) => x + y, 0)].filter(
						(n) => n > 0
					).length <= 2
			);
		await fc.assert(
			fc.asyncProperty(two, async (r) => {
				const before = run(
					ctx4,
					Array.from({ length: r.units }, () => ({ type: 'recruit', player: 'b', unit: r.unit }))
				);
				const a = threat({
					player: 'b',
					unitsSpent: r.units,
					spent: r.units > 0 ? { [r.unit]: r.units } : undefined,
					sovereigns: r.sovereigns,
					guildLevels: r.guildLevels,
					bards: r.bards,
					city: r.city
				});
				const after = run(ctx4, [a], before);
				const why = (await live.explain!(a, before, after, ctx4))!;
				const was = before.tally.b!;
				const now = after.tally.b!;
				expect(why.outcome).toEqual({
					key: 'xidit.why.threat.out',
					values: {
						player: 'Bea',
						sovereigns: now.sovereigns - was.sovereigns,
						levels: now.guildLevels - was.guildLevels,
						bards: totalBards(now) - totalBards(was)
					}
				});
				expect(why.rule.page).toBe(9);
				// The units handed in, as recorded: never the count left behind the screen.
				expect(why.inputs[0]!.text).toEqual({
					key: 'xidit.why.threat.handedIn',
					values: { player: 'Bea', n: r.units }
				});
				texts(why);
			}),
			{ numRuns: 80 }
		);
	});

	it('with the ghost: its step up is a step, the discarded tile another (3 players)', async () => {
		const s = live.init(ctx3);
		const city = tilesOf(s).board.threat[0]!;
		const a = threat({
			sovereigns: 2,
			bards: { region3: 1 },
			ghost: 'influence',
			tile: true,
			tileCity: city
		});
		const after = run(ctx3, [a], s);
		const why = (await live.explain!(a, s, after, ctx3))!;
		expect(why.steps).toContainEqual({
			key: 'xidit.why.threat.ghost',
			values: {
				criterion: 'influence',
				from: s.ghost!.influence,
				to: s.ghost!.influence + 1
			}
		});
		expect(why.steps[0]).toEqual({ key: 'xidit.why.threat.two', values: { count: 2 } });
		expect(why.steps).toContainEqual({ key: 'xidit.why.threat.tile', values: { city } });
		const t = texts(why);
		expect(t).toContain('Ana gana 2 Soberanos, 0 Niveles de Gremio y 1 Bardo');
	});
});

describe('Xidit census reward: why', () => {
	const zero = { a: 0, b: 0, c: 0, d: 0 };
	const census: LiveAction[] = [
		...Array.from({ length: 4 }, (): LiveAction => ({ type: 'endYear' })),
		{ type: 'censusResolve', counts: zero },
		{ type: 'censusResolve', counts: zero },
		{ type: 'censusResolve', counts: { ...zero, b: 2 } },
		{ type: 'censusResolve', counts: { ...zero, c: 1 } },
		{ type: 'censusResolve', counts: { ...zero, a: 1 } }
	];

	it('Clerics: the two bards placed, region by region', async () => {
		const s = run(ctx4, census);
		const a: LiveAction = {
			type: 'censusReward',
			year: 4,
			unit: 'clerics',
			player: 'c',
			regions: { region3: 1, region5: 1 }
		};
		const after = run(ctx4, [a], s);
		const why = (await live.explain!(a, s, after, ctx4))!;
		expect(why.steps).toEqual([
			{ key: 'xidit.why.threat.bard', values: { region: 'region3', n: 1 } },
			{ key: 'xidit.why.threat.bard', values: { region: 'region5', n: 1 } }
		]);
		expect(why.outcome.values).toEqual({ player: 'Carl', bards: 2, levels: 0 });
		expect(why.rule.page).toBe(13);
		expect(texts(why)).toContain('Ganó el Censo de Clérigos del Año 4');
	});

	it('Battle Mages without a guild: the level waits behind the screen', async () => {
		const s = run(ctx4, census);
		const a: LiveAction = {
			type: 'censusReward',
			year: 4,
			unit: 'mages',
			player: 'a',
			regions: {}
		};
		const after = run(ctx4, [a], s);
		const why = (await live.explain!(a, s, after, ctx4))!;
		expect(why.steps).toEqual([{ key: 'xidit.why.reward.behind' }]);
		expect(why.outcome.values).toEqual({ player: 'Ana', bards: 0, levels: 1 });
	});
});
