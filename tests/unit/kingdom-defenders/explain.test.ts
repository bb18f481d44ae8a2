/**
 * «Why?» for Kingdom Defenders: the favour order (p.8), each horde movement (p.15–16), the final
 * fame (p.18) and the achievements. Over many generated games, each explanation's outcome is
 * the state change its move applied; hand-made cases check each kind line by line.
 */
import fc from 'fast-check';
import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import type { Explanation, MessageRef, SessionContext } from '$lib/games/core/types';
import { defaultOptions, live, type KdOptions, type LiveState } from '$lib/games/kingdom-defenders';
import {
	explainAchievements,
	explainFavour,
	explainFinal,
	explainHorde
} from '$lib/games/kingdom-defenders/explain';
import { finalScore } from '$lib/games/kingdom-defenders/scoring';
import { playGame, type Step } from './random-game';
import esBase from '$lib/games/kingdom-defenders/messages/es';
import esLate from '$lib/games/kingdom-defenders/messages/late.es';
import enBase from '$lib/games/kingdom-defenders/messages/en';
import enLate from '$lib/games/kingdom-defenders/messages/late.en';

/** The game's catalogue with its late one (the «Why?» and rules texts), as a session shows them. */
const es = { ...esBase, ...esLate };
const en = { ...enBase, ...enLate };

const NAMES = ['Ana', 'Ben', 'Cleo', 'Dani'];
function ctxOf(n: number, seed = 'WHY'): SessionContext<KdOptions> {
	return {
		players: NAMES.slice(0, n).map((name, i) => ({ id: `p${i}`, name, color: '#000' })),
		options: defaultOptions(),
		seed
	};
}
const nameOf = (c: SessionContext<KdOptions>, id: string) =>
	c.players.find((p) => p.id === id)!.name;

const why = (c: SessionContext<KdOptions>, st: Step) =>
	live.explain!(st.action, st.before, st.after, c);

describe('Kingdom Defenders: why, over generated games', () => {
	it('property: every favour, horde and final explanation says what its move applied', async () => {
		await fc.assert(
			fc.asyncProperty(fc.integer({ min: 2, max: 4 }), fc.nat(), async (n, seed) => {
				const c = ctxOf(n, `WHY-${seed}`);
				const steps = playGame(c, seed);
				const last = steps[steps.length - 1]!;
				expect(last.after.final).not.toBeNull();
				let hordes = 0;
				for (const st of steps) {
					const w = await why(c, st);
					const { before, after } = st;
					if (after.final && after.final !== before.final) {
						// The final: each player's sum is their scored total; the winners are the summary's.
						const sums = w!.steps.filter((x) => x.key.endsWith('final.sum'));
						expect(sums.map((x) => [x.values!.player, x.values!.total])).toEqual(
							after.final.results.map((r) => [nameOf(c, r.id), r.total])
						);
						const winners = live.summarize(after, c).winners.map((id) => nameOf(c, id));
						expect(String(w!.outcome.values!.winners).split(', ')).toEqual(winners);
						expect(w!.rule.page).toBe(18);
					} else if (after.hordeReport && after.hordeReport !== before.hordeReport) {
						hordes++;
						const outcome =
							after.hordeVictoryRounds.length > before.hordeVictoryRounds.length
								? 'victory'
								: after.wall !== before.wall
									? 'siege'
									: 'advance';
						expect(w!.title.values!.outcome).toBe(outcome);
						expect(w!.rule.page).toBe(outcome === 'siege' ? 16 : 15);
						if (outcome === 'advance') expect(w!.outcome.values!.n).toBe(after.counter);
						else {
							// Each player's explained fame is the fame the move changed.
							const effects = w!.steps.filter((x) => /Effect$/.test(x.key));
							expect(effects.map((x) => [x.values!.player, x.values!.fame])).toEqual(
								c.players.map((p) => [
									p.name,
									after.players[p.id]!.fame - before.players[p.id]!.fame
								])
							);
						}
						if (outcome === 'victory') {
							const tile = c.players.filter(
								(p) => after.players[p.id]!.rewards > before.players[p.id]!.rewards
							);
							expect(w!.outcome.values!.player).toBe(tile[0]?.name ?? 'none');
							expect(w!.tie !== undefined).toBe(tile.length === 0);
						}
						if (outcome === 'siege')
							for (const x of w!.steps.filter((y) => y.key.endsWith('siegeEffect'))) {
								const p = c.players.find((q) => q.name === x.values!.player)!;
								const wounded = after.players[p.id]!.wounds > before.players[p.id]!.wounds;
								expect(x.values!.penalty === 'wound').toBe(wounded);
							}
					} else if (after.favour && after.favour.order !== before.favour?.order) {
						expect(w!.outcome.values!.order).toBe(
							after.favour.order.map((id) => nameOf(c, id)).join(', ')
						);
						expect(w!.inputs.map((i) => i.text.values!.fame)).toEqual(
							after.turnOrder.map((id) => after.players[id]!.fame)
						);
						expect(w!.rule.page).toBe(8);
					} else expect(w).toBeNull();
				}
				expect(hordes).toBeGreaterThan(0);
			}),
			{ numRuns: 40 }
		);
	});
});

