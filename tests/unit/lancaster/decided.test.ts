/**
 * What settled first place, for the shared result line (p.6 «Fin del juego y recuento»): a
 * victory shared on equal power, or a sole winner who is first alone only through a
 * majority's tie-break (squires for the knighthood, gold for the extensions). A clear win, and
 * a tie-break that did not change who is first, say nothing. Read by the live flow's and the
 * quick scorer's summaries.
 */
import { describe, expect, it } from 'vitest';
import IntlMessageFormat from 'intl-messageformat';
import type { MessageRef } from '$lib/games/core/types';
import { isInvalid } from '$lib/games/core/types';
import { decidedOf, finalScoreBreakdown, type FinalInput } from '$lib/games/lancaster/scoring';
import { live, type LiveState } from '$lib/games/lancaster/live';
import { scorer, type ScorerAction, type ScorerState } from '$lib/games/lancaster/scorer';
import es from '$lib/games/lancaster/messages/es';
import en from '$lib/games/lancaster/messages/en';
import { table } from './harness';

const name = (id: string) => ({ ana: 'Ana', ben: 'Ben', cai: 'Cai' })[id]!;
const say = (lang: 'es' | 'en', ref: MessageRef) =>
	String(new IntlMessageFormat((lang === 'es' ? es : en)[ref.key]!, lang).format(ref.values));

type End = { power: number; knights: number[]; squires: number; extensions: number; gold: number };
const input = (ends: Record<string, End>): FinalInput => ({
	players: Object.entries(ends).map(([id, e]) => ({ id, nobles: 1, ...e }))
});
const decided = (ends: Record<string, End>) => {
	const i = input(ends);
	return decidedOf(i, finalScoreBreakdown(i), name).decidedBy;
};
const nobody: End = { power: 0, knights: [], squires: 0, extensions: 0, gold: 0 };

// Knighthood tied at 6, Ana's 3 squires against Ben's 1 give her the 8 (Ben 4): 20 to 18.
// Without the squires they share the 12 (6 each): Ana 18, Ben 20.
const bySquires = {
	ana: { ...nobody, power: 10, knights: [4, 2], squires: 3 },
	ben: { ...nobody, power: 12, knights: [3, 2, 1], squires: 1 },
	cai: { ...nobody, extensions: 2 }
};
// Extensions tied at 1, Ben's 5 gold gives him the 8 (Ana 4): Ben 12+4+8 = 24, Ana 10+8+4 = 22.
// Without the gold they share the 12: Ana 24, Ben 22.
const byGold = {
	ana: { ...nobody, power: 10, knights: [4, 2], extensions: 1 },
	ben: { ...nobody, power: 12, knights: [3, 2], extensions: 1, gold: 5 },
	cai: nobody
};

describe('Lancaster: what settled first place', () => {
	it('a knighthood tie broken by squires that makes the winner first alone is named, in both languages', () => {
		const d = decided(bySquires)!;
		expect(say('en', d)).toBe(
			'Ana wins with 20 power points: more squires broke the knighthood tie'
		);
		expect(say('es', d)).toBe(
			'Ana gana con 20 puntos de poder: más escuderos desempataron la caballería'
		);
	});

	it('an extensions tie broken by gold that makes the winner first alone is named', () => {
		const d = decided(byGold)!;
		expect(say('en', d)).toBe(
			'Ben wins with 24 power points: more gold broke the castle extensions tie'
		);
		expect(say('es', d)).toBe(
			'Ben gana con 24 puntos de poder: más oro desempató las ampliaciones del castillo'
		);
	});

	it('a victory shared on equal power names every winner', () => {
		const d = decided({
			ana: { ...nobody, power: 30 },
			ben: { ...nobody, power: 30 },
			cai: { ...nobody, power: 10, knights: [1], extensions: 1 }
		})!;
		expect(d.values?.points).toBe(34);
		expect(say('en', d)).toBe('Ana, Ben share the victory at 34 power points');
		expect(say('es', d)).toBe('Ana, Ben comparten la victoria con 34 puntos de poder');
	});

	it('a clear win, and a tie-break that did not change who is first, say nothing', () => {
		expect(decided({ ...bySquires, cai: { ...nobody, power: 50 } })).toBeUndefined();
		expect(decided({ ...bySquires, ana: { ...bySquires.ana, power: 30 } })).toBeUndefined();
	});

	it('the live flow’s summary of a finished game carries it; a game still going does not', () => {
		const { ctx, step } = table('DECIDED');
		const base = live.init(ctx);
		const powers = { ana: 10, ben: 12, cai: 0 } as const;
		const players = Object.fromEntries(
			Object.entries(base.players).map(([id, p]) => [
				id,
				{ ...p, power: powers[id as keyof typeof powers] }
			])
		);
		const atFinal: LiveState = { ...base, round: 5, step: 'final', players };
		expect(live.summarize(atFinal, ctx).decidedBy).toBeUndefined();
		const ends = Object.fromEntries(
			Object.entries(bySquires).map(([id, { knights, squires, extensions, gold }]) => [
				id,
				{ knights, squires, extensions, gold }
			])
		);
		const done = step(atFinal, { type: 'finalScore', players: ends });
		expect(say('en', live.summarize(done, ctx).decidedBy!)).toBe(
			'Ana wins with 20 power points: more squires broke the knighthood tie'
		);
	});

	it('the quick scorer’s summary of a finished scoring carries it', () => {
		const { ctx } = table('DECIDED');
		const apply = (s: ScorerState, a: ScorerAction): ScorerState => {
			const n = scorer.reduce(s, a, ctx);
			if (isInvalid(n)) throw new Error(n.reason.key);
			return n;
		};
		let s = scorer.init(ctx);
		for (const [id, e] of Object.entries(byGold)) {
			for (const field of ['power', 'extensions', 'gold'] as const)
				if (e[field] > 0) s = apply(s, { type: 'set', player: id, field, value: e[field] });
			s = apply(s, { type: 'setKnights', player: id, knights: e.knights });
		}
		expect(scorer.summarize(s, ctx).decidedBy).toBeUndefined();
		s = apply(s, { type: 'finish' });
		expect(say('es', scorer.summarize(s, ctx).decidedBy!)).toBe(
			'Ben gana con 24 puntos de poder: más oro desempató las ampliaciones del castillo'
		);
	});
});
