/**
 * «Why?» for Lancaster's resolutions: each explanation is read from what the move applied, so
 * over many generated battles, votes, laws, counties, castles and final scorings it agrees
 * with the state change; hand-made cases (the rulebook's worked examples where there is one)
 * show each kind, and every message formats in both languages.
 */
import fc from 'fast-check';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import type { Explanation, MessageRef } from '$lib/games/core/types';
import { live, type LiveAction, type LiveState } from '$lib/games/lancaster/live';
import { openBallot } from '$lib/games/lancaster/moves-common';
import { explainBattle } from '$lib/games/lancaster/explain';
import esBase from '$lib/games/lancaster/messages/es';
import esLate from '$lib/games/lancaster/messages/late.es';
import enBase from '$lib/games/lancaster/messages/en';
import enLate from '$lib/games/lancaster/messages/late.en';
import { table } from './harness';

/** The game's catalogue with its late one (the «Why?» and rules texts), as a session shows them. */
const es = { ...esBase, ...esLate };
const en = { ...enBase, ...enLate };

const { ctx, step } = table('WHY-SEED');
const ids = ctx.players.map((p) => p.id);
const nameOf = (id: string) => ctx.players.find((p) => p.id === id)!.name;
const why = async (a: LiveAction, before: LiveState, after: LiveState): Promise<Explanation> =>
	(await live.explain!(a, before, after, ctx))!;

/** Every message of an explanation formats in both languages, with no placeholder left. */
function formatsInBoth(w: Explanation): string[] {
	const refs: MessageRef[] = [
		w.title,
		...w.inputs.map((i) => i.text),
		...w.steps,
		w.rule.text,
		...(w.tie ? [w.tie] : []),
		w.outcome
	];
	const out: string[] = [];
	for (const [lang, cat] of [
		['es', es],
		['en', en]
	] as const)
		for (const r of refs) {
			expect(cat[r.key], `${lang} ${r.key}`).toBeTypeOf('string');
			const text = new IntlMessageFormat(cat[r.key]!, lang).format(r.values) as string;
			expect(text).not.toMatch(/[{}]/);
			if (lang === 'es') out.push(text);
		}
	return out;
}

const base = live.init(ctx);
const atBattles: LiveState = { ...base, step: 'battles', board: false };

const slotsArb = fc
	.subarray(ids, { minLength: 0, maxLength: 3 })
	.chain((who) =>
		fc.tuple(
			fc.shuffledSubarray(who, { minLength: who.length, maxLength: who.length }),
			fc.array(fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 3 }), {
				minLength: who.length,
				maxLength: who.length
			})
		)
	)
	.map(([who, knights]) => who.map((id, i) => ({ id, knights: knights[i]! })));
const cardArb = fc.record({
	franceStrength: fc.integer({ min: 0, max: 14 }),
	power: fc.tuple(
		fc.integer({ min: 0, max: 8 }),
		fc.integer({ min: 0, max: 8 }),
		fc.integer({ min: 0, max: 8 })
	)
});

/** The power each rank line of a battle's «why» gives, by player name. */
function rankPoints(w: Explanation): Record<string, number> {
	const out: Record<string, number> = {};
	for (const s of w.steps)
		if (s.key === 'lancaster.why.battle.rank') {
			const p = s.values!.player as string;
			out[p] = (out[p] ?? 0) + (s.values!.points as number);
		}
	return out;
}