/** Every message of an explanation formats in both languages with no key or brace left. */
function formatsInBoth(w: Explanation) {
	const refs: MessageRef[] = [
		w.title,
		...w.inputs.map((i) => i.text),
		...w.steps,
		w.rule.text,
		...(w.tie ? [w.tie] : []),
		w.outcome
	];
	const out: Record<string, string[]> = {};
	for (const [lang, cat] of [
		['es', es],
		['en', en]
	] as const) {
		out[lang] = refs.map((r) => {
			expect(cat[r.key], r.key).toBeTypeOf('string');
			const t = new IntlMessageFormat(cat[r.key] as string, lang).format(r.values) as string;
			expect(t).not.toMatch(/[{}]/);
			return t;
		});
	}
	return out;
}

const c3 = ctxOf(3);

describe('Kingdom Defenders: each kind of why on a hand-made case', () => {
	it('favour: a tie on fame goes to the one further back in turn order', () => {
		const s = {
			...live.init(c3),
			round: 2,
			favour: {
				order: ['p2', 'p1', 'p0'],
				rolled: null,
				picks: [],
				basis: { fame: { p0: 22, p1: 20, p2: 20 }, turnOrder: ['p0', 'p1', 'p2'] }
			}
		} as LiveState;
		const w = explainFavour(s, c3.players);
		expect(w.inputs.map((i) => [i.player, i.text.values!.fame, i.text.values!.pos])).toEqual([
			['p0', 22, 1],
			['p1', 20, 2],
			['p2', 20, 3]
		]);
		expect(w.tie).toEqual({
			key: 'kingdom-defenders.why.favour.tie',
			values: { first: 'Cleo' }
		});
		expect(w.outcome.values).toEqual({ first: 'Cleo', order: 'Cleo, Ben, Ana' });
		expect(formatsInBoth(w).es.at(-1)).toBe('Empieza Cleo; orden: Cleo, Ben, Ana.');
	});

	it('siege: the rulebook’s example card (−15, 3 resources lose 12); the fewest tied both pay 2 more', () => {
		const w = explainHorde(
			{
				round: 4,
				outcome: 'siege',
				counter: 0,
				siegeFame: 15,
				wall: 'A',
				card: { weapons: 8, spells: 5, speed: 1, special: 0 },
				camps: { p0: { weapons: 2, spells: 1 } },
				choices: { p0: { level: 'magic' }, p1: { penalty: 'wound' }, p2: { penalty: 'loot' } },
				effects: [
					{
						id: 'p0',
						resources: 3,
						fame: -12,
						coinOrLoot: false,
						level: true,
						reward: false,
						fewest: false
					},
					{
						id: 'p1',
						resources: 0,
						fame: -17,
						coinOrLoot: false,
						level: false,
						reward: false,
						fewest: true
					},
					{
						id: 'p2',
						resources: 0,
						fame: -17,
						coinOrLoot: false,
						level: false,
						reward: false,
						fewest: true
					}
				]
			},
			c3.players
		);
		const text = formatsInBoth(w);
		expect(w.rule.page).toBe(16);
		expect(text.es).toContain('Entre todos: 2 de 8 armas y 1 de 5 hechizos.');
		expect(text.es).toContain('Ana: 3 recursos → -12 Fama, +1 Magia.');
		expect(text.es).toContain('Ben: 0 recursos → -17 Fama, 1 Herida.');
		expect(text.es).toContain('Cleo: 0 recursos → -17 Fama, 1 botín a la reserva.');
		expect(w.tie?.values).toEqual({ players: 'Ben, Cleo' });
		expect(text.en.at(-1)).toBe('The wall flips to side B.');
	});

	it('victory: names the decisive slot, and a tie on the most gives nobody the reward tile', () => {
		const w = explainHorde(
			{
				round: 3,
				outcome: 'victory',
				counter: 0,
				wall: 'A',
				card: { weapons: 4, spells: 4, speed: 2, special: 0 },
				camps: { p0: { weapons: 2, spells: 2 }, p1: { weapons: 2, spells: 2 } },
				choices: {
					p0: { reward: 'coin', level: 'strength' },
					p1: { reward: 'loot', level: 'magic' }
				},
				decisive: { player: 'p1', slot: 4 },
				effects: [
					{
						id: 'p0',
						resources: 4,
						fame: 4,
						coinOrLoot: true,
						level: true,
						reward: false,
						fewest: false
					},
					{
						id: 'p1',
						resources: 4,
						fame: 4,
						coinOrLoot: true,
						level: true,
						reward: false,
						fewest: false
					},
					{
						id: 'p2',
						resources: 0,
						fame: 0,
						coinOrLoot: false,
						level: false,
						reward: false,
						fewest: false
					}
				]
			},
			c3.players
		);
		const text = formatsInBoth(w);
		expect(text.es).toContain('La cubrió el aporte de Ben en el hueco 4.');
		expect(text.es).toContain('Ana: 4 recursos → +4 Fama, 1 moneda, +1 Fuerza.');
		expect(w.tie?.values).toEqual({ players: 'Ana, Ben', n: 4 });
		expect(text.en.at(-1)).toBe('The horde is beaten; nobody takes the reward tile.');
	});

	it('advance: the shortfall and the spaces left', () => {
		const w = explainHorde(
			{
				round: 2,
				outcome: 'advance',
				counter: 1,
				effects: [],
				wall: 'A',
				card: { weapons: 6, spells: 4, speed: 2, special: 0 },
				camps: { p0: { weapons: 1, spells: 0 } }
			},
			c3.players
		);
		const text = formatsInBoth(w);
		expect(text.es).toContain('Faltan 5 armas y 4 hechizos: la Horda no cae.');
		expect(text.es.at(-1)).toBe('La Horda avanza: queda 1 casilla hasta la Muralla.');
	});

	it('an older report without its card and camps says what is missing, in a sentence', () => {
		const w = explainHorde({ round: 2, outcome: 'advance', counter: 1, effects: [] }, c3.players);
		const text = formatsInBoth(w);
		expect(text.es.at(-1)).toMatch(/^No se puede explicar: esta partida no guardó la carta/);
		expect(w.rule.page).toBe(15);
		const f = explainFavour({ ...live.init(c3), favour: null } as LiveState, c3.players);
		expect(formatsInBoth(f).en.at(-1)).toMatch(/^This cannot be explained/);
	});

	it('final: the rulebook’s worked example (p.18: 4 loot, 3 runes of 2 shapes, 1 trophy, 8 tomes ×2, 2 wounds, destiny 4) sums to its 27', () => {
		// Reglamento p.18 «Ejemplo de final de partida»: 4 + 5 + 0 + 16 − 2 + 4 = 27 over the track.
		const player = {
			id: 'p0',
			fame: 0,
			loot: 4,
			runes: [2, 1, 0, 0, 0],
			trophies: 1,
			weapons: 0,
			// The example's player turns his orbs into tomes: 8 tomes in all.
			tomes: 8,
			orbs: 0,
			strengthMultiplier: 1,
			magicMultiplier: 2,
			wounds: 2,
			adventureCards: 0,
			destiny: { kind: 'points' as const, points: 4 }
		};
		const results = finalScore([player]);
		expect(results[0]!.total).toBe(27);
		const outcome = { players: [player], results, achievements: { p0: [] }, winners: ['p0'] };
		const w = explainFinal(outcome, c3.players);
		const text = formatsInBoth(w);
		expect(text.es).toContain(
			'Ana: 0 + 4 botines + 5 runas + 0 trofeos + 0×1 armas + 8×2 tomos − 2 heridas + 4 Destino = 27'
		);
		expect(text.es.at(-1)).toBe('Gana Ana con 27 de Fama.');
	});

	it('final: a tie on fame broken by adventure cards names it', () => {
		const base = { loot: 0, runes: [0, 0, 0, 0, 0], trophies: 0, weapons: 0, tomes: 0, orbs: 0 };
		const mult = { strengthMultiplier: 1, magicMultiplier: 1, wounds: 0 };
		const bd = {
			fame: 30,
			loot: 0,
			runes: 0,
			trophies: 0,
			weapons: 0,
			tomes: 0,
			wounds: 0,
			destiny: 0
		};
		const w = explainFinal(
			{
				players: [
					{ id: 'p0', fame: 30, ...base, ...mult, adventureCards: 3 },
					{ id: 'p1', fame: 30, ...base, ...mult, adventureCards: 2 }
				],
				results: [
					{ id: 'p0', total: 30, rank: 1, orbsAs: [], breakdown: bd },
					{ id: 'p1', total: 30, rank: 2, orbsAs: [], breakdown: bd }
				],
				achievements: {},
				winners: ['p0']
			},
			c3.players
		);
		expect(formatsInBoth(w).es).toContain(
			'Ana, Ben empatan a 30: gana Ana por tener más cartas de Aventura (3).'
		);
	});

	it('achievements: each one earned is a line naming what it asked', () => {
		const w = explainAchievements(
			{
				players: [
					{
						id: 'p0',
						fame: 40,
						loot: 8,
						runes: [0, 0, 0, 0, 0],
						trophies: 0,
						weapons: 0,
						tomes: 0,
						orbs: 0,
						strengthMultiplier: 1,
						magicMultiplier: 1,
						wounds: 0,
						adventureCards: 0
					}
				],
				results: [{ id: 'p0', total: 48, rank: 1, orbsAs: [], breakdown: {} }],
				achievements: { p0: ['afortunado', 'inmaculado'] },
				winners: ['p0']
			},
			c3.players
		);
		const text = formatsInBoth(w);
		expect(text.es).toContain('Ana: Afortunado (8 botines).');
		expect(text.en).toContain('Ana: Spotless (no wounds).');
		expect(text.es.at(-1)).toBe('2 logros en la partida.');
	});
});
