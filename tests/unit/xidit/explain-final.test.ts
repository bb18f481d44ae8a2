/**
 * «Why?» of the final (Reglamento p.14–15, ghost p.17–18): each evaluation's explanation and the
 * ranking are read from the result the `evaluate` move stored; over many generated finals they
 * name exactly who left at each evaluation and who saves the Kingdom, with the entered values.
 */
import fc from 'fast-check';
import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { isInvalid, type Explanation, type SessionContext } from '$lib/games/core/types';
import {
	blankRegions,
	defaultOptions,
	live,
	scorer,
	type LiveAction,
	type LiveState,
	type Options,
	type ScorerAction
} from '$lib/games/xidit/state';
import { CRITERIA, REGION_IDS, type Criterion } from '$lib/games/xidit/data';
import {
	explainEvaluation,
	explainFinal,
	explainRanking,
	finalWhyInput
} from '$lib/games/xidit/explain-final';
import { explainFinalEvaluation } from '$lib/games/xidit/scoring';
import esBase from '$lib/games/xidit/messages/es';
import esLate from '$lib/games/xidit/messages/late.es';
import enBase from '$lib/games/xidit/messages/en';
import enLate from '$lib/games/xidit/messages/late.en';

/** The game's catalogue with its late one (the «Why?» and rules texts), as a session shows them. */
const es = { ...esBase, ...esLate };
const en = { ...enBase, ...enLate };

const PLAYERS = [
	{ id: 'ana', name: 'Ana', color: 'red' },
	{ id: 'ben', name: 'Ben', color: 'blue' },
	{ id: 'cai', name: 'Cai', color: 'green' },
	{ id: 'dia', name: 'Dia', color: 'black' },
	{ id: 'eva', name: 'Eva', color: 'yellow' }
];
const ctxOf = (n: 4 | 5): SessionContext<Options> => ({
	players: PLAYERS.slice(0, n),
	options: defaultOptions(),
	seed: `XIDIT-FINAL-${n}`
});

function run(ctx: SessionContext<Options>, actions: LiveAction[], from?: LiveState): LiveState {
	let s = from ?? live.init(ctx);
	for (const a of actions) {
		const next = live.reduce(s, a, ctx);
		if (isInvalid(next)) throw new Error(`${a.type}: ${next.reason.key}`);
		s = next;
	}
	return s;
}

/** Every message of an explanation formats in both languages, with no placeholder left. */
function formats(why: Explanation): string[] {
	const refs = [
		why.title,
		...why.inputs.map((i) => i.text),
		...why.steps,
		why.rule.text,
		...(why.tie ? [why.tie] : []),
		why.outcome
	];
	const out: string[] = [];
	for (const [lang, cat] of [
		['es', es],
		['en', en]
	] as const)
		for (const r of refs) {
			expect(cat[r.key], `${lang} ${r.key}`).toBeTruthy();
			const text = String(new IntlMessageFormat(cat[r.key] as string, lang).format(r.values));
			expect(text).not.toMatch(/[{}]/);
			out.push(text);
		}
	return out;
}

const entry = fc.record({
	sovereigns: fc.integer({ min: 0, max: 6 }),
	guildLevels: fc.integer({ min: 0, max: 4 }),
	units: fc.integer({ min: 0, max: 3 }),
	bards: fc.integer({ min: 0, max: 3 }),
	region: fc.constantFrom(...REGION_IDS)
});