describe('Lancaster battles: why', () => {
	it('property: each rank line gives exactly the power the battle added, and the winner and next step are the ones stored', async () => {
		await fc.assert(
			fc.asyncProperty(cardArb, slotsArb, async (card, slots) => {
				const a: LiveAction = { type: 'battle', card, slots };
				const after = step(atBattles, a);
				const w = await why(a, atBattles, after);
				const rec = after.battles.at(-1)!;
				const points = rankPoints(w);
				for (const id of ids)
					expect(points[nameOf(id)] ?? 0).toBe(after.players[id]!.power - base.players[id]!.power);
				expect(w.outcome.values).toMatchObject({
					england: rec.englandWins ? 'yes' : 'no',
					next: rec.next
				});
				expect(after.lowerRow.some((b) => b.id === rec.id)).toBe(rec.next === 'lowerRow');
				// The inputs are the slots as fought, in their order.
				expect(
					w.inputs.filter((i) => i.player).map((i) => [i.player, i.text.values?.strength])
				).toEqual(slots.map((s) => [s.id, s.knights.reduce((x, y) => x + y, 0)]));
				expect(w.rule.page).toBe(5);
			}),
			{ numRuns: 80 }
		);
	});

	it('property: a second defeat explains each prisoner as ransomed or sent to the reserve, as the gold and knights changed', async () => {
		await fc.assert(
			fc.asyncProperty(
				cardArb,
				fc.array(fc.integer({ min: 0, max: 2 }), { maxLength: 3 }),
				async (card, freed) => {
					// Ana's 1 and Ben's 2 fought in round 1 and lost; France (strength ≥ 4) wins again.
					const slots = [
						{ id: 'ana', knights: [1] },
						{ id: 'ben', knights: [2] }
					];
					const before: LiveState = {
						...atBattles,
						round: 2,
						players: {
							...base.players,
							ana: { ...base.players.ana!, gold: 5 },
							ben: { ...base.players.ben!, gold: 5 }
						},
						lowerRow: [
							{
								id: 'b1',
								round: 1,
								franceStrength: card.franceStrength + 4,
								power: card.power,
								slots
							}
						]
					};
					const list = [...new Set(freed.filter((i) => i < 2))];
					const a: LiveAction = { type: 'lowerBattle', id: 'b1', freed: list };
					const after = step(before, a);
					const w = await why(a, before, after);
					const fates = w.steps.filter((s) => s.key === 'lancaster.why.battle.prisoner');
					expect(fates).toHaveLength(2);
					for (const [i, id] of ['ana', 'ben'].entries()) {
						const f = fates[i]!.values!;
						const paid = before.players[id]!.gold - after.players[id]!.gold;
						expect(f.fate).toBe(list.includes(i) ? 'freed' : 'reserve');
						expect(paid).toBe(f.fate === 'freed' ? (f.gold as number) : 0);
						const lost = before.players[id]!.knights.length - after.players[id]!.knights.length;
						expect(lost).toBe(f.fate === 'reserve' ? 1 : 0);
					}
					expect(w.rule.page).toBe(6);
				}
			),
			{ numRuns: 40 }
		);
	});

	it('the rulebook’s example 1 (p.5): 5 against 5, red above blue for entering later, 4-2-1', async () => {
		// Blue 2, green 1 under it, red 2 in the lowest slot; France 5; prizes 4, 2, 1.
		const a: LiveAction = {
			type: 'battle',
			card: { franceStrength: 5, power: [4, 2, 1] },
			slots: [
				{ id: 'ben', knights: [2] },
				{ id: 'cai', knights: [1] },
				{ id: 'ana', knights: [2] }
			]
		};
		const after = step(atBattles, a);
		const w = await why(a, atBattles, after);
		expect(rankPoints(w)).toEqual({ Ana: 4, Ben: 2, Cai: 1 });
		expect(w.tie?.values).toEqual({ above: 'Ana', below: 'Ben', strength: 2 });
		const text = formatsInBoth(w);
		expect(text).toContain('Inglaterra suma 5 contra 5 de Francia: gana Inglaterra (igual o más)');
		expect(text).toContain('Gana Inglaterra: Ana +4, Ben +2, Cai +1; la carta se retira');
	});

	it('the rulebook’s example 2 (p.6): 3 against 5, the top prize lost, 2 and 1, the battle moves down', async () => {
		const a: LiveAction = {
			type: 'battle',
			card: { franceStrength: 5, power: [4, 2, 1] },
			slots: [
				{ id: 'ben', knights: [2] },
				{ id: 'cai', knights: [1] }
			]
		};
		const after = step(atBattles, a);
		const w = await why(a, atBattles, after);
		expect(rankPoints(w)).toEqual({ Ben: 2, Cai: 1 });
		expect(w.tie).toBeUndefined();
		expect(formatsInBoth(w)).toContain(
			'Gana Francia: el premio mayor (4) se pierde; 2 al rango 1, 1 al rango 2'
		);
	});

	it('an empty battle says nobody fought, and a record stored without its knights says so', async () => {
		const a: LiveAction = {
			type: 'battle',
			card: { franceStrength: 3, power: [3, 2, 1] },
			slots: []
		};
		const after = step(atBattles, a);
		const w = await why(a, atBattles, after);
		expect(w.steps.map((s) => s.key)).toEqual(['lancaster.why.battle.empty']);
		formatsInBoth(w);
		// A card never entered (moved down empty): said so, not «France 0; prizes 0, 0 and 0».
		const blank = {
			...a,
			card: { franceStrength: 0, power: [0, 0, 0] as [number, number, number] }
		};
		const wb = await why(blank, atBattles, step(atBattles, blank));
		expect(wb.inputs[0]!.text.key).toBe('lancaster.why.battle.noCard');
		const old = { ...step(atBattles, { ...a, slots: [{ id: 'ana', knights: [3] }] }).battles[0]! };
		delete old.slots;
		const w2 = explainBattle(old, ctx);
		expect(w2.steps[0]!.key).toBe('lancaster.why.battle.noKnights');
		formatsInBoth(w2);
	});
});

describe('Lancaster law votes: why', () => {
	const atBallot: LiveState = openBallot(
		{
			...base,
			step: 'ballot',
			players: Object.fromEntries(
				ids.map((id) => [id, { ...base.players[id]!, voteTokens: 3, nobles: 3 }])
			)
		},
		ctx
	);
	it('property: the ballots add up to the count, a tie is named, and «passed» is whether the law went into force', async () => {
		await fc.assert(
			fc.asyncProperty(
				fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 3 })), {
					minLength: 3,
					maxLength: 3
				}),
				async (votes) => {
					const ballots = atBallot.ballot!.order.map((id, i) => ({
						id,
						yes: votes[i]![0],
						tokens: votes[i]![1]
					}));
					const a: LiveAction = { type: 'tableVote', ballots };
					const after = step(atBallot, a);
					const w = await why(a, atBallot, after);
					const sum = (yes: boolean) =>
						w.inputs
							.filter((i) => i.text.values!.yes === (yes ? 'yes' : 'no'))
							.reduce((n, i) => n + (i.text.values!.votes as number), 0);
					expect(w.steps[0]!.values).toEqual({ yes: sum(true), no: sum(false) });
					const law = atBallot.ballot!.law;
					expect(w.outcome.values!.passed).toBe(after.lawsInForce.includes(law) ? 'yes' : 'no');
					expect(w.tie !== undefined).toBe(sum(true) === sum(false));
					expect(w.rule.page).toBe(3);
				}
			),
			{ numRuns: 60 }
		);
	});

	it('the rulebook’s example (p.3): 3 for and 3 against is a tie, and the law passes', async () => {
		const ballots = [
			{ id: atBallot.ballot!.order[0]!, yes: true, tokens: 2 },
			{ id: atBallot.ballot!.order[1]!, yes: false, tokens: 1 },
			{ id: atBallot.ballot!.order[2]!, yes: false, tokens: 0 }
		];
		const a: LiveAction = { type: 'tableVote', ballots };
		const after = step(atBallot, a);
		const w = await why(a, atBallot, after);
		expect(w.outcome.values!.passed).toBe('yes');
		const text = formatsInBoth(w);
		expect(text).toContain('Empate a 3: el empate basta para aprobar la ley.');
		expect(text[1]).toMatch(/^sí con el pergamino y 2 fichas = 3 votos \(3 nobles en la mesa\)$/);
	});
});