describe('Xidit final: why', () => {
	it('property: each evaluation explained eliminates exactly whom the stored result did, and the ranking names its winner', async () => {
		await fc.assert(
			fc.asyncProperty(
				fc
					.constantFrom(4 as const, 5 as const)
					.chain((n) => fc.tuple(fc.constant(n), fc.array(entry, { minLength: n, maxLength: n }))),
				async ([n, entries]) => {
					const ctx = ctxOf(n);
					const actions: LiveAction[] = blankRegions().map((r) => ({
						type: 'setRegion',
						region: r.id,
						label: '',
						first: 4,
						second: 2,
						mark: 0
					}));
					actions.push({ type: 'startEvaluation' });
					ctx.players.forEach((p, i) => {
						const e = entries[i]!;
						for (const field of ['sovereigns', 'guildLevels', 'units'] as const)
							actions.push({ type: 'setFinal', player: p.id, field, value: e[field] });
						actions.push({
							type: 'setFinalBards',
							player: p.id,
							region: e.region,
							value: e.bards
						});
					});
					const before = run(ctx, actions);
					const after = run(ctx, [{ type: 'evaluate' }], before);
					const result = after.result!;
					const name = (id: string) => ctx.players.find((p) => p.id === id)!.name;
					// The log's «why» of the evaluate move is the ranking.
					const logged = (await live.explain!({ type: 'evaluate' }, before, after, ctx))!;
					expect(logged.outcome).toEqual({
						key: 'xidit.why.rank.out',
						values: { winner: name(result.winner) }
					});
					expect(live.summarize(after, ctx).winners).toEqual([result.winner]);
					const why = explainFinal(result, finalWhyInput(after, ctx.players));
					const entered: Record<Criterion, (i: number) => number | null> = {
						wealth: (i) => entries[i]!.sovereigns,
						influence: (i) => entries[i]!.guildLevels,
						reputation: () => null
					};
					result.rounds.forEach((round, r) => {
						const w = why.rounds[r]!;
						expect(w.outcome.values).toEqual({
							players: round.eliminated.map(name).join(', '),
							count: round.eliminated.length
						});
						expect(w.rule.page).toBeGreaterThan(0);
						// The inputs are the values entered at the final, for every player.
						for (const input of w.inputs) {
							const i = ctx.players.findIndex((p) => p.id === input.player);
							const want = entered[round.criterion](i);
							if (want !== null) expect(input.text.values?.score).toBe(want);
						}
						// A tie is named exactly when a tie-break, not the score, sent someone out.
						expect(w.tie !== undefined).toBe(round.reasons.some((x) => x.reason !== 'lowest'));
					});
					expect(why.ranking.steps).toHaveLength(3);
					formats(why.ranking);
					for (const w of why.rounds) formats(w);
				}
			),
			{ numRuns: 60 }
		);
	});

	it("the rulebook's worked example of the three Evaluations: David out on units, María on Influence, Ainhoa saves the Kingdom", () => {
		const players = [
			{ id: 'ainhoa', name: 'Ainhoa' },
			{ id: 'david', name: 'David' },
			{ id: 'andres', name: 'Andrés' },
			{ id: 'maria', name: 'María' }
		];
		// Wealth 18/18 (Ainhoa 4 units, David 2), Influence 12/11/9/8, Reputation 16/18/15/12.
		const rep = { ainhoa: 16, david: 18, andres: 15, maria: 12 } as Record<string, number>;
		const result = explainFinalEvaluation({
			players: players.map((p, seat) => ({
				id: p.id,
				seat,
				sovereigns: { ainhoa: 18, david: 18, andres: 25, maria: 22 }[p.id]!,
				guildLevels: { ainhoa: 12, david: 11, andres: 9, maria: 8 }[p.id]!,
				units: { ainhoa: 4, david: 2, andres: 1, maria: 1 }[p.id]!,
				bards: { [`r-${p.id}`]: 1 }
			})),
			regions: players.map((p) => ({ id: `r-${p.id}`, first: rep[p.id]!, second: 0 })),
			order: ['wealth', 'influence', 'reputation']
		});
		const w = {
			players,
			regions: [],
			units: { ainhoa: 4, david: 2, andres: 1, maria: 1 }
		};
		const wealth = explainEvaluation(result, 0, w);
		expect(wealth.tie).toEqual({
			key: 'xidit.why.eval.tie.fewerUnits',
			values: { player: 'David', against: 'Ainhoa', units: 2, againstUnits: 4 }
		});
		expect(wealth.outcome.values).toEqual({ players: 'David', count: 1 });
		const influence = explainEvaluation(result, 1, w);
		expect(influence.tie).toBeUndefined();
		expect(influence.steps).toContainEqual({
			key: 'xidit.why.eval.lowest',
			values: { player: 'María', criterion: 'influence', score: 8 }
		});
		// David's token is in the column, already out.
		expect(influence.inputs.find((i) => i.player === 'david')!.text.values).toMatchObject({
			score: 11,
			active: 'no'
		});
		const reputation = explainEvaluation(result, 2, w);
		expect(reputation.rule.page).toBe(14);
		expect(reputation.outcome.values).toEqual({ players: 'Andrés', count: 1 });
		const ranking = explainRanking(result, w);
		expect(ranking.outcome.values).toEqual({ winner: 'Ainhoa' });
		const text = formats(ranking).join('\n');
		expect(text).toContain('Ainhoa salva el Reino');
		expect(formats(wealth).join('\n')).toContain(
			'desempatan las Unidades tras la Pantalla, y David tiene menos (2 frente a 4)'
		);
	});

	it('3 players and the ghost: the ghost loses its tie, its place is a step, and it is named in each language', () => {
		const players = [
			{ id: 'ana', name: 'Ana' },
			{ id: 'ben', name: 'Ben' },
			{ id: 'cai', name: 'Cai' }
		];
		const result = explainFinalEvaluation({
			players: players.map((p, seat) => ({
				id: p.id,
				seat,
				sovereigns: [9, 6, 8][seat]!,
				guildLevels: [5, 5, 3][seat]!,
				units: 1,
				bards: {}
			})),
			regions: [{ id: 'region3', first: 5, second: 2 }],
			order: ['wealth', 'influence', 'reputation'],
			ghost: { wealth: 6, influence: 5, reputation: 4 }
		});
		const w = { players, regions: [], units: { ana: 1, ben: 1, cai: 1 } };
		const wealth = explainEvaluation(result, 0, w);
		expect(wealth.tie?.key).toBe('xidit.why.eval.tie.ghostTie');
		expect(wealth.outcome.values).toEqual({ players: 'ghost', count: 1 });
		expect(wealth.steps).toContainEqual({
			key: 'xidit.why.eval.ghost',
			values: { place: 3, score: 6, active: 'yes' }
		});
		const text = formats(wealth);
		expect(text).toContain('Queda eliminado el Jugador Fantasma');
		expect(text).toContain('The ghost player is eliminated');
	});

	it('reputation: each region with bards is a step naming its first and second', () => {
		const result = explainFinalEvaluation({
			players: [0, 1, 2, 3].map((seat) => ({
				id: `p${seat}`,
				seat,
				sovereigns: 1,
				guildLevels: 1,
				units: 0,
				bards: { region1: [3, 1, 0, 0][seat]!, region2: 0 }
			})),
			regions: [
				{ id: 'region1', first: 6, second: 3 },
				{ id: 'region2', first: 4, second: 2 }
			],
			order: ['reputation', 'wealth', 'influence']
		});
		const players = [0, 1, 2, 3].map((i) => ({ id: `p${i}`, name: `P${i}` }));
		const why = explainEvaluation(result, 0, { players, regions: [], units: {} });
		expect(why.steps[0]).toEqual({
			key: 'xidit.why.eval.region',
			values: { region: 'region1', first: 'P0', high: 6, second: 'P1', low: 3 }
		});
		expect(formats(why)).toContain('Región 1: más Bardos P0 (+6); segundo P1 (+3)');
	});

	it('an evaluation the result does not hold says so in a sentence, never throws', () => {
		const result = explainFinalEvaluation({
			players: [0, 1, 2, 3].map((seat) => ({
				id: `p${seat}`,
				seat,
				sovereigns: seat,
				guildLevels: seat,
				units: 0,
				bards: {}
			})),
			regions: [],
			order: [...CRITERIA]
		});
		const why = explainEvaluation({ ...result, rounds: [] }, 1, {
			players: [],
			regions: [],
			units: {}
		});
		expect(why.outcome).toEqual({ key: 'xidit.why.missing', values: { what: 'evaluation' } });
		expect(formats(why)).toContain(
			'Esta partida antigua no guardó esa evaluación: no se puede explicar.'
		);
	});
});