describe('Lancaster laws, counties, castles and the final: why', () => {
	it('a law applied: the values it read, the tie and the card’s tie rule, each player’s gain', async () => {
		const s: LiveState = { ...base, step: 'laws', lawsInForce: ['goldStrengthen'], lawIndex: 0 };
		const a: LiveAction = {
			type: 'applyLaw',
			input: { players: { ana: { gold: 3 }, ben: { gold: 3 }, cai: { gold: 1 } }, v1TiePoints: 2 }
		};
		const after = step(s, a);
		const w = await why(a, s, after);
		expect(w.inputs.map((i) => i.text.values!.n)).toEqual([3, 3, 1]);
		expect(w.tie?.values).toEqual({ players: 'Ana, Ben' });
		for (const id of ids) {
			const g = w.steps.find((x) => x.values?.player === nameOf(id))!;
			expect(g.values!.power).toBe(after.players[id]!.power - s.players[id]!.power);
		}
		expect(w.rule.page).toBe(8);
		formatsInBoth(w);
	});

	it('property: a county’s change lines are the holder’s tracks before and after, and the nobles left are the county’s count', async () => {
		await fc.assert(
			fc.asyncProperty(
				fc.constantFrom('noble', 'points', 'both'),
				fc.integer({ min: 0, max: 4 }),
				fc.integer({ min: 0, max: 3 }),
				async (choice, squires, gold) => {
					const s: LiveState = {
						...base,
						step: 'counties',
						county: 2,
						players: { ...base.players, ben: { ...base.players.ben!, gold: 3 } }
					};
					const reward = choice === 'noble' ? undefined : { squires, gold };
					const a = { type: 'county', holder: 'ben', choice, reward } as LiveAction;
					const after = step(s, a);
					const w = await why(a, s, after);
					const lines = w.steps.filter((x) => x.key === 'lancaster.why.change');
					for (const l of lines) {
						const f = l.values!.field as 'gold' | 'nobles' | 'squires' | 'power';
						expect([l.values!.from, l.values!.to]).toEqual([
							s.players.ben![f],
							after.players.ben![f]
						]);
					}
					const changed = (['power', 'nobles', 'gold', 'squires'] as const).filter(
						(f) => s.players.ben![f] !== after.players.ben![f]
					);
					expect(lines.map((l) => l.values!.field)).toEqual(
						(['power', 'voteTokens', 'nobles', 'gold', 'squires', 'extensions'] as const).filter(
							(f) => (changed as readonly string[]).includes(f)
						)
					);
					const left = w.steps.find((x) => x.key === 'lancaster.why.county.left');
					if (choice === 'points') expect(left).toBeUndefined();
					else expect(left!.values).toEqual({ county: 'C', left: 1, of: 2 });
					expect(w.rule.page).toBe(4);
				}
			),
			{ numRuns: 40 }
		);
	});

	it('Surrey names who opens the next round; an empty county says nobody gets anything', async () => {
		const s: LiveState = { ...base, step: 'counties', county: 8 };
		const a = {
			type: 'county',
			holder: 'cai',
			choice: 'points',
			reward: { gold: 2, squires: 2 },
			nextStart: 'ana'
		} as LiveAction;
		const w = await why(a, s, step(s, a));
		expect(formatsInBoth(w)).toContain('Surrey: Ana abrirá la siguiente ronda');
		const e = { type: 'county', holder: null } as LiveAction;
		const s2 = { ...s, county: 0 };
		const w2 = await why(e, s2, step(s2, e));
		expect(formatsInBoth(w2)).toContain('Condado A: nadie recibe nada');
	});

	it('a castle: each space’s printed reward and the round table’s tokens; none in round 5', async () => {
		for (const round of [1, 5]) {
			const s: LiveState = { ...base, round, step: 'castles', startPlayer: 'ana' };
			const a: LiveAction = {
				type: 'castle',
				player: 'ana',
				power: 0,
				rewards: [{ squires: 2 }],
				spaces: [1]
			};
			const after = step(s, a);
			const w = await why(a, s, after);
			expect(w.outcome.values).toEqual({
				player: 'Ana',
				power: 0,
				tokens: after.players.ana!.voteTokens - s.players.ana!.voteTokens
			});
			const text = formatsInBoth(w);
			expect(text).toContain('Casilla 1: +2 escuderos');
			expect(text.join('\n')).toContain(round === 5 ? 'ninguna ficha' : '1 ficha de voto');
		}
	});

	it('property: the final explanation’s totals and winners are the stored scoring’s', async () => {
		const end = fc.record({
			knights: fc.constantFrom<number[]>([1], [1, 2], [1, 1, 2, 3], [2, 4]),
			squires: fc.integer({ min: 0, max: 3 }),
			extensions: fc.integer({ min: 0, max: 3 }),
			gold: fc.integer({ min: 0, max: 3 })
		});
		await fc.assert(
			fc.asyncProperty(
				fc.tuple(end, end, end),
				fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 3, maxLength: 3 }),
				async (e, power) => {
					const s: LiveState = {
						...base,
						round: 5,
						step: 'final',
						players: Object.fromEntries(
							ids.map((id, i) => [id, { ...base.players[id]!, power: power[i]! }])
						)
					};
					const a: LiveAction = {
						type: 'finalScore',
						players: Object.fromEntries(ids.map((id, i) => [id, e[i]!]))
					};
					const after = step(s, a);
					const w = await why(a, s, after);
					const totals = w.steps.filter((x) => x.key === 'lancaster.why.final.total');
					expect(totals.map((t) => [t.values!.player, t.values!.total])).toEqual(
						after.final!.map((r) => [nameOf(r.id), r.total])
					);
					const winners = after.final!.filter((r) => r.rank === 1).map((r) => nameOf(r.id));
					expect(w.outcome.values).toMatchObject({
						players: winners.join(', '),
						count: winners.length
					});
					const shared = after.final!.some(
						(r) =>
							r.knighthood.sharedWith > 1 ||
							r.extensionsAward.sharedWith > 1 ||
							r.knighthood.decidedBy === 'tiebreak' ||
							r.extensionsAward.decidedBy === 'tiebreak'
					);
					expect(w.tie !== undefined).toBe(shared);
					expect(w.rule.page).toBe(6);
				}
			),
			{ numRuns: 60 }
		);
	});

	it('a final with a knighthood tie broken by squires names the tie-break', async () => {
		const s: LiveState = { ...base, round: 5, step: 'final' };
		const same = { knights: [1, 2], extensions: 0, gold: 0 };
		const a: LiveAction = {
			type: 'finalScore',
			players: {
				ana: { ...same, squires: 2 },
				ben: { ...same, squires: 1 },
				cai: { ...same, squires: 1, extensions: 1 }
			}
		};
		const w = await why(a, s, step(s, a));
		const text = formatsInBoth(w);
		expect(text.join('\n')).toContain('se separa por los escuderos');
	});

	it('a move that resolves nothing has no «why»', async () => {
		const a: LiveAction = { type: 'adjust', player: 'ana', power: 1 };
		expect(await live.explain!(a, base, step(base, a), ctx)).toBeNull();
	});
});