describe('Xidit quick scorer: why', () => {
	it('«finish» explains the ranking the stored result holds; other moves explain nothing', async () => {
		const ctx = ctxOf(4);
		let s = scorer.init(ctx);
		const actions: ScorerAction[] = [
			{ type: 'setOrder', order: ['wealth', 'influence', 'reputation'] },
			{ type: 'setFirstPlayer', player: 'ana' },
			...blankRegions().map((r): ScorerAction => ({
				type: 'setRegion',
				region: r.id,
				label: '',
				first: 6,
				second: 3,
				mark: r.mark
			})),
			...ctx.players.map((p, i): ScorerAction => ({
				type: 'set',
				player: p.id,
				field: 'sovereigns',
				value: i
			}))
		];
		for (const a of actions) {
			const n = scorer.reduce(s, a, ctx);
			if (isInvalid(n)) throw new Error(`${a.type}: ${n.reason.key}`);
			s = n;
		}
		expect(await scorer.explain!(actions[0]!, s, s, ctx)).toBeNull();
		const after = scorer.reduce(s, { type: 'finish' }, ctx);
		if (isInvalid(after)) throw new Error(after.reason.key);
		const why = (await scorer.explain!({ type: 'finish' }, s, after, ctx))!;
		const winner = ctx.players.find((p) => p.id === after.result!.winner)!.name;
		expect(why.outcome).toEqual({ key: 'xidit.why.rank.out', values: { winner } });
		formats(why);
	});
});
